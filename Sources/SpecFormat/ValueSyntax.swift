import LayoutModel

/// The small value syntaxes of spec files: dimensions (`fractionalWidth(0.5)`, `{"absolute": 44}`), spacings
/// (`fixed(10)`, `{"flexible": 4}`, `10`), insets (`10` or an object of edges), points and sizes.
extension NodeReader {
    private static let dimensionKinds = [
        "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
    ]

    public mutating func dimension(_ node: SpecNode, _ path: String) -> Dimension? {
        let kind: String
        let argument: SpecNode
        let argumentPath: String
        switch node.value {
        case .string(let text):
            guard let call = parseCall(text) else {
                fault(node, path, "expected a dimension such as \"fractionalWidth(0.5)\" or \"absolute(44)\" but found \(node.kindDescription)")
                return nil
            }
            kind = call.name
            argument = SpecNode(.string(call.argument), at: node.location)
            argumentPath = path
        case .object(let members):
            guard members.count == 1, let member = members.first else {
                fault(node, path, "a dimension object has exactly one key, one of: " + Self.dimensionKinds.joined(separator: ", "))
                return nil
            }
            kind = member.key
            argument = member.value
            argumentPath = SpecPath.appending(key: member.key, to: path)
        default:
            fault(node, path, "expected a dimension such as \"fractionalWidth(0.5)\" or {\"absolute\": 44} but found \(node.kindDescription)")
            return nil
        }
        guard Self.dimensionKinds.contains(kind) else {
            let hint = NameSuggestion.didYouMean(kind, among: Self.dimensionKinds) ?? "; valid kinds: " + Self.dimensionKinds.joined(separator: ", ")
            fault(node, path, "unknown dimension kind \"\(kind)\"" + hint)
            return nil
        }
        let value: Double
        switch argument.value {
        case .number(let number):
            value = number
        case .string(let text):
            if let number = parseQuotient(text) {
                value = number
            } else if let computedKind = ComputedDimension.Kind(rawValue: kind) {
                return computedDimension(computedKind, text, argument, argumentPath)
            } else {
                fault(argument, argumentPath, "\"\(text)\" is not a number (write a number or a quotient such as 2/3)")
                return nil
            }
        default:
            fault(argument, argumentPath, "expected a number but found \(argument.kindDescription)")
            return nil
        }
        let bound = kind.hasPrefix("fractional") ? InputLimits.fraction : InputLimits.length
        guard let checked = check(value, node, path, rule: .nonNegative, bound: bound) else { return nil }
        switch kind {
        case "fractionalWidth": return .fractionalWidth(checked)
        case "fractionalHeight": return .fractionalHeight(checked)
        case "absolute": return .absolute(checked)
        case "estimated": return .estimated(checked)
        default: return .uniformAcrossSiblings(checked)
        }
    }

    /// `absolute((width - 8) / 2)`, `fractionalWidth(1 / max(3, trunc(width / 130)))`: a number computed from the
    /// section provider's environment (LayoutSpecFormat.md, Computed dimensions). A constant expression is a plain
    /// dimension.
    private mutating func computedDimension(_ kind: ComputedDimension.Kind, _ text: String, _ node: SpecNode, _ path: String) -> Dimension? {
        guard let expression = environmentExpression(text, node, path) else { return nil }
        if let constant = expression.constantValue {
            let bound = kind.isFraction ? InputLimits.fraction : InputLimits.length
            guard let checked = check(constant, node, path, rule: .nonNegative, bound: bound) else { return nil }
            return kind.dimension(checked)
        }
        return .computed(ComputedDimension(kind, expression))
    }

