import LayoutModel
import SwiftLayoutImport
import Testing

/// A view controller whose collection view comes from a storyboard answers its flow layout's delegate
/// in Swift; given with the Swift files, the storyboard's `collectionViewFlowLayout` element is where that layout
/// starts. Without it, the delegate is refused, naming the storyboard as what is missing.
@Suite("Storyboards")
struct StoryboardTests {
    static let controller = """
        class AlbumsViewController: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        }
        """

    static let delegate = """
        extension AlbumsViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                section == 0 ? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : .zero
            }
        }
        """

    /// Every property Interface Builder writes: the attributes and `size`/`inset` children of the layout element
    /// (insets as a rectangle's edges: minX left, minY top, maxX right, maxY bottom).
    static let everyProperty = Storyboards.flowLayout(
        #"scrollDirection="horizontal" minimumLineSpacing="12" minimumInteritemSpacing="6" sectionHeadersPinToVisibleBounds="YES""#,
        children: """
            <size key="itemSize" width="128" height="96"/>
            <size key="estimatedItemSize" width="0.0" height="0.0"/>
            <size key="headerReferenceSize" width="40" height="0.0"/>
            <size key="footerReferenceSize" width="0.0" height="0.0"/>
            <inset key="sectionInset" minX="4" minY="8" maxX="12" maxY="16"/>
            """
    )

    @Test func theStoryboardsFlowLayoutAnsweredByTheDelegate() {
        let result = Importing.result(files: Importing.swiftFiles([
            "AlbumsViewController.swift": Self.controller + "\n" + Self.delegate,
            "Main.storyboard": Storyboards.document(scenes: Storyboards.scene(controller: "AlbumsViewController", layout: Self.everyProperty)),
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["AlbumsViewController.AlbumsViewController"])
        #expect(result.layouts.map(\.declaration) == ["AlbumsViewController"])
        #expect(result.layouts.first?.line == 5)
        #expect(result.layouts.first?.spec.flow == FlowLayout(
            scrollDirection: .horizontal, itemSize: FlowSize(width: 128, height: 96), minimumLineSpacing: 12, minimumInteritemSpacing: 6,
            sectionInset: .zero, headerReferenceSize: FlowSize(width: 40, height: 0), sectionHeadersPinToVisibleBounds: true,
            sections: [FlowSectionOverrides(sectionInset: FlowInsets(top: 20, left: 0, bottom: 0, right: 0))]
        ))
        #expect(result.layouts.first?.spec.description?.hasSuffix("Its flow layout starts as Main.storyboard sets it.") == true)
    }

    /// Without a delegate answering it, the section inset is the storyboard's; an estimated size turns
    /// A collection view controller that inherits UICollectionViewController through a base class of the app
    /// (`StableViewController: BaseCollectionViewController`) has the collection view and layout of its scene, as a
    /// direct subclass does: `collectionViewLayout` and `collectionView?.bounds` are the scene's layout and the flow
    /// spec's width (it was "`collectionViewLayout` is not declared in the files imported").
    @Test func aControllerThroughABaseClassHasItsScenesLayout() {
        let result = Importing.result(files: Importing.swiftFiles([
            "Base.swift": "class BaseCollectionViewController: UICollectionViewController {}\n",
            "Stable.swift": """
                class StableViewController: BaseCollectionViewController {
                    override func viewDidLoad() {
                        let layout = collectionViewLayout as? UICollectionViewFlowLayout
                        layout?.headerReferenceSize = CGSize(width: collectionView?.bounds.size.width ?? 50, height: 60)
                        super.viewDidLoad()
                    }
                }
                """,
            "Main.storyboard": Storyboards.document(scenes: Storyboards.scene(controller: "StableViewController")),
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.declaration) == ["StableViewController.viewDidLoad()"])
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize == FlowSize(width: 50, height: 50))
        #expect(flow?.headerReferenceSize.width.description == "width")
        #expect(flow?.headerReferenceSize.height.description == "60")
    }

