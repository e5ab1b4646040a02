import LayoutModel
import SwiftLayoutImport
import Testing

/// Swift as apps write it, each a rule of the language rather than a pattern (SwiftImport.md): fonts set
/// on a content configuration, local functions called above their declaration, tuples taken apart, trailing commas.
@Suite("App idioms")
struct AppIdiomTests {
    static let makeRow = SectionProviderTests.makeRow
    static let row = SectionProviderTests.row

    @Test func fontsSetOnAContentConfigurationAreRead() throws {
        let list = ListRegistrationImportTests.list(registrations: ListRegistrationImportTests.cells("""
                    var content = cell.defaultContentConfiguration()
                    content.text = item.title
                    content.textProperties.font = .preferredFont(forTextStyle: .headline)
                    content.secondaryText = item.detail
                    content.secondaryTextProperties.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
                    cell.contentConfiguration = content
            """))
        guard case .configuration(let description)? = list?.cell else {
            Issue.record("expected a content configuration")
            return
        }
        #expect(description.textFont == FontDescription(textStyle: .headline))
        #expect(description.secondaryTextFont == FontDescription(size: 13, weight: .semibold))
    }

    /// A monospaced-digit system font is the system font of its size and weight (the same face and line height), with
    /// a note that its one-width digits are not measured as such.
    @Test func aMonospacedDigitFontIsTheSystemFontOfItsSizeAndWeight() throws {
        let result = Importing.result(ListRegistrationImportTests.source(registrations: ListRegistrationImportTests.cells("""
                    var content = UIListContentConfiguration.valueCell()
                    content.text = item.title
                    content.secondaryText = item.detail
                    content.secondaryTextProperties.font = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
                    cell.contentConfiguration = content
            """)))
        guard case .configuration(let description)? = result.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell else {
            Issue.record("expected a content configuration: \(result.diagnostics.map(\.description))")
            return
        }
        #expect(description.secondaryTextFont == FontDescription(size: 15, weight: .regular))
        #expect(result.notes.map(\.description).contains { $0.contains("is read as the system font of that size and weight") })
    }

    /// A cell style's own font reads as its body text, and the bold trait of its descriptor sets it semibold, through
    /// a method the app adds to `UIFont` (`self` the font); a fixed regular font turns bold (SwiftImport.md, Fonts).
    @Test func theBoldTraitOfAFontsDescriptorThroughTheAppsOwnFontMethod() throws {
        let list = ListRegistrationImportTests.list(
            registrations: ListRegistrationImportTests.cells("""
                    var content = UIListContentConfiguration.cell()
                    content.text = item.title
                    content.textProperties.font = content.textProperties.font.withTraits(traits: .traitBold)
                    content.secondaryText = item.detail
                    content.secondaryTextProperties.font = UIFont(
                        descriptor: UIFont.systemFont(ofSize: 13).fontDescriptor.withSymbolicTraits([.traitBold])!, size: 0
                    )
                    cell.contentConfiguration = content
            """),
            declarations: """
                extension UIFont {
                    func withTraits(traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
                        let descriptor = fontDescriptor.withSymbolicTraits(traits)
                        return UIFont(descriptor: descriptor!, size: 0)
                    }
                }
                """
        )
        guard case .configuration(let description)? = list?.cell else {
            Issue.record("expected a content configuration")
            return
        }
        #expect(description.textFont == FontDescription(textStyle: .body, weight: .semibold))
        #expect(description.secondaryTextFont == FontDescription(size: 13, weight: .bold))
    }

