import CatalogStore
import LayoutModel
import LayoutRender

/// What `render` draws: the environment to compute the layout in, and how much of it to show at what size.
public struct RenderRequest: Sendable, Equatable {
    public var environment: ComputeRequest
    public var extent: RenderExtent
    /// Pixels per point of the picture (its coordinates stay in points).
    public var pixelsPerPoint: Double
    /// A field of the dataset's items to label cells with (the request must name a dataset); nil labels
    /// cells `section.item`.
    public var labelField: String?

    public init(environment: ComputeRequest, extent: RenderExtent = .content, pixelsPerPoint: Double = 1, labelField: String? = nil) {
        self.environment = environment
        self.extent = extent
        self.pixelsPerPoint = pixelsPerPoint
        self.labelField = labelField
    }
}

/// A rendered picture and the run it shows.
public struct RenderOutcome: Sendable {
    public var picture: RenderedPicture
    public var compute: ComputeOutcome
    /// The layout and environment drawn, as the caption names them.
    public var label: String
    public var extent: RenderExtent

    /// One line for the terminal.
    public var summary: String {
        let size = picture.pixelSize
        let extentText = extent == .content ? "whole content" : "screen only"
        let how = compute.cached ? "run \(compute.run.id), cached" : "run \(compute.run.id), computed"
        return "\(label): \(picture.elementCount) elements drawn, \(extentText), \(formatPoints(size.width)) × \(formatPoints(size.height)) px (\(how))"
    }
}

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
            prepared = try prepare(name, request.environment, in: database)
            labels = try cellLabels(request, in: database)
            result = try layoutResult(prepared, in: database)
        }
        let label = prepared.label()
        let renderer = SVGRenderer(options: RenderOptions(
            extent: request.extent,
            pixelsPerPoint: request.pixelsPerPoint,
            caption: prepared.spec.title.map { "\(label): \($0)" } ?? label,
            cellLabels: labels,
            roles: SupplementaryRoles(spec: prepared.spec)
        ))
        let count = renderer.elementCount(result, in: prepared.environment)
        guard count <= Self.maximumDrawnElements else {
            throw CatalogError(
                "\(name): \(count) elements are too many to draw (at most \(Self.maximumDrawnElements)); draw the screen only (--extent screen) or give fewer --items"
            )
        }
        let outcome = try compute(name, request.environment)
        return RenderOutcome(
            picture: renderer.render(result, in: prepared.environment), compute: outcome, label: label, extent: request.extent
        )
    }

    /// A prepared computation and its frames, read in one short visit to the catalog.
    func preparedResult(_ name: String, version: Int? = nil, _ request: ComputeRequest) throws -> (PreparedComputation, LayoutResult) {
        let database = try open()
        defer { database.close() }
        let prepared = try prepare(name, version: version, request, in: database)
        return (prepared, try layoutResult(prepared, in: database))
    }

    /// The label of every cell whose dataset item has the requested field.
    func cellLabels(_ request: RenderRequest, in database: CatalogDatabase) throws -> [ItemPath: String] {
        guard let field = request.labelField else { return [:] }
        guard let dataset = request.environment.dataset else {
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
