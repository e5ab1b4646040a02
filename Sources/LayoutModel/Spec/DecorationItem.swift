/// A section background, as `NSCollectionLayoutDecorationItem.background(elementKind:)` (R34, R35).
public struct DecorationItem: Hashable, Sendable {
    public var elementKind: String
    /// Shrinks the background inside the section's full extent.
    public var contentInsets: EdgeInsets
    /// UIKit's default is 0; the section's cells are then promoted to at least 1 (R35).
    public var zIndex: Int

    public init(elementKind: String, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
