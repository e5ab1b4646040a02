import LayoutModel

/// Reads the zoo animal API's records as they exist in the wild: a bare JSON array of objects (or a CSV file
/// with a header row), every field a string except `id`, an integer. Duplicates and odd values (the manatee's
/// minimum weight above its maximum) are kept: they are the data.
enum AnimalRecordsDecoder {
    /// The API's fields, in its order.
    static let fields = [
        "name", "latin_name", "animal_type", "active_time", "length_min", "length_max", "weight_min", "weight_max",
        "lifespan", "habitat", "diet", "geo_range", "image_link", "id",
    ]

    /// True when a record's keys look like the zoo API's (for shape detection).
    static func looksLikeAnimals(_ keys: [String]) -> Bool {
        keys.contains("latin_name") || keys.contains("animal_type")
    }

    static func decode(_ root: SpecNode, name: String, file: String) -> (DatasetContents?, [SpecDiagnostic]) {
        var reader = NodeReader(file: file)
        guard let records = reader.array(root, "$", what: "an array of animal records") else { return (nil, reader.diagnostics) }
        if records.isEmpty { reader.fault(root, "$", "there are no animal records") }
        var items: [[(key: String, value: FieldValue)]] = []
        for (index, record) in records.enumerated() {
            let path = "$[\(index)]"
            guard case .object(let members) = record.value else {
                reader.fault(record, path, "expected an animal record (an object) but found \(record.kindDescription)")
                continue
            }
            let missing = fields.filter { record[$0] == nil }
            if !missing.isEmpty {
                reader.fault(record, path, "the record lacks \(missing.map { "\"\($0)\"" }.joined(separator: ", ")) (zoo animal records have \(fields.joined(separator: ", ")))")
            }
            var item: [(key: String, value: FieldValue)] = []
            for member in members {
                let memberPath = "\(path).\(member.key)"
                switch (member.key, member.value.value) {
                case ("id", .number(let number)) where number == number.rounded():
                    item.append((member.key, .number(number)))
                case ("id", _):
                    reader.fault(member.value, memberPath, "expected an integer id but found \(member.value.kindDescription)")
                case (_, .string(let text)) where fields.contains(member.key):
                    item.append((member.key, .string(text)))
                case (_, _) where fields.contains(member.key):
                    reader.fault(member.value, memberPath, "expected a string (the zoo API sends every field but id as text) but found \(member.value.kindDescription)")
                default:
                    item.append((member.key, FieldValue(member.value)))
                }
            }
            items.append(item)
        }
        guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        return (DatasetContents(name: name, shape: "animals", sourcePath: file, sections: [.init(id: name, title: nil, items: items)]), [])
    }

    /// The same records from CSV: a header row naming the fields, one record per row.
    static func decode(csv text: String, name: String, file: String) -> (DatasetContents?, [SpecDiagnostic]) {
        let rows: [CSVReader.Row]
        do {
            rows = try CSVReader.rows(text)
        } catch {
            return (nil, [SpecDiagnostic(file: file, path: "$", location: SourceLocation(line: error.line, column: error.column), message: "invalid CSV: \(error.message)")])
        }
        guard let header = rows.first else {
            return (nil, [SpecDiagnostic(file: file, path: "$", location: .unknown, message: "the CSV file is empty")])
        }
        var diagnostics: [SpecDiagnostic] = []
        func fault(_ line: Int, _ path: String, _ message: String) {
            diagnostics.append(SpecDiagnostic(file: file, path: path, location: SourceLocation(line: line, column: 1), message: message))
        }
        for duplicate in CSVReader.duplicateColumns(in: header) {
            diagnostics.append(SpecDiagnostic(
                file: file, path: "$", location: SourceLocation(line: duplicate.line, column: duplicate.column), message: duplicate.message
            ))
        }
        let missing = fields.filter { !header.fields.contains($0) }
        if !missing.isEmpty {
            fault(header.line, "$", "the header lacks \(missing.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        if rows.count == 1 { fault(header.line, "$", "there are no animal records below the header") }
        var items: [[(key: String, value: FieldValue)]] = []
        for (index, row) in rows.dropFirst().enumerated() {
            let path = "$[\(index)]"
            guard row.fields.count == header.fields.count else {
                fault(row.line, path, "expected \(header.fields.count) fields as in the header but found \(row.fields.count)")
                continue
            }
            var item: [(key: String, value: FieldValue)] = []
            for (key, value) in zip(header.fields, row.fields) {
                if key == "id" {
                    guard let id = Int(value) else {
                        fault(row.line, "\(path).id", "expected an integer id but found \"\(value)\"")
                        continue
                    }
                    item.append((key, .number(Double(id))))
                } else {
                    item.append((key, .string(value)))
                }
            }
            items.append(item)
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        return (DatasetContents(name: name, shape: "animals", sourcePath: file, sections: [.init(id: name, title: nil, items: items)]), [])
    }
}
