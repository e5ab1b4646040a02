-- The face that measured a run's text (V10, V11 of EnvironmentRules.md).
--
-- text_face: 'sf-pro' when Apple's SF Pro files measured the system font (catalog --system-font or
-- CATALOG_SYSTEM_FONT), 'stand-in' when DejaVu Sans scaled to SF Pro's average width did, or the font file a
-- label names; several joined by ', ' when a layout's labels use more than one; NULL when the run measured no text
-- (and for runs stored before this migration, which an older engine computed).
ALTER TABLE runs ADD COLUMN text_face TEXT;

-- layout_runs as before, with the face as its last column. The views built on it (frames, orthogonal_sections)
-- name their columns, so they read it unchanged.
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
       r.content_size_category,
       r.text_face
FROM runs r
JOIN layouts l ON l.name = r.layout
JOIN layout_versions v ON v.id = l.current_version_id AND v.geometry_digest = r.geometry_digest
LEFT JOIN datasets d ON d.name = r.dataset
WHERE r.engine_version = (SELECT CAST(value AS INTEGER) FROM catalog_meta WHERE key = 'engine_version')
  AND (r.dataset IS NULL OR r.dataset_digest = d.digest);
