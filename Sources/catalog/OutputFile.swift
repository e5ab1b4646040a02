import CatalogKit
import Foundation

/// Writes a command's file output, naming the file in any error.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            throw CatalogError("\(path): cannot write the picture: \(reason)")
        }
    }
}
