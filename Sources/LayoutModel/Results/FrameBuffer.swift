/// Every laid-out element in flat columns: no object per element, so a million frames cost a million rows
/// of numbers (48 bytes each) and nothing else.
///
/// Element `i` is `(x[i], y[i], width[i], height[i])` in collection-view content coordinates, with its index
/// path `(section[i], item[i])`, its category, its element kind (an index into `elementKinds`, -1 for cells),
/// its z-index and whether a `visibleWhen` predicate hides it.
public struct FrameBuffer: Sendable, Equatable {
    @usableFromInline var storedX: [Double] = []
    @usableFromInline var storedY: [Double] = []
    @usableFromInline var storedWidth: [Double] = []
    @usableFromInline var storedHeight: [Double] = []
    @usableFromInline var storedSection: [Int32] = []
    @usableFromInline var storedItem: [Int32] = []
    @usableFromInline var storedZIndex: [Int32] = []
    @usableFromInline var storedCategory: [ElementCategory] = []
    @usableFromInline var storedKind: [Int16] = []
    @usableFromInline var storedHidden: [Bool] = []
    /// The distinct element kinds, in order of first appearance.
    public private(set) var elementKinds: [String] = []

    public var x: [Double] { storedX }
    public var y: [Double] { storedY }
    public var width: [Double] { storedWidth }
    public var height: [Double] { storedHeight }
    public var section: [Int32] { storedSection }
    public var item: [Int32] { storedItem }
    public var zIndex: [Int32] { storedZIndex }
    public var category: [ElementCategory] { storedCategory }
    public var kind: [Int16] { storedKind }
    public var hidden: [Bool] { storedHidden }

    public init() {}

    @inlinable
    public var count: Int { storedX.count }

    /// Makes room for `additional` more elements without reallocating.
    @inlinable
    public mutating func reserveCapacity(_ additional: Int) {
        let total = count + additional
        storedX.reserveCapacity(total)
        storedY.reserveCapacity(total)
        storedWidth.reserveCapacity(total)
        storedHeight.reserveCapacity(total)
        storedSection.reserveCapacity(total)
        storedItem.reserveCapacity(total)
        storedZIndex.reserveCapacity(total)
        storedCategory.reserveCapacity(total)
        storedKind.reserveCapacity(total)
        storedHidden.reserveCapacity(total)
    }

    /// The index of an element kind, registering it on first use.
    public mutating func kindIndex(for elementKind: String) -> Int16 {
        if let index = elementKinds.firstIndex(of: elementKind) { return Int16(index) }
        elementKinds.append(elementKind)
        return Int16(elementKinds.count - 1)
    }

    /// Appends one element.
    public mutating func append(
        category: ElementCategory,
        kind: Int16,
        section: Int,
        item: Int,
        frame: Rect,
        zIndex: Int,
        hidden: Bool = false
    ) {
        storedX.append(frame.origin.x)
        storedY.append(frame.origin.y)
        storedWidth.append(frame.size.width)
        storedHeight.append(frame.size.height)
        storedSection.append(Int32(truncatingIfNeeded: section))
        storedItem.append(Int32(truncatingIfNeeded: item))
        storedZIndex.append(Int32(clamping: zIndex))
        storedCategory.append(category)
        storedKind.append(kind)
        storedHidden.append(hidden)
    }

    /// Appends `count` cells of one section in one pass: the columns grow once, `fill` writes each cell's
    /// origin, size and z-index through pointers (item numbers run from `firstItem`). The engine's hot path.
    @inlinable
    public mutating func appendCells(
        count: Int, section: Int32, firstItem: Int,
        fill: (
            _ x: UnsafeMutablePointer<Double>, _ y: UnsafeMutablePointer<Double>, _ width: UnsafeMutablePointer<Double>,
            _ height: UnsafeMutablePointer<Double>, _ zIndex: UnsafeMutablePointer<Int32>
        ) -> Void
    ) {
        guard count > 0 else { return }
        let start = storedX.count
        storedX.append(contentsOf: repeatElement(0, count: count))
        storedY.append(contentsOf: repeatElement(0, count: count))
        storedWidth.append(contentsOf: repeatElement(0, count: count))
        storedHeight.append(contentsOf: repeatElement(0, count: count))
        storedZIndex.append(contentsOf: repeatElement(0, count: count))
        storedSection.append(contentsOf: repeatElement(section, count: count))
        storedCategory.append(contentsOf: repeatElement(.cell, count: count))
        storedKind.append(contentsOf: repeatElement(-1, count: count))
        storedHidden.append(contentsOf: repeatElement(false, count: count))
        storedItem.reserveCapacity(start + count)
        for item in firstItem..<(firstItem + count) { storedItem.append(Int32(truncatingIfNeeded: item)) }
        storedX.withUnsafeMutableBufferPointer { x in
            storedY.withUnsafeMutableBufferPointer { y in
                storedWidth.withUnsafeMutableBufferPointer { width in
                    storedHeight.withUnsafeMutableBufferPointer { height in
                        storedZIndex.withUnsafeMutableBufferPointer { z in
                            fill(
                                x.baseAddress! + start, y.baseAddress! + start, width.baseAddress! + start,
                                height.baseAddress! + start, z.baseAddress! + start
                            )
                        }
                    }
                }
            }
        }
    }

