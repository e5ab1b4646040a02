import LayoutModel

/// A comparison of a number computed from the container's width (or height) alone with a constant, written as a
/// condition on the length itself: `Int((width / 265).rounded()) > 0` holds exactly where `width >= 132.5`
/// (SwiftImport.md, Section providers).
///
/// It applies where the computation can only grow (or only shrink) as the length grows: `+` and `-` of such parts
/// and of constants, `*` and `/` by a constant, negation, `min`, `max` and the roundings. Every step of those is
/// monotonic in IEEE arithmetic too, so the set of lengths where the comparison holds is one side of a threshold,
/// and the threshold is found exactly by bisecting the doubles between 0 and the largest length a spec allows: the
/// condition then holds for precisely the lengths the code's comparison holds for.
enum MonotonicThreshold {
    /// How an expression moves as its one name grows.
    enum Direction: Equatable {
        case constant
        case nonDecreasing
        case nonIncreasing

        var flipped: Direction {
            switch self {
            case .constant: return .constant
            case .nonDecreasing: return .nonIncreasing
            case .nonIncreasing: return .nonDecreasing
            }
        }

        /// The direction of a sum of parts moving in `self` and `other`; nil when they pull apart.
        func combined(with other: Direction) -> Direction? {
            if self == .constant { return other }
            if other == .constant || other == self { return self }
            return nil
        }
    }

    /// What the comparison is, for lengths from 0 to the largest: the same everywhere, or `variable op threshold`.
    enum Outcome: Equatable {
        case always(Bool)
        case threshold(ComparisonOperator, Double)
    }

    /// The direction of `expression` in `variable`; nil for an expression of any other name, or one that is not
    /// monotonic by the rules above (a product of two lengths, a constant divided by the length).
    static func direction(of expression: FlowExpression, in variable: String) -> Direction? {
        switch expression {
        case .number:
            return .constant
        case .name(let name):
            return name == variable ? .nonDecreasing : nil
        case .negation(let operand):
            return direction(of: operand, in: variable)?.flipped
        case .rounding(_, let operand):
            return direction(of: operand, in: variable)
        case .call(_, let lhs, let rhs):
            guard let left = direction(of: lhs, in: variable), let right = direction(of: rhs, in: variable) else { return nil }
            return left.combined(with: right)
        case .operation(let lhs, let op, let rhs):
            guard let left = direction(of: lhs, in: variable), let right = direction(of: rhs, in: variable) else { return nil }
            switch op {
            case .add: return left.combined(with: right)
            case .subtract: return left.combined(with: right.flipped)
            case .multiply:
                if left == .constant, let factor = lhs.constantValue { return factor >= 0 ? right : right.flipped }
                if right == .constant, let factor = rhs.constantValue { return factor >= 0 ? left : left.flipped }
                return left == .constant && right == .constant ? .constant : nil
            case .divide:
                guard right == .constant, let divisor = rhs.constantValue, divisor != 0 else { return nil }
                return divisor > 0 ? left : left.flipped
            }
        }
    }

    /// `expression op value` as a condition on `variable` over `0...maximum`; nil when it cannot be one (`==` and
    /// `!=`, which a threshold cannot say, an expression that is not monotonic, or one that cannot be evaluated).
    static func outcome(
        of expression: FlowExpression, _ op: ComparisonOperator, _ value: Double, variable: String, upTo maximum: Double
    ) -> Outcome? {
        guard op != .equal, op != .notEqual, let direction = direction(of: expression, in: variable) else { return nil }
        func holds(_ length: Double) -> Bool? {
            guard let result = try? expression.evaluate({ $0 == variable ? length : nil }) else { return nil }
            return op.holds(result, value)
        }
        guard let atZero = holds(0), let atMaximum = holds(maximum) else { return nil }
        if atZero == atMaximum || direction == .constant { return .always(atZero) }
        // The lengths where it holds lie on one side: find the first length (in the doubles' order) past the change.
        var low = (0.0).bitPattern
        var high = maximum.bitPattern
        while high - low > 1 {
            let middle = low + (high - low) / 2
            guard let here = holds(Double(bitPattern: middle)) else { return nil }
            if here == atZero { low = middle } else { high = middle }
        }
        return readable(atZero ? .less : .greaterOrEqual, Double(bitPattern: high))
    }

    /// The same threshold in the form with the shorter number: over the doubles `x >= t` is exactly `x > t.nextDown`
    /// and `x < t` is `x <= t.nextDown`, so `screenWidth > 400` reads back as `width > 400`, not as `width >=
    /// 400.00000000000006`.
    static func readable(_ op: ComparisonOperator, _ threshold: Double) -> Outcome {
        let below = threshold.nextDown
        guard formatNumber(below).count < formatNumber(threshold).count else { return .threshold(op, threshold) }
        switch op {
        case .greaterOrEqual: return .threshold(.greater, below)
        case .less: return .threshold(.lessOrEqual, below)
        default: return .threshold(op, threshold)
        }
    }
}
