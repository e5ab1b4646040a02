import LayoutModel

/// Findings of one layout gathered across its environments: one entry per (rule, element, other element), with the
/// set of environments it occurs in, its most severe severity, and the measurements and source of the first
/// environment at that severity. Columns, not an object per finding.
struct FindingTable {
    struct Key: Hashable {
        var rule: LintRuleID
        var element: ElementKey
        var other: ElementKey?
    }

    private(set) var keys: [Key] = []
    private(set) var severities: [LintSeverity] = []
    private(set) var environmentSets: [Int32] = []
    private(set) var details: [FindingDetail] = []
    private(set) var sources: [Int] = []
    private(set) var sets = EnvironmentSets()
    private var index: [Key: Int] = [:]

    var count: Int { keys.count }

    /// Records `finding` as occurring in environment `environment`.
    mutating func add(_ finding: RunFinding, environment: Int) {
        let key = Key(rule: finding.rule, element: finding.element, other: finding.other)
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

    /// The entries in the order findings print: most severe first, then by rule, element and other element.
    func sortedEntries() -> [Int] {
        keys.indices.sorted { a, b in
            if severities[a] != severities[b] { return severities[a] > severities[b] }
            let left = keys[a]
            let right = keys[b]
            if left.rule != right.rule { return left.rule < right.rule }
            if left.element != right.element { return left.element < right.element }
            switch (left.other, right.other) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case (let l?, let r?): return l < r
            }
        }
    }
}
