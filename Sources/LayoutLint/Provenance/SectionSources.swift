import LayoutModel

/// Where every element of one section comes from in one environment: its cells (by item), its supplementaries (by
/// element kind and index) and its decorations (by index), each as a source of the layout's `SourceTable`.
struct SectionSources {
    /// How a cell's item index maps to its source.
    enum Cells {
        /// Every group instance holds the same leaves (`GroupLeaves`): item i is leaf i mod capacity.
        case pattern(GroupLeaves)
        /// Every item comes from one node.
        case uniform(GroupLeaves.Leaf)
        /// Which node an item comes from cannot be told (a slot count R7 fits was not given, or group instances hold
        /// different numbers of items because their lengths are measured): the group above them all.
        case unresolved(source: Int)
        /// A list section: every row from the cell registration, item 0 from the header's in `firstItemInSection`.
        case list(cell: Int, firstItem: Int?)
        /// A flow section's cells.
        case flow(cell: Int)

        /// The source of cell `item`; `fallback` for a group that holds no item.
        func source(item: Int, fallback: Int) -> Int {
            switch self {
            case .pattern(let leaves): return leaves.leaves.isEmpty ? fallback : leaves.leaves[item % leaves.leaves.count].source
            case .uniform(let leaf): return leaf.source
            case .unresolved(let source): return source
            case .list(let cell, let firstItem): return item == 0 ? firstItem ?? cell : cell
            case .flow(let cell): return cell
            }
        }
    }

    /// What a supplementary of one element kind is.
    enum Supplementary {
        /// A header, footer or side view; `pinned` when it pins to the visible bounds (R29, F22, L5).
        case boundary(source: Int, pinned: Bool)
        /// Anchored to items or groups: which one hosts its n-th element.
        case anchored(AnchoredHosts)
    }

    var section: Int
    /// The section's own node: what a finding about the whole section points at.
    var sectionSource: Int
    var cells: Cells
    var supplementaries: [String: Supplementary] = [:]
    var decorations: [Int] = []

    /// The source of cell `item`.
    func cellSource(item: Int) -> Int { cells.source(item: item, fallback: sectionSource) }
}

/// Which item or group hosts the n-th supplementary of one anchored element kind in a section. The engine numbers
/// them per kind in layout order (R33): group instance by group instance, in each the groups' supplementaries depth
/// first, then the items' in item order.
enum AnchoredHosts {
    /// Declared on items: `positions` are the leaves of one instance that declare it, with their declaration.
    case items(positions: [(leaf: Int, source: Int)], capacity: Int)
    /// Declared on groups: the group occurrences of one instance that declare it, with the leaves they hold.
    case groups(occurrences: [(leaves: Range<Int>, source: Int)], capacity: Int)
    /// Declared on the one item every cell comes from: element n is item n's.
    case everyItem(source: Int)
    /// Its host cannot be told; the declaration found first stands for it, and it is taken to share its host with
    /// every cell of the section.
    case unknown(source: Int)

    /// The declaration and the items (a range of the section's item indexes) of the host of element `index`.
    func host(of index: Int) -> (source: Int, items: Range<Int>) {
        switch self {
        case .items(let positions, let capacity):
            guard !positions.isEmpty else { return (0, 0..<Int.max) }
            let position = positions[index % positions.count]
            let item = index / positions.count * capacity + position.leaf
            return (position.source, item..<(item + 1))
        case .groups(let occurrences, let capacity):
            guard !occurrences.isEmpty else { return (0, 0..<Int.max) }
            let occurrence = occurrences[index % occurrences.count]
            let start = index / occurrences.count * capacity
            return (occurrence.source, (start + occurrence.leaves.lowerBound)..<(start + occurrence.leaves.upperBound))
        case .everyItem(let source):
            return (source, index..<(index + 1))
        case .unknown(let source):
            return (source, 0..<Int.max)
        }
    }
}
