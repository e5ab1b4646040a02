/// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges of the safe area are added to `contentInset` to
/// give the adjusted content inset (LayoutSpecFormat.md, The collection view; F6).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// UIKit's default. Outside a navigation controller it acts as `scrollableAxes`: the safe area is added on
    /// the two edges of the scroll axis.
    case automatic
    /// The safe area on the edges of the axes that scroll (top and bottom for a vertical flow layout).
    case scrollableAxes
    /// No safe area: the adjusted content inset is `contentInset`.
    case never
    /// The safe area on all four edges.
    case always
}
