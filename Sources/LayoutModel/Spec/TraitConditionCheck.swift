/// The checks an adaptive section's conditions pass before a spec is accepted (LayoutSpecFormat.md, Trait
/// conditions): each comparison compares a trait with a value of its kind, and every case can be chosen in some
/// environment. A case that can never be chosen is a fault rather than a branch no compute ever takes without a
/// word.
public enum TraitConditionCheck {
    // MARK: - Kinds

    /// What is wrong with the kinds one condition compares, one message per fault (empty when none). Names must
    /// already be traits (`ConditionTrait.names`).
    public static func kindFaults(in predicate: Predicate) -> [String] {
        switch predicate {
        case .constant: return []
        case .not(let inner): return kindFaults(in: inner)
        case .and(let operands), .or(let operands):
            var faults: [String] = []
            for operand in operands {
                for fault in kindFaults(in: operand) where !faults.contains(fault) { faults.append(fault) }
            }
            return faults
        case .truthy(let operand):
            return truthyFault(operand).map { [$0] } ?? []
        case .comparison(let lhs, let op, let rhs):
            return comparisonFault(lhs, op, rhs).map { [$0] } ?? []
        }
    }

    private static func trait(_ operand: PredicateOperand) -> ConditionTrait? {
        if case .name(let name) = operand { return ConditionTrait.named[name] }
        return nil
    }

    /// A bare operand is a condition only when it is a flag.
    private static func truthyFault(_ operand: PredicateOperand) -> String? {
        guard let trait = trait(operand) else {
            return "`\(operand)` alone is not a condition: compare a trait with it, such as `idiom == .pad` or `width > 600`"
        }
        switch trait.kind {
        case .flag: return nil
        case .length, .number:
            return "`\(trait.name)` alone is not a condition: it is \(trait.kind.description); compare it with a number, such as `\(trait.name) > 600`"
        case .cases(let cases, _):
            return "`\(trait.name)` alone is not a condition: it is \(trait.kind.description); compare it with a case, such as `\(trait.name) == .\(cases[0])`"
        }
    }

    private static func comparisonFault(_ lhs: PredicateOperand, _ op: ComparisonOperator, _ rhs: PredicateOperand) -> String? {
        let text = "`\(lhs) \(op.rawValue) \(rhs)`"
        switch (trait(lhs), trait(rhs)) {
        case (nil, nil):
            return "\(text) compares no trait: one side names one (" + ConditionTrait.all.map(\.name).joined(separator: ", ") + ")"
        case (let a?, let b?):
            return traitsFault(a, op, b, text)
        case (let trait?, nil):
            return literalFault(trait, op, rhs, text)
        case (nil, let trait?):
            return literalFault(trait, op.mirrored, lhs, text)
        }
    }

    /// Two traits compare when they hold values of one kind.
    private static func traitsFault(_ a: ConditionTrait, _ op: ComparisonOperator, _ b: ConditionTrait, _ text: String) -> String? {
        switch (a.kind, b.kind) {
        case (.length, .length): return nil
        case (.number, .number) where a.name == b.name: return nil
        case (.cases(let first, let ordered), .cases(let second, _)) where first == second:
            return ordered || op == .equal || op == .notEqual ? nil : orderFault(a, op, text)
        case (.flag, .flag):
            return op == .equal || op == .notEqual ? nil : "\(text) orders true and false: compare flags with == or !="
        default:
            return "\(text) compares \(a.name) (\(a.kind.description)) with \(b.name) (\(b.kind.description)): values of different kinds are never equal"
        }
    }

    private static func orderFault(_ trait: ConditionTrait, _ op: ComparisonOperator, _ text: String) -> String {
        "\(text): the cases of \(trait.name) have no order, so `\(op.rawValue)` does not compare them; use == or !="
    }

    /// A trait compared with a literal of its kind: a number for lengths and numbers, one of its cases, a Boolean
    /// for a flag.
    private static func literalFault(_ trait: ConditionTrait, _ op: ComparisonOperator, _ literal: PredicateOperand, _ text: String) -> String? {
        let found: String
        switch literal {
        case .number: found = "a number"
        case .string(let value): found = "the text \"\(value)\""
        case .bool: found = "a Boolean"
        case .null: found = "null"
        case .caseName(let name): found = "the case .\(name)"
        case .name: found = "a name"
        }
        switch (trait.kind, literal) {
        case (.length, .number), (.number, .number):
            return nil
        case (.length, _), (.number, _):
            return "\(text) compares \(trait.name), \(trait.kind.description), with \(found); compare it with a number"
        case (.cases(let cases, let ordered), .caseName(let name)):
            guard cases.contains(name) else {
                return "\(text): .\(name) is not a case of \(trait.name), which is \(trait.kind.description)"
            }
            return ordered || op == .equal || op == .notEqual ? nil : orderFault(trait, op, text)
        case (.cases(let cases, _), .string(let value)) where cases.contains(value):
            return "\(text) compares \(trait.name) with the text \"\(value)\"; write the case, .\(value)"
        case (.cases, _):
            return "\(text) compares \(trait.name), \(trait.kind.description), with \(found); compare it with one of its cases"
        case (.flag, .bool):
            return op == .equal || op == .notEqual ? nil : "\(text) orders true and false: compare flags with == or !="
        case (.flag, _):
            return "\(text) compares \(trait.name), \(trait.kind.description), with \(found); use it alone, or compare it with true or false"
        }
    }

    // MARK: - Cases that can never be chosen

    /// Why cases of one adaptive section can never be chosen, by position (empty when every case can be).
    public enum Reachability: Hashable, Sendable {
        case checked([Int: String])
        /// The conditions read more combinations of trait values than `InputLimits.traitConditionChecks` allows
        /// checking: `count` evaluations would be needed.
        case tooManyCombinations(Double)
    }

