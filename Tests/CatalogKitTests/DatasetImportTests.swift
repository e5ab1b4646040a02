import CatalogKit
import Foundation
import LayoutModel
import SpecFormat
import TestSupport
import Testing

@Suite("Dataset import")
struct DatasetImportTests {
    static let samples = PackageRoot.path("Samples/datasets")

    static func csv(_ catalog: Catalog, _ sql: String) throws -> String {
        var text = ""
        try catalog.query(sql, format: .csv) { text += $0 }
        return text
    }

    static func failure(_ catalog: Catalog, _ paths: [String], format: DatasetFormat? = nil) -> String? {
        do {
            _ = try catalog.importFiles(paths, datasetFormat: format)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func zooRecordsKeepTheirQuirks() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([Self.samples + "/animals.json", Self.samples + "/zoo-animals.csv"])
        #expect(try Self.csv(catalog, "SELECT count(*) AS records, count(DISTINCT json_extract(fields, '$.id')) AS ids FROM dataset_records WHERE dataset = 'animals'") == "records,ids\n26,24\n")
        // The manatee's minimum weight is above its maximum, as the API sends it.
        #expect(try Self.csv(catalog, "SELECT json_extract(fields, '$.weight_min') AS low, json_extract(fields, '$.weight_max') AS high FROM dataset_records WHERE dataset = 'animals' AND json_extract(fields, '$.name') = 'Florida Manatee'") == "low,high\n3000,2500\n")
        #expect(try Self.csv(catalog, "SELECT json_type(fields, '$.weight_min') AS weight, json_type(fields, '$.id') AS id FROM dataset_records WHERE dataset = 'animals' LIMIT 1") == "weight,id\ntext,integer\n")
        // Pascagoula Map Turtle's range keeps its trailing space.
        #expect(try Self.csv(catalog, "SELECT substr(json_extract(fields, '$.geo_range'), -1) = ' ' AS trailing FROM dataset_records WHERE dataset = 'animals' AND json_extract(fields, '$.id') = 134 LIMIT 1") == "trailing\n1\n")
        // The CSV holds the same records as the JSON.
        #expect(try Self.csv(catalog, "SELECT count(*) FROM dataset_records a JOIN dataset_records b ON b.dataset = 'zoo-animals' AND b.item = a.item WHERE a.dataset = 'animals' AND a.fields = b.fields") == "count(*)\n26\n")
    }

    @Test func thePropertyListAndItsJSONAreTheSameCollections() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([Self.samples + "/tutorials.plist", Self.samples + "/tutorial-collections.json"])
        #expect(try Self.csv(catalog, "SELECT section_id, count(*) FROM dataset_records WHERE dataset = 'tutorials' GROUP BY section ORDER BY section") == "section_id,count(*)\niOS & Swift,5\nAndroid & Kotlin,5\nServer-Side Swift,2\n")
        #expect(try Self.csv(catalog, "SELECT count(*) FROM dataset_records a JOIN dataset_records b ON b.dataset = 'tutorial-collections' AND b.section = a.section AND b.item = a.item WHERE a.dataset = 'tutorials' AND a.fields = b.fields") == "count(*)\n12\n")
        // 335 videos in all, as the app ships them.
        #expect(try Self.csv(catalog, "SELECT sum((SELECT sum(json_array_length(s.value, '$.videos')) FROM json_each(fields, '$.content') s)) AS videos FROM dataset_records WHERE dataset = 'tutorials'") == "videos\n335\n")
        #expect(try Self.csv(catalog, "SELECT json_extract(fields, '$.title') AS title, json_extract(fields, '$.publishDate') AS date, json_extract(fields, '$.artworkColor') AS colour FROM dataset_records WHERE dataset = 'tutorials' AND section = 0 AND item = 0") == "title,date,colour\nFastlane for iOS,2019-07-30T04:00:00Z,F9B978\n")
    }

