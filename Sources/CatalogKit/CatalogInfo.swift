import LayoutEngine

/// Facts about this build, for `--version` and summaries.
public enum CatalogInfo {
    public static let engineVersion = EngineVersion.current
}
