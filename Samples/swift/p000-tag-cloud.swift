// Post 000 ("UICollectionView 톺아보기"), "ContentSize에 따른 dynamic cell (UILabel)": createGreenSection with
// estimated item and group sizes, as the post shows it, used as a layout of its own (the tag cloud: one green
// section of label cells). itemCounts: the tag-cloud dataset's twelve words. The labels' text is data, not layout
// code, so the hand-written twin's content description has no Swift counterpart.
import UIKit

enum TagCloudLayoutFactory {
    // catalog: p000-tag-cloud-swift items 12
    static func create() -> UICollectionViewCompositionalLayout {
        return UICollectionViewCompositionalLayout(section: createGreenSection())
    }

    static func createGreenSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .estimated(1),
            heightDimension: .estimated(1)
        )

        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.edgeSpacing = .init(
            leading: .fixed(10),
            top: .fixed(10),
            trailing: .none,
            bottom: .none
        )

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(1)
        )

        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)

        return section
    }
}
