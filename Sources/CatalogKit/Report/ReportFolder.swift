import Foundation

/// Where a report is written: a staging folder beside the destination, moved into place only when every file is
/// written, so a failed or interrupted report leaves the previous one (or nothing) where it was. The destination
/// must be new, an empty folder, or an earlier report (its `index.html` carries `generatorMarker`); anything else
/// is refused rather than replaced.
struct ReportFolder {
    /// Written in every page's head; finding it in `index.html` is what makes a folder replaceable.
    static let generatorMarker = "<meta name=\"generator\" content=\"catalog report\">"

    let destination: URL
    let staging: URL

    /// Checks the destination and creates the staging folder.
    init(_ path: String) throws {
        let fileManager = FileManager.default
        destination = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CatalogError("\(path): is a file; the report needs a folder (a new one, an empty one or an earlier report)")
            }
            let contents = (try? fileManager.contentsOfDirectory(atPath: destination.path)) ?? []
            if !contents.isEmpty {
                let index = destination.appendingPathComponent("index.html")
                let head = (try? String(contentsOf: index, encoding: .utf8))?.prefix(2_000) ?? ""
                guard head.contains(Self.generatorMarker) else {
                    throw CatalogError(
                        "\(path): the folder holds files that are not a catalog report; give a new or empty folder (an earlier report is replaced)"
                    )
                }
            }
        }
        let parent = destination.deletingLastPathComponent()
        staging = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            if fileManager.fileExists(atPath: staging.path) { try fileManager.removeItem(at: staging) }
            try fileManager.createDirectory(at: staging.appendingPathComponent("layouts"), withIntermediateDirectories: true)
            try fileManager.createDirectory(at: staging.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        } catch {
            throw CatalogError("\(path): cannot create the report's folder: \(Self.reason(error))")
        }
    }

    /// Writes one file of the report, `relativePath` inside the report's folder.
    func write(_ text: String, to relativePath: String) throws {
        let url = staging.appendingPathComponent(relativePath)
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw CatalogError("\(destination.path)/\(relativePath): cannot write the report: \(Self.reason(error))")
        }
    }

    /// Moves the finished report into place, replacing an earlier one.
    func commit() throws {
        let fileManager = FileManager.default
        do {
            if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            throw CatalogError("\(destination.path): cannot put the report in place: \(Self.reason(error))")
        }
    }

    /// Removes the staging folder after a failure.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
