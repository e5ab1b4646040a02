extension EnvironmentTrait {
    /// Sets this trait of `environment` from its text (adds one strip offset, for the repeatable trait). Reading
    /// checks syntax and names only; ranges are `LayoutEnvironment.validate()`'s.
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
        case .iosVersion:
            let known = IOSVersion.allCases.map { String($0.rawValue) }.joined(separator: ", ")
            guard let number = Int(text.trimmingSpaces) else { throw fault() }
            guard let version = IOSVersion(rawValue: number) else {
                throw EnvironmentFault(self, "\(number) is not a version the catalog has list metrics for; it knows \(known)")
            }
            environment.iosVersion = version
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

    /// The trait's canonical texts in `environment`: none when it has the value the encoding leaves out (its
    /// default; for the iOS version, the version runs were stored with before the trait existed), one per strip for
    /// the repeatable trait, in section order. Size and scale are always given.
    public func texts(in environment: LayoutEnvironment) -> [String] {
        switch self {
        case .device: return environment.device.map { [$0.device.slug] } ?? []
        case .orientation: return environment.device?.orientation == .landscape ? [Orientation.landscape.rawValue] : []
        case .size: return ["\(formatNumber(environment.containerSize.width))x\(formatNumber(environment.containerSize.height))"]
        case .scale: return [formatNumber(environment.scale)]
        case .safeArea:
            // With a device the safe area is always written: read back, the device would give its own.
            return environment.safeAreaInsets == .zero && environment.device == nil ? [] : [Self.insetsText(environment.safeAreaInsets)]
        case .layoutMargins: return environment.layoutMargins.map { [Self.insetsText($0)] } ?? []
        case .layoutDirection: return environment.layoutDirection == .leftToRight ? [] : [environment.layoutDirection.rawValue]
        case .contentSizeCategory: return environment.contentSizeCategory == .large ? [] : [environment.contentSizeCategory.rawValue]
        case .iosVersion: return environment.iosVersion == .unwritten ? [] : [String(environment.iosVersion.rawValue)]
        case .offset:
            return environment.contentOffset.map { ["\(formatNumber($0.x)),\(formatNumber($0.y))"] } ?? []
        case .orthogonalOffset:
            return environment.orthogonalOffsets.keys.sorted().map { "\($0)=\(formatNumber(environment.orthogonalOffsets[$0]!))" }
        }
    }

    /// How labels name the trait in `environment` when it differs from what a command has without the option:
    /// `safe area 47,0,34,0`, `iOS 18`, `strip 1 at 120`. Device, orientation, size and scale make the label's head
    /// (`iPhone 15 Pro landscape 852x393@3x`) and have none of their own; a device's own safe area is its default.
    public func labels(in environment: LayoutEnvironment) -> [String] {
        switch self {
        case .device, .orientation, .size, .scale:
            return []
        case .safeArea:
            if let device = environment.device, environment.safeAreaInsets == device.device.safeArea(device.orientation) { return [] }
            return texts(in: environment).map { "safe area \($0)" }
        case .layoutMargins: return texts(in: environment).map { "layout margins \($0)" }
        case .layoutDirection: return environment.layoutDirection == .rightToLeft ? ["right to left"] : []
        case .contentSizeCategory: return texts(in: environment).map { "text size \($0)" }
        case .iosVersion: return environment.iosVersion == .newest ? [] : ["iOS \(environment.iosVersion.rawValue)"]
        case .offset: return texts(in: environment).map { "offset \($0)" }
        case .orthogonalOffset: return texts(in: environment).map { "strip " + $0.replacingFirst("=", with: " at ") }
        }
    }

    /// The value of a matrix axis in `environment`, as a list of the trait names it (`iphone-15-pro`, `landscape`,
    /// `rightToLeft`, `large`, `26`), whether or not it is the default; nil for a trait that is no axis, and for the
    /// device of a plain view.
    public func axisValue(in environment: LayoutEnvironment) -> String? {
        switch self {
        case .device: return environment.device?.device.slug
        case .orientation: return environment.device?.orientation.rawValue
        case .layoutDirection: return environment.layoutDirection.rawValue
        case .contentSizeCategory: return environment.contentSizeCategory.rawValue
        case .iosVersion: return String(environment.iosVersion.rawValue)
        case .size, .scale, .safeArea, .layoutMargins, .offset, .orthogonalOffset: return nil
        }
    }

    /// How people read one value of a matrix axis: `iPhone 15 Pro`, `landscape`, `right to left`, `text size large`,
    /// `iOS 26`.
    public func axisValueLabel(_ value: String) -> String {
        switch self {
        case .device: return DeviceCatalog.device(value)?.name ?? value
        case .layoutDirection: return value == LayoutDirection.rightToLeft.rawValue ? "right to left" : "left to right"
        case .contentSizeCategory: return "text size \(value)"
        case .iosVersion: return "iOS \(value)"
        case .orientation, .size, .scale, .safeArea, .layoutMargins, .offset, .orthogonalOffset: return value
        }
    }

    /// Short words for file names (a report's pictures): `iphone-15-pro`, `landscape`, `rtl`, `ios18`; none for a
    /// trait at what a command has without the option, and none for traits a picture's position already tells
    /// apart (insets, offsets).
    public func fileNameParts(in environment: LayoutEnvironment) -> [String] {
        switch self {
        case .device: return environment.device.map { [$0.device.slug] } ?? []
        case .orientation: return environment.device.map { [$0.orientation.rawValue] } ?? []
        case .size: return environment.device == nil ? texts(in: environment) : []
        case .layoutDirection: return environment.layoutDirection == .rightToLeft ? ["rtl"] : []
        case .contentSizeCategory: return texts(in: environment)
        case .iosVersion: return environment.iosVersion == .newest ? [] : ["ios\(environment.iosVersion.rawValue)"]
        case .scale, .safeArea, .layoutMargins, .offset, .orthogonalOffset: return []
        }
    }

    /// An unknown name: every valid one listed, the closest first.
    static func unknownName(_ trait: EnvironmentTrait, _ name: String, among names: [String]) -> EnvironmentFault {
        let ordered = NameSuggestion.byCloseness(to: name, among: names)
        return EnvironmentFault(trait, "\"\(name)\" is not one; valid names, closest first: \(ordered.joined(separator: ", "))")
    }

    private static func insetsText(_ value: EdgeInsets) -> String {
        [value.top, value.leading, value.bottom, value.trailing].map(formatNumber).joined(separator: ",")
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
