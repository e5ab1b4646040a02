import Foundation

/// Every entry under a folder, byte for byte: regular files by their contents, symbolic links by where they point,
/// folders by their presence. Two snapshots are equal when nothing under the folder was added, removed or changed,
/// which is what a test of a refused command compares.
public struct FolderSnapshot: Equatable, CustomStringConvertible {
    public enum Entry: Equatable {
        case file(Data)
        case link(String)
        case folder
    }

    public let entries: [String: Entry]

    /// The entries under `path`, named relative to it (links are not followed).
    public init(_ path: String) {
        var entries: [String: Entry] = [:]
        let manager = FileManager.default
        var pending = ((try? manager.contentsOfDirectory(atPath: path)) ?? [])
        while let relative = pending.popLast() {
            let full = path + "/" + relative
            if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
                entries[relative] = .link(target)
                continue
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                entries[relative] = .folder
                pending += ((try? manager.contentsOfDirectory(atPath: full)) ?? []).map { relative + "/" + $0 }
            } else {
                entries[relative] = .file(manager.contents(atPath: full) ?? Data())
            }
        }
        self.entries = entries
    }

    /// The entries' names, sorted: what a failed comparison prints.
    public var description: String { entries.keys.sorted().joined(separator: ", ") }
}
