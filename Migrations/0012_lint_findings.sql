-- Lint findings stored: what `catalog lint` found, for SQL and for the next lint of an unchanged catalog; and what a
-- picture needs of a stored run besides its frames.
--
-- A lint of one layout over a matrix of environments (LayoutLint.docc/LintRules.md) is stored as one row of
-- `lint_results`, keyed by the digest of everything its findings depend on (CatalogKit's LintKey: the rules'
-- version and the rules that ran, the engine version, the layout version's canonical spec with its `lint` and
-- `interactive` keys, its source text, which locations come from, and every run's cache key, environment by
-- environment). A second lint finds the row under the same key and prints the findings stored with it instead of
-- linting again.
--
--   lint_rules                one row per rule id (LL001 …) with its name, written by the lint from its own table
--   lint_results              one row per stored lint of a layout: its key, the layout version, the rules that ran,
--                             counts, and `served`, which orders lints by when they were last stored or served
--   lint_result_environments  the environments linted, in order (`position`), each an `environments` row (kept
--                             while a lint names it: `lint_count`) and the run linted there
--   lint_result_findings      the findings gathered across environments, in print order (`ordinal`): what the
--                             command prints again when it finds the lint stored; `environments` lists positions
--                             as ranges, `0-5,8`
--   lint_result_occurrences   one row per finding and environment, with that environment's own severity and
--                             message: what the view `lint_findings` shows
--
-- The view `lint_findings` shows, for each layout, the occurrences of its latest lint (the largest `served`) of its
-- current version by this engine, one row per finding and environment, with the environment's columns as
-- `layout_runs` names them. Every finding is stored whatever a baseline leaves out of the output.
--
-- A picture drawn from a stored run veils an orthogonal strip's section beyond the screen, which needs the section's
-- place along the scroll axis: each strip of a result keeps it (`section_start`, `section_length`; NULL for strips
-- stored before, whose pictures are drawn by planning the layout). It is kept as the run that stored the result had
-- it and stays out of the result's identity, which frames and strips make (migration 0009): runs with the same frames
-- and strips place their sections alike, but for the trailing inset of a strip that is the last section, which moves
-- no frame and only lengthens the veil. The strip's own geometry was stored already; the cards of inset-grouped lists
-- and which supplementaries are badges or pinned follow from the frames and the spec.
--
-- An environment is stored once for runs and lints alike; it goes when neither a run nor a lint names it any more
-- (`run_entries_release` made again with that condition). A lint's rows go with it.

