@testable import CatalogKit
import Testing

/// `query --format table` in bounded memory: the first rows size the columns and are written together, every
/// later row is written as it arrives (2,000,000 rows once took 1.85 GB).
@Suite struct QueryTableWriterTests {
    @Test func aSmallAnswerIsOneAlignedTable() {
        #expect(QueryTableWriter.text(names: ["item", "name"], rows: [["0", "Lion"], ["12", "Elephant"]]) == """
            item  name
            ----  --------
            0     Lion
            12    Elephant
            (2 rows)

            """)
    }

    @Test func laterRowsAreWrittenAsTheyArriveInTheWidthsOfTheFirst() {
        var writer = QueryTableWriter(names: ["i", "label"], sizingRows: 3)
        #expect(writer.add(["1", "a"]) == "")
        #expect(writer.add(["2", "bb"]) == "")
        #expect(writer.add(["3", "c"]) == "i  label\n-  -----\n1  a\n2  bb\n3  c\n")
        #expect(writer.add(["40", "a much wider label"]) == "40  a much wider label\n")
        #expect(writer.add(["5", "e"]) == "5  e\n")
        #expect(writer.finish() == "(5 rows)\n")
    }

    @Test func noRowsStillPrintTheHeader() {
        var writer = QueryTableWriter(names: ["layout"])
        #expect(writer.finish() == "layout\n------\n(0 rows)\n")
    }
}
