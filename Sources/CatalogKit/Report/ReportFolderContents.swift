import Foundation

/// What a folder a report is about to replace holds, checked entry by entry: an empty folder, or an earlier report
/// whose every entry is on its list of files (`ReportFolder.manifestName`). Anything else is refused, naming it:
/// a file or folder the list does not name, a symbolic link, and above all the catalog the command is using, which
/// is looked for by path (anywhere inside the folder) and by identity (a hard link under another name).
struct ReportFolderContents {
    /// The earlier report's files and its list, relative to its folder.
    let files: [String]
    /// Its folders, relative, the deepest first.
    let folders: [String]
    /// The folder's permissions, which the new report takes over.
    let permissions: Int?

    /// What `destination` holds: nil when nothing is there; otherwise its contents, if it may be replaced.
    /// `protectedFiles` are the files the command uses (the catalog and its log files).
    static func check(_ destination: String, given: String, protecting protectedFiles: [String]) throws -> ReportFolderContents? {
        let shown = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
        var status = stat()
        guard lstat(destination, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw ReportError.cannotLookAtFolder(folder: shown, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw ReportError.notAFolder(path: shown)
        }
        let permissions = Int(status.st_mode & 0o7777)
        let root = destination

        // The catalog, wherever it is inside the folder.
        let folderPrefix = (realPath(root) ?? root) + "/"
        var protectedIdentities: Set<FileIdentity> = []
        for file in protectedFiles {
            guard let identity = FileIdentity(file) else { continue }
            protectedIdentities.insert(identity)
            if let real = realPath(file), real.hasPrefix(folderPrefix) {
                throw catalogInside(shown, real.dropFirst(folderPrefix.count))
            }
        }

        let fileManager = FileManager.default
        let entries = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        if entries.isEmpty { return ReportFolderContents(files: [], folders: [], permissions: permissions) }
        guard let listed = manifest(root) else {
            let index = (try? String(contentsOfFile: root + "/index.html", encoding: .utf8))?.prefix(2_000) ?? ""
            if index.contains(ReportFolder.generatorMarker) {
                throw ReportError.reportWithoutList(folder: shown, list: ReportFolder.manifestName)
            }
            throw notAReport(shown, entries[0])
        }

        var files: [String] = []
        var folders: [String] = []
        var pending = entries.reversed().map { $0 }
        while let relative = pending.popLast() {
            var entry = stat()
            guard lstat(root + "/" + relative, &entry) == 0 else { throw notAReport(shown, relative) }
            if protectedIdentities.contains(FileIdentity(entry)) { throw catalogInside(shown, relative) }
            switch entry.st_mode & S_IFMT {
            case S_IFREG where relative == ReportFolder.manifestName || listed.contains(relative):
                files.append(relative)
            case S_IFDIR where listed.contains { $0.hasPrefix(relative + "/") }:
                folders.append(relative)
                let inside = ((try? fileManager.contentsOfDirectory(atPath: root + "/" + relative)) ?? []).sorted()
                pending.append(contentsOf: inside.reversed().map { relative + "/" + $0 })
            default:
                throw notAReport(shown, relative)
            }
        }
        return ReportFolderContents(files: files, folders: folders.reversed(), permissions: permissions)
    }

    /// The paths an earlier report's list names, or nil when there is no list (or it is not one a report wrote).
    /// The list only ever lets the report remove entries found inside the folder, so a forged one can do no more
    /// than name files that are there.
    private static func manifest(_ root: String) -> Set<String>? {
        let path = root + "/" + ReportFolder.manifestName
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= 64 << 20,
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == ReportFolder.manifestHeading else { return nil }
        return Set(lines.dropFirst())
    }

    /// Removes the earlier report once the new one is in place, from where it was moved: its listed files, then its
    /// folders, then the folder itself. Whatever else appeared in it meanwhile is left where it is.
    func remove(movedTo aside: String) {
        for file in files {
            var status = stat()
            let path = aside + "/" + file
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { unlink(path) }
        }
        for folder in folders { rmdir(aside + "/" + folder) }
        rmdir(aside)
    }

    private static func notAReport(_ folder: String, _ entry: String) -> ReportError {
        ReportError.notAReport(folder: folder, entry: entry)
    }

    private static func catalogInside(_ folder: String, _ entry: some StringProtocol) -> ReportError {
        ReportError.holdsTheCatalog(folder: folder, entry: String(entry))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A file's device and inode: the same file under any name.
private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}
