import Foundation
import LayoutModel
import SpecFormat

/// The findings a team accepts for now (`--baseline FILE`): their fingerprints, which filter the output and the exit
/// status (the catalog keeps every finding). Written by `--write-baseline FILE` (`LintBaselineWriter`), read back with
/// every fault refused precisely (`LintRules.md`, Baselines):
///
/// ```json
/// {
///   "tool": "catalog lint",
///   "kind": "baseline",
///   "version": 1,
///   "findings": [
///     {"fingerprint": "0f3c…", "rule": "LL007", "layout": "p000-tag-cloud", "element": "cell 0.3", "other": null}
///   ]
/// }
/// ```
///
/// Only `fingerprint` is read; the other fields say to a reader of the file what each one is.
public struct LintBaseline: Sendable, Equatable {
    public private(set) var fingerprints: Set<String>

    public init(fingerprints: Set<String>) {
        self.fingerprints = fingerprints
    }

    public func contains(_ fingerprint: String) -> Bool { fingerprints.contains(fingerprint) }

    /// The largest baseline file read: 32 MiB, about 200,000 findings. A file larger than that is refused before it is
    /// read; a team with more accepted findings disables their rules instead.
    public static let maximumBytes = 32 << 20

    /// What marks a baseline among JSON files.
    static let tool = "catalog lint"
    static let kind = "baseline"
    static let version = 1

    /// Reads the baseline at `path`; refuses a folder, a file too large, an empty one, one that is not JSON, another
    /// tool's JSON, a version it does not know, a malformed entry, and a fingerprint listed twice.
    public static func read(path: String) throws(LintBaselineError) -> LintBaseline {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LintBaselineError(file: path, .noSuchFile)
        }
        if isFolder.boolValue {
            throw LintBaselineError(file: path, .isAFolder)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        if size > maximumBytes {
            throw LintBaselineError(file: path, .tooLarge(bytes: size, maximum: maximumBytes))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintBaselineError(file: path, .cannotBeRead)
        }
        if data.count > maximumBytes {
            throw LintBaselineError(file: path, .tooLarge(bytes: data.count, maximum: maximumBytes))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw LintBaselineError(file: path, .notUTF8)
        }
        return try decode(text, file: path)
    }

    /// Reads a baseline from its text; `file` names it in faults.
    public static func decode(_ text: String, file: String) throws(LintBaselineError) -> LintBaseline {
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw LintBaselineError(file: file, .empty)
        }
        let (parsed, diagnostics) = SpecDocument.parse(text, file: file, format: .json)
        guard let root = parsed, diagnostics.isEmpty else {
            let first = diagnostics.first
            throw LintBaselineError(file: file, location: first?.location, .notJSON(reason: first?.message ?? "it cannot be read"))
        }
        try checkIsBaseline(root, file: file)
        guard case .number(let version)? = root["version"]?.value, version == Double(Self.version) else {
            let found = root["version"]?.kindDescription ?? "none"
            throw LintBaselineError(file: file, location: root["version"]?.location ?? root.location, .unknownVersion(found: found, reads: Self.version))
        }
        guard let list = root["findings"], case .array(let entries) = list.value else {
            throw LintBaselineError(file: file, location: root["findings"]?.location ?? root.location, .noFindings)
        }
        var fingerprints: [String: (index: Int, line: Int)] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .object = entry.value, let node = entry["fingerprint"] else {
                throw LintBaselineError(file: file, location: entry.location, .entryWithoutFingerprint(index: index, found: entry.kindDescription))
            }
            guard case .string(let fingerprint) = node.value, Self.isFingerprint(fingerprint) else {
                throw LintBaselineError(file: file, location: node.location, .malformedFingerprint(index: index, found: node.kindDescription))
            }
            if let earlier = fingerprints[fingerprint] {
                throw LintBaselineError(
                    file: file, location: node.location,
                    .listedTwice(index: index, fingerprint: fingerprint, firstIndex: earlier.index, firstLine: earlier.line)
                )
            }
            fingerprints[fingerprint] = (index, node.location.line)
        }
        return LintBaseline(fingerprints: Set(fingerprints.keys))
    }

    /// Refuses JSON that is not a baseline, saying what it seems to be.
    private static func checkIsBaseline(_ root: SpecNode, file: String) throws(LintBaselineError) {
        guard let keys = root.keys else {
            throw LintBaselineError(file: file, location: root.location, .topLevelNotAnObject(found: root.kindDescription))
        }
        if case .string(let tool)? = root["tool"]?.value, tool == Self.tool {
            guard case .string(let kind)? = root["kind"]?.value, kind == Self.kind else {
                throw LintBaselineError(
                    file: file, location: root["kind"]?.location ?? root.location, .otherLintOutput(kind: root["kind"]?.kindDescription ?? "missing")
                )
            }
            return
        }
        var looksLike: String?
        if root["runs"] != nil, root["version"] != nil {
            looksLike = "a SARIF log"
        } else if root["findings"] != nil, root["summary"] != nil {
            looksLike = "`catalog lint --format json` output"
        }
        throw LintBaselineError(file: file, location: root.location, .notABaseline(keys: Array(keys.prefix(8)), looksLike: looksLike))
    }

    static func isFingerprint(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { ("0"..."9").contains(Unicode.Scalar($0)) || ("a"..."f").contains(Unicode.Scalar($0)) }
    }
}

/// Writes a baseline of the findings given, as they are linted: the fingerprint of each once, in the order given.
public struct LintBaselineWriter<Sink: LintOutputSink> {
    public private(set) var sink: Sink
    private var written: Set<String> = []
    private var started = false

    public init(sink: Sink) {
        self.sink = sink
    }

    public mutating func add(_ findings: some Sequence<LintFinding>) throws {
        if !started {
            started = true
            try sink.write("{\n  \"tool\": \"\(LintBaseline.tool)\",\n  \"kind\": \"\(LintBaseline.kind)\",\n  \"version\": \(LintBaseline.version),\n  \"findings\": [")
        }
        for finding in findings {
            let fingerprint = finding.fingerprint
            guard written.insert(fingerprint).inserted else { continue }
            let entry = LintJSON.object([
                ("fingerprint", .string(fingerprint)), ("rule", .string(finding.rule.rawValue)), ("layout", .string(finding.layout)),
                ("element", .string(finding.element.description)), ("other", finding.other.map { .string($0.description) } ?? .null),
            ])
            try sink.write((written.count == 1 ? "\n    " : ",\n    ") + LintJSON.text(entry))
        }
    }

    public mutating func finish() throws {
        try add([])
        try sink.write((written.isEmpty ? "" : "\n  ") + "]\n}\n")
    }
}
