/// What the engine said of a run beyond its frames: the content size, where the frames were computed, the adjusted
/// content inset, its warnings, and the face that measured its text. Runs whose frames and summary agree share
/// one stored summary.
public struct RunSummary: Sendable, Equatable, Hashable {
    public var contentSize: Size
    /// Where the frames were computed: the environment's content offset, or where the layout rests without one.
    public var contentOffset: Point
    /// The collection view's adjusted content inset (left and right as leading and trailing): a frame is on screen
    /// at rest at `x + leading`, `y + top`.
    public var adjustedContentInset: EdgeInsets
    /// Things a user should know about the run (items that do not fit, and the like).
    public var warnings: [String]
    /// The face that measured the run's text: `sf-pro`, `stand-in` or a font file, several joined by ", "; nil when
    /// nothing was measured.
    public var textFace: String?

    public init(
        contentSize: Size, contentOffset: Point = .zero, adjustedContentInset: EdgeInsets = .zero, warnings: [String] = [],
        textFace: String? = nil
    ) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        self.warnings = warnings
        self.textFace = textFace
    }

    /// The summary of an engine's result (its elements aside), with the face that measured its text.
    public init(_ result: LayoutResult, textFace: String?) {
        self.init(
            contentSize: result.contentSize, contentOffset: result.contentOffset, adjustedContentInset: result.adjustedContentInset,
            warnings: result.warnings, textFace: textFace
        )
    }
}
