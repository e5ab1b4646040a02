/// An absolute or estimated dimension whose length is arithmetic over what a section provider is handed:
/// `absolute((width - 8) / 2)`, as code that reads `layoutEnvironment.container.effectiveContentSize.width` writes
/// `.absolute((environmentWidth - 8) / 2)` (LayoutSpecFormat.md, Computed dimensions).
///
/// The arithmetic is that of flow expressions (`FlowExpression`: numbers, `+ - * /`, `min`, `max`, `floor`,
/// `ceil`, `round`, `trunc`), over the names of `SectionEnvironment.expressionNames` only. A section is handed to
/// the engine with every computed dimension evaluated (`LayoutSection.evaluatingComputedDimensions(in:)`), so the
/// engine only ever sees numbers.
public struct ComputedDimension: Hashable, Sendable {
    /// What the length is once evaluated: UIKit's `.absolute(_:)` or `.estimated(_:)`.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case absolute
        case estimated
    }

    public var kind: Kind
    public var expression: FlowExpression

    public init(_ kind: Kind, _ expression: FlowExpression) {
        self.kind = kind
        self.expression = expression
    }

    /// The dimension in `environment`, or why it has none there.
    ///
    /// - Throws: the reason, as a spec diagnostic says it: a division by zero, a name no section environment has,
    ///   or a length that is negative, not finite or past the limit of lengths (`InputLimits.length`).
    public func evaluate(in environment: SectionEnvironment) throws(ComputedDimensionFault.Reason) -> Dimension {
        let length: Double
        do {
            length = try expression.evaluate { environment.expressionValue(named: $0) }
        } catch {
            throw ComputedDimensionFault.Reason(error.description)
        }
        if let problem = FlowExpression.problem(withLength: length) { throw ComputedDimensionFault.Reason(problem) }
        switch kind {
        case .absolute: return .absolute(length)
        case .estimated: return .estimated(length)
        }
    }
}

/// A computed dimension that has no usable value in an environment: where it is, relative to its section
/// (`group.subitems[0].size.width`), its expression, and why.
public struct ComputedDimensionFault: Error, Hashable, Sendable {
    /// Why an expression gives no usable length.
    public struct Reason: Error, Hashable, Sendable {
        public var text: String
        public init(_ text: String) { self.text = text }
    }

    /// The property's path below the section it belongs to, in the spec's keys.
    public var path: String
    public var expression: String
    public var reason: String

    public init(path: String, expression: String, reason: String) {
        self.path = path
        self.expression = expression
        self.reason = reason
    }
}
