/// The definition a section index maps to: one section, or a choice by container width (Apple's Adaptive
/// Sections sample, where the section provider reads `effectiveContentSize.width`).
public enum SectionDefinition: Hashable, Sendable {
    case fixed(LayoutSection)
    /// Cases tried in order; the first whose condition holds is used.
    case adaptive([AdaptiveCase])

    /// The section the provider returns in `environment`, or nil when no adaptive case matches.
    public func resolve(in environment: SectionEnvironment) -> LayoutSection? {
        switch self {
        case .fixed(let section):
            return section
        case .adaptive(let cases):
            let values = environment.conditionValues
            return cases.first { $0.condition?.evaluate(in: values) ?? true }?.section
        }
    }

    /// Every section the definition can produce.
    public var allSections: [LayoutSection] {
        switch self {
        case .fixed(let section): return [section]
        case .adaptive(let cases): return cases.map(\.section)
        }
    }
}

/// One case of an adaptive section: a condition on the container (`width`, `height`: the effective content
/// size) and the section to use when it holds. No condition means always.
public struct AdaptiveCase: Hashable, Sendable {
    public var condition: Predicate?
    public var section: LayoutSection

    public init(condition: Predicate?, section: LayoutSection) {
        self.condition = condition
        self.section = section
    }
}
