// Post 000 ("UICollectionView 톺아보기"), section "더 바꾸어보자": red, green and yellow become orthogonally scrolling
// sections. The post shows only the changed lines of each section function; what it elides ("...(나머지 상동)",
// "...") is filled from the previous version of the same function (p000-section-provider.swift), marked with a
// comment where it is. create() is the post's section provider, unchanged.
import UIKit

enum LayoutFactory {
    // catalog: p000-orthogonal-sections-swift items 3,3,3
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
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalWidth(0.5)
            )

            // ...(나머지 상동): item insets and group size as before.
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
       
            let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 2)
       
            // ...: the section as before.
            let section = NSCollectionLayoutSection(group: group)
       
            section.orthogonalScrollingBehavior = .continuous
       
            return section
        }

        static func createGreenSection() -> NSCollectionLayoutSection {
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalHeight(0.5)
            )
            // ...: item insets as before.
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = .init(
                top: 10,
                leading: 10,
                bottom: 10,
                trailing: 10
            )
            let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5),
                heightDimension: .fractionalWidth(0.5)
            )
          
            let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 2)
          
            // ...: the section as before.
            let section = NSCollectionLayoutSection(group: group)
          
            section.orthogonalScrollingBehavior = .continuous

            return section
        }

        static func createYellowSection() -> NSCollectionLayoutSection {
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalHeight(1.0)
            )

            // ...: item, group and section as before.
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
          
            section.orthogonalScrollingBehavior = .continuous
          
            return section
        }
}
