-- Each distinct result stored once.
--
-- A run's frames and strips are one result, named by the SHA-256 of their canonical encoding (every frame's category,
-- kind, index path, frame, z-index and hidden flag in produced order, with the strips' scroll geometry; the encoding
-- is CatalogStore's ResultDigester). A layout without text gives the same result at every text size, devices of one
-- size share theirs: a device matrix of the samples holds 891 distinct results among 25,920 runs. So a run now
-- references its result, and a result's frames and strips are stored once however many runs share it.
--
--   results                     one row per distinct result: digest (32 bytes), prefix_digest (of the strips and the
--                               first 4,096 frames, which lets a large run be matched before its frames are written),
--                               element_count
--   result_frames               what run_frames was, keyed by result: clustered by (result_id, y, ordinal) as
--                               migration 0007 made it, so a viewport query is one primary-key range
--   result_orthogonal_sections  what run_orthogonal_sections was, keyed by result
--   runs.result_id              the result a run's frames came to
--
-- A result goes when the last run that references it goes (the triggers below), so replacing or deleting runs never
-- leaves a result nobody references, and never removes one that a run still shows.
--
-- Runs stored before this migration keep their rows and ids; their results are made from their stored frames, not
-- recomputed. SQLite has no SHA-256, so the program digests each stored run's frames and strips just before this
-- file runs (CatalogStore's ResultMigration) into temp.migrating_run_results (run_id, digest, prefix_digest,
-- element_count); the frames of the first run of each result are kept as the result's.
CREATE TABLE results (
    id            INTEGER PRIMARY KEY,
    digest        BLOB    NOT NULL UNIQUE,
    prefix_digest BLOB    NOT NULL,
    element_count INTEGER NOT NULL
);
CREATE INDEX results_by_prefix ON results (prefix_digest);

INSERT INTO results (digest, prefix_digest, element_count)
SELECT digest, prefix_digest, element_count
FROM temp.migrating_run_results
GROUP BY digest
ORDER BY min(run_id);

ALTER TABLE runs ADD COLUMN result_id INTEGER REFERENCES results (id);
UPDATE runs SET result_id = (
    SELECT s.id FROM temp.migrating_run_results m JOIN results s ON s.digest = m.digest WHERE m.run_id = runs.id
);
CREATE INDEX runs_by_result ON runs (result_id);

CREATE TABLE result_frames (
    result_id    INTEGER NOT NULL,
    y            REAL    NOT NULL,
    ordinal      INTEGER NOT NULL,
    flags        INTEGER NOT NULL,
    element_kind TEXT,
    section      INTEGER NOT NULL,
    item         INTEGER NOT NULL,
    x            REAL    NOT NULL,
    width        REAL    NOT NULL,
    height       REAL    NOT NULL,
    PRIMARY KEY (result_id, y, ordinal)
) WITHOUT ROWID;

CREATE TABLE result_orthogonal_sections (
    result_id      INTEGER NOT NULL,
    section        INTEGER NOT NULL,
    behavior       TEXT    NOT NULL,
    axis           TEXT    NOT NULL,
    visible_length REAL    NOT NULL,
    content_length REAL    NOT NULL,
    min_offset     REAL    NOT NULL,
    max_offset     REAL    NOT NULL,
    initial_offset REAL    NOT NULL,
    rest_points    TEXT    NOT NULL,
    group_count    INTEGER NOT NULL,
    PRIMARY KEY (result_id, section)
) WITHOUT ROWID;

CREATE TEMP TABLE migrating_result_sources AS
SELECT result_id, min(id) AS run_id FROM runs GROUP BY result_id;

INSERT INTO result_frames (result_id, y, ordinal, flags, element_kind, section, item, x, width, height)
SELECT s.result_id, f.y, f.ordinal, f.flags, f.element_kind, f.section, f.item, f.x, f.width, f.height
FROM temp.migrating_result_sources s
JOIN run_frames f ON f.run_id = s.run_id
ORDER BY s.result_id, f.y, f.ordinal;

INSERT INTO result_orthogonal_sections (result_id, section, behavior, axis, visible_length, content_length, min_offset,
    max_offset, initial_offset, rest_points, group_count)
