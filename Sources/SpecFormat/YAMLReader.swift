import LayoutModel
import Yams

/// Reads a single YAML document into `SpecNode`s with line and column positions, through Yams.
///
/// Scalars get their YAML 1.1 core types (`10` a number, `true` a boolean, `~` null); quoted scalars stay
/// strings. Mapping keys must be strings.
///
/// Conversion recurses once per nesting level, so a container nested deeper than `InputLimits.documentNesting`
/// is refused with its path. Yams composes its node tree recursively too, up to libyaml's own bound of 1,000
/// levels (under 1 MB of stack in a debug build); a file past that gets the same message at libyaml's position.
/// Aliases are expanded into copies, at most `InputLimits.aliasExpansionBudget(documentNodes:)` nodes of them
/// (see `AliasExpansion`).
struct YAMLReader {
    let text: String
    let file: String
    private(set) var diagnostics: [SpecDiagnostic] = []

    /// A fault that leaves nothing worth converting: the reader stops and returns no root.
    private struct Refusal: Error {
        var diagnostic: SpecDiagnostic
    }

    init(text: String, file: String) {
        self.text = text
        self.file = file
    }

    mutating func read() -> SpecNode? {
        do {
            // What `Yams.compose` does, with the parser kept: it alone holds the anchors that tell aliases apart.
            let parser = try Parser(yaml: text)
            defer { withExtendedLifetime(parser) {} }
            guard let root = try parser.singleRoot() else {
                diagnostics.append(SpecDiagnostic(file: file, path: "$", location: .unknown, message: "the YAML file is empty"))
                return nil
            }
            var aliases = AliasExpansion(root: root)
            return try convert(root, path: "$", depth: 0, aliases: &aliases, insideAlias: false)
        } catch let refusal as Refusal {
            diagnostics.append(refusal.diagnostic)
            return nil
        } catch let error as YamlError {
            diagnostics.append(Self.diagnostic(for: error, file: file))
            return nil
        } catch {
            diagnostics.append(SpecDiagnostic(file: file, path: "$", location: .unknown, message: "invalid YAML: \(error)"))
            return nil
        }
    }

    private static func diagnostic(for error: YamlError, file: String) -> SpecDiagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let location = SourceLocation(line: mark.line, column: mark.column)
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's own bound (1,000 levels): the same limit as ours for the user, who cannot change libyaml's.
                return SpecDiagnostic(file: file, path: "$", location: location, message: InputLimits.documentNestingFault)
            }
            let detail = context.map { "\($0.text) \(problem)" } ?? problem
            return SpecDiagnostic(file: file, path: "$", location: location, message: "invalid YAML: \(detail)")
        default:
            return SpecDiagnostic(file: file, path: "$", location: .unknown, message: "invalid YAML: \(error)")
        }
    }

    /// The node inside `depth` containers, or nil after recording why it cannot be used. `insideAlias` says
    /// whether the parent is a copy made by an alias, whose nodes count against the alias budget.
    private mutating func convert(
        _ node: Node, path: String, depth: Int, aliases: inout AliasExpansion, insideAlias: Bool
    ) throws(Refusal) -> SpecNode? {
        let location = node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? .unknown
        let copied = aliases.enter(node, path: path, location: location, insideAlias: insideAlias)
        if copied { try count(1, &aliases) }
        if depth >= InputLimits.documentNesting, node.sequence != nil || node.mapping != nil {
            throw Refusal(diagnostic: SpecDiagnostic(file: file, path: path, location: location, message: InputLimits.documentNestingFault))
        }
        switch node {
        case .scalar(let scalar):
            return SpecNode(scalarValue(scalar, node: node), at: location)
        case .sequence(let sequence):
            var elements: [SpecNode] = []
            for (index, element) in sequence.enumerated() {
                let elementPath = SpecPath.appending(index: index, to: path)
                if let converted = try convert(element, path: elementPath, depth: depth + 1, aliases: &aliases, insideAlias: copied) {
                    elements.append(converted)
                }
            }
            return SpecNode(.array(elements), at: location)
        case .mapping(let mapping):
            var members = ObjectMembers()
            for (keyNode, valueNode) in mapping {
                let keyLocation = keyNode.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? location
                if aliases.enter(keyNode, path: path, location: keyLocation, insideAlias: copied) { try count(1, &aliases) }
                guard case .scalar(let keyScalar) = keyNode else {
                    diagnostics.append(
                        SpecDiagnostic(file: file, path: path, location: keyLocation, message: "mapping keys must be plain strings")
                    )
                    continue
                }
                let key = keyScalar.string
                let childPath = SpecPath.appending(key: key, to: path)
                guard let value = try convert(valueNode, path: childPath, depth: depth + 1, aliases: &aliases, insideAlias: copied)
                else { continue }
                if let previous = members.append(key: key, value: value) {
                    diagnostics.append(
                        SpecDiagnostic(
                            file: file, path: childPath, location: keyLocation,
                            message: "duplicate key \"\(key)\" (also at line \(previous.location.line))"
                        )
                    )
                }
            }
            return SpecNode(.object(members.members), at: location)
        case .alias:
            diagnostics.append(SpecDiagnostic(file: file, path: path, location: location, message: "unresolved YAML alias"))
            return nil
        }
    }

    /// Counts copied nodes, refusing the file once aliases pass their budget.
    private func count(_ nodes: Int, _ aliases: inout AliasExpansion) throws(Refusal) {
        guard let overrun = aliases.count(nodes) else { return }
        throw Refusal(diagnostic: SpecDiagnostic(file: file, path: overrun.path, location: overrun.location, message: overrun.message))
    }

    private func scalarValue(_ scalar: Node.Scalar, node: Node) -> SpecNode.Value {
        if scalar.style != .plain { return .string(scalar.string) }
        switch node.tag.description {
        case Tag.Name.null.rawValue:
            return .null
        case Tag.Name.bool.rawValue:
            return Bool.construct(from: scalar).map { .bool($0) } ?? .string(scalar.string)
        case Tag.Name.int.rawValue:
            return Int.construct(from: scalar).map { .number(Double($0)) } ?? .string(scalar.string)
        case Tag.Name.float.rawValue:
            return Double.construct(from: scalar).map { .number($0) } ?? .string(scalar.string)
        default:
            return .string(scalar.string)
        }
    }
}
