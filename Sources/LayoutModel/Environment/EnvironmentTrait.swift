/// One trait of a `LayoutEnvironment`: the one table every place an environment appears is driven by.
///
/// Each case says, in one exhaustive `switch` per concern, everything about its trait: its name (the command-line
/// option `--safe-area` and the key of the canonical encoding `safe-area=47,0,34,0`), the syntax of its text, how
/// people call it, the command line's help, whether it is an axis of a matrix and its values there
/// (`EnvironmentTrait+Text` reads and writes the text and labels it; `EnvironmentTrait+Columns` says what SQL sees).
/// A new trait is a case here, a field of `LayoutEnvironment`, its rule in `LayoutEnvironment.validate()`, and the
/// migration that adds its columns; the compiler finds every `switch` that must say more (README, "Where new work
/// plugs in").
///
/// Traits are read in the order of `allCases`: a device first (it sets size, scale and safe area), then how it is
/// held, then the traits that override its values. Matrices expand their axes in the same order.
public enum EnvironmentTrait: String, Hashable, Sendable, CaseIterable {
    case device
    case orientation
    case size
    case scale
    case safeArea = "safe-area"
    case layoutMargins = "layout-margins"
    case layoutDirection = "layout-direction"
    case contentSizeCategory = "content-size-category"
    case iosVersion = "ios"
    case offset
    case orthogonalOffset = "orthogonal-offset"

    /// What the text looks like, for messages and help.
    public var syntax: String {
        switch self {
        case .device: return "a device name, such as iphone-15-pro (catalog devices lists them)"
        case .orientation: return "portrait or landscape"
        case .size: return "WIDTHxHEIGHT in points, such as 390x844"
        case .scale: return "1, 2 or 3"
        case .safeArea: return "TOP,LEFT,BOTTOM,RIGHT in points, such as 47,0,34,0"
        case .layoutMargins: return "TOP,LEFT,BOTTOM,RIGHT in points, such as 8,16,8,16"
        case .layoutDirection: return "leftToRight or rightToLeft"
        case .contentSizeCategory: return "a content size category, such as large or accessibilityMedium"
        case .iosVersion: return "an iOS version: " + IOSVersion.allCases.map { String($0.rawValue) }.joined(separator: ", ")
        case .offset: return "X,Y in points, such as 0,130"
        case .orthogonalOffset: return "SECTION=OFFSET, such as 1=120"
        }
    }

    /// What messages for people call the trait: "container size", "safe area".
    public var noun: String {
        switch self {
        case .device: return "device"
        case .orientation: return "orientation"
        case .size: return "container size"
        case .scale: return "scale"
        case .safeArea: return "safe area"
        case .layoutMargins: return "layout margins"
        case .layoutDirection: return "layout direction"
        case .contentSizeCategory: return "content size category"
        case .iosVersion: return "iOS version"
        case .offset: return "content offset"
        case .orthogonalOffset: return "orthogonal offset"
        }
    }

    /// What a form's label calls the trait, as a heading is written: "Safe area", "iOS version".
    public var title: String {
        noun.first.map { $0.isLowercase && !noun.hasPrefix("iOS") ? $0.uppercased() + noun.dropFirst() : noun } ?? noun
    }

    /// The command line's help for the trait's option.
    public var help: String {
        switch self {
        case .device:
            return "A named device (catalog devices lists them): its screen, scale, safe area and root-view margins. A comma-separated list, or all, computes each."
        case .orientation: return "With --device: portrait (the default), landscape, or both."
        case .size: return "The collection view's size in points (overrides a device's)."
        case .scale: return "Display scale: 1, 2 or 3 (default 3)."
        case .safeArea: return "Safe-area insets in points."
        case .layoutMargins:
            return "Layout margins in points, as .layoutMargins and .readableContent use them (default: 8 beyond the safe area; on a device, the root view's 16 or 20)."
        case .layoutDirection:
            return "leftToRight (the default) or rightToLeft, which mirrors the layout as UIKit does; both computes each."
        case .contentSizeCategory:
            return "Dynamic Type: large (the default), extraSmall … accessibilityExtraExtraExtraLarge. A comma-separated list, or all, computes each."
        case .iosVersion:
            return "The iOS version whose list metrics apply: 26 (the default), or 15, 16, 17, 18 (one model). A comma-separated list, or all, computes each."
        case .offset: return "Scroll position (pinned headers follow it); may be negative."
        case .orthogonalOffset: return "Scroll an orthogonal section's strip (repeatable)."
        }
    }

    /// The placeholder the help shows for the option's value.
    public var valueName: String {
        switch self {
        case .device, .contentSizeCategory: return "name"
        case .orientation: return "orientation"
        case .size: return "WxH"
        case .scale: return "scale"
        case .safeArea, .layoutMargins: return "T,L,B,R"
        case .layoutDirection: return "direction"
        case .iosVersion: return "version"
        case .offset: return "X,Y"
        case .orthogonalOffset: return "SECTION=X"
        }
    }

    /// Every value of a trait that is an axis of a matrix, in order: what `all` (and, for two values, `both`)
    /// stands for, and what a comma-separated list picks from. Nil for a trait given once per environment.
    public var matrixValues: [String]? {
        switch self {
        case .device: return DeviceCatalog.all.map(\.slug)
        case .orientation: return Orientation.allCases.map(\.rawValue)
        case .layoutDirection: return LayoutDirection.allCases.map(\.rawValue)
        case .contentSizeCategory: return ContentSizeCategory.allCases.map(\.rawValue)
        case .iosVersion: return IOSVersion.allCases.map { String($0.rawValue) }
        case .size, .scale, .safeArea, .layoutMargins, .offset, .orthogonalOffset: return nil
        }
    }

    /// True for the one trait given once per value (`--orthogonal-offset 1=40 --orthogonal-offset 2=0`).
    public var isRepeatable: Bool { self == .orthogonalOffset }

    /// The texts one option's text stands for in a matrix: every value for `all` (and `both`, where the trait has
    /// two), each name of a comma-separated list, or the text itself. A trait that is no axis stands for its text.
    public func matrixTexts(_ text: String) -> [String] {
        guard let values = matrixValues else { return [text] }
        if text == "all" || (text == "both" && values.count == 2) { return values }
        return text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }

    /// The text with its first `target` replaced.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return String(self) }
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}
