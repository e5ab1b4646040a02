import LayoutModel
import SwiftLayoutImport
import Testing

/// Apps wrap UIKit's classes in their own: a compositional layout subclass whose initializer only hands UIKit a section
/// provider, a collection view class whose initializer makes the flow layout it shows (or shows the layout it is
/// given), and members they add to UIKit's singletons. Each is read as UIKit runs it (SwiftImport.md, Classes of the
/// app).
@Suite("Layout and collection view classes of the app")
struct AppLayoutClassTests {
    static let walletLayout = """
        class WalletLayout: UICollectionViewCompositionalLayout {
            init() {
                let config = UICollectionViewCompositionalLayoutConfiguration()
                config.scrollDirection = .vertical
                config.interSectionSpacing = 12
                super.init(sectionProvider: { sectionIndex, environment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }, configuration: config)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        """

    static let walletSection = """
        sections:
          - {group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(160)}, subitems: [{size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}]}}
        """

    /// The subclass's initializer is the layout: UIKit lays out what `super.init(sectionProvider:configuration:)` is
    /// given, the configuration included (it was refused as a flow layout "made elsewhere", its `scrollDirection` read
    /// as a flow layout's).
    @Test func aCompositionalSubclassThatOnlyInitializesIsTheLayoutItsInitializerBuilds() throws {
        let result = Importing.result(Self.walletLayout)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        #expect(result.layouts.map(\.name) == ["Layouts.init"])
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: Self.walletSection)))
        #expect(result.layouts.first?.spec.compositional?.configuration.interSectionSpacing == 12)
    }

    /// A subclass that only animates insertions (`initialLayoutAttributesForAppearingItem(at:)`) and declares no
    /// initializer inherits UIKit's: `FadingLayout { sectionIndex, environment in … }` is that layout, its frames at
    /// rest UIKit's, and the class is not named as refused. `prepare()` itself is not such an override.
    @Test func aSubclassThatOnlyAnimatesInheritsUIKitsInitializers() throws {
        func source(_ override: String) -> String {
            """
            final class FadingLayout: UICollectionViewCompositionalLayout {
                \(override)
            }
            final class ListController: UIViewController {
                private func createLayout() -> UICollectionViewLayout {
                    FadingLayout { sectionIndex, environment in
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        }
        let animating = Importing.result(source("""
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
                    attributes?.alpha = 0
                    return attributes
                }
            """))
        #expect(animating.diagnostics.isEmpty, "\(animating.diagnostics)")
        #expect(animating.notes.isEmpty, "\(animating.notes)")
        #expect(animating.layouts.map(\.name) == ["Layouts.createLayout"])
        #expect(animating.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: Self.walletSection)))
        let preparing = Importing.result(source("override func prepare() { super.prepare() }"))
        #expect(preparing.layouts.isEmpty)
    }

    /// One that overrides what UIKit computes places items in code of its own: still refused, naming it.
    @Test func aCompositionalSubclassWithOverridesStaysRefused() {
        let overriding = Self.walletLayout.replacingOccurrences(
                of: "    required init?(coder: NSCoder) {",
                with: """
                        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                            super.layoutAttributesForElements(in: rect)?.map { $0 }
                        }
                        required init?(coder: NSCoder) {
                    """
        )
        let result = Importing.result(overriding)
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.description).contains { $0.contains("WalletLayout subclasses UICollectionViewCompositionalLayout, which the importer does not read") }, "\(result.diagnostics)")
        // Made by a layout function, it is not the layout its `super.init` is handed either: UIKit lays out the
        // subclass, overrides and all.
        let made = Importing.result(overriding + """

            func makeLayout() -> UICollectionViewCompositionalLayout {
                return WalletLayout()
            }
            """)
        #expect(made.layouts.isEmpty, "\(made.layouts.map(\.name))")
    }

    /// A collection view class showing the layout its initializer hands its base class (`super.init(layout:
    /// WalletLayout())`) is no layout of its own; `WalletLayout()` made elsewhere is the subclass's layout, and
    /// `DataSource.SectionType(rawValue:)` calls the nested enum's initializer.
    @Test func aCollectionViewClassShowingASubclassLayoutIsReadThroughThatLayout() throws {
        let result = Importing.result(files: Importing.swiftFiles([
            "WalletLayout.swift": Self.walletLayout.replacingOccurrences(
                of: "let item = NSCollectionLayoutItem",
                with: "guard let kind = WalletDataSource.SectionType(rawValue: sectionIndex), kind == .cards else { return nil }\n            let item = NSCollectionLayoutItem"
            ),
            "WalletDataSource.swift": """
                final class WalletDataSource: NSObject {
                    enum SectionType: Int, CaseIterable { case cards }
                }
                """,
            "CollectionView.swift": """
                class CollectionView: UICollectionView {
                    init(layout: UICollectionViewLayout) {
                        super.init(frame: .zero, collectionViewLayout: layout)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class WalletCollectionView: CollectionView {
                    init() {
                        super.init(layout: WalletLayout())
                        self.contentInset = UIEdgeInsets(top: 16, left: 0, bottom: 100, right: 0)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        #expect(result.layouts.map(\.name) == ["WalletLayout.init"])
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: Self.walletSection)))
        #expect(!result.notes.map(\.description).contains { $0.contains("creates no UICollectionViewFlowLayout") }, "\(result.notes)")
    }

    /// `lazy var list = LHCollectionView(color: .white)`, whose initializer makes a bare flow layout, sized by the
    /// controller's delegate: the controller's flow layout (F-rules: the delegate's answers replace the layout's
    /// properties), and the view class is no layout of its own (it was "configures none of it", and the controller's
    /// delegate "answers for no flow layout").
    @Test func aCollectionViewClassMakingItsOwnFlowLayoutIsTheFlowLayoutOfWhoeverMakesIt() throws {
        let result = Importing.result("""
            final class LHCollectionView: UICollectionView {
                init(color: UIColor? = .white, scroll: Bool = true) {
                    super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    self.backgroundColor = color
                    self.isScrollEnabled = scroll
                    self.contentInset.bottom = 24
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class ArticleViewController: UIViewController {
                private lazy var articleCollectionView = LHCollectionView(color: .white)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(articleCollectionView)
                    articleCollectionView.delegate = self
                }
            }

            extension ArticleViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    UIEdgeInsets(top: 0, left: 20, bottom: 80, right: 20)
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    CGFloat()
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: collectionView.frame.width - 40, height: 100)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        #expect(result.layouts.map(\.name) == ["Layouts.articleCollectionView"])
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize == (try FlowLayoutImportTests.size("width - 40", "100")))
        #expect(flow?.sectionInset == FlowInsets(top: 0, left: 20, bottom: 80, right: 20))
        #expect(flow?.minimumLineSpacing == 0, "`CGFloat()` is zero")
        #expect(flow?.collectionView.contentInset.bottom == 24, "what the view's initializer sets is the view's")
    }

    /// A collection view class that overrides what UIKit calls later (`layoutSubviews()` setting `contentInset`) changes
    /// the view when the importer does not run it: the controller's flow layout is refused, never read without it.
    @Test func aCollectionViewClassWhoseOverrideChangesTheLayoutIsNotRead() {
        let result = Importing.result("""
            final class InsetCollectionView: UICollectionView {
                init() {
                    super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    contentInset.left = bounds.width / 4
                }
            }
            final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private lazy var gridView = InsetCollectionView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    gridView.delegate = self
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
            }
            """)
        #expect(result.layouts.isEmpty)
        #expect(
            (result.diagnostics + result.skipped.flatMap(\.reasons)).map(\.description).contains { $0.contains("its `layoutSubviews()` override changes the collection view or its layout when UIKit calls it") },
            "\(result.diagnostics) \(result.skipped)"
        )
    }

    /// `static var kind = "background"` names a decoration's kind: whatever text it holds, it only tells kinds apart.
    @Test func anElementKindHeldInAStaticVarIsNamedByItsCode() throws {
        let spec = Importing.spec("""
            final class SectionBackgroundView: UICollectionReusableView {
                static var kind = "sectionBackground"
            }
            func makeLayout() -> UICollectionViewCompositionalLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: SectionBackgroundView.kind)]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        guard case .fixed(let section)? = spec?.compositional?.sections.first else {
            Issue.record("no section")
            return
        }
        #expect(section.decorationItems.map(\.elementKind) == ["SectionBackgroundView.kind"])
    }

    static func row(itemWidth: Double) -> String {
        "{group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(80)}, subitems: [{size: {width: fractionalWidth(\(itemWidth)), height: fractionalHeight(1)}}]}}"
    }

    /// `extension UIApplication { var orientation: UIInterfaceOrientation? { UIApplication.shared.windows.first?
    /// .windowScene?.interfaceOrientation } }`: run with `self` the application, so the interface's orientation is read
    /// as the environment's (width against height) instead of a value of the running app.
    @Test func aPropertyTheAppAddsToASingletonIsRunOnIt() throws {
        let spec = Importing.spec("""
            extension UIApplication {
                var orientation: UIInterfaceOrientation? {
                    return UIApplication.shared.windows.first?.windowScene?.interfaceOrientation
                }
            }
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let perRow: CGFloat = UIApplication.shared.orientation == .portrait ? 4 : 8
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / perRow), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: width > height, section: \(Self.row(itemWidth: 0.125))}
                  - {section: \(Self.row(itemWidth: 0.25))}
            """)))
    }
}
