import LayoutEngine
import LayoutModel
import Testing

/// Computed dimensions are evaluated in each environment before the section is planned (LayoutSpecFormat.md,
/// Computed dimensions), so the frames follow from the rules with the evaluated number written in: here a row of
/// items `w` wide, 50 high, 8 apart (R7, R18): item `i` of a row sits at `x = i × (w + 8)`.
@Suite("Computed dimension planning")
struct ComputedDimensionPlanningTests {
    static func section(itemWidth: String, header: String? = nil) throws -> LayoutSection {
        let width = Dimension.computed(ComputedDimension(.absolute, try FlowExpression(parsing: itemWidth)))
        var group = LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            arrangement: .subitems([.item(LayoutItem(size: LayoutSize(width: width, height: .fractionalHeight(1))))])
        )
        group.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: group)
        if let header {
            let height = Dimension.computed(ComputedDimension(.absolute, try FlowExpression(parsing: header)))
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: height), alignment: .top)
            ]
        }
        return section
    }

    static func frames(_ spec: LayoutSpec, in environment: LayoutEnvironment, items: Int = 4) throws -> [Rect] {
        let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [items])
        return (0..<result.elements.count).map { result.elements.frame(at: $0) }
    }

    static let phone = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    /// Half the width less the spacing: 191 on a 390-point view, 197 on an iPhone 16 Pro's 402 points.
    @Test func twoColumnsOnEachWidth() throws {
        let spec = LayoutSpec(name: "halves", sections: [.fixed(try Self.section(itemWidth: "(width - 8) / 2"))])
        let narrow = try Self.frames(spec, in: Self.phone)
        #expect(narrow[1] == Rect(x: 199, y: 0, width: 191, height: 50))
        #expect(narrow[2] == Rect(x: 0, y: 50, width: 191, height: 50))
        var device = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
        device.choose(DeviceCatalog.device("iphone-16-pro")!, .portrait)
        #expect(try Self.frames(spec, in: device)[1] == Rect(x: 205, y: 0, width: 197, height: 50))
    }

    /// `width` is the effective content size, as in conditions: with the layout margins as the content-insets
    /// reference, a 390-point view with 8-point margins gives 374, so items of (374 − 8) / 2 = 183 from x = 8.
    /// `contentSize.width` is the whole 390 and `effectiveContentInsets` the margins.
    @Test func theNamesFollowTheContentInsetsReference() throws {
        let margins = LayoutConfiguration(contentInsetsReference: .layoutMargins)
        let halves = LayoutSpec(name: "margins", configuration: margins, sections: [.fixed(try Self.section(itemWidth: "(width - 8) / 2"))])
        let frames = try Self.frames(halves, in: Self.phone)
        #expect(frames[0] == Rect(x: 8, y: 0, width: 183, height: 50))
        #expect(frames[1] == Rect(x: 199, y: 0, width: 183, height: 50))
        let whole = LayoutSpec(name: "margins", configuration: margins, sections: [
            .fixed(try Self.section(itemWidth: "contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing - 100"))
        ])
        #expect(try Self.frames(whole, in: Self.phone, items: 1)[0] == Rect(x: 8, y: 0, width: 274, height: 50))
    }

    /// A boundary item's computed height: 390 / 10 = 39, and the items start below it (R24).
    @Test func aComputedHeaderHeight() throws {
        let spec = LayoutSpec(name: "header", sections: [.fixed(try Self.section(itemWidth: "100", header: "width / 10"))])
        let result = try LayoutPlanner.compute(spec, in: Self.phone, itemCounts: [1])
        let frames = (0..<result.elements.count).map { (result.elements.category(at: $0), result.elements.frame(at: $0)) }
        #expect(frames.contains { $0.0 == .supplementary && $0.1 == Rect(x: 0, y: 0, width: 390, height: 39) })
        #expect(frames.contains { $0.0 == .cell && $0.1 == Rect(x: 0, y: 39, width: 100, height: 50) })
    }

    /// As many 150-point columns as fit: a computed count and fraction. 390 points hold 2 columns of 195; the
    /// 11-inch iPad's 834 hold 5 of 166.8, on its half-point grid 166.5 (R0, R8: equal slots, each floored).
    @Test func aComputedCountAndFraction() throws {
        let columns = try FlowExpression(parsing: "max(1, trunc(width / 150))")
        let fraction = Dimension.computed(ComputedDimension(.fractionalWidth, try FlowExpression(parsing: "1 / max(1, trunc(width / 150))")))
        let group = LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: fraction),
            arrangement: .counted(.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))), count: 1),
            computedCount: columns
        )
        let spec = LayoutSpec(name: "columns", sections: [.fixed(LayoutSection(group: group))])
        let phone = try Self.frames(spec, in: Self.phone)
        #expect(phone[1] == Rect(x: 195, y: 0, width: 195, height: 195))
        #expect(phone[2] == Rect(x: 0, y: 195, width: 195, height: 195))
        var pad = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
        pad.choose(DeviceCatalog.device("ipad-pro-11-m4")!, .portrait)
        let frames = try Self.frames(spec, in: pad, items: 6)
        #expect(frames[4].width == 166.5 && frames[4].height == 166.5)
        #expect(frames[5] == Rect(x: 0, y: 166.5, width: 166.5, height: 166.5))
    }

    /// Centred at 600 points, 16 from the edges when narrower: on the 11-inch iPad's 834 points the leading inset is
    /// (834 − 600) / 2 = 117 and the rows are 600 wide; on a 390-point view 16, rows 358 wide. The rows are
    /// `width / 100` apart: 3.9 on the view, so the second's origin, 53.9, rounds to the 3x grid at 54 (R0).
    @Test func computedInsetsAndSpacing() throws {
        let centring = try FlowExpression(parsing: "max(16, (width - 600) / 2)")
        var section = try Self.section(itemWidth: "width")
        section.group.size = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        section.group.arrangement = .subitems([.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))])
        section.computedContentInsets = ComputedInsets(top: 0, leading: centring, bottom: 0, trailing: centring)
        section.computedInterGroupSpacing = try FlowExpression(parsing: "width / 100")
        let spec = LayoutSpec(name: "centred", sections: [.fixed(section)])
        let phone = try Self.frames(spec, in: Self.phone, items: 2)
        #expect(phone[0] == Rect(x: 16, y: 0, width: 358, height: 50))
        #expect(phone[1] == Rect(x: 16, y: 54, width: 358, height: 50))
        var pad = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
        pad.choose(DeviceCatalog.device("ipad-pro-11-m4")!, .portrait)
        #expect(try Self.frames(spec, in: pad, items: 1)[0] == Rect(x: 117, y: 0, width: 600, height: 50))
    }

    /// A design scaled to the screen (`12.adjusted`, `8.adjusted` with the design's 375-point width): on a 390-point
    /// view at 3x the item's trailing inset is 12 × 390 / 375 = 12.48 and the spacing 8.32. Two half-width slots fit
    /// (R7): each `floorPx(0.5 × (390 − 8.32))` = floorPx(190.84) = 572 / 3 (R0), the second at roundPx(572 / 3 +
    /// 8.32) = roundPx(198.987) = 199; each cell is its slot less the trailing inset (R13), a size kept as computed:
    /// 572 / 3 − 12.48.
    @Test func computedItemInsetsAndGroupSpacing() throws {
        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        item.computedContentInsets = ComputedInsets(top: 0, leading: 0, bottom: 0, trailing: try FlowExpression(parsing: "12 * (contentSize.width / 375)"))
        var group = LayoutGroup(kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), arrangement: .subitems([.item(item)]))
        group.computedInterItemSpacing = try FlowExpression(parsing: "8 * (contentSize.width / 375)")
        let spec = LayoutSpec(name: "scaled", sections: [.fixed(LayoutSection(group: group))])
        let frames = try Self.frames(spec, in: Self.phone, items: 2)
        #expect(frames[0].x == 0 && frames[1].x == 199, "\(frames)")
        #expect(abs(frames[0].width - (572.0 / 3 - 12.48)) < 1e-9 && frames[1].width == frames[0].width, "\(frames)")
        #expect(frames[0].height == 50)
    }

    /// A count that comes out 0 (the width under 1,000 points) is refused, as UIKit raises an exception for it.
    @Test func aCountOfNoSlotsIsRefused() throws {
        let group = LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            arrangement: .repeating(.item(LayoutItem(size: LayoutSize(width: .absolute(10), height: .fractionalHeight(1)))), count: 1),
            computedCount: try FlowExpression(parsing: "trunc(width / 1000)")
        )
        let spec = LayoutSpec(name: "none", sections: [.fixed(LayoutSection(group: group))])
        #expect(throws: LayoutError.invalidValue(
            section: 0, item: nil, path: "$.sections[0].group.count", expression: "trunc(width / 1000)",
            reason: "a group's count must be a whole number from 1 to 1000 (found 0)"
        )) {
            try LayoutPlanner.compute(spec, in: Self.phone, itemCounts: [1])
        }
    }

    /// A length that is negative in an environment is refused there, naming the section, the property and the
    /// expression; inside an adaptive case the path names the case.
    @Test func aLengthWithoutAUsableValueIsRefused() throws {
        let negative = LayoutSpec(name: "too wide", sections: [.fixed(try Self.section(itemWidth: "width - 500"))])
        #expect(throws: LayoutError.invalidValue(
            section: 0, item: nil, path: "$.sections[0].group.subitems[0].size.width", expression: "width - 500", reason: "must not be negative (found -110)"
        )) {
            try LayoutPlanner.compute(negative, in: Self.phone, itemCounts: [1])
        }
        let adaptive = LayoutSpec(name: "adaptive", sections: [.adaptive([
            AdaptiveCase(condition: try Predicate(parsing: "width > 1000"), section: try Self.section(itemWidth: "100")),
            AdaptiveCase(condition: nil, section: try Self.section(itemWidth: "100 / (width - 390)")),
        ])])
        #expect(throws: LayoutError.invalidValue(
            section: 0, item: nil, path: "$.sections[0].adaptive[1].section.group.subitems[0].size.width", expression: "100 / (width - 390)",
            reason: "division by zero"
        )) {
            try LayoutPlanner.compute(adaptive, in: Self.phone, itemCounts: [1, 1, 1])
        }
    }
}
