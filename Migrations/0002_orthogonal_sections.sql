-- Scroll geometry of every orthogonally scrolling section of a run (rules R36 to R38).

CREATE TABLE run_orthogonal_sections (
    run_id         INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    section        INTEGER NOT NULL,
    behavior       TEXT    NOT NULL,   -- continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    axis           TEXT    NOT NULL,   -- the strip's scroll axis: horizontal in a vertical layout, vertical in a horizontal one
    visible_length REAL    NOT NULL,   -- the strip's visible length: container less the section's insets along the strip
    content_length REAL    NOT NULL,   -- all groups and their spacing, section insets excluded
    min_offset     REAL    NOT NULL,
    max_offset     REAL    NOT NULL,
    initial_offset REAL    NOT NULL,   -- groupPagingCentered starts with the first group centred
    rest_points    TEXT    NOT NULL,   -- JSON array of offsets, ascending; [] for continuous
    group_count    INTEGER NOT NULL,
    PRIMARY KEY (run_id, section)
) WITHOUT ROWID;

-- One row per orthogonal section of every current run.
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

-- One row per rest point: where each strip can come to rest, in order.
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
