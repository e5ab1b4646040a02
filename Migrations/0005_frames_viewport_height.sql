-- The frames view also shows its run's tallest element, so a viewport query can bound y from below in the same
-- statement: `y < :bottom AND y + height > :top AND y > :top - max_element_height`. The lower bound is a column of
-- the run the index search starts from, so SQLite turns it into a range on run_frames_by_run_y (run_id, y); without
-- it the search walks every frame above the viewport. Same columns as before, one more at the end.
DROP VIEW frames;

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
       lr.max_element_height
FROM run_frames f
JOIN layout_runs lr ON lr.run_id = f.run_id;
