-- Puzzle Lab schema version 1: puzzle libraries, saved games, records, analysis results.
-- Timestamps are UTC text in RFC 3339 form with milliseconds, e.g. 2025-01-31T12:00:00.123Z.
-- JSON columns hold compact JSON text; NULL means "none".

CREATE TABLE libraries (
    id          INTEGER PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind <> ''),
    name        TEXT    NOT NULL CHECK (name <> ''),
    description TEXT    NOT NULL DEFAULT '',
    source      TEXT    NOT NULL DEFAULT '',
    builtin     INTEGER NOT NULL DEFAULT 0 CHECK (builtin IN (0, 1)),
    -- Hash of the seed data of a built-in library, so seeding again is a no-op.
    fingerprint TEXT,
    created     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (kind, name)
);

CREATE TABLE puzzles (
    id          INTEGER PRIMARY KEY,
    library_id  INTEGER NOT NULL REFERENCES libraries (id) ON DELETE CASCADE,
    -- Copy of the library's kind, so puzzles can be filtered by kind without a join.
    kind        TEXT    NOT NULL,
    name        TEXT,
    description TEXT    NOT NULL CHECK (description <> ''),
    -- Higher is harder; the scale is the puzzle's own (Klotski: optimal move count).
    difficulty  REAL,
    -- A text label such as low/mid/high or easy/hard.
    level       TEXT,
    source      TEXT    NOT NULL DEFAULT '',
    extra       TEXT    CHECK (extra IS NULL OR json_valid(extra)),
    created     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (library_id, description)
);
CREATE INDEX puzzles_by_kind_difficulty ON puzzles (kind, difficulty);
CREATE INDEX puzzles_by_library_difficulty ON puzzles (library_id, difficulty);

CREATE TABLE games (
    id      INTEGER PRIMARY KEY,
    kind    TEXT NOT NULL CHECK (kind <> ''),
    puzzle  TEXT NOT NULL,
    name    TEXT NOT NULL DEFAULT '',
    state   TEXT NOT NULL,
    moves   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(moves)),
    created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX games_by_kind_updated ON games (kind, updated);

CREATE TABLE records (
    id       INTEGER PRIMARY KEY,
    kind     TEXT    NOT NULL CHECK (kind <> ''),
    puzzle   TEXT    NOT NULL,
    metric   TEXT    NOT NULL CHECK (metric <> ''),
    -- Lower is better.
    value    INTEGER NOT NULL,
    who      TEXT,
    achieved TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    details  TEXT    CHECK (details IS NULL OR json_valid(details)),
    UNIQUE (kind, puzzle, metric)
);

CREATE TABLE results (
    id      INTEGER PRIMARY KEY,
    kind    TEXT NOT NULL CHECK (kind <> ''),
    key     TEXT NOT NULL,
    value   TEXT NOT NULL CHECK (json_valid(value)),
    created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (kind, key)
);
