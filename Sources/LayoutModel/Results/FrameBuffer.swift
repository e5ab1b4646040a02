import FrameStorage

/// Every laid-out element in flat columns: no object per element, so a million frames cost a million rows
/// of numbers (48 bytes each) and nothing else.
///
/// Element `i` is `(x[i], y[i], width[i], height[i])` in collection-view content coordinates, with its index
/// path `(section[i], item[i])`, its category, its element kind (an index into `elementKinds`, -1 for cells),
/// its z-index and whether a `visibleWhen` predicate hides it. The columns live in `ColumnStorage` (copied on
/// write): appending never zero-fills, emptying keeps the memory for the next chunk, and large columns use
/// huge pages.
public struct FrameBuffer: Sendable, Equatable {
    @usableFromInline var storage = ColumnStorage()
    /// The distinct element kinds, in order of first appearance.
    public private(set) var elementKinds: [String] = []

    public init() {}

    /// An empty buffer with room for `capacity` elements.
    public init(capacity: Int) {
        storage = ColumnStorage(capacity: capacity)
    }

    @inlinable
    public var count: Int { storage.count }

    /// Ensures the storage is this value's own before writing.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Makes room for `additional` more elements without reallocating.
    @inlinable
    public mutating func reserveCapacity(_ additional: Int) {
        makeUnique()
        storage.reserve(storage.count + additional)
    }

    /// The index of an element kind, registering it on first use.
    public mutating func kindIndex(for elementKind: String) -> Int16 {
        if let index = elementKinds.firstIndex(of: elementKind) { return Int16(index) }
        elementKinds.append(elementKind)
        return Int16(elementKinds.count - 1)
    }

    /// Appends one element.
    public mutating func append(
        category: ElementCategory, kind: Int16, section: Int, item: Int, frame: Rect, zIndex: Int, hidden: Bool = false
    ) {
        makeUnique()
        let s = storage
        s.reserve(s.count + 1)
        let i = s.count
        s.x[i] = frame.origin.x
        s.y[i] = frame.origin.y
        s.width[i] = frame.size.width
        s.height[i] = frame.size.height
        s.section[i] = Int32(truncatingIfNeeded: section)
        s.item[i] = Int32(truncatingIfNeeded: item)
        s.zIndex[i] = Int32(clamping: zIndex)
        s.category[i] = category.rawValue
        s.kind[i] = kind
        s.hidden[i] = hidden
        s.count = i + 1
    }

    /// Appends `count` cells of one section in one pass: `fill` writes each cell's origin, size and z-index
    /// through pointers into uninitialised column memory (item numbers run from `firstItem`). The engine's hot
    /// path: every byte is written once.
    @inlinable
    public mutating func appendCells(
        count: Int, section: Int32, firstItem: Int,
        fill: (
            _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>, _ width: UnsafeMutablePointer<Double>,
            _ height: UnsafeMutablePointer<Double>, _ zIndex: UnsafeMutablePointer<Int32>
        ) -> Void
    ) {
        guard count > 0 else { return }
        makeUnique()
        let s = storage
        s.reserve(s.count + count)
        let start = s.count
        fill(s.x + start, s.y + start, s.width + start, s.height + start, s.zIndex + start)
        (s.section + start).initialize(repeating: section, count: count)
        let items = s.item + start
        for index in 0..<count { items[index] = Int32(truncatingIfNeeded: firstItem + index) }
        (s.category + start).initialize(repeating: ElementCategory.cell.rawValue, count: count)
        (s.kind + start).initialize(repeating: -1, count: count)
        (s.hidden + start).initialize(repeating: false, count: count)
        s.count = start + count
    }

    /// Appends one cell.
    @inlinable
    public mutating func appendCell(section: Int32, item: Int, x: Double, y: Double, width: Double, height: Double, zIndex: Int32) {
        appendCells(count: 1, section: section, firstItem: item) { xs, ys, widths, heights, zs in
            xs[0] = x
            ys[0] = y
            widths[0] = width
            heights[0] = height
            zs[0] = zIndex
        }
    }

