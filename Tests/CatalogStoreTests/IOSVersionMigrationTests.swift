@testable import CatalogStore
import GRDB
import LayoutModel
import Testing

/// Migration 0011: the iOS version is a trait. Runs stored before it were computed with iOS 15 to 18's list
/// metrics; their environments name no version, get `ios_version` 18, and answer for iOS 18 only.
@Suite("iOS version migration")
struct IOSVersionMigrationTests {
    @Test func runsStoredBeforeTheTraitAreIOS18RunsAndAnswerOnlyForIt() throws {
        let queue = try RunsStoredSmallTests.catalogBeforeMigrationTen()
        let before = try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM layout_runs ORDER BY run_id") }
        try CatalogMigrations.migrator.migrate(queue)
        let after = try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM layout_runs ORDER BY run_id") }
        // layout_runs gains the version as its last column; the rest reads as before.
        #expect(after.map { Array($0.columnNames.dropLast()) } == before.map { Array($0.columnNames) })
        #expect(after.map { Array($0.databaseValues.dropLast()) } == before.map { Array($0.databaseValues) })
        #expect(after.map { $0["ios_version"] as Int } == [18, 18, 18])
        #expect(try queue.read { db in try Int.fetchAll(db, sql: "SELECT DISTINCT ios_version FROM frames") } == [18])

        let database = try CatalogDatabase(writer: queue, engineVersion: 1)
        let earlier = RunKey(computation: "computation-of-grid", environment: "size=320x568 scale=2", earlier: "key-7")
        let found = try #require(try database.run(key: earlier))
        #expect(found.id == 7)
        #expect(found.environment.iosVersion == .ios18)
        // The same environment on iOS 26 is another environment: nothing stored answers for it.
        var newest = found.environment
        newest.iosVersion = .ios26
        #expect(newest.canonicalText == "size=320x568 scale=2 ios=26")
        #expect(try database.run(key: RunKey(computation: "computation-of-grid", environment: newest.canonicalText, earlier: "key-7")) == nil)
    }
}