CREATE TABLE lint_rules (
    id   TEXT NOT NULL PRIMARY KEY,
    name TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE lint_results (
    id                INTEGER PRIMARY KEY,
    key               TEXT    NOT NULL UNIQUE,
    matrix_key        TEXT    NOT NULL,   -- the digest of the rules and the environments: lints of one matrix
    layout            TEXT    NOT NULL,
    layout_version_id INTEGER NOT NULL,
    engine_version    INTEGER NOT NULL,
    rules             TEXT    NOT NULL,   -- the ids of the rules that ran, comma-separated
    source_path       TEXT,               -- the file locations point into; NULL when none is known
    environment_count INTEGER NOT NULL,
    finding_count     INTEGER NOT NULL,
    occurrence_count  INTEGER NOT NULL,
    linted_at         TEXT    NOT NULL,   -- ISO 8601, UTC, to the second
    served            INTEGER NOT NULL    -- larger for a lint stored or served later
);
CREATE INDEX lint_results_by_layout ON lint_results (layout);

CREATE TABLE lint_result_environments (
    lint_id        INTEGER NOT NULL,
    position       INTEGER NOT NULL,
    environment_id INTEGER NOT NULL,
    run_id         INTEGER NOT NULL,
    PRIMARY KEY (lint_id, position)
) WITHOUT ROWID;

CREATE TABLE lint_result_findings (
    lint_id            INTEGER NOT NULL,
    ordinal            INTEGER NOT NULL,
    rule               TEXT    NOT NULL,
    severity           TEXT    NOT NULL,   -- error, warning or note: the most severe among its environments
    category           TEXT    NOT NULL,   -- cell, supplementary, decoration, section or run
    element_kind       TEXT,
    section            INTEGER,
    item               INTEGER,
    other_category     TEXT,
    other_element_kind TEXT,
    other_section      INTEGER,
    other_item         INTEGER,
    environments       TEXT    NOT NULL,
    message            TEXT    NOT NULL,
    spec_path          TEXT    NOT NULL,   -- the JSON path of the spec node the element comes from
    source_line        INTEGER,
    source_column      INTEGER,
    PRIMARY KEY (lint_id, ordinal)
) WITHOUT ROWID;

CREATE TABLE lint_result_occurrences (
    lint_id            INTEGER NOT NULL,
    position           INTEGER NOT NULL,
    ordinal            INTEGER NOT NULL,   -- the order the lint found them in, within the environment
    rule               TEXT    NOT NULL,
    severity           TEXT    NOT NULL,
    category           TEXT    NOT NULL,
    element_kind       TEXT,
    section            INTEGER,
    item               INTEGER,
    other_category     TEXT,
    other_element_kind TEXT,
    other_section      INTEGER,
    other_item         INTEGER,
    message            TEXT    NOT NULL,
    spec_path          TEXT    NOT NULL,
    source_line        INTEGER,
    source_column      INTEGER,
    PRIMARY KEY (lint_id, position, ordinal)
) WITHOUT ROWID;

ALTER TABLE environments ADD COLUMN lint_count INTEGER NOT NULL DEFAULT 0;

ALTER TABLE result_orthogonal_sections ADD COLUMN section_start REAL;
ALTER TABLE result_orthogonal_sections ADD COLUMN section_length REAL;

CREATE TRIGGER lint_result_environments_hold AFTER INSERT ON lint_result_environments
BEGIN
    UPDATE environments SET lint_count = lint_count + 1 WHERE id = new.environment_id;
END;

CREATE TRIGGER lint_result_environments_release AFTER DELETE ON lint_result_environments
BEGIN
    UPDATE environments SET lint_count = lint_count - 1 WHERE id = old.environment_id;
    DELETE FROM environments WHERE id = old.environment_id AND run_count <= 0 AND lint_count <= 0;
END;

CREATE TRIGGER lint_results_delete_rows AFTER DELETE ON lint_results
BEGIN
    DELETE FROM lint_result_environments WHERE lint_id = old.id;
    DELETE FROM lint_result_findings WHERE lint_id = old.id;
    DELETE FROM lint_result_occurrences WHERE lint_id = old.id;
END;

-- As migration 0010 made it, but an environment a lint names stays.
DROP TRIGGER run_entries_release;
CREATE TRIGGER run_entries_release AFTER DELETE ON run_entries
BEGIN
    UPDATE environments SET run_count = run_count - 1 WHERE id = old.environment_id;
    DELETE FROM environments WHERE id = old.environment_id AND run_count <= 0 AND lint_count <= 0;
    UPDATE run_summaries SET run_count = run_count - 1 WHERE id = old.summary_id;
    DELETE FROM run_summaries WHERE id = old.summary_id AND run_count <= 0;
    UPDATE run_batches SET run_count = run_count - 1 WHERE id = old.batch_id;
    DELETE FROM run_batches WHERE id = old.batch_id AND run_count <= 0;
    DELETE FROM computations WHERE id = old.computation_id
        AND NOT EXISTS (SELECT 1 FROM run_entries WHERE computation_id = old.computation_id);
END;

CREATE VIEW lint_findings AS
SELECT o.rule,
       lr.name,
       o.severity,
       r.layout,
       v.version AS layout_version,
       o.category,
       o.element_kind,
       o.section,
       o.item,
       o.other_category,
       o.other_element_kind,
       o.other_section,
       o.other_item,
       o.message,
       e.device,
       e.orientation,
       e.container_width,
       e.container_height,
       e.scale,
       e.safe_area_top,
       e.safe_area_left,
       e.safe_area_bottom,
       e.safe_area_right,
       e.layout_margin_top,
       e.layout_margin_left,
       e.layout_margin_bottom,
       e.layout_margin_right,
       e.layout_direction,
       e.content_size_category,
       e.ios_version,
       e.orthogonal_offsets,
       e.canonical AS environment,
       o.spec_path,
       r.source_path,
       o.source_line,
       o.source_column,
       le.run_id,
       r.id AS lint_id
FROM lint_results r
JOIN layouts l ON l.name = r.layout AND l.current_version_id = r.layout_version_id
JOIN layout_versions v ON v.id = r.layout_version_id
JOIN lint_result_occurrences o ON o.lint_id = r.id
JOIN lint_result_environments le ON le.lint_id = r.id AND le.position = o.position
JOIN environments e ON e.id = le.environment_id
LEFT JOIN lint_rules lr ON lr.id = o.rule
WHERE r.engine_version = (SELECT CAST(value AS INTEGER) FROM catalog_meta WHERE key = 'engine_version')
  AND r.served = (SELECT max(served) FROM lint_results latest WHERE latest.layout = r.layout);
