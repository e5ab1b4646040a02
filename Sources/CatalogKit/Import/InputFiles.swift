import Foundation

/// The files an import reads: named files as given, folders searched recursively for spec, dataset and Swift
/// files.
enum InputFiles {
    /// Extensions a folder import picks up.
    static let importableExtensions: Set<String> = ["json", "yaml", "yml", "csv", "plist", "swift"]

    /// One file's path (as the user wrote it, for messages) and contents.
    struct File {
        var path: String
        var text: String
        /// True when a folder import found it rather than the user naming it: a Swift file found in a folder
        /// may hold no layout at all (a cell class), and then it is skipped instead of being a fault.
        var foundInFolder = false
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
                let base = URL(fileURLWithPath: path)
                let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
                var found: [String] = []
                while let url = enumerator?.nextObject() as? URL {
                    guard importableExtensions.contains(url.pathExtension.lowercased()) else { continue }
                    let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
                    found.append((path as NSString).appendingPathComponent(relative))
                }
                targets = found.sorted()
                if targets.isEmpty { problems.append("\(path): no .json, .yaml, .yml, .csv, .plist or .swift files in this folder") }
            } else {
                targets = [path]
            }
            for target in targets {
                guard let data = manager.contents(atPath: target) else {
                    problems.append("\(target): cannot be read")
                    continue
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    problems.append("\(target): not UTF-8 text")
                    continue
                }
                files.append(File(path: target, text: text, foundInFolder: isDirectory.boolValue))
            }
        }
        if !problems.isEmpty { throw CatalogError(problems.joined(separator: "\n")) }
        return files
    }
}
