// Post 000 ("UICollectionView 톺아보기"), the two tables under "NSCollectionLayoutSize (NSCollectionLayoutDimension)".
// The post shows each column as a caption (`itemSize.withDimension = absolute(50)`, a typo for widthDimension)
// over a screenshot of the basic grid with that one value changed. Written here as one helper, the basic grid's
// code with the changed values as parameters, and one marked function per column.
import UIKit

enum ItemSizeTables {
    /// LayoutFactory.create() of the basic grid, with the item width and the group width as parameters.
    static func basicGrid(itemWidth: NSCollectionLayoutDimension, groupWidth: NSCollectionLayoutDimension) -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: itemWidth,
            heightDimension: .fractionalWidth(0.5)
        )

        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = .init(
            top: 10,
            leading: 10,
            bottom: 10,
            trailing: 10
        )

        let groupSize = NSCollectionLayoutSize(
            widthDimension: groupWidth,
            heightDimension: .fractionalWidth(0.5)
        )

        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)

        return UICollectionViewCompositionalLayout(section: section)
    }

    // Table 1, "absolute - 절대적크기".

    // catalog: p000-item-width-absolute-50-swift items 3,3,3
    static func absolute50() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .absolute(50), groupWidth: .fractionalWidth(1))
    }

    // catalog: p000-item-width-absolute-100-swift items 3,3,3
    static func absolute100() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .absolute(100), groupWidth: .fractionalWidth(1))
    }

    // catalog: p000-item-width-absolute-150-swift items 3,3,3
    static func absolute150() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .absolute(150), groupWidth: .fractionalWidth(1))
    }

    // Table 2, "groupSize.withDimension = .fractionalWidth(1) 인경우".

    // catalog: p000-item-width-fraction-0-1-swift items 3,3,3
    static func fraction01() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .fractionalWidth(0.1), groupWidth: .fractionalWidth(1))
    }

    // catalog: p000-item-width-fraction-0-5-swift items 3,3,3
    static func fraction05() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .fractionalWidth(0.5), groupWidth: .fractionalWidth(1))
    }

    // catalog: p000-item-width-fraction-1-0-swift items 3,3,3
    static func fraction10() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .fractionalWidth(1.0), groupWidth: .fractionalWidth(1))
    }

    // Table 3, "groupSize.withDimension = .fractionalWidth(0.5) 인경우".

    // catalog: p000-half-group-item-width-fraction-0-1-swift items 3,3,3
    static func halfGroupFraction01() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .fractionalWidth(0.1), groupWidth: .fractionalWidth(0.5))
    }

    // catalog: p000-half-group-item-width-fraction-0-5-swift items 3,3,3
    static func halfGroupFraction05() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .fractionalWidth(0.5), groupWidth: .fractionalWidth(0.5))
    }

    // catalog: p000-half-group-item-width-fraction-1-0-swift items 3,3,3
    static func halfGroupFraction10() -> UICollectionViewCompositionalLayout {
        basicGrid(itemWidth: .fractionalWidth(1.0), groupWidth: .fractionalWidth(0.5))
    }
}
