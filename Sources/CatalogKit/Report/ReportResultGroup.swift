import LayoutModel

/// Environments of a report in which a layout's runs came to the same result (identical frames and strips, one
/// result in the catalog): the report draws the result once and names every environment it stands for, instead of
/// repeating the picture.
struct ReportResultGroup: Equatable {
    /// The result the runs share (`result_id`).
    var resultID: Int64
    /// Positions in the report's environments, in the report's order; the first one's picture is drawn.
    var members: [Int]

    /// The traits a caption names after the screen: a picture often stands for one screen at several text sizes or
    /// on several iOS versions.
    static let detailTraits: [EnvironmentTrait] = [.contentSizeCategory, .iosVersion]

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
    /// 393x852@3x: the same on all 12 text sizes` (`both text sizes` for two, `both iOS versions`, or both joined with
    /// "and") when they differ only in text size and iOS version; else `the same in 4 environments: …`, each screen
    /// once with the text sizes and versions it covers.
    static func label(_ members: [ReportEnvironment], among all: [ReportEnvironment]) -> String {
        guard members.count > 1 else { return members.first?.label ?? "" }
        var screens: [String] = []
        for member in members where !screens.contains(screenLabel(member)) { screens.append(screenLabel(member)) }
        func covered(_ screen: String) -> String? {
            coverage(members.filter { screenLabel($0) == screen }, offered: all.filter { screenLabel($0) == screen })
        }
        if screens.count == 1, let screen = screens.first {
            return "\(screen): the same on \(covered(screen) ?? "every environment")"
        }
        let parts = screens.map { screen in covered(screen).map { "\(screen) (\($0))" } ?? screen }
        return "the same in \(members.count) environments: " + parts.joined(separator: "; ")
    }

    /// What the `shared` environments of one screen cover of the `offered` ones, trait by trait: `all 12 text
    /// sizes`, `both iOS versions`, `text sizes large, extraLarge`, joined by "and"; nil when there is nothing to say
    /// (one text size, the default, on one version, the newest).
    static func coverage(_ shared: [ReportEnvironment], offered: [ReportEnvironment]) -> String? {
        func values(_ environments: [ReportEnvironment], _ trait: EnvironmentTrait) -> [String] {
            environments.compactMap { trait.axisValue(in: $0.request.environment) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        let phrases = detailTraits.compactMap { trait -> String? in
            let sharedValues = values(shared, trait)
            let offeredValues = values(offered, trait)
            let defaultValue = trait.axisValue(in: LayoutEnvironment(containerSize: Size(width: 1, height: 1)))
            let (noun, plural) = trait == .iosVersion ? ("iOS", "iOS versions") : ("text size", "text sizes")
            if Set(sharedValues) == Set(offeredValues), offeredValues.count > 1 {
                return offeredValues.count == 2 ? "both \(plural)" : "all \(offeredValues.count) \(plural)"
            }
            if offeredValues.count == 1, sharedValues == [defaultValue] { return nil }
            let list = sharedValues.joined(separator: ", ")
            return trait == .iosVersion ? "iOS \(list)" : (sharedValues.count == 1 ? noun : plural) + " " + list
        }
        return phrases.isEmpty ? nil : phrases.joined(separator: " and ")
    }

    /// True when the report shows a layout on several iOS versions somewhere and somewhere they gave different
    /// results: its frames depend on the version (list sections, ListRules.md "iOS 26").
    static func differsBetweenVersions(_ resultIDs: [Int64], environments: [ReportEnvironment]) -> Bool {
        resultsAcross(.iosVersion, resultIDs, environments: environments).contains { Set($0).count > 1 }
    }

    /// The results of environments that differ only in `trait`, one list per such set of environments of two values
    /// or more.
    private static func resultsAcross(_ trait: EnvironmentTrait, _ resultIDs: [Int64], environments: [ReportEnvironment]) -> [[Int64]] {
        var byRest: [String: [(value: String?, result: Int64)]] = [:]
        for (environment, resultID) in zip(environments, resultIDs) {
            byRest[label(of: environment, without: [trait]), default: []].append((trait.axisValue(in: environment.request.environment), resultID))
        }
        return byRest.values.filter { Set($0.map(\.value)).count > 1 }.map { $0.map(\.result) }
    }

    /// An environment's label without its detail traits: what the environments of one screen share.
    static func screenLabel(_ environment: ReportEnvironment) -> String {
        label(of: environment, without: detailTraits)
    }

    /// An environment's label with `traits` at the values a command has without them.
    private static func label(of environment: ReportEnvironment, without traits: [EnvironmentTrait]) -> String {
        var rest = environment.request.environment
        if traits.contains(.contentSizeCategory) { rest.contentSizeCategory = .large }
        if traits.contains(.iosVersion) { rest.iosVersion = .newest }
        return rest.label
    }
}
