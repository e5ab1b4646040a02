// Post 002 ("Modern Collection View - Grid") opens by pointing back to the author's earlier post, "Modern
// Collection View - List", which builds the zoo screen as a list before the grid. That post is not among the seeds;
// this is the list screen in its common shape, written for the catalog as the twin of p002-zoo-list.json: a plain
// list (UICollectionViewCompositionalLayout.list(using:)) whose cells are subtitle cells showing each animal's name
// over its Latin name. The animals are decoded from the zoo API's records, whose field is `latin_name`, so the
// property `latinName` reads the dataset field `latin_name` through the type's CodingKeys. itemCounts: the 26
// animals of the animals dataset.
import UIKit

struct Animal: Decodable, Hashable {
    let id: Int
    let name: String
    let latinName: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case latinName = "latin_name"
    }
}

class AnimalListViewController: UIViewController {
    enum Section { case main }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Animal>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        configureDataSource()
    }

    // catalog: p002-zoo-list-swift items 26
    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Animal> { cell, indexPath, animal in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = animal.name
            content.secondaryText = animal.latinName
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Animal>(collectionView: collectionView) { collectionView, indexPath, animal in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: animal)
        }
    }
}