    @Test func derivedDatasetsSelectWithoutCopyingAndFollowTheirBase() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let queue = try folder.write("queue.json", """
            {"dataset": "queue", "sections": [{"id": "queue", "title": "Queue", "items": [
              {"title": "A", "updateCount": 3}, {"title": "B", "updateCount": 0}, {"title": "C", "updateCount": 1}]}]}
            """)
        let updated = try folder.write("updated.json", #"{"dataset": "updated", "from": "queue", "where": "updateCount > 0"}"#)
        _ = try catalog.importFiles([queue, updated])
        #expect(try Self.csv(catalog, "SELECT item, json_extract(fields, '$.title') AS title FROM dataset_records WHERE dataset = 'updated'") == "item,title\n0,A\n1,C\n")
        // References, not copies: no item rows of its own.
        #expect(try Self.csv(catalog, "SELECT count(*) FROM dataset_items WHERE dataset = 'updated'") == "count(*)\n0\n")
        let layout = try folder.write("list.json", """
            {"name": "list", "section": {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(40)"},
              "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}]}}}
            """)
        _ = try catalog.importFiles([layout])
        let request = ComputeRequest(LayoutEnvironment(containerSize: Size(width: 320, height: 480), scale: 2), items: .dataset("updated"))
        #expect(try catalog.compute("list", request).run.result.counts.cellCount == 2)
        // Re-importing the base recomputes the derived dataset and drops what was computed from it.
        try folder.write("queue.json", """
            {"dataset": "queue", "sections": [{"id": "queue", "title": "Queue", "items": [
              {"title": "A", "updateCount": 3}, {"title": "B", "updateCount": 2}, {"title": "C", "updateCount": 1}]}]}
            """)
        let report = try catalog.importFiles([queue])
        #expect(report.lines.contains("dataset updated: updated"))
        let again = try catalog.compute("list", request)
        #expect(!again.cached)
        #expect(again.run.result.counts.cellCount == 3)
    }

    @Test func theSampleDerivedDatasets() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([Self.samples])
        // Every tutorial in the stored data is unqueued, so the queue is empty until a user queues one.
        #expect(try Self.csv(catalog, "SELECT name, base, filter, merged FROM datasets WHERE base IS NOT NULL ORDER BY name") == """
            name,base,filter,merged
            queue-updates,tutorial-queue-updates,updateCount > 0,0
            queued-tutorials,tutorials,isQueued,1
            recent-tutorials,tutorials,"publishDate >= ""2019-06-01\""",1

