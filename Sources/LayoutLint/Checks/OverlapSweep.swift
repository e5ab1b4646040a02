import LayoutModel

/// LL006: every pair of cells and supplementaries of a run that overlap by more than ε on both axes, found by a
/// sweep along the scroll axis in O((n + k) log n) for k pairs, never by comparing every pair.
///
/// Elements enter in order of their start along the scroll axis; an element leaves the active set once the sweep
/// has passed its end (less ε). Each entering element asks the active set, an interval tree over the cross axis
/// (`ActiveIntervals`), for the elements it overlaps across. An element reports at most `partnerLimit` overlaps as
/// it enters, so a pile of identical frames costs O(n log n) too (`LintRules.md`, LL006).
struct OverlapSweep {
    /// An element the sweep compares: its frame and what decides an exemption.
    struct Candidate {
        var category: ElementCategory
        var kind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var source: Int
        /// Anchored to an item or a group.
        var anchored: Bool
        /// A cell's item, an anchored supplementary's host items; nil for boundary items.
        var hosts: Range<Int>?

        init(element: ElementChecks.Element) {
            category = element.category
            kind = element.kind
            section = element.section
            item = element.item
            frame = element.frame
            source = element.role.source
            anchored = element.role.anchored
            hosts = element.role.hosts
        }

        var key: ElementKey { ElementKey(category: ElementKey.Category(category), elementKind: kind, section: section, item: item) }
    }

    /// The most overlaps an element reports as it enters the sweep.
    static let partnerLimit = 16

    let context: RunContext

    func run(_ candidates: [Candidate], _ emit: (RunFinding) -> Void) {
        guard context.enabled.contains(.LL006), candidates.count > 1 else { return }
        let axis = context.geometry.axis
        let cross = axis.crossing
        let epsilon = context.geometry.epsilon
        let starts = candidates.map { $0.frame.minimum(along: axis) }
        let order = starts.indices.sorted { a, b in starts[a] != starts[b] ? starts[a] < starts[b] : a < b }
        var active = ActiveIntervals()
        var ending = MinimumHeap()
        var found: [Int] = []
        for index in order {
            let candidate = candidates[index]
            let start = candidate.frame.minimum(along: axis)
            while let (end, leaving) = ending.peek, end <= start + epsilon {
                ending.pop()
                active.remove(id: leaving, start: candidates[leaving].frame.minimum(along: cross))
            }
            let end = candidate.frame.maximum(along: axis)
            guard end - start > epsilon else { continue }
            let crossStart = candidate.frame.minimum(along: cross)
            let crossEnd = candidate.frame.maximum(along: cross)
            found.removeAll(keepingCapacity: true)
            active.overlapping(from: crossStart + epsilon, to: crossEnd - epsilon, limit: Self.partnerLimit, into: &found) { other in
                !Self.isExempt(candidate, candidates[other])
            }
            for other in found { report(candidate, candidates[other], epsilon: epsilon, emit) }
            active.insert(id: index, start: crossStart, end: crossEnd)
            ending.push(end, index)
        }
    }

    /// Not flagged: an anchored supplementary with the elements of its own container (its host item or the items of
    /// its host group, and what else they host), R30 to R33.
    static func isExempt(_ a: Candidate, _ b: Candidate) -> Bool {
        guard a.anchored || b.anchored, a.section == b.section, let left = a.hosts, let right = b.hosts else { return false }
        return left.overlaps(right)
    }

    private func report(_ a: Candidate, _ b: Candidate, epsilon: Double, _ emit: (RunFinding) -> Void) {
        let width = min(a.frame.maxX, b.frame.maxX) - max(a.frame.x, b.frame.x)
        let height = min(a.frame.maxY, b.frame.maxY) - max(a.frame.y, b.frame.y)
        guard width > epsilon, height > epsilon else { return }
        let (first, second) = a.key < b.key ? (a, b) : (b, a)
        guard context.checks(.LL006, at: first.source), context.checks(.LL006, at: second.source) else { return }
        let identical = Self.same(a.frame, b.frame) ? first.frame : nil
        emit(RunFinding(rule: .LL006, severity: .error, element: first.key, other: second.key, source: first.source,
                        detail: .overlap(width: width, height: height, identical: identical)))
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }
}

/// A binary min-heap of (end, id): which active element leaves the sweep next.
struct MinimumHeap {
    private var entries: [(Double, Int)] = []

    var peek: (Double, Int)? { entries.first }

    mutating func push(_ value: Double, _ id: Int) {
        entries.append((value, id))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].0 < entries[parent].0 else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() {
        guard !entries.isEmpty else { return }
        entries.swapAt(0, entries.count - 1)
        entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, entries[left].0 < entries[smallest].0 { smallest = left }
            if right < entries.count, entries[right].0 < entries[smallest].0 { smallest = right }
            guard smallest != parent else { return }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
