import LayoutModel

/// Runs layout code along every way its readings of the environment can go, so that `width > 800 ? wide :
/// narrow` or `traitCollection.horizontalSizeClass == .regular ? 3 : 2` becomes an adaptive section with one case
/// per outcome (LayoutSpecFormat.md, Trait conditions).
///
/// Each run follows a path of decisions; the first time the code compares a trait (the container's `width` or
/// `height` with a number, the idiom, a size class, the text size or the layout direction with a case, or reads
/// `isAccessibilityCategory`), the path takes "true" and the next run takes "false" (a depth-first walk over the
/// decisions). Comparisons that earlier decisions already settle (`width > 500` after `width > 800` held,
/// `idiom == .phone` after `idiom == .pad` failed) are answered without a new branch, so impossible cases are
/// never produced.
///
/// A case's condition is the conjunction of the comparisons that held on its path. The failed ones need not be
/// written: adaptive cases are tried in order and the first match wins, and every earlier case requires one
/// comparison that this path found false at the point where the two paths part.
///
/// An explorer may start from what an enclosing run already decided (`seeded(from:)`): a section provider run while
/// a layout function's own run has taken `idiom == .pad` sees the idiom settled and writes no condition on it.
struct TraitCaseExplorer {
    static let maximumPaths = 32

    /// One comparison a path decided: the condition it stands for, and where the code made it.
    struct Decision {
        var predicate: Predicate
        var outcome: Bool
        var code: String
        var position: SourcePosition
    }

    private var walk = DecisionWalk()
    private(set) var decided: [Decision] = []
    private var intervals: [String: Interval] = [:]
    /// The cases each enumeration-like trait can still have on the current path, by the trait whose cases they are
    /// (`isAccessibilityCategory` narrows `contentSizeCategory`).
    private var remaining: [String: [PredicateValue]] = [:]
    private var startIntervals: [String: Interval] = [:]
    private var startRemaining: [String: [PredicateValue]] = [:]
    private(set) var pathCount = 0
    /// Every trait reading on any path, settled or not: a value computed while it changed depends on the path.
    private(set) var readings = 0

    init() {}

    /// An explorer whose every path starts from what `outer`'s current path has decided.
    static func seeded(from outer: TraitCaseExplorer) -> TraitCaseExplorer {
        var explorer = TraitCaseExplorer()
        explorer.startIntervals = outer.intervals
        explorer.startRemaining = outer.remaining
        explorer.readings = outer.readings
        return explorer
    }

    /// Starts the next run of the code.
    mutating func beginPath() {
        walk.beginRun()
        decided = []
        intervals = startIntervals
        remaining = startRemaining
        pathCount += 1
    }

    /// The outcome of `variable op threshold` (`width > 800`) on the current path.
    mutating func decide(_ variable: String, _ op: ComparisonOperator, _ threshold: Double, code: String, at position: SourcePosition) -> Bool {
        readings += 1
        let predicate = Predicate.comparison(.name(variable), op, .number(threshold))
        if let earlier = decided.first(where: { $0.predicate == predicate }) { return earlier.outcome }
        let bound = Bound(op, threshold)
        let interval = intervals[variable] ?? Interval()
        if let bound, let settled = interval.settles(bound) { return settled }
        let outcome = walk.next()
        decided.append(Decision(predicate: predicate, outcome: outcome, code: code, position: position))
        if let bound { intervals[variable] = interval.narrowed(by: outcome ? bound : bound.negated) }
        return outcome
    }

    /// The outcome of `width < height` (the container's two lengths compared with each other) on the current path. No
    /// interval of either settles it, so only the same comparison made earlier on the path does.
    mutating func decide(_ lhs: String, _ op: ComparisonOperator, _ rhs: String, code: String, at position: SourcePosition) -> Bool {
        readings += 1
        let predicate = Predicate.comparison(.name(lhs), op, .name(rhs))
        if let earlier = decided.first(where: { $0.predicate == predicate }) { return earlier.outcome }
        let outcome = walk.next()
        decided.append(Decision(predicate: predicate, outcome: outcome, code: code, position: position))
        return outcome
    }

    /// The outcome of a condition on an enumeration-like trait or a flag (`idiom == .pad`, `isAccessibilityCategory`)
    /// on the current path: `predicate` is the condition as a spec writes it, `domain` the trait whose cases it
    /// narrows, `holds` whether it holds for one of them.
    mutating func decide(
        _ predicate: Predicate, narrowing domain: String, holds: (PredicateValue) -> Bool, code: String, at position: SourcePosition
    ) -> Bool {
        readings += 1
        if let earlier = decided.first(where: { $0.predicate == predicate }) { return earlier.outcome }
        let candidates = remaining[domain] ?? Self.allCases(of: domain)
        let passing = candidates.filter(holds)
        if passing.count == candidates.count { return true }
        if passing.isEmpty { return false }
        let outcome = walk.next()
        decided.append(Decision(predicate: predicate, outcome: outcome, code: code, position: position))
        remaining[domain] = outcome ? passing : candidates.filter { !holds($0) }
        return outcome
    }

    /// Every case of an enumeration-like trait, as conditions read them.
    static func allCases(of trait: String) -> [PredicateValue] {
        guard case .cases(let cases, _)? = ConditionTrait.named[trait]?.kind else { return [] }
        return cases.enumerated().map { .enumCase($1, rank: $0) }
    }

    /// The condition of the current path: the comparisons that held, joined with `and`; nil when none did.
    var pathCondition: Predicate? {
        let held = decided.filter(\.outcome).map(\.predicate)
        return held.count > 1 ? .and(held) : held.first
    }

    /// Moves to the next unexplored path; false when every path was run.
    mutating func advance() -> Bool {
        return walk.advance()
    }

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
