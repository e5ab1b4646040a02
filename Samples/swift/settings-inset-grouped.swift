// A settings screen, written for the catalog as the twin of settings-inset-grouped.json: an inset-grouped list with
// a header and a footer in every section. Rows are value cells (the setting's symbol, its name, and its current
// value on the right); headers show the section's title in the grouped header style; footers are a view of the
// app's own (two short lines of footnote under Auto Layout) that fits 40 points, a height the importer cannot
// compute, so importing this file takes `--assume footerRegistration.height=40`. itemCounts: the settings dataset's
// three sections of 4, 4 and 3 rows.
import UIKit

final class SettingsFootnoteView: UICollectionReusableView {
    let label = UILabel()
}

final class SettingsViewController: UIViewController {
    struct SettingsSection: Hashable {
        let id: String
        let title: String
        let footnote: String
    }

    struct Setting: Hashable {
        let title: String
        let value: String?
        let symbol: String
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<SettingsSection, Setting>!

    // catalog: settings-inset-grouped-swift items 4,4,3
    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = nil
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let settingRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
            var content = UIListContentConfiguration.valueCell()
            content.image = UIImage(systemName: setting.symbol)
            content.text = setting.title
            content.secondaryText = setting.value
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            guard let section = self.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = UIListContentConfiguration.groupedHeader()
            content.text = section.title
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<SettingsFootnoteView>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { [unowned self] footer, _, indexPath in
            footer.label.text = self.dataSource.sectionIdentifier(for: indexPath.section)?.footnote
        }

        dataSource = UICollectionViewDiffableDataSource<SettingsSection, Setting>(collectionView: collectionView) { collectionView, indexPath, setting in
            collectionView.dequeueConfiguredReusableCell(using: settingRegistration, for: indexPath, item: setting)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            if kind == UICollectionView.elementKindSectionHeader {
                return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
    }
}
