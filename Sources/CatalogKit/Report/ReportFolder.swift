import FilePaths
import Foundation
import Glibc

/// Where a report is written: a staging folder beside the destination, moved into place only when every file is
/// written, so a failed or interrupted report leaves the previous one (or nothing) where it was.
///
/// The report deletes nothing that is not its own. The destination must be new, an empty folder, or an earlier
/// report whose every entry is on the list of files that report wrote (`manifestName`, written last into every
/// report); anything else in it (a file the user put there, the catalog in use) is refused and named, and the
/// folder is left as it is. A symbolic link given as the destination is followed: the report goes into the folder
/// it points to and the link stays a link.
///
/// Names read from a catalog become file names here, and a catalog file is input like any other, so every path is
/// checked to lie inside the report's folder before it is opened (`containedPath`), and files are created new,
/// never through a link (`OutputFile.create`, which also flushes each to disk before the folder is put in place).
final class ReportFolder {
    /// Written in every page's head.
    static let generatorMarker = "<meta name=\"generator\" content=\"catalog report\">"

    /// The list of the files a report wrote, one relative path a line, in the report's folder.
    static let manifestName = "report-files.txt"

    /// The first line of the list: what it is for.
    static let manifestHeading =
        "# catalog report: the files this report wrote. A later report replaces this folder only when it holds nothing else."

    /// The folders inside a report, made before anything is written.
    static let subfolders = ["layouts", "pictures"]

    /// The folder as the user named it, for messages.
    let given: String
    /// Where the report goes, from the root: the given path, or where the symbolic link there points.
    let destination: String
    /// The folder the report is written into, beside the destination: `.NAME.partial-PID`.
    let staging: String
    /// Files the command uses (the catalog and its log files), which a report never replaces: checked when the
    /// folder is opened and again when the report is put in place.
    let protectedFiles: [String]
    /// The files written so far, relative to the folder.
    private var written: [String] = []

    /// Checks the destination (see the type's comment) and creates the staging folder. `protectedFiles` are
    /// files the command uses (the catalog and its log files), which a report never replaces.
    init(_ path: String, protecting protectedFiles: [String]) throws {
        given = path
        self.protectedFiles = protectedFiles
        let followed: String
        do {
            followed = try OutputFile.resolvingLinks(path)
        } catch {
            throw ReportError.tooManyLinks(folder: path)
        }
        destination = FilePath.absolute(followed, in: FileManager.default.currentDirectoryPath)
        let earlier = try ReportFolderContents.check(destination, given: path, protecting: protectedFiles)
        let parent = FilePath.folder(of: destination)
        staging = FilePath.joining(parent, Self.besideName(destination, "partial"))
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            if fileManager.fileExists(atPath: staging) { try fileManager.removeItem(atPath: staging) }
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: false)
            for folder in Self.subfolders {
                try fileManager.createDirectory(atPath: FilePath.joining(staging, folder), withIntermediateDirectories: false)
            }
            // The report takes the place of the folder it replaces, permissions included.
            if let mode = earlier?.permissions { try fileManager.setAttributes([.posixPermissions: mode], ofItemAtPath: staging) }
        } catch {
            throw ReportError.cannotCreateFolder(folder: path, reason: Self.reason(error))
        }
    }

    /// The name of a folder beside `destination` that this process uses while it works: `.NAME.ROLE-PID`.
    private static func besideName(_ destination: String, _ role: String) -> String {
        ".\(FilePath.lastComponent(of: destination)).\(role)-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Writes one file of the report, `relativePath` inside the report's folder: created new (never over a file
    /// or through a link), and only where `containedPath` proves it lies inside the folder.
    func write(_ text: String, to relativePath: String) throws {
        let path = try containedPath(relativePath)
        do {
            try OutputFile.create(path, with: Array(text.utf8))
        } catch {
            throw ReportError.cannotWriteFile(path: "\(given)/\(relativePath)", reason: error.reason)
        }
        written.append(relativePath)
    }

    /// The staging path of `relativePath`, proven to lie inside the report's folder: every component a plain name
    /// (not empty, not `.` or `..`, no NUL), the folders above the file the report's own, and the whole path under
    /// the staging folder. A name that would leave the folder fails the report, naming the path.
    func containedPath(_ relativePath: String) throws -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let plain = components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }
        let folders = components.dropLast()
        guard plain, folders.count <= 1, folders.allSatisfy(Self.subfolders.contains) else {
            throw ReportError.outsideFolder(folder: given, file: relativePath)
        }
        let root = FilePath.normalized(staging)
        let path = FilePath.normalized(FilePath.joining(root, relativePath))
        guard path.hasPrefix(root + "/") else {
            throw ReportError.outsideFolder(folder: given, file: relativePath)
        }
        return path
    }

    /// Moves the finished report into place. The list of its files is written last; an earlier report is checked
    /// again (something may have been put into it while this one was written), moved aside, and once the new one
    /// is in place its files, and only those, are removed.
    func commit() throws {
        let list = ([Self.manifestHeading] + written.sorted()).joined(separator: "\n") + "\n"
        try write(list, to: Self.manifestName)
        let fileManager = FileManager.default
        let earlier = try ReportFolderContents.check(destination, given: given, protecting: protectedFiles)
        let aside = FilePath.joining(FilePath.folder(of: destination), Self.besideName(destination, "replaced"))
        do {
            if earlier != nil { try fileManager.moveItem(atPath: destination, toPath: aside) }
            do {
                try fileManager.moveItem(atPath: staging, toPath: destination)
            } catch {
                if earlier != nil { try? fileManager.moveItem(atPath: aside, toPath: destination) }
                throw error
            }
        } catch {
            throw ReportError.cannotPutInPlace(folder: given, reason: Self.reason(error))
        }
        earlier?.remove(movedTo: aside)
    }

    /// Removes the staging folder after a failure: it holds only what this report wrote.
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
