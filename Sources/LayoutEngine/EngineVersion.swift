/// The engine's output version. Bump it whenever any frame, size or flag the engine produces can change, so
/// caches computed by an earlier engine are recomputed instead of served.
public enum EngineVersion {
    public static let current = 1
}
