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
    /// and the layout is planned at most once: on a cache miss the plan drawn is the plan stored; a cached run is
    /// drawn from its stored frames (`drawnResult`), planned again only for what the catalog does not keep.
    public func render(_ name: String, _ request: RenderRequest) throws -> RenderOutcome {
        let database = try open()
        defer { database.close() }
        let prepared = try prepare(name, request.compute, in: database)
        let labels = try cellLabels(request, in: database)
        let source = try findOrPlan(prepared, key: try cacheKey(of: prepared), in: database)
        let (result, plan): (LayoutResult, LayoutPlan?)
        switch source {
        case .cached(let run): (result, plan) = try drawnResult(of: run, prepared, style: request.style, in: database, cache: ComputationCache())
        case .planned(_, let planned): (result, plan) = (planned.result(), planned)
        }
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
            result, in: prepared.environment,
            content: plan.map { Self.contentLayout(of: $0, result, options: renderer.options, environment: prepared.environment) } ?? ContentLayout()
        )
        if let fault = picture.sizeFault { throw RequestFault.pictureTooLarge(layout: name, fault) }
        let outcome: ComputeOutcome
        switch source {
        case .cached(let run): outcome = ComputeOutcome(run: run, cached: true)
        case .planned(let run, let plan): outcome = ComputeOutcome(run: try store(run, framesOf: plan, in: database, progress: nil), cached: false)
        }
        return RenderOutcome(picture: picture, compute: outcome, label: label, extent: request.extent)
    }

    /// What a picture of a stored run draws: its stored frames, read back through the store's one reader with what
    /// follows from the spec (`LayoutResult(stored:…)`), when the picture draws boxes or the spec describes no content;
    /// the engine's plan of it otherwise, since the content of each element (its text broken into lines, image slots,
    /// accessories) is the plan's and is not stored, or when the catalog's strips predate the section places a picture
    /// veils them by. The plan is returned where one was made, for the content layout.
    func drawnResult(
        of run: Run, _ prepared: PreparedComputation, style: PictureStyle, in database: CatalogDatabase, cache: ComputationCache
    ) throws -> (LayoutResult, LayoutPlan?) {
        if style == .boxes || !prepared.spec.readsContent {
            let strips = try database.strips(resultID: run.result.id)
            if LayoutResult.hasStripBands(strips) {
                return (LayoutResult(stored: run, frames: try database.frames(ofResult: run.result.id), strips: strips, spec: prepared.spec), nil)
            }
        }
        let plan = try self.plan(prepared, content: content(of: prepared, in: database, cache: cache))
        return (plan.result(), plan)
    }

    /// What the elements of a picture show, from the plan that computed `result`: nothing in the boxes style, and
    /// only what the screen shows when the picture shows only the screen.
    static func contentLayout(of plan: any LayoutPlan, _ result: LayoutResult, options: RenderOptions, environment: LayoutEnvironment) -> ContentLayout {
        guard options.style == .content else { return ContentLayout() }
        let screen = options.extent == .screen ? Rect(origin: result.contentOffset, size: environment.containerSize) : nil
        return plan.contentLayout(of: result, meeting: screen)
    }

    /// A prepared computation and its frames, read in one short visit to the catalog: the stored run's, read back
    /// through the store's frame reader, when the catalog holds a sound run of it (the current version, computed
    /// before); planned by the engine only when it does not (an earlier version, a run never computed, a damaged one).
    func preparedResult(_ name: String, version: Int? = nil, _ request: ComputeRequest) throws -> (PreparedComputation, LayoutResult) {
        try reading { database in
            let prepared = try prepare(name, version: version, request, in: database)
            if case .sound(let run)? = try database.checkedRun(key: try cacheKey(of: prepared)) {
                let result = LayoutResult(
                    stored: run, frames: try database.frames(ofResult: run.result.id), strips: try database.strips(resultID: run.result.id),
                    spec: prepared.spec
                )
                return (prepared, result)
            }
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