    /// Empties the buffer, keeping its storage (for writing the next chunk).
    public mutating func removeAll(keepingCapacity: Bool = true) {
        storedX.removeAll(keepingCapacity: keepingCapacity)
        storedY.removeAll(keepingCapacity: keepingCapacity)
        storedWidth.removeAll(keepingCapacity: keepingCapacity)
        storedHeight.removeAll(keepingCapacity: keepingCapacity)
        storedSection.removeAll(keepingCapacity: keepingCapacity)
        storedItem.removeAll(keepingCapacity: keepingCapacity)
        storedZIndex.removeAll(keepingCapacity: keepingCapacity)
        storedCategory.removeAll(keepingCapacity: keepingCapacity)
        storedKind.removeAll(keepingCapacity: keepingCapacity)
        storedHidden.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Appends one cell: the engine's hot path, inlined into the caller's loop.
    @inlinable
    public mutating func appendCell(section: Int32, item: Int, x: Double, y: Double, width: Double, height: Double, zIndex: Int32) {
        storedX.append(x)
        storedY.append(y)
        storedWidth.append(width)
        storedHeight.append(height)
        storedSection.append(section)
        storedItem.append(Int32(truncatingIfNeeded: item))
        storedZIndex.append(zIndex)
        storedCategory.append(.cell)
        storedKind.append(-1)
        storedHidden.append(false)
    }

    /// The frame of element `index`.
    public func frame(at index: Int) -> Rect {
        Rect(x: storedX[index], y: storedY[index], width: storedWidth[index], height: storedHeight[index])
    }

    /// The element kind of element `index`, nil for cells.
    public func elementKind(at index: Int) -> String? {
        storedKind[index] < 0 ? nil : elementKinds[Int(storedKind[index])]
    }

    /// Replaces the frame, z-index and hidden flag of element `index`.
    public mutating func update(at index: Int, frame: Rect? = nil, zIndex: Int? = nil, hidden: Bool? = nil) {
        if let frame {
            storedX[index] = frame.origin.x
            storedY[index] = frame.origin.y
            storedWidth[index] = frame.size.width
            storedHeight[index] = frame.size.height
        }
        if let zIndex { storedZIndex[index] = Int32(clamping: zIndex) }
        if let hidden { storedHidden[index] = hidden }
    }

    /// Moves elements `range` by `dx`, `dy`.
    public mutating func translate(_ range: Range<Int>, dx: Double, dy: Double) {
        if dx != 0 { for i in range { storedX[i] += dx } }
        if dy != 0 { for i in range { storedY[i] += dy } }
    }

    /// One element as a value, for tests, printing and small consumers.
    public func element(at index: Int) -> LayoutElementFrame {
        LayoutElementFrame(
            category: storedCategory[index],
            elementKind: elementKind(at: index),
            section: Int(storedSection[index]),
            item: Int(storedItem[index]),
            frame: frame(at: index),
            zIndex: Int(storedZIndex[index]),
            hidden: storedHidden[index]
        )
    }

    /// Every element as values (allocates: for tests and small layouts).
    public var elements: [LayoutElementFrame] { (0..<count).map(element(at:)) }

    /// Bytes held per element by the columns (not counting spare capacity).
    public static let bytesPerElement = 4 * 8 + 3 * 4 + 1 + 2 + 1
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
}
