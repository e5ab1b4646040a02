// A layout in the shape of Apple's Adaptive Sections sample ("Implementing Modern Collection Views"), written for
// the catalog: three kinds of section whose column count doubles when the container's effective width passes
// 800 points. The importer turns the width comparison into the adaptive sections of the hand-written
// apple-adaptive-sections.yaml. itemCounts: 10 items per section.
import UIKit

final class AdaptiveGridViewController: UIViewController {
    enum SectionKind: Int, CaseIterable {
        case list, grid5, grid3

        /// Columns at a given container width: twice as many on a wide screen.
        func columns(forWidth width: CGFloat) -> Int {
            let isWide = width > 800
            switch self {
            case .list: return isWide ? 2 : 1
            case .grid5: return isWide ? 10 : 5
            case .grid3: return isWide ? 6 : 3
            }
        }
    }

    // catalog: apple-adaptive-sections-swift items 10,10,10
    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = SectionKind(rawValue: sectionIndex) else { return nil }
            let columnCount = kind.columns(forWidth: environment.container.effectiveContentSize.width)

            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let rowHeight: NSCollectionLayoutDimension = kind == .list ? .absolute(44) : .fractionalWidth(0.2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: rowHeight),
                subitem: item, count: columnCount)

            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }
}
