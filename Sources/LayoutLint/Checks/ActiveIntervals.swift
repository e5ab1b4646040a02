/// The elements a sweep has entered and not yet left, as intervals on the cross axis: a treap ordered by start (then
/// id) whose every node knows the largest end below it, so asking for the intervals that overlap a range visits only
/// the subtrees that can hold one: O(log n + k) for k answers, expected.
///
/// Priorities come from the id through a fixed mixing function, so the tree, and the order answers come in, is the
/// same on every run.
struct ActiveIntervals {
    private var left: [Int] = []
    private var right: [Int] = []
    private var priority: [UInt64] = []
    private var start: [Double] = []
    private var end: [Double] = []
    private var largestEnd: [Double] = []
    private var id: [Int] = []
    private var free: [Int] = []
    private var root = -1

    mutating func insert(id element: Int, start elementStart: Double, end elementEnd: Double) {
        let node: Int
        if let reused = free.popLast() {
            node = reused
            left[node] = -1
            right[node] = -1
            priority[node] = Self.mix(UInt64(truncatingIfNeeded: element))
            start[node] = elementStart
            end[node] = elementEnd
            largestEnd[node] = elementEnd
            id[node] = element
        } else {
            node = id.count
            left.append(-1)
            right.append(-1)
            priority.append(Self.mix(UInt64(truncatingIfNeeded: element)))
            start.append(elementStart)
            end.append(elementEnd)
            largestEnd.append(elementEnd)
            id.append(element)
        }
        root = insert(node, into: root)
    }

    mutating func remove(id element: Int, start elementStart: Double) {
        root = remove(element, elementStart, from: root)
    }

    /// Appends to `found` the ids of intervals with start < `to` and end > `from` that `accept` takes, in order of
    /// start, at most `limit` of them.
    func overlapping(from: Double, to: Double, limit: Int, into found: inout [Int], accept: (Int) -> Bool) {
        collect(root, from: from, to: to, limit: limit, into: &found, accept: accept)
    }

    private func collect(_ node: Int, from: Double, to: Double, limit: Int, into found: inout [Int], accept: (Int) -> Bool) {
        guard node >= 0, found.count < limit, largestEnd[node] > from else { return }
        collect(left[node], from: from, to: to, limit: limit, into: &found, accept: accept)
        guard found.count < limit, start[node] < to else { return }
        if end[node] > from, accept(id[node]) { found.append(id[node]) }
        collect(right[node], from: from, to: to, limit: limit, into: &found, accept: accept)
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        start[a] != start[b] ? start[a] < start[b] : id[a] < id[b]
    }

    private mutating func update(_ node: Int) {
        var largest = end[node]
        if left[node] >= 0 { largest = max(largest, largestEnd[left[node]]) }
        if right[node] >= 0 { largest = max(largest, largestEnd[right[node]]) }
        largestEnd[node] = largest
    }

    private mutating func insert(_ node: Int, into tree: Int) -> Int {
        guard tree >= 0 else { return node }
        if precedes(node, tree) {
            left[tree] = insert(node, into: left[tree])
            if priority[left[tree]] > priority[tree] { return rotateRight(tree) }
        } else {
            right[tree] = insert(node, into: right[tree])
            if priority[right[tree]] > priority[tree] { return rotateLeft(tree) }
        }
        update(tree)
        return tree
    }

    private mutating func remove(_ element: Int, _ elementStart: Double, from tree: Int) -> Int {
        guard tree >= 0 else { return -1 }
        if id[tree] == element {
            let merged = merge(left[tree], right[tree])
            free.append(tree)
            return merged
        }
        let goesLeft = elementStart != start[tree] ? elementStart < start[tree] : element < id[tree]
        if goesLeft {
            left[tree] = remove(element, elementStart, from: left[tree])
        } else {
            right[tree] = remove(element, elementStart, from: right[tree])
        }
        update(tree)
        return tree
    }

    private mutating func merge(_ a: Int, _ b: Int) -> Int {
        guard a >= 0 else { return b }
        guard b >= 0 else { return a }
        if priority[a] > priority[b] {
            right[a] = merge(right[a], b)
            update(a)
            return a
        }
        left[b] = merge(a, left[b])
        update(b)
        return b
    }

    private mutating func rotateRight(_ node: Int) -> Int {
        let pivot = left[node]
        left[node] = right[pivot]
        right[pivot] = node
        update(node)
        update(pivot)
        return pivot
    }

    private mutating func rotateLeft(_ node: Int) -> Int {
        let pivot = right[node]
        right[node] = left[pivot]
        left[pivot] = node
        update(node)
        update(pivot)
        return pivot
    }

    /// SplitMix64's finaliser: spreads consecutive ids over the priorities.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
