/// The UIKit names the importer knows: the compositional layout API (types, initializers, factories, enum
/// cases) and the few Core Graphics and numeric types layout code uses with it.
enum CompositionalAPI {
    /// Types the importer evaluates.
    static let types: Set<String> = Set([
        "NSCollectionLayoutSize", "NSCollectionLayoutDimension", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing", "NSDirectionalEdgeInsets",
        "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutAnchor",
        "NSCollectionLayoutDecorationItem", "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
        "NSDirectionalRectEdge", "NSRectAlignment", "UICollectionLayoutSectionOrthogonalScrollingBehavior",
        "UIContentInsetsReference", "UICollectionView", "UICollectionView.ScrollDirection", "CGPoint", "CGFloat", "Double",
        "Float", "Int", "NSCollectionLayoutEnvironment",
    ]).union(FlowAPI.types).union(ListAPI.types)

    /// Parts of UIKit that build layouts the catalog's specs do not describe: what the message says and hints.
    static let unsupportedTypes: [String: (reason: String, hint: String)] = [
        "NSCollectionLayoutGroupCustomItem": (
            "custom groups (NSCollectionLayoutGroup.custom) are not read from Swift", "write the group as a spec with \"kind\": \"custom\" and its frames"
        ),
    ]

    /// The numeric types: converting initializers, no members the importer reads.
    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    static func isKnownType(_ name: String) -> Bool { types.contains(name) || unsupportedTypes[name] != nil }

    /// The initializers the importer reads, for messages about the others.
    static let initializers: [String: [String]] = FlowAPI.initializers.merging([
        "NSCollectionLayoutSize": ["(widthDimension:heightDimension:)"],
        "NSCollectionLayoutItem": ["(layoutSize:)", "(layoutSize:supplementaryItems:)"],
        "NSCollectionLayoutSection": ["(group:)"],
        "NSCollectionLayoutBoundarySupplementaryItem": [
            "(layoutSize:elementKind:alignment:)", "(layoutSize:elementKind:alignment:absoluteOffset:)",
        ],
        "NSCollectionLayoutSupplementaryItem": [
            "(layoutSize:elementKind:containerAnchor:)", "(layoutSize:elementKind:containerAnchor:itemAnchor:)",
        ],
        "NSCollectionLayoutAnchor": ["(edges:)", "(edges:absoluteOffset:)", "(edges:fractionalOffset:)"],
        "NSCollectionLayoutEdgeSpacing": ["(leading:top:trailing:bottom:)"],
        "NSDirectionalEdgeInsets": ["(top:leading:bottom:trailing:)", "()"],
        "UICollectionViewCompositionalLayout": [
            "(section:)", "(section:configuration:)", "(sectionProvider:)", "(sectionProvider:configuration:)", " { sectionIndex, environment in ... }",
        ],
        "UICollectionViewCompositionalLayoutConfiguration": ["()"],
        "UICollectionLayoutListConfiguration": ["(appearance:)"],
        "CGPoint": ["(x:y:)", "()"],
        "NSCollectionLayoutDimension": [".fractionalWidth(_:)", ".fractionalHeight(_:)", ".absolute(_:)", ".estimated(_:)", ".uniformAcrossSiblings(estimate:)"],
        "NSCollectionLayoutSpacing": [".fixed(_:)", ".flexible(_:)"],
        "NSCollectionLayoutGroup": [
            ".horizontal(layoutSize:subitems:)", ".vertical(layoutSize:subitems:)", ".horizontal(layoutSize:subitem:count:)",
            ".vertical(layoutSize:subitem:count:)", ".horizontal(layoutSize:repeatingSubitem:count:)", ".vertical(layoutSize:repeatingSubitem:count:)",
        ],
        "NSCollectionLayoutDecorationItem": [".background(elementKind:)"],
    ]) { flow, _ in flow }

    /// `UICollectionView.elementKindSectionHeader` and its footer twin, as UIKit spells them.
    static let collectionViewConstants: [String: String] = [
        "elementKindSectionHeader": "UICollectionElementKindSectionHeader",
        "elementKindSectionFooter": "UICollectionElementKindSectionFooter",
    ]
}
