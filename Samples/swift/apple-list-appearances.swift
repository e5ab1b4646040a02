// The "List Appearances" screen of Apple's "Implementing Modern Collection Views" sample, written for the catalog:
// five outline sections whose first item is the section's header (`headerMode = .firstItemInSection`), in the
// appearance a bar button steps through: plain, sidebar plain, sidebar, grouped, inset grouped. The app keeps the
// current appearance in a property the button changes, which the importer cannot know; each appearance is read
// here from a marked function that builds the layout with it, the twins of the five
// apple-list-appearances-*.json. Item 0 of a section dequeues the header registration, the others the row
// registration; both show the item's title. itemCounts: 5 sections of a header and three items.
import UIKit

final class AppearanceCycleViewController: UIViewController {
    struct OutlineItem: Hashable {
        let title: String
        let isHeader: Bool
    }

    /// The order the bar button steps through.
    static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .sidebarPlain, .sidebar, .grouped, .insetGrouped]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, OutlineItem>!

    /// Every section a list in `appearance`, led by its header row.
    func outlineLayout(in appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    // catalog: apple-list-appearances-plain-swift items 4,4,4,4,4
    func plainLayout() -> UICollectionViewLayout { outlineLayout(in: .plain) }

    // catalog: apple-list-appearances-sidebar-plain-swift items 4,4,4,4,4
    func sidebarPlainLayout() -> UICollectionViewLayout { outlineLayout(in: .sidebarPlain) }

    // catalog: apple-list-appearances-sidebar-swift items 4,4,4,4,4
    func sidebarLayout() -> UICollectionViewLayout { outlineLayout(in: .sidebar) }

    // catalog: apple-list-appearances-grouped-swift items 4,4,4,4,4
    func groupedLayout() -> UICollectionViewLayout { outlineLayout(in: .grouped) }

    // catalog: apple-list-appearances-inset-grouped-swift items 4,4,4,4,4
    func insetGroupedLayout() -> UICollectionViewLayout { outlineLayout(in: .insetGrouped) }

    private func connectDataSource() {
        let headerRow = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let itemRow = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, OutlineItem>(collectionView: collectionView) { collectionView, indexPath, item in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRow, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: itemRow, for: indexPath, item: item)
            }
        }
    }
}
