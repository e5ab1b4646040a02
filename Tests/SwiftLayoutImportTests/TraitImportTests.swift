import LayoutModel
import SwiftLayoutImport
import Testing

/// Code that reads the device (size classes, the idiom, the text size, the layout direction) imports without
/// `--assume` as trait conditions (LayoutSpecFormat.md, Trait conditions), so each device computes its own frames.
@Suite("Trait import")
struct TraitImportTests {
    static let row = SectionProviderTests.row
    static let makeRow = SectionProviderTests.makeRow

    static func spec(_ body: String, declarations: String = "", assumptions: [String: AssumedValue] = [:]) -> LayoutSpec? {
        Importing.spec(
            """
            \(makeRow)
            \(declarations)
            final class FeedViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    \(body)
                }
            }
            """, assumptions: assumptions
        )
    }

    @Test func aSwitchOnTheProvidersSizeClassIsOneCasePerClass() throws {
        let spec = Self.spec("""
            UICollectionViewCompositionalLayout { _, environment in
                switch environment.traitCollection.horizontalSizeClass {
                case .compact: return row(44)
                case .regular: return row(88)
                default: return row(10)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: horizontalSizeClass == .compact, section: \(Self.row(44))}
                  - {section: \(Self.row(88))}
            """)))
    }

    /// A `switch` on a tuple of traits (`(horizontalSizeClass, verticalSizeClass)`) matches its tuple patterns element
    /// by element, `_` and `let` included: one case per combination (it was "cannot compare a tuple"). The explorer
    /// lists them in its own order: compact and compact is the third case's 30, regular and compact the second's 20.
    @Test func aSwitchOnATupleOfSizeClassesMatchesElementByElement() throws {
        let spec = Self.spec("""
            UICollectionViewCompositionalLayout { _, environment in
                switch (environment.traitCollection.horizontalSizeClass, environment.traitCollection.verticalSizeClass) {
                case (.compact, .regular): return row(10)
                case (.regular, let vertical) where vertical == .compact: return row(20)
                case (_, .compact): return row(30)
                default: return row(40)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: horizontalSizeClass == .compact and verticalSizeClass == .regular, section: \(Self.row(10))}
                  - {when: horizontalSizeClass == .compact, section: \(Self.row(30))}
                  - {when: verticalSizeClass == .compact, section: \(Self.row(20))}
                  - {section: \(Self.row(40))}
            """)))
    }

    /// The container's width compared with its height (a container held upright) is a condition on the two, as a
    /// spec writes it; the provider is one `switch` expression on the idiom, whose value it returns (Swift 5.9).
    @Test func theWidthComparedWithTheHeightInASwitchExpressionBody() throws {
        let spec = Self.spec("""
            UICollectionViewCompositionalLayout { _, environment in
                switch UIDevice.current.userInterfaceIdiom {
                case .pad:
                    row(environment.container.effectiveContentSize.width < environment.container.effectiveContentSize.height ? 300 : 200)
                default:
                    row(44)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: idiom == .pad and width < height, section: \(Self.row(300))}
                  - {when: idiom == .pad, section: \(Self.row(200))}
                  - {section: \(Self.row(44))}
            """)))
        let faults = Importing.faults(SectionProviderTests.source(provider: """
            let size = layoutEnvironment.container.effectiveContentSize
            return row(size.width - 20 < size.height ? 300 : 200)
            """))
        #expect(faults == [
            "Layouts.swift:10:28: `<` compares the container's lengths after arithmetic (`width - 20 < height`), which a condition cannot say (conditions compare the width with a number or with the height as they are (`width < height`))"
        ])
    }

    /// `UIDevice.current.userInterfaceIdiom` read in the layout function, outside the provider, and a stored
    /// property that reads it: each run of the function takes its own value, never the first run's.
    @Test func theIdiomReadOutsideTheProviderChoosesTheSections() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            enum Metrics {
                static let rowHeight: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 88 : 44
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: row(Metrics.rowHeight))
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: idiom == .pad, section: \(Self.row(88))}
                  - {section: \(Self.row(44))}
            """)))
    }

    /// A text size at or past a case, the accessibility flag and the direction, each decided once per path; the
    /// flag after `>= .accessibilityMedium` held is settled and writes no condition.
    @Test func textSizesAndDirection() throws {
        let spec = Self.spec("""
            UICollectionViewCompositionalLayout { _, environment in
                let traits = environment.traitCollection
                if traits.preferredContentSizeCategory >= .accessibilityMedium, traits.preferredContentSizeCategory.isAccessibilityCategory {
                    return row(120)
                }
                if !traits.preferredContentSizeCategory.isAccessibilityCategory && traitCollection.layoutDirection == .rightToLeft {
                    return row(60)
                }
                return row(44)
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: contentSizeCategory >= .accessibilityMedium, section: \(Self.row(120))}
                  - {when: layoutDirection == .rightToLeft, section: \(Self.row(60))}
                  - {section: \(Self.row(44))}
            """)))
    }

    /// An app's own `UIDevice.current.isPad` reads the idiom through `self` in its extension.
    @Test func anExtensionOfTheDeviceReadsTheIdiom() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            extension UIDevice {
                var isPad: Bool { userInterfaceIdiom == .pad }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: UIDevice.current.isPad ? row(88) : row(44))
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: idiom == .pad, section: \(Self.row(88))}
                  - {section: \(Self.row(44))}
            """)))
    }

    /// `--assume` gives a trait one value, as a case: the layout is then the same everywhere.
    @Test func anAssumedTraitIsOneCase() throws {
        let spec = Self.spec("""
            UICollectionViewCompositionalLayout { _, environment in
                environment.traitCollection.horizontalSizeClass == .regular ? row(88) : row(44)
            }
            """, assumptions: ["environment.traitCollection.horizontalSizeClass": .word("regular")])
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(88))]")))
    }

    /// Cases no phone or iPad has are settled, with a note.
    @Test func aMacIsNoEnvironmentTheCatalogComputes() throws {
        let result = Importing.result("""
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: UIDevice.current.userInterfaceIdiom == .mac ? row(20) : row(44))
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(44))]")))
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:7:50: `UIDevice.current.userInterfaceIdiom == .mac` is false on every phone and iPad, the devices the catalog computes, so it is read as false"
        ])
    }

    /// A flow layout that differs by a trait is an adaptive flow layout (LayoutSpecFormat.md, Adaptive flow layouts): one
    /// case per way the code's readings go, in the order the explorer runs them (the reading holding first).
    @Test func aFlowLayoutThatDependsOnATraitChoosesItsCase() throws {
        let source = """
            final class GridViewController: UIViewController {
                let layout: UICollectionViewFlowLayout = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    return layout
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if traitCollection.horizontalSizeClass == .regular { layout.minimumLineSpacing = 20 }
                }
            }
            """
        guard case .adaptiveFlow(let cases)? = Importing.spec(source)?.definition else {
            Issue.record("expected an adaptive flow layout: \(Importing.faults(source))")
            return
        }
        #expect(cases == [
            FlowCase(condition: try Predicate(parsing: "horizontalSizeClass == .regular"), layout: FlowLayout(itemSize: FlowSize(width: 100, height: 100), minimumLineSpacing: 20)),
            FlowCase(condition: nil, layout: FlowLayout(itemSize: FlowSize(width: 100, height: 100))),
        ])
        // `--assume` still gives the trait one value: one flow layout.
        #expect(Importing.spec(source, assumptions: ["traitCollection.horizontalSizeClass": .word("compact")])?.flow == FlowLayout(itemSize: FlowSize(width: 100, height: 100)))
    }

    /// The shapes apps size a grid by: columns from the size class in `sizeForItemAt`, and the screen's width compared
    /// with a number (read as the collection view's width, as the flow spec's `width` is).
    @Test func columnsByTheSizeClassAndTheScreensWidth() throws {
        let columns = Importing.spec("""
            final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumInteritemSpacing = 12
                    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
                    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    view.delegate = self
                    return view
                }()

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 4 : 2
                    let width = (collectionView.bounds.width - 32 - 12 * (columns - 1)) / columns
                    return CGSize(width: width, height: 80)
                }
            }
            """)
        guard case .adaptiveFlow(let byClass)? = columns?.definition else {
            Issue.record("expected an adaptive flow layout")
            return
        }
        #expect(byClass.map { $0.condition?.description } == ["horizontalSizeClass == .regular", nil])
        #expect(byClass.map(\.layout.itemSize.width.description) == ["(width - 32 - 36) / 4", "(width - 32 - 12) / 2"])

        let screen = Importing.spec("""
            final class ScreenViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private lazy var collectionView: UICollectionView = {
                    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    view.delegate = self
                    return view
                }()

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let screenWidth = UIScreen.main.bounds.width
                    if screenWidth > 400 {
                        return CGSize(width: (screenWidth - 24) / 3, height: 120)
                    }
                    return CGSize(width: (screenWidth - 16) / 2, height: 100)
                }
            }
            """)
        guard case .adaptiveFlow(let byWidth)? = screen?.definition else {
            Issue.record("expected an adaptive flow layout")
            return
        }
        #expect(byWidth == [
            FlowCase(condition: try Predicate(parsing: "width > 400"), layout: FlowLayout(itemSize: try FlowSize(width: FlowExpression(parsing: "(width - 24) / 3"), height: 120))),
            FlowCase(condition: nil, layout: FlowLayout(itemSize: try FlowSize(width: FlowExpression(parsing: "(width - 16) / 2"), height: 100))),
        ])
    }

    /// The cases of the adaptive flow layout `source` builds; nil when it builds none.
    static func flowCases(_ source: String) -> [FlowCase]? {
        guard case .adaptiveFlow(let cases)? = Importing.spec(source)?.definition else { return nil }
        return cases
    }

    /// `UI_USER_INTERFACE_IDIOM()` is the idiom; the interface orientation's `isLandscape` is the screen, which the
    /// collection view fills, wider than tall: `width > height`, its `isPortrait` the opposite.
    @Test func theIdiomMacroAndTheInterfaceOrientation() throws {
        let source = """
            final class TokensViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                init() {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    var columns: CGFloat = 1
                    if UIApplication.shared.statusBarOrientation.isLandscape { columns += 1 }
                    if UI_USER_INTERFACE_IDIOM() == .pad { columns += 1 }
                    return CGSize(width: 100 * columns, height: 50)
                }
            }
            """
        let conditions = ["width > height and idiom == .pad", "width > height", "idiom == .pad", nil]
        let cases = try #require(Self.flowCases(source))
        #expect(cases.map { $0.condition?.description } == conditions)
        #expect(cases.map(\.layout.itemSize.width) == [300, 200, 200, 100])
        let portrait = source.replacingOccurrences(of: "statusBarOrientation.isLandscape", with: "windows.first!.windowScene!.interfaceOrientation.isPortrait")
        let upright = try #require(Self.flowCases(portrait))
        #expect(upright.map { $0.condition?.description } == conditions)
        #expect(upright.map(\.layout.itemSize.width) == [200, 100, 300, 200])
        // The device's own orientation is read as the interface's, with a note (an environment is never face up).
        let device = source.replacingOccurrences(of: "UIApplication.shared.statusBarOrientation.isLandscape", with: "UIDevice.current.orientation.isLandscape")
        let held = Importing.result(device)
        guard case .adaptiveFlow(let byDevice)? = held.layouts.first?.spec.definition else {
            Issue.record("expected an adaptive flow layout: \(held.diagnostics.map(\.description))")
            return
        }
        #expect(byDevice == cases)
        #expect(held.notes.map(\.description).contains { $0.contains("is read as the interface's orientation") })
    }

    /// An orientation compared with its cases: an environment on its side is the interface's `.landscapeRight`
    /// (EnvironmentRules.md), the device's `.landscapeLeft`, so `o == .landscapeLeft || o == .landscapeRight` is
    /// `width > height`, and so is a `switch`'s case of both; a case no environment has is false.
    @Test func anOrientationComparedWithItsCases() throws {
        func cases(_ body: String) -> [FlowCase]? {
            Self.flowCases("""
                final class TokensViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        \(body)
                    }
                }
                """)
        }
        let expected = [
            FlowCase(condition: try Predicate(parsing: "width > height"), layout: FlowLayout(itemSize: FlowSize(width: 200, height: 50))),
            FlowCase(condition: nil, layout: FlowLayout(itemSize: FlowSize(width: 100, height: 50))),
        ]
        #expect(cases("""
            let o = UIApplication.shared.statusBarOrientation
            return CGSize(width: o == .landscapeLeft || o == .landscapeRight ? 200 : 100, height: 50)
            """) == expected)
        #expect(cases("""
            switch UIDevice.current.orientation {
            case .landscapeLeft, .landscapeRight: return CGSize(width: 200, height: 50)
            default: return CGSize(width: 100, height: 50)
            }
            """) == expected)
        #expect(cases("""
            return CGSize(width: view.window?.windowScene?.interfaceOrientation == .portrait ? 100 : 200, height: 50)
            """) == expected)
        // The device kept in a name first (`let device = UIDevice.current`) is the same reading.
        #expect(cases("""
            let device = UIDevice.current
            return CGSize(width: device.orientation == .landscapeLeft || device.orientation == .landscapeRight ? 200 : 100, height: 50)
            """) == expected)
    }

    @Test func aCaseNotOfTheTraitIsAFault() {
        let source = """
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    environment.traitCollection.horizontalSizeClass == .pad ? row(88) : row(44)
                }
            }
            """
        #expect(Importing.faults(source) == [
            "Layouts.swift:8:60: `.pad` is not a case of `environment.traitCollection.horizontalSizeClass` the catalog knows (.compact, .regular)"
        ])
    }

    /// Members the app adds to `UITraitCollection` and `NSCollectionLayoutEnvironment` run with `self` the ones the
    /// provider reads: their bare names are its traits and container, so they decide per device as the same code
    /// written inline would (they were "not a trait a spec's conditions read"). The explorer lists the idiom's paths
    /// first: an iPad that is not regular still compares the width.
    @Test func membersTheAppAddsToTheTraitCollectionAndEnvironmentReadTheirTraits() throws {
        let spec = Self.spec("""
            UICollectionViewCompositionalLayout { _, environment in
                if environment.traitCollection.usesWideLayout() { return row(88) }
                return environment.isRoomy ? row(66) : row(44)
            }
            """, declarations: """
            extension UITraitCollection {
                func usesWideLayout() -> Bool { userInterfaceIdiom == .pad && horizontalSizeClass == .regular }
            }
            extension NSCollectionLayoutEnvironment {
                var isRoomy: Bool { container.effectiveContentSize.width > 600 }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: idiom == .pad and horizontalSizeClass == .regular, section: \(Self.row(88))}
                  - {when: idiom == .pad and width > 600, section: \(Self.row(66))}
                  - {when: idiom == .pad, section: \(Self.row(44))}
                  - {when: width > 600, section: \(Self.row(66))}
                  - {section: \(Self.row(44))}
            """)))
    }
}

/// List sections whose code sets their own properties after `.list(using:layoutEnvironment:)` (ListRules.md L36).
@Suite("List section properties")
struct ListSectionPropertyImportTests {
    static func spec(_ body: String) -> LayoutSpec? {
        Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                    configuration.showsSeparators = false
                    let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                    \(body)
                    return section
                }
            }
            """)
    }

    @Test func insetsBoundaryItemsAndReferenceSetWholeAreRead() throws {
        let spec = Self.spec("""
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)
            section.contentInsets.bottom = 12
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            section.contentInsetsReference = .readableContent
            """)
        guard case .list(let list)? = spec?.compositional?.sections.first else {
            Issue.record("expected a list section")
            return
        }
        #expect(list.sectionContentInsets == ListSectionInsets(EdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)))
        #expect(list.sectionBoundaryItems == [
            BoundarySupplementaryItem(
                elementKind: SectionElementKind.sectionHeader, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                alignment: .top, pinToVisibleBounds: true
            )
        ])
        #expect(list.sectionContentInsetsReference == .readableContent)
    }

    /// One edge set (`section.contentInsets.top = 0`, or a copy changed and assigned back) replaces that edge only;
    /// the others stay the list's on each device (ListRules.md L36). Reading an edge the list derives into a frame is
    /// refused at its line: it differs per device.
    @Test func oneEdgeOfTheDerivedInsetsReplacesThatEdge() throws {
        let spec = Self.spec("""
            section.contentInsets.top = 0
            var insets = section.contentInsets
            insets.trailing = 4
            section.contentInsets = insets
            """)
        guard case .list(let list)? = spec?.compositional?.sections.first else {
            Issue.record("expected a list section")
            return
        }
        #expect(list.sectionContentInsets == ListSectionInsets(top: 0, trailing: 4))
        let faults = Importing.faults("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
                    section.contentInsets.top = section.contentInsets.leading * 2
                    return section
                }
            }
            """)
        #expect(faults == [
            "Layouts.swift:4:37: cannot evaluate `section.contentInsets.leading`: it is the inset UIKit derives for a list section from its configuration and the environment (ListRules.md L7 to L16), which differs per device"
        ])
    }
}
