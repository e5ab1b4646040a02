/// The definition a section index maps to: one section built from a group, one list section, or a choice by the
/// environment (Apple's Adaptive Sections sample, where the section provider reads `effectiveContentSize.width`;
/// apps that read the trait collection's size classes, idiom or text size).
public enum SectionDefinition: Hashable, Sendable {
    case fixed(LayoutSection)
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (ListRules.md L1).
    case list(ListConfiguration)
    /// Cases tried in order; the first whose condition holds is used.
    case adaptive([AdaptiveCase])

    /// The definition that always gives `provided`.
    public init(_ provided: ProvidedSection) {
        switch provided {
        case .composed(let section): self = .fixed(section)
        case .list(let configuration): self = .list(configuration)
        }
    }

    /// The section the provider returns in `environment`, with its computed values evaluated there; nil when no
    /// adaptive case matches.
    ///
    /// - Throws: a computed value without a usable value in `environment`, its path below the definition
    ///   (`adaptive[1].section.group.size.width`).
    public func resolve(in environment: SectionEnvironment) throws(ComputedValueFault) -> ProvidedSection? {
        try resolved(in: environment)?.evaluated
    }

    /// The section the provider returns in `environment`, both as the spec writes it (computed values unevaluated:
    /// how a description finds the spec node it describes) and evaluated there; nil when no adaptive case matches.
    public func resolved(in environment: SectionEnvironment) throws(ComputedValueFault) -> (asWritten: ProvidedSection, evaluated: ProvidedSection, caseIndex: Int?)? {
        let caseIndex = adaptiveCaseIndex(in: environment)
        let provided: ProvidedSection
        switch self {
        case .fixed(let section): provided = .composed(section)
        case .list(let configuration): provided = .list(configuration)
        case .adaptive(let cases):
            guard let caseIndex else { return nil }
            provided = cases[caseIndex].section
        }
        do {
            return (provided, try provided.evaluatingComputedValues(in: environment), caseIndex)
        } catch {
            var fault = error
            if let caseIndex { fault.path = "adaptive[\(caseIndex)].section." + fault.path }
            throw fault
        }
    }

    /// The index of the adaptive case the provider takes in `environment`: the first whose condition holds. Nil for
    /// a definition that is not adaptive, or when no case matches. The lint names the case a section came from.
    public func adaptiveCaseIndex(in environment: SectionEnvironment) -> Int? {
        guard case .adaptive(let cases) = self else { return nil }
        let values = environment.conditionValues
        return cases.firstIndex { $0.condition?.evaluate(in: values) ?? true }
    }

    /// The traits the definition's conditions read (none but for an adaptive section).
    public var conditionNames: Set<String> {
        guard case .adaptive(let cases) = self else { return [] }
        return cases.reduce(into: Set<String>()) { $0.formUnion($1.condition?.names ?? []) }
    }

    /// Every section the definition can produce (adaptive cases included).
    public var allProvided: [ProvidedSection] {
        switch self {
        case .fixed(let section): return [.composed(section)]
        case .list(let configuration): return [.list(configuration)]
        case .adaptive(let cases): return cases.map(\.section)
        }
    }

    /// Every group-built section the definition can produce.
    public var allSections: [LayoutSection] { allProvided.compactMap(\.composed) }

    /// Every list configuration the definition can produce.
    public var allLists: [ListConfiguration] { allProvided.compactMap(\.list) }
}

/// One case of an adaptive section: a condition on the environment (`width`, `height`: the effective content size;
/// the traits of `ConditionTrait`) and the section to use when it holds. No condition means always.
public struct AdaptiveCase: Hashable, Sendable {
    public var condition: Predicate?
    public var section: ProvidedSection

    public init(condition: Predicate?, section: ProvidedSection) {
        self.condition = condition
        self.section = section
    }

    /// A case whose section is built from a group.
    public init(condition: Predicate?, section: LayoutSection) {
        self.init(condition: condition, section: .composed(section))
    }
}
