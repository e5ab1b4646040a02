import LayoutModel
import SwiftLayoutImport
import Testing

/// Section providers become the spec's `sections`: one entry per section index until the answers settle, and
/// adaptive entries where the provider compares the container width.
@Suite("Section providers")
struct SectionProviderTests {
    /// A section of one full-width item in rows of `height`, as the spec format writes it.
    static func row(_ height: Int) -> String { rowOfGroupHeight("absolute(\(height))") }

    /// The same section whose group height is `height`, a dimension as the spec format writes it.
    static func rowOfGroupHeight(_ height: String) -> String {
        "{group: {kind: horizontal, size: {width: fractionalWidth(1), height: \"\(height)\"}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}}"
    }

    static let makeRow = """
        func row(_ height: CGFloat) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        """

    static func source(provider body: String, declarations: String = "") -> String {
        """
        \(makeRow)
        \(declarations)
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
                \(body)
            }
        }
        """
    }

    static func sections(provider body: String, declarations: String = "") -> [SectionDefinition]? {
        Importing.spec(source(provider: body, declarations: declarations))?.compositional?.sections
    }

    /// Seed 000's `switch sectionNumber`: each case is an entry, the `default:` the last one.
    @Test func aSwitchOnTheSectionIndexWithADefault() throws {
        let sections = Self.sections(provider: """
            switch sectionIndex {
            case 0: return row(10)
            case 1: return row(20)
            case 2: return row(30)
            default: return row(10)
            }
            """)
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(10)), \(Self.row(20)), \(Self.row(30)), \(Self.row(10))]")))
    }

    /// A case after a run of defaults is still found: the provider is asked up to one past the largest index it
    /// compares with.
    @Test func aLateCaseAfterDefaults() throws {
        let sections = Self.sections(provider: """
            if sectionIndex == 4 { return row(40) }
            return row(10)
            """)
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(10)), \(Self.row(10)), \(Self.row(10)), \(Self.row(10)), \(Self.row(40)), \(Self.row(10))]")))
    }

    /// Ranges of the section index, closed and half-open: indexes 0 and 1, then 2 and 3, then the default from 4.
    @Test func rangesOfTheSectionIndex() throws {
        let sections = Self.sections(provider: """
            switch sectionIndex {
            case 0..<2: return row(10)
            case 2...3: return row(20)
            default: return row(30)
            }
            """)
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(10)), \(Self.row(10)), \(Self.row(20)), \(Self.row(20)), \(Self.row(30))]")))
    }

    @Test func aProviderThatIgnoresTheIndexIsOneSection() throws {
        #expect(Self.sections(provider: "return row(44)") == (try Importing.sections(yaml: "sections: [\(Self.row(44))]")))
    }

    /// Seed 003: `guard let kind = Kind(rawValue: sectionIndex) else { return nil }` ends the sections.
    @Test func nilEndsTheSections() throws {
        let sections = Self.sections(
            provider: """
                guard let kind = Kind(rawValue: sectionIndex) else { return nil }
                return row(CGFloat(kind.rawValue + 1) * 10)
                """,
            declarations: "enum Kind: Int { case first, second }"
        )
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(10)), \(Self.row(20))]")))
    }

    @Test func anOptionalMappedToASection() throws {
        let sections = Self.sections(
            provider: "Kind(rawValue: sectionIndex).map { row(CGFloat($0.rawValue + 1) * 10) }",
            declarations: "enum Kind: Int { case first, second }"
        )
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(10)), \(Self.row(20))]")))
    }

    @Test func anArrayIndexedByTheSectionEndsWhereTheArrayDoes() throws {
        let sections = Self.sections(provider: """
            let heights: [CGFloat] = [10, 20, 30]
            return row(heights[sectionIndex])
            """)
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(10)), \(Self.row(20)), \(Self.row(30))]")))
    }

    /// `width > 800 ? wide : narrow` becomes an adaptive section whose first case holds above 800 points.
    @Test func aWidthConditionBecomesAnAdaptiveSection() throws {
        let sections = Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            return width > 800 ? row(100) : row(50)
            """)
        #expect(sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width > 800, section: \(Self.row(100))}
              - {section: \(Self.row(50))}
            """)))
    }

    /// Nested thresholds give one case per reachable outcome, impossible ones left out.
    @Test func nestedWidthThresholds() throws {
        let sections = Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            let columns: Int
            if width > 1000 {
                columns = 4
            } else if width > 600 {
                columns = 3
            } else if width > 1200 {
                columns = 99
            } else {
                columns = 2
            }
            return row(CGFloat(columns) * 10)
            """)
        #expect(sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width > 1000, section: \(Self.row(40))}
              - {when: width > 600, section: \(Self.row(30))}
              - {section: \(Self.row(20))}
            """)))
    }

    /// Apple's Adaptive Sections shape: a column count from a method of the section kind, given the width.
    @Test func widthPassedToAMethodAndScaled() throws {
        let sections = Self.sections(
            provider: """
                guard let kind = Kind(rawValue: sectionIndex) else { return nil }
                return row(CGFloat(kind.columns(for: layoutEnvironment.container.effectiveContentSize.width)))
                """,
            declarations: """
                enum Kind: Int {
                    case list, grid
                    func columns(for width: CGFloat) -> Int {
                        let wide = width / 2 >= 400
                        switch self {
                        case .list: return wide ? 2 : 1
                        case .grid: return wide ? 10 : 5
                        }
                    }
                }
                """
        )
        #expect(sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width >= 800, section: \(Self.row(2))}
              - {section: \(Self.row(1))}
            - adaptive:
              - {when: width >= 800, section: \(Self.row(10))}
              - {section: \(Self.row(5))}
            """)))
    }

    /// A width comparison whose branches build equal sections needs no adaptive entry.
    @Test func equalBranchesCollapse() throws {
        let sections = Self.sections(provider: """
            let height: CGFloat = layoutEnvironment.container.effectiveContentSize.width < 500 ? 44 : 44
            return row(height)
            """)
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(44))]")))
    }

    @Test func heightConditionsToo() throws {
        let sections = Self.sections(provider: """
            return layoutEnvironment.container.effectiveContentSize.height <= 500 ? row(20) : row(60)
            """)
        #expect(sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: height <= 500, section: \(Self.row(20))}
              - {section: \(Self.row(60))}
            """)))
    }

    /// A provider that asks the data source which section an index is reads the sections the type's own code appends
    /// to every snapshot it applies (`SnapshotSections`): three sections, the first 44 high, the others 88; the
    /// data source holds no fourth, so none is asked for.
    @Test func sectionsTheCodesOwnSnapshotAppends() throws {
        func source(_ update: String, reading: String = "self.dataSource.sectionIdentifier(for: index)") -> String {
            """
            \(Self.makeRow)
            final class SettingsViewController: UIViewController {
                enum Section: Hashable { case general, privacy, about }
                typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>
                private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let self, let section = \(reading) else { return nil }
                        switch section {
                        case .general: return row(44)
                        case .privacy, .about: return row(88)
                        }
                    }
                }

                private func updateDataSource() {
                    \(update)
                }
            }
            """
        }
        let fixed = """
            var snapshot = Snapshot()
                    snapshot.appendSections([.general, .privacy])
                    snapshot.appendItems(["a", "b"].filter { $0 != "b" }, toSection: .general)
                    snapshot.appendSections([.about])
                    dataSource.apply(snapshot, animatingDifferences: false)
            """
        let expected = try Importing.sections(yaml: "sections: [\(Self.row(44)), \(Self.row(88))]")
        #expect(Importing.spec(source(fixed))?.compositional?.sections == expected)
        #expect(Importing.spec(source(fixed, reading: "self.dataSource.snapshot().sectionIdentifiers[index] as Section?"))?.compositional?.sections == expected)

        // Sections appended as the app runs, or changed after, are the app's: the provider's reading stays refused.
        for update in [
            "var snapshot = Snapshot()\n        if Bool.random() { snapshot.appendSections([.general]) }\n        dataSource.apply(snapshot)",
            fixed + "\n        var later = dataSource.snapshot()\n        later.deleteSections([.about])\n        dataSource.apply(later)",
        ] {
            let faults = Importing.faults(source(update))
            #expect(faults.first?.contains("comes from the data source's snapshot") == true, "\(update): \(faults)")
        }
    }
}
