import LayoutLint
import LayoutModel
import Testing

/// LL006 (overlap) and LL007 (touch targets) on frames written by hand.
@Suite("Overlap and touch targets")
struct OverlapRuleTests {
    typealias F = LintFixtures

    /// Three 100-point items to a group, each with a badge at its top trailing corner; a pinned header.
    static let badges = #"""
        {"name": "badges",
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
                               "subitem": {"size": {"width": "absolute(100)", "height": "absolute(100)"},
                                           "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"},
                                                                   "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}}}]},
                               "count": 3},
                     "boundarySupplementaryItems": [{"elementKind": "header", "size": {"width": "fractionalWidth(1)", "height": "absolute(30)"},
                                                     "alignment": "top", "pinToVisibleBounds": true}]}}
        """#

    @Test func overlapsAreFlaggedOncePerPairExceptABadgeOnItsOwnItemAndPinnedItems() throws {
        let layout = try F.layout(Self.badges)
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 30, 100, 100), F.cell(0, 1, 130, 30, 100, 100), F.cell(0, 2, 260, 30, 100, 100),
            F.cell(0, 3, 0, 130, 100, 100), F.cell(0, 4, 90, 140, 100, 100), F.cell(0, 5, 90, 140, 100, 100),
            F.supplementary("badge", 0, 0, 90, 20, 20, 20),     // on its own item: not flagged
            F.supplementary("badge", 0, 1, 225, 20, 40, 20),    // reaches 5 points into item 2
            F.supplementary("badge", 0, 2, 350, 20, 20, 20),    // on its own item
            F.supplementary("header", 0, 0, 0, 25, 390, 30),    // pinned over the first row: not flagged
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL006) == [
            "cell 0.2 | badge 0.1 | error", "cell 0.3 | cell 0.4 | error", "cell 0.3 | cell 0.5 | error", "cell 0.4 | cell 0.5 | error",
        ])
        let messages = result.findings.filter { $0.rule == .LL006 }.map(\.message)
        #expect(messages[0] == "cell 0.2 overlaps badge 0.1 by 5 × 10")
        #expect(messages[1] == "cell 0.3 overlaps cell 0.4 by 10 × 90")
        #expect(messages[3] == "cell 0.4 and cell 0.5 have identical frames: (90, 140, 100 × 100)")
    }

    @Test func elementsThatOnlyTouchOrOverlapByLessThanAPixelAreFine() throws {
        let layout = try F.layout(Self.badges)
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 0, 100, 100), F.cell(0, 1, 100, 0, 100, 100),       // touching
            F.cell(0, 2, 199.7, 0, 100, 100),                                   // a third of a point into item 1: within ε at 3x
            F.cell(0, 3, 0, 99.7, 100, 100),                                    // the same, vertically
        ])
        #expect(F.summary(F.lint(layout, [run]), .LL006).isEmpty)
        // At 1x a pixel is a point: 0.5 is within it, 2 is not.
        let coarse = F.run(F.environment(scale: 1), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 0, 100, 100), F.cell(0, 1, 99.5, 0, 100, 100), F.cell(0, 2, 0, 98, 100, 100),
        ])
        #expect(F.summary(F.lint(layout, [coarse]), .LL006) == ["cell 0.0 | cell 0.2 | error"])
    }

    /// A group's badge shares its container with the group's items (both of a count-2 group), not with the next group's.
    @Test func aGroupBadgeMayCoverItsOwnGroupsItems() throws {
        let layout = try F.layout(#"""
            {"name": "group-badges",
             "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
                                   "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2,
                                   "supplementaryItems": [{"elementKind": "ribbon", "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"},
                                                           "containerAnchor": {"edges": ["bottom"]}}]}}}
            """#)
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 0, 195, 100), F.cell(0, 1, 195, 0, 195, 100), F.cell(0, 2, 0, 100, 195, 100), F.cell(0, 3, 195, 100, 195, 100),
            F.supplementary("ribbon", 0, 0, 0, 80, 390, 20),     // over items 0 and 1: its own group
            F.supplementary("ribbon", 0, 1, 0, 190, 390, 20),    // the second group's ribbon, 10 points into nothing below
            F.supplementary("ribbon", 0, 2, 0, 0, 390, 20),      // a third ribbon over the first group: not its own
        ], itemCounts: [6])
        // Ribbon 2 belongs to a third group (items 4 and 5), so the first group's items are not its container; it also
        // overlaps ribbon 0? No: 0–20 and 80–100 do not meet.
        #expect(F.summary(F.lint(layout, [run]), .LL006) == ["cell 0.0 | ribbon 0.2 | error", "cell 0.1 | ribbon 0.2 | error"])
    }

    /// A pile of identical frames: each element reports at most 16 overlaps as it enters the sweep, so n elements give
    /// at most 16n findings, however many overlap: 40 elements give 0 + 1 + … + 16 + 16 × 23 = 504.
    @Test func aPileOfIdenticalFramesReportsABoundedNumberOfPairs() throws {
        let layout = try F.layout(Self.badges)
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), (0..<40).map { F.cell(0, $0, 0, 0, 100, 100) })
        let findings = F.lint(layout, [run]).findings.filter { $0.rule == .LL006 }
        #expect(findings.count == 504)
        #expect(findings.allSatisfy { $0.message.contains("identical frames") })
    }

    /// A grid of a hundred thousand cells with one overlap: the sweep finds exactly that pair.
    @Test func aLargeGridHasItsOneOverlapFound() throws {
        let layout = try F.layout(Self.badges)
        var cells = (0..<100_000).map { F.cell(0, $0, Double($0 % 3) * 130, Double($0 / 3) * 100, 100, 100) }
        cells[50_001].frame.origin.y -= 50
        let run = F.run(F.environment(), content: Size(width: 390, height: 3_333_400), cells)
        #expect(F.summary(F.lint(layout, [run]), .LL006) == ["cell 0.49998 | cell 0.50001 | error"])
    }

    @Test func interactiveCellsNeedRoomForAFinger() throws {
        let layout = try F.layout(Self.badges)
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 0, 44, 44),        // just enough
            F.cell(0, 1, 50, 0, 30, 60),       // under 44 wide: a warning
            F.cell(0, 2, 100, 0, 60, 27.9),    // under 28 high: an error
            F.cell(0, 3, 200, 0, 43.9, 100),
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL007) == ["cell 0.2 | error", "cell 0.1 | warning", "cell 0.3 | warning"])
        #expect(result.findings.first { $0.rule == .LL007 }?.message == "cell 0.2 is 60 × 27.9 points: a tap target needs 44 × 44, at least 28 × 28")
    }

    @Test func cellsMarkedNotInteractiveAtAnyLevelAreNotTargets() throws {
        let frames = [F.cell(0, 0, 0, 0, 20, 20), F.cell(1, 0, 0, 100, 20, 20)]
        func touchTargets(_ json: String) throws -> [String] {
            let layout = try F.layout(json)
            return F.summary(F.lint(layout, [F.run(F.environment(), content: Size(width: 390, height: 844), frames)]), .LL007)
        }
        let item = #"{"size": {"width": "absolute(20)", "height": "absolute(20)"}}"#
        let quiet = #"{"size": {"width": "absolute(20)", "height": "absolute(20)"}, "interactive": false}"#
        func group(_ subitem: String, _ extra: String = "") -> String {
            #"{"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"}, "subitem": \#(subitem), "count": 1\#(extra)}"#
        }
        // The item says so.
        #expect(try touchTargets(#"{"name": "a", "sections": [{"group": \#(group(quiet))}, {"group": \#(group(item))}]}"#) == ["cell 1.0 | error"])
        // The group says so.
        #expect(try touchTargets(#"{"name": "a", "sections": [{"group": \#(group(item, #", "interactive": false"#))}, {"group": \#(group(item))}]}"#) == ["cell 1.0 | error"])
        // The section says so, and an item below says otherwise.
        #expect(try touchTargets(#"{"name": "a", "sections": [{"interactive": false, "group": \#(group(item))}, {"interactive": false, "group": \#(group(#"{"size": {"width": "absolute(20)", "height": "absolute(20)"}, "interactive": true}"#))}]}"#) == ["cell 1.0 | error"])
        // The layout says so.
        #expect(try touchTargets(#"{"name": "a", "interactive": false, "sections": [{"group": \#(group(item))}]}"#).isEmpty)
        // A list and a flow layout.
        #expect(try touchTargets(#"{"name": "a", "list": {"interactive": false}}"#).isEmpty)
        #expect(try touchTargets(#"{"name": "a", "flow": {"sections": [{"interactive": false}, {}]}}"#) == ["cell 1.0 | error"])
    }

    @Test func aRuleDisabledInTheSpecOrOnTheCommandLineFindsNothing() throws {
        let frames = [F.cell(0, 0, 0, 0, 20, 20), F.cell(0, 1, 10, 10, 20, 20)]
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), frames)
        let itemDisables = try F.layout(#"{"name": "a", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"}, "subitem": {"size": {"width": "absolute(20)", "height": "absolute(20)"}, "lint": {"disable": ["LL006", "LL007"]}}, "count": 2}}}"#)
        #expect(F.lint(itemDisables, [run]).findings.isEmpty)
        let plain = try F.layout(#"{"name": "a", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"}, "subitem": {"size": {"width": "absolute(20)", "height": "absolute(20)"}}, "count": 2}}}"#)
        #expect(Set(F.lint(plain, [run]).findings.map(\.rule)) == [.LL006, .LL007])
        #expect(Set(F.lint(plain, [run], rules: LintRuleSelection(disabled: [.LL007])).findings.map(\.rule)) == [.LL006])
        #expect(Set(F.lint(plain, [run], rules: LintRuleSelection(only: [.LL007])).findings.map(\.rule)) == [.LL007])
    }
}
