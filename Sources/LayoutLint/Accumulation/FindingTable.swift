import LayoutModel

/// Findings of one layout gathered across its environments: one entry per (rule, element, other element), with the
/// set of environments it occurs in, its most severe severity, and the measurements and source of the first
/// environment at that severity. Columns, not an object per finding.
struct FindingTable {
    /// A finding's identity, its element keys packed (`ElementKeyTable`; 0: no other element).
    struct Key: Hashable {
        var rule: LintRuleID
        var element: UInt64
        var other: UInt64
    }

    private(set) var elementKeys = ElementKeyTable()
    private(set) var keys: [Key] = []
    private(set) var severities: [LintSeverity] = []
    private(set) var environmentSets: [Int32] = []
    private(set) var details: [FindingDetail] = []
    private(set) var sources: [Int] = []
    private(set) var sets = EnvironmentSets()
    private var index: [Key: Int] = [:]
    /// When set, every finding added is also kept here, with its environment, until taken (`takeOccurrences`).
    var keepsOccurrences = false
    private var occurrences: [(finding: RunFinding, environment: Int)] = []

    /// The findings added since the last call, each with its environment.
    mutating func takeOccurrences() -> [(finding: RunFinding, environment: Int)] {
        defer { occurrences = [] }
        return occurrences
    }

    var count: Int { keys.count }

    /// Records `finding` as occurring in environment `environment`.
    mutating func add(_ finding: RunFinding, environment: Int) {
        if keepsOccurrences { occurrences.append((finding, environment)) }
        let key = Key(
            rule: finding.rule, element: elementKeys.pack(finding.element), other: finding.other.map { elementKeys.pack($0) } ?? 0
        )
        guard let entry = index[key] else {
            index[key] = keys.count
            keys.append(key)
            severities.append(finding.severity)
            environmentSets.append(sets.adding(environment, to: EnvironmentSets.empty))
            details.append(finding.detail)
            sources.append(finding.source)
            return
        }
        environmentSets[entry] = sets.adding(environment, to: environmentSets[entry])
        if finding.severity > severities[entry] {
            severities[entry] = finding.severity
            details[entry] = finding.detail
            sources[entry] = finding.source
        }
    }

    /// Forgets the look-up by key once nothing more is added: the table is then only read, entry by entry.
    mutating func close() {
        index = [:]
    }

    /// The element and other element of entry `entry`.
    func elements(of entry: Int) -> (element: ElementKey, other: ElementKey?) {
        let key = keys[entry]
        return (elementKeys.unpack(key.element), key.other == 0 ? nil : elementKeys.unpack(key.other))
    }

    /// The entries in the order findings print: most severe first, then by rule, element and other element.
    func sortedEntries() -> [Int] {
        keys.indices.sorted { a, b in
            if severities[a] != severities[b] { return severities[a] > severities[b] }
            let left = keys[a]
            let right = keys[b]
            if left.rule != right.rule { return left.rule < right.rule }
            if left.element != right.element { return elementKeys.unpack(left.element) < elementKeys.unpack(right.element) }
            if left.other == right.other { return false }
            if left.other == 0 { return true }
            if right.other == 0 { return false }
            return elementKeys.unpack(left.other) < elementKeys.unpack(right.other)
        }
    }
}
