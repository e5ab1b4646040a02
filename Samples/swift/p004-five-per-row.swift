// Post 004 (untitled, "1. Compositonal Layout 구성"), 1-2: createLayout() as the post shows it (the post's code has
// lost its indentation; the view controller around it is added here). itemCounts: the post shows no data; one
// section of 8 items, as the hand-written twin reads it.
import UIKit

final class ViewController: UIViewController {
// catalog: p004-five-per-row-swift items 8
private func createLayout() -> UICollectionViewLayout {
let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
heightDimension: .fractionalHeight(1.0))
let item = NSCollectionLayoutItem(layoutSize: itemSize)
item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
heightDimension: .fractionalWidth(0.2))
let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
let section = NSCollectionLayoutSection(group: group)
section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 16, trailing: 14)
let layout = UICollectionViewCompositionalLayout(section: section)
return layout
}
}
