/// UIKit's list API as the importer reads it: `UICollectionLayoutListConfiguration` and its enumerations, the
/// `UIListContentConfiguration` a registration puts in its view, and which of their properties move frames
/// (SwiftImport.md, Lists; ListRules.md in the engine's documentation catalog).
enum ListAPI {
    static let configurationType = "UICollectionLayoutListConfiguration"
    static let appearanceType = "UICollectionLayoutListConfiguration.Appearance"
    static let headerModeType = "UICollectionLayoutListConfiguration.HeaderMode"
    static let footerModeType = "UICollectionLayoutListConfiguration.FooterMode"
    static let contentType = "UIListContentConfiguration"

    /// The list type a value has, for `.member` assigned to a variable whose type Swift inferred from it.
    static func typeName(of value: SwiftValue) -> String? {
        switch value {
        case .listConfiguration: return configurationType
        case .listAppearance: return appearanceType
        case .listHeaderMode: return headerModeType
        case .listFooterMode: return footerModeType
        case .listContent: return contentType
        default: return nil
        }
    }

    /// The types above, which the importer evaluates.
    static let types: Set<String> = [configurationType, appearanceType, headerModeType, footerModeType, contentType]

    /// Properties of a list configuration that move no frame: swipe actions, separators (decorations, L6 and
    /// L30), and `contentHuggingElements`, which only visionOS reads (L1). `backgroundColor` is kept as written.
    static let frameNeutralConfigurationProperties: Set<String> = [
        "leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider", "separatorConfiguration",
        "itemSeparatorHandler", "contentHuggingElements",
    ]

    /// Properties of a content configuration (or of its text and image properties) that change the size of what it
    /// shows: the catalog sizes a view from its style's fonts, margins and paddings (L18 to L23), or the code's own
    /// where it sets them to values it knows (L37, read where they are assigned). Reading one back, and setting any
    /// other of these, is refused.
    static let frameMovingContentProperties: Set<String> = [
        "font", "directionalLayoutMargins", "textToSecondaryTextVerticalPadding", "textToSecondaryTextHorizontalPadding",
        "imageToTextPadding", "prefersSideBySideTextAndSecondaryText", "axesPreservingSuperviewLayoutMargins",
        "reservedLayoutSize", "maximumSize",
    ]

    /// The label of an unknown part of a text: the text the spec keeps in its place (SwiftImport.md,
    /// Lists: a text the importer cannot tie to a field counts as one line).
    static let unknownTextPlaceholder = "…"

    /// The registration types of `UICollectionView`, by their last name.
    static let cellRegistration = "CellRegistration"
    static let supplementaryRegistration = "SupplementaryRegistration"
}
