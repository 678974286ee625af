-- Puzzle Lab schema version 3: a built-in library may list one game under several names.
--
-- Two classic Klotski layouts, 瓮中之鳖 and 小燕出巢, have one placement in the public lists;
-- under UNIQUE (library_id, description) the second row was dropped without a word. A row is
-- now told apart by `name_key` as well: '' for the first row of a game in a library (so a
-- library of your own still holds a game once, whatever its name), and a built-in library that
-- lists the game again under another name keys that row by the name.
--
-- SQLite cannot drop a table constraint, so the table is rebuilt (the view over it and its
-- indexes with it); ids and every column are kept, and every existing row gets the key ''.

DROP VIEW visible_puzzles;

CREATE TABLE puzzles_v3 (
    id          INTEGER PRIMARY KEY,
    library_id  INTEGER NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL,
    name        TEXT,
    description TEXT    NOT NULL CHECK (description <> ''),
    difficulty  REAL,
    level       TEXT,
    source      TEXT    NOT NULL DEFAULT '',
    extra       TEXT    CHECK (extra IS NULL OR json_valid(extra)),
    created     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    import_id   INTEGER,
    name_key    TEXT    NOT NULL DEFAULT '',
    UNIQUE (library_id, description, name_key)
);

INSERT INTO puzzles_v3 (id, library_id, kind, name, description, difficulty, level, source,
                        extra, created, import_id)
    SELECT id, library_id, kind, name, description, difficulty, level, source, extra, created,
           import_id
    FROM puzzles;

DROP TABLE puzzles;
ALTER TABLE puzzles_v3 RENAME TO puzzles;

CREATE INDEX puzzles_by_kind_difficulty ON puzzles (kind, difficulty);
CREATE INDEX puzzles_by_library_difficulty ON puzzles (library_id, difficulty);
CREATE INDEX puzzles_by_library_import ON puzzles (library_id, import_id);

CREATE VIEW visible_puzzles AS
    SELECT * FROM puzzles
    WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports);
