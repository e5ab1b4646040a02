import LayoutModel
import Yams

extension YAMLReader {
    /// Counts the nodes that YAML aliases add while a document is converted, against
    /// `InputLimits.aliasExpansionBudget(documentNodes:)`.
    ///
    /// Yams resolves every alias to the very node its anchor names, so the composed tree shares subtrees and
    /// stays as small as the text; converting it copies each shared subtree once per alias, which is where a
    /// "billion laughs" file costs its time and memory. An anchored node is told from an alias to it by its
    /// `Anchor` object (one per `&name` written, so an anchor name defined twice is two anchors): the first
    /// visit in document order is the definition, every later one a copy. Nodes hold their anchor weakly and
    /// only Yams's `Parser` keeps anchors alive, so the parser must outlive the conversion.
    struct AliasExpansion {
        /// The nodes the file spells out (scalars, sequences and mappings, keys included, each alias once).
        let documentNodes: Int
        /// How many nodes aliases may add.
        let budget: Int
        /// Nodes added so far by copying aliased subtrees.
        private(set) var added = 0
        private var defined: Set<ObjectIdentifier> = []
        /// The outermost alias being copied: its name, where it is used, where its anchor is.
        private var current: (name: String, path: String, location: SourceLocation)?

        init(root: Node) {
            documentNodes = Self.writtenNodes(root)
            budget = InputLimits.aliasExpansionBudget(documentNodes: documentNodes)
        }

        /// Notes that conversion enters `node` at `path`; true when the node is a copy made by an alias (or lies
        /// inside one), which the caller then passes to `count(_:)`. `insideAlias` says whether the parent was.
        mutating func enter(_ node: Node, path: String, location: SourceLocation, insideAlias: Bool) -> Bool {
            guard let anchor = node.anchor else { return insideAlias }
            if defined.insert(ObjectIdentifier(anchor)).inserted { return insideAlias }
            if !insideAlias { current = (anchor.rawValue, path, location) }
            return true
        }

        /// Counts `nodes` more copied nodes; past the budget, the message for the outermost alias being copied.
        mutating func count(_ nodes: Int) -> (path: String, location: SourceLocation, message: String)? {
            added += nodes
            guard added > budget, let current else { return nil }
            let message = "aliases expand the file past \(budget) nodes (the limit for YAML aliases: "
                + "\(InputLimits.aliasExpansionFactor) times the \(documentNodes) nodes the file spells out, and at least "
                + "\(InputLimits.aliasExpansionNodes)); the alias here is *\(current.name), anchored at line \(current.location.line)"
            return (current.path, current.location, message)
        }

        /// Counts the nodes of the composed tree, descending into each anchored node once (without recursion:
        /// Yams trees may nest 1,000 levels).
        private static func writtenNodes(_ root: Node) -> Int {
            var visited: Set<ObjectIdentifier> = []
            var pending = [root]
            var count = 0
            while let node = pending.popLast() {
                count += 1
                if let anchor = node.anchor, !visited.insert(ObjectIdentifier(anchor)).inserted { continue }
                switch node {
                case .sequence(let sequence):
                    pending.append(contentsOf: sequence)
                case .mapping(let mapping):
                    for (key, value) in mapping {
                        pending.append(key)
                        pending.append(value)
                    }
                case .scalar, .alias:
                    break
                }
            }
            return count
        }
    }
}
