// Post 000 ("UICollectionView 톺아보기"), section "NSLayoutCollectionLayoutGroup": the post's six-item code block
// with its one changed line, `NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)`.
// The post shows the block as bare statements ending in `return`; here they are the body of LayoutFactory.create(),
// the function the post changes. "하나의 섹션에 6개의 아이템이 있다고 가정" (assume 6 items in a section): items 6,6,6.
import UIKit

enum LayoutFactory {
    // catalog: p000-count-3-swift items 6,6,6
    static func create() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5),
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
          widthDimension: .fractionalWidth(1.0),
          heightDimension: .fractionalWidth(0.5)
        )

        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3)

        let section = NSCollectionLayoutSection(group: group)

        return UICollectionViewCompositionalLayout(section: section)
    }
}
