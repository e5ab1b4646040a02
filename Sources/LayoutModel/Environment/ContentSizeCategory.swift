/// The user's preferred text size, as `UIContentSizeCategory` (V4, V9 of EnvironmentRules.md), with UIKit's
/// names. Large is the iOS default.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The position in `allCases`, the column of V9's table.
    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// The readable width (V4): 672 at Large, `ceil(672 · body / 17 / 8) · 8` for the others, the body size
    /// being V9's.
    public var readableWidth: Double {
        [560, 600, 640, 672, 752, 832, 912, 1112, 1312, 1584, 1864, 2096][index]
    }

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// True for the text sizes above large (`extraLarge` and up), the default.
    public var isLargerThanLarge: Bool { index > Self.large.index }
}
