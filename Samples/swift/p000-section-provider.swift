// Post 000 ("UICollectionView 톺아보기"), section "Section별로 다른 Layout 적용하기": create() with a section provider
// that switches on the section number, and the three section functions. The post shows create() and the section
// functions without their enclosing `enum LayoutFactory` (added here). createGreenSection and createYellowSection
// say "... (상동)" (rest unchanged) after the item size; the rest is copied from createRedSection, with a comment.
import UIKit

enum LayoutFactory {
    // catalog: p000-section-provider-swift items 3,3,3
    static func create() -> UICollectionViewCompositionalLayout {
      return UICollectionViewCompositionalLayout { (sectionNumber, _) -> NSCollectionLayoutSection? in
                let section: NSCollectionLayoutSection

                switch sectionNumber {
                case 0:
                    section = createRedSection()
                case 1:
                    section = createGreenSection()
                case 2:
                    section = createYellowSection()
                default:
                    section = createRedSection()
                }
                return section
            }
        }

    static func createRedSection() -> NSCollectionLayoutSection {
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
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)

        return section
    }

    static func createGreenSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25),
            heightDimension: .fractionalWidth(0.5)
        )
        // "... (상동)": the rest as in createRedSection.
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
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return section
    }

    static func createYellowSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0)
        )
        // "... (상동)": the rest as in createRedSection.
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
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return section
    }
}
