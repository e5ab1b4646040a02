import TextMeasure
import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat

extension Catalog {
    /// Frames are written to the catalog in chunks of this many, so memory stays bounded at any size.
    public static let chunkSize = 262_144

    /// Computes a layout's frames in an environment and stores them, or finds them already cached.
    ///
    /// Frames stream from the engine into one transaction a chunk at a time; `progress` hears how many of them
    /// are stored (of how many). Ctrl-C (`Interruption`) stops the write and rolls it back.
    public func compute(
        _ name: String, _ request: ComputeRequest, progress: ((_ stored: Int, _ total: Int) -> Void)? = nil
    ) throws -> ComputeOutcome {
        let database = try open()
        defer { database.close() }
        let prepared = try prepare(name, request, in: database)
        let stored = prepared.stored
        let spec = prepared.spec
        let counts = prepared.itemCounts
        let storedDataset = prepared.dataset
        let datasetDigest = storedDataset?.digest

        // Measured sizes depend on the font files: their digests join the key.
        let fonts = try Self.fontFiles(of: spec)
        let key = CacheKey.make(
            layout: name, geometryDigest: stored.geometryDigest, datasetDigest: datasetDigest, itemCounts: counts, request: request,
            engineVersion: engineVersion, fontDigests: fonts.map(\.digest)
        )
        if let run = try database.run(cacheKey: key) {
            return ComputeOutcome(run: run, cached: true, result: nil, request: request)
        }

        let environment = prepared.environment
        let content = try Self.content(for: spec, dataset: storedDataset, database: database)
        let started = DispatchTime.now().uptimeNanoseconds
        let plan: LayoutPlan
        do {
            plan = try LayoutEngine.plan(spec, in: environment, content: content)
        } catch {
            throw CatalogError("\(name): \(error)")
        }
        let planning = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        let result = plan.summary

        let run = NewRun(
            cacheKey: key, layout: name, layoutVersionID: stored.id, geometryDigest: stored.geometryDigest,
            dataset: request.dataset, datasetDigest: datasetDigest, containerWidth: request.size.width,
            containerHeight: request.size.height, scale: request.scale,
            safeArea: [request.safeArea.top, request.safeArea.leading, request.safeArea.bottom, request.safeArea.trailing],
            offsetX: request.offset.x, offsetY: request.offset.y,
            orthogonalOffsets: JSONText.object(request.orthogonalOffsets.map { (String($0.key), JSONText.number($0.value)) }),
            itemCounts: JSONText.array(counts.map { String($0) }), contentWidth: result.contentSize.width,
            contentHeight: result.contentSize.height, cellCount: 0, supplementaryCount: 0, decorationCount: 0,
            warnings: JSONText.array(result.warnings.map(JSONText.string)), computeMilliseconds: planning
        )
        var withStrips = run
        withStrips.strips = result.orthogonalStrips.map { strip in
            StripRow(
                section: strip.section, behavior: strip.behavior.rawValue,
                axis: strip.axis == .horizontal ? "horizontal" : "vertical", visibleLength: strip.stripLength,
                contentLength: strip.contentLength, minOffset: strip.minimumOffset, maxOffset: strip.maximumOffset,
                initialOffset: strip.initialOffset, restPoints: strip.restPoints, groupCount: strip.groupLengths.count
            )
        }
        let total = plan.elementCount
        let saved: StoredRun
        do {
            saved = try database.storeRun(withStrips, expectedRows: total) { writer in
                writer.isCancelled = { Interruption.isRequested }
                var storing = 0.0
                let writing = DispatchTime.now().uptimeNanoseconds
                try plan.write(chunkSize: Self.chunkSize) { buffer in
                    let chunkStarted = DispatchTime.now().uptimeNanoseconds
                    try writer.insert(FrameColumns(buffer))
                    storing += Double(DispatchTime.now().uptimeNanoseconds - chunkStarted) / 1_000_000
                    progress?(writer.count, total)
                }
                // Engine time only: what writing the frames took, less the time SQLite spent storing them.
                writer.producingMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - writing) / 1_000_000 - storing
            }
        } catch is CancellationError {
            throw ComputeInterrupted()
        }
        return ComputeOutcome(run: saved, cached: false, result: result, request: request)
    }

    /// The font files a spec's content descriptions use, with the SHA-256 of each file's bytes.
    static func fontFiles(of spec: LayoutSpec) throws -> [(path: String, digest: String)] {
        var seen: Set<String> = []
        var result: [(path: String, digest: String)] = []
        for description in spec.contentDescriptions {
            let path: String
            do {
                path = try FontLibrary.path(for: description.font)
            } catch {
                throw CatalogError("\(spec.name): \(error)")
            }
            guard seen.insert(path).inserted else { continue }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CatalogError("\(spec.name): font file \"\(path)\" cannot be read")
            }
            result.append((path, SHA256.hex(bytes: data)))
        }
        return result
    }

    /// Records and text measurement for the engine, when the spec describes content or hides supplementaries;
    /// nil otherwise (estimates stand, nothing hidden, and no dataset items are read).
    static func content(for spec: LayoutSpec, dataset: StoredDataset?, database: CatalogDatabase) throws -> (any LayoutContent)? {
        let descriptions = spec.contentDescriptions
        guard !descriptions.isEmpty || spec.hasVisibilityPredicates else { return nil }
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer()
            for description in descriptions { try measurer.prepare(description.font) }
        } catch {
            throw CatalogError("\(spec.name): \(error)")
        }
        var records: [[PredicateValues]] = []
        var sectionRecords: [PredicateValues] = []
        if let dataset {
            let contents = try DatasetContents(stored: dataset, items: try database.datasetItems(named: dataset.name))
            records = contents.sections.map { $0.items.map(DatasetContents.record) }
            sectionRecords = contents.sections.map { section in
                PredicateValues(["id": .string(section.id), "title": section.title.map { .string($0) } ?? .null])
            }
        }
        return DatasetLayoutContent(records: records, sectionRecords: sectionRecords, measurer: measurer)
    }

    /// Decodes a stored version's canonical spec (written by this program, so a failure is a bug or a damaged file).
    func decodeStored(_ stored: StoredLayoutVersion) throws -> LayoutSpec {
        do {
            return try SpecDocument.decodeLayout(stored.canonicalSpec, file: "catalog:\(stored.name)@\(stored.version)", format: .json)
        } catch {
            throw CatalogError("the stored spec of \"\(stored.name)\" version \(stored.version) cannot be read: \(error)")
        }
    }

    /// "; did you mean X?" when a close name exists, or a hint when there are no names of that kind at all.
    func suggestion(for name: String, among names: [String], kind: String = "layouts") -> String {
        let close = names.min { Self.distance(name, $0) < Self.distance(name, $1) }
        guard let close, Self.distance(name, close) <= max(2, name.count / 3) else {
            return names.isEmpty ? " (the catalog has no \(kind) yet: catalog import one first)" : ""
        }
        return "; did you mean \"\(close)\"?"
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}

extension FrameColumns {
    /// The engine's buffer as store columns, for `CatalogDatabase.storeRun`.
    public init(_ buffer: FrameBuffer) {
        self.init(
            x: buffer.x, y: buffer.y, width: buffer.width, height: buffer.height,
            category: buffer.category.map(\.rawValue), kind: buffer.kind, kinds: buffer.elementKinds,
            section: buffer.section, item: buffer.item, zIndex: buffer.zIndex, hidden: buffer.hidden
        )
    }
}
