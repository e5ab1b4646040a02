import LayoutModel
import SwiftLayoutImport
import Testing

/// List configurations and the two `.list(using:)` forms become the spec's list sections (SwiftImport.md,
/// Lists; ListRules.md L1): a layout-level list, list entries among group-built sections, in adaptive
/// cases and enum-driven providers, and a list section changed afterwards refused at the line.
@Suite("List configurations and list sections")
struct ListImportTests {
    /// `UICollectionViewCompositionalLayout.list(using:)` of a configuration built in the function.
    static func layoutLevelList(_ body: String) -> LayoutSpec? {
        Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
            \(body)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """)
    }

    static let grid = """
        func grid() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        """
    static let gridYAML = "{group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(120)}, subitems: [{size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}]}}"

    @Test(arguments: ListAppearance.allCases)
    func aLayoutLevelListInEachAppearance(_ appearance: ListAppearance) throws {
        let spec = Self.layoutLevelList("    let configuration = UICollectionLayoutListConfiguration(appearance: .\(appearance.rawValue))")
        #expect(spec?.compositional == CompositionalLayout(list: ListConfiguration(appearance: appearance)))
        #expect(spec?.compositional?.isListLayout == true)
    }

    /// `.init(appearance:)` where the type is declared, then the properties set one by one on the `var`.
    @Test func aVarConfigurationChangedPropertyByProperty() throws {
        let spec = Self.layoutLevelList("""
                var configuration: UICollectionLayoutListConfiguration = .init(appearance: .grouped)
                configuration.headerMode = .supplementary
                configuration.footerMode = .supplementary
                configuration.headerTopPadding = 12
                configuration.showsSeparators = false
            """)
        #expect(spec?.compositional?.listLayoutConfiguration == ListConfiguration(
            appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary, headerTopPadding: 12, showsSeparators: false
        ))
    }

    /// A configuration is a struct: a copy taken before a change keeps the old value, as in Swift.
    @Test func aConfigurationIsAValue() throws {
        let spec = Self.layoutLevelList("""
                var changing = UICollectionLayoutListConfiguration(appearance: .plain)
                let configuration = changing
                changing.headerMode = .supplementary
            """)
        #expect(spec?.compositional?.listLayoutConfiguration == ListConfiguration(appearance: .plain))
    }

    /// A static factory the app adds to the configuration, `self.init(appearance:)` in it making a new value of the type
    /// (it was no value, and every list reading the factory was refused).
    @Test func aStaticFactoryThatCallsSelfInit() throws {
        let spec = Importing.spec("""
            extension UICollectionLayoutListConfiguration {
                static func withCustomBackground(appearance: Self.Appearance) -> Self {
                    var layout = self.init(appearance: appearance)
                    layout.backgroundColor = .systemGroupedBackground
                    layout.showsSeparators = false
                    return layout
                }
            }
            func createLayout() -> UICollectionViewLayout {
                let configuration = UICollectionLayoutListConfiguration.withCustomBackground(appearance: .insetGrouped)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """)
        #expect(spec?.compositional?.listLayoutConfiguration == ListConfiguration(appearance: .insetGrouped, showsSeparators: false))
    }

    /// A negative padding, like nil, is automatic, as UIKit reads it (L16); 0 is an explicit 0.
    @Test func headerTopPaddingNegativeOrNilIsAutomatic() throws {
        for (written, expected) in [("-1", nil), ("nil", nil), ("0", 0.0), ("CGFloat(8) * 2", 16.0)] as [(String, Double?)] {
            let spec = Self.layoutLevelList("""
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.headerTopPadding = 30
                    configuration.headerTopPadding = \(written)
                """)
            #expect(spec?.compositional?.listLayoutConfiguration?.headerTopPadding == expected, "\(written)")
        }
    }

    /// The enumerations' cases written out with their types, as values and as declared types.
    @Test func explicitTypeNamesAndReadingPropertiesBack() throws {
        let spec = Self.layoutLevelList("""
                let appearance = UICollectionLayoutListConfiguration.Appearance.sidebar
                let mode: UICollectionLayoutListConfiguration.HeaderMode = .firstItemInSection
                var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                configuration.headerMode = mode
                configuration.footerMode = UICollectionLayoutListConfiguration.FooterMode.supplementary
                configuration.headerTopPadding = configuration.headerMode == .firstItemInSection ? 4 : 0
                configuration.showsSeparators = !configuration.showsSeparators
            """)
        #expect(spec?.compositional?.listLayoutConfiguration == ListConfiguration(
            appearance: .sidebar, headerMode: .firstItemInSection, footerMode: .supplementary, headerTopPadding: 4, showsSeparators: false
        ))
    }

    /// Swipe actions, separators, the background and `contentHuggingElements` move no frame (L1, L6, L30, L31); a
    /// property the iOS 15 to 18 rules do not know is left out too. Each is noted at its line.
    @Test func propertiesThatMoveNoFrameAreNoted() throws {
        let result = Importing.result("""
            func createLayout() -> UICollectionViewLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.backgroundColor = .systemGroupedBackground
                configuration.separatorConfiguration.color = .separator
                configuration.itemSeparatorHandler = { indexPath, separator in separator }
                configuration.leadingSwipeActionsConfigurationProvider = nil
                configuration.trailingSwipeActionsConfigurationProvider = { _ in nil }
                configuration.contentHuggingElements = .supplementaryHeader
                configuration.footerTopPadding = 8
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.first?.spec.compositional?.listLayoutConfiguration == ListConfiguration(appearance: .insetGrouped))
        let decoration = "moves no frame (swipe actions, separators and backgrounds are decorations, ListRules.md L6); the spec leaves it out"
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:3:5: `configuration.backgroundColor` \(decoration)",
            "Layouts.swift:4:5: `configuration.separatorConfiguration` \(decoration)",
            "Layouts.swift:5:5: `configuration.itemSeparatorHandler` \(decoration)",
            "Layouts.swift:6:5: `configuration.leadingSwipeActionsConfigurationProvider` \(decoration)",
            "Layouts.swift:7:5: `configuration.trailingSwipeActionsConfigurationProvider` \(decoration)",
            "Layouts.swift:8:5: `configuration.contentHuggingElements` \(decoration)",
            "Layouts.swift:9:5: `configuration.footerTopPadding` is not a list property the catalog reads (its list rules are iOS 15 to 18's); the spec leaves it out",
        ])
    }

    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` among sections built from groups: the grid first,
    /// then list sections for every later index (the spec repeats its last entry).
    @Test func aProviderMixingAGridAndListSections() throws {
        let spec = Importing.spec("""
            \(Self.grid)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    switch sectionIndex {
                    case 0:
                        return grid()
                    case 1:
                        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
                        plain.headerMode = .supplementary
                        return NSCollectionLayoutSection.list(using: plain, layoutEnvironment: environment)
                    default:
                        return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections: [\(Self.gridYAML), {list: {headerMode: supplementary}}, {list: {appearance: insetGrouped}}]
            """)))
        #expect(spec?.compositional?.isListLayout == false)
    }

    /// A provider that compares the container width gives an adaptive entry whose cases may be lists.
    @Test func anAdaptiveListSection() throws {
        let spec = Importing.spec("""
            \(Self.grid)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    if environment.container.effectiveContentSize.width > 600 {
                        return grid()
                    }
                    let configuration = UICollectionLayoutListConfiguration(appearance: environment.container.effectiveContentSize.width > 400 ? .insetGrouped : .plain)
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: width > 600, section: \(Self.gridYAML)}
                  - {when: width > 400, section: {list: {appearance: insetGrouped}}}
                  - {section: {list: {}}}
            """)))
    }

    /// An enum of the sections decides each one's list: its cases in order, nil past the last.
    @Test func anEnumDrivenProvider() throws {
        let spec = Importing.spec("""
            enum Section: Int, CaseIterable {
                case account, notifications, about

                var appearance: UICollectionLayoutListConfiguration.Appearance {
                    self == .about ? .grouped : .insetGrouped
                }
            }

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    guard let section = Section(rawValue: index) else { return nil }
                    var configuration = UICollectionLayoutListConfiguration(appearance: section.appearance)
                    configuration.headerMode = section == .account ? .none : .supplementary
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - {list: {appearance: insetGrouped}}
              - {list: {appearance: insetGrouped, headerMode: supplementary}}
              - {list: {appearance: grouped, headerMode: supplementary}}
            """)))
    }

    /// A section builder that returns a list section is a layout of that one section; the environment it is
    /// handed is not needed, since each compute gives the list its own.
    @Test func aSectionBuilderReturningAListSection() throws {
        let spec = Importing.spec("""
            extension NSCollectionLayoutSection {
                static func settingsList(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.footerMode = .supplementary
                    return .list(using: configuration, layoutEnvironment: environment)
                }
            }
            """)
        #expect(spec?.compositional?.sections == [.list(ListConfiguration(appearance: .insetGrouped, footerMode: .supplementary))])
    }

    /// A list section's spacing is UIKit's, from the configuration and the environment (L2 to L16): changing it,
    /// or reading what UIKit derives, is refused at that line, with what to write instead (insets, boundary items,
    /// the reference and the space between rows as code sets them are read, L36).
    @Test func aListSectionChangedAfterwardsIsRefused() throws {
        let why = "changes a list section's `orthogonalScrollingBehavior`, which UIKit derives from its list configuration and the layout environment (ListRules.md L2 to L16); a list section in a spec takes only its configuration, and contentInsets, boundarySupplementaryItems, contentInsetsReference, interGroupSpacing as code sets them (L36) (set headerMode, footerMode or headerTopPadding on the configuration instead, or build the section from a group (NSCollectionLayoutSection(group:)) where it needs properties of its own)"
        let reads = "reads what UIKit derives for a list section from its configuration and the environment (ListRules.md L7 to L16), which differs per device; a spec holds it only when the code sets it"
        for (line, expected) in [
            ("section.orthogonalScrollingBehavior = .continuous", "`section.orthogonalScrollingBehavior` \(why)"),
            ("section.boundarySupplementaryItems.append(.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9)), elementKind: \"x\", alignment: .top))", "`section.boundarySupplementaryItems` \(reads) (assign the whole value (`section.boundarySupplementaryItems = …`), which replaces the list's own (ListRules.md L36), or build the section from a group)"),
        ] {
            #expect(Importing.faults("""
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let section = NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
                        \(line)
                        return section
                    }
                }
                """) == ["Layouts.swift:4:9: \(expected)"], "\(line)")
        }
    }

    /// The space between a list section's rows, set on the section (L36): each row is a group of the section (L2).
    @Test func aListSectionsRowSpacingIsRead() throws {
        let spec = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
                    section.interGroupSpacing = 10
                    return section
                }
            }
            """)
        var expected = ListConfiguration(appearance: .insetGrouped)
        expected.sectionInterGroupSpacing = 10
        #expect(spec?.compositional?.sections == [.list(expected)])
    }

    /// Only the two `.list` forms UIKit has; an appearance given as something else is located.
    @Test func listFormsTheImporterDoesNotRead() throws {
        #expect(Importing.faults("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                }
            }
            """) == [
            "Layouts.swift:3:9: `NSCollectionLayoutSection.list(using:)` is not a list the importer reads (it reads UICollectionViewCompositionalLayout.list(using:) and NSCollectionLayoutSection.list(using:layoutEnvironment:))"
        ])
        #expect(Importing.faults("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: "plain"))
            }
            """) == [
            "Layouts.swift:2:101: `appearance:` expects a list appearance such as .insetGrouped, found \"plain\""
        ])
    }
}
