internal import GRDB

extension CatalogDatabase {
    /// Stores every layout and dataset of a batch in one transaction: all of them or, on any error, none.
    ///
    /// A layout whose canonical spec is unchanged keeps its version; a changed one becomes a new version and
    /// the old versions stay. Runs whose geometry or dataset contents no longer match are dropped (they are a
    /// cache, recomputable from the kept versions).
    public func importBatch(_ batch: ImportBatch) throws -> ImportOutcome {
        try writer.write { db in
            try recordEngineVersion(db)
            var outcome = ImportOutcome(layouts: [], datasets: [], invalidatedRuns: 0)
            let now = Self.timestamp()
            for layout in batch.layouts {
                let change = try storeLayout(layout, at: now, db)
                outcome.layouts.append((layout.name, change))
            }
            for dataset in batch.datasets {
                let change = try storeDataset(dataset, at: now, db)
                outcome.datasets.append((dataset.name, change))
            }
            outcome.invalidatedRuns = try dropStaleRuns(db)
            try LintStore.dropStaleLints(db, engineVersion: engineVersion)
            return outcome
        }
    }

    private func storeLayout(_ layout: NewLayoutVersion, at now: String, _ db: Database) throws -> ImportChange {
        let current = try Self.currentLayout(named: layout.name, db)
        if let current, current.specDigest == layout.specDigest {
            return .unchanged(version: current.version)
        }
        let version = try Int.fetchOne(
            db, sql: "SELECT COALESCE(MAX(version), 0) + 1 FROM layout_versions WHERE name = ?", arguments: [layout.name]
        ) ?? 1
        try db.execute(
            sql: """
                INSERT INTO layout_versions (name, version, title, source_format, source_path, source_text, source_line,
                    canonical_spec, spec_digest, geometry_digest, imported_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                layout.name, version, layout.title, layout.sourceFormat, layout.sourcePath, layout.sourceText, layout.sourceLine,
                layout.canonicalSpec, layout.specDigest, layout.geometryDigest, now,
            ]
        )
        let id = db.lastInsertedRowID
        try db.execute(
            sql: """
                INSERT INTO layouts (name, current_version_id) VALUES (?, ?)
                ON CONFLICT (name) DO UPDATE SET current_version_id = excluded.current_version_id
                """,
            arguments: [layout.name, id]
        )
        return current == nil ? .added(version: version) : .updated(version: version)
    }

    private func storeDataset(_ dataset: NewDataset, at now: String, _ db: Database) throws -> ImportChange {
        let digest = try String.fetchOne(db, sql: "SELECT digest FROM datasets WHERE name = ?", arguments: [dataset.name])
        if digest == dataset.digest { return .unchanged(version: 1) }
        try db.execute(sql: "DELETE FROM datasets WHERE name = ?", arguments: [dataset.name])
        try db.execute(
            sql: """
                INSERT INTO datasets (name, shape, source_path, digest, imported_at, base, filter, merged)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                dataset.name, dataset.shape, dataset.sourcePath, dataset.digest, now, dataset.derivation?.base,
                dataset.derivation?.filter, dataset.derivation?.merged ?? false,
            ]
        )
        for section in dataset.sections {
            try db.execute(
                sql: "INSERT INTO dataset_sections (dataset, section, id, title, item_count) VALUES (?, ?, ?, ?, ?)",
                arguments: [dataset.name, section.section, section.id, section.title, section.itemCount]
            )
        }
        let insertItem = try db.makeStatement(sql: "INSERT INTO dataset_items (dataset, section, item, fields) VALUES (?, ?, ?, ?)")
        for (section, items) in dataset.items.enumerated() {
            for (item, fields) in items.enumerated() {
                try insertItem.execute(arguments: [dataset.name, section, item, fields])
            }
        }
        if let derivation = dataset.derivation {
            let insertMember = try db.makeStatement(
                sql: "INSERT INTO dataset_members (dataset, section, item, base_section, base_item) VALUES (?, ?, ?, ?, ?)"
            )
            for (section, members) in derivation.members.enumerated() {
                for (item, reference) in members.enumerated() {
                    try insertMember.execute(arguments: [dataset.name, section, item, reference.section, reference.item])
                }
            }
        }
        return digest == nil ? .added(version: 1) : .updated(version: 1)
    }

    /// Deletes runs that can never be served again: their layout's geometry changed, their dataset changed or
    /// was replaced, or an older engine computed them. Returns how many.
    func dropStaleRuns(_ db: Database) throws -> Int {
        try db.execute(
            sql: """
                DELETE FROM run_entries WHERE computation_id IN (
                    SELECT c.id FROM computations c
                    LEFT JOIN layouts l ON l.name = c.layout
                    LEFT JOIN layout_versions v ON v.id = l.current_version_id
                    LEFT JOIN datasets d ON d.name = c.dataset
                    WHERE v.geometry_digest IS NOT c.geometry_digest
                       OR c.engine_version != ?
                       OR (c.dataset IS NOT NULL AND d.digest IS NOT c.dataset_digest))
                """,
            arguments: [engineVersion]
        )
        return db.changesCount
    }

    /// The current version of a layout.
    public func currentLayout(named name: String) throws -> StoredLayoutVersion? {
        try writer.read { db in try Self.currentLayout(named: name, db) }
    }

    private static func currentLayout(named name: String, _ db: Database) throws -> StoredLayoutVersion? {
        try Row.fetchOne(
            db,
            sql: "SELECT v.* FROM layouts l JOIN layout_versions v ON v.id = l.current_version_id WHERE l.name = ?",
            arguments: [name]
        ).map(StoredLayoutVersion.init(row:))
    }

    /// Every stored version of a layout, oldest first.
    public func layoutVersions(named name: String) throws -> [StoredLayoutVersion] {
        try writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM layout_versions WHERE name = ? ORDER BY version", arguments: [name]
            ).map(StoredLayoutVersion.init(row:))
        }
    }

    /// Every layout's current version, by name.
    public func currentLayouts() throws -> [StoredLayoutVersion] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT v.* FROM layouts l JOIN layout_versions v ON v.id = l.current_version_id ORDER BY l.name"
            ).map(StoredLayoutVersion.init(row:))
        }
    }

    /// A stored dataset with its sections.
    public func dataset(named name: String) throws -> StoredDataset? {
        try writer.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM datasets WHERE name = ?", arguments: [name]) else {
                return nil
            }
            let sections = try Row.fetchAll(
                db, sql: "SELECT * FROM dataset_sections WHERE dataset = ? ORDER BY section", arguments: [name]
            ).map(DatasetSectionRow.init(row:))
            return StoredDataset(
                name: try row.decode(forColumn: "name"), shape: try row.decode(forColumn: "shape"),
                sourcePath: try row.decode(forColumn: "source_path"), digest: try row.decode(forColumn: "digest"),
                importedAt: try row.decode(forColumn: "imported_at"), sections: sections, base: try row.decode(forColumn: "base"),
                filter: try row.decode(forColumn: "filter"), merged: try row.decode(forColumn: "merged")
            )
        }
    }

    /// Every item's fields (JSON objects), section by section, derived datasets resolved through their base.
    public func datasetItems(named name: String) throws -> [[String]] {
        try writer.read { db in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM dataset_sections WHERE dataset = ?", arguments: [name]) ?? 0
            var sections = [[String]](repeating: [], count: count)
            let rows = try Row.fetchCursor(
                db, sql: "SELECT section, fields FROM dataset_records WHERE dataset = ? ORDER BY section, item", arguments: [name]
            )
            while let row = try rows.next() {
                let section: Int = try row.decode(atIndex: 0)
                if section < sections.count { sections[section].append(try row.decode(atIndex: 1)) }
            }
            return sections
        }
    }

    /// The derived datasets that select from `base`.
    public func datasets(derivedFrom base: String) throws -> [StoredDataset] {
        let names = try writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM datasets WHERE base = ? ORDER BY name", arguments: [base])
        }
        return try names.compactMap { try dataset(named: $0) }
    }

    /// The names of every stored dataset.
    public func datasetNames() throws -> [String] {
        try writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM datasets ORDER BY name") }
    }
}
