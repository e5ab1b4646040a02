import LayoutModel

/// The numbers of a list section that do not belong to one content style: the corner radius of its inset cards and
/// the thickness of its separators (ListRules.md L30, L31, and "iOS 26"). Its row estimate (L3) is the
/// configuration's `estimatedRowHeight(in:)`.
public enum ListMetrics {
    /// L31: the inset card's corner radius: 10, and 26 on iOS 26.
    public static func cardCornerRadius(_ design: ListDesign) -> Double {
        design.isRedesigned ? 26 : 10
    }

    /// L30: separators are one pixel thick (one point at accessibility sizes); on iOS 26 one point.
    public static func separatorThickness(_ version: IOSVersion, scale: Double, category: ContentSizeCategory) -> Double {
        version.listModel == .ios26 || category.isAccessibilityCategory ? 1 : 1 / scale
    }
}
