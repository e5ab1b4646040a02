import LayoutModel
import SpecFormat

/// One layout version as the lint sees it: its name and version, its spec, and where the spec came from, so a
/// finding can point at the line and column of the node its element comes from.
public struct LintLayout: Sendable {
    public var name: String
    public var version: Int
    public var spec: LayoutSpec
    /// Where the spec was read from; nil when it is not known (a finding then has no location).
    public var source: LintSource?

    public init(name: String, version: Int, spec: LayoutSpec, source: LintSource? = nil) {
        self.name = name
        self.version = version
        self.spec = spec
        self.source = source
    }

    /// The layout's family, as findings and `layout_runs` name it.
    public var family: LayoutFamily { spec.family }
}

/// The text a layout version was imported from (`layout_versions.source_text` and its file), which the lint reads
/// again for the line and column of each spec node.
public struct LintSource: Sendable {
    /// The file as the catalog stores it (the path given to `catalog import`, relative to where it ran).
    public var file: String
    /// What the text is: a JSON or YAML spec, or something without spec paths (Swift, a storyboard).
    public var format: Format
    /// The file's text; nil when only the file (and `line`) is known.
    public var text: String?
    /// For a layout read from Swift: the line of its declaration, where every finding points.
    public var line: Int?

    public enum Format: Sendable, Equatable {
        /// A spec file: JSON paths resolve to lines and columns.
        case spec(SpecFileFormat)
        /// Swift source or a storyboard: findings point at `line`.
        case swift
    }

    public init(file: String, format: Format, text: String? = nil, line: Int? = nil) {
        self.file = file
        self.format = format
        self.text = text
        self.line = line
    }
}
