// Post 004 (untitled, "1. Compositonal Layout 구성"), 1-4 "Supplementary and decoration view": the header, background
// and registration lines as the post shows them, added to the section of 1-2 (p004-five-per-row.swift), which the
// post's lines extend. The element kind constants of the post's ViewController are declared here with made-up
// values (kinds only tell elements apart). itemCounts: one section of 8 items.
import UIKit

final class ViewController: UIViewController {
static let elementKindSectionHeader = "section-header-element-kind"
static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

// catalog: p004-five-per-row-header-background-swift items 8
private func createLayout() -> UICollectionViewLayout {
// From 1-2:
let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
heightDimension: .fractionalHeight(1.0))
let item = NSCollectionLayoutItem(layoutSize: itemSize)
item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
heightDimension: .fractionalWidth(0.2))
let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
let section = NSCollectionLayoutSection(group: group)
section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 16, trailing: 14)
// 1-4:
let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
let headerSupplementary = NSCollectionLayoutBoundarySupplementaryItem(
layoutSize: headerSize,
elementKind: ViewController.elementKindSectionHeader,
alignment: .top)
section.boundarySupplementaryItems = [headerSupplementary]
section.supplementariesFollowContentInsets = false
// Background
let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(elementKind: ViewController.sectionBackgroundDecorationElementKind)
section.decorationItems = [sectionBackgroundDecoration]
// Register decoration view
let layout = UICollectionViewCompositionalLayout(section: section)
layout.register(
SectionBackgroundDecorationView.self,
forDecorationViewOfKind: ViewController.sectionBackgroundDecorationElementKind)
return layout
}
}
