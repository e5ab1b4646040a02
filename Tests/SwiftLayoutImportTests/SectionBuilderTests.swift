import LayoutModel
import SwiftLayoutImport
import Testing

/// A function or property that returns an `NSCollectionLayoutSection` and that no other code uses is a
/// layout of that one section, named by its type and member; an enum's builder gives one layout per case.
@Suite("Section builders")
struct SectionBuilderTests {
    /// A section of 120-point groups half the width, in the shape the builders below return.
    static let halfWidthSection = """
        section:
          group: {kind: horizontal, size: {width: fractionalWidth(0.5), height: absolute(120)},
                  subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
          interGroupSpacing: 8
        """

    @Test func aStaticFunctionInAnExtensionOfNSCollectionLayoutSection() throws {
        let result = Importing.result("""
            import UIKit

            extension NSCollectionLayoutSection {
                static func menuSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 8
                    return section
                }
            }
            """, file: "NSCollectionLayoutSection+Menu.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["NSCollectionLayoutSection-Menu.NSCollectionLayoutSection.menuSection"])
        #expect(result.layouts.map(\.declaration) == ["NSCollectionLayoutSection.menuSection()"])
        #expect(result.layouts.first?.line == 4)
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: Self.halfWidthSection)))
        #expect(result.layouts.first?.spec.compositional?.configuration == LayoutConfiguration())
        #expect(result.layouts.first?.spec.description?.hasSuffix("as a layout of the one section it builds.") == true)
    }

    /// A struct conforming to the app's own protocol: the requirement has no body and is not read; each
    /// conformance's method is a layout, its stored properties with values read as constants.
    @Test func aMethodOfAStructConformingToTheAppsSectionProtocol() throws {
        let result = Importing.result("""
            protocol SectionLayout {
                func layoutSection() -> NSCollectionLayoutSection
            }
            struct MenuRow: SectionLayout {
                let title: String
                let spacing: CGFloat = 8
                func layoutSection() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    return section
                }
            }
            """, file: "Menu.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Menu.MenuRow.layoutSection"])
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: Self.halfWidthSection)))
    }

    /// An enum's builder that switches on `self` is one layout per case, the case last in its name.
    @Test func anEnumsBuilderIsOneLayoutPerCase() throws {
        let result = Importing.result("""
            enum FeedSection {
                case stories, posts

                var height: CGFloat {
                    switch self {
                    case .stories: return 90
                    case .posts: return 300
                    }
                }

                func createCollectionLayout() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let width: NSCollectionLayoutDimension = self == .stories ? .absolute(70) : .fractionalWidth(1)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: width, heightDimension: .absolute(height)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """, file: "Feed.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Feed.FeedSection.createCollectionLayout.stories", "Feed.FeedSection.createCollectionLayout.posts"])
        #expect(result.layouts.map(\.declaration) == [
            "FeedSection.createCollectionLayout() for .stories", "FeedSection.createCollectionLayout() for .posts",
        ])
        #expect(result.layouts.map { $0.spec.compositional?.sections } == [
            try Importing.sections(yaml: """
                section:
                  group: {kind: horizontal, size: {width: absolute(70), height: absolute(90)},
                          subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
                """),
            try Importing.sections(yaml: """
                section:
                  group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(300)},
                          subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
                """),
        ])
    }

    @Test func aStaticComputedPropertyAndABuilderWithADefaultParameter() throws {
        let result = Importing.result("""
            enum Layouts {
                static var config: NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 8
                    return section
                }

                static func banner(height: CGFloat = 120) -> NSCollectionLayoutSection? {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(height)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 8
                    return section
                }
            }
            """, file: "Layouts.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.Layouts.config", "Layouts.Layouts.banner"])
        let expected = try Importing.sections(yaml: Self.halfWidthSection)
        #expect(result.layouts.map { $0.spec.compositional?.sections } == [expected, expected])
    }

    /// A builder that other code uses is that code's helper: the provider is the one layout.
    @Test func aBuilderAProviderUsesIsItsHelper() {
        let result = Importing.result("""
            enum Sections {
                static func rows() -> NSCollectionLayoutSection {
                    NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in Sections.rows() }
            }
            """, file: "Screen.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Screen.createLayout"])
    }

    /// A `// catalog:` comment names a builder; for an enum's builder each case adds its name.
    @Test func aMarkedBuilder() {
        let result = Importing.result("""
            enum Kind {
                case wide, narrow
                // catalog: kind-row
                func section() -> NSCollectionLayoutSection {
                    NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(self == .wide ? 1 : 0.5), heightDimension: .absolute(44)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["kind-row.wide", "kind-row.narrow"])
        #expect(result.layouts.map { $0.spec.compositional?.sections.first?.allSections.first?.group.size.width } == [.fractionalWidth(1), .fractionalWidth(0.5)])
    }

    /// An enum case with associated values cannot be `self` of a builder run once per case.
    @Test func anEnumWithAssociatedValuesIsRefusedAtTheBuilder() {
        #expect(Importing.faults("""
            enum Kind {
                case grid(columns: Int), list
                func section() -> NSCollectionLayoutSection {
                    NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                }
            }
            """) == [
            "Layouts.swift:3:5: Kind.section() is read once per case of `Kind`, and its case `grid` has associated values, which are not evaluated (build the layout in a static function that takes what the case holds as parameters)"
        ])
    }
}
