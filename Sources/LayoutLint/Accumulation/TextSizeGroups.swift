import LayoutModel

/// LL008's severity and LL009's second condition, which compare one environment at several text sizes: runs are
/// grouped by every trait but the text size, and a group is judged once all its text sizes have been linted (or at
/// the end), then forgotten, so memory holds the text-bearing elements of the groups still open.
struct TextSizeGroups {
    /// What one group remembers of one text-bearing element.
    private struct Track {
        var source: Int
        var axis: Axis
        var firstExtent: Double
        var sameExtent = true
        var smallestText: Double
        var largestText: Double
        var grows: Bool
        var checksStatic: Bool
        var environments: [Int] = []
        var sizes = 0
        var largeExtent: Double?
        var truncatedAtLarge = false
        /// Truncations at text sizes above large, judged when the group closes.
        var pending: [(environment: Int, extent: Double, truncation: TextObservation.Truncation, category: ContentSizeCategory)] = []
    }

    private struct Group {
        var expected: Int
        var seen = 0
        var tracks: [ElementKey: Track] = [:]
        var order: [ElementKey] = []
    }

    private var groups: [LayoutEnvironment: Group] = [:]
    /// How many environments of each group the lint expects (from the matrix it was given).
    private let expected: [LayoutEnvironment: Int]

    init(environments: [LayoutEnvironment]) {
        var counts: [LayoutEnvironment: Int] = [:]
        for environment in Set(environments) { counts[Self.key(environment), default: 0] += 1 }
        expected = counts
    }

    /// Every trait but the text size.
    static func key(_ environment: LayoutEnvironment) -> LayoutEnvironment {
        var key = environment
        key.contentSizeCategory = .large
        return key
    }

    /// Takes one run's observations; judges its group once complete.
    mutating func add(
        _ observations: [TextObservation], environment: Int, category: ContentSizeCategory, key groupKey: LayoutEnvironment,
        checks: (LintRuleID, Int) -> Bool, into table: inout FindingTable
    ) {
        var group = groups[groupKey] ?? Group(expected: expected[groupKey] ?? Int.max)
        group.seen += 1
        for observation in observations {
            var track = group.tracks[observation.key] ?? {
                group.order.append(observation.key)
                return Track(
                    source: observation.source, axis: observation.axis, firstExtent: observation.extent, smallestText: observation.textSize,
                    largestText: observation.textSize, grows: observation.grows, checksStatic: checks(.LL009, observation.source)
                )
            }()
            if abs(observation.extent - track.firstExtent) > 0.01 { track.sameExtent = false }
            track.smallestText = min(track.smallestText, observation.textSize)
            track.largestText = max(track.largestText, observation.textSize)
            track.environments.append(environment)
            track.sizes += 1
            if category == .large {
                track.largeExtent = observation.extent
                track.truncatedAtLarge = observation.truncation != nil
            }
            if let truncation = observation.truncation {
                if category.isLargerThanLarge {
                    track.pending.append((environment, observation.extent, truncation, category))
                } else {
                    table.add(Self.truncationFinding(observation.key, track.source, truncation, category, sameAsLarge: false), environment: environment)
                }
            }
            group.tracks[observation.key] = track
        }
        if group.seen >= group.expected {
            Self.judge(group, into: &table)
            groups[groupKey] = nil
        } else {
            groups[groupKey] = group
        }
    }

    /// Judges every group still open.
    mutating func finish(into table: inout FindingTable) {
        for group in groups.values { Self.judge(group, into: &table) }
        groups = [:]
    }

    private static func judge(_ group: Group, into table: inout FindingTable) {
        for key in group.order {
            guard let track = group.tracks[key] else { continue }
            for pending in track.pending {
                // LL008: an error when only sizes above large truncate and the element kept its extent at large.
                let same = track.largeExtent.map { !track.truncatedAtLarge && abs($0 - pending.extent) <= 0.01 } ?? false
                table.add(truncationFinding(key, track.source, pending.truncation, pending.category, sameAsLarge: same), environment: pending.environment)
            }
            // LL009: the same extent at every text size while the text grows.
            guard track.checksStatic, track.grows, track.sameExtent, track.sizes >= 2, track.largestText > track.smallestText else { continue }
            let finding = RunFinding(rule: .LL009, severity: .warning, element: key, source: track.source,
                                     detail: .staticExtent(length: track.firstExtent, axis: track.axis, sizes: track.sizes))
            for environment in track.environments { table.add(finding, environment: environment) }
        }
    }

    private static func truncationFinding(
        _ key: ElementKey, _ source: Int, _ truncation: TextObservation.Truncation, _ category: ContentSizeCategory, sameAsLarge: Bool
    ) -> RunFinding {
        RunFinding(
            rule: .LL008, severity: sameAsLarge ? .error : .warning, element: key, source: source,
            detail: .truncated(needed: truncation.needed, fitting: truncation.fitting, lineLimit: truncation.lineLimit, category: category,
                               sameAsLarge: sameAsLarge)
        )
    }
}
