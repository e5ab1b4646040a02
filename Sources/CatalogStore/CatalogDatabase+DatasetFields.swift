internal import GRDB

extension CatalogDatabase {
    /// The text of one field of every item of a dataset that has it (derived datasets through their base):
    /// strings as they are, numbers as written in JSON (`3`, `1.9`), booleans as `true`/`false`. Items without
    /// the field, or with null, are left out. This is what `render --label FIELD` writes in each cell.
    public func datasetField(_ field: String, of dataset: String) throws -> [(section: Int, item: Int, text: String)] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT section, item, type, value FROM dataset_fields
                    WHERE dataset = ? AND field = ? AND type != 'null'
                    ORDER BY section, item
                    """,
                arguments: [dataset, field]
            ).map { row in
                let type: String = row["type"]
                let text: String
                switch type {
                case "true": text = "true"
                case "false": text = "false"
                case "integer": text = String(row["value"] as Int64)
                case "real": text = "\(row["value"] as Double)"
                default: text = row["value"]
                }
                return (row["section"], row["item"], text)
            }
        }
    }

    /// The distinct field names of a dataset's items, sorted (empty when its items have none).
    public func datasetFieldNames(of dataset: String) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT field FROM dataset_fields WHERE dataset = ? ORDER BY field", arguments: [dataset])
        }
    }
}
