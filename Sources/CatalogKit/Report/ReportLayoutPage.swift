internal import CatalogStore
import LayoutLint
import LayoutModel
import LayoutRender

/// One layout's page: where it came from, its pictures, what its latest version moved against the previous stored
/// one (when the catalog keeps one), the spec as `show` prints it, a sortable and filterable table of frames per
/// environment, and the layout's cached runs.
struct ReportLayoutPage {
    var layout: ReportLayout
    /// `show`'s lines for the spec: title, description, source, tree, Swift code.
    var specLines: [String]
    /// The frames of each distinct result, as the engine computed them (the frames `catalog query` sees), with the
    /// environment drawn, how the environments it stands for are named, and its run there.
    var frames: [ReportFrames]
    var runs: [Run]

    /// Pictures on the page are drawn at this many pixels per picture pixel.
    static let pictureScale = 0.5
    /// Rows beyond this many per table are left to `catalog query`: a page of a million rows helps nobody.
    static let maximumRows = 2_000

    func render() -> String {
        var html = HTML()
        ReportAssets.beginPage(title: "\(layout.name): layout report", into: &html)
        html.open("nav", [("aria-label", "Report")])
        html.element("a", [("href", "../index.html")], text: "All layouts")
        html.close("nav")
        html.open("main", [("class", "layout")])
        html.open("header")
        html.element("h1", text: layout.name)
        if let title = layout.title { html.element("p", [("class", "title")], text: title) }
        Self.writeFacts(of: layout, into: &html)
        html.close("header")
        writePictures(into: &html)
        writeFindings(into: &html)
        writeChanges(into: &html)
        writeSpec(into: &html)
        writeFrames(into: &html)
        writeRuns(into: &html)
        html.close("main")
        ReportAssets.endPage(into: &html)
        return html.document
    }

    /// What the layout is about, its family, version, source and element counts, as a definition list: the same on
    /// the index's card and at the head of the layout's page.
    static func writeFacts(of layout: ReportLayout, into html: inout HTML) {
        html.open("dl", [("class", "facts")])
        var facts = [
            ("Family", layout.family),
            ("Version", "\(layout.version)" + (layout.versionCount > 1 ? " (\(layout.versionCount - 1) earlier kept)" : "")),
            ("Source", layout.sourceText),
            ("Elements", layout.elementCountsText),
        ]
        if let description = layout.description { facts.insert(("About", description), at: 0) }
        for (term, value) in facts {
            html.element("dt", text: term)
            html.element("dd", text: value)
        }
        html.close("dl")
        if let note = layout.versionNote { html.element("p", [("class", "version-note")], text: note) }
    }

    /// A picture as a figure: the image (linked to the full-size SVG), the environment and the counts. The index,
    /// with hundreds of pictures, loads them as they scroll into view (`lazy`); a layout's page loads its own at once.
    static func writeFigure(_ picture: ReportPicture, scale: Double, root: String, lazy: Bool, into html: inout HTML) {
        html.open("figure", [("data-axes", picture.axisTokens)])
        html.open("a", [("href", root + HTML.path(picture.file))])
        html.void("img", [
            ("src", root + HTML.path(picture.file)), ("alt", picture.altText),
            ("width", String(Int((picture.pixelSize.width * scale).rounded()))),
            ("height", String(Int((picture.pixelSize.height * scale).rounded()))), ("loading", lazy ? "lazy" : nil),
        ])
        html.close("a")
        html.open("figcaption")
        html.element("strong", text: picture.caption)
        html.text(" — \(picture.elementCount) elements, \(picture.itemsLabel), \(picture.runsText)")
        if let note = picture.screenOnlyNote {
            html.void("br")
            html.element("span", [("class", "screen-only")], text: note)
        }
        html.close("figcaption")
        html.close("figure")
    }

    private func writePictures(into html: inout HTML) {
        html.open("section", [("id", "pictures"), ("aria-labelledby", "pictures-heading")])
        html.element("h2", [("id", "pictures-heading")], text: "Pictures")
        if let reason = layout.notComputed {
            html.element("p", text: reason)
        } else {
            html.element("p", [("class", "muted")], text: "Each picture opens at full size; every element carries its frame as a tooltip.")
            ReportAssets.writeAxisFilters(layout.pictures.flatMap(\.environments), into: &html)
            html.open("div", [("class", "pictures")])
            for picture in layout.pictures { Self.writeFigure(picture, scale: Self.pictureScale, root: "../", lazy: false, into: &html) }
            html.close("div")
        }
        html.close("section")
    }

