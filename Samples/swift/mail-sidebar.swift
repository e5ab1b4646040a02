// A mail app's sidebar, written for the catalog as the twin of mail-sidebar.json: a sidebar list
// (UICollectionLayoutListConfiguration(appearance: .sidebar)) whose first item in each section ("Mailboxes", then
// each account) is the section's header (`headerMode = .firstItemInSection`), and whose other rows are sidebar cells
// with the mailbox's symbol. The data source dequeues item 0 with the header registration and the rest with the
// mailbox registration. itemCounts: the mailboxes dataset's three sections of 6, 6 and 5 items.
import UIKit

final class MailSidebarViewController: UIViewController {
    struct SidebarItem: Hashable {
        let title: String
        let symbolName: String?
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<String, SidebarItem>!

    // catalog: mail-sidebar-swift items 6,6,5
    static func sidebarLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        configuration.showsSeparators = false
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let accountHeader = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let mailbox = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = UIImage(systemName: item.symbolName ?? "folder")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, SidebarItem>(collectionView: collectionView) { collectionView, indexPath, item in
            guard indexPath.item != 0 else {
                return collectionView.dequeueConfiguredReusableCell(using: accountHeader, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: mailbox, for: indexPath, item: item)
        }
    }
}
