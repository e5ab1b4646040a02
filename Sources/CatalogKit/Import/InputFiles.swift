import Foundation
import LayoutModel

/// The files an import reads: named files as given (Swift included), folders searched recursively for spec and
/// dataset files.
enum InputFiles {
    /// Extensions a folder import picks up. Swift files are read only when named: a source folder holds much besides layouts, and one file whose code
    /// cannot be followed would fail the whole import.
    static let importableExtensions: Set<String> = ["json", "yaml", "yml", "csv", "plist"]

    /// One file's path (as the user wrote it, for messages) and contents.
    struct File {
        var path: String
        var text: String
    }

    /// Expands folders and reads every file; a path that does not exist or cannot be read is an error.
    static func read(_ paths: [String]) throws(CatalogError) -> [File] {
        var files: [File] = []
        var problems: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append("\(path): no such file or folder")
                continue
            }
            let targets: [String]
            if isDirectory.boolValue {
                // A folder given as a symbolic link is searched where it points.
                let base = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
                var found: [String] = []
                while let url = enumerator?.nextObject() as? URL {
                    guard importableExtensions.contains(url.pathExtension.lowercased()) else { continue }
                    let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
                    found.append((path as NSString).appendingPathComponent(relative))
                }
                targets = found.sorted()
                if targets.isEmpty { problems.append("\(path): no .json, .yaml, .yml, .csv or .plist files in this folder (name Swift files one by one)") }
            } else {
                targets = [path]
            }
            let maximumBytes = InputLimits.maximumFileBytes(environment: ProcessInfo.processInfo.environment)
            for target in targets {
                if let refusal = sizeRefusal(target, maximumBytes: maximumBytes) {
                    problems.append("\(target): \(refusal)")
                    continue
                }
                guard let data = manager.contents(atPath: target) else {
                    problems.append("\(target): cannot be read")
                    continue
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    problems.append("\(target): not UTF-8 text")
                    continue
                }
                files.append(File(path: target, text: text))
            }
        }
        if !problems.isEmpty { throw CatalogError(problems.joined(separator: "\n")) }
        return files
    }

    /// Why a path is not read, checked before reading it: only regular files (a device such as /dev/zero or a pipe
    /// never ends), of at most `maximumBytes`.
    static func sizeRefusal(_ path: String, maximumBytes: Int) -> String? {
        // attributesOfItem describes a symbolic link itself; the file read is the one it points to.
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return nil }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return "not a regular file (a device, pipe or socket is not read)"
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else {
            return "\(size) bytes; a file may hold at most \(maximumBytes) (the limit for imported files; set CATALOG_MAX_FILE_BYTES to change it)"
        }
        return nil
    }
}
