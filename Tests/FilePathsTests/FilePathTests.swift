import FilePaths
import Testing

/// The answers of POSIX `dirname` and `basename` (and of Foundation on the paths where it does not stop the
/// process), written out for every shape of path a user can type.
@Suite("File paths")
struct FilePathTests {
    /// (path, folder, last component), as `dirname` and `basename` answer for each (`//` is left to the system by
    /// POSIX; it is the root here, as for GNU's).
    static let splits: [(path: String, folder: String, last: String)] = [
        ("a", ".", "a"),
        ("é", ".", "é"),
        ("ab", ".", "ab"),
        ("a/", ".", "a"),
        ("a//", ".", "a"),
        (".", ".", "."),
        ("./", ".", "."),
        ("..", ".", ".."),
        ("/", "/", "/"),
        ("//", "/", "/"),
        ("///", "/", "/"),
        ("", ".", "."),
        ("/a", "/", "a"),
        ("/a/", "/", "a"),
        ("//a", "/", "a"),
        ("a/b", "a", "b"),
        ("a/b/", "a", "b"),
        ("a//b", "a", "b"),
        ("./a", ".", "a"),
        ("../a", "..", "a"),
        ("a/.", "a", "."),
        ("/tmp/x/catalog.sqlite", "/tmp/x", "catalog.sqlite"),
        ("d/l", "d", "l"),
        // A slash followed by a combining mark is still a separator: paths are bytes, not characters.
        ("a/\u{301}b", "a", "\u{301}b"),
    ]

    @Test(arguments: splits.indices)
    func folderAndLastComponent(_ index: Int) {
        let (path, folder, last) = Self.splits[index]
        #expect(FilePath.folder(of: path) == folder, "folder of \"\(path)\"")
        #expect(FilePath.lastComponent(of: path) == last, "last component of \"\(path)\"")
    }

    @Test func joiningPutsOneSlashBetween() {
        #expect(FilePath.joining("a", "b") == "a/b")
        #expect(FilePath.joining(".", "b") == "./b")
        #expect(FilePath.joining("/", "b") == "/b")
        #expect(FilePath.joining("a/", "b") == "a/b")
        #expect(FilePath.joining("", "b") == "b")
        #expect(FilePath.joining("a", "") == "a")
        // An absolute name stands alone, as a symbolic link's absolute target does.
        #expect(FilePath.joining("a", "/x/y") == "/x/y")
        #expect(FilePath.joining("d", "l") == "d/l")
    }

    /// Splitting and joining again names the same file.
    @Test(arguments: ["a", "ab", "/a", "a/b", "/tmp/x/catalog.sqlite", "./a", "../a"])
    func joiningTheSplitPartsGivesThePathBack(_ path: String) {
        let rejoined = FilePath.joining(FilePath.folder(of: path), FilePath.lastComponent(of: path))
        #expect(FilePath.normalized(rejoined) == FilePath.normalized(path))
    }

    @Test func normalizedReadsDotsAsText() {
        #expect(FilePath.normalized("a/./b/../c/") == "a/c")
        #expect(FilePath.normalized("/..") == "/")
        #expect(FilePath.normalized("/../a") == "/a")
        #expect(FilePath.normalized("a/..") == ".")
        #expect(FilePath.normalized("../a") == "../a")
        #expect(FilePath.normalized("../../a/..") == "../..")
        #expect(FilePath.normalized("//a//b") == "/a/b")
        #expect(FilePath.normalized("") == ".")
        #expect(FilePath.normalized(".") == ".")
        #expect(FilePath.normalized("/") == "/")
    }

    @Test func absoluteStartsFromTheCurrentFolder() {
        #expect(FilePath.absolute("a", in: "/work") == "/work/a")
        #expect(FilePath.absolute("../a", in: "/work/x") == "/work/a")
        #expect(FilePath.absolute(".", in: "/work") == "/work")
        #expect(FilePath.absolute("/etc/", in: "/work") == "/etc")
        #expect(FilePath.isAbsolute("/a"))
        #expect(!FilePath.isAbsolute("a/"))
    }

    @Test func extensionsAndStems() {
        #expect(FilePath.nameExtension(of: "zoo.animals.json") == "json")
        #expect(FilePath.nameExtension(of: "data/zoo.json/") == "json")
        #expect(FilePath.nameExtension(of: "README") == "")
        #expect(FilePath.nameExtension(of: ".profile") == "")
        #expect(FilePath.nameExtension(of: "a.") == "")
        #expect(FilePath.nameExtension(of: "a.b/c") == "")
        #expect(FilePath.stem(of: "data/zoo.animals.json") == "zoo.animals")
        #expect(FilePath.stem(of: ".profile") == ".profile")
        #expect(FilePath.stem(of: "a") == "a")
        #expect(FilePath.stem(of: "x.y") == "x")
    }
}
