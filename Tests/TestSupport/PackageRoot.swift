import Foundation

/// The package's root folder, found from this file's place in it (`Tests/TestSupport/PackageRoot.swift`), so tests
/// read `Samples/`, fixtures and sources wherever the package is checked out.
public enum PackageRoot {
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file or folder of the package, by its path from the root (`"Samples/layouts"`).
    public static func url(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    /// The same as a path string.
    public static func path(_ relativePath: String) -> String { url(relativePath).path }
}
