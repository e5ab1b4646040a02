import Foundation

// Writes Migrations/*.sql into a Swift source file as an ordered array, so the `catalog` binary carries its
// schema with it (no resource bundle to lose when the binary is copied).
//
// Usage: MigrationEmbedder OUTPUT.swift FILE.sql...

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: MigrationEmbedder OUTPUT.swift FILE.sql...\n".utf8))
    exit(64)
}
let inputs = arguments.dropFirst().sorted { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }

/// A raw string literal delimiter long enough that the SQL cannot end the literal early.
func delimiter(for text: String) -> String {
    var longest = 0
    var run = 0
    var afterQuote = false
    for character in text {
        if character == "#", afterQuote {
            run += 1
            longest = max(longest, run)
        } else {
            afterQuote = character == "\""
            run = 0
        }
    }
    return String(repeating: "#", count: longest + 1)
}

var source = """
    // Generated at build time by MigrationEmbedder from Migrations/*.sql. Do not edit: edit a new migration file.

    /// The catalog's migrations, in order: the identifier is the file name without `.sql`.
    enum EmbeddedMigrations {
        static let all: [(identifier: String, sql: String)] = [

    """
for path in inputs {
    let url = URL(fileURLWithPath: path)
    let sql = try String(contentsOf: url, encoding: .utf8)
    let identifier = url.deletingPathExtension().lastPathComponent
    let hashes = delimiter(for: sql)
    source += "        (\"\(identifier)\", \(hashes)\"\"\"\n\(sql)\n\"\"\"\(hashes)),\n"
}
source += "    ]\n}\n"
try source.write(to: URL(fileURLWithPath: outputPath), atomically: true, encoding: .utf8)