    /// What the lint found in the report's environments: counts, and each finding with its rule, element, message,
    /// where in the spec it comes from and the environments it occurs in; a choice of rule keeps only its findings.
    /// The pictures outline the elements named, in the environments they stand for.
    private func writeFindings(into html: inout HTML) {
        guard let findings = layout.findings else { return }
        html.open("section", [("id", "findings"), ("aria-labelledby", "findings-heading")])
        html.element("h2", [("id", "findings-heading")], text: "Lint findings")
        html.element(
            "p", [("id", "findings-counts"), ("class", findings.counts.errors > 0 ? "lint-errors" : nil)],
            text: "\(findings.counts.text), as catalog lint finds them in the environments of this report (LintRules.md says what each rule checks). The pictures outline the elements they name."
        )
        guard !findings.listed.isEmpty else {
            html.close("section")
            return
        }
        html.open("div", [("class", "filter")])
        html.element("label", [("for", "rule-filter")], text: "Rule")
        html.open("select", [("id", "rule-filter")])
        html.element("option", [("value", "")], text: "all rules")
        for rule in findings.rules { html.element("option", [("value", rule.rawValue)], text: "\(rule.rawValue) \(rule.name)") }
        html.close("select")
        html.element("p", [("id", "findings-status"), ("class", "muted"), ("role", "status")], text: "\(findings.listed.count) of \(findings.listed.count) findings shown")
        html.close("div")
        let caption = findings.listed.count < findings.total
            ? "The first \(findings.listed.count) of \(findings.total) findings; all are in the catalog: catalog query \"SELECT * FROM lint_findings WHERE layout = '\(layout.name)'\""
            : "\(findings.total) \(findings.total == 1 ? "finding" : "findings")"
        Self.writeTable(
            "findings", [("data-status", "findings-status")], caption: caption,
            columns: ["severity", "rule", "element", "message", "where", "environments"], numeric: [], into: &html
        ) { html in
            for finding in findings.listed {
                html.open("tr", [("data-rule", finding.rule.rawValue), ("class", "severity-" + finding.severity.name)])
                html.element("td", [("data-value", String(2 - finding.severity.rawValue))], text: finding.severity.name)
                html.element("td", text: "\(finding.rule.rawValue) \(finding.rule.name)")
                html.element("td", text: finding.element)
                html.element("td", [("class", "wrap")], text: finding.message)
                html.element("td", text: finding.location ?? "")
                html.element("td", [("class", "wrap")], text: finding.environments)
                html.close("tr")
            }
        }
        html.close("section")
    }

    private func writeChanges(into html: inout HTML) {
        guard let earlier = layout.earlierVersion else { return }
        html.open("section", [("id", "changes"), ("aria-labelledby", "changes-heading")])
        html.element("h2", [("id", "changes-heading")], text: "What this change moved: version \(earlier) → \(layout.version)")
        html.element(
            "p", [("class", "muted")],
            text: "Version \(earlier) (A, red, dashed) against version \(layout.version) (B, blue, solid) in each environment of the report, as a diff of the two versions compares them: elements matched by category, kind, section and item, as they stand on the screen at rest."
        )
        for change in layout.changes {
            let id = "change-\(change.environment.index + 1)"
            html.open("section", [("aria-labelledby", id)])
            html.element("h3", [("id", id)], text: change.label)
            switch change.comparison {
            case .failed(let reason):
                html.element("p", text: reason)
            case .compared(let compared):
                html.element("p", [("class", change.moved ? "changed" : nil)], text: compared.diff.inWords)
                html.element("p", [("class", "muted")], text: compared.summary)
                if let file = compared.overlayFile {
                    html.open("figure", [("class", "overlay")])
                    html.open("a", [("href", "../" + HTML.path(file))])
                    html.void("img", [
                        ("src", "../" + HTML.path(file)),
                        ("alt", "Overlay of version \(earlier) and version \(layout.version): \(compared.diff.inWords)"),
                        ("width", String(Int((compared.overlaySize.width * Self.pictureScale).rounded()))),
                        ("height", String(Int((compared.overlaySize.height * Self.pictureScale).rounded()))),
                    ])
                    html.close("a")
                    html.element("figcaption", text: "A: \(compared.beforeLabel). B: \(compared.afterLabel).")
                    html.close("figure")
                } else {
                    html.element("p", text: "No overlay: the sides have more elements than a picture draws (\(Catalog.maximumDrawnElements)).")
                }
                if !compared.diff.changes.isEmpty { writeChangeTable(compared, id: id, into: &html) }
            }
            html.close("section")
        }
        html.close("section")
    }

