-- Puzzle Lab schema version 4: the store speaks the glossary's words (ARCHITECTURE.md).
--
-- A puzzle's id ("klotski", "n-puzzle", ...) was called `kind`; it is now `puzzle`. The text of
-- a game (a game ID) in saved games and records was called `puzzle`; it is now `game`. The
-- game columns are renamed first, to free the name. RENAME COLUMN keeps every row and id and
-- rewrites the UNIQUE constraints and indexes that name the columns; `visible_puzzles` selects
-- `*` and follows. The two indexes named after `kind` get the new word too.

ALTER TABLE games RENAME COLUMN puzzle TO game;
ALTER TABLE games RENAME COLUMN kind TO puzzle;

ALTER TABLE records RENAME COLUMN puzzle TO game;
ALTER TABLE records RENAME COLUMN kind TO puzzle;

ALTER TABLE libraries RENAME COLUMN kind TO puzzle;
ALTER TABLE puzzles RENAME COLUMN kind TO puzzle;
ALTER TABLE results RENAME COLUMN kind TO puzzle;

DROP INDEX games_by_kind_updated;
CREATE INDEX games_by_puzzle_updated ON games (puzzle, updated);

DROP INDEX puzzles_by_kind_difficulty;
CREATE INDEX puzzles_by_puzzle_difficulty ON puzzles (puzzle, difficulty);
