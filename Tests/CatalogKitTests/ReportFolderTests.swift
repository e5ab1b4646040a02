@testable import CatalogKit
import Foundation
import TestSupport
import Testing

/// The report's folder proves every path it writes lies inside it before opening it (Report.md, The folder): names
/// read from a catalog become file names there, and a catalog file may have been crafted.
@Suite("Report folder")
struct ReportFolderTests {
    @Test func onlyPlainNamesInTheReportsOwnFoldersAreWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let report = try ReportFolder(folder.path("site"), protecting: [])
        defer { report.discard() }
        let root = report.staging
        #expect(try report.containedPath("index.html") == root + "/index.html")
        #expect(try report.containedPath("pictures/a..b.01-390x844.svg") == root + "/pictures/a..b.01-390x844.svg")
        for escaping in [
            "../escaped.html", "layouts/../../escaped.html", "/tmp/escaped.html", "pictures/../x.svg", "notes/x.txt",
            "layouts/./x.html", "layouts//x.html", "", "layouts/", "pictures/a\0b.svg", "layouts/sub/x.html",
        ] {
            #expect(throws: ReportError.outsideFolder(folder: folder.path("site"), file: escaping), "\(escaping)") { try report.containedPath(escaping) }
        }
        let error = #expect(throws: ReportError.self) { try report.write("x", to: "layouts/../../escaped.html") }
        #expect(error?.description == "\(folder.path("site")): the report would write \"layouts/../../escaped.html\", which is not a file inside its folder; nothing was written")
        // Nothing was written beside the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [".site.partial-\(ProcessInfo.processInfo.processIdentifier)"])
    }

    @Test func aFileIsCreatedNewNeverThroughALink() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let report = try ReportFolder(folder.path("site"), protecting: [])
        defer { report.discard() }
        try folder.write("victim.txt", "keep")
        try FileManager.default.createSymbolicLink(atPath: report.staging + "/index.html", withDestinationPath: folder.path("victim.txt"))
        let error = #expect(throws: ReportError.self) { try report.write("<html>", to: "index.html") }
        #expect(error == .cannotWriteFile(path: "\(folder.path("site"))/index.html", reason: "File exists"))
        #expect(error?.description == "\(folder.path("site"))/index.html: cannot write the report: File exists")
        #expect(try String(contentsOfFile: folder.path("victim.txt"), encoding: .utf8) == "keep")
    }
}
