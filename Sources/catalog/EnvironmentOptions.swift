import ArgumentParser
import CatalogKit
import LayoutModel

/// The environment a layout is computed in and where its item counts come from: one option per trait of
/// `LayoutEnvironment`, read with the trait's own text form, and `--items` or `--dataset`. For side B every option
/// is prefixed `--b-` and replaces A's value.
struct EnvironmentOptions<Side: OptionSide>: ParsableArguments {
    @Option(
        name: .customLong(Side.prefix + "device"),
        help: Side.help(
            "A named device (catalog devices lists them): its screen, scale, safe area and root-view margins. A comma-separated list, or all, computes each.",
            "device", valueName: "name"
        )
    )
    var device: String?

    @Option(
        name: .customLong(Side.prefix + "orientation"),
        help: Side.help("With --device: portrait (the default), landscape, or both.", "orientation", valueName: "orientation")
    )
    var orientation: String?

    @Option(
        name: .customLong(Side.prefix + "size"),
        help: Side.help("The collection view's size in points (overrides a device's).", "size", valueName: "WxH")
    )
    var size: String?

    @Option(name: .customLong(Side.prefix + "scale"), help: Side.help("Display scale: 1, 2 or 3 (default 3).", "scale", valueName: "scale"))
    var scale: String?

    @Option(name: .customLong(Side.prefix + "items"), help: Side.help("Item count of each section.", "items", valueName: "N,N,..."))
    var items: String?

    @Option(
        name: .customLong(Side.prefix + "dataset"),
        help: Side.help("A dataset whose sections give the item counts.", "dataset", valueName: "name")
    )
    var dataset: String?

    @Option(name: .customLong(Side.prefix + "safe-area"), help: Side.help("Safe-area insets in points.", "safe-area", valueName: "T,L,B,R"))
    var safeArea: String?

    @Option(
        name: .customLong(Side.prefix + "layout-margins"),
        help: Side.help(
            "Layout margins in points, as .layoutMargins and .readableContent use them (default: 8 beyond the safe area; on a device, the root view's 16 or 20).",
            "layout-margins", valueName: "T,L,B,R"
        )
    )
    var layoutMargins: String?

    @Option(
        name: .customLong(Side.prefix + "layout-direction"),
        help: Side.help("leftToRight (the default) or rightToLeft, which mirrors the layout as UIKit does.", "layout-direction", valueName: "direction")
    )
    var layoutDirection: String?

    @Option(
        name: .customLong(Side.prefix + "content-size-category"),
        help: Side.help(
            "Dynamic Type: large (the default), extraSmall … accessibilityExtraExtraExtraLarge. A comma-separated list, or all, computes each.",
            "content-size-category", valueName: "name"
        )
    )
    var contentSizeCategory: String?

    @Option(
        name: .customLong(Side.prefix + "offset"), parsing: .unconditional,
        help: Side.help("Scroll position (pinned headers follow it); may be negative.", "offset", valueName: "X,Y")
    )
    var offset: String?

    @Option(
        name: .customLong(Side.prefix + "orthogonal-offset"),
        help: Side.help("Scroll an orthogonal section's strip (repeatable).", "orthogonal-offset", valueName: "SECTION=X")
    )
    var orthogonalOffsets: [String] = []

    func validate() throws {
        _ = try requests(basedOn: Side.validationBase)
    }

    /// True when the options name more than one environment (a list, `all` or `both`).
    var isMatrix: Bool {
        [device, contentSizeCategory].contains { $0 != nil && ($0 == "all" || $0!.contains(",")) } || orientation == "both"
    }

    /// The one request the options make, for commands that compute a single environment.
    func request(basedOn base: ComputeRequest? = nil) throws -> ComputeRequest {
        let all = try requests(basedOn: base)
        guard all.count == 1 else {
            throw ValidationError(
                "this command computes one environment: give one \(Side.option("device")), \(Side.option("orientation")) and \(Side.option("content-size-category")) (lists, all and both are for compute)"
            )
        }
        return all[0]
    }

    /// Every request the options make: one per device, orientation and text size when they are lists (`a,b`,
    /// `all`, `both`), in that order. On top of `base` (for B, A's request), or of the defaults, where `--size` or
    /// `--device` is required. Strip offsets given here replace all of the base's.
    func requests(basedOn base: ComputeRequest? = nil) throws -> [ComputeRequest] {
        guard base != nil || size != nil || device != nil else {
            throw ValidationError("\(Side.option("size")) or \(Side.option("device")) is required: \(EnvironmentTrait.size.syntax), or a device name (catalog devices lists them)")
        }
        if items != nil, dataset != nil {
            throw ValidationError("give either \(Side.option("items")) or \(Side.option("dataset")), not both: the dataset decides the item counts")
        }
        var items = base?.items ?? .specDefault
        if let text = self.items { items = .counts(try OptionValues.itemCounts(text, option: Side.option("items"))) }
        if let dataset { items = .dataset(dataset) }
        let devices: [String?] = device.map { Self.list($0, all: DeviceCatalog.all.map(\.slug)) } ?? [nil]
        let orientations: [String?] = orientation.map { $0 == "both" ? Orientation.allCases.map(\.rawValue) : [$0] } ?? [nil]
        let categories: [String?] = contentSizeCategory.map { Self.list($0, all: ContentSizeCategory.allCases.map(\.rawValue)) } ?? [nil]
        var requests: [ComputeRequest] = []
        for device in devices {
            for orientation in orientations {
                for category in categories {
                    let environment = try environment(basedOn: base?.environment, device: device, orientation: orientation, category: category)
                    requests.append(ComputeRequest(environment, items: items))
                }
            }
        }
        return requests
    }

    /// `a,b,c` as its names, `all` as every one.
    static func list(_ text: String, all: [String]) -> [String?] {
        text == "all" ? all : text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
    }

    /// One environment: the base (or the defaults) with the given traits read in the order of `EnvironmentTrait`.
    private func environment(basedOn base: LayoutEnvironment?, device: String?, orientation: String?, category: String?) throws
        -> LayoutEnvironment
    {
        var environment = base ?? LayoutEnvironment(containerSize: .zero)
        if !orthogonalOffsets.isEmpty { environment.orthogonalOffsets = [:] }
        let single: [(EnvironmentTrait, String?)] = [
            (.device, device), (.orientation, orientation), (.size, size), (.scale, scale), (.safeArea, safeArea),
            (.layoutMargins, layoutMargins), (.layoutDirection, layoutDirection), (.contentSizeCategory, category), (.offset, offset),
        ]
        let given = single.compactMap { trait, text in text.map { (trait, $0) } } + orthogonalOffsets.map { (EnvironmentTrait.orthogonalOffset, $0) }
        do {
            for (trait, text) in given { try trait.read(text, into: &environment) }
            try environment.validate()
        } catch {
            throw ValidationError("\(Side.option(error.trait.rawValue)) \(error.message)")
        }
        return environment
    }
}
