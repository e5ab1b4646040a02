import CatalogKit
import Foundation
import LayoutEngine
import LayoutModel

/// The layouts the workloads compute.
enum BenchmarkLayouts {
    /// P1/P3/P4: post 002's two-column grid, 390 pt wide, 10 pt gaps: items 180 x 100, rows 110 apart.
    static let grid = LayoutSpec(
        name: "grid",
        sections: [.fixed(LayoutSection(
            group: LayoutGroup(
                kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                arrangement: .counted(.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))), count: 2),
                interItemSpacing: .fixed(10)
            ),
            contentInsets: EdgeInsets(leading: 10, trailing: 10), interGroupSpacing: 10
        ))]
    )

    /// P1's grid as a flow layout: 180 x 100 items, 10 points apart, section insets 10 left and right. By the flow
    /// rules (F8, F13) it has exactly the compositional grid's frames: two columns at x 10 and 200, rows 110 apart.
    static let flowGrid = LayoutSpec(
        name: "flow-grid",
        definition: .flow(FlowLayout(itemSize: FlowSize(width: 180, height: 100), sectionInset: FlowInsets(left: 10, right: 10)))
    )

    /// P1's screen: 390 x 844 points at 3x.
    static let screen = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)

    /// P2: mixed groups (a large item beside a vertical pair, then a row of three), headers and footers, a
    /// background, and estimated heights resolved from content, over 100 sections of 10,000 items.
    static let mixed: LayoutSpec = {
        let content = ContentDescription(text: .field("title"), font: FontDescription(size: 15), padding: EdgeInsets(all: 8))
        let tall = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.6), height: .fractionalHeight(1)), contentInsets: EdgeInsets(all: 2))
        let small = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), contentInsets: EdgeInsets(all: 2))
        let pair = LayoutGroup(
            kind: .vertical, size: LayoutSize(width: .fractionalWidth(0.4), height: .fractionalHeight(1)),
            arrangement: .counted(.item(small), count: 2)
        )
        let top = LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
            arrangement: .subitems([.item(tall), .group(pair)])
        )
        let label = LayoutItem(size: LayoutSize(width: .fractionalWidth(1 / 3), height: .estimated(44)), content: content)
        let row = LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            arrangement: .counted(.item(label), count: 3), interItemSpacing: .fixed(8)
        )
        let block = LayoutGroup(
            kind: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(250)),
            arrangement: .subitems([.group(top), .group(row)]), interItemSpacing: .fixed(8)
        )
        let header = BoundarySupplementaryItem(elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), alignment: .top)
        let footer = BoundarySupplementaryItem(elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom)
        return LayoutSpec(name: "mixed", sections: [.fixed(LayoutSection(
            group: block, contentInsets: EdgeInsets(all: 10), interGroupSpacing: 10,
            boundarySupplementaryItems: [header, footer], decorationItems: [DecorationItem(elementKind: "background")]
        ))])
    }()
}

/// Records (built before timing, as a dataset would be loaded) and a constant-time measurer for P2: what is
/// timed is the engine, not the font rasteriser.
struct SyntheticContent: LayoutContent {
    static let titles = ["Fastlane for iOS", "Push Notifications", "In-App Purchases", "Machine Learning in iOS", "Vapor", "Kitura and Stencil, a longer title that wraps"]
    let records: [[PredicateValues]]

    init(sections: Int, items: Int) {
        let choices = Self.titles.map { PredicateValues(["title": .string($0)]) }
        records = (0..<sections).map { section in (0..<items).map { choices[(section * 31 + $0 * 7) % choices.count] } }
    }

    func record(section: Int, item: Int) -> (any PredicateEnvironment)? { records[section][item] }

    func sectionRecord(section: Int) -> (any PredicateEnvironment)? { nil }

    func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        // Titles are ASCII: a character per byte, each 0.55 em wide, lines 1.2 em tall. The benchmark draws nothing,
        // so the lines carry their widths and no characters.
        let characters = text.utf8.count
        let perLine = max(1, Int((maxWidth ?? .infinity) / (font.size * 0.55)))
        let count = (characters + perLine - 1) / perLine
        let width = min(Double(characters) * font.size * 0.55, maxWidth ?? .infinity)
        return TextLayout(
            lines: Array(repeating: TextLayout.Line(text: "", width: width), count: count), lineHeight: font.size * 1.2, ascent: font.size,
            fontSize: font.size, face: TextFace(family: "synthetic", weight: 400, record: "synthetic")
        )
    }
}
