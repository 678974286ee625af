-- Puzzle Lab schema version 2: imports stored in short transactions, visible all at once.
--
-- A long import stores its puzzles in chunks, each chunk its own short transaction, with
-- `puzzles.import_id` naming its row in `imports`. While that row exists the puzzles are
-- invisible (readers use the view `visible_puzzles`); one short final transaction deletes the
-- row and they all appear. An import that failed or was killed is undone by deleting its
-- puzzles first and its row last. `AUTOINCREMENT`: an import id is never used twice, so the
-- puzzles of a finished import (which keep their `import_id`) can never be hidden again.

CREATE TABLE imports (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    library_id INTEGER NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    started    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- Updated by every chunk; an import whose heartbeat is old was abandoned.
    heartbeat  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- Set when the import is being undone: it may then no longer finish.
    abandoned  INTEGER NOT NULL DEFAULT 0 CHECK (abandoned IN (0, 1))
);

ALTER TABLE puzzles ADD COLUMN import_id INTEGER;

-- Counting a library's visible puzzles reads this index only.
CREATE INDEX puzzles_by_library_import ON puzzles (library_id, import_id);

CREATE VIEW visible_puzzles AS
    SELECT * FROM puzzles
    WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports);
