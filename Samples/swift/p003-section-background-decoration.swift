// Post 003 ("UICollectionViewCompositionalLayout"), section "섹션별 decorationView": the section, decoration and
// layout lines as the post shows them. The group is not shown; it is Apple's Section Background Decoration sample
// the post copies, completed as p003-section-background-decoration.json's description says (item
// fractionalWidth(1.0) x fractionalHeight(1.0), a horizontal group fractionalWidth(1.0) x absolute(44)).
// itemCounts: 5 sections of 5 items.
import UIKit

final class SectionDecorationViewController: UIViewController {
    static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

    // catalog: p003-section-background-decoration-swift items 5,5,5,5,5
    func createLayout() -> UICollectionViewLayout {
        // Completed from the sample the post copies:
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        // The post's lines:
let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        
        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
            elementKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(
            SectionBackgroundDecorationView.self,
            forDecorationViewOfKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
        return layout
    }
}
