/// A section's content insets with edges computed from the section provider's environment: the centring idiom
/// `max(0, (width - 600) / 2)` on the leading and trailing edges (LayoutSpecFormat.md, Computed dimensions). Each
/// edge is an expression; a constant edge is a plain number in it.
public struct ComputedInsets: Hashable, Sendable {
    public var top: FlowExpression
    public var leading: FlowExpression
    public var bottom: FlowExpression
    public var trailing: FlowExpression

    public init(top: FlowExpression, leading: FlowExpression, bottom: FlowExpression, trailing: FlowExpression) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The edges with their spec names, in the spec's order.
    public var edges: [(name: String, expression: FlowExpression)] {
        [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    }

    /// The insets in `environment`; `path` names the insets in faults (`contentInsets`).
    ///
    /// - Throws: the first edge whose value is not a finite length within the limit (insets may be negative, as
    ///   written ones may).
    public func evaluate(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> EdgeInsets {
        var values: [Double] = []
        for edge in edges {
            values.append(try Self.length(edge.expression, in: environment, path: "\(path).\(edge.name)"))
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// A length that may be negative (an inset, a spacing), computed in `environment`.
    public static func length(_ expression: FlowExpression, in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> Double {
        func fault(_ reason: String) -> ComputedValueFault {
            ComputedValueFault(path: path, expression: expression.description, reason: reason)
        }
        let value: Double
        do {
            value = try expression.evaluate { environment.expressionValue(named: $0) }
        } catch {
            throw fault(error.description)
        }
        guard value.isFinite else { throw fault("the value is not finite (\(formatNumber(value)))") }
        if let problem = InputLimits.length.fault(for: abs(value), describe: formatNumber) { throw fault(problem) }
        return value
    }
}