    /// Finds, for the conditions of one adaptive section in order (nil: always), each case that no environment
    /// chooses: one whose condition never holds, or one that holds only where an earlier case holds too.
    ///
    /// Every combination of values that can make a difference is tried: each case of an enumeration-like trait,
    /// true and false, each listed value of a number, and for lengths each threshold the conditions compare with,
    /// two values beyond either end and two between each pair (two, so that `width > height` can go both ways
    /// within one interval). Traits are taken as independent of one another, so a case that only an impossible
    /// combination reaches (a phone whose short side is 800 points) is not reported; a case reported is never
    /// chosen on any device.
    public static func reachability(of conditions: [Predicate?]) -> Reachability {
        let names = conditions.reduce(into: Set<String>()) { $0.formUnion($1?.names ?? []) }.sorted()
        let lengths = lengthSamples(in: conditions)
        let domains: [[PredicateValue]] = names.map { name in
            switch ConditionTrait.named[name]?.kind {
            case .length?: return lengths.map { .number($0) }
            case .number(let values)?: return values.isEmpty ? [.null] : values.map { .number($0) }
            case .cases(let cases, _)?: return cases.enumerated().map { .enumCase($1, rank: $0) }
            case .flag?: return [.bool(false), .bool(true)]
            case nil: return [.null]
            }
        }
        let combinations = domains.reduce(1.0) { $0 * Double($1.count) }
        let cost = combinations * Double(max(1, conditions.reduce(0) { $0 + ($1?.nodeCount ?? 0) }))
        guard cost <= Double(InputLimits.traitConditionChecks) else { return .tooManyCombinations(cost) }

        var chosen = Array(repeating: false, count: conditions.count)
        var holdsSomewhere = Array(repeating: false, count: conditions.count)
        var assignment = Assignment(names: names, values: domains.map { $0[0] })
        var digits = Array(repeating: 0, count: names.count)
        while true {
            var first: Int?
            for (index, condition) in conditions.enumerated() {
                // Once a case was chosen and held, this combination has nothing more to tell about it.
                if first != nil, holdsSomewhere[index] { continue }
                guard condition?.evaluate(in: assignment) ?? true else { continue }
                holdsSomewhere[index] = true
                if first == nil { first = index }
            }
            if let first { chosen[first] = true }
            // The next combination, as a counter whose digits are the traits' values.
            var position = 0
            while position < digits.count {
                digits[position] += 1
                if digits[position] < domains[position].count { break }
                digits[position] = 0
                position += 1
            }
            if position == digits.count { break }
            for slot in 0...position { assignment.values[slot] = domains[slot][digits[slot]] }
        }
        var faults: [Int: String] = [:]
        for index in conditions.indices where !chosen[index] {
            if conditions[index] == nil {
                faults[index] = "this case is never chosen: an earlier case holds in every environment"
            } else if holdsSomewhere[index] {
                faults[index] = "this case is never chosen: wherever its condition holds, an earlier case's holds too, and the first that holds is used"
            } else {
                faults[index] = "this case is never chosen: its condition holds in no environment"
            }
        }
        return .checked(faults)
    }

    /// The lengths worth trying: around, at and between the thresholds the conditions compare lengths with.
    private static func lengthSamples(in conditions: [Predicate?]) -> [Double] {
        var thresholds: Set<Double> = []
        for condition in conditions { condition?.collectLengthThresholds(into: &thresholds) }
        let sorted = thresholds.sorted()
        guard let lowest = sorted.first, let highest = sorted.last else { return [0, 1] }
        var samples: [Double] = []
        let below = max(1, lowest.magnitude)
        let above = max(1, highest.magnitude)
        samples += [lowest - 2 * below, lowest - below]
        for (position, threshold) in sorted.enumerated() {
            samples.append(threshold)
            guard position + 1 < sorted.count else { continue }
            let next = sorted[position + 1]
            let gap = next - threshold
            for fraction in [1.0 / 3, 2.0 / 3] {
                let inside = threshold + gap * fraction
                if inside > threshold, inside < next, samples.last != inside { samples.append(inside) }
            }
        }
        samples += [highest + above, highest + 2 * above]
        return samples
    }

    /// Trait values by name, for evaluating conditions on one combination.
    private struct Assignment: PredicateEnvironment {
        let positions: [String: Int]
        var values: [PredicateValue]

        init(names: [String], values: [PredicateValue]) {
            positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
            self.values = values
        }

        func value(named name: String) -> PredicateValue { positions[name].map { values[$0] } ?? .null }
        func hasValue(named name: String) -> Bool { positions[name] != nil }
        func value(ofCase name: String) -> PredicateValue { ConditionTrait.caseValue(name) }
    }
}

extension Predicate {
    /// How many nodes and operands the expression has: what evaluating it costs.
    var nodeCount: Int {
        switch self {
        case .constant, .truthy, .comparison: return 1
        case .not(let inner): return 1 + inner.nodeCount
        case .and(let operands), .or(let operands): return operands.reduce(1) { $0 + $1.nodeCount }
        }
    }

    /// The numbers compared with a length trait (`width > 600` adds 600).
    func collectLengthThresholds(into thresholds: inout Set<Double>) {
        switch self {
        case .constant, .truthy: return
        case .not(let inner): inner.collectLengthThresholds(into: &thresholds)
        case .and(let operands), .or(let operands): for operand in operands { operand.collectLengthThresholds(into: &thresholds) }
        case .comparison(let lhs, _, let rhs):
            for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                if case .name(let name) = side, ConditionTrait.named[name]?.kind == .length, case .number(let value) = other {
                    thresholds.insert(value)
                }
            }
        }
    }
}
