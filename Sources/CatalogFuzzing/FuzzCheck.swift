import CatalogKit
import Foundation
import LayoutEngine
import LayoutModel
import LayoutRender
import SpecFormat
import TextMeasure

/// Runs one fuzzing input through its target and checks the properties Fuzzing.md asks of every input: what is
/// refused is refused with an error (a crash or a hang is the campaign's to see); what is accepted plans to finite
/// frames with sizes that are not negative, draws without a non-finite number, and gives the same bytes when
/// done twice.
///
/// Work per input is bounded so that one input is a fraction of a second: item counts are cut to
/// `maximumItemsPerSection` in at most `maximumSections` sections, and a plan is written only up to
/// `maximumElements` elements (larger plans are still planned, which is what the limits guard).
public final class FuzzCheck {
    static let maximumSections = 12
    static let maximumItemsPerSection = 200
    static let maximumElements = 50_000
    static let maximumDrawnElements = 3_000

    /// Three environments far apart: a phone at rest; a tablet in landscape, right to left, at the largest text
    /// size, scrolled, with an orthogonal strip scrolled; a small 1x view with a status bar.
    static let environments: [LayoutEnvironment] = {
        var phone = LayoutEnvironment(containerSize: Size(width: 393, height: 852))
        if let device = DeviceCatalog.device("iphone-15-pro") { phone.choose(device, .portrait) }
        var tablet = LayoutEnvironment(
            containerSize: Size(width: 1366, height: 1024), scale: 2, layoutDirection: .rightToLeft,
            contentSizeCategory: .accessibilityExtraExtraExtraLarge, contentOffset: Point(x: 0, y: 400), orthogonalOffsets: [0: 120, 1: 5000]
        )
        if let device = DeviceCatalog.device("ipad-pro-13-m4") { tablet.choose(device, .landscape) }
        let small = LayoutEnvironment(containerSize: Size(width: 320, height: 480), scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        return [phone, tablet, small]
    }()

    /// Records the predicate target evaluates against: numbers, strings, booleans and missing fields.
    static let records: [PredicateValues] = [
        PredicateValues(["updateCount": .number(3), "name": .string("Lion"), "isNew": .bool(true)]),
        PredicateValues(["updateCount": .number(0), "name": .string(""), "isNew": .bool(false)]),
        PredicateValues([:]),
    ]

    let measurer: TextMeasurer?
    /// The `catalog-rows` target's clean catalog, made on its first input.
    private let tamperedCatalog: TamperedCatalog

    public init() {
        measurer = try? TextMeasurer()
        tamperedCatalog = TamperedCatalog(measuringAvailable: measurer != nil)
    }

    /// The properties `input` breaks for `target`, as sentences; empty when it keeps them all.
    public func violations(of target: FuzzTarget, input: [UInt8]) -> [String] {
        switch target {
        case .predicate:
            return predicateViolations(String(decoding: input, as: UTF8.self))
        case .traitConditions:
            return traitConditionViolations(TraitConditionInput(input))
        case .engine:
            var generator = SpecGenerator(input)
            return importViolations(text: generator.json(), fileName: target.fileName)
        case .catalogRows:
            return tamperedCatalog.violations(input)
        case .lint:
            return lintViolations(input)
        default:
            return importViolations(text: String(decoding: input, as: UTF8.self), fileName: target.fileName)
        }
    }

    /// What `input` is for `target`, as `catalog-fuzz --show` prints it: the spec an engine input writes, the
    /// changes a catalog-rows input makes to the clean catalog, else the input's text.
    public func shown(_ target: FuzzTarget, input: [UInt8]) -> String {
        switch target {
        case .engine:
            var generator = SpecGenerator(input)
            return generator.json()
        case .catalogRows:
            return tamperedCatalog.tamperings(input).joined(separator: "\n")
        case .traitConditions:
            return TraitConditionInput(input).json
        default:
            return String(decoding: input, as: UTF8.self)
        }
    }

    // MARK: Targets

    private func predicateViolations(_ text: String) -> [String] {
        guard let predicate = try? Predicate(parsing: text) else { return [] }
        var problems: [String] = []
        let printed = predicate.description
        guard let again = try? Predicate(parsing: printed) else {
            return ["the predicate \(excerpt(text)) prints as \(excerpt(printed)), which does not parse"]
        }
        if again != predicate { problems.append("the predicate \(excerpt(text)) reads back differently from its printed form \(excerpt(printed))") }
        for record in Self.records where predicate.evaluate(in: record) != predicate.evaluate(in: record) {
            problems.append("the predicate \(excerpt(text)) evaluates differently twice")
        }
        return problems
    }

    /// Every environment a trait condition tells apart: phones and an iPad both ways up, a plain view, each end of
    /// the text sizes, both directions.
    static let traitEnvironments: [LayoutEnvironment] = {
        var environments: [LayoutEnvironment] = []
        for (slug, orientation) in [("iphone-se-3", Orientation.portrait), ("iphone-16-pro-max", .landscape), ("ipad-mini-6", .portrait), ("ipad-pro-13-m4", .landscape)] {
            var environment = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
            if let device = DeviceCatalog.device(slug) { environment.choose(device, orientation) }
            environments.append(environment)
        }
        environments.append(LayoutEnvironment(containerSize: Size(width: 700, height: 300), layoutDirection: .rightToLeft, contentSizeCategory: .extraSmall))
        environments.append(LayoutEnvironment(containerSize: Size(width: 390, height: 844), contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        return environments
    }()

    /// Trait conditions are accepted whole or refused with every fault located at a path of the adaptive section;
    /// an accepted spec keeps every layout property and, in every trait environment, computes or finds no case
    /// (a hand-written spec may leave out the fallback).
    private func traitConditionViolations(_ input: TraitConditionInput) -> [String] {
        let spec: LayoutSpec
        do {
            guard let decoded = try ImportPreview(files: [(FuzzTarget.traitConditions.fileName, input.json)]).layouts.first else {
                return ["the trait conditions \(excerpt(input.json)) decode to no layout"]
            }
            spec = decoded
        } catch {
            let lines = "\(error)".split(separator: "\n").dropFirst()
            let unlocated = lines.filter { !$0.hasPrefix("  fuzz.json:") || !$0.contains(": $.sections[0].adaptive") }
            return unlocated.isEmpty ? [] : ["a fault of the trait conditions \(excerpt(input.json)) is not located at the adaptive section: \(unlocated[0])"]
        }
        var problems = layoutViolations(spec)
        for environment in Self.traitEnvironments {
            do {
                let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [3])
                problems += frameViolations(result, label: "\(spec.name) at \(environment.label)")
            } catch LayoutError.noAdaptiveCase, LayoutError.noFlowCase {
                continue
            } catch {
                problems.append("\(spec.name) at \(environment.label): \(error)")
            }
        }
        return problems
    }

    private func importViolations(text: String, fileName: String) -> [String] {
        guard let preview = try? ImportPreview(files: [(fileName, text)]) else { return [] }
        var problems: [String] = []
        for dataset in preview.datasets {
            let records = dataset.records.flatMap { $0 }
            if let badge = try? Predicate(parsing: "updateCount > 0") {
                for record in records.prefix(1000) { _ = badge.evaluate(in: record) }
            }
            if dataset.digest != dataset.digest { problems.append("dataset \(dataset.name): its digest differs twice") }
        }
        for spec in preview.layouts {
            problems += layoutViolations(spec)
        }
        return problems
    }

    // MARK: Properties

    private func layoutViolations(_ spec: LayoutSpec) -> [String] {
        var problems = canonicalFormViolations(spec)
        let counts = Self.itemCounts(of: spec)
        let content = self.content(for: spec)
        for environment in Self.environments {
            let first: LayoutResult
            do {
                let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: counts, content: content)
                guard plan.elementCount <= Self.maximumElements else { continue }
                first = plan.result()
            } catch {
                continue
            }
            let label = "\(spec.name) at \(environment.label)"
            problems += frameViolations(first, label: label)
            if let second = try? LayoutPlanner.compute(spec, in: environment, itemCounts: counts, content: content),
                !Self.sameFrames(first, second)
            {
                problems.append("\(label): computing twice gives different frames")
            }
            if first.elements.count <= Self.maximumDrawnElements {
                let svg = SVGRenderer().render(first, in: environment).svg
                if Self.holdsNonFiniteNumber(svg) { problems.append("\(label): the picture holds a non-finite number") }
                if svg != SVGRenderer().render(first, in: environment).svg { problems.append("\(label): drawing twice gives different SVG") }
            }
        }
        return problems
    }

    /// True when a number the picture writes is `nan` or `inf` (Swift's text for non-finite doubles): the word standing
    /// where a number stands, after a space, comma, colon, parenthesis, quote or `=` (a minus sign between) and before
    /// a separator. An element kind that merely contains the letters (`section-hinfeader`) is no number.
    public static func holdsNonFiniteNumber(_ svg: String) -> Bool {
        let text = Array(svg.utf8)
        let before: Set<UInt8> = Set(" ,:(\"=".utf8)
        let after: Set<UInt8> = Set(" ,)\"<;".utf8)
        for word in ["nan", "inf"] {
            let letters = Array(word.utf8)
            var index = 0
            while index + letters.count <= text.count {
                defer { index += 1 }
                guard Array(text[index..<index + letters.count]) == letters else { continue }
                var start = index - 1
                if start >= 0, text[start] == UInt8(ascii: "-") { start -= 1 }
                let end = index + letters.count
                if (start < 0 || before.contains(text[start])) && (end == text.count || after.contains(text[end])) { return true }
            }
        }
        return false
    }

    /// The counts an input's layout is planned with: its own, cut to the bounds of one input's work.
    static func itemCounts(of spec: LayoutSpec) -> [Int] {
        (spec.itemCounts ?? [5, 3]).prefix(Self.maximumSections).map { min(max($0, 0), Self.maximumItemsPerSection) }
    }

    /// Text measurement without records, as a compute without a dataset has it, where the spec describes content.
    func content(for spec: LayoutSpec) -> (any LayoutContent)? {
        spec.readsContent ? measurer.map { DatasetLayoutContent(records: [], sectionRecords: [], measurer: $0) } : nil
    }

    /// A decoded spec's canonical JSON decodes again to the same canonical JSON (what the catalog stores is what it
    /// reads back).
    private func canonicalFormViolations(_ spec: LayoutSpec) -> [String] {
        let canonical = CanonicalSpec.json(for: spec)
        do {
            let again = try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json)
            if CanonicalSpec.json(for: again) != canonical { return ["\(spec.name): its canonical JSON reads back as a different spec"] }
            return []
        } catch {
            return ["\(spec.name): its canonical JSON does not decode: \(error)"]
        }
    }

