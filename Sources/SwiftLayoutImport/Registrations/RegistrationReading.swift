/// What an unknown value stands for inside a registration's handler, where the data source's records are what
/// the view shows: the record itself, one of its fields, the index path that looks records up, or text the
/// importer knows only in part (SwiftImport.md, Lists).
enum RegistrationReading: Hashable {
    /// A record: the handler's item (of the type the registration names, when it does), or what an index path
    /// looks up (`dataSource.itemIdentifier(for: indexPath)`, `sections[indexPath.section]`).
    case record(itemType: String?)
    /// A field of a record: `item.title` is the field `title`.
    case field(String)
    /// The handler's index path, or its `section`: a lookup by it gives a record.
    case indexPath
    /// Text whose known pieces are kept, each unknown piece shown as `ListAPI.unknownTextPlaceholder`.
    case partialText(String)
}
