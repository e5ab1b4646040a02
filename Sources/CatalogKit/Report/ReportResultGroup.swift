import LayoutModel

/// Environments of a report in which a layout's runs came to the same result (identical frames and strips, one
/// result in the catalog): the report draws the result once and names every environment it stands for, instead of
/// repeating the picture.
struct ReportResultGroup: Equatable {
    /// The result the runs share (`result_id`).
    var resultID: Int64
    /// Positions in the report's environments, in the report's order; the first one's picture is drawn.
    var members: [Int]

    /// The groups of a layout's runs, one per distinct result, in the order their first environment comes.
    static func grouping(_ resultIDs: [Int64]) -> [ReportResultGroup] {
        var groups: [ReportResultGroup] = []
        var positions: [Int64: Int] = [:]
        for (member, resultID) in resultIDs.enumerated() {
            if let position = positions[resultID] {
                groups[position].members.append(member)
            } else {
                positions[resultID] = groups.count
                groups.append(ReportResultGroup(resultID: resultID, members: [member]))
            }
        }
        return groups
    }

    /// How a caption names the environments of a group: one environment's label; `iPhone 15 Pro portrait
    /// 393x852@3x: the same on all 12 text sizes` (`both text sizes` for two) when they differ only in text size; else `the same in 4
    /// environments: …`, each screen once with the text sizes it covers.
    static func label(_ members: [ReportEnvironment], among all: [ReportEnvironment]) -> String {
        guard members.count > 1 else { return members.first?.label ?? "" }
        var screens: [String] = []
        var sizes: [String: [ContentSizeCategory]] = [:]
        for member in members {
            let screen = screenLabel(member)
            if sizes[screen] == nil { screens.append(screen) }
            sizes[screen, default: []].append(member.request.environment.contentSizeCategory)
        }
        let available = Dictionary(grouping: all, by: screenLabel).mapValues { $0.map(\.request.environment.contentSizeCategory) }
        func covered(_ screen: String) -> String {
            let shared = sizes[screen] ?? []
            let offered = Set(available[screen] ?? []).count
            if Set(shared).count == offered, offered > 1 { return offered == 2 ? "both text sizes" : "all \(offered) text sizes" }
            return (shared.count == 1 ? "text size " : "text sizes ") + shared.map(\.rawValue).joined(separator: ", ")
        }
        if screens.count == 1, let screen = screens.first {
            return "\(screen): the same on \(covered(screen))"
        }
        let parts = screens.map { screen -> String in
            let shared = sizes[screen] ?? []
            let offered = Set(available[screen] ?? []).count
            // A screen the report shows at one text size, the default, needs no word about text.
            if shared == [.large], offered == 1 { return screen }
            return "\(screen) (\(covered(screen)))"
        }
        return "the same in \(members.count) environments: " + parts.joined(separator: "; ")
    }

    /// True when the report shows a layout at several text sizes somewhere, and wherever it does, every text size
    /// gave the same result: the layout does not adapt to Dynamic Type (V9 of EnvironmentRules.md).
    static func sameAtEveryTextSize(_ resultIDs: [Int64], environments: [ReportEnvironment]) -> Bool {
        var byScreen: [String: [(category: ContentSizeCategory, result: Int64)]] = [:]
        for (environment, resultID) in zip(environments, resultIDs) {
            byScreen[screenLabel(environment), default: []].append((environment.request.environment.contentSizeCategory, resultID))
        }
        let compared = byScreen.values.filter { Set($0.map(\.category)).count > 1 }
        return !compared.isEmpty && compared.allSatisfy { Set($0.map(\.result)).count == 1 }
    }

    /// An environment's label without its text size: what the environments of one screen share.
    static func screenLabel(_ environment: ReportEnvironment) -> String {
        var screen = environment.request.environment
        screen.contentSizeCategory = .large
        return screen.label
    }
}
