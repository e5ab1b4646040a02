-- Runs stored small: what runs share is stored once, and a run is a few integers.
--
-- After migration 0009 a device matrix of the samples stored its frames 9.4 times smaller, but its runs took 18 of
-- its 24 MB: a run row was 442 bytes (a 64-character cache key, the environment's canonical text beside a column
-- per trait, the layout's name and digests, about 30 numbers), and the cache key's index 2.5 MB more. Most of a row
-- repeats other rows: a matrix of 55 layouts on 576 environments has 55 computations, 576 environments and about
-- as many distinct summaries as results. So each is now stored once:
--
--   computations   what a run computed apart from its environment: the layout (name, version, geometry digest),
--                  the dataset (name, digest), item counts, family and engine version, under `key`, the digest of
--                  all of it and of the faces that measured its text (CatalogKit's CacheKey)
--   environments   one row per distinct environment: its canonical text and a column per trait
--   run_summaries  what the engine said of a run beyond its frames: content size, content offset, adjusted inset,
--                  warnings, text face, and the result its frames came to
--   run_batches    one row per transaction that stored runs: when they were computed (a matrix stores thousands
--                  of runs at one time)
--   run_entries    one row per run: its id, computation, environment, summary and batch, and how long it took
--                  (microseconds), keyed by (computation_id, environment_id)
--   results        gains the counts and largest sizes of its frames (they follow from the frames), and keeps a
--                  prefix digest only for results long enough to be matched by one (4,096 frames or more)
--   dataset_items  a table with row ids: without them a row keeps at most a quarter of a page in place, so each
--                  item of more than 4 KB took an overflow page of 16 KB of its own
--   result_frames  stores a frame's kind as an id in element_kinds, packed into its flags (CatalogStore's
--                  StoredFlags: bits 0-1 category, bit 2 hidden, bits 3-18 the kind's id, 0 for none, the bits above
--                  the z-index; the catalog knows a handful of kinds, a name took 6 to 15 bytes in every
--                  supplementary's row, and a column of its own a byte in every row), and a width or height that is a whole
--                  number of sixths of a point but not of points as that number negated (CatalogStore's
--                  StoredLength: UIKit's frames sit on the pixel grid, so a third of a point, eight bytes as a real,
--                  is two as a count of sixths; sizes are never negative, so the sign says which it is)
--
-- A run is found by its computation's key and its environment's text: two look-ups in small tables, then the
-- entries' primary key, with no index over every run. Tables of a few rows (element_kinds; results by prefix digest,
-- which only a result of 4,096 frames or more has) have no index beyond their keys: every index is a 16 KB page at
-- least, and reading a few rows whole costs less. computations keeps one by layout: without it SQLite would
-- start a query of one layout's frames by reading every run's entry. Run ids stay what they were; new ones continue from
-- catalog_meta's last_run_id.
--
-- What runs share goes with the last run that uses it: the triggers below count the runs of each environment,
-- summary and batch, a computation goes when its last entry does, and a result when its last summary does (and with
-- it its frames and strips, migration 0009's trigger).
--
-- Queries written before keep working: `runs` is a view with the table's old columns, and `layout_runs`, `frames`,
-- `orthogonal_sections` give the same rows. A run stored before this migration keeps its computation under its old
-- cache key (the digest of its environment too): CatalogKit still finds it under that key.

CREATE TABLE computations (
    id                INTEGER PRIMARY KEY,
    key               TEXT    NOT NULL UNIQUE,
    layout            TEXT    NOT NULL,
    layout_version_id INTEGER NOT NULL,
    geometry_digest   TEXT    NOT NULL,
    dataset           TEXT,
    dataset_digest    TEXT,
    family            TEXT    NOT NULL,
    item_counts       TEXT    NOT NULL,   -- JSON array, one count per section
    engine_version    INTEGER NOT NULL
);
CREATE INDEX computations_by_layout ON computations (layout);

CREATE TABLE environments (
    id                    INTEGER PRIMARY KEY,
    canonical             TEXT    NOT NULL UNIQUE,
    device                TEXT,
    orientation           TEXT,
    content_size_category TEXT    NOT NULL,
    container_width       REAL    NOT NULL,
    container_height      REAL    NOT NULL,
    scale                 REAL    NOT NULL,
    safe_area_top         REAL    NOT NULL,
    safe_area_left        REAL    NOT NULL,
    safe_area_bottom      REAL    NOT NULL,
    safe_area_right       REAL    NOT NULL,
    layout_margin_top     REAL,
    layout_margin_left    REAL,
    layout_margin_bottom  REAL,
    layout_margin_right   REAL,
    layout_direction      TEXT    NOT NULL,
    orthogonal_offsets    TEXT    NOT NULL,   -- JSON object: section index -> strip offset
    run_count             INTEGER NOT NULL DEFAULT 0
);

-- results rebuilt: prefix_digest may be NULL, and the frames' counts and largest sizes join it.
CREATE TABLE new_results (
    id                  INTEGER PRIMARY KEY,
    digest              BLOB    NOT NULL UNIQUE,
    prefix_digest       BLOB,
    element_count       INTEGER NOT NULL,
    cell_count          INTEGER NOT NULL,
    supplementary_count INTEGER NOT NULL,
    decoration_count    INTEGER NOT NULL,
    max_element_height  REAL    NOT NULL,
    max_element_width   REAL    NOT NULL
);
INSERT INTO new_results (id, digest, prefix_digest, element_count, cell_count, supplementary_count, decoration_count,
    max_element_height, max_element_width)
SELECT s.id, s.digest, CASE WHEN s.element_count >= 4096 THEN s.prefix_digest END, s.element_count,
       coalesce(f.cells, 0), coalesce(f.supplementaries, 0), coalesce(f.decorations, 0), coalesce(f.tallest, 0),
       coalesce(f.widest, 0)
FROM results s
LEFT JOIN (
    SELECT result_id, sum(flags & 3 = 0) AS cells, sum(flags & 3 = 1) AS supplementaries, sum(flags & 3 = 2) AS decorations,
           max(height) AS tallest, max(width) AS widest
    FROM result_frames GROUP BY result_id
) f ON f.result_id = s.id;

CREATE TABLE run_summaries (
    id             INTEGER PRIMARY KEY,
    result_id      INTEGER NOT NULL,
    content_width  REAL    NOT NULL,
    content_height REAL    NOT NULL,
    offset_x       REAL    NOT NULL,
    offset_y       REAL    NOT NULL,
    inset_top      REAL    NOT NULL,
    inset_left     REAL    NOT NULL,
    inset_bottom   REAL    NOT NULL,
    inset_right    REAL    NOT NULL,
    warnings       TEXT    NOT NULL,   -- JSON array of strings
    text_face      TEXT,
    run_count      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX run_summaries_by_result ON run_summaries (result_id);

CREATE TABLE run_batches (
    id          INTEGER PRIMARY KEY,
    computed_at TEXT    NOT NULL,   -- ISO 8601, UTC, to the second
    run_count   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE run_entries (
    computation_id INTEGER NOT NULL,
    environment_id INTEGER NOT NULL,
    id             INTEGER NOT NULL,
    summary_id     INTEGER NOT NULL,
    batch_id       INTEGER NOT NULL,
    compute_us     INTEGER NOT NULL,   -- planning and writing, SQLite's own time excluded
    PRIMARY KEY (computation_id, environment_id)
) WITHOUT ROWID;

-- The runs as they are. A run that names no result (only a damaged catalog holds one) had no frames to serve and is
-- not carried over.
INSERT INTO computations (key, layout, layout_version_id, geometry_digest, dataset, dataset_digest, family, item_counts,
    engine_version)
SELECT cache_key, layout, layout_version_id, geometry_digest, dataset, dataset_digest, family, item_counts, engine_version
FROM runs WHERE result_id IN (SELECT id FROM new_results) ORDER BY id;

INSERT INTO environments (canonical, device, orientation, content_size_category, container_width, container_height,
    scale, safe_area_top, safe_area_left, safe_area_bottom, safe_area_right, layout_margin_top, layout_margin_left,
    layout_margin_bottom, layout_margin_right, layout_direction, orthogonal_offsets)
SELECT environment, device, orientation, content_size_category, container_width, container_height, scale,
       safe_area_top, safe_area_left, safe_area_bottom, safe_area_right, layout_margin_top, layout_margin_left,
       layout_margin_bottom, layout_margin_right, layout_direction, orthogonal_offsets
FROM runs WHERE id IN (SELECT min(id) FROM runs WHERE result_id IN (SELECT id FROM new_results) GROUP BY environment)
ORDER BY id;

INSERT INTO run_summaries (result_id, content_width, content_height, offset_x, offset_y, inset_top, inset_left,
    inset_bottom, inset_right, warnings, text_face)
SELECT DISTINCT result_id, content_width, content_height, offset_x, offset_y, inset_top, inset_left, inset_bottom,
       inset_right, warnings, text_face
FROM runs WHERE result_id IN (SELECT id FROM new_results);

INSERT INTO run_batches (computed_at)
SELECT DISTINCT computed_at FROM runs WHERE result_id IN (SELECT id FROM new_results) ORDER BY computed_at;

INSERT INTO run_entries (computation_id, environment_id, id, summary_id, batch_id, compute_us)
SELECT c.id, e.id, r.id,
       (SELECT s.id FROM run_summaries s
        WHERE s.result_id = r.result_id AND s.content_width = r.content_width AND s.content_height = r.content_height
          AND s.offset_x = r.offset_x AND s.offset_y = r.offset_y AND s.inset_top = r.inset_top
          AND s.inset_left = r.inset_left AND s.inset_bottom = r.inset_bottom AND s.inset_right = r.inset_right
          AND s.warnings = r.warnings AND s.text_face IS r.text_face),
       (SELECT b.id FROM run_batches b WHERE b.computed_at = r.computed_at),
       CAST(round(r.compute_ms * 1000) AS INTEGER)
FROM runs r
JOIN computations c ON c.key = r.cache_key
JOIN environments e ON e.canonical = r.environment
WHERE r.result_id IN (SELECT id FROM new_results);

-- Whether runs keyed the earlier way exist: only then are keys looked up the earlier way too.
INSERT INTO catalog_meta (key, value)
SELECT 'earlier_run_keys', CAST(count(*) AS TEXT) FROM run_entries HAVING count(*) > 0;

UPDATE environments SET run_count = (SELECT count(*) FROM run_entries WHERE environment_id = environments.id);
UPDATE run_summaries SET run_count = (SELECT count(*) FROM run_entries WHERE summary_id = run_summaries.id);
UPDATE run_batches SET run_count = (SELECT count(*) FROM run_entries WHERE batch_id = run_batches.id);

-- Ids are never given twice, as the table's AUTOINCREMENT made sure: the next continues from the largest given.
INSERT OR REPLACE INTO catalog_meta (key, value)
SELECT 'last_run_id', CAST(max(coalesce((SELECT max(id) FROM runs), 0),
                               coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'runs'), 0)) AS TEXT);

DROP VIEW frames;
DROP VIEW orthogonal_rest_points;
DROP VIEW orthogonal_sections;
DROP VIEW layout_runs;
DROP VIEW run_frames;
DROP VIEW run_orthogonal_sections;
DROP TABLE runs;
DROP TABLE results;
ALTER TABLE new_results RENAME TO results;

DROP VIEW dataset_fields;
DROP VIEW dataset_records;
CREATE TABLE new_dataset_items (
    dataset TEXT    NOT NULL,
    section INTEGER NOT NULL,
    item    INTEGER NOT NULL,
    fields  TEXT    NOT NULL,
    UNIQUE (dataset, section, item),
    FOREIGN KEY (dataset, section) REFERENCES dataset_sections (dataset, section) ON DELETE CASCADE
);
INSERT INTO new_dataset_items (dataset, section, item, fields)
SELECT dataset, section, item, fields FROM dataset_items ORDER BY dataset, section, item;
DROP TABLE dataset_items;
ALTER TABLE new_dataset_items RENAME TO dataset_items;

-- The two views over dataset items, as migration 0003 made them.
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

CREATE VIEW dataset_fields AS
SELECT r.dataset, r.section, r.section_id, r.item, f.key AS field, f.value, f.type
FROM dataset_records r, json_each(r.fields) f;

-- A handful of rows, read whole: no index on the name.
CREATE TABLE element_kinds (
    id   INTEGER PRIMARY KEY,
    name TEXT    NOT NULL
);
INSERT INTO element_kinds (name)
SELECT DISTINCT element_kind FROM result_frames WHERE element_kind IS NOT NULL ORDER BY element_kind;

CREATE TABLE new_result_frames (
    result_id INTEGER NOT NULL,
    y         REAL    NOT NULL,
    ordinal   INTEGER NOT NULL,
    flags     INTEGER NOT NULL,     -- category, hidden, kind and z-index (StoredFlags)
    section   INTEGER NOT NULL,
    item      INTEGER NOT NULL,
    x         REAL    NOT NULL,
    width     REAL    NOT NULL,     -- points, or minus a whole number of sixths of a point
    height    REAL    NOT NULL,     -- as width
    PRIMARY KEY (result_id, y, ordinal)
) WITHOUT ROWID;
INSERT INTO new_result_frames (result_id, y, ordinal, flags, section, item, x, width, height)
SELECT f.result_id, f.y, f.ordinal, (f.flags & 7) | (coalesce(k.id, 0) << 3) | ((f.flags >> 3) << 19), f.section, f.item, f.x,
       CASE WHEN f.width > 0 AND f.width != round(f.width) AND f.width < 1e14 AND round(f.width * 6) / 6.0 = f.width
            THEN -round(f.width * 6) ELSE f.width END,
       CASE WHEN f.height > 0 AND f.height != round(f.height) AND f.height < 1e14 AND round(f.height * 6) / 6.0 = f.height
            THEN -round(f.height * 6) ELSE f.height END
FROM result_frames f
LEFT JOIN element_kinds k ON k.name = f.element_kind
ORDER BY f.result_id, f.y, f.ordinal;
DROP TABLE result_frames;
ALTER TABLE new_result_frames RENAME TO result_frames;

-- What runs share goes with the last run that uses it.
CREATE TRIGGER run_entries_hold AFTER INSERT ON run_entries
BEGIN
    UPDATE environments SET run_count = run_count + 1 WHERE id = new.environment_id;
    UPDATE run_summaries SET run_count = run_count + 1 WHERE id = new.summary_id;
    UPDATE run_batches SET run_count = run_count + 1 WHERE id = new.batch_id;
END;

CREATE TRIGGER run_entries_release AFTER DELETE ON run_entries
BEGIN
    UPDATE environments SET run_count = run_count - 1 WHERE id = old.environment_id;
    DELETE FROM environments WHERE id = old.environment_id AND run_count <= 0;
    UPDATE run_summaries SET run_count = run_count - 1 WHERE id = old.summary_id;
    DELETE FROM run_summaries WHERE id = old.summary_id AND run_count <= 0;
    UPDATE run_batches SET run_count = run_count - 1 WHERE id = old.batch_id;
    DELETE FROM run_batches WHERE id = old.batch_id AND run_count <= 0;
    DELETE FROM computations WHERE id = old.computation_id
        AND NOT EXISTS (SELECT 1 FROM run_entries WHERE computation_id = old.computation_id);
END;

CREATE TRIGGER run_summaries_release AFTER DELETE ON run_summaries
WHEN NOT EXISTS (SELECT 1 FROM run_summaries WHERE result_id = old.result_id)
BEGIN
    DELETE FROM results WHERE id = old.result_id;
END;

CREATE TRIGGER results_delete_frames AFTER DELETE ON results
BEGIN
    DELETE FROM result_frames WHERE result_id = old.id;
    DELETE FROM result_orthogonal_sections WHERE result_id = old.id;
END;

-- The table `runs` was, as a view: its columns in its order, every run, current or not, then the run's key in
-- run_entries (computation_id, environment_id), by which the store reads a run.
CREATE VIEW runs AS
SELECT r.id,
       c.key AS cache_key,
       c.layout,
       c.layout_version_id,
       c.geometry_digest,
       c.dataset,
       c.dataset_digest,
       e.container_width,
       e.container_height,
       e.scale,
       e.safe_area_top,
       e.safe_area_left,
       e.safe_area_bottom,
       e.safe_area_right,
       s.offset_x,
       s.offset_y,
       e.orthogonal_offsets,
       c.item_counts,
       c.engine_version,
       s.content_width,
       s.content_height,
       res.element_count,
       res.cell_count,
       res.supplementary_count,
       res.decoration_count,
       res.max_element_height,
       res.max_element_width,
       s.warnings,
       r.compute_us / 1000.0 AS compute_ms,
       b.computed_at,
       e.canonical AS environment,
       e.layout_margin_top,
       e.layout_margin_left,
       e.layout_margin_bottom,
       e.layout_margin_right,
       e.layout_direction,
       c.family,
       s.inset_top,
       s.inset_left,
       s.inset_bottom,
       s.inset_right,
       e.device,
       e.orientation,
       e.content_size_category,
       s.text_face,
       s.result_id,
       r.computation_id,
       r.environment_id
FROM run_entries r
JOIN computations c ON c.id = r.computation_id
JOIN environments e ON e.id = r.environment_id
JOIN run_summaries s ON s.id = r.summary_id
JOIN run_batches b ON b.id = r.batch_id
LEFT JOIN results res ON res.id = s.result_id;

-- layout_runs as before (the current runs: the layout's current geometry, the dataset's current contents, this
-- engine), read from the tables where each value is now stored once.
CREATE VIEW layout_runs AS
SELECT r.id AS run_id,
       c.layout,
       c.dataset,
       e.container_width,
       e.container_height,
       e.scale,
       e.safe_area_top,
       e.safe_area_left,
       e.safe_area_bottom,
       e.safe_area_right,
       s.offset_x,
       s.offset_y,
       e.orthogonal_offsets,
       c.item_counts,
       s.content_width,
       s.content_height,
       res.element_count,
       res.cell_count,
       res.supplementary_count,
       res.decoration_count,
       res.max_element_height,
       v.version AS layout_version,
       c.engine_version,
       s.warnings,
       r.compute_us / 1000.0 AS compute_ms,
       b.computed_at,
       e.layout_direction,
       e.layout_margin_top,
       e.layout_margin_left,
       e.layout_margin_bottom,
       e.layout_margin_right,
       e.canonical AS environment,
       c.family,
       s.inset_top,
       s.inset_left,
       s.inset_bottom,
       s.inset_right,
       e.device,
       e.orientation,
       e.content_size_category,
       s.text_face,
       s.result_id
FROM computations c
JOIN layouts l ON l.name = c.layout
JOIN layout_versions v ON v.id = l.current_version_id AND v.geometry_digest = c.geometry_digest
LEFT JOIN datasets d ON d.name = c.dataset
JOIN run_entries r ON r.computation_id = c.id
JOIN environments e ON e.id = r.environment_id
JOIN run_summaries s ON s.id = r.summary_id
JOIN run_batches b ON b.id = r.batch_id
LEFT JOIN results res ON res.id = s.result_id
WHERE c.engine_version = (SELECT CAST(value AS INTEGER) FROM catalog_meta WHERE key = 'engine_version')
  AND (c.dataset IS NULL OR c.dataset_digest = d.digest);

-- The views below read layout_runs as migration 0009 defined them.
CREATE VIEW frames AS
SELECT lr.layout,
       lr.dataset,
       lr.container_width,
       lr.container_height,
       lr.scale,
       lr.offset_x,
       lr.offset_y,
       CASE f.flags & 3 WHEN 0 THEN 'cell' WHEN 1 THEN 'supplementary' ELSE 'decoration' END AS category,
       k.name AS element_kind,
       f.section,
       f.item,
       f.x,
       f.y,
       CASE WHEN f.width < 0 AND f.width > -1000000000000000 THEN -f.width / 6.0 ELSE f.width END AS width,
       CASE WHEN f.height < 0 AND f.height > -1000000000000000 THEN -f.height / 6.0 ELSE f.height END AS height,
       f.flags >> 19 AS z_index,
       (f.flags >> 2) & 1 AS hidden,
       lr.run_id,
       lr.max_element_height,
       lr.layout_direction,
       lr.family,
       lr.device,
       lr.orientation,
       lr.content_size_category
FROM layout_runs lr
JOIN result_frames f ON f.result_id = lr.result_id
LEFT JOIN element_kinds k ON k.id = (f.flags >> 3) & 65535;

CREATE VIEW orthogonal_sections AS
SELECT lr.layout,
       lr.dataset,
       lr.container_width,
       lr.container_height,
       lr.scale,
       o.section,
       o.behavior,
       o.axis,
       o.visible_length,
       o.content_length,
       o.min_offset,
       o.max_offset,
       o.initial_offset,
       json_array_length(o.rest_points) AS rest_point_count,
       o.rest_points,
       o.group_count,
       lr.run_id
FROM layout_runs lr
JOIN result_orthogonal_sections o ON o.result_id = lr.result_id;

CREATE VIEW orthogonal_rest_points AS
SELECT s.layout,
       s.container_width,
       s.container_height,
       s.section,
       s.behavior,
       CAST(p.key AS INTEGER) AS position,
       p.value AS offset,
       s.run_id
FROM orthogonal_sections s, json_each(s.rest_points) p;

CREATE VIEW run_frames AS
SELECT r.id AS run_id, f.y, f.ordinal, (f.flags & 7) | ((f.flags >> 19) << 3) AS flags, k.name AS element_kind, f.section, f.item,
       f.x,
       CASE WHEN f.width < 0 AND f.width > -1000000000000000 THEN -f.width / 6.0 ELSE f.width END AS width,
       CASE WHEN f.height < 0 AND f.height > -1000000000000000 THEN -f.height / 6.0 ELSE f.height END AS height
FROM run_entries r
JOIN run_summaries s ON s.id = r.summary_id
JOIN result_frames f ON f.result_id = s.result_id
LEFT JOIN element_kinds k ON k.id = (f.flags >> 3) & 65535;

CREATE VIEW run_orthogonal_sections AS
SELECT r.id AS run_id, o.section, o.behavior, o.axis, o.visible_length, o.content_length, o.min_offset, o.max_offset,
       o.initial_offset, o.rest_points, o.group_count
FROM run_entries r
JOIN run_summaries s ON s.id = r.summary_id
JOIN result_orthogonal_sections o ON o.result_id = s.result_id;
