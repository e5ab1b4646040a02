import LayoutModel
import SwiftLayoutImport
import Testing

/// The defects real files hit, each in a minimal file of its shape.
@Suite("Defects real code hit")
struct RealCodeDefectTests {
    static let makeRow = SectionProviderTests.makeRow
    static let row = SectionProviderTests.row
    static let rows = """
        NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        """

    /// `case .none:` on the Optional `Section(rawValue:)` is `nil`: the provider's sections end there.
    @Test func caseNoneOnAnOptionalIsNil() throws {
        let spec = Importing.spec("""
            enum Section: Int { case first, second }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch Section(rawValue: index) {
                    case .first:
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                    case .second:
                        return \(Self.rows)
                    case .none:
                        return nil
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(200)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            - group: {kind: vertical, size: {width: fractionalWidth(1), height: absolute(44)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            """)))
    }

    /// A collection view controller's data source methods share the base name `collectionView` with the
    /// property; `collectionView.collectionViewLayout = layout` means the property.
    @Test func theCollectionViewPropertyIsNotItsDataSourceMethods() {
        let result = Importing.result("""
            class PhotosViewController: UICollectionViewController {
                func configureLayout() {
                    let layout = UICollectionViewCompositionalLayout(section: \(Self.rows))
                    collectionView.collectionViewLayout = layout
                    self.collectionView.setCollectionViewLayout(layout, animated: false)
                }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
            }
            """, file: "Photos.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Photos.configureLayout"])
    }

    /// `[NSCollectionLayoutItem]()` is an empty array; `String(describing: Self.self)` names the type, as an
    /// element kind; `CGFloat(integerLiteral:)` is the number.
    @Test func emptyArraysTypeNamesAndLiteralInitializers() throws {
        let spec = Importing.spec("""
            final class BadgeView: UICollectionReusableView {
                static var kind: String { String(describing: Self.self) }
            }
            func createLayout() -> UICollectionViewCompositionalLayout {
                var items = [NSCollectionLayoutItem]()
                for _ in 0..<2 {
                    items.append(NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))))
                }
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(integerLiteral: 80))), subitems: items)
                let section = NSCollectionLayoutSection(group: group)
                section.decorationItems = [.background(elementKind: BadgeView.kind)]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(80)},
                      subitems: [{size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}},
                                 {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}]}
              decorationItems: [{elementKind: BadgeView}]
            """)))
    }

    /// A closure the object stores, called by its property's name, is that closure (not a missing function); a
    /// closure the app gives when it creates the object is said to be so.
    @Test func aClosureProperty() {
        let source = """
            enum Kind { case wide, narrow }
            final class ScreenLayout {
                let sectionKind: (Int) -> Kind?
                init(sectionKind: @escaping (Int) -> Kind?) { self.sectionKind = sectionKind }
                func make() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        self.sectionKind(index) == .wide ? \(Self.rows) : nil
                    }
                }
            }
            """
        #expect(Importing.faults(source) == [
            "Layouts.swift:7:13: cannot evaluate `self.sectionKind(index)`: `sectionKind` is a closure the app stores when it creates the object, which the importer cannot know (build the layout in a function that takes what the closure answers (the section's kind) as a parameter)"
        ])
        let known = source.replacingOccurrences(of: "let sectionKind: (Int) -> Kind?", with: "let sectionKind: (Int) -> Kind? = { $0 == 0 ? .wide : nil }")
        #expect(Importing.result(known).layouts.first?.spec.compositional?.sections.count == 1)
    }

    /// `zIndex = .max` (or `Int.max`) puts an element above every other: read as the largest z index a spec holds,
    /// with a note; accessibility settings move no frame and are noted, not refused.
    @Test func zIndexMaxAndFrameNeutralCalls() {
        let result = Importing.result("""
            func createLayout() -> UICollectionViewCompositionalLayout {
                let section = \(Self.rows)
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
                header.zIndex = .max
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
                background.zIndex = Int.min
                background.accessibilityLabel = "background"
                section.boundarySupplementaryItems = [header]
                section.decorationItems = [background]
                section.isAccessibilityElement = false
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let section = result.layouts.first?.spec.compositional?.sections.first?.allSections.first
        #expect(section?.boundarySupplementaryItems.map(\.zIndex) == [1_000_000])
        #expect(section?.decorationItems.map(\.zIndex) == [-1_000_000])
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:4:5: `header.zIndex` is Int.max, read as 1000000, the largest z index a spec holds: it orders the element as Int.max does",
            "Layouts.swift:6:5: `background.zIndex` is Int.min, read as -1000000, the smallest z index a spec holds: it orders the element as Int.min does",
            "Layouts.swift:7:5: `background.accessibilityLabel` moves no frame (accessibility and debugging settings); the spec leaves it out",
            "Layouts.swift:10:5: `section.isAccessibilityElement` moves no frame (accessibility and debugging settings); the spec leaves it out",
        ])
    }

    /// iOS 17's `section.orthogonalScrollingProperties.bounce = .never` (and its deceleration rate) changes how the section
    /// scrolls sideways, not where anything is at rest: left out with a note (it stopped the layout, "no property").
    @Test func orthogonalScrollingPropertiesAreNotedNotRefused() {
        let result = Importing.result("""
            func createLayout() -> UICollectionViewCompositionalLayout {
                let section = \(Self.rows)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                if #available(iOS 17.0, *) {
                    section.orthogonalScrollingProperties.decelerationRate = .fast
                    section.orthogonalScrollingProperties.bounce = .never
                }
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.compositional?.sections.first?.allSections.first?.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(result.notes.map(\.description).filter { $0.contains("orthogonalScrollingProperties") } == [
            "Layouts.swift:5:9: `section.orthogonalScrollingProperties.decelerationRate` changes how the section scrolls or looks while scrolling, not its frames; the spec leaves it out",
            "Layouts.swift:6:9: `section.orthogonalScrollingProperties.bounce` changes how the section scrolls or looks while scrolling, not its frames; the spec leaves it out",
        ])
    }

    /// A file whose only layout code the importer does not read is refused where that code is, with the reason,
    /// rather than with "no layout found".
    @Test func controllersAndSubclassesWithoutALayoutAreRefusedWhereTheyAre() {
        #expect(Importing.faults("""
            import UIKit

            class AlbumsViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            }
            """) == [
            "Layouts.swift:3:1: AlbumsViewController is a UICollectionViewController whose layout no Swift file given creates: it comes from a storyboard, or from the code that creates AlbumsViewController (import the .storyboard that holds its scene, or the Swift file that creates it with its layout, with this one)"
        ])
        #expect(Importing.faults("""
            final class WaterfallLayout: UICollectionViewFlowLayout {
                override func prepare() { super.prepare() }
            }
            class PinnedLayout: WaterfallLayout {}
            """) == [
            "Layouts.swift:1:1: WaterfallLayout subclasses UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere (the importer reads UICollectionViewFlowLayout itself, configured by properties and delegate methods)",
            "Layouts.swift:4:1: PinnedLayout subclasses UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere (the importer reads UICollectionViewFlowLayout itself, configured by properties and delegate methods)",
        ])
        // With a layout in the files, the same code is noted instead.
        let noted = Importing.result("final class WaterfallLayout: UICollectionViewFlowLayout {}\nfunc grid() -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: \(Self.rows)) }\n")
        #expect(noted.layouts.map(\.name) == ["Layouts.grid"])
        #expect(noted.notes.map(\.message) == [
            "WaterfallLayout subclasses UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere"
        ])
    }

    /// A type that never names a collection view or a flow layout, but sets properties that share a flow layout's
    /// names (a document viewer's `configuration.scrollDirection`), is not layout code: nothing of it is evaluated.
    @Test func propertiesOfOtherObjectsNamedLikeAFlowLayoutsAreNotLayoutCode() {
        let result = Importing.result("""
            final class ReaderViewController: UIViewController {
                private func update(settings: ReaderSettings, reader: DocumentReader) {
                    reader.configuration.scrollDirection = settings.direction
                    reader.configuration.itemSize = settings.pageSize
                }
            }
            func grid() -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: \(Self.rows)) }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.grid"])
    }

    /// A table view's content inset set beside a collection view's delegate is not a collection view's inset: the
    /// controller is no flow layout code (before, it was refused as configuring a flow layout made elsewhere).
    @Test func aTableViewsInsetIsNotACollectionViewsInset() {
        let result = Importing.result("""
            final class ComposeViewController: UIViewController {
                let tableView = UITableView()
                let picker = EmojiPickerView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    picker.collectionView.delegate = self
                    tableView.contentInset.bottom = 40
                    self.tableView.contentInset.top = 0
                }
            }
            func grid() -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: \(Self.rows)) }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.grid"])
    }

    /// A provider that asks the data source which section an index is: the app's data, refused with what to do
    /// instead, rather than blaming the `var` that holds the data source.
    @Test func sectionsTheDataSourcesSnapshotChooses() {
        #expect(Importing.faults("""
            \(Self.makeRow)
            final class NotesViewController: UIViewController {
                enum Section { case pinned, all }
                var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        switch self.dataSource.sectionIdentifier(for: index) {
                        case .pinned: return row(88)
                        default: return row(44)
                        }
                    }
                }
            }
            """) == [
            "Layouts.swift:11:20: cannot evaluate `self.dataSource.sectionIdentifier(for: index)`: which section or item is which comes from the data source's snapshot, the app's data while it runs (describe the layout in a spec, whose `sections` give each section index its own definition)"
        ])
    }

    /// Local functions overloaded by their labels each answer their own calls, as in Swift.
    @Test func localFunctionsOverloadedByLabel() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                func section(height: CGFloat) -> NSCollectionLayoutSection { row(height) }
                func section(rows: Int) -> NSCollectionLayoutSection { row(CGFloat(rows) * 44) }
                return UICollectionViewCompositionalLayout { index, _ in
                    index == 0 ? section(height: 30) : (index == 1 ? section(rows: 2) : nil)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(30)), \(Self.row(88))]")))
    }

    /// An initializer the app adds to one of UIKit's value types (`UIEdgeInsets(top:leading:bottom:trailing:)`) runs,
    /// and makes what its `self.init(…)` makes (it was "not an initializer the importer reads").
    @Test func anInitializerTheAppAddsToAUIKitValueTypeRuns() throws {
        let result = Importing.result("""
            extension UIEdgeInsets {
                init(uniform value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }
                init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
                    self.init(top: top, left: leading, bottom: bottom, right: trailing)
                }
            }
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 40, height: 40)
                layout.sectionInset = UIEdgeInsets(top: 2, leading: 12, bottom: 4, trailing: 8)
                return layout
            }
            func makeUniform() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.sectionInset = UIEdgeInsets(uniform: 6)
                return layout
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map { $0.spec.flow?.sectionInset } == [FlowInsets(top: 2, left: 12, bottom: 4, right: 8), FlowInsets(top: 6, left: 6, bottom: 6, right: 6)])
    }

    /// `var found: CGFloat?` starts as nil, as Swift gives an optional `var` (it was "read before any value was
    /// assigned"); the app's own layout class handed to a collection view is named as a custom layout (it was "expects
    /// a UICollectionViewLayout, found an instance of GifPickerLayout").
    @Test func optionalVariablesStartNilAndCustomLayoutInstancesAreNamed() {
        let spec = Importing.spec("""
            \(SectionProviderTests.makeRow)
            func createLayout() -> UICollectionViewLayout {
                var height: CGFloat?
                if height == nil { height = 52 }
                return UICollectionViewCompositionalLayout(section: row(height!))
            }
            """)
        #expect(spec?.compositional?.sections == (try? Importing.sections(yaml: "sections: [\(SectionProviderTests.row(52))]")))
        #expect(Importing.faults("""
            class GifPickerLayout: UICollectionViewLayout {}
            final class GifViewController: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: GifPickerLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
                }
            }
            """) == [
            "Layouts.swift:3:84: `GifPickerLayout` is a custom layout (a subclass of UICollectionViewLayout), which the importer does not read: its overrides can place items anywhere (describe the layout in a spec, or build it from UIKit's flow or compositional layout)"
        ])
    }

    /// A `private` (or `fileprivate`) property no code of its file writes keeps the value it is declared with, as a
    /// `let` does (no other file may write it): a `private lazy var` list configuration is read (it was "a `lazy
    /// var`, whose value can change"). One its file writes stays refused; an instance made by a memberwise
    /// initializer holds the value it was given.
    @Test func aPrivatePropertyItsFileNeverWritesIsItsDeclaredValue() throws {
        let source = """
            \(SectionProviderTests.makeRow)
            final class RestaurantsViewController: UIViewController {
                private lazy var listConfiguration: UICollectionLayoutListConfiguration = {
                    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.headerMode = .supplementary
                    return configuration
                }()
                fileprivate var rowHeight: CGFloat = 52
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, environment in
                        if index == 0 { return NSCollectionLayoutSection.list(using: self.listConfiguration, layoutEnvironment: environment) }
                        return row(self.rowHeight)
                    }
                }
            }
            """
        let spec = Importing.spec(source)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections: [{list: {appearance: insetGrouped, headerMode: supplementary}}, \(SectionProviderTests.row(52))]
            """)))
        let written = Importing.faults(source + """

            extension RestaurantsViewController {
                func compact() { rowHeight -= 4 }
            }
            """)
        #expect(written.first?.contains("`rowHeight` is a `var`, whose value can change while the app runs") == true, "\(written)")
        // A memberwise initializer's argument is the instance's own value: 30, not the declared 44.
        let set = Importing.spec("""
            struct Metrics {
                private var height: CGFloat = 44
                static let compact = Metrics(height: 30)
                var rowHeight: CGFloat { height }
            }
            \(SectionProviderTests.makeRow)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: row(Metrics.compact.rowHeight))
            }
            """)
        #expect(set?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(SectionProviderTests.row(30))]")))
    }

    /// The Then library's `.do { $0… }` runs on the object (a collection view given its horizontal layout there was
    /// read with the vertical placeholder's defaults: a wrong frame), and `.then { $0… }` returns the value as the
    /// closure left it; a property of the collection view that moves no frame is not read
    /// (`$0.decelerationRate = UIScrollView.DecelerationRate.fast`).
    @Test func thenAndDoConfigureTheirValue() throws {
        let result = Importing.result("""
            final class ReviewView: UIView {
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setCollectionView()
                }
                private func setCollectionView() {
                    let flowLayout = UICollectionViewFlowLayout().then {
                        $0.scrollDirection = .horizontal
                        $0.minimumInteritemSpacing = 0
                    }
                    flowLayout.itemSize = .init(width: 100, height: 100)
                    collectionView.do {
                        $0.setCollectionViewLayout(flowLayout, animated: false)
                        $0.showsHorizontalScrollIndicator = false
                        $0.decelerationRate = UIScrollView.DecelerationRate.fast
                    }
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow == FlowLayout(scrollDirection: .horizontal, itemSize: FlowSize(width: 100, height: 100), minimumInteritemSpacing: 0))
        let spec = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped).then { $0.headerMode = .supplementary }
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [{list: {appearance: insetGrouped, headerMode: supplementary}}]")))
    }

    /// A view controller that calls a method the app adds to `UICollectionView` (`collectionView.applyGrid(spacing:
    /// 6)` in `viewDidLoad`) is read with that method's layout; the extension is no layout of its own (it was skipped
    /// as "the code of UICollectionView", and the controller refused as a placeholder layout).
    @Test func aCollectionViewConfiguredByAnExtensionMethod() throws {
        let result = Importing.result("""
            extension UICollectionView {
                func applyGrid(spacing: CGFloat) {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = spacing
                    layout.itemSize = CGSize(width: 60, height: 60)
                    self.collectionViewLayout = layout
                }
            }
            final class GridViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.applyGrid(spacing: 6)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.declaration) == ["GridViewController.collectionView"])
        #expect(result.layouts.first?.spec.flow == FlowLayout(itemSize: FlowSize(width: 60, height: 60), minimumLineSpacing: 6))
    }

    /// A method the app adds to a UIKit class (`extension NSCollectionLayoutSection { func withStandardInsets() … }`)
    /// runs with `self` the object (it answered nothing, as UIKit's unknown methods do).
    @Test func aMethodTheAppAddsToAUIKitClassRuns() throws {
        let spec = Importing.spec("""
            extension NSCollectionLayoutSection {
                func withStandardInsets() -> NSCollectionLayoutSection {
                    self.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
                    return self
                }
            }
            func makeLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group).withStandardInsets())
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - contentInsets: {top: 4, leading: 16, bottom: 4, trailing: 16}
                group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            """)))
    }

    /// A collection view method of neither UIKit nor the files that takes a closure (a library's `configure { … }`),
    /// or whose name says it sets the layout, may set it: refused at the call, never read as doing nothing.
    @Test func anUnknownClosureMethodOfACollectionViewIsRefused() {
        #expect(Importing.faults("""
            final class ReviewView: UIView {
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    collectionView.configure { $0.collectionViewLayout = UICollectionViewFlowLayout() }
                }
            }
            """) == [
            "Layouts.swift:5:9: cannot tell what `configure` does to the collection view with the closure it is given (a method of neither UIKit nor the files) (import the file that declares `configure`, or configure the collection view outside the closure)"
        ])
        // One whose name says it sets the layout, too; one that registers cells changes no frame.
        #expect(Importing.faults("""
            final class ReviewView: UIView {
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing = 2
                    collectionView.register(cellType: ReviewCell.self)
                    collectionView.applyGridLayout(columns: 3)
                }
            }
            """) == [
            "Layouts.swift:7:9: cannot tell what `applyGridLayout` does to the collection view's layout (a method of neither UIKit nor the files) (import the file that declares `applyGridLayout`, or give the collection view its layout in the code)"
        ])
    }

    /// `_ = Resolver.shared` computes a value and drops it (it was "cannot assign to `_`"), and `.custom.tint`, a
    /// member the app adds to the type the value is used as, is a value the layout never reads when it colours a view
    /// (it was a fault); read where a frame needs it, it is refused at its line.
    @Test func discardedValuesAndMembersOfTheTypeInUseStopNothingTheLayoutDoesNotRead() throws {
        let result = Importing.result("""
            final class GridViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 60, height: 60)
                    super.init(collectionViewLayout: layout)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = NewsResolver.shared
                    _ = 3
                    view.backgroundColor = .custom.backgroundTint
                }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.flow == FlowLayout(itemSize: FlowSize(width: 60, height: 60)))
        #expect(Importing.faults("""
            final class GridViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: .metrics.side, height: 60)
                    super.init(collectionViewLayout: layout)
                }
            }
            """).first?.contains("`.metrics` is a member of the type the value is used as, which the importer does not know here") == true)
    }

    /// A controller whose flow layout has 60-point items, its `viewDidLoad` then running `calls` on its `gridView`.
    static func gridController(calling calls: String) -> String {
        """
        final class GridViewController: UIViewController {
            private let layout = UICollectionViewFlowLayout()
            private lazy var gridView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            override func viewDidLoad() {
                super.viewDidLoad()
                layout.itemSize = CGSize(width: 60, height: 60)
                \(calls)
            }
        }
        """
    }

    /// A method the app adds to every view (`pinToParent()`, constraints to the superview) names nothing that changes
    /// a layout, so calling it on the collection view is not run (its `guard let superview` stopped the layout); one
    /// that reaches `contentInset`, through another method, runs, and its bare `contentInset = …` sets the collection
    /// view's own (it was dropped without a word: a wrong frame).
    @Test func viewMethodsRunOnlyWhenTheyReachTheLayoutAndSetTheirOwnProperties() throws {
        let result = Importing.result("""
            extension UIView {
                func pinToParent() {
                    guard let s = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([topAnchor.constraint(equalTo: s.topAnchor)])
                }
            }
            extension UIScrollView {
                func useTightInsets() { applyInsets() }
                func applyInsets() { contentInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4) }
            }
            \(Self.gridController(calling: "view.addSubview(gridView)\n        gridView.pinToParent()\n        gridView.useTightInsets()"))
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.flow == FlowLayout(
            itemSize: FlowSize(width: 60, height: 60), collectionView: CollectionViewSettings(contentInset: FlowInsets(top: 0, left: 4, bottom: 0, right: 4))
        ))
    }

    /// Such a method that returns the view itself (`-> Self`, `return self`, or another such method's result) gives
    /// the view back, so a collection view made and constrained in one expression is still the collection view.
    @Test func aViewMethodReturningItselfGivesTheViewBack() throws {
        let result = Importing.result("""
            extension UIView {
                func constrainToSize(_ size: CGFloat) -> Self { constrainToSize(width: size, height: size) }
                @discardableResult
                func constrainToSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
                    translatesAutoresizingMaskIntoConstraints = false
                    if let height { heightAnchor.constraint(equalToConstant: height).isActive = true }
                    return self
                }
            }
            final class PickerViewController: UIViewController {
                let pickedView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).constrainToSize(36)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let flow = pickedView.collectionViewLayout as? UICollectionViewFlowLayout {
                        flow.scrollDirection = .horizontal
                        flow.itemSize = .init(width: 48, height: 36)
                    }
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow == FlowLayout(scrollDirection: .horizontal, itemSize: FlowSize(width: 48, height: 36)))
    }

    /// In a method the app adds to `UICollectionView`, a bare call of UIKit's own method (`register(_:forCellWithReuseIdentifier:)`)
    /// is `self`'s, also where the app declares another `register` (it was "no function takes these arguments").
    @Test func aBareUIKitMethodInACollectionViewExtensionIsSelfs() throws {
        let result = Importing.result("""
            extension UICollectionView {
                func register<T: UICollectionViewCell>(_ cellClass: T.Type) {
                    register(cellClass, forCellWithReuseIdentifier: String(describing: cellClass))
                }
            }
            final class ItemCell: UICollectionViewCell {}
            \(Self.gridController(calling: "gridView.register(ItemCell.self)"))
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow == FlowLayout(itemSize: FlowSize(width: 60, height: 60)))
    }

    /// A provider closure with a capture list and no parameters (`{ [unowned self] in self.section(index: $0,
    /// environment: $1) }`) reads its arguments as `$0`, `$1` (it "took 0 arguments but was called with 2").
    @Test func aCaptureListAloneLeavesTheShorthandArguments() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            final class ReaderViewController: UIViewController {
                private lazy var layout = UICollectionViewCompositionalLayout { [unowned self] in
                    return self.section(index: $0, environment: $1)
                }
                func section(index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    index == 0 ? row(30) : row(60)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(30)), \(Self.row(60))]")))
    }
}
