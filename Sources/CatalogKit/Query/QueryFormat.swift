/// How `catalog query` prints rows.
public enum QueryFormat: String, Sendable, CaseIterable {
    /// Aligned columns with a header, for reading.
    case table
    /// RFC 4180 CSV with a header row.
    case csv
    /// A JSON array of row objects.
    case json
}
