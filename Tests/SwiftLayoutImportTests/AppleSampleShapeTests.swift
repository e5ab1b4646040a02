import LayoutModel
import SwiftLayoutImport
import Testing

/// Layout code in the shapes of Apple's "Implementing Modern Collection Views" samples (written here for the
/// tests), inside the view controller code around them.
@Suite("Apple-sample-style code")
struct AppleSampleShapeTests {
    /// The Orthogonal Section Behaviors shape: an enum of section kinds whose method gives the behaviour, a
    /// configuration, a header per section, and a provider that ends in `fatalError` past the last kind.
    @Test func orthogonalBehavioursPerSectionKind() throws {
        let result = Importing.result("""
            import UIKit

            final class OrthogonalBehaviorsViewController: UIViewController {
                static let headerKind = "header-element-kind"

                enum SectionKind: Int, CaseIterable {
                    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none

                    func scrolling() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
                        switch self {
                        case .none: return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
                        case .continuous: return .continuous
                        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
                        case .paging: return .paging
                        case .groupPaging: return .groupPaging
                        case .groupPagingCentered: return .groupPagingCentered
                        }
                    }
                }

                private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                }

                func createLayout() -> UICollectionViewLayout {
                    let config = UICollectionViewCompositionalLayoutConfiguration()
                    config.interSectionSpacing = 20

                    let layout = UICollectionViewCompositionalLayout(sectionProvider: {
                        (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                        guard let sectionKind = SectionKind(rawValue: sectionIndex) else { fatalError("unknown section kind") }

                        let leadingItem = NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
                        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                        let trailingItem = NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
                        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                        let trailingGroup = NSCollectionLayoutGroup.vertical(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                            subitem: trailingItem, count: 2)
                        let orthogonallyScrolls = sectionKind.scrolling() != .none
                        let containerGroup = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(orthogonallyScrolls ? 0.85 : 1.0), heightDimension: .fractionalHeight(0.4)),
                            subitems: [leadingItem, trailingGroup])

                        let section = NSCollectionLayoutSection(group: containerGroup)
                        section.orthogonalScrollingBehavior = sectionKind.scrolling()

                        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                            elementKind: OrthogonalBehaviorsViewController.headerKind, alignment: .top)
                        section.boundarySupplementaryItems = [sectionHeader]
                        return section

                    }, configuration: config)
                    return layout
                }
            }
            """, file: "OrthogonalBehaviorsViewController.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.map(\.name) == ["OrthogonalBehaviorsViewController.createLayout"])
        let spec = try #require(result.layouts.first?.spec)
        #expect(spec.compositional?.configuration.interSectionSpacing == 20)
        let sections = try #require(spec.compositional).sections.compactMap { $0.allSections.first }
        #expect(sections.map(\.orthogonalScrollingBehavior) == [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none])
        #expect(sections.map(\.group.size.width) == Array(repeating: .fractionalWidth(0.85), count: 5) + [.fractionalWidth(1.0)])
        #expect(sections.allSatisfy { $0.boundarySupplementaryItems.map(\.elementKind) == ["header-element-kind"] })
    }

    /// A factory in an extension of the layout class, building with `.init(...)` and `Self(...)`, and a helper
    /// whose parameters have defaults (callable without arguments, so a layout of its own).
    @Test func factoriesInExtensionsOfUIKitTypes() throws {
        let result = Importing.result("""
            extension UICollectionViewCompositionalLayout {
                static func feed() -> UICollectionViewCompositionalLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(150))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 1)
                    let section = NSCollectionLayoutSection(group: group)
                    section.boundarySupplementaryItems = [
                        .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                              elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    ]
                    return .init(section: section)
                }

                static func strip() -> UICollectionViewCompositionalLayout {
                    Self(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(80)),
                                                                                  subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
                }
            }

            extension UICollectionViewLayout {
                static func carousel(spacing: CGFloat = 16,
                                     insets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    section.contentInsets = insets
                    section.orthogonalScrollingBehavior = .groupPaging
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """, file: "Layouts+Factories.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.map(\.name) == ["Layouts-Factories.feed", "Layouts-Factories.strip", "Layouts-Factories.carousel"])
        let sections = result.layouts.compactMap { $0.spec.compositional?.sections.first?.allSections.first }
        #expect(sections.first?.boundarySupplementaryItems.first?.elementKind == "UICollectionElementKindSectionHeader")
        #expect(sections.dropFirst().first?.group.size.width == .absolute(120))
        #expect(sections.last?.contentInsets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(sections.last?.interGroupSpacing == 16)
    }

    /// A crash on section 0 is the layout's fault, not the end of its sections.
    @Test func aProviderThatCrashesOnItsFirstSection() {
        #expect(Importing.faults("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let heights: [CGFloat] = []
                    let first = heights.first!
                    return nil
                }
            }
            """) == ["Layouts.swift:4:21: `heights.first!` unwraps nil (the app would crash here)"])
    }
}
