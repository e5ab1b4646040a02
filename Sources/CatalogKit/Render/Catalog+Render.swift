internal import CatalogStore
import LayoutEngine
import LayoutModel
import LayoutRender

extension Catalog {
    /// Pictures with more elements than this are refused: an SVG of a million rectangles helps nobody, and
    /// a screen-only picture of the same layout draws only what the screen shows.
    public static let maximumDrawnElements = 50_000

    /// Computes a layout (or finds it cached) and draws it as SVG. Everything that can fail on the input
    /// (names, counts, the label field, a picture too large) is checked before a run is stored.
    ///
    /// The run is found or computed as `compute` does it, so the picture always shows a run that `query` can see,
    /// and the layout is planned once: on a cache miss the plan drawn is the plan stored. The frames drawn come
    /// from the engine rather than from the run: the run does not keep the section geometry the picture uses to
    /// veil orthogonal strips beyond the screen, and the engine computes the same frames again deterministically
    /// in about a millisecond for a sample layout.
    public func render(_ name: String, _ request: RenderRequest) throws -> RenderOutcome {
        let database = try open()
        defer { database.close() }
        let prepared = try prepare(name, request.compute, in: database)
        let labels = try cellLabels(request, in: database)
        let source = try findOrPlan(prepared, key: try cacheKey(of: prepared), in: database)
        let plan: LayoutPlan
        switch source {
        case .cached: plan = try self.plan(prepared, content: content(of: prepared, in: database, cache: ComputationCache()))
        case .planned(_, let planned): plan = planned
        }
        let result = plan.result()
        let label = prepared.label()
        let renderer = SVGRenderer(options: RenderOptions(
            extent: request.extent,
            pixelsPerPoint: request.pixelsPerPoint,
            caption: prepared.spec.title.map { "\(label): \($0)" } ?? label,
            cellLabels: labels,
            style: request.style,
            appearance: request.appearance
        ))
        let count = renderer.elementCount(result, in: prepared.environment)
        guard count <= Self.maximumDrawnElements else {
            throw RequestFault.tooManyToDraw(layout: name, count: count, maximum: Self.maximumDrawnElements)
        }
        let picture = renderer.render(
            result, in: prepared.environment, content: Self.contentLayout(of: plan, result, options: renderer.options, environment: prepared.environment)
        )
        if let fault = picture.sizeFault { throw RequestFault.pictureTooLarge(layout: name, fault) }
        let outcome: ComputeOutcome
        switch source {
        case .cached(let run): outcome = ComputeOutcome(run: run, cached: true)
        case .planned(let run, let plan): outcome = ComputeOutcome(run: try store(run, framesOf: plan, in: database, progress: nil), cached: false)
        }
        return RenderOutcome(picture: picture, compute: outcome, label: label, extent: request.extent)
    }

    /// What the elements of a picture show, from the plan that computed `result`: nothing in the boxes style, and
    /// only what the screen shows when the picture shows only the screen.
    static func contentLayout(of plan: any LayoutPlan, _ result: LayoutResult, options: RenderOptions, environment: LayoutEnvironment) -> ContentLayout {
        guard options.style == .content else { return ContentLayout() }
        let screen = options.extent == .screen ? Rect(origin: result.contentOffset, size: environment.containerSize) : nil
        return plan.contentLayout(of: result, meeting: screen)
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
            throw RequestFault.labelWithoutDataset(field: field)
        }
        if let damaged = try database.firstDamagedRecord(of: dataset) {
            throw StoredDatasetFault.record(catalog: databasePath, dataset: dataset, section: damaged.section, item: damaged.item, reason: .notAnObject)
        }
        let values = try database.datasetField(field, of: dataset)
        // Labels read from a catalog are bounded as an import bounds them.
        for value in values {
            if let fault = InputLimits.labelCharacters.fault(for: value.text.count) {
                throw StoredDatasetFault.fieldText(catalog: databasePath, dataset: dataset, section: value.section, item: value.item, field: field, fault: fault)
            }
        }
        guard !values.isEmpty else {
            let fields = try database.datasetFieldNames(of: dataset)
            if fields.isEmpty {
                throw CatalogLookupError.noLabelFields(dataset: dataset)
            }
            throw CatalogLookupError.noField(dataset: dataset, field: field, fields: fields)
        }
        return Dictionary(values.map { (ItemPath(section: $0.section, item: $0.item), $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}
