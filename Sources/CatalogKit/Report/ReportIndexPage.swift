import LayoutModel
import LayoutLint

/// `index.html`: a summary (layouts, environments, elements, the layouts whose latest version moved something),
/// a filter box, and one card per layout with its pictures side by side, changed layouts first.
struct ReportIndexPage {
    var layouts: [ReportLayout]
    var environments: [ReportEnvironment]
    /// Elements laid out over every run of the report.
    var elementCount: Int
    var catalogName: String
    var engineVersion: Int
    /// The faces that measured the runs' text (`stand-in`, `sf-pro`, font files), each once; empty when none did.
    var textFaces: [String] = []

    /// Thumbnails are drawn at this many pixels per picture pixel (a phone about 130 pixels wide).
    static let thumbnailScale = 0.3

    /// Changed layouts first, the others in the catalog's order.
    var orderedLayouts: [ReportLayout] {
        layouts.filter(\.moved) + layouts.filter { !$0.moved }
    }

    func render() -> String {
        var html = HTML()
        ReportAssets.beginPage(title: "Layout report: \(layouts.count) layouts", into: &html)
        html.open("a", [("class", "skip"), ("href", "#layouts")])
        html.text("Skip to the layouts")
        html.close("a")
        html.open("header")
        html.element("h1", text: "Layout report")
        html.element(
            "p", [("class", "muted")],
            text: "Catalog \(catalogName), engine version \(engineVersion). Every picture is a run the catalog stores; catalog query sees it."
        )
        if !textFaces.isEmpty {
            // Said once for the whole report: every run of one report measures with the same system font.
            html.element("p", [("id", "text-face"), ("class", "muted")], text: Self.textFaceSentence(textFaces))
        }
        html.close("header")
        html.open("main")
        writeSummary(into: &html)
        writeCards(into: &html)
        html.close("main")
        ReportAssets.endPage(into: &html)
        return html.document
    }

    /// `Text measured with the SF Pro stand-in …`, with what that means for its widths.
    static func textFaceSentence(_ faces: [String]) -> String {
        let label = ComputeOutcome.textFaceLabel(faces.joined(separator: ", "))
        let note = faces.contains("stand-in")
            ? ": DejaVu Sans scaled to SF Pro's average width, so label widths, and where labels wrap, are close to iOS but not exact; catalog --system-font with Apple's SF Pro files gives exact ones."
            : "."
        return label.prefix(1).uppercased() + label.dropFirst() + note
    }

    private func writeSummary(into html: inout HTML) {
        let changed = layouts.filter(\.moved)
        html.open("section", [("aria-labelledby", "summary-heading")])
        html.element("h2", [("id", "summary-heading")], text: "Summary")
        html.open("dl", [("class", "summary")])
        for (id, term, value) in [
            ("count-layouts", "Layouts", layouts.count), ("count-environments", "Environments", environments.count),
            ("count-elements", "Elements laid out", elementCount), ("count-changed", "Changed in their latest version", changed.count),
        ] {
            html.open("div")
            html.element("dt", text: term)
            html.element("dd", [("id", id)], text: String(value))
            html.close("div")
        }
        html.close("dl")
        let findings = layouts.compactMap(\.findings)
        if !findings.isEmpty {
            let counts = ReportLintCounts(summing: findings).text
            html.element(
                "p", [("id", "lint-summary")],
                text: "Lint (catalog lint over these environments): \(counts) in \(findings.filter { $0.total > 0 }.count) of \(findings.count) layouts."
            )
        }
        let dynamicType = layouts.filter(\.ignoresDynamicType)
        if !dynamicType.isEmpty {
            html.open("p", [("id", "dynamic-type"), ("class", "fixed-text")])
            html.text("Text that does not follow the user's text size (LL009 dynamic-type): ")
            for (position, layout) in dynamicType.enumerated() {
                if position > 0 { html.text(", ") }
                html.element("a", [("href", HTML.path(layout.page) + "#findings")], text: layout.name)
            }
            html.text(".")
            html.close("p")
        }
        let versionDependent = layouts.filter(\.differsBetweenVersions)
        if !versionDependent.isEmpty {
            html.open("p", [("id", "version-dependent"), ("class", "version-note")])
            html.text("Frames differ between iOS versions (list sections follow each version's metrics): ")
            for (position, layout) in versionDependent.enumerated() {
                if position > 0 { html.text(", ") }
                html.element("a", [("href", HTML.path(layout.page))], text: layout.name)
            }
            html.text(". The others look the same on every version of this report.")
            html.close("p")
        }
        html.open("p", [("id", "environments")])
        let items = Set(environments.map(\.itemsLabel))
        if items.count == 1 {
            html.text("Environments: " + environments.map(\.label).joined(separator: "; ") + ". Item counts: \(items.first!).")
        } else {
            html.text("Environments: " + environments.map { "\($0.label) (\($0.itemsLabel))" }.joined(separator: "; ") + ".")
        }
        html.close("p")
        html.element("h3", [("id", "changed-heading")], text: "Changed since the previous version")
        if changed.isEmpty {
            html.element(
                "p", [("id", "changed-none")],
                text: "No layout's latest version moves anything against its previous stored version in these environments."
            )
        } else {
            html.open("ul", [("id", "changed-layouts"), ("aria-labelledby", "changed-heading")])
            for layout in changed {
                html.open("li")
                html.element("a", [("href", HTML.path(layout.page) + "#changes")], text: layout.name)
                html.text(": version \(layout.earlierVersion.map(String.init) ?? "?") → \(layout.version). \(Self.firstMove(of: layout))")
                html.close("li")
            }
            html.close("ul")
        }
        html.close("section")
    }