    private func writeChangeTable(_ compared: ReportChange.Compared, id: String, into html: inout HTML) {
        let changes = compared.diff.changes
        let shown = changes.prefix(Self.maximumRows)
        Self.writeTable(
            "changes", caption: "Changed elements: \(changes.count)" + (shown.count < changes.count ? " (the first \(shown.count) shown)" : ""),
            columns: ["change", "element", "section", "item", "A frame", "B frame", "delta"], numeric: [2, 3], into: &html
        ) { html in
            for change in shown {
                html.open("tr")
                html.element("td", text: change.kind.rawValue)
                html.element("td", text: change.key.name(badgeKinds: compared.diff.roles.badgeKinds))
                html.element("td", [("class", "number")], text: String(change.key.section))
                html.element("td", [("class", "number")], text: String(change.key.item))
                html.element("td", text: change.before.map(frameText) ?? "-")
                html.element("td", text: change.after.map(frameText) ?? "-")
                html.element("td", text: LayoutDiffTable.delta(change))
                html.close("tr")
            }
        }
    }

    private func writeSpec(into html: inout HTML) {
        html.open("section", [("id", "spec"), ("aria-labelledby", "spec-heading")])
        html.element("h2", [("id", "spec-heading")], text: "Spec")
        html.element("p", [("class", "muted")], text: "As catalog show \(layout.name) prints it, sizes resolved at \(Catalog.showEnvironment().label).")
        html.element("pre", text: specLines.joined(separator: "\n"))
        html.close("section")
    }

    private func writeFrames(into html: inout HTML) {
        guard !frames.isEmpty else { return }
        html.open("section", [("id", "frames"), ("aria-labelledby", "frames-heading")])
        html.element("h2", [("id", "frames-heading")], text: "Frames")
        html.element(
            "p", [("class", "muted")],
            text: "In collection-view content coordinates, as the frames view gives them. Press a column's header to sort by it; press again to reverse."
        )
        var sections: Set<Int> = []
        var kinds: Set<String> = []
        for table in frames {
            let elements = table.result.elements
            for index in 0..<min(elements.count, Self.maximumRows) {
                sections.insert(elements.section(at: index))
                kinds.insert(Self.kind(elements, index))
            }
        }
        html.open("div", [("class", "filter")])
        html.element("label", [("for", "section-filter")], text: "Section")
        html.open("select", [("id", "section-filter")])
        html.element("option", [("value", "")], text: "all sections")
        for section in sections.sorted() {
            html.element("option", [("value", String(section))], text: section < 0 ? "layout (-1)" : "section \(section)")
        }
        html.close("select")
        html.element("label", [("for", "kind-filter")], text: "Kind")
        html.open("select", [("id", "kind-filter")])
        html.element("option", [("value", "")], text: "all kinds")
        for kind in kinds.sorted() { html.element("option", [("value", kind)], text: kind) }
        html.close("select")
        html.close("div")
        for (position, table) in frames.enumerated() {
            writeFrameTable(table, open: position == 0, into: &html)
        }
        html.close("section")
    }

    /// `cell`, or the element kind of a supplementary or decoration: what the kind filter offers.
    static func kind(_ elements: FrameBuffer, _ index: Int) -> String {
        elements.elementKind(at: index) ?? elements.category(at: index).name
    }

