import SpecFormat
internal import CatalogStore

extension Catalog {
    /// One line per layout (name, version, title) and per dataset (name, sections, items).
    public func list() throws -> [String] {
        try reading { database in try list(database) }
    }

    private func list(_ database: CatalogDatabase) throws -> [String] {
        var lines: [String] = []
        let layouts = try database.currentLayouts()
        lines.append("\(layouts.count) \(layouts.count == 1 ? "layout" : "layouts")")
        for layout in layouts {
            lines.append("  \(Self.shownName(layout.name)) (v\(layout.version))" + (layout.title.map { ": \($0)" } ?? ""))
        }
        let names = try database.datasetNames()
        lines.append("\(names.count) \(names.count == 1 ? "dataset" : "datasets")")
        for name in names {
            guard let dataset = try database.dataset(named: name) else { continue }
            // Counts read from a catalog are input: past their limits they would not even add up.
            if let fault = DatasetContents.storedCountsFault(dataset) {
                lines.append("  \(Self.shownName(name)) (\(Self.shownName(dataset.shape))): damaged (\(fault))")
                continue
            }
            let items = dataset.itemCounts.reduce(0, +)
            lines.append("  \(name) (\(dataset.shape)): \(dataset.sections.count) sections, \(items) items")
        }
        return lines
    }
}
