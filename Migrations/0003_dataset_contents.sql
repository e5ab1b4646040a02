-- Dataset contents: every item's fields, and derived datasets that select items of another dataset by
-- reference instead of copying them (the tutorial queue: queued tutorials only).

-- Every item of a stored dataset, its fields as a JSON object in file order.
CREATE TABLE dataset_items (
    dataset TEXT    NOT NULL,
    section INTEGER NOT NULL,
    item    INTEGER NOT NULL,
    fields  TEXT    NOT NULL,
    PRIMARY KEY (dataset, section, item),
    FOREIGN KEY (dataset, section) REFERENCES dataset_sections (dataset, section) ON DELETE CASCADE
) WITHOUT ROWID;

-- A derived dataset's definition: the dataset it selects from, the predicate items must satisfy, and, when
-- merged, the one section that holds them all. Stored datasets have NULL here.
ALTER TABLE datasets ADD COLUMN base TEXT;
ALTER TABLE datasets ADD COLUMN filter TEXT;
ALTER TABLE datasets ADD COLUMN merged INTEGER NOT NULL DEFAULT 0;

-- Which base items a derived dataset holds, in order: references, not copies. Recomputed whenever the base
-- dataset or the definition is imported.
CREATE TABLE dataset_members (
    dataset      TEXT    NOT NULL,
    section      INTEGER NOT NULL,
    item         INTEGER NOT NULL,
    base_section INTEGER NOT NULL,
    base_item    INTEGER NOT NULL,
    PRIMARY KEY (dataset, section, item),
    FOREIGN KEY (dataset, section) REFERENCES dataset_sections (dataset, section) ON DELETE CASCADE
) WITHOUT ROWID;

-- Every item of every dataset, stored or derived, with its section's id and title and its fields as JSON:
--   SELECT json_extract(fields, '$.name') FROM dataset_records WHERE dataset = 'animals'
CREATE VIEW dataset_records AS
SELECT i.dataset, i.section, s.id AS section_id, s.title AS section_title, i.item, i.fields
FROM dataset_items i
JOIN dataset_sections s ON s.dataset = i.dataset AND s.section = i.section
UNION ALL
SELECT m.dataset, m.section, s.id, s.title, m.item, b.fields
FROM dataset_members m
JOIN datasets d ON d.name = m.dataset
JOIN dataset_items b ON b.dataset = d.base AND b.section = m.base_section AND b.item = m.base_item
JOIN dataset_sections s ON s.dataset = m.dataset AND s.section = m.section;

-- One row per field of every dataset item: field name, value and JSON type.
CREATE VIEW dataset_fields AS
SELECT r.dataset, r.section, r.section_id, r.item, f.key AS field, f.value, f.type
FROM dataset_records r, json_each(r.fields) f;
