import LayoutModel
import SwiftLayoutImport
import Testing

/// Names resolve by Swift's scoping, never by their last part or by file order: a wrong frame is worse than a
/// refusal (SwiftImport.md, Names and scoping).
@Suite("Scoping")
struct ScopingTests {
    static let makeRow = SectionProviderTests.makeRow
    static let row = SectionProviderTests.row

    /// Two nested types of one name: each qualified name means its own, and the code inside each type means its own.
    @Test func qualifiedNamesResolveThroughTheirQualifiers() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            enum ItemCell { enum Layout { static let height: CGFloat = 44 } }
            enum HeaderCell {
                enum Layout { static let height: CGFloat = 30 }
                static var rowHeight: CGFloat { Layout.height }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch index {
                    case 0: return row(ItemCell.Layout.height)
                    default: return row(HeaderCell.rowHeight)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(44)), \(Self.row(30))]")))
    }

    /// A `typealias` in the type whose code writes the name (`typealias Section = SettingsController.Section`) is the
    /// type it names, ahead of the other types of that last name (it was "instances of `Section` are not evaluated").
    @Test func aTypealiasInTheEnclosingTypeNamesItsType() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            final class SettingsController { enum Section: Int, CaseIterable { case player, appearance } }
            final class ProfileController { enum Section: Int { case header } }
            final class SettingsLayout {
                typealias Section = SettingsController.Section
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        guard let section = Section(rawValue: index) else { return nil }
                        switch section {
                        case .player: return row(60)
                        case .appearance: return row(44)
                        }
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(60)), \(Self.row(44))]")))
    }

    /// Outside both types a bare `Layout` is neither (Swift sees a nested type only through its type's name): refused,
    /// naming the two; and a bare name that matches only types nested elsewhere is not theirs (`UserDefaults` is
    /// Foundation's, whatever `Constants.UserDefaults` holds).
    @Test func aBareNameIsNotATypeNestedElsewhere() {
        let source = """
            \(Self.makeRow)
            enum ItemCell { enum Layout { static let height: CGFloat = 44 } }
            enum HeaderCell { enum Layout { static let height: CGFloat = 30 } }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: row(Layout.height))
            }
            """
        #expect(Importing.faults(source) == [
            "Layouts.swift:9:54: cannot evaluate `Layout.height`: no type `Layout` is visible here; the files declare `HeaderCell.Layout` and `ItemCell.Layout`, which code outside their types names in full (write the qualified name the code means)"
        ])
        let foundation = Importing.result("""
            \(Self.makeRow)
            enum Constants { enum UserDefaults { static let rowHeight: CGFloat = 99 } }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: row(UserDefaults.standard.bool(forKey: "big") ? 88 : 44))
            }
            """)
        #expect(foundation.diagnostics.map(\.description) == [
            "Layouts.swift:8:54: cannot evaluate `UserDefaults.standard.bool(forKey: \"big\")`: it is known only when the app runs"
        ])
        // A feature flag kept in the platform's defaults, read through a store that holds them: the value is the
        // running app's, and the refusal says so at the defaults it comes from (not that the files fail to declare
        // `UserDefaults`).
        let flag = Importing.result("""
            \(Self.makeRow)
            struct FlagStore {
                private let store: UserDefaults
                init(store: UserDefaults = UserDefaults.standard) { self.store = store }
                func isOn(_ key: String) -> Bool { store.bool(forKey: key) }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: row(FlagStore().isOn("big") ? 88 : 44))
            }
            """)
        #expect(flag.diagnostics.map(\.description) == [
            "Layouts.swift:8:32: cannot evaluate `store.bool(forKey: key)`: it is known only when the app runs"
        ])
    }

    /// UIKit's `UICollectionLayoutListConfiguration.Appearance` is never the app's own `Appearance`.
    @Test func aUIKitTypeIsNotTheAppsTypeOfTheSameLastName() throws {
        let spec = Importing.spec("""
            enum Appearance { case light, dark }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            }
            """)
        #expect(spec?.compositional?.listLayoutConfiguration?.appearance == .insetGrouped)
    }

    /// A constant declared in two other files, none of them the reader's, is refused naming both.
    @Test func aNameTwoOtherFilesDeclareIsRefused() {
        let result = Importing.result(files: Importing.swiftFiles([
            "Layout.swift": """
                \(Self.makeRow)
                func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: row(rowHeight)) }
                """,
            "Phone.swift": "let rowHeight: CGFloat = 44",
            "Mac.swift": "let rowHeight: CGFloat = 30",
        ]))
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "Layout.swift:6:98: `rowHeight` is declared in several files (Phone.swift:1, Mac.swift:1) and not in this one, so which it means depends on what the app's targets compile; the importer does not choose (import the files of one target, or give it a value with --assume rowHeight=VALUE)"
        ])
    }

    /// Code inside a nested type names the type itself by its bare name, however many other types nest one of that
    /// name: the types around the code are read each inside the one before (`Section` in `extension Feed` is
    /// `Feed.Section`).
    @Test func aNestedTypeNamesItselfWhenOthersShareItsName() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            enum Other { enum Section { static let height: CGFloat = 99 } }
            final class Feed {}
            extension Feed {
                enum Section {
                    static let height: CGFloat = 60
                    static var doubled: CGFloat { Section.height * 2 }
                }
            }
            extension Feed {
                static func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: row(Section.doubled))
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(120))]")))
    }

    /// A bare call in a view's method is the view's own (here UIKit's `addSubview`), never an override another class of
    /// the files declares: the app's `UIWindow` subclass reads a `var` only the running app has, which stopped the layout.
    @Test func aBareCallIsNeverAnotherClasssMethod() throws {
        let source = """
            final class WordsView: UIView {
                weak var collectionView: UICollectionView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: 30)
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    addSubview(collectionView)
                    self.collectionView = collectionView
                }
            }

            class WindowWithViewOnTop: UIWindow {
                private weak var keepInFront: UIView?
                override func addSubview(_ view: UIView) {
                    super.addSubview(view)
                    if let v = keepInFront { bringSubviewToFront(v) }
                }
            }
            """
        let result = Importing.result(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.first?.spec.flow == FlowLayout(itemSize: FlowSize(width: 80, height: 30)))
    }

    /// A bare call in a view reaches the methods the app adds to the UIKit classes the view descends from, never one it
    /// adds to an unrelated type of the same name (`extension CGSize { func scaled(_:) }`): with both, the view's is
    /// `UIView`'s (12 × 2); with only `UIScrollView`'s and `CGSize`'s, neither is `self`'s, and the call is refused
    /// naming them.
    @Test func aBareCallReachesOnlyTheExtensionsOfWhatSelfIs() throws {
        func source(viewExtension: String) -> String {
            """
            extension CGSize { func scaled(_ value: CGFloat) -> CGFloat { value * 3 } }
            extension \(viewExtension) { func scaled(_ value: CGFloat) -> CGFloat { value * 2 } }
            class BaseView: UIView {}
            final class StripView: BaseView, UICollectionViewDelegateFlowLayout {
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 40, height: 40)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    scaled(12)
                }
            }
            """
        }
        let result = Importing.result(source(viewExtension: "UIView"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.first?.spec.flow?.minimumLineSpacing == 24)
        #expect(Importing.faults(source(viewExtension: "UIScrollView")) == [
            "Layouts.swift:11:9: `scaled(_:)` is a method the files add to CGSize and UIScrollView, which `self` here (StripView) is not (import the file that adds it to StripView or a class it descends from)"
        ])
    }

    /// `Calendar` outside the app's `ClientStrings.Calendar` is Foundation's, a value of the running app (it was "no
    /// type `Calendar` is visible here"); a plain `UIScrollView()` the layout code makes to hold the collection view
    /// blocks nothing (it was "not an initializer the importer reads").
    @Test func foundationTypesAndAScrollViewBesideTheLayout() {
        let source = """
            enum ClientStrings { enum Calendar { static let title = "Calendar" } }
            final class ScheduleViewController: UIViewController {
                private let scrollView = UIScrollView()
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 24, height: 47)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                    scrollView.addSubview(collectionView)
                }
                func makeLayout() -> UICollectionViewCompositionalLayout {
                    let day = Calendar.current.component(.day, from: Date())
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(day)))
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
                }
            }
            """
        let result = Importing.result(source)
        #expect(result.layouts.map(\.name) == ["Layouts.collectionView"])
        #expect(result.skipped.flatMap(\.reasons).map(\.message) == [
            "cannot evaluate `Calendar.current.component(.day, from: Date())`: it is known only when the app runs"
        ])
    }
}

