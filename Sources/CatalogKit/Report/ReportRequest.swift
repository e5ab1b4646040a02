import LayoutModel

/// What `report` writes: which layouts, in which environments (with their item counts), into which folder.
public struct ReportRequest: Sendable, Equatable {
    /// The layouts to report, in this order; empty for every layout in the catalog.
    public var layouts: [String]
    /// The environments every layout is computed and drawn in, each with where its item counts come from.
    public var environments: [ComputeRequest]
    /// The folder the site is written to. It is created, or replaced when it holds an earlier report.
    public var outputDirectory: String

    /// Each environment once, in the order given (options applied to several default environments can make two
    /// alike, as `--ios 26` does to the defaults' iOS 18 and 26).
    public init(layouts: [String] = [], environments: [ComputeRequest] = ReportRequest.defaultEnvironments(), outputDirectory: String) {
        self.layouts = layouts
        self.environments = environments.reduce(into: []) { kept, request in if !kept.contains(request) { kept.append(request) } }
        self.outputDirectory = outputDirectory
    }

    /// The devices a report shows without environment options: the smallest and the largest current iPhones, the
    /// one in between that most people hold, and the smallest and largest iPads. Compact and regular widths,
    /// 2x and 3x, home button and Dynamic Island all appear.
    public static let defaultDevices = ["iphone-se-3", "iphone-15-pro", "iphone-16-pro-max", "ipad-mini-6", "ipad-pro-13-m4"]

    /// The iOS versions a report shows without `--ios`: the newest, and iOS 18 beside it, since list sections
    /// differ between them (ListRules.md, "iOS 26") and teams support users of both. A layout whose frames are the
    /// same on both (compositional and flow layouts, sidebars) shows one picture for both; the index says which
    /// layouts differ.
    public static let defaultVersions: [IOSVersion] = [.newest, .ios18]

    /// The default matrix: each of `defaultDevices` in portrait, left to right, at the default text size, on each of
    /// `defaultVersions`, with the given item counts (the spec's `itemCounts` by default).
    public static func defaultEnvironments(items: ItemSource = .specDefault) -> [ComputeRequest] {
        defaultDevices.compactMap { DeviceCatalog.device($0) }.flatMap { device in
            defaultVersions.map { version in
                var environment = LayoutEnvironment(containerSize: .zero, iosVersion: version)
                environment.choose(device, .portrait)
                return ComputeRequest(environment, items: items)
            }
        }
    }
}
