import SwiftSyntax

/// Where the files of an import use each name (`menuSection` in `.menuSection()`, `Self.menuSection()`,
/// `menuSection()`), to tell a helper, which other code uses, from a layout of its own, which nothing uses.
/// Uses are kept by name and file, in file order, so that asking about a declaration costs a binary search per
/// file, not a walk over every use (a module may use a name thousands of times).
struct ReferenceIndex {
    private var uses: [String: [SyntaxIdentifier: [AbsolutePosition]]] = [:]

    init(_ module: SwiftModule) {
        for file in module.files {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for (name, positions) in collector.uses { uses[name, default: [:]][file.id] = positions }
        }
    }

    /// True when code outside `declaration` uses `name`: code of the same file, or of a file that does not
    /// declare a function or property of that name itself (whose uses then mean its own).
    func isReferenced(_ name: String, outside declaration: Syntax, _ index: DeclarationIndex) -> Bool {
        let file = declaration.root.id
        return (uses[name] ?? [:]).contains { useFile, positions in
            guard useFile == file else { return !index.declaresMember(named: name, inFile: useFile) }
            let inside = Self.count(positions, from: declaration.position, to: declaration.endPosition)
            return positions.count > inside
        }
    }

    /// How many of the sorted `positions` lie in `start..<end`.
    private static func count(_ positions: [AbsolutePosition], from start: AbsolutePosition, to end: AbsolutePosition) -> Int {
        firstIndex(in: positions, notBefore: end) - firstIndex(in: positions, notBefore: start)
    }

    private static func firstIndex(in positions: [AbsolutePosition], notBefore bound: AbsolutePosition) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The uses of each name in one file, in file order (a syntax walk visits nodes in order).
    private final class Collector: SyntaxVisitor {
        var uses: [String: [AbsolutePosition]] = [:]

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            uses[node.baseName.text, default: []].append(node.position)
            return .visitChildren
        }
    }
}
