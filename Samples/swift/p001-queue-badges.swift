// Post 001 ("CompositionalLayout"), section "SupplementaryView": the badge kind and the start of
// configureCollectionViewLayout() as the post shows them. The post elides the rest ("...", twice); it is the
// RayWenderlichLibrary QueuedTutorialController the post copies from, completed as p001-queue-badges.json's
// description says: item fractionalWidth(1.0) x fractionalHeight(1.0) with 10 pt insets, a horizontal group
// fractionalWidth(1.0) x absolute(148), a plain section. The badge's visibility (shown when updateCount > 0) is
// decided by the data source's supplementaryViewProvider, not by the layout, so the Swift import has no
// visibleWhen; frames are the same either way.
import UIKit

final class QueuedTutorialController: UIViewController {
  static let badgeElememtKind = "badge-element-kind"

 // catalog: p001-queue-badges-swift items 3
 func configureCollectionViewLayout() -> UICollectionViewCompositionalLayout {
    let anchorEdges: NSDirectionalRectEdge = [.top, .trailing]
    let offset = CGPoint(x: 0.3, y: -0.3)
    let badgeAnchor = NSCollectionLayoutAnchor(edges: anchorEdges, fractionalOffset: offset)
    
    let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: QueuedTutorialController.badgeElememtKind, containerAnchor: badgeAnchor)

    // "...": the item size of the copied controller.
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    // "...": the rest of the copied controller.
    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(148))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }
}