            """)
        #expect(try Self.csv(catalog, "SELECT dataset, section_id, count(*) FROM dataset_records WHERE dataset IN ('queue-updates', 'recent-tutorials') GROUP BY dataset, section ORDER BY dataset") == "dataset,section_id,count(*)\nqueue-updates,queue,2\nrecent-tutorials,recent,5\n")
        #expect(try Self.csv(catalog, "SELECT item_count FROM dataset_sections WHERE dataset = 'queued-tutorials'") == "item_count\n0\n")
    }

    @Test func faultsInTheSeedShapesAreLocatedAndChangeNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let animals = try folder.write("beasts.json", """
            [{"name": "Impala", "latin_name": "Aepyceros melampus", "animal_type": "Mammal", "active_time": "Diurnal",
              "length_min": "4.2", "length_max": "4.7", "weight_min": 99, "weight_max": "132", "lifespan": "15",
              "habitat": "Savannah", "geo_range": "Africa", "image_link": "https://example.org/i.jpg", "id": "91"}]
            """)
        #expect(Self.failure(catalog, [animals]) == """
            import failed, nothing was changed (3 faults):
              \(animals):1:2: $[0]: the record lacks "diet" (zoo animal records have name, latin_name, animal_type, active_time, length_min, length_max, weight_min, weight_max, lifespan, habitat, diet, geo_range, image_link, id)
              \(animals):2:59: $[0].weight_min: expected a string (the zoo API sends every field but id as text) but found the number 99
              \(animals):3:98: $[0].id: expected an integer id but found the string "91"
            """)
        let csv = try folder.write("herd.csv", "name,latin_name,animal_type,active_time,length_min,length_max,weight_min,weight_max,lifespan,habitat,diet,geo_range,image_link,id\nImpala,Aepyceros melampus,Mammal,Diurnal,4.2,4.7,99,132,15,Savannah,Grass,Africa,https://example.org/i.jpg\nSiamang,Hylobates syndactylus,Mammal,Diurnal,1.90,2.00,20,23,23,Rainforest,Fruit,Sumatra,https://example.org/s.jpg,x\n")
        #expect(Self.failure(catalog, [csv]) == """
            import failed, nothing was changed (2 faults):
              \(csv):2:1: $[0]: expected 14 fields as in the header but found 13
              \(csv):3:1: $[1].id: expected an integer id but found "x"
            """)
        let tutorials = try folder.write("library.json", """
            [{"title": "Empty", "tutorials": []},
             {"title": "Some", "tutorials": [{"title": "T", "thumbnail": "t", "artworkColor": "ABCDEG", "publishDate": "yesterday",
               "isQueued": "no", "updateCount": -1, "content": []}]}]
            """)
        #expect(Self.failure(catalog, [tutorials]) == """
            import failed, nothing was changed (5 faults):
              \(tutorials):1:34: $[0].tutorials: the collection "Empty" has no tutorials; a collection needs at least one
              \(tutorials):2:83: $[1].tutorials[0].artworkColor: expected a colour of six hex digits such as F9B978 but found "ABCDEG"
              \(tutorials):2:108: $[1].tutorials[0].publishDate: expected an ISO 8601 date such as 2019-07-30T04:00:00Z but found "yesterday"
              \(tutorials):3:16: $[1].tutorials[0].isQueued: expected true or false but found the string "no"
              \(tutorials):3:37: $[1].tutorials[0].updateCount: must be at least 0 (found -1)
            """)
        let missingBase = try folder.write("orphan.json", #"{"dataset": "orphan", "from": "nowhere"}"#)
        #expect(Self.failure(catalog, [missingBase]) == """
            import failed, nothing was changed (1 fault):
              \(missingBase): $.from: no dataset named "nowhere" (import it first or in the same batch)
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
        let plist = try folder.write("broken.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n<dict><key>title</key></dict>\n</array>\n</plist>\n")
        let plistFailure = Self.failure(catalog, [plist])
        #expect(plistFailure == """
            import failed, nothing was changed (1 fault):
              \(plist):4:1: $: a dict needs one value after each key
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    @Test func derivedDatasetFiltersAreBoundedInNestingNotInLength() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let queue = try folder.write("queue.json", """
            {"dataset": "queue", "sections": [{"id": "queue", "title": "Queue", "items": [
              {"title": "A", "updateCount": 3}, {"title": "B", "updateCount": 0}, {"title": "C", "updateCount": 1}]}]}
            """)
        let deep = String(repeating: "(", count: 10_000) + "updateCount > 0" + String(repeating: ")", count: 10_000)
        let nested = try folder.write("nested.json", #"{"dataset": "nested", "from": "queue", "where": "\#(deep)"}"#)
        #expect(Self.failure(catalog, [queue, nested]) == """
            import failed, nothing was changed (1 fault):
              \(nested):1:49: $.where: invalid predicate "\(String(repeating: "(", count: 40))…": nesting deeper than 32 levels of parentheses and 'not' (the limit for predicates) at character 33
            """)
        // 100,000 conditions joined by "and" are one flat node: read, stored, read back and evaluated.
        let long = Array(repeating: "updateCount > 0", count: 100_000).joined(separator: " and ")
        let chained = try folder.write("chained.json", #"{"dataset": "chained", "from": "queue", "where": "\#(long)"}"#)
        _ = try catalog.importFiles([queue, chained])
        #expect(try Self.csv(catalog, "SELECT item, json_extract(fields, '$.title') AS title FROM dataset_records WHERE dataset = 'chained'") == "item,title\n0,A\n1,C\n")
        // Re-importing the base recomputes the derived dataset from its stored filter.
        try folder.write("queue.json", """
            {"dataset": "queue", "sections": [{"id": "queue", "title": "Queue", "items": [
              {"title": "A", "updateCount": 0}, {"title": "B", "updateCount": 2}, {"title": "C", "updateCount": 1}]}]}
            """)
        _ = try catalog.importFiles([queue])
        #expect(try Self.csv(catalog, "SELECT item, json_extract(fields, '$.title') AS title FROM dataset_records WHERE dataset = 'chained'") == "item,title\n0,B\n1,C\n")
    }

    @Test func propertyListsNestedPastTheLimitAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        func arrays(_ depth: Int) -> String {
            header + String(repeating: "<array>\n", count: depth) + String(repeating: "</array>\n", count: depth) + "</plist>\n"
        }
        // At the limit the plist is read, and only its shape is wrong (at the second array, on line 4).
        let atLimit = try folder.write("at-limit.plist", arrays(InputLimits.documentNesting))
        #expect(Self.failure(catalog, [atLimit]) == """
            import failed, nothing was changed (1 fault):
              \(atLimit):4:1: $[0]: expected a tutorial collection (an object) but found an array
            """)
        // One array per line after two header lines: the 65th opens on line 67.
        let deep = try folder.write("deep.plist", arrays(100_000))
        #expect(Self.failure(catalog, [deep]) == """
            import failed, nothing was changed (1 fault):
              \(deep):67:1: $\(String(repeating: "[0]", count: 64)): nesting deeper than 64 levels (the limit for spec and dataset files)
            """)
        // The root array on line 3, then a dict per line: the 64th dict, on line 67, is the 65th level.
        let dicts = header + "<array>\n" + String(repeating: "<dict><key>content</key>\n", count: 100_000) + "</plist>\n"
        let deepDicts = try folder.write("deep-dicts.plist", dicts)
        #expect(Self.failure(catalog, [deepDicts]) == """
            import failed, nothing was changed (1 fault):
              \(deepDicts):67:1: $[0]\(String(repeating: ".content", count: 63)): nesting deeper than 64 levels (the limit for spec and dataset files)
            """)
    }

    @Test func csvColumnsSharingANameAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        // Generic CSV: "city" is column 2 and, quoted, column 4 (starting at character 19); "name" 1 and 5.
        let people = try folder.write("people.csv", "name,city,country,\"city\",name\nAda,London,UK,Paris,Lovelace\n")
        #expect(Self.failure(catalog, [people]) == """
            import failed, nothing was changed (2 faults):
              \(people):1:19: $: columns 2 and 4 of the header are both named "city"; each column needs a name of its own
              \(people):1:26: $: columns 1 and 5 of the header are both named "name"; each column needs a name of its own
            """)
        // Zoo records: the API's fields, then "diet" again as column 15, in the header's last 4 characters.
        let header = "name,latin_name,animal_type,active_time,length_min,length_max,weight_min,weight_max,lifespan,habitat,diet,geo_range,image_link,id,diet"
        let impala = "Impala,Aepyceros melampus,Mammal,Diurnal,4.2,4.7,99,132,15,Savannah,Grass,Africa,https://example.org/i.jpg,91,Leaves"
        let zoo = try folder.write("zoo.csv", header + "\n" + impala + "\n")
        #expect(Self.failure(catalog, [zoo]) == """
            import failed, nothing was changed (1 fault):
              \(zoo):1:\(header.count - 3): $: columns 11 and 15 of the header are both named "diet"; each column needs a name of its own
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    @Test func propertyListEntitiesAreDecoded() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let plist = try folder.write("entities.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <array><dict>
              <key>title</key><string>&amp;</string>
              <key>tutorials</key><array><dict>
                <key>title</key><string>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;&#x1F600;</string>
                <key>thumbnail</key><string>&lt;&#10;&gt;</string>
                <key>artworkColor</key><string>F9B978</string>
                <key>publishDate</key><date>2019-07-30T04:00:00Z</date>
                <key>isQueued</key><false/>
                <key>updateCount</key><integer>0</integer>
                <key>content</key><array><dict>
                  <key>title</key><string>&#x263A;&#9731;</string>
                  <key>videos</key><array><dict><key>&#116;it&#x6C;e</key><string>x&apos;</string><key>url</key><string>https://example.org/?a=1&amp;b=2</string></dict></array>
                </dict></array>
              </dict></array>
            </dict></array>
            </plist>
            """)
        // The video's key is "title" spelled with a decimal and a hex reference.
        _ = try catalog.importFiles([plist])
        #expect(try Self.csv(catalog, "SELECT section_id, json_extract(fields, '$.title') AS title FROM dataset_records WHERE dataset = 'entities'")
            == "section_id,title\n&,\"a & b <c> \"\"d\"\" 'e' AB😀\"\n")
        #expect(try Self.csv(catalog, "SELECT json_extract(fields, '$.thumbnail') = char(60, 10, 62) AS thumbnail, json_extract(fields, '$.content[0].title') AS content, json_extract(fields, '$.content[0].videos[0].title') AS video, json_extract(fields, '$.content[0].videos[0].url') AS url FROM dataset_records WHERE dataset = 'entities'")
            == "thumbnail,content,video,url\n1,☺☃,x',https://example.org/?a=1&b=2\n")
    }

    @Test func formatsCanBeForced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let people = try folder.write("people.csv", "name,city\nAda,London\n\"Grace, Jr\",\"New York\"\n")
        _ = try catalog.importFiles([people])
        #expect(try Self.csv(catalog, "SELECT fields FROM dataset_records WHERE dataset = 'people'") == "fields\n\"{\"\"name\"\":\"\"Ada\"\",\"\"city\"\":\"\"London\"\"}\"\n\"{\"\"name\"\":\"\"Grace, Jr\"\",\"\"city\"\":\"\"New York\"\"}\"\n")
        #expect(Self.failure(catalog, [people], format: .tutorials) == """
            import failed, nothing was changed (1 fault):
              \(people): $: a CSV file can be read as animals or generic, not tutorials
            """)
    }
}
