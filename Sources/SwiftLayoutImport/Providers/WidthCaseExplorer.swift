import LayoutModel

/// Runs a section provider along every way its comparisons of the container size can go, so that
/// `width > 800 ? wide : narrow` becomes an adaptive section with one case per outcome.
///
/// Each run follows a path of decisions; the first time the provider compares `width` (or `height`) with a
/// number, the path takes "true" and the next run takes "false" (a depth-first walk over the decisions).
/// Comparisons that earlier decisions already settle (`width > 500` after `width > 800` held) are answered
/// without a new branch, so impossible cases are never produced.
///
/// A case's condition is the conjunction of the comparisons that held on its path. The failed ones need not be
/// written: adaptive cases are tried in order and the first match wins, and every earlier case requires one
/// comparison that this path found false at the point where the two paths part.
struct WidthCaseExplorer {
    static let maximumPaths = 32

    private var walk = DecisionWalk()
    private var decided: [(predicate: Predicate, outcome: Bool)] = []
    private var intervals: [String: Interval] = [:]
    private(set) var pathCount = 0

    /// Starts the next run of the provider.
    mutating func beginPath() {
        walk.beginRun()
        decided = []
        intervals = [:]
        pathCount += 1
    }

    /// The outcome of `variable op threshold` on the current path.
    mutating func decide(_ variable: String, _ op: ComparisonOperator, _ threshold: Double) -> Bool {
        let predicate = Predicate.comparison(.name(variable), op, .number(threshold))
        if let earlier = decided.first(where: { $0.predicate == predicate }) { return earlier.outcome }
        let bound = Bound(op, threshold)
        let interval = intervals[variable] ?? Interval()
        if let bound, let settled = interval.settles(bound) { return settled }
        let outcome = walk.next()
        decided.append((predicate, outcome))
        if let bound { intervals[variable] = interval.narrowed(by: outcome ? bound : bound.negated) }
        return outcome
    }

    /// The condition of the current path: the comparisons that held, joined with `and`; nil when none did.
    var pathCondition: Predicate? {
        let held = decided.filter(\.outcome).map(\.predicate)
        return held.count > 1 ? .and(held) : held.first
    }

    /// Moves to the next unexplored path; false when every path was run.
    mutating func advance() -> Bool { walk.advance() }

    /// `variable > c`, `>= c`, `< c` or `<= c`: one side of an interval.
    private struct Bound {
        var isLower: Bool
        var value: Double
        var isOpen: Bool

        init?(_ op: ComparisonOperator, _ value: Double) {
            switch op {
            case .greater: self.init(isLower: true, value: value, isOpen: true)
            case .greaterOrEqual: self.init(isLower: true, value: value, isOpen: false)
            case .less: self.init(isLower: false, value: value, isOpen: true)
            case .lessOrEqual: self.init(isLower: false, value: value, isOpen: false)
            case .equal, .notEqual: return nil
            }
        }

        init(isLower: Bool, value: Double, isOpen: Bool) {
            self.isLower = isLower
            self.value = value
            self.isOpen = isOpen
        }

        /// The complement: not (w > c) is w <= c.
        var negated: Bound { Bound(isLower: !isLower, value: value, isOpen: !isOpen) }
    }

    /// The values a variable can still have on the current path.
    private struct Interval {
        var lower = -Double.infinity
        var lowerOpen = true
        var upper = Double.infinity
        var upperOpen = true

        /// True when every value left satisfies the bound, false when none does, nil when it depends.
        func settles(_ bound: Bound) -> Bool? {
            if contained(in: bound) { return true }
            if contained(in: bound.negated) { return false }
            return nil
        }

        private func contained(in bound: Bound) -> Bool {
            if bound.isLower {
                return bound.isOpen ? (lower > bound.value || (lower == bound.value && lowerOpen)) : lower >= bound.value
            }
            return bound.isOpen ? (upper < bound.value || (upper == bound.value && upperOpen)) : upper <= bound.value
        }

        func narrowed(by bound: Bound) -> Interval {
            var copy = self
            if bound.isLower {
                if bound.value > lower || (bound.value == lower && bound.isOpen) {
                    copy.lower = bound.value
                    copy.lowerOpen = bound.isOpen
                }
            } else if bound.value < upper || (bound.value == upper && bound.isOpen) {
                copy.upper = bound.value
                copy.upperOpen = bound.isOpen
            }
            return copy
        }
    }
}
