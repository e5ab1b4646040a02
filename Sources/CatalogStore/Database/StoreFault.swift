/// A fault of the store itself while it stores runs: what its callers handed it does not add up, or the catalog
/// has no room for more. The transaction rolls back, so nothing is stored.
public enum StoreFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// A run's frames were handed over twice and still matched no stored result, nor made a new one.
    case framesMatchedNoResult(layout: String)
    /// The producer of a run's frames announced how many it would hand over, then handed over another number.
    case framesUnlikeAnnounced(announced: Int, handedOver: Int?)
    /// Every id of element kinds is taken (`StoredFlags`).
    case tooManyElementKinds(limit: Int, kind: String)
    /// A lint names an environment no run of the catalog was stored in.
    case lintWithoutRun(environment: String)

    public var description: String {
        switch self {
        case .framesMatchedNoResult(let layout):
            return "the frames of \(layout) were handed over twice and still matched no result"
        case .framesUnlikeAnnounced(let announced, let handedOver?):
            return "the producer announced \(announced) frames and handed over \(handedOver)"
        case .framesUnlikeAnnounced(let announced, nil):
            return "the producer announced \(announced) frames and handed over more"
        case .tooManyElementKinds(let limit, let kind):
            return "the catalog holds \(limit) element kinds, the most it can; \(kind) would be one more"
        case .lintWithoutRun(let environment):
            return "a lint names the environment \(environment), in which no run is stored"
        }
    }
}
