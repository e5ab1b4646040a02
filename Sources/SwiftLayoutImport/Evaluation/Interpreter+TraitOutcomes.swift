import LayoutModel
import SwiftSyntax

/// One run of a layout declaration along a path of trait decisions: the condition that path stands for (the
/// comparisons that held), the decisions it made, and the spec it built.
struct TraitOutcome {
    var condition: Predicate?
    var decisions: [TraitCaseExplorer.Decision]
    var spec: LayoutSpec
}

/// Joins the specs a declaration builds on each path of its trait decisions into one spec: where they differ only
/// in their sections, each section index whose definitions differ becomes an adaptive section whose cases are the
/// paths' conditions (each path's own adaptive cases nested under its condition), in the order the paths were
/// run, so the first case that holds is the path the app takes (`TraitCaseExplorer`). Flow layouts that differ become
/// an adaptive flow layout, one case per path. What a spec cannot choose by traits (a compositional layout's
/// configuration, a family) is a fault at the code that read the trait, with the `--assume` that fixes it.
extension Interpreter {
    func merged(_ outcomes: [TraitOutcome], of declaration: LayoutDeclaration) throws -> LayoutSpec {
        guard let first = outcomes.first else { throw stop(declaration.node, "\(declaration.displayName) builds no layout") }
        if outcomes.allSatisfy({ $0.spec == first.spec }) { return first.spec }
        if let adaptive = adaptiveFlow(outcomes) { return adaptive }
        let layouts = outcomes.compactMap { $0.spec.compositional }
        guard layouts.count == outcomes.count else {
            throw unexpressible(outcomes, of: declaration, what: "builds a compositional layout on some devices and a flow layout on others")
        }
        guard layouts.allSatisfy({ $0.configuration == layouts[0].configuration }) else {
            throw unexpressible(outcomes, of: declaration, what: "changes the layout's configuration, which a spec does not choose by traits (only sections)")
        }
        let count = layouts.map(\.sections.count).max() ?? 1
        var sections: [SectionDefinition] = []
        for index in 0..<count {
            let definitions = layouts.map { $0.definition(forSection: index) }
            if definitions.allSatisfy({ $0 == definitions[0] }) {
                sections.append(definitions[0])
                continue
            }
            var cases: [AdaptiveCase] = []
            for (outcome, definition) in zip(outcomes, definitions) {
                switch definition {
                case .fixed(let section): cases.append(AdaptiveCase(condition: outcome.condition, section: .composed(section)))
                case .list(let list): cases.append(AdaptiveCase(condition: outcome.condition, section: .list(list)))
                case .adaptive(let inner):
                    cases += inner.map { AdaptiveCase(condition: Self.both(outcome.condition, $0.condition), section: $0.section) }
                }
            }
            sections.append(Self.collapsed(cases))
        }
        var spec = first.spec
        spec.definition = .compositional(CompositionalLayout(configuration: layouts[0].configuration, sections: sections))
        let traits = ConditionTrait.listed(sections.reduce(into: Set<String>()) { $0.formUnion($1.conditionNames) })
        spec.description = (spec.description.map { $0 + " " } ?? "") + "Its sections choose by " + traits.joined(separator: ", ") + ", as the code reads them."
        return spec
    }

    /// Flow layouts that differ by path: one adaptive flow layout whose cases are the paths' conditions, in the order
    /// the paths were run (LayoutSpecFormat.md, Adaptive flow layouts). Nil unless every path built a flow layout.
    private func adaptiveFlow(_ outcomes: [TraitOutcome]) -> LayoutSpec? {
        let layouts = outcomes.compactMap { $0.spec.flow }
        guard layouts.count == outcomes.count, var spec = outcomes.first?.spec else { return nil }
        let cases = Self.leavingRepeatsToTheLast(zip(outcomes, layouts).map { FlowCase(condition: $0.condition, layout: $1) }, by: \.layout)
        spec.definition = cases.count == 1 ? .flow(cases[0].layout) : .adaptiveFlow(cases)
        let traits = ConditionTrait.listed(cases.conditionNames)
        if !traits.isEmpty {
            spec.description = (spec.description.map { $0 + " " } ?? "") + "Its flow layout chooses by " + traits.joined(separator: ", ") + ", as the code reads them."
        }
        return spec
    }

    /// Both conditions (either may be absent: always).
    private static func both(_ a: Predicate?, _ b: Predicate?) -> Predicate? {
        switch (a, b) {
        case (nil, _): return b
        case (_, nil): return a
        case (.and(let left)?, .and(let right)?): return .and(left + right)
        case (.and(let left)?, let right?): return .and(left + [right])
        case (let left?, .and(let right)?): return .and([left] + right)
        case (let left?, let right?): return .and([left, right])
        }
    }

    /// The fault for layouts that differ by a trait in a way a spec cannot say: at the first reading the paths
    /// decided, with the `--assume` that gives the trait one value.
    private func unexpressible(_ outcomes: [TraitOutcome], of declaration: LayoutDeclaration, what: String) -> EvaluationStop {
        guard let decision = outcomes.lazy.flatMap(\.decisions).first else {
            return stop(declaration.node, "\(declaration.displayName) \(what)")
        }
        let name = decision.code.filter { !$0.isWhitespace }
        let value: String
        if case .comparison(.name(let trait), _, .caseName(let example)) = decision.predicate {
            value = "\(name)=\(example) (a case: \(Self.caseList(of: trait)))"
        } else if case .comparison(_, _, .number) = decision.predicate {
            value = "\(name)=NUMBER"
        } else {
            value = "\(name)=true or \(name)=false"
        }
        return .fault(
            decision.position.diagnostic(
                "\(declaration.displayName) reads `\(decision.code)`, and with it \(what)",
                hint: "give the trait one value with --assume \(value)"
            )
        )
    }
}
