/// A path's parts as text: the folder that holds what a path names, its last component, and joining a name onto a
/// folder. Pure functions on strings; nothing here looks at the disk.
///
/// Foundation's path API on Linux (`NSString.deletingLastPathComponent`) stops the process on a path of one
/// character (`"a"`, `"."`, `"a/"`), and answers `""` for `"//"`; every command takes paths from its user
/// (`--database a`, `--output x`), so paths are split here instead, by the rules of POSIX `dirname` and
/// `basename`. A path is split at its `/` bytes, never at characters: a `/` followed by a combining mark is still
/// a separator.
///
/// ```swift
/// let output = "pictures/zoo.svg"
/// let temporary = FilePath.joining(FilePath.folder(of: output), ".\(FilePath.lastComponent(of: output)).tmp")
/// // "pictures/.zoo.svg.tmp"
/// _ = FilePath.folder(of: "a")          // "."
/// _ = FilePath.lastComponent(of: "a/")  // "a"
/// ```
public enum FilePath {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// The folder that holds what `path` names, as `dirname` answers: `"a"` → `"."`, `"a/b/"` → `"a"`,
    /// `"/a"` → `"/"`, `"/"` and `"//"` → `"/"`, `""` → `"."`. The folder of `"."` and `".."` is `"."`.
    public static func folder(of path: String) -> String {
        var bytes = Array(path.utf8)
        guard !bytes.isEmpty else { return "." }
        dropTrailingSlashes(&bytes)
        guard !bytes.isEmpty else { return "/" }
        guard let lastSlash = bytes.lastIndex(of: slash) else { return "." }
        bytes.removeSubrange((lastSlash + 1)...)
        dropTrailingSlashes(&bytes)
        return bytes.isEmpty ? "/" : text(bytes)
    }

    /// The last component of `path`, as `basename` answers: `"a/b/"` → `"b"`, `"a"` → `"a"`, `"/"` and `"//"` →
    /// `"/"`, `""` → `"."`.
    public static func lastComponent(of path: String) -> String {
        var bytes = Array(path.utf8)
        guard !bytes.isEmpty else { return "." }
        dropTrailingSlashes(&bytes)
        guard !bytes.isEmpty else { return "/" }
        guard let lastSlash = bytes.lastIndex(of: slash) else { return text(bytes) }
        return text(bytes[(lastSlash + 1)...])
    }

    /// `name` inside `folder`: one `/` between them (none added after a folder that ends with one), `name` alone
    /// when `folder` is empty, and `name` as it is when it is absolute, as a symbolic link's target is read.
    public static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || isAbsolute(name) { return name }
        if name.isEmpty { return folder }
        return folder.utf8.last == slash ? folder + name : folder + "/" + name
    }

    /// Whether `path` starts at the root.
    public static func isAbsolute(_ path: String) -> Bool {
        path.utf8.first == slash
    }

    /// `path` with `.` components, repeated and trailing slashes removed and each `..` taking away the component
    /// before it, read as text (a symbolic link before a `..` is not followed): `"a/./b/../c/"` → `"a/c"`,
    /// `"/.."` → `"/"`, `"a/.."` → `"."`, `"../a"` → `"../a"`.
    public static func normalized(_ path: String) -> String {
        let absolute = isAbsolute(path)
        var kept: [ArraySlice<UInt8>] = []
        for component in Array(path.utf8).split(separator: slash) {
            if component.elementsEqual([dot]) { continue }
            if component.elementsEqual([dot, dot]) {
                if let last = kept.last, !last.elementsEqual([dot, dot]) {
                    kept.removeLast()
                } else if !absolute {
                    kept.append(component)
                }
                continue
            }
            kept.append(component)
        }
        let joined = kept.map(text).joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` from the root: as it is when absolute, else inside `currentFolder`, then `normalized`.
    public static func absolute(_ path: String, in currentFolder: String) -> String {
        normalized(joining(currentFolder, path))
    }

    /// The extension of a file name or path's last component: what follows its last `.`, unless that dot begins
    /// the name (`.profile` has none) or ends it: `"zoo.animals.json"` → `"json"`, `"README"` → `""`.
    public static func nameExtension(of path: String) -> String {
        let name = Array(lastComponent(of: path).utf8)
        guard let lastDot = name.lastIndex(of: dot), lastDot > 0, lastDot < name.count - 1 else { return "" }
        return text(name[(lastDot + 1)...])
    }

    /// The last component without its extension (see `nameExtension(of:)`): `"data/zoo.animals.json"` →
    /// `"zoo.animals"`, `".profile"` → `".profile"`.
    public static func stem(of path: String) -> String {
        let name = lastComponent(of: path)
        let nameExtension = nameExtension(of: name)
        return nameExtension.isEmpty ? name : String(decoding: Array(name.utf8).dropLast(nameExtension.utf8.count + 1), as: UTF8.self)
    }

    private static func dropTrailingSlashes(_ bytes: inout [UInt8]) {
        while bytes.last == slash { bytes.removeLast() }
    }

    private static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
