/// Why an import stored nothing: no file was named, a file or folder named cannot be read, or what the files hold
/// has faults. The last two list every fault found, each naming its file (and, in a spec, the line, column and JSON
/// path); the catalog is as it was, and a catalog the import would have created does not exist.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The import was given no file or folder.
    case nothingNamed
    /// Paths given (or found in a folder given) that cannot be read, every one; nothing was decoded.
    case unreadableInput([InputFileFault])
    /// The faults of what the files hold, every one of every file, in the order they were found.
    case faults([ImportFault])

    public var description: String {
        switch self {
        case .nothingNamed:
            return "name at least one file or folder to import"
        case .unreadableInput(let faults):
            return faults.map(\.description).joined(separator: "\n")
        case .faults(let faults):
            let lines = Self.folded(faults)
            let count = lines.count
            return "import failed, nothing was changed (\(count) \(count == 1 ? "fault" : "faults")):\n"
                + lines.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// The lines in the order first found, each once: a fault many layouts reach (the one helper every screen of an app
    /// calls) is one line that says how many times it was reached, not one line per layout, and, where several layouts
    /// were read, which it stopped (the first three by name), so that an app none of whose layouts imports says where
    /// each stopped.
    static func folded(_ faults: [ImportFault]) -> [String] {
        var counts: [String: Int] = [:]
        var layouts: [String: [String]] = [:]
        var order: [String] = []
        for fault in faults {
            let line = fault.description
            if counts[line] == nil { order.append(line) }
            counts[line, default: 0] += 1
            if case .inLayout(let declaration, _) = fault, layouts[line]?.contains(declaration) != true { layouts[line, default: []].append(declaration) }
        }
        // One layout's faults need no name: the import was of that layout.
        let severalLayouts = Set(layouts.values.joined()).count > 1
        return order.map { line in
            let times = counts[line] ?? 1
            let names = severalLayouts ? layouts[line] ?? [] : []
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            switch (times, names.isEmpty) {
            case (1, true): return line
            case (1, false): return "\(line) (in \(shown))"
            case (_, true): return "\(line) (reached \(times) times)"
            case (_, false): return "\(line) (reached \(times) times, in \(shown))"
            }
        }
    }
}
