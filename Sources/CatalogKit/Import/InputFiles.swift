import SpecFormat
import FilePaths
import Foundation
import LayoutModel

/// The files an import reads: named files as given (Swift and storyboards included), folders searched
/// recursively.
///
/// A folder is one of two kinds, decided by what its files hold (`FolderFileKind`), not by their extensions. A
/// folder that holds layout specs or datasets is a folder of specs: those are read (with its CSV files, and any
/// JSON, YAML or property list that does not parse, whose fault is then reported), and Swift files in it are not
/// (`Samples` holds the Swift twins of its specs, test material for the importer; a note says how to read them). A
/// folder that holds none is a source folder (an app's repository or sources): its `.swift` and `.storyboard` files
/// are read, as one module. Either way, JSON, YAML and property lists that are not specs or datasets (asset
/// catalogs' `Contents.json`, `Info.plist`, tools' configuration) are passed over and counted, never an error;
/// bundles Xcode makes (`.xcassets`, `.xcodeproj`) and hidden folders (`.build`, `.git`) are not searched, and
/// neither are test targets' folders inside the folder given (`Tests`, `AppTests`, `AppUITests`): their code tests
/// the app rather than being it, and their mocks redeclare its types. A folder of tests named itself is read. Swift
/// files a tool generated (`GeneratedSwiftSource`) are passed over and named in a note too.
enum InputFiles {
    /// Extensions of spec and dataset files.
    static let specAndDatasetExtensions: Set<String> = ["json", "yaml", "yml", "csv", "plist"]
    /// Extensions of the files Swift import reads.
    static let sourceExtensions: Set<String> = ["swift", "storyboard", "xib"]
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

    /// What `read` found: the files to read, notes on what folders held that is not read, and how many files of
    /// the folders were passed over.
    struct Found {
        var files: [File] = []
        /// A source folder's Swift files and storyboards that cannot be read (a git-crypt file is binary, a generated
        /// one may be past the size limit): named and left out, as a file that does not parse is, unless the import is
        /// strict. A file named on its own that cannot be read is an error.
        var unreadSources: [InputFileFault] = []
        var notes: [String] = []
        var passedOver = 0
    }

    /// Whether a folder's name is a test target's, as Xcode and SwiftPM name them (`Tests`, `FeedTests`,
    /// `FeedUITests`).
    static func isTestFolder(_ name: String) -> Bool { name.hasSuffix("Tests") }