    private func writeFrameTable(_ table: ReportFrames, open: Bool, into html: inout HTML) {
        let (environment, result, runID) = (table.environment, table.result, table.runID)
        let elements = result.elements
        let shown = min(elements.count, Self.maximumRows)
        let status = "frames-status-\(environment.index + 1)"
        html.open("details", [("open", open ? "" : nil)])
        html.element("summary", text: "\(table.label): \(elements.count) elements (run \(runID))")
        if shown < elements.count {
            html.element(
                "p",
                text: "The first \(shown) of \(elements.count) elements; all are in the catalog: catalog query \"SELECT * FROM frames WHERE run_id = \(runID)\""
            )
        }
        html.element("p", [("id", status), ("class", "muted"), ("role", "status")], text: "\(shown) of \(shown) rows shown")
        let badges = result.roles.badgeKinds
        Self.writeTable(
            "frames", [("data-status", status)], caption: "Frames at \(table.label), run \(runID)",
            columns: ["element", "category", "kind", "section", "item", "x", "y", "width", "height", "z-index", "hidden"],
            numeric: [3, 4, 5, 6, 7, 8, 9], into: &html
        ) { html in
            for index in 0..<shown {
                let frame = elements.frame(at: index)
                let section = elements.section(at: index)
                html.open("tr", [("data-section", String(section)), ("data-kind", Self.kind(elements, index))])
                html.element("td", text: LayoutRender.ElementKey(elements, index).name(badgeKinds: badges))
                html.element("td", text: elements.category(at: index).name)
                html.element("td", text: elements.elementKind(at: index) ?? "")
                html.element("td", [("class", "number")], text: String(section))
                html.element("td", [("class", "number")], text: String(elements.item(at: index)))
                for value in [frame.x, frame.y, frame.width, frame.height] {
                    html.element("td", [("class", "number")], text: svgNumber(value))
                }
                html.element("td", [("class", "number")], text: String(elements.zIndex(at: index)))
                html.element("td", text: elements.isHidden(at: index) ? "hidden" : "")
                html.close("tr")
            }
        }
        html.close("details")
    }

    private func writeRuns(into html: inout HTML) {
        html.open("section", [("id", "runs"), ("aria-labelledby", "runs-heading")])
        html.element("h2", [("id", "runs-heading")], text: "Cached runs")
        guard !runs.isEmpty else {
            html.element("p", text: "No cached runs.")
            html.close("section")
            return
        }
        html.element("p", [("class", "muted")], text: "Every run of the current spec the catalog keeps, the report's among them: catalog query \"SELECT * FROM layout_runs WHERE layout = '\(layout.name)'\".")
        Self.writeTable(
            "runs", caption: "\(runs.count) cached \(runs.count == 1 ? "run" : "runs")",
            columns: ["run", "environment", "items", "elements", "content", "compute ms", "computed at"], numeric: [0, 3, 5], into: &html
        ) { html in
            for run in runs {
                html.open("tr")
                html.element("td", [("class", "number")], text: String(run.id))
                html.element("td", text: run.environment.label)
                html.element("td", text: run.subject.dataset.map { "dataset \($0)" } ?? PreparedComputation.itemCountsText(run.subject.itemCounts))
                html.element("td", [("class", "number")], text: String(run.result.counts.elementCount))
                html.element("td", text: "\(formatPoints(run.summary.contentSize.width)) × \(formatPoints(run.summary.contentSize.height))")
                html.element("td", [("class", "number")], text: svgNumber(run.computeMilliseconds))
                html.element("td", text: run.computedAt)
                html.close("tr")
            }
        }
        html.close("section")
    }

    /// A sortable table (`sortable KIND`) in a scrolling frame: its caption, a header of sort buttons, and the rows
    /// `writeRows` writes into its body.
    static func writeTable(
        _ kind: String, _ attributes: [HTML.Attribute] = [], caption: String, columns: [String], numeric: Set<Int>,
        into html: inout HTML, rows writeRows: (inout HTML) -> Void
    ) {
        html.open("div", [("class", "table-scroll")])
        html.open("table", [("class", "sortable " + kind)] + attributes)
        html.element("caption", text: caption)
        writeHeader(columns, numeric: numeric, into: &html)
        html.open("tbody")
        writeRows(&html)
        html.close("tbody")
        html.close("table")
        html.close("div")
    }

    /// A header row of buttons (sortable by keyboard as by mouse); `numeric` columns sort as numbers.
    static func writeHeader(_ names: [String], numeric: Set<Int>, into html: inout HTML) {
        html.open("thead")
        html.open("tr")
        for (column, name) in names.enumerated() {
            html.open("th", [("scope", "col"), ("class", numeric.contains(column) ? "number" : nil)])
            html.open("button", [("type", "button")])
            html.text(name)
            html.close("button")
            html.close("th")
        }
        html.close("tr")
        html.close("thead")
    }
}
