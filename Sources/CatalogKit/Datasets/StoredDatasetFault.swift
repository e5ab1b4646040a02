/// Why a dataset read back from a catalog cannot be used: what an import would refuse, found in the file (a catalog
/// travels, so what it holds is input like any imported file). Each case names the catalog, the dataset and where in
/// it; the cure is to import the dataset again.
public enum StoredDatasetFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// Its counts are past their limits.
    case counts(catalog: String, dataset: String, fault: String)
    /// A section counts other items than it stores.
    case itemCount(catalog: String, dataset: String, section: Int, counted: Int, stored: Int)
    /// A section's `id` or `title` is past the length a label may have.
    case sectionText(catalog: String, dataset: String, section: Int, what: String, fault: String)
    /// An item's record is not a JSON object.
    case record(catalog: String, dataset: String, section: Int, item: Int, reason: RecordFault)
    /// A field's text is past the length a label may have.
    case fieldText(catalog: String, dataset: String, section: Int, item: Int, field: String, fault: String)
    /// A dataset read as derived names no base.
    case notDerived(dataset: String)

    /// What is wrong with one stored record.
    public enum RecordFault: Error, Sendable, Equatable, CustomStringConvertible {
        case notJSON(String)
        case notAnObject

        public var description: String {
            switch self {
            case .notJSON(let reason): return "the stored record is not valid JSON (\(reason))"
            case .notAnObject: return "the stored record is not a JSON object"
            }
        }
    }

    public var description: String {
        func place(_ catalog: String, _ dataset: String) -> String { "\(catalog): dataset \(Catalog.quoted(dataset))" }
        switch self {
        case .counts(let catalog, let dataset, let fault):
            return "\(place(catalog, dataset)): \(fault)"
        case .itemCount(let catalog, let dataset, let section, let counted, let stored):
            return "\(place(catalog, dataset)), section \(section): \(counted) items are counted but \(stored) are stored; import the dataset again"
        case .sectionText(let catalog, let dataset, let section, let what, let fault):
            return "\(place(catalog, dataset)), section \(section): the \(what)'s length \(fault)"
        case .record(let catalog, let dataset, let section, let item, let reason):
            return "\(place(catalog, dataset)), section \(section), item \(item): \(reason); import the dataset again"
        case .fieldText(let catalog, let dataset, let section, let item, let field, let fault):
            return "\(place(catalog, dataset)), section \(section), item \(item), field \(Catalog.quoted(field)): the text's length \(fault)"
        case .notDerived(let dataset):
            return "\(dataset) is not a derived dataset"
        }
    }
}
