-- The iOS version becomes a trait of the environment (Environments.md, "iOS version"; ListRules.md, "iOS 26").
--
-- Every run stored before this migration was computed with iOS 15 to 18's list metrics, and its environment's
-- canonical text names no version: the encoding leaves iOS 18 unwritten, so those runs keep answering for
-- `--ios 18` and never for iOS 26. Their environments get the column's value 18 here.
--
-- SQL sees the version as `ios_version` (an integer: 15, 16, 17, 18 or 26) in `environments`, and in the views that
-- carry an environment's traits: `runs`, `layout_runs` and `frames` (at the end of each, so queries that read their
-- columns by position keep working). The views are made again as migration 0010 made them, with the new column.

ALTER TABLE environments ADD COLUMN ios_version INTEGER NOT NULL DEFAULT 18;

DROP VIEW frames;
DROP VIEW orthogonal_rest_points;
DROP VIEW orthogonal_sections;
DROP VIEW layout_runs;
DROP VIEW runs;

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
       r.environment_id,
       e.ios_version
FROM run_entries r
JOIN computations c ON c.id = r.computation_id
JOIN environments e ON e.id = r.environment_id
JOIN run_summaries s ON s.id = r.summary_id
JOIN run_batches b ON b.id = r.batch_id
LEFT JOIN results res ON res.id = s.result_id;

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
       s.result_id,
       e.ios_version
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
       lr.content_size_category,
       lr.ios_version
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
