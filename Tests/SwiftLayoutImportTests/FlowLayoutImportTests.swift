import LayoutModel
import SpecFormat
import SwiftLayoutImport
import Testing

/// Flow layouts as apps write them: a `UICollectionViewFlowLayout` configured where the collection view is made
/// (a closure, a factory, `init` or `viewDidLoad`), completed by the controller's
/// `UICollectionViewDelegateFlowLayout` methods, with the running app's sizes read as the flow spec's names.
@Suite("Flow layouts")
struct FlowLayoutImportTests {
    /// The one flow layout of the source.
    static func flow(_ source: String, assumptions: [String: AssumedValue] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> FlowLayout? {
        Importing.spec(source, assumptions: assumptions, sourceLocation: sourceLocation)?.flow
    }

    static func expression(_ text: String) throws -> FlowExpression { try FlowExpression(parsing: text) }

    static func size(_ width: String, _ height: String) throws -> FlowSize {
        FlowSize(width: try expression(width), height: try expression(height))
    }

    /// Post 002's shape: the layout configured in the closure that creates the collection view, every property
    /// that moves frames set in one of its spellings.
    @Test func aLayoutConfiguredInTheClosureThatCreatesTheCollectionView() throws {
        let flow = Self.flow("""
            final class ZooViewController: UIViewController {
                let collectionView: UICollectionView = {
                    let flowLayout = UICollectionViewFlowLayout()
                    flowLayout.scrollDirection = .horizontal
                    flowLayout.itemSize = CGSize(width: 120, height: 80.5)
                    flowLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                    flowLayout.minimumLineSpacing = 4
                    flowLayout.minimumInteritemSpacing = CGFloat(6)
                    flowLayout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                    flowLayout.sectionInset.left += 10
                    flowLayout.sectionInsetReference = .fromSafeArea
                    flowLayout.headerReferenceSize = CGSize(width: 0, height: 30)
                    flowLayout.footerReferenceSize = .init(width: 0, height: 20)
                    flowLayout.sectionHeadersPinToVisibleBounds = true
                    flowLayout.sectionFootersPinToVisibleBounds = true
                    let cv = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
                    cv.register(Cell.self, forCellWithReuseIdentifier: Cell.identifier)
                    cv.backgroundColor = .white
                    cv.contentInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                    cv.contentInsetAdjustmentBehavior = .never
                    return cv
                }()
            }
            """)
        let expected = FlowLayout(
            scrollDirection: .horizontal, itemSize: FlowSize(width: 120, height: 80.5), estimatedItemSize: .automaticSize,
            minimumLineSpacing: 4, minimumInteritemSpacing: 6, sectionInset: FlowInsets(top: 1, left: 12, bottom: 3, right: 4),
            sectionInsetReference: .fromSafeArea, headerReferenceSize: FlowSize(width: 0, height: 30),
            footerReferenceSize: FlowSize(width: 0, height: 20), sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true,
            collectionView: CollectionViewSettings(contentInset: FlowInsets(all: 10), contentInsetAdjustmentBehavior: .never)
        )
        #expect(flow == expected)
    }

    /// A factory returning the layout, with `.zero`, `UIEdgeInsets()` and explicit-type spellings; a file-level
    /// factory and a static one in an enum are each a layout of their own.
    @Test func factories() throws {
        let result = Importing.result("""
            enum Layouts {
                static let spacing: CGFloat = 8
                static func grid() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    layout.minimumLineSpacing = spacing * 2
                    layout.sectionInset = .zero
                    layout.headerReferenceSize = CGSize.zero
                    layout.estimatedItemSize = .zero
                    return layout
                }
            }
            func strip() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
                layout.sectionInset = UIEdgeInsets()
                layout.sectionInsetReference = UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins
                layout.estimatedItemSize = CGSize(width: 50, height: 30)
                return layout
            }
            """, file: "Factories.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Factories.grid", "Factories.strip"])
        #expect(result.layouts.map(\.declaration) == ["Layouts.grid()", "strip()"])
        #expect(result.layouts.first?.spec.flow == FlowLayout(itemSize: FlowSize(width: 100, height: 100), minimumLineSpacing: 16))
        #expect(result.layouts.last?.spec.flow == FlowLayout(
            scrollDirection: .horizontal, estimatedItemSize: .estimate(FlowSize(width: 50, height: 30)), sectionInsetReference: .fromLayoutMargins
        ))
    }

    /// A type of factories holds a layout per factory; one that another calls is its helper.
    @Test func aTypeOfFactoriesHoldsOneLayoutPerFactory() {
        let result = Importing.result("""
            enum FlowLayouts {
                static func base(spacing: CGFloat) -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = spacing
                    return layout
                }
                static func grid() -> UICollectionViewFlowLayout {
                    let layout = base(spacing: 4)
                    layout.itemSize = CGSize(width: 90, height: 90)
                    return layout
                }
                static var strip: UICollectionViewFlowLayout {
                    let layout = base(spacing: 0)
                    layout.scrollDirection = .horizontal
                    return layout
                }
            }
            """, file: "Flows.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Flows.grid", "Flows.strip"])
        #expect(result.layouts.map(\.spec.flow) == [
            FlowLayout(itemSize: FlowSize(width: 90, height: 90), minimumLineSpacing: 4), FlowLayout(scrollDirection: .horizontal, minimumLineSpacing: 0),
        ])
    }

    /// `viewDidLoad` creates the layout and the collection view and keeps the view in a property it then
    /// configures; a factory it calls runs once.
    @Test func aLayoutBuiltInViewDidLoad() throws {
        let flow = Self.flow("""
            final class PhotosViewController: UIViewController {
                var collectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
                    collectionView.contentInset.top = 12
                    view.addSubview(collectionView)
                }

                func makeLayout() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 64, height: 64)
                    return layout
                }
            }
            """)
        #expect(flow == FlowLayout(itemSize: FlowSize(width: 64, height: 64), collectionView: CollectionViewSettings(contentInset: FlowInsets(top: 12))))
    }

    /// A `UICollectionViewController` gets its collection view from `super.init(collectionViewLayout:)`;
    /// `viewDidLoad` reaches the layout through `collectionViewLayout as? UICollectionViewFlowLayout`.
    @Test func aCollectionViewControllerConfiguredInInitAndViewDidLoad() throws {
        let flow = Self.flow("""
            final class FeedController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = 0
                    super.init(collectionViewLayout: layout)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.contentInsetAdjustmentBehavior = .always
                    if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
                        layout.itemSize = CGSize(width: view.frame.width, height: 60)
                    }
                }
            }
            """)
        #expect(flow == FlowLayout(
            itemSize: try Self.size("width", "60"), minimumLineSpacing: 0,
            collectionView: CollectionViewSettings(contentInsetAdjustmentBehavior: .always)
        ))
    }

    /// `self.init(collectionViewLayout:)` in a convenience initializer; a controller from a storyboard whose
    /// `viewDidLoad` gives its collection view a layout made in code; one that only adjusts the storyboard's.
    @Test func collectionViewControllersInTheirOtherShapes() throws {
        let convenience = Self.flow("""
            final class GalleryController: UICollectionViewController {
                convenience init() {
                    self.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = collectionViewLayout as! UICollectionViewFlowLayout
                    layout.itemSize = CGSize(width: 80, height: 80)
                }
            }
            """)
        #expect(convenience == FlowLayout(itemSize: FlowSize(width: 80, height: 80)))
        let storyboard = """
            final class StoryController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: 80)
                    collectionView.collectionViewLayout = layout
                    collectionView.contentInset.left = 4
                }
            }
            """
        #expect(Self.flow(storyboard) == FlowLayout(itemSize: FlowSize(width: 80, height: 80), collectionView: CollectionViewSettings(contentInset: FlowInsets(left: 4))))
        #expect(Importing.faults("""
            final class StoryController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
                        layout.itemSize = CGSize(width: 80, height: 80)
                    }
                }
            }
            """) == [
            "Layouts.swift:4:25: cannot evaluate `collectionViewLayout`: StoryController's layout comes from outside the Swift files given: from a storyboard scene, or from the code that creates StoryController (import the .storyboard that holds its scene with the Swift files, or the Swift file that creates it with its layout)"
        ])
    }

    /// Script-style code runs in order; a function that configures the layout but is called from nowhere the
    /// importer runs (the network callback of post 002, say) is run after the lifecycle methods, with a note.
    @Test func scriptsAndSetupFunctions() throws {
        #expect(Self.flow("""
            import UIKit
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 10, height: 10)
            layout.minimumLineSpacing = 3
            """) == FlowLayout(itemSize: FlowSize(width: 10, height: 10), minimumLineSpacing: 3))
        let result = Importing.result("""
            final class FeedViewController: UIViewController {
                let layout = UICollectionViewFlowLayout()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fetchFeed()
                }
                func setupLayout() {
                    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.flow == FlowLayout(sectionInset: FlowInsets(all: 8)))
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:7:10: setupLayout() is not called from init, loadView or viewDidLoad; the importer runs it after them, as code that configures the collection view"
        ])
    }

    /// Post 002's delegate: `sizeForItemAt` in an extension, the view's size read as the collection view's.
    @Test func sizeForItemAtReadsTheViewsSizeAsNames() throws {
        let result = Importing.result("""
            class AnimalViewController: UIViewController {
                let collectionView: UICollectionView = {
                    let flowLayout = UICollectionViewFlowLayout()
                    let cv = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
                    return cv
                }()
            }

            extension AnimalViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let margin: CGFloat = 10
                    return CGSize(width: (self.view.frame.width - (margin * 3)) / 2, height: self.view.frame.height / 4)
                }
            }
            """, assumptions: ["self.view.frame.height": 844])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.itemSize == (try Self.size("(width - 10 * 3) / 2", "height / 4")))
        #expect(result.layouts.first?.spec.flow?.itemSize.width.description == "(width - 30) / 2")
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:12:31: self.view.frame.width is read as the collection view's width (`width` in the flow spec)",
            "Layouts.swift:12:82: self.view.frame.height is read as the collection view's height (`height` in the flow spec)",
        ])
        #expect(result.usedAssumptions.isEmpty, "the flow spec names the height: an --assume for it is not used")
        let description = result.layouts.first?.spec.description ?? ""
        #expect(description.contains("and its UICollectionViewDelegateFlowLayout method collectionView(_:layout:sizeForItemAt:)"))
        #expect(description.contains("self.view.frame.width is read as the collection view's width"), "show prints the description")
    }

    /// In a view class that makes its collection view, `self.frame.height` (and a bare `frame.height`) is the collection
    /// view's height, as a controller's `view.frame` is; a window scene's screen is the device's, as `UIScreen.main` is.
    @Test func aViewsOwnFrameAndAWindowScenesScreenAreTheCollectionViewsSize() throws {
        let result = Importing.result("""
            func appWidth() -> CGFloat {
                let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                return windowScene?.screen.bounds.size.width ?? .zero
            }
            final class FilesToolbarView: UIView, UICollectionViewDelegateFlowLayout {
                private let itemOffset: CGFloat = 8
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    .init(width: self.frame.height - itemOffset, height: frame.height - itemOffset)
                }
            }
            final class RecommendView: UIView {
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: (appWidth() - 40) / 2, height: 80)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.spec.flow?.itemSize) == [try Self.size("height - 8", "height - 8"), try Self.size("(width - 40) / 2", "80")])
        #expect(result.notes.map(\.message).contains("self.frame.height is read as the collection view's height (`height` in the flow spec)"), "\(result.notes)")
        #expect(result.notes.map(\.message).contains("windowScene?.screen.bounds.size.width is read as the collection view's width (`width` in the flow spec)"), "\(result.notes)")
    }

    /// `guard collectionView.bounds.width > 0`, a guard against a view not laid out yet, holds in every environment (each
    /// has a positive size): one flow layout, not an adaptive one whose other case no environment takes; a comparison
    /// with any other number stays a case per width.
    @Test func aContainerLengthComparedWithZeroIsDecided() throws {
        func result(_ guardCode: String) -> SwiftImportResult {
            Importing.result("""
                class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        \(guardCode) else { return .zero }
                        return CGSize(width: collectionView.bounds.width / 3, height: 90)
                    }
                }
                """)
        }
        let positive = result("guard collectionView.bounds.width > 0")
        #expect(positive.diagnostics.isEmpty, "\(positive.diagnostics)")
        #expect(positive.layouts.first?.spec.flow?.itemSize == (try Self.size("width / 3", "90")))
        #expect(positive.notes.map(\.message).contains("a length of the container compared with zero is true: every environment has a positive size"))
        let mirrored = result("guard 0 != collectionView.bounds.width")
        #expect(mirrored.layouts.first?.spec.flow?.itemSize == (try Self.size("width / 3", "90")))
        let other = result("guard collectionView.bounds.width > 320")
        #expect(other.layouts.first?.spec.definition.flowConditionNames == ["width"], "\(other.diagnostics)")
    }

    /// `Int(…)` of a size truncates toward zero, as a flow expression's `trunc` does: a column count from the width.
    @Test func anIntOfASizeIsItsTruncation() throws {
        let result = Importing.result("""
            class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let columns = CGFloat(Int(collectionView.bounds.width / 120))
                    let side = collectionView.bounds.width / columns
                    return CGSize(width: side, height: side)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.itemSize == (try Self.size("width / trunc(width / 120)", "width / trunc(width / 120)")))
    }

    /// A computed size capped with `min` (and floored with `max`) stays a flow expression, so every device gets its own
    /// size, as `sizeForItemAt` gives it, instead of a refusal.
    @Test func sizesCappedWithMinAndMaxStayExpressions() throws {
        let result = Importing.result("""
            class ShareViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private let perRow: CGFloat = 4
                private let padding: CGFloat = 12
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let available = collectionView.bounds.width
                    let size = (available - padding * 2 - (perRow - 1) * 8) / perRow
                    return CGSize(width: min(100, size), height: max(size, 60, 44))
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let itemSize = result.layouts.first?.spec.flow?.itemSize
        #expect(itemSize?.width.description == "min(100, (width - 24 - 24) / 4)")
        #expect(itemSize?.height.description == "max(max((width - 24 - 24) / 4, 60), 44)")
        // On a 390-point collection view: (390 - 48) / 4 = 85.5, under the cap; on an 834-point one, 196.5, capped.
        let names: (Double) -> (String) -> Double? = { width in { $0 == "width" ? width : nil } }
        #expect(try itemSize?.width.evaluate(names(390)) == 85.5)
        #expect(try itemSize?.width.evaluate(names(834)) == 100)
        #expect(try itemSize?.height.evaluate(names(200)) == 60)
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:7:25: collectionView.bounds.width is read as the collection view's width (`width` in the flow spec)",
        ])
    }

    /// A size kept on whole points (`floor`, `.rounded(.down)`, `.rounded()`) stays a flow expression; a rule no
    /// expression function rounds by (`.toNearestOrEven`) still needs a value.
    @Test func roundedSizesStayExpressions() throws {
        let result = Importing.result("""
            class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let side = floor((collectionView.bounds.width - 30) / 2)
                    return CGSize(width: side, height: (side * 1.5).rounded())
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                    CGSize(width: 0, height: (collectionView.bounds.height / 9).rounded(.down))
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize.width.description == "floor((width - 30) / 2)")
        #expect(flow?.itemSize.height.description == "round(floor((width - 30) / 2) * 1.5)")
        #expect(flow?.headerReferenceSize.height.description == "floor(height / 9)")
        // On a 375-point view: floor(172.5) = 172 wide, round(258) = 258 tall.
        #expect(try flow?.itemSize.width.evaluate { $0 == "width" ? 375 : nil } == 172)
        #expect(try flow?.itemSize.height.evaluate { $0 == "width" ? 375 : nil } == 258)
        #expect(Importing.faults("""
            class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: (collectionView.bounds.width / 3).rounded(.toNearestOrEven), height: 44)
                }
            }
            """) == [
            "Layouts.swift:4:24: cannot evaluate `collectionView.bounds.width`: it is read as the collection view's width (`width` in the flow spec), which a flow spec uses in the arithmetic of item sizes, spacings and reference sizes (+ - * /, min, max, floor, ceil, round, trunc), not in `rounded` (give it a value with --assume collectionView.bounds.width=NUMBER)"
        ])
    }

    /// `width.round(.down)` is the mutating form of `rounded(.down)`: the variable holds the rounded expression.
    @Test func aVariableRoundedInPlaceHoldsTheRoundedExpression() throws {
        let result = Importing.result("""
            class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    var itemWidth = (collectionView.bounds.width - 30) / 2
                    itemWidth.round(.down)
                    var height: CGFloat = 80.6
                    height.round()
                    return CGSize(width: itemWidth, height: height)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize.width.description == "floor((width - 30) / 2)")
        // 80.6 to nearest is 81; (375 - 30) / 2 = 172.5 rounds down to 172.
        #expect(try flow?.itemSize.height.evaluate { _ in nil } == 81)
        #expect(try flow?.itemSize.width.evaluate { $0 == "width" ? 375 : nil } == 172)
    }

    /// A header sized from a view the collection view dequeues (`systemLayoutSizeFitting` of its Auto Layout) is the
    /// running app's: refused at the dequeue, which answers nothing the code determines (it answered no value, and
    /// the message blamed "no value").
    @Test func aSizeFromADequeuedViewIsTheRunningApps() {
        let faults = Importing.faults("""
            class IDsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    let headerView = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! TextReusableView
                    headerView.layoutMargins.left = self.view.layoutMargins.left
                    return headerView
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                    let headerView = self.collectionView(collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
                    return headerView.systemLayoutSizeFitting(CGSize(width: collectionView.frame.width, height: 0))
                }
            }
            """)
        #expect(faults == [
            "Layouts.swift:4:26: cannot evaluate `headerView.systemLayoutSizeFitting(CGSize(width: collectionView.frame.width, he…`: the collection view answers it while the app runs (its views, their Auto Layout and the data's counts)"
        ])
    }

    /// `collectionView?.bounds.size.width` and `collectionView!.…`: a collection view controller's `collectionView`
    /// is implicitly unwrapped and loaded when `viewDidLoad` runs, so the chain is the collection view's width
    /// however it is unwrapped, and `?? 50` never applies.
    @Test func anUnwrappedCollectionViewsWidthIsTheFlowSpecsWidth() throws {
        let result = Importing.result("""
            class AchievementsViewController: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let flowLayout = collectionView?.collectionViewLayout as? UICollectionViewFlowLayout {
                        flowLayout.itemSize = CGSize(width: (collectionView!.bounds.size.width - 10) / 2, height: 54)
                        flowLayout.headerReferenceSize = CGSize(width: collectionView?.bounds.size.width ?? 50, height: 40)
                    }
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize.width.description == "(width - 10) / 2")
        #expect(flow?.headerReferenceSize.width.description == "width")
        #expect(flow?.headerReferenceSize.height.description == "40")
    }

    /// `return collectionView.frame.size` (a page per item) is the collection view's size, `width` × `height` (it was
    /// refused, and offered `--assume collectionView.frame.size=NUMBER`).
    @Test func theCollectionViewsSizeIsBothNames() throws {
        let result = Importing.result("""
            final class GalleryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    layout.minimumLineSpacing = 0
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return collectionView.frame.size
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize.width.description == "width")
        #expect(flow?.itemSize.height.description == "height")
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:9:16: collectionView.frame.size is read as the collection view's size (`width` × `height` in the flow spec)"
        ])
    }

    /// An `@IBOutlet` collection view whose layout the code makes and sets (`setCollectionViewLayout`) is read without
    /// its storyboard: the outlet is the controller's collection view, its `frame.width` the flow spec's width (with
    /// UIKit's default insets, as a storyboard that sets none has). A layout kept in an implicitly unwrapped `var`
    /// starts as nil (`if flowLayout == nil { flowLayout = … }`).
    @Test func anOutletCollectionViewTakesTheLayoutTheCodeSets() throws {
        let result = Importing.result("""
            final class CharactersViewController: UIViewController {
                @IBOutlet weak var charactersCollectionView: UICollectionView!
                var flowLayout: UICollectionViewFlowLayout!
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    if flowLayout == nil {
                        flowLayout = UICollectionViewFlowLayout()
                        flowLayout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
                        let side = charactersCollectionView.frame.width / 2 - 15
                        flowLayout.itemSize = CGSize(width: side, height: side)
                    }
                    charactersCollectionView.setCollectionViewLayout(flowLayout, animated: false)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.sectionInset == FlowInsets(top: 20, left: 10, bottom: 30, right: 10))
        #expect(flow?.itemSize.width.description == "width / 2 - 15")
        // Without a layout of the code's, the outlet shows its storyboard's, which is not in the files.
        let storyboardLayout = Importing.faults("""
            final class CharactersViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                @IBOutlet weak var charactersCollectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    charactersCollectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
                }
            }
            """)
        #expect(storyboardLayout.contains { $0.contains("the layout of `charactersCollectionView` is the one its storyboard or .xib gives it") }, "\(storyboardLayout)")
    }

    /// Every spelling of the container's size and safe area the importer reads as a name.
    @Test(arguments: [
        ("view.frame.width", "width"), ("view.bounds.width", "width"), ("self.view.frame.width", "width"),
        ("view.frame.size.width", "width"), ("self.view.bounds.size.height", "height"), ("collectionView.bounds.width", "width"),
        ("collectionView.frame.height", "height"), ("self.collectionView.frame.size.width", "width"),
        ("UIScreen.main.bounds.width", "width"), ("UIScreen.main.bounds.size.height", "height"),
        ("view.safeAreaInsets.top", "safeArea.top"), ("self.view.safeAreaInsets.left", "safeArea.left"),
        ("collectionView.safeAreaInsets.bottom", "safeArea.bottom"),
    ])
    func containerNames(_ code: String, _ name: String) throws {
        let result = Importing.result("""
            final class ViewController: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            }
            extension ViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                    CGSize(width: 0, height: \(code) + 1)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.headerReferenceSize.height == (try Self.expression("\(name) + 1")))
        #expect(result.notes.first?.message.hasPrefix("\(code) is read as the collection view's") == true, "\(result.notes)")
    }

    /// Answers that depend on the section: each section that answers otherwise than the default gets an entry of
    /// `sections`; the default (the answer past the last index compared) is the layout's value.
    @Test func delegateMethodsThatSwitchOnTheSection() throws {
        let flow = Self.flow("""
            final class SettingsViewController: UIViewController {
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumInteritemSpacing = 2
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }

            extension SettingsViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    switch indexPath.section {
                    case 0: return CGSize(width: collectionView.bounds.width, height: 200)
                    case 2: return CGSize(width: (collectionView.bounds.width - 10) / 2, height: 120)
                    default: return CGSize(width: 100, height: 100)
                    }
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    if section == 1 { return UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
                    return .zero
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    section == 0 ? 0 : 8
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
                    let spacings: [CGFloat] = [4, 6]
                    return spacings[section]
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                    CGSize(width: 0, height: 44)
                }
            }
            """)
        #expect(flow?.itemSize == FlowSize(width: 100, height: 100))
        #expect(flow?.sectionInset == .zero)
        #expect(flow?.minimumLineSpacing == 8)
        #expect(flow?.minimumInteritemSpacing == 2, "an array indexed by the section ends the sections: past them the layout's value stays")
        #expect(flow?.headerReferenceSize == FlowSize(width: 0, height: 44), "an answer that ignores the section is the layout's value")
        #expect(flow?.sections == [
            FlowSectionOverrides(itemSize: try Self.size("width", "200"), minimumLineSpacing: 0, minimumInteritemSpacing: 4),
            FlowSectionOverrides(sectionInset: FlowInsets(top: 0, left: 16, bottom: 0, right: 16), minimumInteritemSpacing: 6),
            FlowSectionOverrides(itemSize: try Self.size("(width - 10) / 2", "120")),
        ])
    }

    /// `indexPath.item` (or `.row`) is the name `item`: a size computed from it is one expression per item.
    @Test func aSizeComputedFromTheItemIndex() throws {
        let flow = Self.flow("""
            final class TagsViewController: UIViewController {
                let layout = UICollectionViewFlowLayout()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            }
            extension TagsViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let width = 40 + CGFloat(indexPath.item) * 12.5
                    return CGSize(width: width, height: CGFloat(indexPath.row + 1) * 10)
                }
            }
            """)
        #expect(flow?.itemSize == (try Self.size("40 + item * 12.5", "(item + 1) * 10")))
        #expect(flow?.itemSize.dependsOnItem == true)
        #expect(flow?.sections == [])
    }

    // MARK: - Naming

    @Test func aCommentBeforeTheClassNamesTheLayoutAndItsMembersAreOne() throws {
        let source = """
            import UIKit

            // catalog: zoo items 18
            final class ZooViewController: UIViewController {
                lazy var layout: UICollectionViewFlowLayout = {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = 1
                    return layout
                }()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
                }
            }
            """
        let result = Importing.result(source, file: "App/Zoo View.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["zoo"])
        #expect(result.layouts.map(\.line) == [5], "the first member: `show` prints it and what it uses")
        #expect(result.layouts.first?.spec.itemCounts == [18])
        #expect(result.layouts.first?.spec.flow == FlowLayout(minimumLineSpacing: 1, collectionView: CollectionViewSettings(contentInset: FlowInsets(top: 5))))
        let unnamed = Importing.result(source.replacingOccurrences(of: "// catalog: zoo items 18\n", with: ""), file: "App/Zoo View.swift")
        #expect(unnamed.layouts.map(\.name) == ["Zoo-View.layout"])
        #expect(unnamed.layouts.map(\.declaration) == ["ZooViewController.layout"])
        let twice = Importing.faults(source.replacingOccurrences(of: "    lazy var collectionView", with: "    // catalog: again\n    lazy var collectionView"))
        #expect(twice == [
            "Layouts.swift:10:5: a second `// catalog:` comment for the flow layout of ZooViewController.layout (a view controller's flow layout is one layout: keep one comment, before the class or before one of its members)"
        ])
    }

    /// A factory of another type is a layout of its own; the controller that shows it and answers the delegate
    /// is another. A controller that builds a compositional layout does not read flow delegate methods.
    @Test func aFactoryOfAnotherTypeAndAControllerThatShowsIt() throws {
        let delegate = """
            extension ShopViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 2 }
            }
            """
        let result = Importing.result("""
            enum Layouts {
                static func shelf() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    return layout
                }
            }
            final class ShopViewController: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Layouts.shelf())
            }
            \(delegate)
            """, file: "Shop.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Shop.shelf", "Shop.collectionView"])
        #expect(result.layouts.map(\.spec.flow) == [
            FlowLayout(scrollDirection: .horizontal), FlowLayout(scrollDirection: .horizontal, minimumLineSpacing: 2),
        ])
        let compositional = Importing.result("""
            final class ShopViewController: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
                func createLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            \(delegate)
            """, file: "Shop.swift")
        #expect(compositional.diagnostics.isEmpty, "\(compositional.diagnostics)")
        #expect(compositional.layouts.map(\.name) == ["Shop.createLayout"])
        #expect(compositional.notes.map(\.message) == [
            "ShopViewController implements UICollectionViewDelegateFlowLayout methods but builds a compositional layout, which does not ask them; they are not read"
        ])
    }

    /// Delegate methods whose layout no file creates (it comes from a storyboard) are refused at the
    /// delegate, naming the storyboard as what is missing; a storyboard given without that scene is named too.
    @Test func delegateMethodsWithoutALayoutAreRefusedAtTheDelegate() {
        let source = """
            final class StoryboardController: UICollectionViewController {}
            extension StoryboardController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 10, height: 10)
                }
            }
            """
        let result = Importing.result(source)
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "Layouts.swift:3:10: StoryboardController answers UICollectionViewDelegateFlowLayout, but no Swift file given creates the flow layout it answers for: its layout comes from a storyboard, and no storyboard was given (import the .storyboard that holds StoryboardController's scene with the Swift files, or the Swift file that creates its layout)"
        ])
        #expect(result.notes.isEmpty, "\(result.notes)")
        let otherScene = SwiftImportFile(path: "Main.storyboard", text: Storyboards.document(scenes: Storyboards.scene(controller: "OtherController")))
        #expect(Importing.result(files: [SwiftImportFile(path: "Layouts.swift", text: source), otherScene]).diagnostics.map(\.message) == [
            "StoryboardController answers UICollectionViewDelegateFlowLayout, but no Swift file given creates the flow layout it answers for: no storyboard or .xib given (Main.storyboard) has a scene of class StoryboardController"
        ])
    }

    // MARK: - Faults

    /// A controller whose layout code is in the closure, and a delegate method with `body` (line 9 holds it).
    static func controller(delegate body: String, method: String = "sizeForItemAt indexPath: IndexPath) -> CGSize", configure: String = "") -> String {
        """
        final class GridViewController: UIViewController {
            let collectionView: UICollectionView = {
                let layout = UICollectionViewFlowLayout()\(configure)
                return UICollectionView(frame: .zero, collectionViewLayout: layout)
            }()
        }
        extension GridViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, \(method) {
                \(body)
            }
        }
        """
    }

    @Test func aComparisonOfTheItemIndexCannotBeWritten() {
        #expect(Importing.faults(Self.controller(delegate: "indexPath.item % 2 == 0 ? CGSize(width: 10, height: 10) : CGSize(width: 20, height: 20)")) == [
            "Layouts.swift:9:9: cannot evaluate `indexPath.item`: it is read as the item index (`item` in the flow spec), which a flow spec uses in the arithmetic of item sizes (+ - * /, min, max, floor, ceil, round, trunc), not in a comparison (`==`) (a flow spec's item size is one expression for all items)"
        ])
        #expect(Importing.faults(Self.controller(delegate: "indexPath.item == 0 ? CGSize(width: 10, height: 10) : CGSize(width: 20, height: 20)")) == [
            "Layouts.swift:9:9: cannot evaluate `indexPath.item`: it is read as the item index (`item` in the flow spec), which a flow spec uses in the arithmetic of item sizes (+ - * /, min, max, floor, ceil, round, trunc), not in a comparison (`==`) (a flow spec's item size is one expression for all items)"
        ])
    }

    /// Between `Int`s, Swift's `/` truncates toward zero and `%` keeps the dividend's sign: `trunc(item / 3)` and
    /// `item - 3 × trunc(item / 3)`, so a row of three items each a step higher than the last row is an expression.
    @Test func integerDivisionAndRemainderOfTheItemIndex() throws {
        let result = Importing.result(Self.controller(delegate: "CGSize(width: 10 + CGFloat(indexPath.item % 3), height: 10 + CGFloat(indexPath.item / 3))"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.itemSize == (try Self.size("10 + (item - 3 * trunc(item / 3))", "10 + trunc(item / 3)")))
    }

    /// A layout property read back keeps its expression: usable in arithmetic, located where it is compared.
    @Test func aPropertyReadBackFromTheLayout() throws {
        let spacing = Self.controller(
            delegate: "let flow = collectionViewLayout as! UICollectionViewFlowLayout\n        return flow.itemSize.width / 10",
            method: "minimumLineSpacingForSectionAt section: Int) -> CGFloat",
            configure: "\n        layout.itemSize = CGSize(width: UIScreen.main.bounds.width / 2, height: 50)"
        )
        #expect(Self.flow(spacing)?.minimumLineSpacing == (try? Self.expression("width / 2 / 10")))
        let compared = Self.controller(
            delegate: "let flow = collectionViewLayout as! UICollectionViewFlowLayout\n        return flow.itemSize.width > 100 ? CGSize(width: 1, height: 1) : flow.itemSize",
            configure: "\n        layout.itemSize = CGSize(width: UIScreen.main.bounds.width / 2, height: 50)"
        )
        // `width / 2 > 100` holds exactly where `width > 200`: one case of an adaptive flow layout per outcome.
        guard case .adaptiveFlow(let cases)? = Importing.spec(compared)?.definition else {
            Issue.record("expected an adaptive flow layout: \(Importing.faults(compared))")
            return
        }
        #expect(cases.map { $0.condition?.description } == ["width > 200", nil])
        #expect(cases.map(\.layout.itemSize) == [FlowSize(width: 1, height: 1), try Self.size("width / 2", "50")])
    }

    /// A method the app adds to `UICollectionViewFlowLayout` reads the layout's own properties by their bare names, and
    /// the key window's safe area is the collection view's (it fills the window): FreeOTP's `columnWidth`.
    @Test func aFlowLayoutExtensionReadsItsOwnPropertiesAndTheWindowsSafeArea() throws {
        let source = Self.controller(
            delegate: "let width = (collectionViewLayout as! UICollectionViewFlowLayout).columnWidth(collectionView, numCols: 2)\n        return CGSize(width: width, height: 40)",
            configure: "\n        layout.minimumInteritemSpacing = 6\n        layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)"
        ) + """

            extension UICollectionViewFlowLayout {
                func columnWidth(_ collectionView: UICollectionView, numCols: CGFloat) -> CGFloat {
                    var width = collectionView.frame.size.width
                    let window = UIApplication.shared.keyWindow
                    width -= window?.safeAreaInsets.left ?? 0
                    width -= window?.safeAreaInsets.right ?? 0
                    let ispace = minimumInteritemSpacing * (numCols - 1)
                    let ospace = sectionInset.left + sectionInset.right
                    return (width - ispace - ospace) / numCols
                }
            }
            """
        #expect(Self.flow(source)?.itemSize == (try Self.size("(width - safeArea.left - safeArea.right - 6 - 16) / 2", "40")))
    }

    /// What the container's width is compared with per item cannot be a case of the layout: the item index is no trait.
    @Test func aComparisonOfTheItemIndexStaysRefused() {
        let source = Self.controller(delegate: "indexPath.item > 2 ? CGSize(width: 1, height: 1) : CGSize(width: 2, height: 2)")
        #expect(Importing.faults(source).first?.contains("it is read as the item index (`item` in the flow spec)") == true, "\(Importing.faults(source))")
    }

    /// Insets are numbers in a spec: the container's width there needs `--assume`.
    @Test func theWidthInInsetsNeedsAnAssumption() throws {
        let source = Self.controller(
            delegate: "let inset = (collectionView.frame.width - 300) / 2\n        return UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)",
            method: "insetForSectionAt section: Int) -> UIEdgeInsets"
        )
        #expect(Importing.faults(source) == [
            "Layouts.swift:9:22: cannot evaluate `collectionView.frame.width`: it is read as the collection view's width (`width` in the flow spec), which a flow spec uses in the arithmetic of item sizes, spacings and reference sizes (+ - * /, min, max, floor, ceil, round, trunc), not in a value a spec holds as a number, such as an inset (give it a value with --assume collectionView.frame.width=NUMBER)"
        ])
        let result = Importing.result(source, assumptions: ["collectionView.frame.width": 390])
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.flow?.sectionInset == FlowInsets(top: 0, left: 45, bottom: 0, right: 45))
        #expect(result.usedAssumptions == ["collectionView.frame.width"])
    }

    @Test func codeTheImporterCannotFollow() {
        #expect(Importing.faults(Self.controller(delegate: "CGSize(width: 10, height: 10)", method: "estimatedSizeForItemAt indexPath: IndexPath) -> CGSize")) == [
            "Layouts.swift:8:10: `collectionView(_:layout:estimatedSizeForItemAt:)` is not a UICollectionViewDelegateFlowLayout method the importer reads (it reads collectionView(_:layout:sizeForItemAt:), collectionView(_:layout:insetForSectionAt:), collectionView(_:layout:minimumLineSpacingForSectionAt:), collectionView(_:layout:minimumInteritemSpacingForSectionAt:), collectionView(_:layout:referenceSizeForHeaderInSection:), collectionView(_:layout:referenceSizeForFooterInSection:))"
        ])
        #expect(Importing.faults(Self.controller(delegate: "CGSize(width: 10, height: 10)", configure: "\n        layout.sectionInsetReference = Theme.reference")) == [
            "Layouts.swift:4:40: cannot evaluate `Theme.reference`: `Theme` is not declared in the files imported (import the file that declares `Theme` with this one, or give it a value with --assume Theme.reference=NUMBER)"
        ])
        #expect(Importing.faults(Self.controller(delegate: "CGSize(width: 10, height: 10)", configure: "\n        layout.itemSpacing = 3")) == [
            "Layouts.swift:4:16: setting `itemSpacing` of a UICollectionViewFlowLayout is not something the importer reads"
        ])
        #expect(Importing.faults(Self.controller(delegate: "CGSize(width: 10, height: CGFloat(indexPath.section % 2) * 10)")) == [
            "Layouts.swift:8:10: `collectionView(_:layout:sizeForItemAt:)` still gives new answers at section 63 (a flow spec gives every section past its last entry the layout's value: make the method settle on one answer, such as a `default:` case)"
        ])
        #expect(Importing.faults(Self.controller(delegate: "CGSize(width: 10, height: 10)", configure: "\n        Style.current.collectionView.contentInset = .zero")) == [
            "Layouts.swift:4:9: cannot tell what `Style.current.collectionView.contentInset` configures: `Style.current.collectionView`: `Style` is not declared in the files imported (configure the collection view or flow layout the code creates, where the importer can follow it)"
        ])
    }

    /// Code that reaches an unknown layout through a cast to the app's own layout class configures that class: the
    /// refusal names the custom layout, not the unknown collection view.
    @Test func aCastToTheAppsOwnLayoutClassNamesIt() {
        #expect(Importing.faults("""
            class GridLayout: UICollectionViewLayout {
                var rows = 1
            }
            final class IconsCell: UICollectionViewCell {
                @IBOutlet var collectionView: UICollectionView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    if let grid = collectionView.collectionViewLayout as? GridLayout {
                        grid.rows = 1
                    }
                    let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
                    flow?.itemSize = CGSize(width: 40, height: 40)
                }
            }
            """) == [
            "Layouts.swift:8:63: `GridLayout` is a custom layout (a subclass of UICollectionViewLayout), which the importer does not read: its overrides can place items anywhere (describe the layout in a spec, or build it from UIKit's flow or compositional layout)"
        ])
    }

    @Test func aSubclassAndAConfigurationNobodyCalls() {
        #expect(Importing.faults("""
            final class LeftAlignedLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
            }
            final class TagsViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: LeftAlignedLayout())
            }
            """) == [
            "Layouts.swift:5:79: `LeftAlignedLayout` is a subclass of UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere (the importer reads UICollectionViewFlowLayout itself, configured by properties and delegate methods)"
        ])
        #expect(Importing.faults("""
            final class GridViewController: UIViewController {
                let layout = UICollectionViewFlowLayout()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

                func apply(columns: Int) {
                    layout.itemSize = CGSize(width: 300 / CGFloat(columns), height: 80)
                }
            }
            """) == [
            "Layouts.swift:5:10: apply(columns:) configures the collection view or its flow layout, but needs arguments, and no code the importer runs calls it (the importer runs init, loadView, viewDidLoad and the members that configure the layout without arguments; it cannot tell when the app calls this one)"
        ])
    }

    /// Compositional layouts keep their behaviour: the view's height is a value of the running app there.
    @Test func compositionalLayoutsDoNotReadTheNames() {
        let faults = Importing.faults("""
            final class GridViewController: UIViewController {
                func createLayout() -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.frame.height / 4)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """)
        #expect(faults == [
            "Layouts.swift:4:138: cannot evaluate `view.frame.height`: it is known only when the app runs (give it a value with --assume view.frame.height=NUMBER)"
        ])
    }

    /// A collection view whose delegate is another object of the files that answers the flow delegate (a helper set
    /// directly, or by an adapter the controller makes) is sized by that object's methods, not the layout's
    /// properties: refused at the assignment (its 16-point insets were read where the helper gives 32, a wrong frame).
    @Test func anotherObjectAnsweringTheFlowDelegateIsRefused() {
        let source = """
            final class Helper: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    UIEdgeInsets(top: 5, left: 32, bottom: 5, right: 32)
                }
            }
            final class Adapter {
                init(collectionView: UICollectionView, delegatee: Helper) { collectionView.delegate = delegatee }
            }
            final class GridViewController: UIViewController {
                private let helper = Helper()
                private var adapter: Adapter!
                private var gridLayout: UICollectionViewFlowLayout = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 50, height: 50)
                    layout.sectionInset = .init(top: 5, left: 16, bottom: 5, right: 16)
                    return layout
                }()
                private var gridView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    gridView = UICollectionView(frame: .zero, collectionViewLayout: gridLayout)
                    adapter = Adapter(collectionView: gridView, delegatee: helper)
                }
            }
            """
        let why = "the collection view's delegate is Helper, whose collectionView(_:layout:insetForSectionAt:) sizes what its flow layout shows; the importer reads the flow delegate methods of the type that builds the layout, not another object's (answer the flow delegate in the type that builds the layout, or describe the layout in a spec)"
        let result = Importing.result(source)
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.description).contains("Layouts.swift:7:65: \(why)"), "\(result.diagnostics)")
        let direct = Importing.result(source.replacingOccurrences(of: "adapter = Adapter(collectionView: gridView, delegatee: helper)", with: "gridView.delegate = helper"))
        #expect(direct.layouts.isEmpty)
        #expect(direct.diagnostics.map(\.description).contains("Layouts.swift:22:9: \(why)"), "\(direct.diagnostics)")
    }

    /// The adapter shape real apps use: generic types of the files (`Adapter<Int>(…)`, made as their declarations
    /// say), an adapter that keeps the collection view in a `weak var` and sets its delegate in its initializer,
    /// which reads back what it assigned there. The delegatee answers the flow delegate: refused at that line.
    @Test func aGenericAdapterThatSetsTheDelegateInItsInitializerIsFollowed() {
        let adapter = """
            final class Adapter<S>: NSObject {
                private weak var collectionView: UICollectionView?
                init(collectionView: UICollectionView, delegatee: Delegatee<S> = Delegatee<S>()) {
                    self.collectionView = collectionView
                    super.init()
                    self.collectionView?.delegate = delegatee
                }
            }
            """
        let source = """
            class Delegatee<S>: NSObject, UICollectionViewDelegate {}
            final class GridDelegatee<S>: Delegatee<S>, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    UIEdgeInsets(top: 5, left: 32, bottom: 5, right: 32)
                }
            }
            \(adapter)
            final class GridViewController: UIViewController {
                private let delegatee = GridDelegatee<Int>()
                private var adapter: Adapter<Int>!
                private let gridLayout = UICollectionViewFlowLayout()
                private var gridView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    gridLayout.itemSize = CGSize(width: 50, height: 50)
                    gridView = UICollectionView(frame: .zero, collectionViewLayout: gridLayout)
                    adapter = Adapter<Int>(collectionView: gridView, delegatee: delegatee)
                }
            }
            """
        let faults = Importing.faults(source)
        #expect(faults.contains { $0.hasPrefix("Layouts.swift:12:9: the collection view's delegate is GridDelegatee, whose collectionView(_:layout:insetForSectionAt:)") }, "\(faults)")
        // An adapter of a library the files do not hold, given the view and the delegatee: it may set the delegate.
        let withoutAdapter = Importing.faults(source.replacingOccurrences(of: adapter, with: ""))
        #expect(withoutAdapter.contains { $0.contains("is given the collection view and GridDelegatee, whose collectionView(_:layout:insetForSectionAt:) sizes what its flow layout shows") }, "\(withoutAdapter)")
    }

    /// A view controller that makes two collection views, each with a flow layout of its own in a stored property, has
    /// one layout per view, named by the property; its delegate answers each as `collectionView == categoryView`
    /// decides.
    @Test func twoCollectionViewsEachWithItsOwnFlowLayout() {
        let result = Importing.result("""
            final class PickerViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private let categoryView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                private let gridView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumLineSpacing = 2
                    layout.minimumInteritemSpacing = 2
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    categoryView.delegate = self
                    gridView.delegate = self
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    if collectionView == categoryView { return CGSize(width: 80, height: 32) }
                    let side = floor((collectionView.bounds.width - 4) / 3)
                    return CGSize(width: side, height: side)
                }
            }
            """, file: "Picker.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Picker.categoryView", "Picker.gridView"])
        #expect(result.layouts.first?.spec.flow?.scrollDirection == .horizontal)
        #expect(result.layouts.first?.spec.flow?.itemSize == FlowSize(width: 80, height: 32))
        #expect(result.layouts.first?.spec.flow?.sectionInset == FlowInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(result.layouts.last?.spec.flow?.itemSize.width.description == "floor((width - 4) / 3)")
        #expect(result.layouts.last?.spec.flow?.minimumLineSpacing == 2)
        #expect(result.layouts.last?.declaration == "PickerViewController.gridView")
    }

    /// The same two views made by one method that makes both layouts and assigns each view to its property (`var
    /// calendarView: UICollectionView!`): one layout per property, each with its own settings and `contentInset`.
    @Test func twoCollectionViewsAssignedByOneMethod() {
        let result = Importing.result("""
            final class ScheduleViewController: UIViewController {
                private var calendarView: UICollectionView!
                private var classView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    makeCollectionViews()
                    classView.contentInset = .init(top: 0, left: 0, bottom: 84, right: 0)
                }
                private func makeCollectionViews() {
                    let calendarLayout = UICollectionViewFlowLayout()
                    calendarLayout.itemSize = CGSize(width: 24, height: 47)
                    calendarLayout.scrollDirection = .horizontal
                    calendarView = UICollectionView(frame: .zero, collectionViewLayout: calendarLayout)
                    let classLayout = UICollectionViewFlowLayout()
                    classLayout.itemSize = CGSize(width: UIScreen.main.bounds.width - 32, height: 100)
                    self.classView = UICollectionView(frame: .zero, collectionViewLayout: classLayout)
                }
            }
            """, file: "Schedule.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Schedule.calendarView", "Schedule.classView"])
        #expect(result.layouts.first?.spec.flow?.scrollDirection == .horizontal)
        #expect(result.layouts.first?.spec.flow?.itemSize == FlowSize(width: 24, height: 47))
        #expect(result.layouts.first?.spec.flow?.collectionView.contentInset == FlowInsets())
        #expect(result.layouts.last?.spec.flow?.scrollDirection == .vertical)
        #expect(result.layouts.last?.spec.flow?.itemSize.width.description == "width - 32")
        #expect(result.layouts.last?.spec.flow?.collectionView.contentInset == FlowInsets(top: 0, left: 0, bottom: 84, right: 0))
    }

    /// `UIScreen.main.scale` in a flow layout's code is the flow spec's `scale`, the screen's pixels per point, so a
    /// thumbnail size computed in pixels reads per device (in compositional code it stays a value the spec cannot hold).
    @Test func theScreensScaleInAFlowLayout() {
        let result = Importing.result("""
            final class PickerViewController: UIViewController {
                private var thumbnailSize: CGSize {
                    let scale = UIScreen.main.scale
                    return CGSize(width: (UIScreen.main.bounds.width / 3) * scale, height: 100 * scale)
                }
                private lazy var photoView: UICollectionView = {
                    let side = (thumbnailSize.width - 4 * 2) / 3
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: side, height: side)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }
            """, file: "Picker.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.itemSize.width.description == "(width / 3 * scale - 8) / 3")
    }

    /// A collection view subclass whose initializer hands UIKit the layout it is given is no layout of its own (a note;
    /// it was a fault that made a whole app import nothing): the controller that makes one with its flow layout is
    /// read, and `Array(repeating:count:)` and `append(contentsOf:)` of what only the app knows read as Swift runs them.
    @Test func aCollectionViewSubclassPassesOnItsLayout() {
        let result = Importing.result("""
            final class BackgroundCollectionView: UICollectionView {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: layout)
                    backgroundColor = .systemBackground
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class IconsViewController: UIViewController {
                private lazy var collectionView: BackgroundCollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    let widths = Array(repeating: CGFloat(60), count: 3)
                    var accessories: [String] = ["badge"]
                    accessories.append(contentsOf: Bundle.main.preferredLocalizations)
                    layout.itemSize = CGSize(width: widths[2], height: 60)
                    return BackgroundCollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }
            """, file: "Icons.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Icons.collectionView"])
        #expect(result.layouts.first?.spec.flow?.itemSize == FlowSize(width: 60, height: 60))
        #expect(result.notes.contains { $0.message.contains("BackgroundCollectionView passes on the layout its initializer is given (`layout`)") }, "\(result.notes)")
    }

    /// `itemSize = .automaticSize` beside an `estimatedItemSize` (code that compares `estimatedItemSize == .zero` first):
    /// UIKit sizes estimated items from their cells and never reads `itemSize`, so the layout is its estimate; with no
    /// estimate, `automaticSize` sizes nothing and is refused at its line.
    @Test func anAutomaticItemSizeBesideAnEstimate() {
        func source(estimate: String) -> String {
            """
            final class FaqView: UIView {
                let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func layoutSubviews() {
                    super.layoutSubviews()
                    guard let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout, layout.estimatedItemSize == .zero else { return }
                    layout.itemSize = UICollectionViewFlowLayout.automaticSize
                    \(estimate)
                    layout.minimumLineSpacing = 0
                }
            }
            """
        }
        let result = Importing.result(source(estimate: "layout.estimatedItemSize = CGSize(width: collection.bounds.width, height: 50)"), file: "Faq.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.estimatedItemSize == .estimate(FlowSize(width: .name("width"), height: 50)))
        #expect(result.layouts.first?.spec.flow?.minimumLineSpacing == 0)
        #expect(Importing.faults(source(estimate: ""), file: "Faq.swift") == [
            "Faq.swift:6:9: `itemSize` is `UICollectionViewFlowLayout.automaticSize`, which sizes items only as an `estimatedItemSize` (give the layout an estimatedItemSize, or its items a size)"
        ])
    }

    /// A static ratio of the screen's height read by a section provider and then by a flow layout's code is each one's
    /// own name (the container's `contentSize.height`, the flow spec's `height`): it was computed once and kept, and
    /// the flow layout got the section provider's name, which a flow spec refuses. A section provider's `case .zero:`
    /// is section 0.
    @Test func aScreenRatioReadByBothKindsOfLayout() {
        let result = Importing.result("""
            extension CGFloat {
                private static let heightRatio: CGFloat = UIScreen.main.bounds.height / 812
                var adjustedHeight: CGFloat { self * Self.heightRatio }
            }
            final class HomeViewController: UIViewController {
                func createLayout() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let height: CGFloat
                        switch index {
                        case .zero: height = CGFloat(100).adjustedHeight
                        default: height = 44
                        }
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
            }
            final class YearView: UIView {
                private let yearView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: CGFloat(54).adjustedHeight)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }
            """, file: "Screens.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let sections = result.layouts.first { $0.name == "Screens.createLayout" }?.spec.compositional?.sections
        #expect(sections?.count == 2)
        #expect(sections?.first?.allSections.first?.group.size.height.computed?.expression.description == "100 * (contentSize.height / 812)")
        let flow = result.layouts.first { $0.name == "Screens.yearView" }?.spec.flow
        #expect(flow?.itemSize.height.description == "54 * (height / 812)")
    }

    /// A method that sizes items from what it is given (`updateItemSize(available:)`) runs through the controller's
    /// method that calls it without arguments, `viewWillLayoutSubviews()` passing the view's width: seven columns of
    /// `floor((width - 32) / 7)` (it was "needs arguments, and no code the importer runs calls it").
    @Test func aSizeSetFromViewWillLayoutSubviews() {
        let result = Importing.result("""
            final class DatePickerViewController: UIViewController {
                let layout = UICollectionViewFlowLayout()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                let daysInWeek = 7
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout.minimumInteritemSpacing = 0
                    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    updateItemSize(available: view.bounds.width)
                }
                func updateItemSize(available: CGFloat) {
                    let itemWidth: CGFloat = floor((available - (2.0 * 16.0)) / CGFloat(daysInWeek))
                    layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
                    layout.invalidateLayout()
                }
            }
            """, file: "DatePicker.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow?.itemSize.width.description == "floor((width - 32) / 7)")
        #expect(result.layouts.first?.spec.flow?.sectionInset == FlowInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// A view that makes its collection view with a `UICollectionViewLayout()` placeholder and sets its insets, whose
    /// controller gives it a compositional layout, is no flow layout: a note, not a skipped layout blamed on a flow
    /// layout "made elsewhere".
    @Test func aPlaceholderLayoutIsNoFlowLayout() {
        let result = Importing.result("""
            final class SettingsView: UIView {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                override func layoutSubviews() {
                    super.layoutSubviews()
                    collectionView.contentInset.top = 16
                }
            }
            final class SettingsViewController: UIViewController {
                let customView = SettingsView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(76)), subitems: [item])
                    customView.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """)
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        #expect(result.layouts.map(\.declaration) == ["SettingsViewController.viewDidLoad()"])
        #expect(result.notes.map(\.message).contains { $0.contains("gives its collection view a `UICollectionViewLayout()` placeholder, which lays out nothing") })
    }
}
