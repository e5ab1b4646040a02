import CatalogStore
import LayoutModel
import LayoutRender

extension Catalog {
    /// Pictures with more elements than this are refused: an SVG of a million rectangles helps nobody, and
    /// a screen-only picture of the same layout draws only what the screen shows.
    public static let maximumDrawnElements = 50_000

    /// Computes a layout (or finds it cached) and draws it as SVG. Everything that can fail on the input
    /// (names, counts, the label field) is checked before a run is stored.
    ///
    /// The run is computed or found through `compute`, so the picture always shows a run that `query` can see.
    /// The frames are taken from the engine rather than read back from the run: the run does not keep the section
    /// geometry the picture uses to veil orthogonal strips beyond the screen, and the engine computes the same
    /// frames again deterministically in about a millisecond for a sample layout.
    public func render(_ name: String, _ request: RenderRequest) throws -> RenderOutcome {
        let database = try open()
        let prepared: PreparedComputation
        let labels: [ItemPath: String]
        let result: LayoutResult
        do {
            defer { database.close() }
            prepared = try prepare(name, request.compute, in: database)
            labels = try cellLabels(request, in: database)
            result = try layoutResult(prepared, in: database)
        }
        let label = prepared.label()
        let renderer = SVGRenderer(options: RenderOptions(
            extent: request.extent,
            pixelsPerPoint: request.pixelsPerPoint,
            caption: prepared.spec.title.map { "\(label): \($0)" } ?? label,
            cellLabels: labels
        ))
        let count = renderer.elementCount(result, in: prepared.environment)
        guard count <= Self.maximumDrawnElements else {
            throw CatalogError(
                "\(name): \(count) elements are too many to draw (at most \(Self.maximumDrawnElements)); draw the screen only (--extent screen) or give fewer --items"
            )
        }
        let picture = renderer.render(result, in: prepared.environment)
        if let fault = picture.sizeFault { throw CatalogError("\(name): \(fault)") }
        let outcome = try compute(name, request.compute)
        return RenderOutcome(picture: picture, compute: outcome, label: label, extent: request.extent)
    }

    /// A prepared computation and its frames, read in one short visit to the catalog.
    func preparedResult(_ name: String, version: Int? = nil, _ request: ComputeRequest) throws -> (PreparedComputation, LayoutResult) {
        try reading { database in
            let prepared = try prepare(name, version: version, request, in: database)
            return (prepared, try layoutResult(prepared, in: database))
        }
    }

    /// The label of every cell whose dataset item has the requested field.
    func cellLabels(_ request: RenderRequest, in database: CatalogDatabase) throws -> [ItemPath: String] {
        guard let field = request.labelField else { return [:] }
        guard let dataset = request.compute.dataset else {
            throw CatalogError("--label \(field) needs --dataset: cell labels come from the dataset's items")
        }
        let values = try database.datasetField(field, of: dataset)
        guard !values.isEmpty else {
            let fields = try database.datasetFieldNames(of: dataset)
            if fields.isEmpty {
                throw CatalogError("dataset \"\(dataset)\" has no item fields to label cells with")
            }
            throw CatalogError(
                "no item of dataset \"\(dataset)\" has a field \"\(field)\"" + suggestion(for: field, among: fields, kind: "fields")
                    + " (fields: \(fields.joined(separator: ", ")))"
            )
        }
        return Dictionary(values.map { (ItemPath(section: $0.section, item: $0.item), $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}