    /// Expands folders and reads every file; a path that does not exist or cannot be read is an error. The notes
    /// say what a folder held that was not read.
    static func read(_ paths: [String]) throws(ImportError) -> Found {
        var found = Found()
        var problems: [InputFileFault] = []
        let manager = FileManager.default
        let maximumBytes = InputLimits.maximumFileBytes(environment: ProcessInfo.processInfo.environment)
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(.noSuchFileOrFolder(path: path))
                continue
            }
            guard isDirectory.boolValue else {
                switch readText(path, maximumBytes: maximumBytes) {
                case .success(let text): found.files.append(File(path: path, text: text))
                case .failure(let problem): problems.append(.unreadable(path: path, reason: problem))
                }
                continue
            }
            let listing = search(folder: path)
            if !listing.testFolders.isEmpty {
                let shown = listing.testFolders.prefix(3).joined(separator: ", ") + (listing.testFolders.count > 3 ? ", …" : "")
                found.notes.append(
                    "note: \(path): \(count(listing.testFolders.count, "test folder")) not read (\(shown)): tests are not the app's layout code; name a test folder to read it"
                )
            }
            var specs: [File] = []
            var unreadable: [(path: String, problem: InputFileFault.ReadFault?, text: String?)] = []
            var others = 0
            var csv: [String] = []
            for candidate in listing.data {
                if candidate.lowercased().hasSuffix(".csv") {
                    csv.append(candidate)
                    continue
                }
                switch readText(candidate, maximumBytes: maximumBytes) {
                case .failure(let problem): unreadable.append((candidate, problem, nil))
                case .success(let text):
                    switch FolderFileKind.of(path: candidate, text: text) {
                    case .specOrDataset: specs.append(File(path: candidate, text: text))
                    case .other: others += 1
                    case .unreadable: unreadable.append((candidate, nil, text))
                    }
                }
            }
            if !specs.isEmpty {
                // A folder of specs: its specs and datasets, its CSV files, and the files whose faults to report.
                found.files += specs
                for candidate in csv {
                    switch readText(candidate, maximumBytes: maximumBytes) {
                    case .success(let text): found.files.append(File(path: candidate, text: text))
                    case .failure(let problem): problems.append(.unreadable(path: candidate, reason: problem))
                    }
                }
                for file in unreadable {
                    if let text = file.text {
                        found.files.append(File(path: file.path, text: text))
                    } else if let problem = file.problem {
                        problems.append(.unreadable(path: file.path, reason: problem))
                    }
                }
                found.files.sort { $0.path < $1.path }
                if !listing.sources.isEmpty {
                    found.notes.append(
                        "note: \(path): \(listing.sources.count) Swift and storyboard \(listing.sources.count == 1 ? "file is" : "files are") not read: the folder holds specs and datasets; name a folder of Swift sources or the files to read them"
                    )
                }
                if others > 0 { found.notes.append("note: \(path): \(count(others, "JSON, YAML or property-list file")) that \(others == 1 ? "is" : "are") not a spec or dataset passed over") }
                found.passedOver += others
                continue
            }
            // A source folder: its Swift files and storyboards; every other file is passed over.
            let passed = others + unreadable.count + csv.count
            if listing.sources.isEmpty {
                problems.append(passed == 0 ? .noInputFiles(folder: path) : .nothingToImport(folder: path, passedOver: passed))
                continue
            }
            var generated: [String] = []
            for target in listing.sources {
                switch readText(target, maximumBytes: maximumBytes) {
                case .success(let text) where GeneratedSwiftSource.isGenerated(path: target, text: text): generated.append(target)
                case .success(let text): found.files.append(File(path: target, text: text))
                case .failure where GeneratedSwiftSource.hasGeneratedName(target):
                    generated.append(target)
                case .failure(let problem): found.unreadSources.append(.unreadable(path: target, reason: problem))
                }
            }
            if !generated.isEmpty {
                let shown = generated.prefix(3).joined(separator: ", ") + (generated.count > 3 ? ", …" : "")
                found.notes.append(
                    "note: \(path): \(count(generated.count, "generated Swift file")) not read (\(shown)): code a tool writes (protobuf, SwiftGen, R.swift, Sourcery) is not the app's layout code; name a generated file to read it"
                )
            }
            if passed > 0 {
                found.notes.append("note: \(path): \(count(passed, "JSON, YAML, CSV or property-list file")) that \(passed == 1 ? "is" : "are") not a spec or dataset passed over (asset catalogs, settings, configuration)")
            }
            found.passedOver += passed
        }
        if !problems.isEmpty { throw .unreadableInput(problems) }
        return found
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// A file's text: only regular files, of at most `maximumBytes`, in UTF-8.
    private static func readText(_ path: String, maximumBytes: Int) -> Result<String, InputFileFault.ReadFault> {
        if let refusal = sizeRefusal(path, maximumBytes: maximumBytes) { return .failure(refusal) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.cannotBeRead) }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notUTF8) }
        return .success(text)
    }

    /// The data files (spec and dataset extensions) and the Swift and storyboard files under a folder, each sorted,
    /// as paths that start with the folder as the user wrote it. A folder given as a symbolic link is searched where
    /// it points.
    private static func search(folder path: String) -> (data: [String], sources: [String], testFolders: [String]) {
        let base = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
        var data: [String] = []
        var sources: [String] = []
        var testFolders: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let name = FilePath.lastComponent(of: url.path)
            let fileExtension = FilePath.nameExtension(of: name).lowercased()
            let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : name
            let shown = FilePath.joining(path, relative)
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if name.hasPrefix(".") || xcodeBundleExtensions.contains(fileExtension) {
                    enumerator?.skipDescendants()
                } else if isTestFolder(name) {
                    testFolders.append(shown)
                    enumerator?.skipDescendants()
                }
                continue
            }
            if specAndDatasetExtensions.contains(fileExtension), !xcodeFileNames.contains(name) {
                data.append(shown)
            } else if sourceExtensions.contains(fileExtension) {
                sources.append(shown)
            }
        }
        return (data.sorted(), sources.sorted(), testFolders.sorted())
    }

    /// Why a path is not read, checked before reading it: only regular files (a device such as /dev/zero or a pipe
    /// never ends), of at most `maximumBytes`.
    static func sizeRefusal(_ path: String, maximumBytes: Int) -> InputFileFault.ReadFault? {
        // attributesOfItem describes a symbolic link itself; the file read is the one it points to.
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return nil }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return .notARegularFile }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else { return .tooLarge(bytes: size, maximum: maximumBytes) }
        return nil
    }
}
