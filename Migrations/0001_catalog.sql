-- The catalog: layout specs (every imported version kept), datasets, computed runs and their frames.
-- Applied once by the `catalog` binary (which embeds this file); never edited once shipped: a change is a new file.

-- Key/value facts about the catalog itself, such as the engine version of the binary that last wrote it.
CREATE TABLE catalog_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- Every imported version of every layout spec. Re-importing an unchanged spec adds nothing.
CREATE TABLE layout_versions (
    id              INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL,
    version         INTEGER NOT NULL CHECK (version >= 1),
    title           TEXT,
    source_format   TEXT    NOT NULL CHECK (source_format IN ('json', 'yaml', 'swift')),
    source_path     TEXT    NOT NULL,
    source_text     TEXT    NOT NULL,   -- the file as imported, byte for byte
    canonical_spec  TEXT    NOT NULL,   -- one spelling per value, sorted keys
    spec_digest     TEXT    NOT NULL,   -- SHA-256 of canonical_spec
    geometry_digest TEXT    NOT NULL,   -- SHA-256 of the parts that determine frames
    imported_at     TEXT    NOT NULL,
    UNIQUE (name, version)
);

-- The version of each layout that `show`, `compute` and the views use.
CREATE TABLE layouts (
    name               TEXT PRIMARY KEY,
    current_version_id INTEGER NOT NULL REFERENCES layout_versions (id)
) WITHOUT ROWID;

-- Datasets: what a compute can take its section and item counts from.
CREATE TABLE datasets (
    name        TEXT PRIMARY KEY,
    shape       TEXT NOT NULL,          -- generic, animals, tutorials, ...
    source_path TEXT NOT NULL,
    digest      TEXT NOT NULL,          -- SHA-256 of the canonical contents
    imported_at TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE dataset_sections (
    dataset    TEXT    NOT NULL REFERENCES datasets (name) ON DELETE CASCADE,
    section    INTEGER NOT NULL CHECK (section >= 0),
    id         TEXT    NOT NULL,
    title      TEXT,
    item_count INTEGER NOT NULL CHECK (item_count >= 0),
    PRIMARY KEY (dataset, section)
) WITHOUT ROWID;

-- One computation of one layout version in one environment. cache_key digests everything the frames depend on
-- (layout geometry, dataset contents, environment, engine version), so a stale run is never found by key.
CREATE TABLE runs (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,   -- never reused, so a run id names one computation
    cache_key           TEXT    NOT NULL UNIQUE,
    layout              TEXT    NOT NULL,
    layout_version_id   INTEGER NOT NULL REFERENCES layout_versions (id),  -- the version that computed it
    geometry_digest     TEXT    NOT NULL,   -- runs stay valid across versions that change no geometry
    dataset             TEXT,               -- NULL when counts came from --items or the spec
    dataset_digest      TEXT,
    container_width     REAL    NOT NULL,
    container_height    REAL    NOT NULL,
    scale               REAL    NOT NULL,
    safe_area_top       REAL    NOT NULL,
    safe_area_left      REAL    NOT NULL,
    safe_area_bottom    REAL    NOT NULL,
    safe_area_right     REAL    NOT NULL,
    offset_x            REAL    NOT NULL,
    offset_y            REAL    NOT NULL,
    orthogonal_offsets  TEXT    NOT NULL,   -- JSON object: section index -> strip offset
    item_counts         TEXT    NOT NULL,   -- JSON array, one count per section
    engine_version      INTEGER NOT NULL,
    content_width       REAL    NOT NULL,
    content_height      REAL    NOT NULL,
    element_count       INTEGER NOT NULL,
    cell_count          INTEGER NOT NULL,
    supplementary_count INTEGER NOT NULL,
    decoration_count    INTEGER NOT NULL,
    max_element_height  REAL    NOT NULL,   -- bounds viewport queries: y > top - max_element_height
    max_element_width   REAL    NOT NULL,
    warnings            TEXT    NOT NULL,   -- JSON array of strings
    compute_ms          REAL    NOT NULL,
    computed_at         TEXT    NOT NULL
);
CREATE INDEX runs_by_layout ON runs (layout);

-- Every element of a run. category: 0 cell, 1 supplementary, 2 decoration.
CREATE TABLE run_frames (
    run_id       INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    category     INTEGER NOT NULL,
    element_kind TEXT,
    section      INTEGER NOT NULL,
    item         INTEGER NOT NULL,
    x            REAL    NOT NULL,
    y            REAL    NOT NULL,
    width        REAL    NOT NULL,
    height       REAL    NOT NULL,
    z_index      INTEGER NOT NULL,
    hidden       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX run_frames_by_run_y ON run_frames (run_id, y);

-- The runs that are current: of each layout's current version, of each dataset's current contents, by the
-- engine version that last wrote the catalog.
CREATE VIEW layout_runs AS
SELECT r.id AS run_id,
       r.layout,
       r.dataset,
       r.container_width,
       r.container_height,
       r.scale,
       r.safe_area_top,
       r.safe_area_left,
       r.safe_area_bottom,
       r.safe_area_right,
       r.offset_x,
       r.offset_y,
       r.orthogonal_offsets,
       r.item_counts,
       r.content_width,
       r.content_height,
       r.element_count,
       r.cell_count,
       r.supplementary_count,
       r.decoration_count,
       r.max_element_height,
       v.version AS layout_version,
       r.engine_version,
       r.warnings,
       r.compute_ms,
       r.computed_at
FROM runs r
JOIN layouts l ON l.name = r.layout
JOIN layout_versions v ON v.id = l.current_version_id AND v.geometry_digest = r.geometry_digest
LEFT JOIN datasets d ON d.name = r.dataset
WHERE r.engine_version = (SELECT CAST(value AS INTEGER) FROM catalog_meta WHERE key = 'engine_version')
  AND (r.dataset IS NULL OR r.dataset_digest = d.digest);

-- One row per laid-out element of every current run, in collection-view content coordinates.
CREATE VIEW frames AS
SELECT lr.layout,
       lr.dataset,
       lr.container_width,
       lr.container_height,
       lr.scale,
       lr.offset_x,
       lr.offset_y,
       CASE f.category WHEN 0 THEN 'cell' WHEN 1 THEN 'supplementary' ELSE 'decoration' END AS category,
       f.element_kind,
       f.section,
       f.item,
       f.x,
       f.y,
       f.width,
       f.height,
       f.z_index,
       f.hidden,
       f.run_id
FROM run_frames f
JOIN layout_runs lr ON lr.run_id = f.run_id;
