import LayoutModel

/// What a list section resolved to in an environment, for `show`: the appearance, the insets and header padding
/// the list computed (L7 to L16), and the heights its views sized to (L18 to L28).
public struct ListSectionDescription: Sendable, Equatable {
    public var configuration: ListConfiguration
    /// The list metrics it was laid out with: the iOS version's, for its appearance.
    public var design: ListDesign
    /// The section's insets: top and bottom (L13 to L15, the first-item padding included), leading and trailing
    /// (L8 to L10).
    public var insets: EdgeInsets
    /// Space above the supplementary header (L16); 0 without one.
    public var headerTopPadding: Double
    /// The cells' width, and where headers and footers sit across the view (L12).
    public var cellWidth: Double
    public var headerX: Double
    public var headerWidth: Double
    /// The supplementary header's and footer's heights, where the section has them (L28).
    public var headerHeight: Double?
    public var footerHeight: Double?
    /// The shortest and tallest row (equal when every row is one height), item 0 included; nil without rows.
    public var rowHeights: ClosedRange<Double>?
    /// Item 0's height when it is the section's header (`firstItemInSection`, L25).
    public var firstItemHeight: Double?
}
