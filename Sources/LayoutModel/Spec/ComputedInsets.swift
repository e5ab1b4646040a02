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
            values.append(try environment.computedValue(of: edge.expression, at: "\(path).\(edge.name)", problem: SectionEnvironment.signedLengthProblem))
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
}
