internal import CatalogStore
import LayoutEngine
import LayoutModel

/// Where an orthogonal strip comes to rest after a swipe.
public struct RestingOffset: Sendable, Equatable {
    public var section: Int
    public var behavior: String
    public var from: Double
    public var velocity: Double
    public var offset: Double
    public var restPoints: [Double]

    public var summary: String {
        let points = restPoints.isEmpty ? "none (continuous)" : restPoints.map(formatPoints).joined(separator: ", ")
        return "section \(section) (\(behavior)): from \(formatNumber(from)) at \(formatNumber(velocity)) pt/s comes to rest at \(formatPoints(offset)); rest points \(points)"
    }
}

extension Catalog {
    /// Computes (or finds cached) a layout in an environment and answers where orthogonal section `section`'s
    /// strip comes to rest when a swipe ends at `from` with `velocity` points per second (R38).
    public func restingOffset(_ name: String, _ request: ComputeRequest, section: Int, from: Double, velocity: Double) throws
        -> RestingOffset
    {
        let outcome = try compute(name, request)
        let database = try open()
        defer { database.close() }
        let strips = try database.strips(resultID: outcome.run.result.id)
        guard let row = strips.first(where: { $0.section == section }) else {
            throw ComputeError.notAnOrthogonalSection(layout: name, section: section, available: strips.map(\.section))
        }
        guard let strip = OrthogonalStripGeometry(stored: row) else {
            throw ComputeError.unknownStoredBehavior(row.behavior)
        }
        return RestingOffset(
            section: section, behavior: row.behavior, from: from, velocity: velocity,
            offset: OrthogonalScrolling.restingOffset(of: strip, from: from, velocity: velocity), restPoints: row.restPoints
        )
    }
}
