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
                $0.hasPrefix("Layouts.swift:2:5: the code of SettingsController gives its collection view a compositional layout")
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
}
