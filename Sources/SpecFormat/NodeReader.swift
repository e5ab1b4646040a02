import LayoutModel

/// Reads typed values out of `SpecNode`s, recording a located diagnostic for every fault instead of stopping
/// at the first one, so a user sees all problems of a file at once.
public struct NodeReader {
    public let file: String
    public private(set) var diagnostics: [SpecDiagnostic] = []
    /// True while a section is read: the one place a dimension or a group's count may be computed from the section
    /// provider's environment (`absolute((width - 8) / 2)`; `ComputedDimension`, `LayoutGroup.computedCount`).
    public var allowsComputedValues = false

    public init(file: String) {
        self.file = file
    }

    public mutating func fault(_ node: SpecNode?, _ path: String, _ message: String) {
        diagnostics.append(
            SpecDiagnostic(file: file, path: path, location: node?.location ?? .unknown, message: message)
        )
    }

    public mutating func append(_ more: [SpecDiagnostic]) { diagnostics.append(contentsOf: more) }

    /// Checks that `node` is an object, reports keys not in `allowed` (with the nearest valid key) and
    /// missing `required` keys. Returns false when the node is not an object at all.
    @discardableResult
    public mutating func object(_ node: SpecNode, _ path: String, allowed: [String], required: [String] = [], what: String)
        -> Bool
    {
        guard case .object(let members) = node.value else {
            fault(node, path, "expected \(what) (an object) but found \(node.kindDescription)")
            return false
        }
        for member in members where !allowed.contains(member.key) {
            let hint = NameSuggestion.didYouMean(member.key, among: allowed) ?? "; valid keys: " + allowed.joined(separator: ", ")
            fault(member.value, SpecPath.appending(key: member.key, to: path), "unknown key \"\(member.key)\" in \(what)" + hint)
        }
        for key in required where node[key] == nil {
            fault(node, path, "\(what) needs \"\(key)\"")
        }
        return true
    }

    /// What a number must be.
    public enum NumberRule {
        case any
        case nonNegative
        case positive
    }

    /// A number of the node, checked by `rule` and within `bound` (lengths unless said otherwise).
    public mutating func number(
        _ node: SpecNode, _ path: String, rule: NumberRule = .any, bound: InputBound = InputLimits.length, what: String = "a number"
    ) -> Double? {
        guard case .number(let value) = node.value else {
            fault(node, path, "expected \(what) but found \(node.kindDescription)")
            return nil
        }
        return check(value, node, path, rule: rule, bound: bound)
    }

    /// Applies a number rule to a value, reporting NaN, infinities, sign faults and values past `bound` (a length
    /// unless said otherwise; every number of a spec is one of the bounded kinds of `InputLimits`).
    public mutating func check(
        _ value: Double, _ node: SpecNode, _ path: String, rule: NumberRule, bound: InputBound = InputLimits.length
    ) -> Double? {
        if value.isNaN {
            fault(node, path, "NaN is not a valid value")
            return nil
        }
        if value.isInfinite {
            fault(node, path, "an infinite value is not valid")
            return nil
        }
        switch rule {
        case .any: break
        case .nonNegative where value < 0:
            fault(node, path, "must not be negative (found \(formatSpecNumber(value)))")
            return nil
        case .positive where value <= 0:
            fault(node, path, "must be greater than 0 (found \(formatSpecNumber(value)))")
            return nil
        default: break
        }
        if let message = bound.fault(for: value, describe: formatSpecNumber) {
            fault(node, path, message)
            return nil
        }
        return value
    }

    /// An integer of the node, at least `minimum` and within `bound` when given.
    public mutating func integer(
        _ node: SpecNode, _ path: String, minimum: Int? = nil, bound: InputBound? = nil, what: String = "an integer"
    ) -> Int? {
        guard case .number(let value) = node.value else {
            fault(node, path, "expected \(what) but found \(node.kindDescription)")
            return nil
        }
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
            fault(node, path, "expected \(what) but found \(formatSpecNumber(value))")
            return nil
        }
        let integer = Int(value)
        if let minimum, integer < minimum {
            fault(node, path, "must be at least \(minimum) (found \(integer))")
            return nil
        }
        if let message = bound?.fault(for: integer) {
            fault(node, path, message)
            return nil
        }
        return integer
    }

    public mutating func string(_ node: SpecNode, _ path: String, what: String = "a string") -> String? {
        guard case .string(let text) = node.value else {
            fault(node, path, "expected \(what) but found \(node.kindDescription)")
            return nil
        }
        return text
    }

    public mutating func bool(_ node: SpecNode, _ path: String) -> Bool? {
        guard case .bool(let flag) = node.value else {
            fault(node, path, "expected true or false but found \(node.kindDescription)")
            return nil
        }
        return flag
    }

    public mutating func array(_ node: SpecNode, _ path: String, what: String = "an array") -> [SpecNode]? {
        guard case .array(let elements) = node.value else {
            fault(node, path, "expected \(what) but found \(node.kindDescription)")
            return nil
        }
        return elements
    }

    /// An array of at most `bound` elements: every element of a longer one would be decoded, validated and
    /// planned before anything could refuse the file.
    public mutating func array(_ node: SpecNode, _ path: String, bound: InputBound, what: String) -> [SpecNode]? {
        guard let elements = array(node, path, what: what) else { return nil }
        guard Double(elements.count) <= bound.magnitude else {
            fault(node, path, "holds \(elements.count) elements; it may hold at most \(Int(bound.magnitude)) (the limit for \(bound.name))")
            return nil
        }
        return elements
    }

    /// One of an enumeration's raw values (a leading `.` allowed, as in Swift). An unknown one is a fault with the
    /// value it was most likely meant to be (`NameSuggestion`), or, when none is close, every valid value in the
    /// enumeration's order.
    public mutating func enumeration<E: RawRepresentable & CaseIterable>(_ node: SpecNode, _ path: String, _ type: E.Type, what: String)
        -> E? where E.RawValue == String
    {
        guard let text = string(node, path, what: what) else { return nil }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let value = E(rawValue: name) { return value }
        let valid = E.allCases.map(\.rawValue)
        let hint = NameSuggestion.didYouMean(name, among: valid) ?? "; valid values: " + valid.joined(separator: ", ")
        fault(node, path, "unknown \(what) \"\(text)\"" + hint)
        return nil
    }

    /// Reads `key` of an object node with `read` when present.
    public mutating func optional<T>(_ node: SpecNode, _ key: String, _ path: String, _ read: (inout NodeReader, SpecNode, String) -> T?)
        -> T?
    {
        guard let child = node[key] else { return nil }
        return read(&self, child, SpecPath.appending(key: key, to: path))
    }
}
