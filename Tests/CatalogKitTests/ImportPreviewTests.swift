import CatalogKit
import Foundation
import LayoutModel
import Testing

/// `ImportPreview` reads text as `importFiles` reads files (the fuzzing harness feeds the readers through it), and
/// stores nothing anywhere.
@Suite("Import preview")
struct ImportPreviewTests {
    @Test func readsLayoutsAndDatasetsAsAnImportWould() throws {
        let preview = try ImportPreview(files: [
            ("grid.json", CatalogUseCaseTests.grid),
            ("queue.json", """
                {"dataset": "queue", "sections": [{"id": "q", "items": [{"title": "A", "updateCount": 3}, {"title": "B"}]},
                  {"id": "later", "items": []}]}
                """),
            ("new.json", #"{"dataset": "new", "from": "queue", "where": "updateCount > 0"}"#),
        ])
        #expect(preview.layouts.map(\.name) == ["grid"])
        #expect(preview.layouts.first?.itemCounts == [5])
        #expect(preview.layouts.first?.family == .compositional)
        // The derived dataset needs a catalog to resolve against: left out.
        #expect(preview.datasets.map(\.name) == ["queue"])
        let queue = try #require(preview.datasets.first)
        #expect(queue.records.map(\.count) == [2, 0])
        #expect(queue.records[0][0].value(named: "updateCount") == .number(3))
        #expect(queue.records[0][1].value(named: "updateCount") == .null)
        #expect(queue.digest.count == 64 && queue.digest == queue.digest)
    }

    @Test func aFaultyFileThrowsTheImportsErrorWithEveryFault() {
        #expect {
            _ = try ImportPreview(files: [("bad.json", #"{"name": "bad", "section": {"group": {"kind": "diagonal"}}}"#)])
        } throws: { error in
            guard case .faults(let faults) = error as? ImportError, faults.count == 2 else { return false }
            let message = "\(error)"
            return message.hasPrefix("import failed, nothing was changed (2 faults):\n")
                && message.contains("  bad.json:1:") && message.contains("$.section.group: a group needs \"size\"")
                && message.contains("$.section.group.kind: unknown group kind \"diagonal\"")
        }
    }
}
