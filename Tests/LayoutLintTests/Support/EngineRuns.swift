import Foundation
import LayoutEngine
import LayoutLint
import LayoutModel
import SpecFormat
import TestSupport

/// Runs of a spec computed in process by the engine, as the lint reads them from the catalog: the frames and
/// geometry of `LayoutPlanner`'s result, and each compositional section's group resolution from the plan's
/// `sectionDescriptions` (the mapping the command will make: `resolvedSizes` and `slotCounts` as they are).
enum EngineRuns {
    static func run(_ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil) throws -> LintRun {
        let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: itemCounts, content: content)
        return LintRun(environment: environment, result: plan.result(), content: content, groupResolutions: groupResolutions(of: plan))
    }

    /// What a compositional plan resolved each section's group tree to (a right-to-left plan's base plan: the
    /// resolution does not depend on the direction).
    static func groupResolutions(of plan: any LayoutPlan) -> [Int: GroupResolution] {
        let compositional = (plan as? CompositionalPlan) ?? ((plan as? RightToLeftPlan)?.base as? CompositionalPlan)
        guard let compositional else { return [:] }
        var resolutions: [Int: GroupResolution] = [:]
        for description in compositional.sectionDescriptions {
            resolutions[description.index] = GroupResolution(resolvedSizes: description.resolvedSizes, slotCounts: description.slotCounts)
        }
        return resolutions
    }

    /// Every sample spec of `Samples/layouts`, with its source.
    static func samples() throws -> [LintLayout] {
        let folder = PackageRoot.url("Samples/layouts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.compactMap { name -> LintLayout? in
            guard let format = SpecFileFormat(fileName: name) else { return nil }
            let path = "Samples/layouts/\(name)"
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let spec = try SpecDocument.decodeLayout(text, file: path, format: format)
            return LintLayout(name: spec.name, version: 1, spec: spec, source: LintSource(file: path, format: .spec(format), text: text))
        }
    }
}
