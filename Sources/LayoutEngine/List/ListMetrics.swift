import LayoutModel

/// The numbers of a list section that do not belong to one content style: its row estimate, the corner radius of
/// its inset cards and the thickness of its separators (ListRules.md L3, L30, L31, and "iOS 26").
public enum ListMetrics {
    /// L3: the estimated row height a list section gives its rows before they size themselves: 44, and 52 on
    /// iOS 26. Only self-sized heights reach the frames; the estimate is what UIKit scrolls by until then.
    public static func estimatedRowHeight(_ version: IOSVersion) -> Double {
        version.listModel == .ios26 ? 52 : 44
    }

    /// L31: the inset card's corner radius: 10, and 26 on iOS 26.
    public static func cardCornerRadius(_ design: ListDesign) -> Double {
        design.isRedesigned ? 26 : 10
    }

    /// L30: separators are one pixel thick (one point at accessibility sizes); on iOS 26 one point.
    public static func separatorThickness(_ version: IOSVersion, scale: Double, category: ContentSizeCategory) -> Double {
        version.listModel == .ios26 || category.isAccessibilityCategory ? 1 : 1 / scale
    }
}