    private func frameViolations(_ result: LayoutResult, label: String) -> [String] {
        var problems: [String] = []
        let content = result.contentSize
        if !(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0) {
            problems.append("\(label): content size \(content.width)x\(content.height)")
        }
        result.elements.withColumns { columns in
            for index in 0..<columns.x.count {
                let values = [columns.x[index], columns.y[index], columns.width[index], columns.height[index]]
                if values.contains(where: { !$0.isFinite }) || columns.width[index] < 0 || columns.height[index] < 0 {
                    problems.append("\(label): element \(index) has frame \(values.map { "\($0)" }.joined(separator: ", "))")
                    return
                }
            }
        }
        return problems
    }

    private static func sameFrames(_ a: LayoutResult, _ b: LayoutResult) -> Bool {
        a.contentSize == b.contentSize && a.elements.x == b.elements.x && a.elements.y == b.elements.y
            && a.elements.width == b.elements.width && a.elements.height == b.elements.height
            && a.elements.section == b.elements.section && a.elements.item == b.elements.item
            && a.elements.category == b.elements.category && a.elements.kind == b.elements.kind
            && a.elements.zIndex == b.elements.zIndex && a.elements.hidden == b.elements.hidden
    }

    func excerpt(_ text: String) -> String {
        let short = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return "\"\(short)\""
    }
}
