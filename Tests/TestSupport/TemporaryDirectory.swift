import Foundation

/// A fresh folder under the system's temporary directory. Remove it with `remove()` in a `defer` (a `deinit`
/// would run at the object's last use, which may be before the test is done with the files).
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` (folders created as needed) and returns its path. Not atomically: the folder is the
    /// test's own, and Foundation on Linux leaves an empty `TemporaryDirectory.*` folder in `/tmp` behind every atomic
    /// write, thousands of them over a run of the suite.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let path = self.path(name)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }
}
