import LayoutModel

/// The differences between two computed layouts: which elements were added, removed, moved or resized.
///
/// Elements are matched by `(category, element kind, section, item)`, so "cell 0.3" in one layout is compared
/// with "cell 0.3" in the other, whatever else changed. Frames count as equal within `tolerance` (a thousandth
/// of a point by default, far below the smallest pixel), so arithmetic noise is not reported as a move.
///
/// ```swift
/// import LayoutModel
///
/// func resizedElements(from narrow: LayoutResult, to wide: LayoutResult) -> [ElementKey] {
///     let diff = LayoutDiff(before: narrow, after: wide)
///     return diff.changes.filter { $0.kind == .resized }.map(\.key)   // the cells that only changed size
/// }
/// ```
public struct LayoutDiff: Sendable, Equatable {
    /// Every element that differs, sorted by `ElementKey` (section, category, kind, item).
    public var changes: [ElementChange]
    /// Elements in the same frame in both.
    public var unchangedCount: Int
    public var contentSizeBefore: Size
    public var contentSizeAfter: Size
    /// The supplementary roles of both sides, so tables and overlays name badges by their item.
    public var roles: SupplementaryRoles

    public init(before: LayoutResult, after: LayoutResult, tolerance: Double = 0.001) {
        let old = Self.framesByKey(before.elements)
        let new = Self.framesByKey(after.elements)
        let oldFrames = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newFrames = Dictionary(new, uniquingKeysWith: { first, _ in first })
        var changes: [ElementChange] = []
        var unchanged = 0
        for (key, frame) in old {
            guard let moved = newFrames[key] else {
                changes.append(ElementChange(key: key.element, kind: .removed, before: frame, after: nil))
                continue
            }
            if let kind = Self.classify(frame, moved, tolerance: tolerance) {
                changes.append(ElementChange(key: key.element, kind: kind, before: frame, after: moved))
            } else {
                unchanged += 1
            }
        }
        for (key, frame) in new where oldFrames[key] == nil {
            changes.append(ElementChange(key: key.element, kind: .added, before: nil, after: frame))
        }
        self.changes = changes.sorted { $0.key != $1.key ? $0.key < $1.key : $0.kind.rawValue < $1.kind.rawValue }
        self.unchangedCount = unchanged
        self.contentSizeBefore = before.contentSize
        self.contentSizeAfter = after.contentSize
        self.roles = before.roles.union(after.roles)
    }

    /// True when no element differs and the content size is the same.
    public var isEmpty: Bool {
        changes.isEmpty && contentSizeBefore == contentSizeAfter
    }

    /// The number of changes of one kind.
    public func count(of kind: ChangeKind) -> Int {
        changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
    }

    /// Whether two frames differ in origin, size or both; nil when they are the same within the tolerance.
    static func classify(_ before: Rect, _ after: Rect, tolerance: Double) -> ChangeKind? {
        let moved = abs(before.x - after.x) > tolerance || abs(before.y - after.y) > tolerance
        let resized = abs(before.width - after.width) > tolerance || abs(before.height - after.height) > tolerance
        switch (moved, resized) {
        case (true, true): return .movedAndResized
        case (true, false): return .moved
        case (false, true): return .resized
        case (false, false): return nil
        }
    }

    /// A key made unique by its occurrence: the engine never emits two elements with one key (UIKit rejects
    /// two supplementaries of one kind in a section), but a hand-built result could, and then the first is
    /// matched with the first, the second with the second.
    struct OccurrenceKey: Hashable {
        var element: ElementKey
        var occurrence: Int
    }

    /// Every element's frame by key, in the buffer's order.
    static func framesByKey(_ buffer: FrameBuffer) -> [(key: OccurrenceKey, frame: Rect)] {
        var seen: [ElementKey: Int] = [:]
        var pairs: [(key: OccurrenceKey, frame: Rect)] = []
        pairs.reserveCapacity(buffer.count)
        for index in 0..<buffer.count {
            let key = ElementKey(buffer, index)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            pairs.append((OccurrenceKey(element: key, occurrence: occurrence), buffer.frame(at: index)))
        }
        return pairs
    }
}