    /// Expression text over the section provider's environment: the syntax of flow expressions, the names of
    /// `SectionEnvironment.expressionNames` only, and only inside a section (`allowsComputedValues`); nil after a
    /// fault. An expression of numbers alone is returned as it is, wherever it stands: its caller treats it as a
    /// number.
    mutating func environmentExpression(_ text: String, _ node: SpecNode, _ path: String) -> FlowExpression? {
        let expression: FlowExpression
        do {
            expression = try FlowExpression(parsing: text)
        } catch {
            fault(node, path, "cannot read \"\(text)\" as a number or an expression: \(error)")
            return nil
        }
        guard expression.constantValue == nil else { return expression }
        guard allowsComputedValues else {
            fault(node, path, "only a section's sizes, counts, insets and spacing may be computed from the environment (\"\(text)\" stands outside a section)")
            return nil
        }
        let unknown = expression.names.subtracting(SectionEnvironment.expressionNames).sorted()
        guard unknown.isEmpty else {
            let hint = unknown.count == 1 ? NameSuggestion.didYouMean(unknown[0], among: SectionEnvironment.expressionNames) ?? "" : ""
            fault(
                node, path,
                "a computed value reads the container only: \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")) is not one of \(SectionEnvironment.expressionNames.joined(separator: ", "))" + hint
            )
            return nil
        }
        return expression
    }

    public mutating func size(_ node: SpecNode, _ path: String) -> LayoutSize? {
        guard object(node, path, allowed: ["width", "height"], required: ["width", "height"], what: "a size") else {
            return nil
        }
        let width = optional(node, "width", path) { $0.dimension($1, $2) }
        let height = optional(node, "height", path) { $0.dimension($1, $2) }
        guard let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    public mutating func spacing(_ node: SpecNode, _ path: String, allowNegative: Bool = false) -> Spacing? {
        let rule: NumberRule = allowNegative ? .any : .nonNegative
        switch node.value {
        case .number(let value):
            return check(value, node, path, rule: rule).map { .fixed($0) }
        case .string(let text):
            guard let call = parseCall(text), ["fixed", "flexible"].contains(call.name),
                let number = parseQuotient(call.argument)
            else {
                var message = "expected a spacing such as \"fixed(10)\" or \"flexible(4)\" but found \(node.kindDescription)"
                if let call = parseCall(text), !["fixed", "flexible"].contains(call.name),
                    let hint = NameSuggestion.didYouMean(call.name, among: ["fixed", "flexible"])
                {
                    message += hint
                }
                fault(node, path, message)
                return nil
            }
            guard let value = check(number, node, path, rule: rule) else { return nil }
            return call.name == "fixed" ? .fixed(value) : .flexible(value)
        case .object(let members):
            guard members.count == 1, let member = members.first, ["fixed", "flexible"].contains(member.key) else {
                fault(node, path, "a spacing object has exactly one key, \"fixed\" or \"flexible\"")
                return nil
            }
            let childPath = SpecPath.appending(key: member.key, to: path)
            guard let value = number(member.value, childPath, rule: rule) else { return nil }
            return member.key == "fixed" ? .fixed(value) : .flexible(value)
        default:
            fault(node, path, "expected a spacing (\"fixed(10)\", \"flexible(4)\", {\"fixed\": 10} or a number) but found \(node.kindDescription)")
            return nil
        }
    }

    /// A group's spacing, or, in a section, `"fixed(…)"` or `"flexible(…)"` of an expression over the section
    /// provider's environment (`"fixed(8 * (contentSize.width / 375))"`): the spacing, whose length is 0 while it is
    /// computed, and the expression when it is not a number.
    public mutating func computableSpacing(_ node: SpecNode, _ path: String) -> (spacing: Spacing, computed: FlowExpression?)? {
        guard case .string(let text) = node.value, let call = parseCall(text), ["fixed", "flexible"].contains(call.name),
            parseQuotient(call.argument) == nil
        else { return spacing(node, path).map { ($0, nil) } }
        guard let expression = environmentExpression(call.argument, node, path) else { return nil }
        let kind: Spacing = call.name == "fixed" ? .fixed(0) : .flexible(0)
        if let constant = expression.constantValue {
            return check(constant, node, path, rule: .nonNegative).map { (kind.withMinimum($0), nil) }
        }
        return (kind, expression)
    }

    public mutating func insets(_ node: SpecNode, _ path: String) -> EdgeInsets? {
        if case .number(let value) = node.value {
            return check(value, node, path, rule: .any).map { EdgeInsets(all: $0) }
        }
        let edges = ["top", "leading", "bottom", "trailing"]
        guard object(node, path, allowed: edges, what: "insets") else { return nil }
        var result = EdgeInsets()
        for edge in edges {
            guard let value = optional(node, edge, path, { $0.number($1, $2) }) else { continue }
            switch edge {
            case "top": result.top = value
            case "leading": result.leading = value
            case "bottom": result.bottom = value
            default: result.trailing = value
            }
        }
        return result
    }

    /// A list section's insets (ListRules.md L36): each edge a number, or `"list"` for the edge the list derives for
    /// its appearance and the environment; an edge left out is 0, as in any insets.
    public mutating func listSectionInsets(_ node: SpecNode, _ path: String) -> ListSectionInsets? {
        guard case .object = node.value else { return insets(node, path).map(ListSectionInsets.init) }
        let edges = ["top", "leading", "bottom", "trailing"]
        guard object(node, path, allowed: edges, what: "insets") else { return nil }
        var values: [Double?] = []
        var valid = true
        for edge in edges {
            let edgePath = SpecPath.appending(key: edge, to: path)
            guard let child = node[edge] else {
                values.append(0)
                continue
            }
            if case .string(let text) = child.value {
                guard text == "list" else {
                    fault(child, edgePath, "expected a number, or \"list\" for the inset the list derives, but found \"\(text)\"")
                    valid = false
                    continue
                }
                values.append(nil)
            } else if let value = number(child, edgePath) {
                values.append(value)
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        return ListSectionInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// A section's insets, whose edges may be expression text over the section provider's environment
    /// (`{"leading": "max(0, (width - 600) / 2)"}`, LayoutSpecFormat.md, Computed dimensions): the insets, and the
    /// computed ones when an edge is not a plain number (the insets are then zero until evaluated, as the Swift
    /// importer leaves them).
    public mutating func computableInsets(_ node: SpecNode, _ path: String) -> (insets: EdgeInsets, computed: ComputedInsets?)? {
        guard case .object = node.value else { return insets(node, path).map { ($0, nil) } }
        let edges = ["top", "leading", "bottom", "trailing"]
        guard object(node, path, allowed: edges, what: "insets") else { return nil }
        var expressions: [FlowExpression] = []
        var valid = true
        for edge in edges {
            guard let child = node[edge] else {
                expressions.append(.number(0))
                continue
            }
            guard let (value, computed) = computableLength(child, SpecPath.appending(key: edge, to: path)) else {
                valid = false
                continue
            }
            expressions.append(computed ?? .number(value))
        }
        guard valid else { return nil }
        let numbers = expressions.map { $0.constantValue ?? 0 }
        let insets = EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
        guard expressions.contains(where: { $0.constantValue == nil }) else { return (insets, nil) }
        return (.zero, ComputedInsets(top: expressions[0], leading: expressions[1], bottom: expressions[2], trailing: expressions[3]))
    }

    /// A length that may be negative (an inset, a spacing), or, in a section, expression text over the section
    /// provider's environment: the number, and the expression when it is not one.
    public mutating func computableLength(_ node: SpecNode, _ path: String) -> (value: Double, computed: FlowExpression?)? {
        guard case .string(let text) = node.value else { return number(node, path).map { ($0, nil) } }
        guard let expression = environmentExpression(text, node, path) else { return nil }
        if let constant = expression.constantValue {
            return check(constant, node, path, rule: .any).map { ($0, nil) }
        }
        return (0, expression)
    }

    public mutating func edgeSpacing(_ node: SpecNode, _ path: String) -> EdgeSpacing? {
        let edges = ["leading", "top", "trailing", "bottom"]
        guard object(node, path, allowed: edges, what: "edge spacing") else { return nil }
        var result = EdgeSpacing()
        for edge in edges {
            guard let child = node[edge] else { continue }
            if child.value == .null { continue }
            // A negative fixed edge spacing pulls the item back over its neighbour (UIKit lays out the waterfall
            // layouts that use `.fixed(-24)`); a flexible one is a minimum that grows, so it stays non-negative.
            let edgePath = SpecPath.appending(key: edge, to: path)
            var value = spacing(child, edgePath, allowNegative: true)
            if case .flexible(let minimum) = value, minimum < 0 {
                fault(child, edgePath, "a flexible edge spacing must not be negative (found \(formatSpecNumber(minimum))); a negative fixed one may overlap neighbours")
                value = nil
            }
            switch edge {
            case "leading": result.leading = value
            case "top": result.top = value
            case "trailing": result.trailing = value
            default: result.bottom = value
            }
        }
        return result
    }

    public mutating func point(_ node: SpecNode, _ path: String, what: String) -> Point? {
        guard object(node, path, allowed: ["x", "y"], what: what) else { return nil }
        let x = optional(node, "x", path) { $0.number($1, $2) } ?? 0
        let y = optional(node, "y", path) { $0.number($1, $2) } ?? 0
        return Point(x: x, y: y)
    }

    public mutating func plainSize(_ node: SpecNode, _ path: String, what: String) -> Size? {
        guard object(node, path, allowed: ["width", "height"], what: what) else { return nil }
        let width = optional(node, "width", path) { $0.number($1, $2, rule: .nonNegative) } ?? 0
        let height = optional(node, "height", path) { $0.number($1, $2, rule: .nonNegative) } ?? 0
        return Size(width: width, height: height)
    }

    /// A predicate's text, parsed, reading only `allowedNames` when given; case literals (`.pad`) only with
    /// `allowsCases`, since only traits have cases (a dataset field compares with quoted text).
    public mutating func predicate(_ node: SpecNode, _ path: String, allowedNames: Set<String>? = nil, allowsCases: Bool = false) -> Predicate? {
        guard let text = string(node, path, what: "a predicate such as \"updateCount > 0\"") else { return nil }
        // Messages quote the text; a hostile one may be megabytes long, and the fault's position is in the message.
        let quoted = text.count > 40 ? String(text.prefix(40)) + "…" : text
        do {
            let predicate = try Predicate(parsing: text)
            if !allowsCases, let literal = predicate.caseNames.sorted().first {
                fault(node, path, "\".\(literal)\" in \"\(quoted)\" is a case, which only an adaptive section's `when` compares traits with; compare a field with quoted text, such as \"kind == 'large'\"")
                return nil
            }
            if let allowedNames {
                for name in predicate.names.sorted() where !allowedNames.contains(name) {
                    let names = allowedNames.sorted()
                    let hint = NameSuggestion.didYouMean(name, among: names) ?? "; names available here: " + names.joined(separator: ", ")
                    fault(node, path, "unknown name \"\(name)\" in \"\(quoted)\"" + hint)
                    return nil
                }
            }
            return predicate
        } catch let error as PredicateSyntaxError {
            fault(node, path, "invalid predicate \"\(quoted)\": \(error)")
            return nil
        } catch {
            fault(node, path, "invalid predicate \"\(quoted)\"")
            return nil
        }
    }

    /// Splits `name(argument)` (an optional leading `.` and an optional `estimate:` label allowed).
    private func parseCall(_ text: String) -> (name: String, argument: String)? {
        var body = text.trimmedSpaces
        if body.hasPrefix(".") { body.removeFirst() }
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return nil }
        let name = String(body[..<open]).trimmedSpaces
        var argument = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
            .trimmedSpaces
        if argument.hasPrefix("estimate:") {
            argument = String(argument.dropFirst("estimate:".count)).trimmedSpaces
        }
        guard !name.isEmpty else { return nil }
        return (name, argument)
    }

    /// A number, or a quotient of two numbers such as `2/3`.
    private func parseQuotient(_ text: String) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.trimmedSpaces }
        switch parts.count {
        case 1:
            return Double(parts[0])
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else {
                return nil
            }
            return numerator / denominator
        default:
            return nil
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmedSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
