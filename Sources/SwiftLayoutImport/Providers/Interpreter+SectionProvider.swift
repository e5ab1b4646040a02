import LayoutModel
import SwiftSyntax

/// Turns a section provider into the spec's `sections`: the provider runs for section 0, 1, 2, ... until its
/// answers settle (the spec repeats its last entry for every later section), and, for each index, once per way
/// its readings of the environment can go (the container size, the trait collection: giving adaptive sections).
extension Interpreter {
    static let maximumSections = 64
    /// With arithmetic on the index (`sectionIndex % 2`) no probe says when the answers settle: this many equal
    /// answers in a row are taken to mean they have.
    static let settledRunAfterArithmetic = 8

    /// The `sections` of a built layout.
    func sectionDefinitions(of layout: CompositionalLayoutValue) throws -> [SectionDefinition] {
        switch layout.sections {
        case .single(let section):
            return [section]
        case .list(let configuration):
            return [.list(configuration)]
        case .provider(let provider, let node):
            guard case .function(var callable) = provider else { throw stop(node, "the section provider is not a closure or function") }
            callable.isClosure = true  // A provider is called with positional arguments, even a function of the file.
            return try expand(callable, at: node)
        }
    }

    private func expand(_ provider: Callable, at node: Syntax) throws -> [SectionDefinition] {
        sectionIndexProbes = SectionIndexProbes()
        snapshotSectionCount = nil
        var definitions: [SectionDefinition] = []
        var equalRun = 0
        for sectionIndex in 0..<Self.maximumSections {
            // The data source holds no more sections than the code's snapshot appends: UIKit asks for no others.
            if let count = snapshotSectionCount, sectionIndex >= count, !definitions.isEmpty { return Self.droppingRepeats(definitions) }
            guard let definition = try definition(provider, sectionIndex, at: node) else {
                if sectionIndex == 0 { throw stop(node, "the section provider returns nil for section 0, so the layout has no sections") }
                return Self.droppingRepeats(definitions)
            }
            equalRun = definition == definitions.last ? equalRun + 1 : 0
            definitions.append(definition)
            // The probe may be past any section evaluated (`index < 1e300`): it is bounded by the sections there are.
            let lastDistinguished = Int(min(sectionIndexProbes.largest ?? -1, Double(Self.maximumSections))) + 1
            if equalRun > 0, sectionIndex > lastDistinguished,
                !sectionIndexProbes.usedInArithmetic || equalRun >= Self.settledRunAfterArithmetic
            {
                return Self.droppingRepeats(definitions)
            }
        }
        throw stop(
            node, "the section provider still gives new sections at section \(Self.maximumSections - 1)",
            hint: "a spec repeats its last section for every later one: make the provider settle on one section, such as a `default:` case"
        )
    }

    /// The list without trailing entries equal to the one before them (the spec repeats its last entry anyway).
    private static func droppingRepeats(_ definitions: [SectionDefinition]) -> [SectionDefinition] {
        var result = definitions
        while result.count >= 2, result[result.count - 1] == result[result.count - 2] { result.removeLast() }
        return result
    }

    /// What the provider gives for one section index: one section, an adaptive choice by width, or nil (no more
    /// sections).
    private func definition(_ provider: Callable, _ sectionIndex: Int, at node: Syntax) throws -> SectionDefinition? {
        var index = NumberValue.integer(sectionIndex)
        index.isSectionIndex = true
        let arguments = [
            Argument(label: nil, value: .number(index), node: node), Argument(label: nil, value: .environment(.environment), node: node),
        ]
        // The provider runs along every way its readings of the environment go, starting from what the layout
        // declaration's own run decided (its explorer comes back when the provider is done).
        let outer = traitCases
        var explorer = outer.map(TraitCaseExplorer.seeded(from:)) ?? TraitCaseExplorer()
        var outcomes: [(condition: Predicate?, section: ProvidedSection?)] = []
        defer { traitCases = outer }
        repeat {
            guard explorer.pathCount < TraitCaseExplorer.maximumPaths else {
                throw stop(node, "the section provider reads the environment (its size and traits) in more than \(TraitCaseExplorer.maximumPaths) combinations")
            }
            explorer.beginPath()
            traitCases = explorer
            // The provider sees what it assigns to its object's properties, never what an earlier call did.
            let writesBefore = selfWrites
            selfWrites = [:]
            defer { selfWrites = writesBefore }
            var value: SwiftValue
            do {
                value = try invoke(provider, arguments, at: node)
            } catch EvaluationStop.sectionIndexOutOfRange {
                value = .null
            } catch EvaluationStop.crash(_) where sectionIndex > 0 {
                // Apple's samples end with `guard let kind = Kind(rawValue: index) else { fatalError() }`: the app
                // never asks for a section the provider cannot make without crashing.
                value = .null
            }
            explorer = traitCases!
            outcomes.append((explorer.pathCondition, try section(from: value, at: node)))
        } while explorer.advance()
        return try Self.definition(outcomes, at: node, self)
    }

    private func section(from value: SwiftValue, at node: Syntax) throws -> ProvidedSection? {
        var value = value
        if case .implicitMember(let member) = value, member.name != "none" {
            // `return .list(using: configuration, layoutEnvironment: environment)`: the provider's result type gives it.
            value = try resolve(value, asType: "NSCollectionLayoutSection", at: node)
        }
        if let section = try providedSection(from: value, at: node) { return section }
        switch value {
        case .null: return nil
        case .unevaluable(let unknown): throw EvaluationStop.fault(unknown.diagnostic)
        default: throw stop(node, "the section provider returns \(value.kindDescription), not an NSCollectionLayoutSection")
        }
    }

    private static func definition(
        _ outcomes: [(condition: Predicate?, section: ProvidedSection?)], at node: Syntax, _ interpreter: Interpreter
    ) throws -> SectionDefinition? {
        if outcomes.allSatisfy({ $0.section == nil }) { return nil }
        guard outcomes.allSatisfy({ $0.section != nil }) else {
            throw interpreter.stop(node, "the section provider returns nil in some environments only (by its size or traits); a spec's sections cannot end there")
        }
        return collapsed(outcomes.map { AdaptiveCase(condition: $0.condition, section: $0.section!) })
    }

    /// Adaptive cases as a section definition: cases the last repeats are left to it (`leavingRepeatsToTheLast`), and
    /// a single case left is a plain section.
    static func collapsed(_ cases: [AdaptiveCase]) -> SectionDefinition {
        let cases = leavingRepeatsToTheLast(cases, by: \.section)
        return cases.count == 1 ? SectionDefinition(cases[0].section) : .adaptive(cases)
    }

    /// Adaptive cases (a section's, a flow layout's) without the ones just before the last that choose what the last
    /// does (the one without a condition, in the order the explorer runs paths): the last takes them anyway.
    static func leavingRepeatsToTheLast<Case, Choice: Equatable>(_ cases: [Case], by choice: (Case) -> Choice) -> [Case] {
        var cases = cases
        while cases.count >= 2, choice(cases[cases.count - 2]) == choice(cases[cases.count - 1]) {
            cases.remove(at: cases.count - 2)
        }
        return cases
    }
}
