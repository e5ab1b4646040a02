import LayoutModel
import SwiftLayoutImport
import Testing

/// Each shape of the UIKit API as people write it becomes the spec value it stands for.
@Suite("The compositional layout API")
struct CompositionalAPITests {
    @Test func itemGroupSectionAndLayoutWithSection() throws {
        let spec = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(44)},
                      subitems: [{size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}]}
            """)))
        #expect(spec?.compositional?.configuration == LayoutConfiguration())
    }

    @Test func everyDimensionKindAndExplicitTypeNames() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                let a = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .uniformAcrossSiblings(estimate: 30)))
                let b = NSCollectionLayoutItem(layoutSize: .init(widthDimension: NSCollectionLayoutDimension.fractionalHeight(0.5), heightDimension: .absolute(20)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [a, b])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group: {kind: vertical, size: {width: fractionalWidth(1), height: estimated(100)},
                      subitems: [{size: {width: estimated(50), height: uniformAcrossSiblings(30)}},
                                 {size: {width: fractionalHeight(0.5), height: absolute(20)}}]}
            """)))
    }

    @Test func countAndRepeatingGroupsNestedInAGroup() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: item, count: 2)
                let strip = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)), repeatingSubitem: item, count: 3)
                let outer = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [strip, column])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group:
                kind: horizontal
                size: {width: fractionalWidth(1), height: absolute(200)}
                subitems:
                - {kind: horizontal, size: {width: fractionalWidth(0.7), height: fractionalHeight(1)}, count: 3,
                   repeatingSubitem: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                - {kind: vertical, size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}, count: 2,
                   subitem: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
            """)))
    }

    @Test func insetsSpacingsAndEdgeSpacingInEverySpelling() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
                item.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: .none)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                group.interItemSpacing = NSCollectionLayoutSpacing.fixed(8)
                group.contentInsets = NSDirectionalEdgeInsets.zero
                group.edgeSpacing = .init(leading: nil, top: .fixed(5), trailing: nil, bottom: nil)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                section.contentInsets.leading = 20
                section.interGroupSpacing = 6
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group:
                kind: horizontal
                size: {width: fractionalWidth(1), height: absolute(60)}
                interItemSpacing: fixed(8)
                edgeSpacing: {top: fixed(5)}
                subitems:
                - size: {width: absolute(50), height: absolute(50)}
                  contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}
                  edgeSpacing: {leading: flexible(0), trailing: flexible(0)}
              contentInsets: {top: 10, leading: 20, bottom: 10, trailing: 10}
              interGroupSpacing: 6
            """)))
    }

    /// Waterfall layouts pull each item over the next with a negative fixed bottom edge spacing; UIKit lays it out,
    /// so the importer reads it as written.
    @Test func negativeFixedEdgeSpacingOfAWaterfallColumn() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: .fixed(-24))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(300)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group:
                kind: vertical
                size: {width: absolute(100), height: absolute(300)}
                subitems:
                - size: {width: fractionalWidth(1), height: absolute(100)}
                  edgeSpacing: {bottom: fixed(-24)}
            """)))
    }

    @Test func boundaryItemsBadgesAndDecorations() throws {
        let spec = Importing.spec("""
            enum ElementKind {
                static let badge = "badge-element-kind"
                static let background = "background-element-kind"
            }

            func layout() -> UICollectionViewLayout {
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
                let itemAnchor = NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: .zero)
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                    elementKind: ElementKind.badge, containerAnchor: badgeAnchor, itemAnchor: itemAnchor)
                badge.zIndex = 3
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                header.zIndex = 2
                let footer = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: "footer", alignment: .bottomTrailing, absoluteOffset: CGPoint(x: 0, y: 4))
                footer.extendsBoundary = false
                section.boundarySupplementaryItems = [header, footer]
                section.supplementariesFollowContentInsets = false
                let background = NSCollectionLayoutDecorationItem.background(elementKind: ElementKind.background)
                background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                section.decorationItems = [background]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group:
                kind: horizontal
                size: {width: fractionalWidth(1), height: absolute(80)}
                subitems:
                - size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
                  supplementaryItems:
                  - elementKind: badge-element-kind
                    size: {width: absolute(20), height: absolute(20)}
                    containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
                    itemAnchor: {edges: [bottom]}
                    zIndex: 3
              boundarySupplementaryItems:
              - {elementKind: UICollectionElementKindSectionHeader, size: {width: fractionalWidth(1), height: absolute(44)},
                 alignment: top, pinToVisibleBounds: true, zIndex: 2}
              - {elementKind: footer, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: bottomTrailing,
                 offset: {x: 0, y: 4}, extendsBoundary: false}
              supplementariesFollowContentInsets: false
              decorationItems: [{elementKind: background-element-kind, contentInsets: 5}]
            """)))
    }

    @Test func orthogonalBehavioursAndContentInsetsReferences() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.contentInsetsReference = .layoutMargins
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        let section = spec?.compositional?.sections.first?.allSections.first
        #expect(section?.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(section?.contentInsetsReference == .layoutMargins)
    }

    @Test func configurationOfTheLayout() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .fractionalHeight(1)), subitems: [item])
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .horizontal
                configuration.interSectionSpacing = 20
                configuration.contentInsetsReference = .none
                let banner = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .fractionalHeight(1)),
                    elementKind: "banner", alignment: .leading)
                configuration.boundarySupplementaryItems = [banner]
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
            }
            """)
        #expect(spec?.compositional?.configuration == (try Importing.configuration(yaml: """
            configuration:
              scrollDirection: horizontal
              interSectionSpacing: 20
              contentInsetsReference: none
              boundarySupplementaryItems:
              - {elementKind: banner, size: {width: absolute(60), height: fractionalHeight(1)}, alignment: leading}
            section: {group: {kind: vertical, size: {width: absolute(1), height: absolute(1)}, subitems: [{size: {width: absolute(1), height: absolute(1)}}]}}
            """)))
    }

    /// `UICollectionViewCompositionalLayout(sectionProvider:)`, the trailing closure, `(sectionProvider:configuration:)`
    /// and a provider stored in a `let` all give the same spec.
    @Test(arguments: [
        "UICollectionViewCompositionalLayout(sectionProvider: { index, environment in makeSection() })",
        "UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in return makeSection() }",
        "UICollectionViewCompositionalLayout(sectionProvider: { _, _ in makeSection() }, configuration: UICollectionViewCompositionalLayoutConfiguration())",
        "UICollectionViewCompositionalLayout { makeSection(for: $0) }",
    ])
    func sectionProviderForms(_ construction: String) throws {
        let spec = Importing.spec("""
            func makeSection(for index: Int = 0) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }

            func createLayout() -> UICollectionViewLayout {
                let layout = \(construction)
                return layout
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(44)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            """)))
    }

    @Test func aLayoutPropertyAClosureInitializerAndATopLevelLet() throws {
        let result = Importing.result("""
            let sharedItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))

            // catalog: top-level
            let topLevelLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [sharedItem])))

            final class FeedViewController: UIViewController {
                private lazy var layout: UICollectionViewLayout = {
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), subitems: [sharedItem])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }()

                var computedLayout: UICollectionViewLayout {
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [sharedItem])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """, file: "Feed.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.map(\.name) == ["top-level", "Feed.layout", "Feed.computedLayout"])
        #expect(result.layouts.map(\.declaration) == ["topLevelLayout", "FeedViewController.layout", "FeedViewController.computedLayout"])
        let heights = result.layouts.map { $0.spec.compositional?.sections.first?.allSections.first?.group.size.height }
        #expect(heights == [.absolute(10), .absolute(20), .absolute(30)])
    }
}
