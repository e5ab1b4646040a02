/// A dimension whose number is arithmetic over what a section provider is handed: `absolute((width - 8) / 2)`, as
/// code that reads `layoutEnvironment.container.effectiveContentSize.width` writes `.absolute((environmentWidth - 8)
/// / 2)`, or `fractionalWidth(1 / max(3, trunc(width / 130)))` for as many columns as fit (LayoutSpecFormat.md,
/// Computed dimensions).
///
/// The arithmetic is that of flow expressions (`FlowExpression`: numbers, `+ - * /`, `min`, `max`, `floor`,
/// `ceil`, `round`, `trunc`), over the names of `SectionEnvironment.expressionNames` only. A section is handed to
/// the engine with every computed dimension evaluated (`LayoutSection.evaluatingComputedValues(in:)`), so the
/// engine only ever sees numbers.
public struct ComputedDimension: Hashable, Sendable {
    /// What the number is once evaluated: UIKit's `.absolute(_:)` or `.estimated(_:)` length, or a
    /// `.fractionalWidth(_:)` or `.fractionalHeight(_:)` fraction.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case absolute
        case estimated
        case fractionalWidth
        case fractionalHeight

        /// True for the fractional kinds, whose number is bounded as fractions are.
        public var isFraction: Bool { self == .fractionalWidth || self == .fractionalHeight }

        /// Why `value` cannot be this kind's number: a length's rule (`FlowExpression.problem(withLength:)`), and a
        /// fraction's limit.
        public func problem(with value: Double) -> String? {
            let lengthProblem = FlowExpression.problem(withLength: value)
            return isFraction ? lengthProblem ?? InputLimits.fraction.fault(for: value, describe: formatNumber) : lengthProblem
        }

        /// The plain dimension of this kind holding `value`.
        public func dimension(_ value: Double) -> Dimension {
            switch self {
            case .absolute: return .absolute(value)
            case .estimated: return .estimated(value)
            case .fractionalWidth: return .fractionalWidth(value)
            case .fractionalHeight: return .fractionalHeight(value)
            }
        }
    }

    public var kind: Kind
    public var expression: FlowExpression

    public init(_ kind: Kind, _ expression: FlowExpression) {
        self.kind = kind
        self.expression = expression
    }

    /// The dimension in `environment`; `path` names it in faults (`group.size.width`).
    ///
    /// - Throws: a division by zero, a name no section environment has, or a number that is negative, not finite
    ///   or past its limit (`InputLimits.length`, `InputLimits.fraction`).
    public func evaluate(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> Dimension {
        kind.dimension(try environment.computedValue(of: expression, at: path, problem: kind.problem))
    }
}
