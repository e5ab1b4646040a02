internal import GRDB

/// The schema's history: each `Migrations/NNNN_name.sql` file, embedded at build time, is one migration.
enum CatalogMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (index, migration) in EmbeddedMigrations.all.enumerated() {
            migrator.registerMigration(migration.identifier) { db in
                // What a migration needs computed before its SQL runs (SQLite has no SHA-256).
                if migration.identifier == ResultMigration.identifier { try ResultMigration.digestStoredRuns(db) }
                try db.execute(sql: migration.sql)
                // Inside the migration's transaction, so the stamp never claims a migration that did not happen.
                try stamp(db, migrationCount: index + 1)
            }
        }
        return migrator
    }

    /// Marks the file as a catalog ('LCat') with `count` migrations applied, so `CatalogFileInspection` (and
    /// tools such as `file`) can tell it from another application's database without reading its tables.
    static func stamp(_ db: Database, migrationCount count: Int) throws {
        try db.execute(sql: "PRAGMA application_id = \(CatalogFileInspection.applicationID)")
        try db.execute(sql: "PRAGMA user_version = \(count)")
    }
}
