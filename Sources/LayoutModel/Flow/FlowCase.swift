/// One case of an adaptive flow layout (LayoutSpecFormat.md, Adaptive flow layouts): a condition on the environment
/// and the flow layout, with its collection view settings, to use when it holds. No condition means always.
///
/// Apps pick a flow layout's values from the device as often as a compositional section's: `sizeForItemAt` returning
/// three columns when `traitCollection.horizontalSizeClass == .regular` and two otherwise, or a wider gutter when
/// `UIScreen.main.bounds.width > 375`. Where a compositional spec chooses a section, a flow spec chooses its whole
/// layout: the delegate's answers and the layout's properties are read together, and what a condition changes can be
/// any of them.
public struct FlowCase: Hashable, Sendable {
    public var condition: Predicate?
    public var layout: FlowLayout

    public init(condition: Predicate?, layout: FlowLayout) {
        self.condition = condition
        self.layout = layout
    }
}

extension LayoutEnvironment {
    /// The environment a flow case's condition reads: the traits of `ConditionTrait`, with `width` and `height` the
    /// collection view's bounds, the same lengths a flow expression's `width` and `height` are.
    public var flowConditionEnvironment: SectionEnvironment {
        SectionEnvironment(layout: self, effectiveContentSize: containerSize)
    }

    /// The values a flow case's condition reads (`flowConditionEnvironment`'s).
    public var flowConditionValues: TraitConditionValues { TraitConditionValues(flowConditionEnvironment) }
}

extension Array where Element == FlowCase {
    /// The index of the case a layout takes in `environment`: the first whose condition holds; nil when none does.
    public func chosenIndex(in environment: LayoutEnvironment) -> Int? {
        let values = environment.flowConditionValues
        return firstIndex { $0.condition?.evaluate(in: values) ?? true }
    }

    /// Every trait the cases' conditions read.
    public var conditionNames: Set<String> {
        reduce(into: Set<String>()) { $0.formUnion($1.condition?.names ?? []) }
    }
}
