/// The rounded card behind an inset-grouped list section's rows (ListRules.md L31): its frame in content
/// coordinates, at the cells' x and width over the section's rows, and the corner radius of the iOS version's
/// lists. It moves no frame and is not an element; pictures draw its outline.
public struct ListCard: Hashable, Sendable {
    public var frame: Rect
    public var cornerRadius: Double

    public init(frame: Rect, cornerRadius: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}
