/// The dataset shapes `catalog import` reads. Detected from a file's extension and contents unless
/// `--dataset-format` names one.
public enum DatasetFormat: String, Sendable, CaseIterable {
    /// `{"dataset": NAME, "sections": [{"id", "title"?, "items": [...]}]}` (JSON or YAML), or any CSV as one
    /// section of text fields.
    case generic
    /// The zoo animal API's records: a bare JSON array, or CSV with the API's field names as header.
    case animals
    /// The RayWenderlichLibrary tutorial collections: the app's XML property list, or the same shape in JSON.
    case tutorials
    /// `{"dataset": NAME, "from": BASE, "where"?: PREDICATE, "merge"?: {"id", "title"?}}`.
    case derived
}
