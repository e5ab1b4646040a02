// Post 000 ("UICollectionView 톺아보기"), section "ContentSize에 따른 dynamic cell (UILabel)": a new createGreenSection
// whose cells are estimated(1) and grow to their label, as the post shows it. The passage replaces only
// createGreenSection; createRedSection is the nested-group version (p000-nested-group-leading-boundary.swift) and
// createYellowSection the orthogonal one (p000-orthogonal-sections.swift).
import UIKit

enum LayoutFactory {
    // catalog: p000-estimated-label-cells-swift items 3,3,3
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

// From the previous version (p000-nested-group-leading-boundary.swift):
static func createRedSection() -> NSCollectionLayoutSection {
  let firstItemSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1.0),
    heightDimension: .fractionalWidth(1.0)
  )

  let firstItem = NSCollectionLayoutItem(layoutSize: firstItemSize)
  firstItem.contentInsets = .init(
    top: 10,
    leading: 10,
    bottom: 10,
    trailing: 10
  )

  let firstGroupSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(0.7),
    heightDimension: .fractionalHeight(1.0)
  )

  let firstGroup = NSCollectionLayoutGroup.vertical(layoutSize: firstGroupSize, subitem: firstItem, count: 1)

  let secondItemSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1.0),
    heightDimension: .fractionalHeight(1.0)
  )

  let secondItem = NSCollectionLayoutItem(layoutSize: secondItemSize)
  secondItem.contentInsets = .init(
    top: 10,
    leading: 10,
    bottom: 10,
    trailing: 10
  )

  let secondGroupSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(0.3),
    heightDimension: .fractionalHeight(1.0)
  )

  let secondGroup = NSCollectionLayoutGroup.vertical(layoutSize: secondGroupSize, subitem: secondItem, count: 2)

  let containerGroupSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1.0),
    heightDimension: .fractionalHeight(0.5)
  )

  let containerGroup = NSCollectionLayoutGroup.horizontal(layoutSize: containerGroupSize, subitems: [firstGroup, secondGroup])

  let section = NSCollectionLayoutSection(group: containerGroup)

  section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
  return section
}

// The post's new createGreenSection:
static func createGreenSection() -> NSCollectionLayoutSection {
  let itemSize = NSCollectionLayoutSize(
    widthDimension: .estimated(1),
    heightDimension: .estimated(1)
  )

  let item = NSCollectionLayoutItem(layoutSize: itemSize)
  item.edgeSpacing = .init(
    leading: .fixed(10),
    top: .fixed(10),
    trailing: .none,
    bottom: .none
  )

  let groupSize = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1),
    heightDimension: .estimated(1)
  )

  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
  let section = NSCollectionLayoutSection(group: group)

  return section
}

// From p000-orthogonal-sections.swift:
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
