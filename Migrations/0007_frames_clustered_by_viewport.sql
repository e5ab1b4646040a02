-- Frames stored in the order a viewport query reads them, and in fewer bytes.
--
-- run_frames becomes a WITHOUT ROWID table whose primary key is (run_id, y, ordinal): the table itself is the
-- viewport index, so a load writes one B-tree instead of a table and an index, and a viewport query reads the
-- frames where its index search lands instead of looking each row up by rowid. ordinal is the frame's position in
-- its run (the order the engine produced it), which keeps frames at the same y apart and in that order.
--
-- Category, hidden and z-index share one integer, flags = category | hidden << 2 | z_index << 3 (0 for a plain
-- cell, which SQLite stores in no bytes at all); the frames view decodes it, so its columns and values are as
-- before. >> keeps the sign, so negative z-indexes come back as they went in.
--
-- The foreign key to runs goes: SQLite looked the run up for every inserted row. An AFTER DELETE trigger on runs
-- removes a deleted run's frames instead, through the primary key's run_id prefix.
CREATE TABLE run_frames_clustered (
    run_id       INTEGER NOT NULL,
    y            REAL    NOT NULL,
    ordinal      INTEGER NOT NULL,
    flags        INTEGER NOT NULL,
    element_kind TEXT,
    section      INTEGER NOT NULL,
    item         INTEGER NOT NULL,
    x            REAL    NOT NULL,
    width        REAL    NOT NULL,
    height       REAL    NOT NULL,
    PRIMARY KEY (run_id, y, ordinal)
) WITHOUT ROWID;

-- Runs stored before this migration keep their frames, numbered in the order they were written.
INSERT INTO run_frames_clustered (run_id, y, ordinal, flags, element_kind, section, item, x, width, height)
SELECT run_id, y, row_number() OVER (PARTITION BY run_id ORDER BY rowid) - 1,
       category | (hidden << 2) | (z_index << 3), element_kind, section, item, x, width, height
FROM run_frames
ORDER BY run_id, y;

DROP VIEW frames;
DROP TABLE run_frames;
ALTER TABLE run_frames_clustered RENAME TO run_frames;

CREATE TRIGGER runs_delete_frames AFTER DELETE ON runs
BEGIN
    DELETE FROM run_frames WHERE run_id = old.id;
END;

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
       f.run_id,
       lr.max_element_height,
       lr.layout_direction,
       lr.family,
       lr.device,
       lr.orientation,
       lr.content_size_category
FROM run_frames f
JOIN layout_runs lr ON lr.run_id = f.run_id;
