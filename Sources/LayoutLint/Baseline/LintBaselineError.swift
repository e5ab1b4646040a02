import SpecFormat

/// A baseline that cannot be read: the file, where in it when that is known, and the fault.
public struct LintBaselineError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var location: SourceLocation?
    public var fault: Fault

    /// What is wrong with the file: refused before reading it, or found in its text. `found` values name a JSON
    /// value's kind ("a string", "none").
    public enum Fault: Equatable, Sendable, CustomStringConvertible {
        case noSuchFile
        case isAFolder
        /// Past `LintBaseline.maximumBytes`.
        case tooLarge(bytes: Int, maximum: Int)
        case cannotBeRead
        case notUTF8
        /// No text but whitespace.
        case empty
        /// The first fault the JSON reader found.
        case notJSON(reason: String)
        /// The top level is not an object.
        case topLevelNotAnObject(found: String)
        /// `catalog lint` output of another kind (`kind` is the value found, or "missing").
        case otherLintOutput(kind: String)
        /// JSON of another tool: `keys` are its first top-level keys, `looksLike` what it seems to be.
        case notABaseline(keys: [String], looksLike: String?)
        case unknownVersion(found: String, reads: Int)
        case noFindings
        case entryWithoutFingerprint(index: Int, found: String)
        case malformedFingerprint(index: Int, found: String)
        case listedTwice(index: Int, fingerprint: String, firstIndex: Int, firstLine: Int)

        public var description: String {
            let writes = "`catalog lint --write-baseline FILE` writes"
            switch self {
            case .noSuchFile:
                return "no such file"
            case .isAFolder:
                return "is a folder; give the file `catalog lint --write-baseline FILE` wrote"
            case .tooLarge(let bytes, let maximum):
                return "is \(bytes) bytes; a baseline is at most \(maximum) bytes (32 MiB)"
            case .cannotBeRead:
                return "cannot be read"
            case .notUTF8:
                return "is not UTF-8 text"
            case .empty:
                return "is empty; \(writes) a baseline"
            case .notJSON(let reason):
                return "is not JSON: \(reason)"
            case .topLevelNotAnObject(let found):
                return "is JSON but not a catalog lint baseline: its top level is \(found), not an object"
            case .otherLintOutput(let kind):
                return "is catalog lint output but not a baseline (\"kind\" is \(kind), not \"baseline\")"
            case .notABaseline(let keys, let looksLike):
                let shown = keys.map { "\"\($0)\"" }.joined(separator: ", ")
                return "is JSON but not a catalog lint baseline (it has no \"tool\": \"catalog lint\"; its keys: \(shown.isEmpty ? "none" : shown))"
                    + (looksLike.map { ": it looks like \($0)" } ?? "") + "; \(writes) one"
            case .unknownVersion(let found, let reads):
                return "$.version: a baseline of version \(found) is not one this catalog reads (it reads version \(reads))"
            case .noFindings:
                return "$.findings: a baseline lists its findings as an array under \"findings\""
            case .entryWithoutFingerprint(let index, let found):
                return "$.findings[\(index)]: expected an object with a \"fingerprint\" but found \(found)"
            case .malformedFingerprint(let index, let found):
                return "$.findings[\(index)].fingerprint: expected 32 lowercase hexadecimal digits but found \(found)"
            case .listedTwice(let index, let fingerprint, let firstIndex, let firstLine):
                return "$.findings[\(index)].fingerprint: \"\(fingerprint)\" is listed twice (first at $.findings[\(firstIndex)], line \(firstLine)); a baseline lists each finding once: remove one"
            }
        }
    }

    public init(file: String, location: SourceLocation? = nil, _ fault: Fault) {
        self.file = file
        self.location = location.flatMap { $0.line > 0 ? $0 : nil }
        self.fault = fault
    }

    /// `FILE:LINE:COLUMN: fault`, or `FILE: fault`.
    public var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(fault)"
    }
}
