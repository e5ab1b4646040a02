// The shape most shipped screens take, written for the catalog as the twin of mixed-zoo-grid-then-lists.json: one
// section provider that gives section 0 a grid of featured animals (two square cells per row, 10 points apart, 16
// points of section insets) and every later section an inset-grouped list section with a header, built with
// NSCollectionLayoutSection.list(using:layoutEnvironment:). The grid's cells are photo cells of the app's own; the
// list rows and headers are list cells, which is how the importer tells whose registration shows the lists.
// itemCounts: 6 featured animals, then two lists of 4.
import UIKit

final class AnimalPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
}

final class ZooOverviewViewController: UIViewController {
    enum ZooSection: Int {
        case featured
        case mammals
        case birds
    }

    struct ZooAnimal: Hashable {
        let name: String
        let habitat: String
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<ZooSection, ZooAnimal>!

    // catalog: mixed-zoo-grid-then-lists-swift items 6,4,4
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            if ZooSection(rawValue: sectionIndex) == .featured {
                return Self.featuredGrid()
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }

    static func featuredGrid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)),
            subitem: item, count: 2)
        row.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    private func configureDataSource() {
        let photoRegistration = UICollectionView.CellRegistration<AnimalPhotoCell, ZooAnimal> { cell, _, animal in
            cell.imageView.image = UIImage(named: animal.name)
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, ZooAnimal> { cell, _, animal in
            var content = cell.defaultContentConfiguration()
            content.text = animal.name
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "\(ZooSection(rawValue: indexPath.section)!)".capitalized
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<ZooSection, ZooAnimal>(collectionView: collectionView) { collectionView, indexPath, animal in
            if indexPath.section == ZooSection.featured.rawValue {
                return collectionView.dequeueConfiguredReusableCell(using: photoRegistration, for: indexPath, item: animal)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: animal)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }
}
