import ArgumentParser
import CatalogKit
import LayoutModel

/// The environment a layout is computed in and where its item counts come from: one option per trait of
/// `LayoutEnvironment`, read with the trait's own text form, and `--items` or `--dataset`. For side B every option
/// is prefixed `--b-` and replaces A's value.
struct EnvironmentOptions<Side: OptionSide>: ParsableArguments {
    @Option(name: .customLong(Side.prefix + "size"), help: Side.help("The collection view's size in points.", "size", valueName: "WxH"))
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
            "Layout margins in points, as .layoutMargins and .readableContent use them (default: 8 beyond the safe area).",
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
        // B's options are checked on top of a stand-in for A; the command combines them with A's own.
        _ = try request(basedOn: Side.isSideB ? ComputeRequest(LayoutEnvironment(containerSize: Size(width: 1, height: 1))) : nil)
    }

    /// The traits these options give, in the order of `EnvironmentTrait`.
    private var givenTraits: [(trait: EnvironmentTrait, text: String)] {
        let single: [(EnvironmentTrait, String?)] = [
            (.size, size), (.scale, scale), (.safeArea, safeArea), (.layoutMargins, layoutMargins),
            (.layoutDirection, layoutDirection), (.offset, offset),
        ]
        return single.compactMap { trait, text in text.map { (trait, $0) } } + orthogonalOffsets.map { (.orthogonalOffset, $0) }
    }

    /// The request the options make: on top of `base` (for B, A's request), or of the defaults, where `--size` is
    /// required. Strip offsets given here replace all of the base's.
    func request(basedOn base: ComputeRequest? = nil) throws -> ComputeRequest {
        guard base != nil || size != nil else {
            throw ValidationError("\(Side.option("size")) is required: \(EnvironmentTrait.size.syntax)")
        }
        if items != nil, dataset != nil {
            throw ValidationError("give either \(Side.option("items")) or \(Side.option("dataset")), not both: the dataset decides the item counts")
        }
        var environment = base?.environment ?? LayoutEnvironment(containerSize: .zero)
        if !orthogonalOffsets.isEmpty { environment.orthogonalOffsets = [:] }
        do {
            for (trait, text) in givenTraits { try trait.read(text, into: &environment) }
            try environment.validate()
        } catch {
            throw ValidationError("\(Side.option(error.trait.rawValue)) \(error.message)")
        }
        var request = ComputeRequest(environment, items: base?.items ?? .specDefault)
        if let items { request.items = .counts(try OptionValues.itemCounts(items, option: Side.option("items"))) }
        if let dataset { request.items = .dataset(dataset) }
        return request
    }
}