    /// Empties the buffer; with `keepingCapacity` its memory is kept for the next chunk.
    public mutating func removeAll(keepingCapacity: Bool = true) {
        if keepingCapacity, isKnownUniquelyReferenced(&storage) {
            storage.count = 0
        } else {
            storage = ColumnStorage()
        }
    }

    /// The frame of element `index`.
    public func frame(at index: Int) -> Rect {
        precondition(index >= 0 && index < count, "frame index out of range")
        let s = storage
        return Rect(x: s.x[index], y: s.y[index], width: s.width[index], height: s.height[index])
    }

    /// The category of element `index`.
    public func category(at index: Int) -> ElementCategory {
        precondition(index >= 0 && index < count, "element index out of range")
        return ElementCategory(rawValue: storage.category[index]) ?? .cell
    }

    /// The index path of element `index`.
    public func section(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "element index out of range")
        return Int(storage.section[index])
    }

    public func item(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "element index out of range")
        return Int(storage.item[index])
    }

    /// The z-index of element `index`.
    public func zIndex(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "element index out of range")
        return Int(storage.zIndex[index])
    }

    /// Whether a `visibleWhen` predicate hides element `index`.
    public func isHidden(at index: Int) -> Bool {
        precondition(index >= 0 && index < count, "element index out of range")
        return storage.hidden[index]
    }

    /// The element kind of element `index`, nil for cells.
    public func elementKind(at index: Int) -> String? {
        precondition(index >= 0 && index < count, "element index out of range")
        let kind = storage.kind[index]
        return kind < 0 ? nil : elementKinds[Int(kind)]
    }

    /// Replaces the frame, z-index and hidden flag of element `index`.
    public mutating func update(at index: Int, frame: Rect? = nil, zIndex: Int? = nil, hidden: Bool? = nil) {
        precondition(index >= 0 && index < count, "element index out of range")
        makeUnique()
        let s = storage
        if let frame {
            s.x[index] = frame.origin.x
            s.y[index] = frame.origin.y
            s.width[index] = frame.size.width
            s.height[index] = frame.size.height
        }
        if let zIndex { s.zIndex[index] = Int32(clamping: zIndex) }
        if let hidden { s.hidden[index] = hidden }
    }

    /// Moves every element by `dx`, `dy`.
    public mutating func translate(dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        makeUnique()
        let s = storage
        for index in 0..<s.count {
            s.x[index] += dx
            s.y[index] += dy
        }
    }

    /// Mirrors every frame across a vertical line, in place: `x' = width − x − w` (`Rect.mirroredHorizontally`),
    /// y, sizes and everything else unchanged. One pass over the x and width columns; the other columns are not
    /// touched. A buffer whose storage is shared is made this value's own first (copy on write), so mirror a
    /// buffer nothing else holds to avoid the copy.
    public mutating func mirrorHorizontally(across width: Double) {
        guard count > 0 else { return }
        makeUnique()
        let s = storage
        for index in 0..<s.count {
            s.x[index] = width - s.x[index] - s.width[index]
        }
    }

    /// One element as a value, for tests, printing and small consumers.
    public func element(at index: Int) -> LayoutElementFrame {
        precondition(index >= 0 && index < count, "element index out of range")
        let s = storage
        return LayoutElementFrame(
            category: ElementCategory(rawValue: s.category[index]) ?? .cell,
            elementKind: elementKind(at: index),
            section: Int(s.section[index]),
            item: Int(s.item[index]),
            frame: frame(at: index),
            zIndex: Int(s.zIndex[index]),
            hidden: s.hidden[index]
        )
    }

    /// Every element as values (allocates: for tests and small layouts).
    public var elements: [LayoutElementFrame] { (0..<count).map(element(at:)) }

    /// The columns without copying, valid inside `body` only.
    public func withColumns<Result>(_ body: (FrameColumnsView) throws -> Result) rethrows -> Result {
        let s = storage
        let n = s.count
        return try withExtendedLifetime(s) {
            try body(FrameColumnsView(
                x: UnsafeBufferPointer(start: s.x, count: n), y: UnsafeBufferPointer(start: s.y, count: n),
                width: UnsafeBufferPointer(start: s.width, count: n), height: UnsafeBufferPointer(start: s.height, count: n),
                section: UnsafeBufferPointer(start: s.section, count: n), item: UnsafeBufferPointer(start: s.item, count: n),
                zIndex: UnsafeBufferPointer(start: s.zIndex, count: n), category: UnsafeBufferPointer(start: s.category, count: n),
                kind: UnsafeBufferPointer(start: s.kind, count: n), hidden: UnsafeBufferPointer(start: s.hidden, count: n),
                elementKinds: elementKinds
            ))
        }
    }

    // Copies of the columns, for consumers that want arrays (each is O(count)).
    public var x: [Double] { withColumns { Array($0.x) } }
    public var y: [Double] { withColumns { Array($0.y) } }
    public var width: [Double] { withColumns { Array($0.width) } }
    public var height: [Double] { withColumns { Array($0.height) } }
    public var section: [Int32] { withColumns { Array($0.section) } }
    public var item: [Int32] { withColumns { Array($0.item) } }
    public var zIndex: [Int32] { withColumns { Array($0.zIndex) } }
    public var category: [ElementCategory] { withColumns { $0.category.map { ElementCategory(rawValue: $0) ?? .cell } } }
    public var kind: [Int16] { withColumns { Array($0.kind) } }
    public var hidden: [Bool] { withColumns { Array($0.hidden) } }

    /// Elements of a category.
    public func count(of category: ElementCategory) -> Int {
        withColumns { $0.category.reduce(0) { $0 + ($1 == category.rawValue ? 1 : 0) } }
    }

    /// Bytes the columns have allocated, spare capacity included.
    public var allocatedBytes: Int { storage.capacity * Self.bytesPerElement }

    /// Bytes held per element by the columns (not counting spare capacity).
    public static let bytesPerElement = 4 * 8 + 3 * 4 + 1 + 2 + 1

    public static func == (lhs: FrameBuffer, rhs: FrameBuffer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return (0..<lhs.count).allSatisfy { lhs.element(at: $0) == rhs.element(at: $0) }
    }
}

