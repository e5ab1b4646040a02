import FilePaths
import Foundation
import LayoutModel

/// The files an import reads: named files as given (Swift and storyboards included), folders searched
/// recursively.
///
/// A folder is one of two kinds. A folder that holds spec or dataset files (`.json`, `.yaml`, `.yml`, `.csv`,
/// `.plist`) is a folder of specs: those are read, and Swift files in it are not (`Samples` holds the Swift twins
/// of its specs, test material for the importer; a note says how to read them). A folder that holds none is a
/// source folder: its `.swift` and `.storyboard` files are read, as one module. Either way, what Xcode keeps in a
/// project besides code (asset catalogs' `Contents.json`, `Info.plist`, the project itself) is
/// never read as a spec or dataset, and hidden folders (`.build`, `.git`) are not searched.
enum InputFiles {
    /// Extensions of spec and dataset files.
    static let specAndDatasetExtensions: Set<String> = ["json", "yaml", "yml", "csv", "plist"]
    /// Extensions of the files Swift import reads.
    static let sourceExtensions: Set<String> = ["swift", "storyboard"]
    /// Folders Xcode makes whose files are resources and settings, never specs, datasets or layout code.
    static let xcodeBundleExtensions: Set<String> = [
        "xcassets", "xcodeproj", "xcworkspace", "bundle", "playground", "xcdatamodeld", "framework", "app", "xctemplate",
    ]
    /// Files Xcode keeps next to the code that are never specs or datasets.
    static let xcodeFileNames: Set<String> = ["Info.plist"]

    /// One file's path (as the user wrote it, for messages) and contents.
    struct File {
        var path: String
        var text: String
    }

    /// Expands folders and reads every file; a path that does not exist or cannot be read is an error. The notes
    /// say what a folder held that was not read.
    static func read(_ paths: [String]) throws(CatalogError) -> (files: [File], notes: [String]) {
        var files: [File] = []
        var notes: [String] = []
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
                let found = search(folder: path)
                if !found.specs.isEmpty {
                    targets = found.specs
                    if !found.sources.isEmpty {
                        notes.append(
                            "note: \(path): \(found.sources.count) Swift and storyboard \(found.sources.count == 1 ? "file is" : "files are") not read: the folder holds specs and datasets; name a folder of Swift sources or the files to read them"
                        )
                    }
                } else {
                    targets = found.sources
                }
                if targets.isEmpty { problems.append("\(path): no .json, .yaml, .yml, .csv, .plist, .swift or .storyboard files in this folder") }
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
        return (files, notes)
    }

    /// The spec and dataset files and the Swift and storyboard files under a folder, each sorted, as paths that
    /// start with the folder as the user wrote it. A folder given as a symbolic link is searched where it points.
    private static func search(folder path: String) -> (specs: [String], sources: [String]) {
        let base = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
        var specs: [String] = []
        var sources: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let name = FilePath.lastComponent(of: url.path)
            let fileExtension = FilePath.nameExtension(of: name).lowercased()
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if name.hasPrefix(".") || xcodeBundleExtensions.contains(fileExtension) { enumerator?.skipDescendants() }
                continue
            }
            let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : name
            let shown = FilePath.joining(path, relative)
            if specAndDatasetExtensions.contains(fileExtension), !xcodeFileNames.contains(name) {
                specs.append(shown)
            } else if sourceExtensions.contains(fileExtension) {
                sources.append(shown)
            }
        }
        return (specs.sorted(), sources.sorted())
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
