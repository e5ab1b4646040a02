// Post 001 ("CompositionalLayout"): the library screen's carousel (first code block) with the header the post adds
// in "Header(Footer)": a TitleSupplementaryView registered for the section-header kind, whose height follows its
// title (estimated 44). itemCounts: the tutorials dataset's three collections, 5, 5 and 2 tutorials.
import UIKit

final class LibraryController: UIViewController {
  static let sectionHeaderElementKind = "section-header"

  // catalog: p001-library-carousels-swift items 5,5,2
  func configureCollectionViewLayout() -> UICollectionViewCompositionalLayout {
    let sectionProvider = { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in

      let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

      let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(0.3))
      let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])

      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      section.interGroupSpacing = 10

      let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
      let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerSize,
        elementKind: LibraryController.sectionHeaderElementKind,
        alignment: .top)
      section.boundarySupplementaryItems = [sectionHeader]

      return section
    }
    return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
  }
}
