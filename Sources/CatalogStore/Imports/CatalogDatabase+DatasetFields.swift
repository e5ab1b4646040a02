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
                let type: String = try row.decode(forColumn: "type")
                let text: String
                switch type {
                case "true": text = "true"
                case "false": text = "false"
                case "integer": text = String(try row.decode(Int64.self, forColumn: "value"))
                case "real": text = "\(try row.decode(Double.self, forColumn: "value"))"
                default: text = try row.decode(forColumn: "value")
                }
                return (try row.decode(forColumn: "section"), try row.decode(forColumn: "item"), text)
            }
        }
    }

    /// The first item of a dataset (derived ones through their base) whose stored fields are not a JSON object, or
    /// nil. SQL's JSON functions stop at such a record with an error that names no item, so callers look first.
    public func firstDamagedRecord(of dataset: String) throws -> (section: Int, item: Int)? {
        try writer.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT section, item FROM dataset_records
                    WHERE dataset = ? AND CASE WHEN json_valid(fields) THEN json_type(fields) != 'object' ELSE 1 END
                    ORDER BY section, item LIMIT 1
                    """,
                arguments: [dataset]
            ).map { row in (try row.decode(forColumn: "section"), try row.decode(forColumn: "item")) }
        }
    }

    /// The distinct field names of a dataset's items, sorted (empty when its items have none).
    public func datasetFieldNames(of dataset: String) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT field FROM dataset_fields WHERE dataset = ? ORDER BY field", arguments: [dataset])
        }
    }
}
