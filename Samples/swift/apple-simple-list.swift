// The "List" screen of Apple's "Implementing Modern Collection Views" sample, written for the catalog: one section
// of the numbers 0 to 93 in an inset-grouped list, every row a list cell whose default content shows its number.
// `"\(number)"` is text of the data source, which the importer shows as "…" (one line, as every number is), so the
// rows are the 44-point minimum of the hand-written apple-simple-list.json. itemCounts: 94 items.
import UIKit

final class NumberListViewController: UIViewController {
    enum Section { case numbers }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: listLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        connectDataSource()
    }

    // catalog: apple-simple-list-swift items 94
    private func listLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func connectDataSource() {
        let numberCell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: numberCell, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.numbers])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