    /// A base class whose `viewDidLoad` touches no collection view or layout (navigation buttons behind a flag of the
    /// running app) moves no frame: `super.viewDidLoad()` reads as doing nothing, and the flag does not block the
    /// subclass's layout (following it refused every controller of an app).
    @Test func aBaseClassLifecycleThatTouchesNoLayoutIsNotRun() {
        let result = Importing.result(files: Importing.swiftFiles([
            "Base.swift": """
                class PCViewController: UIViewController {
                    var supportsGoogleCast = false
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if supportsGoogleCast { setupCastButton() }
                    }
                    func setupCastButton() { navigationItem.rightBarButtonItem = nil }
                }
                """,
            "Share.swift": """
                final class ShareViewController: PCViewController, UICollectionViewDelegateFlowLayout {
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing = 4
                    }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: 80, height: 80)
                    }
                }
                """,
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.flow == FlowLayout(itemSize: FlowSize(width: 80, height: 80), minimumLineSpacing: 4))
    }

    /// A base class that only answers flow delegate methods for its subclasses is no orphan delegate: its answers
    /// size the subclass's scene (it was a fault saying no file creates its flow layout).
    @Test func aBaseClassesDelegateAnswersForItsSubclass() {
        let result = Importing.result(files: Importing.swiftFiles([
            "Grid.swift": """
                class GridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: (collectionView.bounds.width - 10) / 2, height: 80)
                    }
                }
                final class PhotosViewController: GridViewController {}
                """,
            "Main.storyboard": Storyboards.document(scenes: Storyboards.scene(controller: "PhotosViewController")),
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.declaration) == ["PhotosViewController"])
        #expect(result.layouts.first?.spec.flow?.itemSize.width.description == "(width - 10) / 2")
    }

    /// A generic base class whose subclasses have the scenes (`PetOverviewViewController:
    /// StableOverviewViewController<PetDataSource>`) is no layout of its own: its `viewDidLoad` runs as theirs. It
    /// was skipped with "the layout comes from outside the files"; now a note says where its code is read.
    @Test func aBaseClassOfScenesIsReadWithItsSubclasses() {
        let result = Importing.result(files: Importing.swiftFiles([
            "Stable.swift": """
                class StableOverviewViewController<DataSource>: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                    override func viewDidLoad() {
                        let layout = collectionViewLayout as? UICollectionViewFlowLayout
                        layout?.headerReferenceSize = CGSize(width: collectionView?.bounds.size.width ?? 50, height: 60)
                        super.viewDidLoad()
                    }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: 70, height: 90)
                    }
                }
                class PetOverviewViewController: StableOverviewViewController<PetDataSource> {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Pets"
                    }
                }
                class MountOverviewViewController: StableOverviewViewController<MountDataSource> {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: 100, height: 100)
                    }
                }
                """,
            "Main.storyboard": Storyboards.document(
                scenes: Storyboards.scene(controller: "PetOverviewViewController"), Storyboards.scene(controller: "MountOverviewViewController")
            ),
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.skipped.isEmpty)
        #expect(result.layouts.map(\.declaration) == ["PetOverviewViewController", "MountOverviewViewController"])
        // Both run the base's viewDidLoad (one through `super`, one inheriting it); the pets' items are the base's
        // answer, the mounts' their own override's.
        let pets = result.layouts.first?.spec.flow
        #expect(pets?.headerReferenceSize.height.description == "60")
        #expect(pets?.itemSize == FlowSize(width: 70, height: 90))
        let mounts = result.layouts.last?.spec.flow
        #expect(mounts?.headerReferenceSize.height.description == "60")
        #expect(mounts?.itemSize == FlowSize(width: 100, height: 100))
        #expect(result.notes.map(\.description).contains(
            "Stable.swift:2:5: StableOverviewViewController's code is read as part of its subclasses' layouts (MountOverviewViewController, PetOverviewViewController), not as a layout of its own"
        ), "\(result.notes)")
    }

    /// self-sizing on, and `automaticEstimatedItemSize` asks for the automatic size.
    @Test func insetsAndEstimatedSizesOfTheStoryboard() {
        let storyboard = Storyboards.document(scenes: Storyboards.scene(controller: "AlbumsViewController", layout: Self.everyProperty))
        let flow = Importing.result(files: Importing.swiftFiles(["A.swift": Self.controller, "Main.storyboard": storyboard])).layouts.first?.spec.flow
        #expect(flow?.sectionInset == FlowInsets(top: 8, left: 4, bottom: 16, right: 12))
        #expect(flow?.estimatedItemSize == nil)
        let estimated = storyboard.replacingOccurrences(of: #"<size key="estimatedItemSize" width="0.0" height="0.0"/>"#, with: #"<size key="estimatedItemSize" width="100" height="40"/>"#)
        #expect(Importing.result(files: Importing.swiftFiles(["A.swift": Self.controller, "Main.storyboard": estimated])).layouts.first?.spec.flow?.estimatedItemSize
            == .estimate(FlowSize(width: 100, height: 40)))
        let automatic = storyboard.replacingOccurrences(of: "scrollDirection=", with: #"automaticEstimatedItemSize="YES" scrollDirection="#)
        #expect(Importing.result(files: Importing.swiftFiles(["A.swift": Self.controller, "Main.storyboard": automatic])).layouts.first?.spec.flow?.estimatedItemSize
            == .automaticSize)
    }

    /// A plain view controller with an outlet to the storyboard's collection view: its code finds the layout
    /// through the outlet (`collectionView.collectionViewLayout as? UICollectionViewFlowLayout`) and changes it;
    /// the collection view's `contentInsetAdjustmentBehavior` comes from the storyboard too.
    @Test func anOutletConfiguredInViewDidLoad() {
        let swift = """
            class ProductsViewController: UIViewController {
                @IBOutlet weak var productsView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let layout = productsView.collectionViewLayout as? UICollectionViewFlowLayout {
                        layout.minimumLineSpacing = 16
                    }
                }
            }
            """
        let storyboard = Storyboards.document(scenes: Storyboards.viewControllerScene(
            controller: "ProductsViewController", outlet: "productsView",
            layout: Storyboards.flowLayout(children: #"<size key="itemSize" width="80" height="80"/>"#)
        ))
        let result = Importing.result(files: Importing.swiftFiles(["Products.swift": swift, "Products.storyboard": storyboard]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Products.viewDidLoad"])
        #expect(result.layouts.first?.spec.flow == FlowLayout(
            itemSize: FlowSize(width: 80, height: 80), minimumLineSpacing: 16, collectionView: CollectionViewSettings(contentInsetAdjustmentBehavior: .never)
        ))
    }

    /// A layout subclass or a custom layout class in the storyboard is refused where the storyboard names it;
    /// malformed XML is refused where the scan stopped; a scene of a class no Swift file declares is noted.
    @Test func whatTheStoryboardHoldsThatIsNotRead() {
        let subclass = Storyboards.document(scenes: Storyboards.scene(
            controller: "AlbumsViewController", layout: #"<collectionViewFlowLayout key="collectionViewLayout" id="x1" customClass="WaterfallLayout"/>"#
        ))
        #expect(Importing.result(files: Importing.swiftFiles(["A.swift": Self.controller + "\n" + Self.delegate, "Main.storyboard": subclass])).diagnostics.map(\.description) == [
            "Main.storyboard:13:1: cannot evaluate `collectionViewLayout`: the collection view of AlbumsViewController in Main.storyboard has a WaterfallLayout, a subclass of UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere"
        ])
        let broken = Storyboards.document(scenes: Storyboards.scene(controller: "AlbumsViewController")).replacingOccurrences(of: "</scenes>", with: "")
        #expect(Importing.result(files: Importing.swiftFiles(["A.swift": Self.controller + "\n" + Self.delegate, "Main.storyboard": broken])).diagnostics.map(\.description) == [
            "Main.storyboard:22:1: the storyboard cannot be read as XML: `</document>` closes no open `<document>` (the importer reads storyboards as Xcode saves them)"
        ])
        let unknownClass = Storyboards.document(scenes: Storyboards.scene(controller: "AlbumsViewController"), Storyboards.scene(controller: "SettingsViewController"))
        let noted = Importing.result(files: Importing.swiftFiles(["A.swift": Self.controller, "Main.storyboard": unknownClass]))
        #expect(noted.layouts.map(\.name) == ["A.AlbumsViewController"])
        #expect(noted.notes.map(\.description) == [
            "Main.storyboard:27:25: the flow layout of SettingsViewController's scene is not read: no Swift file given declares SettingsViewController"
        ])
    }

    /// `show` prints the delegate methods of a layout read with a storyboard, from its Swift file alone.
    @Test func theSourceOfALayoutReadWithAStoryboard() {
        let source = Self.controller + "\n" + Self.delegate
        #expect(SwiftSourceExcerpt.lineRanges(in: source, declarationLine: 5) == [5...7])
    }

    /// A `.xib` is the same XML: its view controller is its File's Owner, whose outlet reaches the collection view and
    /// its flow layout, which the controller's code then configures.
    @Test func aXibsFilesOwnerGivesItsControllerTheCollectionView() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="GalleryViewController">
                        <connections>
                            <outlet property="galleryView" destination="cv-1" id="o-1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v-1">
                        <subviews>
                            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="cv-1">
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12" minimumInteritemSpacing="6" id="fl-1">
                                    <size key="itemSize" width="100" height="80"/>
                                </collectionViewFlowLayout>
                            </collectionView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let result = Importing.result(files: [
            SwiftImportFile(path: "GalleryViewController.swift", text: """
                final class GalleryViewController: UIViewController {
                    @IBOutlet var galleryView: UICollectionView!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let layout = galleryView.collectionViewLayout as! UICollectionViewFlowLayout
                        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                    }
                }
                """),
            SwiftImportFile(path: "GalleryViewController.xib", text: xib),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let flow = result.layouts.first?.spec.flow
        #expect(flow?.itemSize == FlowSize(width: .number(100), height: .number(80)))
        #expect(flow?.minimumLineSpacing == .number(12))
        #expect(flow?.sectionInset == FlowInsets(top: 0, left: 16, bottom: 0, right: 16))
    }
}