    /// A descriptor of a text style made bold, at a size of its own: a fixed semibold font, which no longer follows the
    /// text size; italics are refused at their line (the measurer sets upright faces).
    @Test func aTextStylesDescriptorAtAFixedSizeAndAnItalicTrait() throws {
        let list = ListRegistrationImportTests.list(registrations: ListRegistrationImportTests.cells("""
                    var content = cell.defaultContentConfiguration()
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline).withSymbolicTraits(.traitBold)
                    content.textProperties.font = UIFont(descriptor: descriptor!, size: 20)
                    cell.contentConfiguration = content
            """))
        guard case .configuration(let description)? = list?.cell else {
            Issue.record("expected a content configuration")
            return
        }
        #expect(description.textFont == FontDescription(size: 20, weight: .semibold))
        let faults = Importing.faults(ListRegistrationImportTests.source(registrations: ListRegistrationImportTests.cells("""
                    var content = cell.defaultContentConfiguration()
                    content.textProperties.font = UIFont(descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
                    cell.contentConfiguration = content
            """)))
        #expect(faults == [
            "Layouts.swift:13:122: `.traitItalic` on a regular font is a face the catalog does not measure (it measures SF Pro's upright regular, semibold and bold faces: .traitBold on a regular font; describe the list in a spec with the nearest font otherwise)"
        ])
    }

    /// The default content's font depends on where the view is (ListRules.md L27), so it is not handed out.
    @Test func theDefaultContentsOwnFontIsNotHandedOut() {
        let faults = Importing.faults(ListRegistrationImportTests.source(registrations: ListRegistrationImportTests.cells("""
                    var content = cell.defaultContentConfiguration()
                    content.textProperties.font = content.textProperties.font.withSize(20)
                    cell.contentConfiguration = content
            """)))
        #expect(faults.count == 1)
        #expect(faults.first?.contains("it is the style's own font, which depends on where the view is or on the iOS version") == true)
    }

    /// An `if` or `switch` on what only the running app has, none of whose code can change what a layout reads, is
    /// passed over with a note; one that sets a property the layout reads still stops the layout at its condition.
    /// A controller whose `viewDidLoad` runs `branch` and then builds one section of `rowHeight` (44) tall rows;
    /// `declarations` come before it and `members` before its `viewDidLoad`.
    static func branchingController(_ branch: String, declarations: String = "", members: String = "") -> String {
        (declarations.isEmpty ? "" : declarations + "\n") + """
            final class SettingsViewController: UIViewController {
                var collectionView: UICollectionView!
                private var rowHeight: CGFloat = 44
            """ + (members.isEmpty ? "" : "\n" + members) + """

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(branch)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                }
            }
            """
    }

    @Test func aBranchOnTheRunningAppThatTouchesNoLayoutIsPassedOver() throws {
        func source(_ branch: String) -> String { Self.branchingController(branch) }
        let passed = Importing.result(source("""
            if let navigationController { navigationController.navigationBar.prefersLargeTitles = true } else { navigationItem.title = "Settings" }
                    switch traitCollection.userInterfaceStyle { case .dark: navigationItem.title = "Dark" default: break }
            """))
        #expect(passed.diagnostics.isEmpty, "\(passed.diagnostics)")
        #expect(passed.layouts.first?.spec.compositional?.sections.first?.allSections.first?.group.size.height == .absolute(44))
        #expect(passed.notes.map(\.message).filter { $0.contains("is passed over") }.count == 2)
        let refused = Importing.faults(source("if let navigationController { rowHeight = navigationController.navigationBar.frame.height }"))
        #expect(refused == ["Layouts.swift:6:16: cannot evaluate `navigationController`: it is known only when the app runs"])
        // A collection view or its delegate named in the branch may change what the layout shows.
        let delegated = Importing.faults(source("if let navigationController { navigationController.delegate = nil }"))
        #expect(delegated == ["Layouts.swift:6:16: cannot evaluate `navigationController`: it is known only when the app runs"])
    }

    /// A bar button made with `target: self` and `#selector(…)` of a method of the files, set on `self.navigationItem`,
    /// in a branch on the running app, touches no layout either (Session's photo picker: `if PHPhotoLibrary
    /// .authorizationStatus(for: .readWrite) == .limited { … }`), also where the app extends `UIBarButtonItem`; so does
    /// setting the locale of the controller's date formatter, a Foundation object of the running app; `self` used
    /// otherwise still stops the layout there.
    @Test func aBarButtonForTheControllerInABranchIsPassedOver() throws {
        func source(_ branch: String) -> String {
            Self.branchingController(
                branch, declarations: "extension UIBarButtonItem { var isShown: Bool { true } }",
                members: "    private var dateFormatter: DateFormatter = DateFormatter()\n    @objc func add(_ sender: Any) {}"
            )
        }
        let passed = Importing.result(source("""
            if PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited {
                        let button = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                        self.navigationItem.rightBarButtonItem = button
                    }
                    if let locale = LanguageHelper.shared.locale { dateFormatter.locale = locale }
            """))
        #expect(passed.diagnostics.isEmpty, "\(passed.diagnostics)")
        #expect(passed.layouts.first?.spec.compositional?.sections.first?.allSections.first?.group.size.height == .absolute(44))
        #expect(passed.notes.map(\.message).filter { $0.contains("is passed over") }.count == 2)
        let refused = Importing.faults(source("if PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited { self.rowHeight = 60 }"))
        #expect(refused.count == 1 && refused[0].hasPrefix("Layouts.swift:9:12: cannot evaluate `PHPhotoLibrary.authorizationStatus(for: .readWrite)`"), "\(refused)")
    }

    /// A method of an app's object that stops at the running app's state (a photo library asked for its contents in a
    /// controller's `init`) and can reach no layout object leaves its result unknown instead of stopping the layout: the
    /// layout imports, and reading the result is refused naming where its code stopped. An object that holds the
    /// collection view is never set aside: its method could have changed the layout before it stopped.
    @Test func aMethodOfAnObjectThatReachesNoLayoutIsSetAsideWhereItStops() throws {
        func source(_ use: String, library: String = "let library = PhotoLibrary()") -> String {
            """
            final class PhotoLibrary {
                var isAuthorized = false
                var collectionView: UICollectionView?
                func defaultCollection() -> Int {
                    if isAuthorized { return 1 }
                    return 0
                }
            }
            final class GridController: UICollectionViewController {
                \(library)
                let albums: Int
                init() {
                    albums = library.defaultCollection()
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: \(use))
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        }
        let imported = Importing.result(source("80"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        #expect(imported.layouts.first?.spec.flow?.itemSize == FlowSize(width: 80, height: 80))
        let read = Importing.faults(source("CGFloat(albums)"))
        #expect(read.count == 1 && read[0].contains("cannot evaluate `library.defaultCollection()`: its code stops at Layouts.swift:5:12: cannot evaluate `isAuthorized`"), "\(read)")
        let holding = Importing.faults(source("80", library: "let library: PhotoLibrary = { let library = PhotoLibrary(); library.collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()); return library }()"))
        #expect(holding.count == 1 && holding[0].hasPrefix("Layouts.swift:5:12: cannot evaluate `isAuthorized`"), "\(holding)")
    }

    /// Text in a weight the catalog does not measure is refused at the font; a weight no one spells (an app's own
    /// `UIFont.Weight` member) too.
    @Test func aWeightTheCatalogDoesNotMeasureIsRefusedAtItsLine() {
        func faults(_ weight: String) -> [String] {
            Importing.faults(ListRegistrationImportTests.source(registrations: ListRegistrationImportTests.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.textProperties.font = .systemFont(ofSize: 15, weight: \(weight))
                        cell.contentConfiguration = content
                """)))
        }
        #expect(faults(".medium") == [
            "Layouts.swift:13:39: cannot evaluate `.systemFont(ofSize: 15, weight: .medium)`: `.medium` is a weight the catalog does not measure text in (it measures .regular, .semibold and .bold) (describe the list in a spec with the nearest weight)"
        ])
        #expect(faults(".appCaption") == [
            "Layouts.swift:13:71: `.appCaption` is a weight the catalog does not measure (the weights it measures are .regular, .semibold and .bold; describe the list in a spec with the nearest)"
        ])
    }

    /// A local function is visible in its whole block, as Swift scopes it; a tuple is taken apart by position.
    @Test func localFunctionsAndTuples() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                let (first, second) = (CGFloat(30), CGFloat(60))
                var heights: [CGFloat] = []
                for (index, height) in [first, second].enumerated() where index >= 0 { heights.append(height) }
                return UICollectionViewCompositionalLayout { index, _ in
                    return section(for: index)
                    func section(for index: Int) -> NSCollectionLayoutSection? {
                        index < heights.count ? row(heights[index]) : nil
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(30)), \(Self.row(60))]")))
    }

    /// Swift 6.1's trailing comma in an argument list reads as 6.1 reads it, at the same lines and columns.
    @Test func trailingCommasInArgumentLists() throws {
        let source = """
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(
                    section: row(
                        44,
                    ),
                )
            }
            """
        #expect(Importing.spec(source)?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(44))]")))
        let broken = source.replacingOccurrences(of: "44,", with: "44,, ")
        #expect(Importing.faults(broken).first?.hasPrefix("Layouts.swift:9:16: the Swift parser cannot read this") == true, "\(Importing.faults(broken))")
    }

    /// Swift 6.2's raw identifiers (`` case `3ds` ``, an enum case named as a file extension) read as the compiler reads
    /// them: the parser of swift-syntax 600 stopped at them, and the whole file was left out.
    @Test func rawIdentifiers() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            enum Platform: Int { case `3ds`, cci }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch Platform(rawValue: index) {
                    case .`3ds`: return row(30)
                    case .cci: return row(60)
                    case .none: return nil
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(30)), \(Self.row(60))]")))
    }

    /// A function that builds a layout from its arguments, called from `viewDidLoad`, is read through that call; one
    /// that a layout function calls stays that layout's helper.
    @Test func aLayoutFunctionCalledWithArgumentsIsReadThroughItsCall() throws {
        let result = Importing.result("""
            \(Self.makeRow)
            enum Density { case compact, roomy }
            final class FeedViewController: UIViewController {
                let density = Density.roomy

                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureCollectionView(rowHeight: density == .roomy ? 88 : 44)
                }

                private func configureCollectionView(rowHeight: CGFloat) {
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: row(rowHeight))
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.configureCollectionView"])
        #expect(result.layouts.first?.declaration == "FeedViewController.configureCollectionView(rowHeight:) as called at line 12")
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(88))]")))

        let helper = Importing.result("""
            \(Self.makeRow)
            func grid(rowHeight: CGFloat) -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: row(rowHeight)) }
            func createLayout() -> UICollectionViewCompositionalLayout { grid(rowHeight: 30) }
            """)
        #expect(helper.layouts.map(\.name) == ["Layouts.createLayout"])
    }

    /// The call's arguments may read `let`s above it, and a `typealias` stands for the type it names.
    @Test func aCallsLocalsAndTypeAliases() throws {
        let spec = Importing.spec("""
            final class EntryViewController: UIViewController {
                typealias Appearance = UICollectionLayoutListConfiguration.Appearance

                init() {
                    super.init(nibName: nil, bundle: nil)
                    let appearance = Appearance.insetGrouped
                    setUpCollectionView(appearance: appearance)
                }

                private func setUpCollectionView(appearance: Appearance) {
                    let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
                }
            }
            """)
        #expect(spec?.compositional?.listLayoutConfiguration?.appearance == .insetGrouped)
    }
}
