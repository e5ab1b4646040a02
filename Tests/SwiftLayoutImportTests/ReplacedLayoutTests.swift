import LayoutModel
import SwiftLayoutImport
import Testing

/// A collection view controller must be given a layout when it is made (`super.init(collectionViewLayout:)`), so
/// apps pass a bare `UICollectionViewFlowLayout()` there, or leave Interface Builder's, and then give the view the
/// layout it shows: in their own `viewDidLoad`, or in a handler object they hand the view to. That first flow layout
/// is never laid out; reading it as the layout would compute frames UIKit never draws.
@Suite("Layouts replaced before they are shown")
struct ReplacedLayoutTests {
    static let compositional = """
        private func makeLayout() -> UICollectionViewCompositionalLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """

    /// The one section's group height, the 44 of `makeLayout()`.
    static func groupHeight(_ spec: LayoutSpec?) -> Dimension? {
        guard case .fixed(let section)? = spec?.compositional?.sections.first else { return nil }
        return section.group.size.height
    }

    @Test func aFlowLayoutGivenAtInitAndReplacedInViewDidLoadIsNoLayout() {
        let result = Importing.result("""
            final class SettingsController: UICollectionViewController {
                init() {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.collectionViewLayout = makeLayout()
                }
                \(Self.compositional)
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.makeLayout"])
        #expect(Self.groupHeight(result.layouts.first?.spec) == .absolute(44))
        #expect(result.skipped.isEmpty)
        #expect(
            result.notes.map(\.description).contains {
                $0.hasPrefix("Layouts.swift:7:9: SettingsController gives its collection view a compositional layout here, and configures no flow layout")
            }, "\(result.notes)"
        )
    }

    @Test func aCollectionViewHandedToAnObjectThatSetsItsLayoutShowsThatLayout() {
        let result = Importing.result("""
            final class DetailHandler: NSObject {
                private unowned let collectionView: UICollectionView
                init(collectionView: UICollectionView) {
                    self.collectionView = collectionView
                    super.init()
                    collectionView.collectionViewLayout = makeLayout()
                }
                \(Self.compositional)
            }
            final class DetailController: UICollectionViewController {
                private var handler: DetailHandler!
                init() {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    handler = DetailHandler(collectionView: collectionView)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.makeLayout"])
        #expect(Self.groupHeight(result.layouts.first?.spec) == .absolute(44))
        #expect(
            result.notes.map(\.description).contains {
                $0.hasPrefix("Layouts.swift:22:19: DetailController hands its collection view to DetailHandler, whose code sets the view's collectionViewLayout")
            }, "\(result.notes)"
        )
    }

    /// A view handed to an object that only sets its delegate keeps the flow layout the controller configures.
    @Test func aHandlerThatLeavesTheLayoutAloneChangesNothing() {
        let result = Importing.result("""
            final class Selection: NSObject, UICollectionViewDelegate {
                init(collectionView: UICollectionView) {
                    super.init()
                    collectionView.delegate = self
                }
            }
            final class GridController: UICollectionViewController {
                private var selection: Selection!
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 120)
                    super.init(collectionViewLayout: layout)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    selection = Selection(collectionView: collectionView)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.count == 1)
        #expect(result.layouts.first?.spec.flow?.itemSize.width == (try? FlowExpression(parsing: "100")))
    }

    /// A `.xib` whose collection view is of the app's own class, its own flow delegate: the item sizes come from its
    /// `sizeForItemAt`, not from the layout element's `itemSize`, so the layout element is not read as the layout.
    @Test func aCollectionViewThatIsItsOwnFlowDelegateIsRefused() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FilterViewController">
                        <connections>
                            <outlet property="chips" destination="cv-1" id="o-1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v-1">
                        <subviews>
                            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="cv-1" customClass="ChipsView">
                                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="8" id="fl-1">
                                    <size key="itemSize" width="100" height="50"/>
                                </collectionViewFlowLayout>
                            </collectionView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let result = Importing.result(files: [
            SwiftImportFile(path: "FilterViewController.swift", text: """
                final class FilterViewController: UIViewController {
                    @IBOutlet var chips: ChipsView!
                }
                """),
            SwiftImportFile(path: "ChipsView.swift", text: """
                final class ChipsView: UICollectionView, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: 80, height: 30)
                    }
                }
                """),
            SwiftImportFile(path: "FilterViewController.xib", text: xib),
        ])
        #expect(result.layouts.isEmpty)
        let messages = result.diagnostics.map(\.description)
        #expect(
            messages.contains(
                "FilterViewController.xib:12:21: cannot evaluate `collectionViewLayout`: the collection view of FilterViewController in FilterViewController.xib is a ChipsView, which answers UICollectionViewDelegateFlowLayout itself (collectionView(_:layout:sizeForItemAt:)): the importer reads the delegate methods of the view controller, not of the view"
            ), "\(messages)"
        )
        #expect(
            messages.contains {
                $0.hasPrefix("ChipsView.swift:2:10: ChipsView is a collection view (in FilterViewController.xib) that answers UICollectionViewDelegateFlowLayout itself")
            }, "\(messages)"
        )
    }

    /// Delegate methods whose layout no file holds name a few of the storyboards given and how many more, not all.
    @Test func aMissingSceneNamesAFewStoryboards() {
        var files = [
            SwiftImportFile(path: "AlbumsViewController.swift", text: """
                final class AlbumsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: 80, height: 30)
                    }
                }
                """)
        ]
        for name in ["A", "B", "C", "D", "E"] {
            files.append(SwiftImportFile(path: "\(name).storyboard", text: Storyboards.document(scenes: Storyboards.scene(controller: "Other\(name)"))))
        }
        let messages = Importing.result(files: files).diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.contains("no storyboard or .xib given (A.storyboard, B.storyboard, C.storyboard and 2 more) has a scene of class AlbumsViewController")
            }, "\(messages)"
        )
    }

    /// `UICollectionViewFlowLayout()` made only because a collection view needs one ("replaced elsewhere"): nothing
    /// configures it and its type answers no delegate method, so its 50-point defaults are not the app's layout.
    @Test func anUnconfiguredFlowLayoutIsRefused() {
        let result = Importing.result("""
            final class BarFactory {
                private let coordinator: Coordinator
                init(coordinator: Coordinator) { self.coordinator = coordinator }
                private func makeBar() {
                    let bar = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    bar.clipsToBounds = false
                    coordinator.bar = bar
                }
            }
            """)
        #expect(result.layouts.isEmpty)
        #expect(
            result.skipped.flatMap(\.reasons).map(\.description).contains {
                $0.contains("creates a UICollectionViewFlowLayout and configures none of it, and its type answers no flow delegate method")
            }, "\(result.skipped)"
        )
    }

    /// The same layout with one property set, or sized by its type's delegate, is read.
    @Test func aFlowLayoutConfiguredOrAnsweredIsRead() {
        let configured = Importing.result("""
            final class BarFactory {
                func makeBar() -> UICollectionView {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }
            }
            """)
        #expect(configured.layouts.first?.spec.flow?.scrollDirection == .horizontal, "\(configured.diagnostics)")
        let answered = Importing.result("""
            final class TagsController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                init() {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 120, height: 32)
                }
            }
            """)
        #expect(answered.layouts.first?.spec.flow?.itemSize == FlowSize(width: 120, height: 32), "\(answered.diagnostics)")
    }

    /// The replacement is seen in the code, before anything runs: an initializer that needs the app's values (here
    /// an enum with associated values) does not turn a placeholder into a skipped layout.
    @Test func aReplacedFlowLayoutIsNoLayoutEvenWhereItsInitializerCannotRun() {
        let result = Importing.result("""
            final class PickerController: UICollectionViewController {
                enum Mode { case single(String), multiple }
                private let allowsMany: Bool
                init(mode: Mode) {
                    switch mode {
                    case .single: allowsMany = false
                    case .multiple: allowsMany = true
                    }
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { _, environment in
                        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                    }
                }
            }
            """)
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        #expect(result.layouts.count == 1)
        guard case .list(let list)? = result.layouts.first?.spec.compositional?.sections.first else {
            Issue.record("expected a list section, got \(String(describing: result.layouts.first?.spec.compositional?.sections))")
            return
        }
        #expect(list.appearance == .plain)
        #expect(
            result.notes.map(\.description).contains {
                $0.hasPrefix("Layouts.swift:13:9: PickerController gives its collection view a compositional layout here, and configures no flow layout")
            }, "\(result.notes)"
        )
    }

    /// `setCollectionViewLayout(_:animated:)` with a compositional layout, found when the controller's code runs.
    @Test func aFlowLayoutReplacedThroughSetCollectionViewLayoutIsNoLayout() {
        let result = Importing.result("""
            final class SettingsController: UICollectionViewController {
                init() {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.setCollectionViewLayout(makeLayout(), animated: false)
                }
                \(Self.compositional)
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.makeLayout"])
        #expect(
            result.notes.map(\.description).contains {
                $0.hasPrefix("Layouts.swift:2:5: the code of SettingsController gives its collection view a compositional layout")
            }, "\(result.notes)"
        )
    }

    /// A type that gives its collection view another layout when the traits change (taller cells on an iPad after
    /// `traitCollectionDidChange`) shows one of two layouts depending on the changes the app went through: refused at
    /// the replacement, which a spec cannot hold (it was read as the first, a wrong frame on an iPad). Replacing it with
    /// the layout the declaration builds, through a local name too, changes nothing and is read.
    @Test func aLayoutReplacedWhenTheTraitsChangeIsRefusedUnlessItIsTheSame() throws {
        let replaced = """
            final class TrayView: UIView {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout(height: 192))
                func makeLayout(height: CGFloat) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitem: item, count: 2)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    let layout = makeLayout(height: traitCollection.horizontalSizeClass == .regular ? 256 : 192)
                    collectionView.setCollectionViewLayout(layout, animated: false)
                }
            }
            """
        let faults = Importing.faults(replaced)
        #expect(faults.count == 1)
        #expect(faults.first?.hasPrefix("Layouts.swift:11:9: TrayView gives its collection view another layout (`makeLayout(height: traitCollection.horizontalSizeClass == .regular ? 256 : 192)`) in traitCollectionDidChange, which UIKit calls when the traits or size change") == true, "\(faults)")
        let same = replaced.replacingOccurrences(of: "let layout = makeLayout(height: traitCollection.horizontalSizeClass == .regular ? 256 : 192)", with: "let layout = makeLayout(height: 192)")
        let result = Importing.result(same)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.count == 1)
    }
}
