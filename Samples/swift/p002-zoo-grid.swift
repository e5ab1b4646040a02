// Post 002 ("Modern Collection View - Grid"), step 3, createLayout() as the post shows it (its view controller,
// AnimalViewController, added around it). The group height is `self.view.frame.height * 0.25`: a value of the
// running app, so importing this file needs it given, e.g. `catalog import --assume self.view.frame.height=844`
// (the height of the 390x844 screen the hand-written p002-zoo-grid is checked at). itemCounts: 18 animals.
import UIKit

class AnimalViewController: UIViewController {
    // catalog: p002-zoo-grid-swift items 18
    func createLayout() -> UICollectionViewCompositionalLayout{
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(self.view.frame.height * 0.25))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = CGFloat(10)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        let layout = UICollectionViewCompositionalLayout(section: section)

        return layout
    }
}