SELECT s.result_id, o.section, o.behavior, o.axis, o.visible_length, o.content_length, o.min_offset, o.max_offset,
       o.initial_offset, o.rest_points, o.group_count
FROM temp.migrating_result_sources s
JOIN run_orthogonal_sections o ON o.run_id = s.run_id;

DROP TABLE temp.migrating_result_sources;
DROP TABLE temp.migrating_run_results;

DROP TRIGGER runs_delete_frames;
DROP VIEW frames;
DROP VIEW orthogonal_rest_points;
DROP VIEW orthogonal_sections;
DROP VIEW layout_runs;
DROP TABLE run_frames;
DROP TABLE run_orthogonal_sections;

-- A run's result goes with the last run that references it; a result's frames and strips go with it.
CREATE TRIGGER runs_release_result AFTER DELETE ON runs
WHEN NOT EXISTS (SELECT 1 FROM runs WHERE result_id = old.result_id)
BEGIN
    DELETE FROM results WHERE id = old.result_id;
END;

CREATE TRIGGER runs_release_replaced_result AFTER UPDATE OF result_id ON runs
WHEN old.result_id IS NOT new.result_id AND NOT EXISTS (SELECT 1 FROM runs WHERE result_id = old.result_id)
BEGIN
    DELETE FROM results WHERE id = old.result_id;
END;

CREATE TRIGGER results_delete_frames AFTER DELETE ON results
BEGIN
    DELETE FROM result_frames WHERE result_id = old.id;
    DELETE FROM result_orthogonal_sections WHERE result_id = old.id;
END;

-- layout_runs as before, with the run's result as its last column.
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
       r.computed_at,
       r.layout_direction,
       r.layout_margin_top,
       r.layout_margin_left,
       r.layout_margin_bottom,
       r.layout_margin_right,
       r.environment,
       r.family,
       r.inset_top,
       r.inset_left,
       r.inset_bottom,
       r.inset_right,
       r.device,
       r.orientation,
       r.content_size_category,
       r.text_face,
       r.result_id
FROM runs r
JOIN layouts l ON l.name = r.layout
JOIN layout_versions v ON v.id = l.current_version_id AND v.geometry_digest = r.geometry_digest
LEFT JOIN datasets d ON d.name = r.dataset
WHERE r.engine_version = (SELECT CAST(value AS INTEGER) FROM catalog_meta WHERE key = 'engine_version')
  AND (r.dataset IS NULL OR r.dataset_digest = d.digest);

-- One row per element per current run, as before: the run's result's frames with the run's columns. The documented
-- viewport query (`y < :bottom AND y + height > :top AND y > :top - max_element_height`) is still one range of the
-- frames' primary key, now (result_id, y, ordinal).
CREATE VIEW frames AS
SELECT lr.layout,
       lr.dataset,
       lr.container_width,
       lr.container_height,
       lr.scale,
       lr.offset_x,
       lr.offset_y,
       CASE f.flags & 3 WHEN 0 THEN 'cell' WHEN 1 THEN 'supplementary' ELSE 'decoration' END AS category,
       f.element_kind,
       f.section,
       f.item,
       f.x,
       f.y,
       f.width,
       f.height,
       f.flags >> 3 AS z_index,
       (f.flags >> 2) & 1 AS hidden,
       lr.run_id,
       lr.max_element_height,
       lr.layout_direction,
       lr.family,
       lr.device,
       lr.orientation,
       lr.content_size_category
FROM layout_runs lr
JOIN result_frames f ON f.result_id = lr.result_id;

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

-- The two tables this migration replaced, as views with their columns and rows (every run, current or not), so
-- queries written against them read what they read before.
CREATE VIEW run_frames AS
SELECT r.id AS run_id, f.y, f.ordinal, f.flags, f.element_kind, f.section, f.item, f.x, f.width, f.height
FROM runs r
JOIN result_frames f ON f.result_id = r.result_id;

CREATE VIEW run_orthogonal_sections AS
SELECT r.id AS run_id, o.section, o.behavior, o.axis, o.visible_length, o.content_length, o.min_offset, o.max_offset,
       o.initial_offset, o.rest_points, o.group_count
FROM runs r
JOIN result_orthogonal_sections o ON o.result_id = r.result_id;
