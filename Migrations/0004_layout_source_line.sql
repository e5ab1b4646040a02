-- Layouts imported from Swift source remember the line of the declaration that builds them (the `func` or `let`),
-- so `catalog show` can print the code beside the spec. NULL for JSON and YAML specs, whose file is the spec.
ALTER TABLE layout_versions ADD COLUMN source_line INTEGER CHECK (source_line IS NULL OR source_line >= 1);
