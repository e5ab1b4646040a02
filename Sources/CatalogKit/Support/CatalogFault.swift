/// The kit's own faults: every error a use case throws in the catalog's own words, whatever its concern (the catalog
/// file, names it lacks, computing, datasets read back, queries, output files, reports, imports). Each is a type of
/// its own whose cases carry their facts (the file, the layout, the JSON path) and give one description; a program
/// using the kit switches on the type it cares about, and prints any of them as it is. Errors from below (SQLite, the
/// system) reach a caller worded by one of these, naming the file they concern.
public protocol CatalogFault: Error, Sendable, CustomStringConvertible {}

extension CatalogFileError: CatalogFault {}
extension CatalogLookupError: CatalogFault {}
extension ComputeError: CatalogFault {}
extension StoredDatasetFault: CatalogFault {}
extension QueryFailure: CatalogFault {}
extension OutputFileError: CatalogFault {}
extension ReportError: CatalogFault {}
extension RequestFault: CatalogFault {}
extension RequestCancelled: CatalogFault {}
extension ImportError: CatalogFault {}
