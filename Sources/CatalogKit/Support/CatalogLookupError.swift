import LayoutModel

/// A name the request gives that the catalog does not hold: a layout, a stored version of one, a dataset. The
/// description offers the closest name when one is near enough to be a typo, or says how to add the first.
public enum CatalogLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `known` are the catalog's current layouts.
    case noLayout(name: String, known: [String])
    /// Every layout was asked for (a report, a lint), and the catalog holds none.
    case noLayouts
    /// `kept` are the layout's stored versions.
    case noVersion(layout: String, version: Int, kept: [Int])
    /// `known` are the catalog's datasets.
    case noDataset(name: String, known: [String])
    /// Cells are to be labelled with a dataset's field, and its items have no fields at all.
    case noLabelFields(dataset: String)
    /// Cells are to be labelled with `field`, which no item of the dataset has; `fields` are those they have.
    case noField(dataset: String, field: String, fields: [String])

    public var description: String {
        switch self {
        case .noLayout(let name, let known):
            return "no layout named \"\(name)\"" + Self.suggestion(for: name, among: known, kind: "layouts")
        case .noLayouts:
            return "the catalog has no layouts yet: catalog import one first"
        case .noVersion(let layout, let version, let kept):
            return "layout \"\(layout)\" has no version \(version) (stored versions: \(kept.map(String.init).joined(separator: ", ")))"
        case .noDataset(let name, let known):
            return "no dataset named \"\(name)\"" + Self.suggestion(for: name, among: known, kind: "datasets")
        case .noLabelFields(let dataset):
            return "dataset \"\(dataset)\" has no item fields to label cells with"
        case .noField(let dataset, let field, let fields):
            return "no item of dataset \"\(dataset)\" has a field \"\(field)\"" + Self.suggestion(for: field, among: fields, kind: "fields")
                + " (fields: \(fields.joined(separator: ", ")))"
        }
    }

    /// "; did you mean X?" when a close name exists, or a hint when there are no names of that kind at all.
    static func suggestion(for name: String, among names: [String], kind: String) -> String {
        NameSuggestion.didYouMean(name, among: names) ?? (names.isEmpty ? " (the catalog has no \(kind) yet: catalog import one first)" : "")
    }
}