/// A `FrameBuffer`'s columns as buffer pointers, valid only inside `FrameBuffer.withColumns`.
public struct FrameColumnsView {
    public let x: UnsafeBufferPointer<Double>
    public let y: UnsafeBufferPointer<Double>
    public let width: UnsafeBufferPointer<Double>
    public let height: UnsafeBufferPointer<Double>
    public let section: UnsafeBufferPointer<Int32>
    public let item: UnsafeBufferPointer<Int32>
    public let zIndex: UnsafeBufferPointer<Int32>
    /// `ElementCategory` raw values.
    public let category: UnsafeBufferPointer<UInt8>
    public let kind: UnsafeBufferPointer<Int16>
    public let hidden: UnsafeBufferPointer<Bool>
    public let elementKinds: [String]

    public var count: Int { x.count }

    /// The frame of element `index`.
    @inline(__always)
    public func frame(at index: Int) -> Rect {
        Rect(x: x[index], y: y[index], width: width[index], height: height[index])
    }

    /// The category of element `index` (a cell for a byte no category has, which no buffer holds).
    @inline(__always)
    public func category(at index: Int) -> ElementCategory {
        ElementCategory(rawValue: category[index]) ?? .cell
    }

    /// The supplementary or decoration kind of element `index`; nil for a cell.
    @inline(__always)
    public func elementKind(at index: Int) -> String? {
        kind[index] < 0 ? nil : elementKinds[Int(kind[index])]
    }
}

/// One laid-out element as a plain value.
public struct LayoutElementFrame: Hashable, Sendable {
    public var category: ElementCategory
    public var elementKind: String?
    public var section: Int
    public var item: Int
    public var frame: Rect
    public var zIndex: Int
    public var hidden: Bool

    public init(
        category: ElementCategory,
        elementKind: String?,
        section: Int,
        item: Int,
        frame: Rect,
        zIndex: Int,
        hidden: Bool = false
    ) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.hidden = hidden
    }

    /// The element with its frame mirrored across a vertical line (`Rect.mirroredHorizontally`); index path, kind,
    /// z-index and hidden flag unchanged.
    public func mirroredHorizontally(across width: Double) -> LayoutElementFrame {
        var copy = self
        copy.frame = frame.mirroredHorizontally(across: width)
        return copy
    }
}
