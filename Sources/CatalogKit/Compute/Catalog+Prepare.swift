import SpecFormat
internal import CatalogStore
import LayoutEngine
import LayoutModel
import TextMeasure

extension Catalog {
    /// Everything a computation of a layout needs besides the engine: the stored spec (the current version, or
    /// `version`), the item counts (from `--items`, else the dataset, else the spec's `itemCounts`) and the
    /// environment.
    func prepare(
        _ name: String, version: Int? = nil, _ request: ComputeRequest, in database: CatalogDatabase,
        cache: ComputationCache = ComputationCache()
    ) throws -> PreparedComputation {
        let stored = try cache.layout(name, version: version) { try storedLayout(name, version: version, in: database) }
        let spec = try cache.spec(of: stored, decode: decodeStored)

        var storedDataset: StoredDataset?
        let counts: [Int]
        switch request.items {
        case .dataset(let datasetName):
            guard let dataset = try database.dataset(named: datasetName) else {
                throw CatalogLookupError.noDataset(name: datasetName, known: try database.datasetNames())
            }
            // Counts read from a catalog are input: bounded as an import bounds them.
            if let fault = DatasetContents.storedCountsFault(dataset) {
                throw StoredDatasetFault.counts(catalog: databasePath, dataset: datasetName, fault: fault)
            }
            counts = dataset.itemCounts
            storedDataset = dataset
        case .counts(let given):
            counts = given
        case .specDefault:
            guard let defaults = spec.itemCounts else {
                throw RequestFault.noItemCounts(layout: name)
            }
            counts = defaults
        }
        let category = request.environment.contentSizeCategory
        let version = request.environment.iosVersion
        let hasRecords = storedDataset != nil
        let faces = try cache.textFaces(of: stored, category: category, version: version, records: hasRecords) {
            try textFaces(of: spec, in: category, version: version, records: hasRecords)
        }
        return PreparedComputation(
            stored: stored, spec: spec, environment: request.environment, itemCounts: counts, dataset: storedDataset, textFaces: faces
        )
    }

    /// The faces that measure a spec's labels at a text size on an iOS version (whose lists set some labels in
    /// other fonts): each content description's font resolved in `category` (V9), then its file or the system
    /// font's face (V10, V11). Without dataset `records` only fixed text is measured (a field shows nothing), so
    /// only its faces count. A face the fonts cannot give (a font file that is missing, an SF Pro folder without the
    /// optical size or weight asked) is an error here, before anything is computed.
    func textFaces(of spec: LayoutSpec, in category: ContentSizeCategory, version: IOSVersion, records: Bool) throws -> [MeasuringFace] {
        var faces: [MeasuringFace] = []
        for description in spec.contentDescriptions(version) {
            if !records, case .field = description.text { continue }
            let face: MeasuringFace
            do {
                face = try FontLibrary.face(for: description.font.resolved(in: category), systemFont: systemFont)
            } catch {
                throw ComputeError.cannotCompute(layout: spec.name, reason: "\(error)")
            }
            if !faces.contains(face) { faces.append(face) }
        }
        return faces
    }

    /// The current versions of the layouts `names` names, each once, in order, or of every layout when it names none
    /// (a report's, a lint's); an unknown name is refused with the closest known one, an empty catalog with how to
    /// fill it.
    func chosenLayouts(_ names: [String], in database: CatalogDatabase) throws -> [StoredLayoutVersion] {
        let current = try database.currentLayouts()
        guard !names.isEmpty else {
            guard !current.isEmpty else { throw CatalogLookupError.noLayouts }
            return current
        }
        var seen: Set<String> = []
        return try names.filter { seen.insert($0).inserted }.map { name in
            guard let stored = current.first(where: { $0.name == name }) else {
                throw CatalogLookupError.noLayout(name: name, known: current.map(\.name))
            }
            return stored
        }
    }

    /// The current version of a layout, or its stored version `version`.
    func storedLayout(_ name: String, version: Int?, in database: CatalogDatabase) throws -> StoredLayoutVersion {
        guard let current = try database.currentLayout(named: name) else {
            throw CatalogLookupError.noLayout(name: name, known: try database.currentLayouts().map(\.name))
        }
        guard let version, version != current.version else { return current }
        let versions = try database.layoutVersions(named: name)
        guard let chosen = versions.first(where: { $0.version == version }) else {
            throw CatalogLookupError.noVersion(layout: name, version: version, kept: versions.map(\.version))
        }
        return chosen
    }

    /// Every frame of a prepared computation, computed the way `compute` computes them: with the dataset's records
    /// and measured text when the spec describes content or hides supplementaries.
    /// A batch passes its `cache`, so each spec's content (dataset records, a text measurer) is built once.
    func layoutResult(_ prepared: PreparedComputation, in database: CatalogDatabase, cache: ComputationCache = ComputationCache()) throws
        -> LayoutResult
    {
        try plan(prepared, content: content(of: prepared, in: database, cache: cache)).result()
    }

    /// The engine's plan of a prepared computation with its content; the engine's refusal names the layout. Planning
    /// stopped by the catalog's cancellation (the content answers `isCancelled`) is `RequestCancelled`.
    func plan(_ prepared: PreparedComputation, content: (any LayoutContent)?) throws -> LayoutPlan {
        do {
            return try LayoutPlanner.plan(prepared.spec, in: prepared.environment, itemCounts: prepared.itemCounts, content: content)
        } catch LayoutError.cancelled {
            throw RequestCancelled.nothingStored
        } catch {
            throw ComputeError.cannotCompute(layout: prepared.stored.name, reason: "\(error)")
        }
    }

    /// The content a prepared computation is planned with (see `layoutContent(for:dataset:database:)`), built once per
    /// spec and dataset in a batch.
    func content(of prepared: PreparedComputation, in database: CatalogDatabase, cache: ComputationCache) throws -> (any LayoutContent)? {
        try cache.content(of: prepared.stored, dataset: prepared.dataset) {
            try layoutContent(for: prepared.spec, dataset: prepared.dataset, database: database)
        }
    }
}
