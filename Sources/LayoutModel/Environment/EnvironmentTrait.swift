/// One trait of a `LayoutEnvironment`, with its text form: the name is the command-line option's
/// (`--safe-area`) and the key of the canonical encoding (`safe-area=47,0,34,0`); the text is what the option
/// takes. Reading checks syntax and names only; ranges are `LayoutEnvironment.validate()`'s.
///
/// Traits are read in the order of `allCases`: a device first (it sets size, scale and safe area), then how it is
/// held, then the traits that override its values.
public enum EnvironmentTrait: String, Hashable, Sendable, CaseIterable {
    case device
    case orientation
    case size
    case scale
    case safeArea = "safe-area"
    case layoutMargins = "layout-margins"
    case layoutDirection = "layout-direction"
    case contentSizeCategory = "content-size-category"
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
        case .offset: return "content offset"
        case .orthogonalOffset: return "orthogonal offset"
        }
    }

    /// True for the one trait given once per value (`--orthogonal-offset 1=40 --orthogonal-offset 2=0`).
    public var isRepeatable: Bool { self == .orthogonalOffset }

    /// Sets this trait of `environment` from its text (adds one strip offset, for the repeatable trait).
    public func read(_ text: String, into environment: inout LayoutEnvironment) throws(EnvironmentFault) {
        func fault() -> EnvironmentFault { EnvironmentFault(self, "expects \(syntax) (found \"\(text)\")") }
        switch self {
        case .device:
            let slug = text.trimmingSpaces
            guard let device = DeviceCatalog.device(slug) else {
                throw Self.unknownName(self, slug, among: DeviceCatalog.all.map(\.slug))
            }
            environment.choose(device, environment.device?.orientation ?? .portrait)
        case .orientation:
            let name = text.trimmingSpaces
            guard let orientation = Orientation(rawValue: name) else {
                throw Self.unknownName(self, name, among: Orientation.allCases.map(\.rawValue))
            }
            guard let device = environment.device?.device else {
                throw EnvironmentFault(self, "applies to a device: give one with --device (found \"\(text)\" without one)")
            }
            environment.choose(device, orientation)
        case .contentSizeCategory:
            let name = text.trimmingSpaces
            guard let category = ContentSizeCategory(rawValue: name) else {
                throw Self.unknownName(self, name, among: ContentSizeCategory.allCases.map(\.rawValue))
            }
            environment.contentSizeCategory = category
        case .size:
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Self.number(parts[0]), let height = Self.number(parts[1]) else { throw fault() }
            environment.containerSize = Size(width: width, height: height)
        case .scale:
            guard let value = Self.number(Substring(text)) else { throw fault() }
            environment.scale = value
        case .safeArea, .layoutMargins:
            guard let values = Self.numbers(text), values.count == 4 else { throw fault() }
            let insets = EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
            if self == .safeArea { environment.safeAreaInsets = insets } else { environment.layoutMargins = insets }
        case .layoutDirection:
            guard let direction = LayoutDirection(rawValue: text.trimmingSpaces) else { throw fault() }
            environment.layoutDirection = direction
        case .offset:
            guard let values = Self.numbers(text), values.count == 2 else { throw fault() }
            environment.contentOffset = Point(x: values[0], y: values[1])
        case .orthogonalOffset:
            let parts = text.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0].trimmingSpaces), let offset = Self.number(parts[1]) else { throw fault() }
            environment.orthogonalOffsets[section] = offset
        }
    }

    /// The trait's canonical texts in `environment`: none when it has its default value (size and scale are always
    /// given), one per strip for the repeatable trait, in section order.
    public func texts(in environment: LayoutEnvironment) -> [String] {
        func insets(_ value: EdgeInsets) -> String {
            [value.top, value.leading, value.bottom, value.trailing].map(formatNumber).joined(separator: ",")
        }
        switch self {
        case .device: return environment.device.map { [$0.device.slug] } ?? []
        case .orientation: return environment.device?.orientation == .landscape ? [Orientation.landscape.rawValue] : []
        case .size: return ["\(formatNumber(environment.containerSize.width))x\(formatNumber(environment.containerSize.height))"]
        case .scale: return [formatNumber(environment.scale)]
        case .safeArea:
            // With a device the safe area is always written: read back, the device would give its own.
            return environment.safeAreaInsets == .zero && environment.device == nil ? [] : [insets(environment.safeAreaInsets)]
        case .layoutMargins: return environment.layoutMargins.map { [insets($0)] } ?? []
        case .layoutDirection: return environment.layoutDirection == .leftToRight ? [] : [environment.layoutDirection.rawValue]
        case .contentSizeCategory: return environment.contentSizeCategory == .large ? [] : [environment.contentSizeCategory.rawValue]
        case .offset:
            return environment.contentOffset.map { ["\(formatNumber($0.x)),\(formatNumber($0.y))"] } ?? []
        case .orthogonalOffset:
            return environment.orthogonalOffsets.keys.sorted().map { "\($0)=\(formatNumber(environment.orthogonalOffsets[$0]!))" }
        }
    }

    /// How a label names one of the trait's texts: `safe area 47,0,34,0`, `strip 1 at 120`. Size and scale make
    /// the label's head (`390x844@3x`) and have none of their own.
    func label(_ text: String) -> String? {
        switch self {
        case .device, .orientation, .size, .scale: return nil
        case .safeArea: return "safe area \(text)"
        case .layoutMargins: return "layout margins \(text)"
        case .layoutDirection: return text == LayoutDirection.rightToLeft.rawValue ? "right to left" : text
        case .contentSizeCategory: return "text size \(text)"
        case .offset: return "offset \(text)"
        case .orthogonalOffset: return "strip " + text.replacingFirst("=", with: " at ")
        }
    }

    /// An unknown name: every valid one listed, the closest first.
    static func unknownName(_ trait: EnvironmentTrait, _ name: String, among names: [String]) -> EnvironmentFault {
        let ordered = NameSuggestion.byCloseness(to: name, among: names)
        return EnvironmentFault(trait, "\"\(name)\" is not one; valid names, closest first: \(ordered.joined(separator: ", "))")
    }

    private static func number(_ text: Substring) -> Double? {
        Double(text.trimmingSpaces)
    }

    private static func numbers(_ text: String) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap(number)
        return values.count == parts.count ? values : nil
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
