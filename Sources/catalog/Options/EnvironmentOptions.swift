import ArgumentParser
import CatalogKit
import LayoutModel

/// The environment a layout is computed in and where its item counts come from: one option per trait of
/// `LayoutEnvironment`, named, described and read by the trait itself (`EnvironmentTrait`), and `--items` or
/// `--dataset`. For side B every option is prefixed `--b-` and replaces A's value.
///
/// A trait's option is declared here and meets its trait in `texts(given:)`, an exhaustive switch: a new trait does
/// not compile until it has its option. Everything else (reading, lists and `all` for matrices, messages) is the
/// trait's.
struct EnvironmentOptions<Side: OptionSide>: ParsableArguments {
    @Option(name: .customLong(Side.prefix + EnvironmentTrait.device.rawValue), help: Side.help(.device))
    var device: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.orientation.rawValue), help: Side.help(.orientation))
    var orientation: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.size.rawValue), help: Side.help(.size))
    var size: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.scale.rawValue), help: Side.help(.scale))
    var scale: String?

    @Option(name: .customLong(Side.prefix + "items"), help: Side.help("Item count of each section.", "items", valueName: "N,N,..."))
    var items: String?

    @Option(
        name: .customLong(Side.prefix + "dataset"),
        help: Side.help("A dataset whose sections give the item counts.", "dataset", valueName: "name")
    )
    var dataset: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.safeArea.rawValue), help: Side.help(.safeArea))
    var safeArea: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.layoutMargins.rawValue), help: Side.help(.layoutMargins))
    var layoutMargins: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.layoutDirection.rawValue), help: Side.help(.layoutDirection))
    var layoutDirection: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.contentSizeCategory.rawValue), help: Side.help(.contentSizeCategory))
    var contentSizeCategory: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.iosVersion.rawValue), help: Side.help(.iosVersion))
    var iosVersion: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.offset.rawValue), parsing: .unconditional, help: Side.help(.offset))
    var offset: String?

    @Option(name: .customLong(Side.prefix + EnvironmentTrait.orthogonalOffset.rawValue), help: Side.help(.orthogonalOffset))
    var orthogonalOffsets: [String] = []

    /// What the command line gave for a trait, as typed: nothing, one text, or (for the repeatable trait) one per
    /// use of the option.
    func texts(given trait: EnvironmentTrait) -> [String] {
        switch trait {
        case .device: return device.map { [$0] } ?? []
        case .orientation: return orientation.map { [$0] } ?? []
        case .size: return size.map { [$0] } ?? []
        case .scale: return scale.map { [$0] } ?? []
        case .safeArea: return safeArea.map { [$0] } ?? []
        case .layoutMargins: return layoutMargins.map { [$0] } ?? []
        case .layoutDirection: return layoutDirection.map { [$0] } ?? []
        case .contentSizeCategory: return contentSizeCategory.map { [$0] } ?? []
        case .iosVersion: return iosVersion.map { [$0] } ?? []
        case .offset: return offset.map { [$0] } ?? []
        case .orthogonalOffset: return orthogonalOffsets
        }
    }

    func validate() throws {
        _ = try requests(basedOn: Side.validationBase)
    }

    /// True when the options name more than one environment (a list, `all` or `both` of a matrix's axis).
    var isMatrix: Bool {
        EnvironmentTrait.allCases.contains { trait in
            trait.matrixValues != nil && texts(given: trait).contains { trait.matrixTexts($0).count > 1 }
        }
    }

    /// The one request the options make, for commands that compute a single environment.
    func request(basedOn base: ComputeRequest? = nil) throws -> ComputeRequest {
        let all = try requests(basedOn: base)
        guard all.count == 1 else {
            let axes = EnvironmentTrait.allCases.filter { $0.matrixValues != nil }.map { Side.option($0.rawValue) }
            throw ValidationError(
                "this command computes one environment: give one value of \(axes.joined(separator: ", ")) (lists, all and both are for compute, lint and report)"
            )
        }
        return all[0]
    }

    /// Every request the options make: one per combination of the matrix's axes given as lists (`a,b`, `all`,
    /// `both`), in the order of `EnvironmentTrait` (device, then orientation, direction, text size, iOS version).
    /// On top of `base` (for B, A's request), or of the defaults, where `--size` or `--device` is required. Strip
    /// offsets given here replace all of the base's.
    func requests(basedOn base: ComputeRequest? = nil) throws -> [ComputeRequest] {
        guard base != nil || size != nil || device != nil || Side.axisDefaults[.device] != nil else {
            throw ValidationError("\(Side.option("size")) or \(Side.option("device")) is required: \(EnvironmentTrait.size.syntax), or a device name (catalog devices lists them)")
        }
        if items != nil, dataset != nil {
            throw ValidationError("give either \(Side.option("items")) or \(Side.option("dataset")), not both: the dataset decides the item counts")
        }
        var items = base?.items ?? .specDefault
        if let text = self.items { items = .counts(try OptionValues.itemCounts(text, option: Side.option("items"))) }
        if let dataset { items = .dataset(dataset) }
        // Each trait's texts, a matrix axis's list expanded: the matrix is every combination of one text per trait.
        var choices: [[(trait: EnvironmentTrait, texts: [String])]] = [[]]
        for trait in EnvironmentTrait.allCases {
            let given = texts(given: trait).isEmpty ? axisDefault(trait).map { [$0] } ?? [] : texts(given: trait)
            guard !given.isEmpty else { continue }
            if trait.isRepeatable || trait.matrixValues == nil {
                choices = choices.map { $0 + [(trait, given)] }
                continue
            }
            let values = try Self.axisValues(trait, given[0])
            choices = choices.flatMap { chosen in values.map { chosen + [(trait, [$0])] } }
        }
        return try choices.map { chosen in ComputeRequest(try environment(basedOn: base?.environment, chosen), items: items) }
    }

    /// The text an axis takes when its option is not given (`OptionSide.axisDefaults`): `--size` without `--device`
    /// replaces the devices, and with them the orientations.
    private func axisDefault(_ trait: EnvironmentTrait) -> String? {
        if size != nil, device == nil, trait == .device || trait == .orientation { return nil }
        return Side.axisDefaults[trait]
    }

    /// The values of one axis: its list, `all` or `both`, each named once.
    private static func axisValues(_ trait: EnvironmentTrait, _ text: String) throws -> [String] {
        let values = trait.matrixTexts(text)
        var seen: Set<String> = []
        for value in values where !seen.insert(value).inserted {
            throw ValidationError("\(Side.option(trait.rawValue)) names \(value) twice: a list names each value once")
        }
        return values
    }

    /// One environment: the base (or the defaults) with the given traits read in the order of `EnvironmentTrait`.
    private func environment(basedOn base: LayoutEnvironment?, _ chosen: [(trait: EnvironmentTrait, texts: [String])]) throws
        -> LayoutEnvironment
    {
        var environment = base ?? LayoutEnvironment(containerSize: .zero)
        if !orthogonalOffsets.isEmpty { environment.orthogonalOffsets = [:] }
        do {
            for (trait, texts) in chosen {
                for text in texts { try trait.read(text, into: &environment) }
            }
            try environment.validate()
        } catch {
            throw ValidationError("\(Side.option(error.trait.rawValue)) \(error.message)")
        }
        return environment
    }
}
