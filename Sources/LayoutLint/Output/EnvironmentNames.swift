import LayoutModel

/// How findings name environments: a device held one way up (`iPhone 15 Pro landscape`) or a size
/// (`390x844@3x`), right to left where it is, at a text size.
enum EnvironmentNames {
    /// The screen: device and orientation, or size and scale; then the iOS version where it is not the newest (a
    /// matrix over versions tells them apart).
    static func screen(_ environment: LayoutEnvironment) -> String {
        let version = environment.iosVersion == .newest ? "" : " on iOS \(environment.iosVersion.rawValue)"
        if let choice = environment.device { return "\(choice.device.name) \(choice.orientation.rawValue)" + version }
        let size = environment.containerSize
        return "\(formatPoints(size.width))x\(formatPoints(size.height))@\(formatNumber(environment.scale))x" + version
    }

    /// The direction as words.
    static func direction(_ direction: LayoutDirection) -> String {
        direction == .rightToLeft ? "right to left" : "left to right"
    }

    /// A list in words: `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}

/// Which of a layout's environments a finding occurs in, in a few words: `in all 288 environments`, or `on 8 of 288:`
/// followed by each screen (and direction) it occurs on and the text sizes there, where those are not all that were
/// linted on that screen (`at accessibility sizes`, `at sizes above large`, or the sizes named). The formats say it
/// after each finding; a report that shows findings says it the same way.
public struct EnvironmentSummary: Sendable {
    let environments: [LayoutEnvironment]
    /// Each environment's screen (name and direction), in the order of `environments`.
    private let screens: [Screen]
    /// The text sizes linted on each screen.
    private let linted: [Screen: Set<ContentSizeCategory>]

    public init(environments: [LayoutEnvironment]) {
        self.environments = environments
        screens = environments.map { Screen(name: EnvironmentNames.screen($0), direction: $0.layoutDirection) }
        linted = zip(screens, environments).reduce(into: [:]) { $0[$1.0, default: []].insert($1.1.contentSizeCategory) }
    }
    /// The most screens named before `and N more`.
    static let shownScreens = 6

    /// One screen seen in one direction, with the text sizes linted there.
    private struct Screen: Hashable {
        var name: String
        var direction: LayoutDirection
    }

    /// The environments at `positions` (ascending indexes into `environments`) in a few words.
    public func describe(_ positions: [Int]) -> String {
        let total = environments.count
        if positions.count == total { return total == 1 ? "in its one environment" : "in all \(total) environments" }
        var order: [Screen] = []
        var found: [Screen: Set<ContentSizeCategory>] = [:]
        for position in positions {
            let screen = screens[position]
            if found[screen] == nil { order.append(screen) }
            found[screen, default: []].insert(environments[position].contentSizeCategory)
        }
        // A screen found alike in both directions is named once, without a direction.
        var phrases: [String] = []
        var named: Set<String> = []
        for screen in order where !named.contains(screen.name) {
            let sizes = Self.sizes(found[screen] ?? [], of: linted[screen] ?? [])
            let mirror = Screen(name: screen.name, direction: screen.direction == .leftToRight ? .rightToLeft : .leftToRight)
            // The direction is said only where the screen was linted both ways and the finding is not on both alike.
            if let other = found[mirror], Self.sizes(other, of: linted[mirror] ?? []) == sizes {
                named.insert(screen.name)
                phrases.append(screen.name + sizes)
            } else {
                let direction = linted[mirror] != nil ? " " + EnvironmentNames.direction(screen.direction) : ""
                phrases.append(screen.name + direction + sizes)
            }
        }
        let shown = phrases.prefix(Self.shownScreens).joined(separator: ", ")
        let more = phrases.count > Self.shownScreens ? " and \(phrases.count - Self.shownScreens) more" : ""
        return "on \(positions.count) of \(total): \(shown)\(more)"
    }

    /// The text sizes of `found` against those `linted` on the same screen: nothing when they are all.
    private static func sizes(_ found: Set<ContentSizeCategory>, of linted: Set<ContentSizeCategory>) -> String {
        if found == linted { return "" }
        let accessibility = linted.filter(\.isAccessibilityCategory)
        if found == accessibility, !accessibility.isEmpty { return " at accessibility sizes" }
        let aboveLarge = linted.filter(\.isLargerThanLarge)
        if found == aboveLarge, !aboveLarge.isEmpty, found.count > 1 { return " at sizes above large" }
        let names = ContentSizeCategory.allCases.filter(found.contains).map(\.rawValue)
        return " at " + EnvironmentNames.list(names)
    }
}
