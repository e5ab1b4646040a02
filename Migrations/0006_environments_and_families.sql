-- Runs of every layout family, in every environment.
--
-- Every run keeps its environment in the canonical text its cache key digests (`size=390x844 scale=3
-- safe-area=47,0,34,0 ...`), so a run reads back as the environment it was computed in. Two traits that were
-- implicit get columns of their own: the layout margins (NULL: a view's default, 8 points beyond the safe area) and
-- the layout direction.
ALTER TABLE runs ADD COLUMN environment TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN layout_margin_top REAL;
ALTER TABLE runs ADD COLUMN layout_margin_left REAL;
ALTER TABLE runs ADD COLUMN layout_margin_bottom REAL;
ALTER TABLE runs ADD COLUMN layout_margin_right REAL;
ALTER TABLE runs ADD COLUMN layout_direction TEXT NOT NULL DEFAULT 'leftToRight';

-- Runs stored before this migration: their environment, written from their columns (17 significant digits read
-- back to the same doubles).
UPDATE runs SET environment =
    'size=' || printf('%.17g', container_width) || 'x' || printf('%.17g', container_height)
    || ' scale=' || printf('%.17g', scale)
    || CASE WHEN safe_area_top = 0 AND safe_area_left = 0 AND safe_area_bottom = 0 AND safe_area_right = 0 THEN ''
            ELSE ' safe-area=' || printf('%.17g,%.17g,%.17g,%.17g', safe_area_top, safe_area_left, safe_area_bottom, safe_area_right)
       END
    || CASE WHEN offset_x = 0 AND offset_y = 0 THEN '' ELSE ' offset=' || printf('%.17g,%.17g', offset_x, offset_y) END
    || COALESCE((SELECT group_concat(' orthogonal-offset=' || o.key || '=' || printf('%.17g', o.value), '')
                 FROM (SELECT key, value FROM json_each(runs.orthogonal_offsets) ORDER BY CAST(key AS INTEGER)) o), '');

-- And the family, the device and the text size:
--   family: compositional or flow. inset_*: the collection view's adjusted content inset (a flow layout's content
--   inset and safe area; 0 for compositional layouts), so a frame is on screen at rest at x + inset_left,
--   y + inset_top. device and orientation: the named device (NULL without one). content_size_category: the text
--   size (UIKit's names; large by default).
-- offset_x and offset_y now hold the offset the frames were computed at: the one given, or where the layout rests.
ALTER TABLE runs ADD COLUMN family TEXT NOT NULL DEFAULT 'compositional';
ALTER TABLE runs ADD COLUMN inset_top REAL NOT NULL DEFAULT 0;
ALTER TABLE runs ADD COLUMN inset_left REAL NOT NULL DEFAULT 0;
ALTER TABLE runs ADD COLUMN inset_bottom REAL NOT NULL DEFAULT 0;
ALTER TABLE runs ADD COLUMN inset_right REAL NOT NULL DEFAULT 0;
ALTER TABLE runs ADD COLUMN device TEXT;
ALTER TABLE runs ADD COLUMN orientation TEXT;
ALTER TABLE runs ADD COLUMN content_size_category TEXT NOT NULL DEFAULT 'large';

DROP VIEW frames;
DROP VIEW orthogonal_rest_points;
DROP VIEW orthogonal_sections;
DROP VIEW layout_runs;

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
       r.content_size_category
FROM runs r
JOIN layouts l ON l.name = r.layout
JOIN layout_versions v ON v.id = l.current_version_id AND v.geometry_digest = r.geometry_digest
LEFT JOIN datasets d ON d.name = r.dataset
WHERE r.engine_version = (SELECT CAST(value AS INTEGER) FROM catalog_meta WHERE key = 'engine_version')
  AND (r.dataset IS NULL OR r.dataset_digest = d.digest);

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
       f.run_id,
       lr.max_element_height,
       lr.layout_direction,
       lr.family,
       lr.device,
       lr.orientation,
       lr.content_size_category
FROM run_frames f
JOIN layout_runs lr ON lr.run_id = f.run_id;

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
       o.run_id
FROM run_orthogonal_sections o
JOIN layout_runs lr ON lr.run_id = o.run_id;

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
