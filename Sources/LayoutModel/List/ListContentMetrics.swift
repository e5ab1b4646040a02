/// The layout properties of a `UIListContentConfiguration` that code may set in place of its style's own
/// (ListRules.md L37): where the content sits in the view, how its two texts and its image are spaced. Nil (and a
/// reserved size's zero component) keeps the style's value.
///
/// They are the very properties the style's numbers are the defaults of: a runtime print of a cell configuration
/// shows `directionalLayoutMargins = {11, 16, 11, 8}`, `imageToTextPadding = 16` and
/// `textToSecondaryTextVerticalPadding = 3`, the L11, L20 and L21 values. So a value the code sets takes the place
/// of that number in the same rules.
public struct ListContentMetrics: Hashable, Sendable {
    /// `directionalLayoutMargins`: the content's margins; top and bottom in place of L20's, leading and trailing in
    /// place of L11's least text margins (the cell's own margins still win where larger: the configurations keep the
    /// superview's horizontal margins).
    public var layoutMargins: EdgeInsets?
    /// `textToSecondaryTextVerticalPadding`: between the texts when stacked (L21's 3, 0 in subtitle cells).
    public var textToSecondaryTextVerticalPadding: Double?
    /// `textToSecondaryTextHorizontalPadding`: between the texts side by side (L21's 8).
    public var textToSecondaryTextHorizontalPadding: Double?
    /// `prefersSideBySideTextAndSecondaryText`: the texts share a line while both fit (L21's value cell arrangement),
    /// else stack; a value cell's own is true, every other style's false.
    public var prefersSideBySideTextAndSecondaryText: Bool?
    /// `imageToTextPadding`: between the image slot and the text (L11's 16, sidebar 10).
    public var imageToTextPadding: Double?
    /// `imageProperties.reservedLayoutSize`: the room the image is centred in, in place of the symbol slot's (L21);
    /// a zero width or height keeps the slot's.
    public var imageReservedLayoutSize: Size?

    public init(
        layoutMargins: EdgeInsets? = nil, textToSecondaryTextVerticalPadding: Double? = nil, textToSecondaryTextHorizontalPadding: Double? = nil,
        prefersSideBySideTextAndSecondaryText: Bool? = nil, imageToTextPadding: Double? = nil, imageReservedLayoutSize: Size? = nil
    ) {
        self.layoutMargins = layoutMargins
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.imageToTextPadding = imageToTextPadding
        self.imageReservedLayoutSize = imageReservedLayoutSize
    }

    /// True when the code set none: the style's numbers throughout.
    public var isEmpty: Bool { self == ListContentMetrics() }
}
