// Post 003 ("UICollectionViewCompositionalLayout"), section "section header, footer": the header and footer lines
// as the post shows them. The post shows only these; the rest is Apple's Section Headers/Footers sample it copies,
// completed as p003-section-headers-footers.json's description says (item fractionalWidth(1.0) x
// fractionalHeight(1.0), a horizontal group fractionalWidth(1.0) x absolute(44), interGroupSpacing 5, section
// insets (0, 10, 0, 10)), with the sample's element kinds. itemCounts: 5 sections of 5 items.
import UIKit

final class SectionHeadersFootersViewController: UIViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    // catalog: p003-section-headers-footers-swift items 5,5,5,5,5
    func createLayout() -> UICollectionViewLayout {
        // Completed from the sample the post copies:
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        // The post's lines:
let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                     heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize,
            elementKind: SectionHeadersFootersViewController.sectionHeaderElementKind, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize,
            elementKind: SectionHeadersFootersViewController.sectionFooterElementKind, alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

        return UICollectionViewCompositionalLayout(section: section)
    }
}
