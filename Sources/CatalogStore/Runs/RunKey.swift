/// What a run is found by (migration 0010): its computation's key and its environment.
///
/// A matrix computes one layout in hundreds of environments: keying each run by one digest of everything stored a
/// 64-character key and an index entry per run. Split in two, the computation's key is stored once for all its
/// environments, the environment's text once for all its layouts, and a run is the pair of their ids.
public struct RunKey: Hashable, Sendable {
    /// A digest of everything the run's frames depend on except the environment: layout, geometry, dataset
    /// contents, item counts, engine version and the faces that measure text (CatalogKit's `CacheKey`).
    public var computation: String
    /// The environment's canonical text (`LayoutEnvironment.canonicalText`).
    public var environment: String
    /// The key a run of this computation in this environment was stored under before migration 0010, when runs were
    /// keyed by one digest of both: runs stored then are found under it (their computation's key), and replaced when
    /// the run is stored again. Nil when there is none to look for.
    public var earlier: String?

    public init(computation: String, environment: String, earlier: String? = nil) {
        self.computation = computation
        self.environment = environment
        self.earlier = earlier
    }

    /// The computation and the environment: the earlier key follows from them, and hashing its 64 characters too
    /// cost a matrix's dictionaries of keys a third more.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(computation)
        hasher.combine(environment)
    }
}