    /// The words of the first environment where the layout moved, with the environment named.
    static func firstMove(of layout: ReportLayout) -> String {
        guard let change = layout.changes.first(where: \.moved) else { return "" }
        let others = layout.changes.filter(\.moved).reduce(0) { $0 + $1.environmentCount } - 1
        let more = others > 0 ? " (and \(others) more \(others == 1 ? "environment" : "environments"))" : ""
        return "At \(change.environment.label)\(more): \(change.inWords)"
    }

    private func writeCards(into html: inout HTML) {
        html.open("section", [("id", "layouts"), ("aria-labelledby", "layouts-heading")])
        html.element("h2", [("id", "layouts-heading")], text: "Layouts")
        html.open("div", [("class", "filter")])
        html.element("label", [("for", "layout-filter")], text: "Filter layouts by name or title")
        html.void("input", [("type", "search"), ("id", "layout-filter"), ("autocomplete", "off"), ("aria-describedby", "filter-status")])
        html.element("p", [("id", "filter-status"), ("role", "status"), ("aria-live", "polite")], text: "\(layouts.count) of \(layouts.count) layouts shown")
        html.close("div")
        ReportAssets.writeAxisFilters(environments, into: &html)
        html.open("ol", [("class", "cards")])
        for layout in orderedLayouts { writeCard(layout, into: &html) }
        html.close("ol")
        html.close("section")
    }

    private func writeCard(_ layout: ReportLayout, into html: inout HTML) {
        let search = ([layout.name, layout.title ?? ""]).joined(separator: " ").lowercased()
        html.open("li", [("class", "card"), ("id", "layout-" + layout.name), ("data-layout", layout.name), ("data-search", search)])
        html.open("article", [("aria-labelledby", "heading-" + layout.name)])
        html.open("h2", [("id", "heading-" + layout.name)])
        html.element("a", [("href", HTML.path(layout.page))], text: layout.name)
        html.close("h2")
        if let title = layout.title { html.element("p", [("class", "title")], text: title) }
        if layout.moved {
            html.open("p", [("class", "changed")])
            html.text("Changed in version \(layout.version): \(Self.firstMove(of: layout)) ")
            html.element("a", [("href", HTML.path(layout.page) + "#changes")], text: "What this change moved")
            html.close("p")
        }
        ReportLayoutPage.writeFacts(of: layout, into: &html)
        if let findings = layout.findings {
            html.open("p", [("class", findings.counts.errors > 0 ? "lint-counts lint-errors" : "lint-counts")])
            html.element("a", [("href", HTML.path(layout.page) + "#findings")], text: "Lint: \(findings.counts.text)")
            html.close("p")
        }
        if let reason = layout.notComputed {
            html.element("p", [("class", "muted")], text: reason)
        }
        if !layout.pictures.isEmpty {
            html.open("div", [("class", "pictures")])
            for picture in layout.pictures {
                ReportLayoutPage.writeFigure(picture, scale: Self.thumbnailScale, root: "", lazy: true, into: &html)
            }
            html.close("div")
        }
        html.close("article")
        html.close("li")
    }
}
