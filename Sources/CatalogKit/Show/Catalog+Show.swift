internal import CatalogStore
import LayoutEngine
import LayoutModel
import SwiftLayoutImport

extension Catalog {
    /// The environment `show` resolves sizes in: an iPhone 15 in portrait, 390 x 844 points at 3x, on an iOS version
    /// (list sections follow its metrics).
    public static func showEnvironment(_ version: IOSVersion = .newest) -> LayoutEnvironment {
        LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3, iosVersion: version)
    }

    /// How many of a layout's cached runs `show` describes, newest first.
    public static let shownRunCount = 12

    /// A layout's spec (where it came from, its structure with sizes resolved on iOS `version`) and its newest
    /// cached runs.
    public func show(_ name: String, version: IOSVersion = .newest) throws -> LayoutDescription {
        try reading { database in try show(name, version: version, in: database) }
    }

    private func show(_ name: String, version: IOSVersion, in database: CatalogDatabase) throws -> LayoutDescription {
        guard let stored = try database.currentLayout(named: name) else {
            throw CatalogLookupError.noLayout(name: name, known: try database.currentLayouts().map(\.name))
        }
        let spec = try decodeStored(stored)
        let runs = try database.checkedCurrentRuns(layout: name)
        let shown = runs.prefix(Self.shownRunCount)
        // The face that measured the text is said once when every run shown shares it, else on each run.
        let faces = Set(shown.compactMap { checked -> String?? in
            guard case .sound(let run) = checked else { return nil }
            return .some(run.summary.textFace)
        })
        let sharedFace = faces.count == 1 ? faces.first! : nil
        return LayoutDescription(
            name: name,
            specLines: Self.specDescription(
                stored, spec: spec, versionCount: try database.layoutVersions(named: name).count, in: Self.showEnvironment(version)
            ),
            runLines: shown.map { checked in
                switch checked {
                case .damaged(let runID, let fault, _):
                    // A damaged run's numbers are not shown: compute finds it damaged and computes it again.
                    return "run \(runID): damaged (\(fault)); catalog compute computes it again"
                case .sound(let run):
                    let label = PreparedComputation.label(
                        layout: "run \(run.id)", environment: run.environment, dataset: run.subject.dataset, itemCounts: run.subject.itemCounts
                    )
                    let face = faces.count > 1 ? "; " + (run.summary.textFace.map(ComputeOutcome.textFaceLabel) ?? "no text measured") : ""
                    return "\(label): \(run.result.counts.elementCount) elements, content \(formatPoints(run.summary.contentSize.width))x\(formatPoints(run.summary.contentSize.height))\(face)"
                }
            },
            runCount: runs.count,
            sharedTextFace: sharedFace.map(ComputeOutcome.textFaceLabel)
        )
    }

    /// What `show` prints before the runs: the name and title, the description, where the version came from, the
    /// tree with sizes resolved in `environment`, and for a layout read from Swift the code it came from. The report
    /// prints the same lines on each layout's page.
    static func specDescription(_ stored: StoredLayoutVersion, spec: LayoutSpec, versionCount: Int, in environment: LayoutEnvironment)
        -> [String]
    {
        var lines: [String] = []
        lines.append(spec.title.map { "\(stored.name): \($0)" } ?? stored.name)
        if let description = spec.description { lines.append(contentsOf: Self.wrap(description, width: 100, indent: "  ")) }
        let earlier = versionCount > 1 ? " (\(versionCount - 1) earlier \(versionCount == 2 ? "version" : "versions") kept)" : ""
        lines.append("family \(spec.family.rawValue), version \(stored.version)\(earlier), imported \(stored.importedAt) from \(stored.sourcePath) (\(stored.sourceFormat)), digest \(stored.specDigest.prefix(12))")
        lines.append(contentsOf: Self.tree(of: spec, in: environment))
        lines.append(insetsLine(in: environment))
        lines.append(contentsOf: Self.swiftSource(of: stored))
        return lines
    }

    /// What each content-insets reference resolves to in `environment` (R22, V3, V4).
    static func insetsLine(in environment: LayoutEnvironment) -> String {
        let references: [(String, EdgeInsets)] = [
            ("safeArea", environment.insets(for: .safeArea)), ("layoutMargins", environment.insets(for: .layoutMargins)),
            ("readableContent", environment.insets(for: .readableContent)),
        ]
        return "insets at \(environment.label) (top,leading,bottom,trailing): " + references.map { name, insets in
            "\(name) " + [insets.top, insets.leading, insets.bottom, insets.trailing].map(formatNumber).joined(separator: ",")
        }.joined(separator: "; ")
    }

    /// The spec as a tree with the sizes it resolves to in `environment` (its `itemCounts`, or one item per section).
    /// When the layout cannot be planned there, the tree is still printed, with the reason in place of the sizes.
    static func tree(of spec: LayoutSpec, in environment: LayoutEnvironment) -> [String] {
        switch spec.definition {
        case .compositional(let layout):
            let counts = spec.itemCounts ?? Array(repeating: 1, count: layout.sections.count)
            let label = "\(environment.label) with items \(counts.map(String.init).joined(separator: ","))"
            var descriptions: [SectionDescription] = []
            var problem: [String] = []
            do {
                descriptions = try CompositionalPlan(layout, in: environment, itemCounts: counts).sectionDescriptions
            } catch {
                problem = ["sizes at \(label) cannot be resolved: \(error)"]
            }
            var writer = CompositionalDescriptionWriter(layout: layout, descriptions: descriptions, environmentLabel: label)
            return writer.write() + problem
        case .flow(let layout):
            let counts = spec.itemCounts ?? [1]
            let label = "\(environment.label) with items \(counts.map(String.init).joined(separator: ","))"
            do {
                let plan = try FlowPlan(layout, in: environment, itemCounts: counts)
                return FlowDescriptionWriter(layout: layout, plan: plan, environmentLabel: label).write()
            } catch {
                return FlowDescriptionWriter(layout: layout, plan: nil, environmentLabel: label).write()
                    + ["sizes at \(label) cannot be resolved: \(error)"]
            }
        case .adaptiveFlow(let cases):
            let counts = spec.itemCounts ?? [1]
            let label = "\(environment.label) with items \(counts.map(String.init).joined(separator: ","))"
            var lines = ["flow, " + CompositionalDescriptionWriter.adaptiveHeading(reading: cases.conditionNames)]
            let chosen = cases.chosenIndex(in: environment)
            var problem: [String] = chosen == nil ? ["sizes at \(label) cannot be resolved: no case holds"] : []
            for (index, flowCase) in cases.enumerated() {
                var plan: FlowPlan?
                if index == chosen {
                    do {
                        plan = try FlowPlan(flowCase.layout, in: environment, itemCounts: counts, caseIndex: index)
                    } catch {
                        problem = ["sizes at \(label) cannot be resolved: \(error)"]
                    }
                }
                lines.append("  " + (flowCase.condition.map { "when \($0)" } ?? "otherwise") + (index == chosen ? "  (chosen at \(environment.label))" : ""))
                lines += FlowDescriptionWriter(layout: flowCase.layout, plan: plan, environmentLabel: label).write().map { "    " + $0 }
            }
            return lines + problem
        }
    }

    /// For a layout read from Swift: the code it came from, numbered as in the file. That is the declaration
    /// that builds it and the declarations of the same file it names (helper functions, enums, constants),
    /// with a `⋮` line where lines between them are left out.
    static func swiftSource(of stored: StoredLayoutVersion) -> [String] {
        guard stored.sourceFormat == "swift", let line = stored.sourceLine else { return [] }
        let ranges = SwiftSourceExcerpt.lineRanges(in: stored.sourceText, declarationLine: line)
        guard let last = ranges.last?.upperBound else { return [] }
        let fileLines = stored.sourceText.split(separator: "\n", omittingEmptySubsequences: false)
        let width = String(last).count
        var lines = ["Swift source: \(stored.sourcePath), line \(line)" + (ranges.count > 1 ? " and the declarations it uses" : "")]
        for (position, range) in ranges.enumerated() {
            if position > 0 { lines.append(String(repeating: " ", count: width + 1) + "⋮") }
            for number in range where number <= fileLines.count {
                let label = String(number)
                lines.append(String(repeating: " ", count: width - label.count) + label + "  " + fileLines[number - 1])
            }
        }
        return lines
    }

    /// Wraps text at word boundaries.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            if current.count + word.count + 1 > width, current.count > indent.count {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        if current.count > indent.count { lines.append(current) }
        return lines
    }
}
