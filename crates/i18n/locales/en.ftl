# Puzzle Lab's words in English. Every message here has a translation with the same id
# and the same variables in zh-CN.ftl (a test checks).

-brand = Puzzle Lab

## The site: header, navigation, language and footer

site-brand = { -brand }
site-nav = Puzzles
nav-home = Home
nav-lab = Search lab
nav-lab-game-title = Open this game in the search lab: the textbook algorithms step by step, with the tree and the OPEN and CLOSED lists
nav-menu = Menu
lang-switch = Language
site-footer = { -brand } · everything runs on this machine
page-title = { $page } · { -brand }
notfound-title = No such page
notfound-text = There is no page at { $path }.
notfound-back = Back to Puzzle Lab

## Jobs and the server

job-progress = { $doing }… { $expanded } expanded, frontier { $frontier }, { $elapsed }
error-no-json = the server sent no JSON (HTTP { $status })
error-stream-lost = the connection to the server was lost before the answer came
error-cancelled = cancelled
error-network = the server could not be reached ({ $detail })
claim-optimal = optimal
claim-bounded = bounded (<= { $factor } x optimum)
claim-heuristic = heuristic
claim-no-solution = no solution exists
claim-no-solution-within = stopped by the depth limit (none within { $depth ->
    [one] 1 step
   *[other] { $depth } steps
})
claim-failed = failed (incomplete search)
claim-stopped-nodes = stopped by the node limit
claim-stopped-time = stopped by the time limit
claim-stopped-memory = stopped by the memory limit
claim-cancelled = cancelled

## Errors in what a person typed (the server sends the key and its values; the English is the
## engines' own, a test compares)

error-not-a-rule = '{ $text }' is not a rule: write KEY=VALUE after a ';', e.g. ;metric=unit
error-rule-without-name = a rule has no name before its '=': write KEY=VALUE, e.g. ;metric=unit
error-bad-rule-name = '{ $name }' is not a rule name: use letters, digits and '-'
error-rule-twice = the rule '{ $rule }' is given twice: keep one
error-unknown-rule = unknown rule '{ $rule }': the rules are { $rules }
error-unknown-rule-none = unknown rule '{ $rule }': this puzzle has no rules to set
error-bad-choice = '{ $value }' is not a value of { $rule }: use { $choices }
error-bad-integer = '{ $value }' is not a valid { $rule }: give a whole number from { $min } to { $max }
klotski-error-empty = the layout is empty: give 5 rows of 4 cells such as VCCV/VCCV/VHHV/VSSV/S..S, a built-in name, a CommonCode or a ShortCode
klotski-error-row-count = expected 5 rows of 4 cells, found { $found } rows: write 5 rows joined by / or one per line, e.g. VCCV/VCCV/VHHV/VSSV/S..S
klotski-error-row-length = row { $row } has { $found } cells, expected 4: each row is 4 characters from C, H, V, S and .
klotski-error-character = unknown character '{ $character }' at row { $row }, column { $column }: use C (2x2), H (horizontal 2x1), V (vertical 1x2), S (1x1) or . (empty)
klotski-error-no-block = no 2x2 block: a layout needs exactly one, written as four C cells
klotski-error-block-cells = { $cells } C cells: a layout has exactly one 2x2 block (4 C cells)
klotski-error-block-not-square = the C cells do not form a 2x2 square (first C at row { $row }, column { $column }): write CC above CC
klotski-error-too-few-empty = { $found } empty cell(s): a layout needs at least 2 (written as .)
klotski-error-does-not-fit = { $piece ->
    [C] 2x2 block
    [H] horizontal 2x1 piece
    [V] vertical 1x2 piece
   *[S] 1x1 soldier
} at row { $row }, column { $column } does not fit on the board or overlaps another piece
klotski-error-unrecognised = '{ $text }' is not a layout: give 5 rows of 4 cells joined by / (VCCV/VCCV/VHHV/VSSV/S..S), a classic's name (横刀立马, 峰回路转, ...), a CommonCode (9 hex digits) or a ShortCode (5 characters)
klotski-error-broken-horizontal = the H at row { $row }, column { $column } has no H to its right to pair with (H is 2 cells wide)
klotski-error-broken-vertical = the V at row { $row }, column { $column } has no V below it to pair with (V is 2 cells tall)
klotski-error-common-code = CommonCode '{ $code }' is not valid: { $reason }
klotski-error-short-code = ShortCode '{ $code }' is not valid: { $reason }
klotski-code-digits = { $count } digits, expected 1 to 9 hex digits
klotski-code-not-hex = '{ $character }' at position { $position } is not a hex digit
klotski-code-bits = more than 36 bits
klotski-code-block-head = the 2x2 block cannot stand at cell { $cell }
klotski-code-not-filled = the pieces do not fill the board
klotski-code-does-not-fit = piece { $piece } does not fit at cell { $cell }
klotski-code-left-over = pieces left over after the board is full
klotski-code-too-few-empty = { $empties } empty cell(s), at least 2 needed
klotski-code-characters = { $count } characters, expected 5
klotski-code-not-short = '{ $character }' at position { $position } is not a ShortCode character (1-9 and A-Z without I, L, O)
klotski-code-beyond-last = { $rank } is beyond the last layout (there are { $total })
lianliankan-error-empty = the board is empty: write its rows of numbers (0 empty, -1 blocker, k a tile kind)
lianliankan-error-number = '{ $text }' is not a whole number: write 0 for an empty cell, -1 for a blocker, 1 to { $max } for a tile kind
lianliankan-error-kind-range = { $value } is out of range: write 0 for an empty cell, -1 for a blocker, 1 to { $max } for a tile kind
lianliankan-error-header-size = the header says { $rows } x { $columns }; rows and columns must be 1 to { $max }
lianliankan-error-header-rows = the header says { $rows } rows but { $found } rows follow: fix the header or the rows
lianliankan-error-too-large = the board is { $rows } x { $columns }; at most { $max } rows and { $max } columns
lianliankan-error-row-length = row { $row } has { $found } { $found ->
    [one] number
   *[other] numbers
}, expected { $expected }: every row of the board must be as long
lianliankan-error-odd-kind = tile kind { $kind } appears an odd number of times ({ $count }), so one of its tiles can never be removed: add or remove one (this is the last one)
lianliankan-board-at = row { $row }, column { $column }: { $problem }
lianliankan-board-cell-count = expected { $expected } cells for { $rows } x { $columns }, got { $got }
lianliankan-request-report-cap = solver '{ $name }': the branch cap must be a whole number from 1 to { $max }, e.g. report:2
lianliankan-param-side = must be 1..={ $max }, got { $value }
lianliankan-param-at-least-one = must be at least 1
lianliankan-param-pairs = { $pairs } pairs need { $tiles } cells but the board has { $cells }
lianliankan-param-kinds = { $kinds } kinds cannot all appear in { $pairs } pairs (need kinds <= pairs)
lianliankan-param-at-most = at most { $max }
lianliankan-param-blockers = 2 x { $pairs } tiles + { $blockers } blockers = { $total } is more than the { $cells } cells of a { $rows } x { $cols } board
lianliankan-error-turns = '{ $value }' is not a turn limit: give a whole number from 0 to { $max }, or 'any'
matchstick-error-empty = the equation is empty: write one, e.g. 7+3=9
matchstick-error-character = unknown character '{ $character }'{ $hint ->
    [roman] ; Roman numerals need the Roman glyph set
    [arabic] ; use digits and + - * / =
    [digits] ; the Roman glyph set uses I, V, X
   *[letters] ; use I, V, X and + - =
}
matchstick-error-too-long = the equation has { $length } characters; at most { $max } are allowed: shorten it
matchstick-error-no-equals = there is no '=' in the equation: write both sides, e.g. 7+3=9
matchstick-error-second-equals = a second '=': chains like 3=3=3 need rules=equals-may-change
matchstick-error-empty-side = a side of the equation is empty: put a number here
matchstick-error-two-operators = two operators in a row: put a number between them
matchstick-error-no-left = the operator has no number before it: put one there
matchstick-error-no-right = the operator has no number after it: put one there
matchstick-error-leading-minus = a side may not start with '-' under these rules: add rules=leading-minus to allow it
matchstick-error-division = '/' is not a glyph under these rules: add rules=division to allow it
matchstick-error-leading-zero = '{ $number }' has a leading zero: drop it, or add rules=leading-zeros to allow it
matchstick-error-numeral = '{ $numeral }' is not a Roman numeral from I to XXXIX
matchstick-error-task-twice = the puzzle type is given twice: keep task= (kind= is its older name)
matchstick-error-flag = '{ $flag }' is not a rule flag: use { $flags } (joined by +)
matchstick-action-equation = An equation's sides and truth, and its sticks
matchstick-action-catalogue = Every two-operand puzzle with its answers and rating
matchstick-action-catalogue-k = Sticks
matchstick-action-catalogue-k-help = The K values (sticks to move), comma-separated, each 1 to 3.
matchstick-action-catalogue-digits = Digits
matchstick-action-catalogue-digits-help = Numbers have at most this many digits.
matchstick-action-catalogue-rules = Rules
matchstick-action-catalogue-rules-help = The conventions of the equations (those that change an equation's shape are refused).
matchstick-action-catalogue-rules-roman = Roman numerals (I, V, X with + - =)
matchstick-action-catalogue-rules-equals-may-change = = may change (and 3=3=3 counts)
matchstick-action-catalogue-rules-leading-minus = a side may start with -
matchstick-action-catalogue-rules-seven-with-four = 7 has four sticks
matchstick-action-catalogue-rules-tailless-six-nine = 6 and 9 without tails
matchstick-action-catalogue-rules-leading-zeros = leading zeros allowed
matchstick-action-catalogue-rules-division = the / glyph exists
matchstick-equation-true = { $equation }: sides { $sides } -> true
matchstick-equation-false = { $equation }: sides { $sides } -> false
matchstick-equation-inexact = { $equation }: false (a division is not exact)
matchstick-equation-sticks = { $sticks } sticks
matchstick-catalogue-summary = { $equations } true equations -> { $puzzles } puzzles in { $ms } ms
matchstick-catalogue-count = {"  "}move { $moves }, { $level }: { $puzzles }
matchstick-catalogue-col-equation = equation
matchstick-catalogue-col-moves = moves
matchstick-catalogue-col-answers = answers
matchstick-catalogue-col-difficulty = difficulty
matchstick-catalogue-col-score = score
matchstick-catalogue-bad-k = k: '{ $value }' is not a list of K values; give numbers from 1 to 3 joined by commas, e.g. 1,2
matchstick-catalogue-bad-rules = rules: the catalogue needs rules that keep the equation's shape (Arabic glyphs, '=' fixed, no leading minus)
matchstick-catalogue-too-large = digits: the catalogue packs numbers of at most 7 digits; choose fewer digits
matchstick-request-report-roman = { $solver } works on Arabic digits only: use fast for Roman numerals
matchstick-request-search-task = { $algorithm } searches over stick moves, and this is a { $task } puzzle: use fast
matchstick-request-lab-task = the search lab searches over stick moves, and this is { $task ->
    [add] an add
   *[remove] a remove
} puzzle: use a move puzzle (task=move)
matchstick-request-generate-k = k: the generator makes puzzles of 1 to { $max } sticks, not { $k }
matchstick-request-generate-roman = rules: the generator makes puzzles with digits only; drop roman
matchstick-error-not-held = { $place } holds no stick at the start: taken= lists the sticks of the starting drawing that are gone
matchstick-error-held = { $place } holds a stick at the start: placed= lists the empty places of the starting drawing that got one
matchstick-error-fixed-cell = cell { $cell } (the fixed '=') never changes under these rules (rules=equals-may-change lets it)
matchstick-error-listed-twice = { $place } is listed twice: keep one
matchstick-error-position = '{ $text }' is not a stick position: write CELL.SLOT, the cell counted from 0 and the slot by name, e.g. 2.c
matchstick-error-cell = '{ $text }' is not a cell of this drawing: give a number from 0 to { $last }
matchstick-error-slot = cell { $cell } has no slot '{ $slot }': its slots are { $slots }
matchstick-error-add-takes = an add puzzle takes no stick away: drop taken=
matchstick-error-remove-places = a remove puzzle puts no stick down: drop placed=
matchstick-error-over-budget = { $count } sticks are { $what }, but a { $task } puzzle with k={ $k } changes at most { $k }
matchstick-error-unbalanced = a move puzzle puts down every stick it takes: { $taken } taken, { $placed } placed
tendrops-error-empty = the board is empty: write rows of digits 0-4 (0 empty, 1-4 a drop's size) joined by '/' or one per line, e.g. 040244/304244/003030/000413/243220/004423
tendrops-error-cell = '{ $found }' is not a drop size: write 0 (or '.') for an empty cell, 1-4 for a drop
tendrops-error-row-length = row { $row } has { $found } cells but row 1 has { $expected }: give every row the same number of cells
tendrops-error-empty-row = row { $row } is empty: remove the extra '/' or blank line, or fill the row
tendrops-error-too-many-rows = the board has { $found } rows; at most { $max } are allowed: make the board smaller
tendrops-error-too-many-columns = the board has { $found } columns; at most { $max } are allowed: make the board smaller
tendrops-error-timing = '{ $value }' is not a timing model: use a-sum (the default), a-cap, b-sum or b-cap
tendrops-error-empty-taps = '{ $value }' is not a value of empty-taps: use allow (the default) or forbid
tendrops-not-a-cell = '{ $value }' is not a cell: give ROW,COL counted from 0, e.g. 2,3
tendrops-board-size = a board needs 1 to { $max } rows and columns, not { $rows }x{ $cols }
tendrops-board-cell-count = a board of this size has { $expected } cells, not { $found }
tendrops-board-value = row { $row }, column { $col } holds { $value }: a drop's size is 0 (empty) to { $max }
tendrops-replay-failed = the solver's tap { $number } at { $tap } does not replay: { $error }
tendrops-request-solver-too-large = the board has { $cells } cells; the solvers handle at most { $max } (e.g. 6x7): { $verb ->
    [rate] rate
   *[solve] solve
} a smaller board
tendrops-request-generator-too-large = a { $rows }x{ $cols } board has { $cells } cells; the generator proves boards of at most 42 cells (e.g. 6x7): choose fewer rows or columns
tendrops-solver-parameter = the parameter must be a positive whole number
n-puzzle-error-empty = the board is empty: give the cells row by row, 0 for the blank, e.g. 1 2 3/4 5 6/7 8 0 (9, 16 or 25 numbers for 3x3, 4x4 or 5x5)
n-puzzle-error-number = '{ $text }' is not a tile number: write each cell as a whole number (1, 2, ... for the tiles, 0 for the blank), separated by spaces or commas, rows by '/' or new lines
n-puzzle-error-count = found { $found } cells, but a board has 9 (3x3), 16 (4x4) or 25 (5x5): { $advice }
n-puzzle-error-count-add = add { $add } { $add ->
    [one] cell
   *[other] cells
} for a { $up }x{ $up } board
n-puzzle-error-count-remove = remove { $remove } { $remove ->
    [one] cell
   *[other] cells
} for a { $down }x{ $down } board
n-puzzle-error-count-remove-or-add = remove { $remove } { $remove ->
    [one] cell
   *[other] cells
} for a { $down }x{ $down } board or add { $add } { $add ->
    [one] cell
   *[other] cells
} for a { $up }x{ $up } board
n-puzzle-error-row-length = row { $row } has { $found } cells, but every row of a { $width }x{ $width } board has { $width }: fix the row or drop the row separators
n-puzzle-error-range = tile { $tile } is out of range: a { $width }x{ $width } board has tiles 1-{ $tiles } and 0 for the blank
n-puzzle-error-duplicate = { $tile ->
    [0] the blank (0)
   *[other] tile { $tile }
} appears twice, so { $missing ->
    [0] the blank (0)
   *[other] tile { $missing }
} is missing: every tile 1-{ $tiles } and the blank (0) must appear exactly once
n-puzzle-error-goal = the goal: { $problem }
n-puzzle-error-goal-size = the goal is a { $goal }x{ $goal } board but the position is { $width }x{ $width }: give the goal the same tiles, 1-{ $tiles } and 0 for the blank, in the order to reach
n-puzzle-request-heuristic-name = unknown heuristic '{ $input }': expected misplaced, manhattan, linear-conflict, walking-distance, pdb or inadmissible
n-puzzle-request-mode = unknown solving mode '{ $input }': expected exact, fast or auto
n-puzzle-request-partition-name = unknown pattern partition '{ $input }': expected 8 (3x3), 6-6-3, 5-5-5 or 7-8 (4x4), or 5-5-5-5-4 (5x5)
n-puzzle-request-walking-distance-size = walking-distance is available for 3x3 and 4x4 boards only (its 5x5 table is too large to build at first use); use pdb, linear-conflict or manhattan for 5x5
n-puzzle-request-partition-size = the { $partition } pattern databases are for { $for } boards, not { $size }
n-puzzle-solver-no-heuristic = { $algorithm } uses no heuristic
lianliankan-illegal-outside = row { $row }, column { $column } is outside the { $rows } x { $cols } board: rows go from 1 to { $rows }, columns from 1 to { $cols }
lianliankan-illegal-no-tile = there is no tile at row { $row }, column { $column }: pick two tiles
lianliankan-illegal-same-tile = row { $row }, column { $column } is the same tile twice: pick two tiles
lianliankan-illegal-kinds = row { $row }, column { $column } and row { $to_row }, column { $to_column } are different kinds ({ $kind } and { $to_kind }): only two tiles of one kind go together
lianliankan-illegal-no-path = no path of empty cells with at most { $turns } turns joins row { $row }, column { $column } and row { $to_row }, column { $to_column }: clear the way first
tendrops-illegal-outside = cell { $row0 },{ $col0 } is outside the { $rows }x{ $cols } board: rows go from 0 to { $rows0 }, columns from 0 to { $cols0 }
tendrops-action-simulate = One tap, tick by tick: droplets, absorptions, bursts (the animation's event stream)
tendrops-action-simulate-tap = Tap
tendrops-action-simulate-tap-help = The cell to tap, ROW,COL counted from 0.
tendrops-action-campaign = The built-in campaign of increasing difficulty, with the par of each level
tendrops-simulate-bad-tap = tap: { $error }
tendrops-simulate-head = tap { $tap } on { $board } ({ $timing }):
tendrops-simulate-tick = {"  "}t{ $tick } { $events }
tendrops-simulate-and = { $head }; { $tail }
tendrops-simulate-absorbed = absorbed at { $cells }
tendrops-simulate-spilled = spilled at { $cells }
tendrops-simulate-passed = flew through { $cells }
tendrops-simulate-left = { $count } left the board
tendrops-simulate-burst = burst { $cells }
tendrops-simulate-flying = { $count } droplets flying
tendrops-simulate-created = a drop was created
tendrops-simulate-grew = the drop grew
tendrops-simulate-total = bursts { $bursts }, droplets lost { $lost }, bonus { $bonus }
tendrops-campaign-col-number = #
tendrops-campaign-col-board = board
tendrops-campaign-col-level = level
tendrops-campaign-col-par = par
tendrops-illegal-empty-cell = cell { $row0 },{ $col0 } is empty and this game forbids tapping empty cells (empty-taps=forbid): tap a drop
tendrops-illegal-no-supply = no drops are left to tap with: the game is lost with { $drops } drops on the board
tendrops-illegal-won = the board is already clear: the game is won
matchstick-illegal-no-cell = { $move0 }: there is no cell { $cell0 }: the drawing has cells 0 to { $cells0 }
matchstick-illegal-fixed = { $move0 }: cell { $cell0 } is the fixed '=': its sticks never move under these rules (rules=equals-may-change frees them)
matchstick-illegal-no-slot = { $move0 }: cell { $cell0 } has no slot { $slot }: its slots are 0 to { $last_slot } ({ $names })
matchstick-illegal-no-stick = { $move0 }: { $stick } is not there: take a stick that is there
matchstick-illegal-occupied = { $move0 }: { $stick } is already there: put the stick on a free place
matchstick-illegal-over-budget = { $move0 }: this puzzle lets you { $verb } { $k } { $k ->
    [one] stick
   *[other] sticks
} in all, and this move would change more: put a stick you moved back first
matchstick-move-fixed = cell { $cell0 } does not exist or never changes (the fixed '=' changes only under rules=equals-may-change)
matchstick-move-no-slot = cell { $cell0 } has no slot { $slot }: name a slot of that cell
matchstick-move-no-stick = there is no stick at cell { $cell0 }, slot { $slot }: take a stick that is there
matchstick-move-occupied = cell { $cell0 }, slot { $slot } already holds a stick: put the stick on a free place
matchstick-move-over-budget = this puzzle lets { $k } { $k ->
    [one] stick
   *[other] sticks
} change in all, and this move would change more: put a stick you moved back first
matchstick-move-wrong-kind = { $task ->
    [add] an add puzzle only lets you add sticks
    [remove] a remove puzzle only lets you remove sticks
   *[move] a move puzzle only lets you move sticks
}
matchstick-illegal-wrong-kind = { $move0 }: a { $verb } puzzle only lets you { $verb } sticks: send {"{"}"type": "{ $verb }", ...{"}"}
n-puzzle-move-not-a-tile = '{ $input }' is not a move: name the tile to slide by its number, e.g. 7
n-puzzle-illegal-no-tile = there is no tile { $tile } on a { $width }x{ $width } board: name a tile 1-{ $tiles } next to the blank (0 is the blank itself)
n-puzzle-illegal-not-next = tile { $tile } is not next to the blank, so it cannot slide; the tiles that can are { $first } and { $last }
n-puzzle-slide-impossible = tile { $tile } cannot slide

## The home page

home-lead = Solve, generate, rate and play classic AI-search puzzles: exact solvers that prove their answers, the textbook search algorithms side by side, and puzzle libraries kept in SQLite.
home-loading = Loading the puzzle list…
home-load-failed = Could not load the puzzle list: { $detail }
home-play = Play
home-lab-summary = Every puzzle under the textbook searches: a run step by step with OPEN and CLOSED, heuristics checked, the algorithms compared.
home-lab-open = Open the lab
home-puzzles = Puzzles

## The game page (every puzzle)

play-game = Game
play-load = Load
play-board = Game board
play-moves = Moves
play-cost = Cost
play-left = Left from here
play-optimum = Optimum from start
play-best = Your best
play-time = Time
play-difficulty = Difficulty:
play-undo = ↶ Undo
play-undo-title = Undo (Ctrl+Z)
play-redo = ↷ Redo
play-redo-title = Redo (Ctrl+Y)
play-reset = Reset
play-hint = Hint
play-share = Share
play-share-title = Share the link to this game and the moves played
play-share-copied = The link to this game is copied: paste it to share it.
play-share-by-hand = Copy this link to share the game: { $url }
play-solver = Solver
play-show-solution = Show solution
play-cancel = Cancel
play-back-to-game = Back to my game
play-new-game = New game
play-generate = Generate
play-library = Library
play-saved-games = Saved games
play-figures = Figures

## The game page's messages (every puzzle)

# $unit is the puzzle's cost unit, singular for one ("1 move", "2 moves")
input-placed = { $message } (line { $line }, column { $column })
play-left-title = { $amount } left (found, not proven the least)
play-left-optimal-title = { $amount } left at best (proven)
play-no-solution = no solution
play-unknown = unknown
play-unsolvable = This game has no solution: { $why }.
play-stuck-here = No move is left here: undo, or start another game.
play-stuck = No move is left: undo, or start again.
play-new-game-loaded = New game.
play-back-to-start = Back to the start (redo replays your moves).
play-undone = Undone.
play-redone = Redone.
play-load-failed = This game could not be loaded: { $detail }
play-check-failed = This game could not be checked: { $detail }
play-solution-shown = A solution is shown: “Back to my game” first.
play-not-rated = not rated (it takes too long)
play-not-rated-unsolvable = none: no solution
play-score = score { $score } of 100
play-solved = Solved in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}.
play-solved-cost = Solved in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} (cost: { $cost }).
play-solved-optimal = That is the optimum: perfect.
play-optimum-is = The optimum is { $amount }.
play-new-best = A new best for this game!
play-solved-with-help = Solved with help (a hint, the solution or the AI player), so it is not scored.
play-kept-with-help = Kept as a result with help, not as your best.
play-your-best = Your best here: { $best }.
play-not-saved = (The result could not be saved: { $detail }.)
play-time-taken = Time: { $time }.
play-seeking-hint = Looking for a good move…
play-no-hint = No hint: { $why }.
play-no-hint-after = No hint: { $why }, after at least { $expanded } expanded nodes.
play-no-hint-why = no move keeps the game winnable
play-unsolvable-why = the engine proved that no sequence of moves reaches the goal
play-hint-move = Hint: { $move }.
play-hint-left = Hint: { $move }; { $amount } left.
play-hint-left-optimal = Hint: { $move }; { $amount } left at best.
play-solving = Solving
play-solving-now = Solving…
play-solving-cancelled = Solving cancelled.
play-game-changed = The game changed while the solver ran: ask for the solution again.
play-solver-said = { $algorithm }: { $claim }.
play-solver-stopped = { $algorithm }: { $claim }, after expanding { $expanded } nodes in { $time }.
play-solution-title = { $algorithm }: { $amount } ({ $claim })
play-solution-stats = { $expanded } expanded, { $generated } generated, in { $time }
play-lower-bound = proven lower bound { $bound }
play-step-through = Step through the solution; “Back to my game” returns to where you were.
play-step-move = Move { $index }: { $move }
play-step-start = Start position
play-any-level = any level
play-difficulty-label = Difficulty
play-generating-now = Generating…
play-generating-for = Generating… { $time }
play-generated = New game (seed { $seed })
play-generated-level = New { $level } game (seed { $seed })
play-generated-rating = { $level }, score { $score }
play-generated-optimum = optimum { $optimum }
# $head is play-generated(-level), $rating the rating's parts joined (may be empty)
play-generated-message = { $rating ->
    [none] { $head }.
   *[other] { $head } · { $rating }.
}
play-list-separator = {", "}
play-cancelled = Cancelled.
play-no-such-puzzle = There is no puzzle called '{ $id }'.
play-cost-unit = Cost ({ $unit })
play-solver-exact = { $label } (exact)
play-back-message = Back to your game.
play-address-failed = The game in the address could not be loaded ({ $why }); here is the example instead.
play-see-above = see above

## The library panel, the solution playback and saved games (every puzzle)

library-builtin-classics = Classics
library-builtin-starter-boards = Starter boards
library-builtin-campaign = Campaign
library-builtin-generated = Generated
library-builtin-levels = Levels
library-builtin-textbooks = Textbooks
library-builtin-seed-report = Homework examples
library-entry-seed-report-board = homework board
library-entry-level-numbered = level { $number }
library-entry-report-numbered = homework example { $number }
library-entry-hardest-8-puzzle-a = hardest 8-puzzle A
library-entry-hardest-8-puzzle-b = hardest 8-puzzle B
library-entry-korf-1 = Korf #1
library-entry-korf-2 = Korf #2
library-entry-korf-3 = Korf #3
library-entry-loyd-s-14-15-puzzle = Loyd's 14-15 puzzle
library-entry-easy-numbered = easy #{ $number }
library-entry-medium-numbered = medium #{ $number }
library-entry-hard-numbered = hard #{ $number }
library-entry-expert-numbered = expert #{ $number }
library-entry-4x4-numbered = 4x4 #{ $number }
library-entry-6x6-numbered = 6x6 #{ $number }
library-entry-8x8-numbered = 8x8 #{ $number }
library-entry-10x10-numbered = 10x10 #{ $number }
library-entry-3x3-easy-seed-numbered = 3x3 easy (seed { $number })
library-entry-3x3-medium-seed-numbered = 3x3 medium (seed { $number })
library-entry-3x3-hard-seed-numbered = 3x3 hard (seed { $number })
library-entry-3x3-expert-seed-numbered = 3x3 expert (seed { $number })
library-entry-4x4-easy-seed-numbered = 4x4 easy (seed { $number })
library-entry-4x4-medium-seed-numbered = 4x4 medium (seed { $number })
library-entry-4x4-hard-seed-numbered = 4x4 hard (seed { $number })
library-entry-4x4-expert-seed-numbered = 4x4 expert (seed { $number })
library-entry-5x5-easy-seed-numbered = 5x5 easy (seed { $number })
library-entry-5x5-medium-seed-numbered = 5x5 medium (seed { $number })
library-entry-5x5-hard-seed-numbered = 5x5 hard (seed { $number })
library-entry-nilsson-s-8-puzzle = Nilsson's 8-puzzle (八数码难题)
library-entry-nilsson-s-start-standard-goal = Nilsson's start, standard goal
library-entry-aima-figure-3-4-blank-first = AIMA figure 3.4 (blank first)
library-entry-aima-s-start-aima-python-s-goal = AIMA's start, aima-python's goal
library-entry-korf-1-in-his-own-goal = Korf #1 in his own goal
library-level = Level
library-every-level = every level
library-games = Games in the library
library-add = Add this game
library-export = Export CSV
library-print = Print
library-import = Import…
library-new-name = New library name
library-create = Make library
library-delete = Delete library
library-not-rated = not rated
library-optimum = optimum { $optimum }
library-option = { $name } ({ $count })
library-option-builtin = { $name } ({ $count }) · built in
library-removed = Removed { $game } from “{ $library }”.
library-remove-failed = Could not remove { $game }: { $detail }
library-remove = Remove { $game }
library-empty = No puzzles in this library.
library-empty-level = No puzzles at level { $level } in this library.
library-showing = showing { $shown } of { $total }
library-count = { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
}
library-count-level = { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
} at level { $level }
library-load-failed = Could not load the library: { $detail }
library-nothing-to-add = There is no game on the board to add.
# $rating is empty or " · optimum 12" (library-optimum, library-not-rated)
library-added = Added { $game } to “{ $library }”{ $rating }.
library-added-level = Added { $game } to “{ $library }” at level { $level }{ $rating }.
library-already-there = “{ $library }” already holds { $game }.
library-add-failed = Could not add the puzzle: { $detail }
library-import-kind = Cannot import { $file }: choose a .csv or .json file (as the export writes).
library-import-size = Cannot import { $file }: it has { $bytes } bytes, at most { $most } are accepted.
library-imported = Imported { $file } into “{ $library }”: { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}, { $inserted } added, { $duplicates } already there.
library-import-failed = Could not import { $file }: { $detail }
library-name-needed = Type a name for the new library.
library-name-taken = There is already a library named “{ $name }”.
library-made = Made the library “{ $name }”. Add the game on the board or import a file.
library-make-failed = Could not make the library: { $detail }
library-really-delete = Really delete “{ $name }”?
library-deleted = Deleted the library “{ $name }” and its { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
}.
library-delete-failed = Could not delete the library: { $detail }
library-none = No libraries yet: add the game on the board to start one.
library-list-failed = Could not load the libraries: { $detail }
playback-first = « First
playback-first-title = First step
playback-prev = ◀ Previous
playback-prev-title = Previous step
playback-play = ▶ Play
playback-pause = ⏸ Pause
playback-play-title = Play / pause
playback-next = Next ▶
playback-next-title = Next step
playback-last = Last »
playback-last-title = Last step
playback-counter = move { $current } of { $length }
saved-name = Saved game name
saved-name-placeholder = Name (optional)
saved-save = Save game
saved-untitled = untitled
saved-entry = { $name } · { $moves } moves · { $when }
saved-list-failed = Could not list saved games: { $detail }
saved-nothing = Nothing to save yet.
saved-done = Saved.
saved-failed = Could not save: { $detail }
class-saves-local = This server is shared by a class: your saved games and best results are kept in this browser only.
class-token = Teacher's token
class-token-use = Use token
class-token-accepted = This page has the teacher's token: saved games, best results and libraries are kept on the server.
class-token-refused = That is not this server's token.
class-token-stale = The token kept in this browser is no longer this server's; saves stay in this browser.
class-token-forget = Forget token
library-teacher-only = Only the teacher can change the libraries on this server.

## The boards: places, directions and each puzzle's own words on its page

place-row-column = row { $row }, column { $column }
place-what = { $place }: { $what }
direction-up = up
direction-down = down
direction-left = left
direction-right = right
klotski-instructions = Bring the 2x2 block (曹操) down to the exit. Drag a piece, or click it and use the arrow keys (or click one of the dots). Ctrl+Z undoes, Ctrl+Y redoes.
klotski-board = Klotski board
klotski-board-label = Klotski board: drag a piece, or click it and use the arrow keys
klotski-exit = exit
klotski-piece-block = block
klotski-piece-horizontal = horizontal
klotski-piece-vertical = vertical
klotski-piece-soldier = soldier
klotski-piece-at = { $piece } piece { $glyph } at { $place }
klotski-move-to = move the { $piece } piece to { $place }
klotski-cannot-reach = The { $piece } piece at { $from } cannot reach { $to } in one move.
klotski-cannot-move = That piece cannot move { $direction } from { $from }.
klotski-editor = Editor
klotski-palette = Piece to place
klotski-palette-block = 2x2 block
klotski-palette-vertical = vertical 1x2
klotski-palette-horizontal = horizontal 2x1
klotski-palette-soldier = soldier 1x1
klotski-palette-erase = erase
klotski-editor-copy = Copy from game
klotski-editor-clear = Clear
klotski-editor-play = Play this layout
klotski-editor-help = Click an empty cell to put the chosen piece there (its top-left cell); click a piece to remove it.
klotski-editor-text = Layout text
klotski-editor-board = Layout editor board: click a cell to place or remove a piece
klotski-pieces-summary = { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} ({ $horizontal } horizontal, { $vertical } vertical, { $soldiers ->
    [one] 1 soldier
   *[other] { $soldiers } soldiers
})
klotski-editor-valid = Valid: { $pieces }
klotski-editor-valid-standard = Valid: { $pieces }, the standard set
klotski-editor-outside = A { $piece } piece with its top-left cell at { $place } would stick out of the board.
klotski-editor-second-block = There is already a 2x2 block at { $place }; click it to remove it first.
klotski-editor-overlap = A { $piece } piece at { $place } would overlap the { $other } piece at { $at }.
klotski-editor-empty = Empty board: place the 2x2 block and the other pieces.
lianliankan-instructions = Click two tiles with the same picture that a path of at most the allowed number of turns joins (the empty ring around the board counts). Each removal costs its turns + 1; clear the board at the least total cost.
lianliankan-board-label = Lianliankan board: tiles by row and column
lianliankan-tile-label = { $shape } { $glyph }
lianliankan-shape-circle = circle
lianliankan-shape-square = square
lianliankan-shape-triangle = triangle
lianliankan-shape-diamond = diamond
lianliankan-shape-hexagon = hexagon
lianliankan-shape-star = star
lianliankan-shape-cross = cross
lianliankan-shape-pentagon = pentagon
lianliankan-shape-down-triangle = down-triangle
lianliankan-shape-octagon = octagon
lianliankan-shape-rounded-square = rounded square
lianliankan-shape-shield = shield
lianliankan-blocker = blocker
lianliankan-clear = The board is clear.
lianliankan-status = { $tiles } tiles left · { $pairs ->
    [one] 1 pair can be removed now
   *[other] { $pairs } pairs can be removed now
}
lianliankan-status-stuck = { $tiles } tiles left · no pair can be removed: shuffle the tiles, or undo
lianliankan-shuffle = Shuffle
lianliankan-shuffle-button = Shuffle the tiles
lianliankan-shuffle-note = Deals the remaining tiles again so that the board can still be cleared (a new game from there; “Undo the shuffle” goes back to your game).
lianliankan-unshuffle = Undo the shuffle
lianliankan-unshuffled = The shuffle is undone: your game as it was.
lianliankan-shuffled = Shuffled: the remaining tiles were dealt again so that the board can still be cleared.
lianliankan-shuffle-failed = Could not shuffle: { $detail }
lianliankan-action-shuffle = The remaining tiles dealt again so that the board can still be cleared
lianliankan-pictures = The tile pictures
lianliankan-pictures-summary = The tile pictures (kind numbers in a game ID)
matchstick-instructions = Move matchsticks to make the equation true: drag a stick to a free place, or click it and then a free place (Enter and the arrow keys work too). Add and remove puzzles take one click per stick.
matchstick-board-label = The equation { $equation } in matchsticks
matchstick-now = Now: { $equation }
matchstick-now-true = Now: { $equation } (true)
matchstick-now-incomplete = Now: not an equation (a character is incomplete)
matchstick-equals-fixed = The = sign is fixed under these rules (the rule “= may change” frees its sticks).
matchstick-holding = Holding { $stick }: click a free place (faint outline) to put it there.
matchstick-drop-on-place = Drop the stick on a free place (the faint outlines that appear while you hold a stick).
matchstick-let-go = Let go of the stick.
matchstick-free-place = free place: { $place }
matchstick-stick-of = the { $slot } stick of { $where }
matchstick-place-of = the { $slot } place of { $where }
matchstick-cell = cell { $cell }
matchstick-cell-showing = the { $shows } (cell { $cell })
matchstick-slot-a = top
matchstick-slot-b = upper right
matchstick-slot-c = lower right
matchstick-slot-d = bottom
matchstick-slot-e = lower left
matchstick-slot-f = upper left
matchstick-slot-g = middle
matchstick-slot-mid = middle bar
matchstick-slot-vert = vertical bar
matchstick-slot-low = lower bar
matchstick-slot-back = backslash
matchstick-slot-slash = slash
matchstick-slot-i = vertical
matchstick-slot-vslash = right arm
matchstick-slot-xslash = cross
tendrops-instructions = Tap a drop to add one unit of water: at 5 it bursts and sends droplets up, down, left and right, which can make other drops burst. Clear the board before your drops run out; every 3 bursts from one tap give a drop back.
tendrops-drop-size = drop of size { $size }
tendrops-empty = empty
tendrops-bursts = { $count ->
    [one] 1 burst
   *[other] { $count } bursts
}
tendrops-combo = Combo! +{ $count ->
    [one] 1 drop
   *[other] { $count } drops
}
tendrops-clear-bonus = Clear bonus +{ $count }
tendrops-lost = { $count ->
    [one] 1 droplet lost
   *[other] { $count } droplets lost
}
tendrops-new-drop = A new drop of size 1
tendrops-grew = No burst: the drop grew by one
tendrops-already-clear = The board is already clear.
tendrops-no-drops = No drops left: undo or start again.
tendrops-empty-tap = Row { $row }, column { $column } is empty, and this game does not allow tapping empty cells. Tap a drop instead.
tendrops-supply = Drops left: { $count }
tendrops-campaign = Campaign
tendrops-next-level = Next level
tendrops-next-level-carried = Next level ({ $drops } drops carried over)
tendrops-next-level-helped = Cleared with help: clear it on your own to go on
tendrops-not-a-level = This board is not a campaign level: pick “level 1” in the library to start the campaign.
tendrops-level-of = Level { $level } of { $levels }.
tendrops-last-level = Level { $level } of { $levels } (the last).
tendrops-campaign-failed = The campaign could not be loaded.
tendrops-play = Play
tendrops-animation = Animation
tendrops-speed-slow = slow
tendrops-speed-normal = normal
tendrops-speed-fast = fast
tendrops-speed-very-fast = very fast
tendrops-ai = AI plays
tendrops-ai-stop = Stop the AI
tendrops-ai-stops = The AI stops: { $why }.
tendrops-ai-no-tap = no tap keeps the board clearable
tendrops-editor = Editor
tendrops-editor-grid = Editor grid: click a cell to cycle 0-4
tendrops-editor-play = Play this board
tendrops-editor-copy = Copy current board
tendrops-editor-empty = Empty
tendrops-editor-text = Board text (rows of digits 0-4, joined by / or new lines)
n-puzzle-instructions = Slide the tiles into order, 1, 2, 3, … with the blank last, or into the goal shown beside the board when the game has one. Click a tile next to the blank, or press an arrow key: it slides the tile next to the blank in that direction (← moves the tile right of the blank to the left). Ctrl+Z undoes, Ctrl+Y redoes.
n-puzzle-hint-line = Click a tile next to the blank, or use the arrow keys.
n-puzzle-tiles = Tiles
n-puzzle-goal = Goal
n-puzzle-goal-picture = The goal: { $tiles }
n-puzzle-solved-already = Solved already: undo, reset or start a new game.
n-puzzle-not-next = Tile { $tile } is not next to the blank: only { $movable } can slide now.
n-puzzle-tile = tile { $tile }
n-puzzle-in-place = in place
n-puzzle-can-slide = can slide
n-puzzle-name-8 = 8-puzzle
n-puzzle-name-15 = 15-puzzle
n-puzzle-name-24 = 24-puzzle
n-puzzle-figures = { $name } · { $placed } of { $tiles } tiles in place · misplaced { $misplaced } · Manhattan distance { $manhattan }
n-puzzle-unsolvable = Unsolvable: { $why }.
n-puzzle-no-slide = No tile can slide { $direction }: the blank is at the edge.

## The search lab

lab-title = Search lab
lab-lead = Pick a puzzle and a game, then run one search algorithm and step through its answer with g, h and f, or compare every algorithm on the same game with one budget. A run stopped by a limit says so: that is not “no solution”.
lab-puzzle = Puzzle
lab-game = Game
lab-algorithm = Algorithm
heuristic-misplaced = misplaced
heuristic-manhattan = manhattan
heuristic-linear-conflict = linear-conflict
heuristic-walking-distance = walking-distance
heuristic-pdb = pdb
heuristic-inadmissible = inadmissible
heuristic-block-blockers = block+blockers
heuristic-matching-bound-slot-aware-under-gravity = matching bound (slot-aware under gravity)
heuristic-sticks-still-to-change = sticks still to change
heuristic-water-conservation-bound = water-conservation bound
heuristic-water-conservation-bound-then-average-drop-size = water-conservation bound, then average drop size
heuristic-remaining-pairs = remaining pairs
heuristic-about-double = 2 x { $base }: a deliberately inadmissible teaching example that overestimates
klotski-heuristic-about-block-blockers = the moves the 2x2 block needs on its own, plus one per other piece on the goal cells
matchstick-heuristic-about-sticks-still-to-change = K less the sticks already away from where the puzzle had them (one move changes that count by at most one), and at least 1 until the equation is solved
lianliankan-heuristic-about-matching-bound = for each kind, the cheapest way to pair off its tiles left, each pair priced as if no other tile stood in the way (1 + the turns of its path); under gravity, over the cells each tile may still slide to
tendrops-heuristic-about-water-conservation-bound = the taps still needed, counted in water: a tap adds one drop of water, every drop on the board must still burst (taking 5 and giving 4 back as droplets), and the droplets that surely fly off the board are lost
algorithm-bfs = BFS
algorithm-bibfs = bidirectional BFS
algorithm-ucs = uniform cost
algorithm-astar = A*
algorithm-wastar = weighted A* (w={ $parameter })
algorithm-greedy = greedy best-first
algorithm-beam = beam (width { $parameter })
algorithm-idastar = IDA*
algorithm-iddfs = iterative deepening (depth <= { $parameter })
algorithm-dfs = DFS (depth <= { $parameter })
solver-with-heuristic = { $algorithm } + { $heuristic }
lab-param-width = Beam width
lab-param-weight = Weight w
lab-param-depth = Depth limit
lab-node-limit = Node limit
lab-time-limit = Time limit (s)
lab-raise-nodes = Raise the node limit and run again
lab-raise-time = Raise the time limit and run again
lab-raise-both = Raise the node and time limits and run again
lab-server-default = server default
lab-solve = Solve
lab-compare-all = Compare all
lab-cancel = Cancel
lab-board = Board
lab-comparison = Comparison
lab-col-algorithm = algorithm
lab-col-heuristic = heuristic
lab-col-cost = cost
lab-col-claim = claim
lab-col-expanded = expanded
lab-col-generated = generated
lab-col-duplicates = duplicates
lab-col-peak-frontier = peak frontier
lab-col-peak-memory = peak memory
lab-col-time = time
lab-col-solver = solver name
lab-col-peak-memory-bytes = peak memory (bytes)
lab-col-time-ms = time (ms)
lab-col-error = error
lab-col-finished = finished
lab-col-stopped = stopped by
unit-microseconds = { $value } µs
unit-milliseconds = { $value } ms
unit-seconds = { $value } s
lab-why-title = Why the figures differ
why-blind-memory = { $bfs } held up to { $frontier } nodes in its open list at once, { $ratio }× as many as { $astar } ({ $astarFrontier }): a blind search keeps a whole layer of positions, a heuristic search only the promising ones.
why-ida-reexpands = { $ida } expanded { $expanded } nodes, { $ratio }× as many as { $astar } ({ $astarExpanded }) with the same heuristic: it keeps no closed list, so it expands a position again each time another path reaches it (a transposition), and starts over in every iteration: { $again } expansions more.
why-heuristic-prunes = A* expanded { $bestExpanded } nodes with { $best } and { $worstExpanded } with { $worst } ({ $ratio }×): both are admissible and find the same optimum, but the larger estimate, closer to the true distance h*, cuts more of the tree.
why-heuristic-accuracy = Along the optimal path, { $best } estimates on average { $bestRatio } of the true distance h*, { $worst } only { $worstRatio } (the mean of h / h* over the path's positions before the goal): neither overestimates, and the closer h comes to h*, the fewer nodes A* must expand.
why-not-optimal = { $solver } found cost { $cost }, { $extra } more than the optimum { $optimum }: it does not wait for the cheapest path (it orders by h alone, weights h or forgets nodes), so it is fast but not optimal.
why-stopped = { $solvers } stopped at a limit before an answer: that says nothing about the game; raise the limit and run again.

## Puzzles: names, summaries, rules and generator options (the same words as the puzzle crates; a test compares)

klotski-name = Klotski
klotski-summary = Slide the pieces on a 4x5 board until Cao Cao, the 2x2 block, stands at the exit in the middle of the bottom row.
klotski-cost-unit = moves
klotski-cost-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
klotski-rule-metric = Metric
klotski-rule-metric-help = What counts as one move: a piece along any path of empty cells, in one straight line, or by one cell.
klotski-gen-min-moves = Fewest moves
klotski-gen-min-moves-help = The least optimal number of moves wanted; 0 takes the level's.
klotski-gen-max-moves = Most moves
klotski-gen-max-moves-help = The largest optimal number of moves wanted; 0 takes the level's.
klotski-gen-attempts = Attempts
klotski-gen-attempts-help = Random groups of layouts tried before giving up.

lianliankan-name = Lianliankan
lianliankan-summary = Remove tiles in matching pairs joined by a path of empty cells with at most two turns (around the board if need be); clear the board at the least total cost, one per straight segment of each path.
lianliankan-cost-unit = segments
lianliankan-cost-count = { $count ->
    [one] { $count } segment
   *[other] { $count } segments
}
lianliankan-rule-turns = Turns
lianliankan-rule-turns-help = The most turns a connecting path may make (a game ID takes any number up to 1000).
lianliankan-rule-gravity = Gravity
lianliankan-rule-gravity-help = Where tiles slide after each removal.
lianliankan-gen-rows = Rows
lianliankan-gen-rows-help = Rows m of the board.
lianliankan-gen-cols = Columns
lianliankan-gen-cols-help = Columns n of the board.
lianliankan-gen-pairs = Pairs
lianliankan-gen-pairs-help = Pairs of tiles k (2k tiles, at most the cells of the board).
lianliankan-gen-kinds = Kinds
lianliankan-gen-kinds-help = Tile kinds p (each appears at least once; at most the pairs).
lianliankan-gen-blockers = Blockers
lianliankan-gen-blockers-help = Blocker cells z (never removed, never crossed).
lianliankan-gen-clearable = Clearable
lianliankan-gen-clearable-help = Whether the deal must be clearable (always so when a difficulty is asked for).

matchstick-name = Matchstick equations
matchstick-summary = Move (or add, or remove) exactly K matchsticks to make a false equation true.
matchstick-cost-unit = sticks
matchstick-cost-count = { $count ->
    [one] { $count } stick
   *[other] { $count } sticks
}
matchstick-rule-task = Task
matchstick-rule-task-help = Move, add or remove the sticks.
matchstick-rule-k = Sticks
matchstick-rule-k-help = K: how many sticks to move (add, remove); the generator makes 1 to 3.
matchstick-rule-rules = Rules
matchstick-rule-rules-help = The conventions public solvers disagree on; none is the consensus.
matchstick-gen-max-digits = Digits
matchstick-gen-max-digits-help = Numbers have at most this many digits.
matchstick-gen-operands = Operands
matchstick-gen-operands-help = Numbers on the left side of the true equation the puzzle is made from.
matchstick-gen-max-answers = Answers
matchstick-gen-max-answers-help = Keep puzzles with at most this many answers.

tendrops-name = Ten Drops
tendrops-summary = Tap drops until they burst and splash their neighbours: clear the board with the drops you have, in as few taps as possible.
tendrops-cost-unit = taps
tendrops-cost-count = { $count ->
    [one] { $count } tap
   *[other] { $count } taps
}
tendrops-rule-timing = Timing model
tendrops-rule-timing-help = How droplets fly and what happens when several reach a drop together.
tendrops-rule-supply = Drops
tendrops-rule-supply-help = The drops the player has now; each tap costs one.
tendrops-rule-empty-taps = Empty cells
tendrops-rule-empty-taps-help = Whether tapping an empty cell creates a drop of size 1 (the original game allows it).
tendrops-rule-combo = Combo
tendrops-rule-combo-help = One bonus drop per this many bursts caused by one tap (0: no combo bonus).
tendrops-rule-clear-bonus = Clear bonus
tendrops-rule-clear-bonus-help = Bonus drops for clearing the board.
tendrops-gen-rows = Rows
tendrops-gen-rows-help = Rows of the board (rows x columns at most 42).
tendrops-gen-cols = Columns
tendrops-gen-cols-help = Columns of the board (rows x columns at most 42).

n-puzzle-name = 15-puzzle
n-puzzle-summary = Slide the numbered tiles into the blank until they stand in order, 1, 2, 3, ... with the blank last, or as a chosen goal: the 8-, 15- and 24-puzzle.
n-puzzle-cost-unit = moves
n-puzzle-cost-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
n-puzzle-gen-size = Size
n-puzzle-gen-size-help = The board: 3x3 (8-puzzle), 4x4 (15-puzzle) or 5x5 (24-puzzle); with a goal, the goal's size.
n-puzzle-rule-goal = Goal
n-puzzle-rule-goal-help = The position to reach: the same tiles in any order, row by row, 0 for the blank; empty for 1, 2, 3, ... with the blank last.

level-easy = easy
level-expert = expert
level-hard = hard
level-medium = medium

## Puzzles: rule choices and solver names (the same words as the puzzle crates; a test compares)

klotski-syntax = 5 rows of 4 cells (C H V S .) joined by /, a classic's name, a CommonCode or a ShortCode, then optionally ;metric=step|straight|unit
lianliankan-syntax = rows of numbers joined by '/' (0 empty, -1 blocker, k a tile kind), then optional ;turns=N|any and ;gravity=none|down|up|left|right|...
matchstick-syntax = EQUATION[;task=move|add|remove][;k=1..6][;rules=FLAG+...][;taken=CELL.SLOT,...][;placed=CELL.SLOT,...]
tendrops-syntax = rows of digits 0-4 joined by / (or one per line)[;timing=a-sum|a-cap|b-sum|b-cap][;supply=N][;empty-taps=allow|forbid][;combo=N][;clear-bonus=N]
n-puzzle-syntax = the cells row by row, 0 for the blank, separated by spaces or commas, rows by / or new lines (3x3, 4x4 or 5x5), e.g. 1 2 3/4 5 6/7 8 0, then optionally ;goal= and the goal's cells the same way
klotski-rule-metric-step = step (any path)
klotski-rule-metric-straight = straight line
klotski-rule-metric-unit = one cell
klotski-solver-fast = fast BFS (packed boards)
lianliankan-rule-turns-2 = 2 turns (the classic rule)
lianliankan-rule-turns-0 = no turn (straight lines)
lianliankan-rule-turns-1 = 1 turn
lianliankan-rule-turns-3 = 3 turns
lianliankan-rule-turns-4 = 4 turns
lianliankan-rule-turns-5 = 5 turns
lianliankan-rule-turns-6 = 6 turns
lianliankan-rule-turns-7 = 7 turns
lianliankan-rule-turns-8 = 8 turns
lianliankan-rule-turns-9 = 9 turns
lianliankan-rule-turns-10 = 10 turns
lianliankan-rule-turns-any = any number of turns
lianliankan-rule-gravity-none = none (tiles stay)
lianliankan-rule-gravity-down = down
lianliankan-rule-gravity-up = up
lianliankan-rule-gravity-left = left
lianliankan-rule-gravity-right = right
lianliankan-rule-gravity-toward-middle-row = toward the middle row
lianliankan-rule-gravity-away-from-middle-row = away from the middle row
lianliankan-rule-gravity-toward-middle-col = toward the middle column
lianliankan-rule-gravity-away-from-middle-col = away from the middle column
lianliankan-gen-clearable-yes = clearable deals only
lianliankan-gen-clearable-no = any random deal
lianliankan-solver-exact = exact A* (closed list, matching and conflict bounds, dominance), anytime beams
lianliankan-solver-decide = decision search (order DFS and pairing search in turns): clearable or not, cost ignored
lianliankan-solver-report-1 = the homework's A* (branch cap 1, no closed list)
lianliankan-solver-report-2 = the homework's A* (branch cap 2, no closed list)
matchstick-rule-task-move = move sticks
matchstick-rule-task-add = add sticks
matchstick-rule-task-remove = remove sticks
matchstick-rule-rules-roman = Roman numerals (I, V, X with + - =)
matchstick-rule-rules-equals-may-change = = may change (and 3=3=3 counts)
matchstick-rule-rules-leading-minus = a side may start with -
matchstick-rule-rules-seven-with-four = 7 has four sticks
matchstick-rule-rules-tailless-six-nine = 6 and 9 without tails
matchstick-rule-rules-leading-zeros = leading zeros allowed
matchstick-rule-rules-division = the / glyph exists
matchstick-solver-fast = fast (meet in the middle, or pruned DFS)
matchstick-solver-pruned-dfs = pruned DFS over the cells
matchstick-solver-meet = meet in the middle
matchstick-solver-iddfs = iterative deepening
matchstick-solver-dfs = DFS
matchstick-solver-wastar = weighted A* (w=2)
matchstick-solver-beam = beam (width 100)
matchstick-solver-report-dfs = the homework's DFS
matchstick-solver-report-brute-force = the homework's brute force
tendrops-rule-timing-a-sum = a-sum: half-cell ticks, colliding droplets summed (default)
tendrops-rule-timing-a-cap = a-cap: half-cell ticks, colliding droplets fill to 5, the rest fly on
tendrops-rule-timing-b-sum = b-sum: one cell per tick, summed
tendrops-rule-timing-b-cap = b-cap: one cell per tick, capped
tendrops-rule-empty-taps-allow = may be tapped
tendrops-rule-empty-taps-forbid = may not be tapped
tendrops-solver-exact = exact (IDA* + table)
tendrops-solver-most-left = most drops left (branch and bound)
tendrops-solver-plain-bfs = BFS (plain, de-duplicated)
tendrops-solver-report-iddfs-4 = the homework's IDDFS (depth <= 4)
tendrops-solver-report-greedy = the homework's greedy (average drop size)
tendrops-solver-td-beam-200 = beam (width 200)
n-puzzle-gen-size-3 = 3x3 (8-puzzle)
n-puzzle-gen-size-4 = 4x4 (15-puzzle)
n-puzzle-gen-size-5 = 5x5 (24-puzzle)
n-puzzle-solver-exact = IDA* + pattern databases (weighted A* if stopped)
n-puzzle-solver-fast = weighted A* (w=2) + pattern databases
n-puzzle-solver-exact-manhattan = IDA* + manhattan (weighted A* if stopped)

## The search lab: compare, watch, check, experiment

lab-searching = Searching
lab-cancelled = Cancelled.
lab-comparing = Running the algorithms…
lab-compared = Compared { $count } algorithms.
lab-solve-stats = expanded { $expanded }, generated { $generated }, duplicates { $duplicates }, peak frontier { $frontier }, peak memory { $memory }, { $elapsed }
lab-step = Step { $step } of { $of }
lab-step-start = start
lab-step-move = move: { $move }
lab-export-csv = Export CSV
lab-export-json = Export JSON
lab-pick-title = Compare the algorithms you pick
lab-pick-none = Pick at least one algorithm to compare.
lab-compare-picked = Compare the picked ones
lab-watch-title = Watch a search unfold
lab-no-lab = The lab's trace, state space, heuristic checker and experiment do not cover { $puzzle } yet; solve and compare above work.
lab-heuristic = Heuristic
lab-heuristic-default = the puzzle's own
lab-inadmissible = inadmissible, a teaching example
lab-max-steps = Steps recorded
lab-trace = Trace
lab-tracing = Tracing the search…
lab-trace-cost = cost { $cost }, { $claim }
lab-trace-done = { $recorded } steps recorded, { $expanded } expansions in all; { $claim }; { $elapsed }.
lab-trace-truncated = Recording stopped after { $max } steps, before the search ended: the recording holds no solution.
lab-trace-run-after = After the recording, the search went on: { $expanded } expansions in all; { $claim }; { $elapsed }.
lab-trace-status-found = The recording ends with the goal test: a solution of { $moves } moves (the path is marked in the search tree).
lab-trace-status-exhausted = No solution: the search ended with nothing left to expand.
lab-trace-status-node-limit = No solution in this recording: the search stopped at its node limit.
lab-trace-status-time-limit = No solution in this recording: the search stopped at its time limit.
lab-trace-status-memory-limit = No solution in this recording: the search stopped at its memory limit.
lab-trace-status-cancelled = No solution in this recording: the search was cancelled.
lab-trace-status-max-steps = No solution in this recording: it was cut at its limit of { $steps } steps.
lab-trace-status-answer-size = No solution in this recording: it was cut after { $steps } steps, at the most an answer may hold.
lab-step-figures = Step { $step } of { $of }, expansion: g = { $g }, h = { $h }, f = { $f }, depth { $depth }
lab-step-goal-figures = Step { $step } of { $of }, the goal test that ends the search: g = { $g }, h = { $h }, f = { $f }, depth { $depth }
lab-step-frontier = frontier { $size }
lab-step-bound = bound { $bound }
lab-step-backward = from the goal side
lab-frontier-best = The frontier's best entries
lab-step-iteration = iteration { $iteration }
lab-frontier-parent = parent: step { $step }
lab-open = OPEN list
lab-closed = CLOSED list
lab-open-title = OPEN list after this step ({ $count ->
    [one] one node
   *[other] { $count } nodes
  })
lab-closed-title = CLOSED list after this step ({ $count ->
    [one] one node
   *[other] { $count } nodes
  })
lab-list-too-long = More than 64 nodes: the list is not written out, only its size.
lab-list-empty = Empty.
lab-col-list = List
lab-col-number = No.
lab-col-node = Node
lab-col-parent = Parent (step)
lab-col-step = Expanded at step
lab-col-at-step = Step
lab-f-sum = f = g + h
lab-f-cost = f = g (path cost only)
lab-f-greedy = f = h (heuristic only)
lab-f-weighted = f = g + w·h
lab-tables-heading = Step { $step }
lab-tables-csv = This step's lists (CSV)
lab-tables-markdown = This step's lists (Markdown)
lab-tables-all-csv = Every step's lists (CSV)
lab-tree-title = The search tree
lab-tree-label = The search tree, { $count } nodes
lab-tree-caption = { $count ->
    [one] One node.
   *[other] { $count } nodes.
  } Above each node: the step that took it up; below: g, h and f. Drag to move, wheel or pinch to zoom.
lab-tree-cut = Only the first { $max } nodes are drawn.
lab-tree-step = step { $step }
lab-tree-waiting = waiting
lab-tree-pruned = pruned
lab-tree-iteration = Iteration
lab-tree-iteration-option = iteration { $iteration }, bound { $bound }
lab-tree-zoom-in = Zoom in
lab-tree-zoom-out = Zoom out
lab-tree-fit = Fit
lab-tree-small = At this size the nodes are too small to read: click or tap a node to zoom to it (or use + and the wheel).
lab-tree-svg = Save as SVG
lab-tree-png = Save as PNG
lab-tree-png-failed = The picture could not be made: { $detail }
lab-tree-legend-expanded = taken up (its step number above it)
lab-tree-legend-waiting = generated, not taken up
lab-tree-legend-pruned = pruned
lab-tree-legend-current = the current step
lab-tree-legend-path = the path to the goal
lab-pseudocode = The algorithm
lab-show-space = Show the state space
lab-space-loading = Exploring every reachable state…
lab-space-caption = { $states } states in { $columns } columns by their exact distance to the goal (the goal on the left).
lab-space-dead-ends = { $count } of them cannot reach the goal any more (a one-way move led there): they stand in the last column.
lab-space-shown = { $states } states drawn in { $ms } ms.
lab-space-unseen = not reached
lab-space-frontier = on the frontier
lab-space-expanded = expanded
lab-space-path = solution path
lab-space-marks = start and goals
lab-space-zoom = Only the layers the search reached
lab-space-axis-layers = bars: states per layer (the tallest { $most })
lab-space-axis-distance = distance to the goal (moves) →
lab-check-title = Check a heuristic
lab-check = Check it over every state
lab-checking = Measuring the heuristic over every reachable state…
lab-check-states = States
lab-check-overestimate = Largest overestimate
lab-check-overestimated = States overestimated
lab-check-violations = Consistency violations
lab-check-ratio = Mean h / distance
lab-check-admissible = Admissible here: h never exceeds the true distance.
lab-check-inadmissible = Not admissible: h exceeds the true distance.
lab-check-worst = Largest overestimate at { $state }: h = { $h }, true distance { $distance }.
lab-check-mean-h = mean h
lab-check-distance = true distance
lab-check-plot = h against the true distance: the band from the least to the largest h at each distance, the line its mean, the diagonal where h would be exact.
lab-check-done = { $heuristic } checked over { $states } states.
lab-experiment-title = The textbook experiment
lab-experiment-lead = Random games at each solution depth; the average nodes generated and the effective branching factor b* of each algorithm.
lab-depths = Depths
lab-depths-invalid = Give the depths as whole numbers separated by commas, e.g. 2,4,6.
lab-instances = Games per depth
lab-run-experiment = Run the experiment
lab-experimenting = Running the experiment…
lab-experiment-done = { $rows } rows in { $ms } ms.
lab-skipped = skipped
lab-col-depth = depth
lab-col-games = games
lab-col-avg-generated = average generated
lab-col-b-star = b*
experiment-b-star-at-length = depth is the exact cost; b* is taken at the solutions' length in moves
experiment-no-b-star = no b*: the depth is a cost, and the solutions of this row differ in length
experiment-no-state-at-depth = no state is exactly { $depth } away
experiment-blind-too-deep = depth above { $depth } (blind search; raise the blind depth limit to run it)
experiment-from-goal-layers = breadth-first search back from the goal states
experiment-from-reachable-space = the game's reachable space, exact costs by search back over its edges
cli-experiment-header = instances from { $from } (seed { $seed }), { $seconds } s
cli-experiment-stopped = stopped: { $reason } after { $runs ->
    [one] 1 run
   *[other] { $runs } runs
}
cli-experiment-skipped = skipped: { $reason }
cli-col-note = note

## The lab's "your algorithm" panel: the judge's protocol, a Python template, a judge report read in the browser

own-title = Your algorithm
own-lead = Write a solver in any language, let the judge run it on a set of games, then import the judge's report here: your algorithm joins the comparison and the experiment's plot beside the built-in ones.
own-protocol-title = The protocol
own-protocol-in = For each game, the judge starts your program once and writes one JSON line on its standard input: the puzzle, the game ID and the time limit in seconds.
own-protocol-out = Your program prints one JSON line on its standard output: the moves of its solution and, if it likes, how many nodes it expanded. Debugging output goes to standard error.
own-notation = A move of { $puzzle } is written like { $example }: the same text that { $command } prints for each move of a solution. A move may also be given as its JSON object.
own-verdicts-title = The verdicts
own-why-optimal = solved, at the optimal cost
own-why-valid = solved, at a cost above the optimum (or no optimum was proven)
own-why-unsolved = every move is legal, but the game is not solved at the end
own-why-illegal = a move is refused: the report says which one and why
own-why-timeout = no answer within the time limit: the program was stopped
own-why-crashed = the program exited with an error or was killed by a signal
own-why-bad-output = not one JSON line with a { $field } list, or too much output
own-commands-title = The commands
own-commands-lead = Make a set of games with their optima (or write one: a line per game, the puzzle ID, a tab, the game ID), run your program on it, and keep the report as JSON:
own-template-title = A Python template
own-template-lead = A breadth-first search for { $puzzle } that speaks the protocol. It uses the Python package { $package } (install it from the source with { $install }), whose { $problem } gives the puzzle's rules: { $initial }, { $actions }, { $result } and { $goal }; the moves it returns are already in the notation. It starts no other program.
own-template-doc = Breadth-first search for { $puzzle } ({ $id }), a program for puzzlelab judge.
own-template-doc-stdin = It reads one JSON line on standard input and prints one JSON line: the moves and the nodes expanded.
own-template-doc-bfs = Breadth-first search: the fewest moves, and the number of nodes expanded.
own-template-doc-example = An example game of this puzzle, and one move in its notation:
own-template-doc-other = The judge sent a game of another puzzle:
own-copy = Copy the template
own-copied = The template is on the clipboard.
own-copy-failed = The browser did not allow copying: select the text and copy it.
own-download = Download it
own-import-title = Import a judge report
own-import-lead = Choose (or drop here) the file that { $command } wrote. It is read in your browser: nothing is uploaded and no program runs on the server.
own-import = Choose a report
own-drop = Drop a judge report here
own-report-too-big = The file is { $size } KB: a judge report read here may be at most { $max } KB.
own-report-not-json = This file is not JSON: { $error }
own-report-not-judge = This file is not a report of { $command }: it has no { $field }.
own-report-bad-row = Row { $row } of the report is not a judge row: its { $field } is missing or wrong.
own-report-too-many = The report has { $rows } rows: at most { $max } are read here.
own-report-other-puzzle = This report has no game of { $puzzle }: its games are of { $puzzles }. Choose that puzzle above, or import a report of { $puzzle }.
own-report-unreadable = The file could not be read: { $error }
own-report-read = Report read: { $rows ->
    [one] 1 game
   *[other] { $rows } games
} of { $puzzle } ({ $summary }).
own-report-others = { $count ->
    [one] 1 row of another puzzle is
   *[other] { $count } rows of other puzzles are
} left aside.
own-report-command = Command: { $command }
own-report-summary = { $optimal } optimal, { $valid } valid, { $failed } failed
own-compare-game = Compare on this game
own-row-label = Your algorithm
own-row-no-game = Your algorithm: the imported report has no row for this game.
own-row-optimum = optimum { $optimum }
own-clear = Forget the report
own-experiment-set = Download these games as a set file
own-experiment-none = The imported report has no rows for these instances. Download them as a set file, run the judge on it and import its report to plot your algorithm here.
own-experiment-some = Your algorithm is plotted from { $rows ->
    [one] 1 row
   *[other] { $rows } rows
} of the report; the plot shows nodes expanded for every algorithm.
own-experiment-series = your algorithm
own-col-avg-expanded = average expanded

## Pseudocode shown beside a trace

code-bfs-1 = frontier ← a queue holding the start; reached ← { "{" }start{ "}" }
code-bfs-2 = take the oldest node n off the frontier and expand it
code-bfs-3 = for each successor s of n not yet reached: add s to reached
code-bfs-4 = if s is a goal, return its path; else put s at the back of the frontier
code-bfs-5 = solution found: the path to the goal
code-best-1 = frontier ← a priority queue on f holding the start
code-best-2 = take the node n with the least f off the frontier and expand it
code-best-3 = if n is a goal, return its path
code-best-4 = for each successor s of n: if its g is the best yet, put s on the frontier with f(s)
code-best-5 = solution found: the path to the goal
code-dfs-1 = stack ← the start (iterative deepening: for each depth limit 0, 1, 2, …)
code-dfs-2 = take the newest node n off the stack and expand it
code-dfs-3 = if n is a goal, return its path
code-dfs-4 = push each successor of n not on the current path, within the depth limit
code-dfs-5 = solution found: the path to the goal
code-ida-1 = bound ← h(start)
code-ida-2 = depth-first search from the start, cutting off nodes with f = g + h over the bound
code-ida-3 = expand the node n: if n is a goal, return its path
code-ida-4 = no goal within the bound: bound ← the least f that was cut off; search again
code-ida-5 = solution found: the path to the goal
code-beam-1 = beam ← the start
code-beam-2 = expand every node of the beam
code-beam-3 = keep the best successors by f, as many as the beam's width
code-beam-4 = solution found (not always the shortest: the beam forgets)
lab-goal = Goal position
lab-goal-placeholder = empty: the game's own goal
lab-goal-why = A goal of your choice, in the game's notation (empty: the game's own goal): the search runs towards it, and bidirectional search meets it from both sides. It must be a position the game can reach.
n-puzzle-lab-goal-why = A goal of your choice: any arrangement of the same tiles, such as the textbooks' 1 2 3/8 0 4/7 6 5 (empty: the game's own goal). Parity decides: half the arrangements cannot be reached from a given start, and the search says so before it runs.
klotski-lab-goal-why = A goal of your choice: a layout with Cao Cao at the exit, written like the game (empty: any layout with Cao Cao at the exit, however the other pieces stand). Bidirectional search gains nothing against that whole set, since its backward frontier starts with every goal layout at once; it pays against one chosen layout (for example the one the optimal solution ends in), compared with plain BFS.
lab-goal-refused = The goal position is wrong: see under its field.

## Feel and progression: sounds, the win celebration, level lists

sound-label = Mute the sounds
sound-mute = Sounds on: click to mute them
sound-unmute = Sounds off: click to hear them
win-title = Solved!
win-optimal = Optimal: no solution is shorter.
win-over = +{ $over } over the optimum.
win-no-optimum = The optimum from the start is not known.
win-title-helped = Solved with help
win-helped = With help (a hint, the solution or the AI player): not scored and no level opened. Play it again on your own for stars.
win-moves = Moves
win-cost = Cost
win-optimum = Optimum
win-time = Time
win-new-game = New game
win-next-level = Next level
win-close = Close
levels-title = Levels
levels-library = Level list
levels-par = par { $par }
levels-best = your best { $best }
levels-locked = locked: solve the level before
levels-helped = solved with help: no stars
levels-stars = { $stars ->
    [one] 1 of 3 stars
   *[other] { $stars } of 3 stars
}
levels-summary = { $solved } of { $total } levels solved
levels-impossible-title = Prove it impossible
levels-impossible-lead = These games have no solution, so they are not levels. Open one and press Show solution: the proof that none exists meets the challenge.
levels-impossible-summary = { $proven } of { $total } proved impossible.
levels-impossible-proven = proved impossible
levels-impossible-open = not proved yet
levels-unrated = not rated
levels-numbered = game { $number }
lianliankan-sizes-title = Full boards
lianliankan-size = { $cols } × { $rows } ({ $tiles } tiles)

## Rating reasons (the rating's `why_words`); the English is the engines' own

klotski-why-optimum = { $moves } { $metric } moves at best
klotski-why-level = { $level }: optimum up to { $max } { $metric } moves (the generator's range { $min }-{ $max })
# the metric's name inside the reasons (a value of klotski-why-optimum and -level)
klotski-metric-step = step
klotski-metric-straight = straight
klotski-metric-unit = unit
klotski-why-score = score: the optimum over { $top }, the most any standard layout needs
klotski-why-reachable = { $reachable } positions reachable
n-puzzle-why-optimum = the optimal solution has { $length } moves (proven by IDA* with pattern databases)
n-puzzle-why-at-least = at least { $length } moves: the exact search stopped before it proved the optimum, so the position is at least this hard
n-puzzle-why-score = a random { $size } position needs { $typical } moves on average and the longest { $longest }: score { $points } of 100
n-puzzle-why-level = { $level } on { $size } means { $min }-{ $max } moves
tendrops-why-taps = { $taps ->
    [one] 1 tap
   *[other] { $taps } taps
} at the fewest (proven), { $level } under the generator's ranges
tendrops-why-margin = { $supply } drops: { $margin ->
    [one] 1 tap
   *[other] { $margin } taps
} to spare
# the rules' values inside the reasons and the summaries
tendrops-timing-a-sum = a-sum
tendrops-timing-a-cap = a-cap
tendrops-timing-b-sum = b-sum
tendrops-timing-b-cap = b-cap
tendrops-empty-taps-allowed = allowed
tendrops-empty-taps-forbidden = forbidden
tendrops-why-rules = timing { $timing }, empty taps { $empty }
matchstick-why-easiest-value = the easiest answer, { $answer }, changes only numbers
matchstick-why-easiest-operator = the easiest answer, { $answer }, changes an operator
matchstick-why-easiest-form = the easiest answer, { $answer }, changes the form of the equation (an '=' or a leading minus comes or goes)
matchstick-why-task = { $k ->
    [one] 1 stick
   *[other] { $k } sticks
} to { $task }
matchstick-why-tight = it breaks { $glyphs ->
    [one] 1 tight glyph
   *[other] { $glyphs } tight glyphs
} (one no part of which is a character, such as 1, 7 or X)
matchstick-why-spread = the change is spread over { $cells } characters
matchstick-why-answers = { $answers ->
    [1] it has a single answer
   *[other] it has { $answers } answers, each a way in
}
lianliankan-why-unclearable = no order of removals clears this board (proven)
lianliankan-why-not-found = no clearing was found within the limits
lianliankan-why-scarcity = { $open } pairs open at the start; { $share }% of the tiles removable on average (fewest pairs open: { $fewest })
lianliankan-why-paths = { $tricky } of { $removals } removals need the full turn limit or the outer ring
lianliankan-why-size = { $pairs } pairs of { $kinds } kinds on { $rows } x { $cols }
lianliankan-why-turns = at most { $turns } turns per path
lianliankan-why-no-dead-ends = no dead ends: all { $games } random and greedy games cleared it
lianliankan-why-dead-ends = dead ends: { $random } of { $games } random and { $greedy } of { $games } greedy games got stuck
lianliankan-why-greedy = taking the cheapest pair each time costs { $greedy } on average, against { $best }
lianliankan-why-greedy-fails = taking the cheapest pair each time never clears it
lianliankan-why-least-cost = least cost { $cost }, { $above } above the { $free } the pairs would cost with nothing in the way
lianliankan-why-bounded-cost = a clearing of cost { $cost } (lower bound { $bound }, { $free } with nothing in the way)
lianliankan-why-cost = a clearing of cost { $cost }
lianliankan-why-lower-bound = lower bound { $bound }
lianliankan-why-no-bound = no lower bound: some tile can never be paired

## Moves as the pages word them (`move_words` of hints, steps and played moves): rows,
## columns and cells counted from 1; the command line keeps the engines' notation (`move_text`)

as-written = { $text }
klotski-move = { $letter ->
    [C] the block
    [H] the horizontal piece
    [V] the vertical piece
   *[S] the soldier
} at row { $row }, column { $col } to row { $to_row }, column { $to_col }
tendrops-move = tap row { $row }, column { $col }
lianliankan-move = pair row { $row }, column { $col } with row { $to_row }, column { $to_col }
n-puzzle-move = slide { $tile } { $direction }
n-puzzle-move-tile = slide { $tile }
matchstick-stick = the { $slot } stick of cell { $cell } ('{ $shows }')
matchstick-stick-bare = the { $slot } stick of cell { $cell }
matchstick-place = the { $slot } place of cell { $cell }
matchstick-cell-only = cell { $cell }
matchstick-move-stick = move { $stick } to { $place }
matchstick-add-stick = add a stick at { $place }
matchstick-remove-stick = remove { $stick }

## Solution summaries (`summary_words`) and the words they share; the English is the engines'

stop-node-limit = node limit reached
stop-time-limit = time limit reached
stop-cancelled = cancelled
stop-memory-limit = memory limit reached
tendrops-summary-left = drops left at the end: { $left } (clear bonus included)
tendrops-summary-left-proven = drops left at the end: { $left }, the proven most over all clearing sequences (clear bonus included)
tendrops-summary-bound = no clearing leaves more than { $bound } drops
tendrops-summary-rules = rules: timing { $timing }, empty taps { $empty }, supply { $supply }
matchstick-summary-none = no answer moves exactly { $moves } stick(s)
matchstick-summary-all = { $count } answer(s), every one listed:
matchstick-summary-some = { $count } answer(s) found before the search stopped (not a complete list):
n-puzzle-summary-no-solution = no solution: { $proof }
n-puzzle-summary-fallback = the exact search stopped ({ $reason }); the moves are the weighted A* fallback's
n-puzzle-summary-exact = heuristic: { $heuristic }, one pattern of all 8 tiles: the exact distance to the goal
n-puzzle-summary-pdb = heuristic: { $heuristic }, the { $partition } pattern databases with the mirrored lookup
n-puzzle-summary-heuristic = heuristic: { $heuristic } ({ $about })
n-puzzle-heuristic-about-misplaced = tiles not on their goal cell
n-puzzle-heuristic-about-manhattan = rows plus columns between each tile and its goal cell
n-puzzle-heuristic-about-linear-conflict = Manhattan distance plus 2 for each tile that must leave its row or column to let another pass
n-puzzle-heuristic-about-walking-distance = Takahashi's walking distance: moves needed when tiles of a row (column) are told apart only by their goal row (column)
n-puzzle-heuristic-about-pdb = additive disjoint pattern databases (exact moves of each group of tiles), the larger of the direct and the mirrored lookup
n-puzzle-heuristic-about-inadmissible = twice the Manhattan distance: overestimates (teaching example)
n-puzzle-parity-odd-width = the tiles have { $inversions } inversions (pairs in the wrong order, reading row by row), an { $parity } number; on a { $size } board every move keeps that parity and the goal has 0{ $solvable ->
    [yes] : the goal can be reached
   *[no] : the goal cannot be reached; swapping two tiles makes it solvable
}
n-puzzle-parity-even-width = the tiles have { $inversions } inversions (pairs in the wrong order, reading row by row) and the blank is { $rows } row(s) above the bottom row; { $inversions } + { $rows } = { $sum } is { $parity }, and on a { $size } board every move keeps the parity of that sum, which is 0 in the goal{ $solvable ->
    [yes] : the goal can be reached
   *[no] : the goal cannot be reached; swapping two tiles makes it solvable
}
n-puzzle-parity-odd-width-goal = the tiles have { $inversions } inversions (pairs in the wrong order, reading row by row), an { $parity } number; the goal { $goal } has { $goal_inversions }, an { $goal_parity } number, and on a { $size } board every move keeps that parity{ $solvable ->
    [yes] : the goal can be reached
   *[no] : the goal cannot be reached; swapping two tiles makes it solvable
}
n-puzzle-parity-even-width-goal = the tiles have { $inversions } inversions (pairs in the wrong order, reading row by row) and the blank is { $rows } row(s) above the bottom row: { $inversions } + { $rows } = { $sum } is { $parity }; in the goal { $goal }, { $goal_inversions } + { $goal_rows } = { $goal_sum } is { $goal_parity }, and on a { $size } board every move keeps the parity of that sum{ $solvable ->
    [yes] : the goal can be reached
   *[no] : the goal cannot be reached; swapping two tiles makes it solvable
}

## Hints' notes: why there is no move, or what to know about the one given (each the engine's
## English)
stop-limits = limits
hint-board-clear = the board is already clear
hint-no-hint = no hint: { $claim }
klotski-hint-solved = already solved: the 2x2 block stands at the exit
klotski-hint-stuck = stuck: no piece can move
klotski-hint-stopped = the search for a hint stopped ({ $reason }) before it explored every position of this layout; give it more time or nodes
klotski-hint-no-solution = none of the { $positions } positions reachable from here has the 2x2 block at the exit
klotski-hint-left = { $left } { $metric } moves left; { $keeping } of the moves from here keep that optimum
lianliankan-hint-unproven = the board can still be cleared after this pair, for { $cost } more at most (the least cost is not proven)
lianliankan-hint-no-pair = no pair can be removed: shuffle the tiles, or undo
lianliankan-hint-dead-end = no order of removals clears the board from here (proven): undo, or shuffle the tiles
lianliankan-hint-stopped = the search stopped ({ $reason }) before it found a pair that keeps the board clearable; give it more time or nodes
matchstick-hint-solved = solved: { $equation } is true with exactly { $k } { $k ->
    [one] stick
   *[other] sticks
} changed
matchstick-hint-stuck = stuck: no legal move is left and the drawing is no answer; undo a move
matchstick-hint-stopped = the search for answers ended ({ $claim }) before it found one; give it more time or nodes
matchstick-hint-no-answer = no true equation is exactly { $k } { $k ->
    [one] stick
   *[other] sticks
} away from { $equation } ({ $verb } puzzle, { $rules } rules)
matchstick-rules-default = default
matchstick-hint-unreachable = no answer can be reached from here with legal moves: undo a move first
matchstick-hint-towards = { $move }, towards { $equation }: { $left } { $left ->
    [one] move
   *[other] moves
} left
matchstick-hint-towards-unproven = { $move }, towards { $equation }: { $left } { $left ->
    [one] move
   *[other] moves
} left (the search stopped early: a nearer answer may exist)
n-puzzle-hint-solved = already solved: the tiles are in order
n-puzzle-hint-solved-goal = already solved: the tiles stand as in the goal
n-puzzle-hint-no-solution = by parity, { $proof }
n-puzzle-hint-unproven = not proven optimal: the exact search stopped ({ $reason }) after proving at least { $at_least } moves; this move starts a solution of { $length } moves
n-puzzle-hint-waiting = no hint: { $note }
n-puzzle-hint-stopped = the search stopped ({ $reason }) before it found a solution: at least { $at_least } moves are needed; give it more time or nodes
n-puzzle-tables-loading = stopped ({ $reason }) while the { $partition } pattern databases were being loaded: give it more time (their first use on this machine builds and saves them, a few seconds; later uses load them in milliseconds)
n-puzzle-tables-goal-fallback = the { $partition } pattern databases for this goal were still being built (once per run of the program, a few seconds): this search used { $heuristic } instead; ask again soon for the faster search
n-puzzle-pdb-missing = no pattern database file yet: it is built and saved at first use
n-puzzle-pdb-unreadable = the pattern database file cannot be read ({ $reason }): it is built again
n-puzzle-pdb-magic = not a pattern database file (wrong magic): it is built again
n-puzzle-pdb-version = the pattern database file has format version { $found }, this program reads version { $expected }: it is built again
n-puzzle-pdb-other-pattern = the pattern database file holds another board size or pattern: it is built again
n-puzzle-pdb-length = wrong length: the pattern database file has { $found } bytes, its header promises { $expected } (truncated or damaged): it is built again
n-puzzle-pdb-checksum = checksum mismatch: the pattern database file is damaged: it is built again
tendrops-hint-no-drops = no drops are left: the board can no longer be cleared
tendrops-hint-no-solution = no sequence clears the board with the { $drops } { $drops ->
    [one] drop
   *[other] drops
} left (proven)
tendrops-hint-stopped = the search stopped ({ $reason }) before proving the minimum: at least { $taps } taps are needed; give it more time or nodes

## Work the limits stopped, and what was not found (each the engine's English)
error-stopped = { $what } stopped before it finished ({ $reason }); give it more time or nodes
error-fault = internal error: { $detail } (a fault of Puzzle Lab; please report it with what you asked)
error-stopped-after = { $what } stopped after { $attempts } attempts ({ $reason }); give it more time or nodes
work-generator = the generator
work-rating = the rating
work-rating-solver = the solver behind the rating
work-shuffle = the shuffle
work-catalogue = the catalogue
work-census = the census
work-analysis = the analysis
work-reachable-space = listing the reachable space
work-pattern-databases = loading the pattern databases
n-puzzle-work-rating-loading = the rating (the pattern databases were still loading)
n-puzzle-work-generator-loading = the generator (the pattern databases were still loading)
n-puzzle-work-generator-candidates = the generator (no { $level } { $size } position proven after { $attempts } candidates; try another seed, or an easier level)
n-puzzle-not-found-rating = an unsolvable position has no difficulty: { $proof }
klotski-not-found-rating = this layout cannot be solved (the 2x2 block never reaches the exit from any of its { $positions } reachable positions), so it has no difficulty
klotski-generate-empty-range = the range { $min }..{ $max } of moves is empty: the fewest moves ({ $min }) must not be more than the most ({ $max })
klotski-generate-not-found = no layout needing { $min }..{ $max } { $metric } moves found in { $attempts } random groups (the hardest standard layouts need 138 step / 150 straight / 179 unit moves)
klotski-not-found-layout = { $problem }; widen the range, raise { $key } (up to { $most }) or try another seed
lianliankan-not-found-board = no clearable board found in { $attempts } attempts (allow more turns, use fewer blockers or give more time)
lianliankan-not-found-level-harder = no { $level } board found in { $attempts } attempts (levels found: { $found }); for harder boards use more pairs or more kinds, a lower turn limit, or give more time
lianliankan-not-found-level-easier = no { $level } board found in { $attempts } attempts (levels found: { $found }); for easier boards use fewer pairs or fewer kinds, or a higher turn limit
lianliankan-not-found-shuffle-clear = the board is already clear: there is nothing to shuffle
lianliankan-not-found-shuffle-impossible = no deal of the remaining tiles can be cleared, whatever their kinds (proven): undo instead
lianliankan-not-found-shuffle-gave-up = none of the { $attempts } deals tried could be cleared under gravity: shuffle again, or undo
lianliankan-shuffle-fault = the shuffle failed through a fault of the program (please report it): { $detail }
matchstick-not-found-puzzle = no { $level } puzzle ({ $verb } { $k } { $k ->
    [one] stick
   *[other] sticks
}) found from { $equations } true equations: try another level, more sticks, more digits, more answers allowed or other rules
matchstick-not-found-rating = { $equation } has no answer with exactly { $k } { $k ->
    [one] stick
   *[other] sticks
} ({ $verb } puzzle, { $rules } rules), so it has no difficulty: try another k or other rules
tendrops-not-found-rating = no sequence clears this board with { $drops } drops (proven): there is nothing to rate; give a larger supply
tendrops-not-found-level = no { $level } level found in { $attempts } attempts (seed { $seed }); try another seed or size, an easier difficulty, a larger supply or a larger board

## Options, the lab, the server's line and the libraries: the server's own errors (each its
## English)
error-option = { $key }: { $problem }
error-option-choice = '{ $value }' is not a value of { $key }: use { $names }
error-option-integer = '{ $value }' is not a valid { $key }: give a whole number from { $min } to { $max }
error-option-flag = unknown { $key } flag '{ $flag }': use { $names }
error-option-twice = { $key } is given twice, as '{ $first }' and as '{ $second }': give it once
lab-error-no-heuristic = this puzzle offers no heuristic
lab-error-unknown-heuristic = unknown heuristic '{ $name }': use { $names }
lab-error-goal-one-way = goal: one chosen goal position serves a search that runs backwards from it, and this puzzle's moves cannot be undone; leave the goal empty
lab-error-goal-unsolved = goal: that position is not solved; give a solved position
lab-error-answer-size = stopped by the answer's size: { $states } states (game IDs of about { $id_len } characters) and { $edges } moves between them would take more than { $megabytes } MB; give a smaller game
lab-error-state-limit = stopped by the state limit: more than { $states } states are reachable from this game; give a smaller game
lab-error-unsupported = the search lab (trace, heuristic check, state space, experiment) does not run on this puzzle yet: its search states cannot be named as game IDs
lab-error-no-instances = give at least one depth and one instance
lab-error-max-steps = max_steps: { $max }; a trace records 1 to { $most } steps
lab-error-max-states = max_states: { $max }; give 1 to { $most }
lab-error-no-depths = depths: missing; give a list such as [2, 4, 6]
lab-error-depths = depths: give 1 to 16 depths, each at most 64
lab-error-instances = instances: { $instances } per depth for { $depths } depths; give 1 to { $most }, at most { $cells } in all
lab-error-size = size: 0; a board's size is at least 1
error-busy = the server is busy with other computations ({ $why }); try again in a few seconds
error-busy-waiting = { $waiting } requests are waiting
error-busy-no-slot = no slot came free within { $seconds } s
error-disk-full = the server's disk is full: nothing was saved, and everything stored before is intact; ask whoever runs the server to free some disk space, then try again
error-busy-deadline = no slot came free within the request's time limit of { $seconds } s
error-cancelled-waiting = the request was cancelled while it waited
error-game-too-long = game: { $bytes } bytes; a game ID is at most { $max }
library-error-no-name = name: the library needs a name
library-error-name-long = name: at most { $max } characters
library-error-description-long = description: at most { $max } characters
library-error-missing = there is no library { $id }
library-error-read-only = library { $id } ({ $name }) is built in and read-only: { $action } a library of your own
library-change-delete = delete
library-change-add = add puzzles to
library-change-remove = remove puzzles from
library-change-import = import into
library-error-no-puzzle = library { $id } has no puzzle { $puzzle }
saved-error-missing = there is no saved game { $id }

## The database (the store's errors; a value in English is SQLite's or the system's own detail)
store-file = { $path }
store-no-data-dir = no per-user data directory is known (is $HOME set?), so the database is ./puzzlelab.db in the current directory; pass --db to choose another file
store-the-database-file = the database file
store-error-foreign = { $file } is not a Puzzle Lab database ({ $reason }) — refusing to touch it; pass --db to use another file
store-error-too-new = { $file } was written by a newer Puzzle Lab (schema version { $found }, this build knows up to { $known }) — refusing to touch it; upgrade puzzlelab or pass --db to use another file
store-error-corrupt = { $file } is damaged ({ $detail }) — refusing to touch it; restore a backup or pass --db to use another file
store-error-not-a-file = { $file } is { $what }, not a regular file — a database must be a regular file; pass --db to use another file
store-error-read-only = { $file } cannot be written: { $reason } — refusing to open it; make it writable or pass --db to use another file
store-error-exists = { $file } already exists — refusing to overwrite it; choose another file name, or pass --overwrite to replace it
store-error-busy = the database is busy: another program kept it for too long; try again in a moment
store-error-disk-full = the disk is full: nothing was changed and everything stored before is intact; free some disk space and try again
store-error-too-long-characters = { $field } is too long: { $length } characters, the limit is { $limit } characters
store-error-too-long-bytes = { $field } is too long: { $length } bytes, the limit is { $limit } bytes
store-error-too-many = too many { $what }: the limit is { $limit }; delete some first
store-error-io = cannot { $action } { $file }: { $detail }
store-error-sqlite = database error while { $action }: { $detail }
store-error-no-puzzle = there is no puzzle { $id }
store-error-export = cannot write the { $format } export: { $detail }
store-error-reopen-in-memory = an in-memory database cannot be reopened
store-error-no-wal = the database could not be switched to WAL mode (is it on a network file system?)
store-field-description = the game ID
store-field-name = the name
store-field-level = the level
store-field-source = the source
store-field-extra = the extra data
store-field-of-entry = puzzle #{ $entry }: { $field }
store-field-library-puzzle = the library's puzzle
store-field-library-name = the library's name
store-field-library-description = the library's description
store-field-library-source = the library's source
store-field-saved-game-puzzle = the saved game's puzzle
store-field-saved-game-game-id = the saved game's game ID
store-field-saved-game-name = the saved game's name
store-field-saved-game-state = the saved game's state
store-field-saved-game-moves = the saved game's moves
store-field-record-puzzle = the record's puzzle
store-field-record-game = the record's game
store-field-record-metric = the record's metric
store-field-record-who = the record's player
store-field-record-details = the record's details
store-field-result-puzzle = the result's puzzle
store-field-result-key = the result's key
store-field-result-value = the result's value
store-too-many-saved-games = saved games
store-too-many-records = records
store-too-many-puzzles = puzzles in library { $library }
store-library-no-puzzle = the library's puzzle is empty
store-library-no-name = the library's name is empty
store-library-exists = a { $puzzle } library named “{ $name }” already exists (library { $id })
store-library-name-taken = library { $id } is a library of your own named “{ $name }” ({ $puzzle }); the built-in library of that name cannot be installed: rename or delete library { $id }
store-puzzle-no-description = the game ID is empty
store-puzzle-bad-difficulty = the difficulty { $difficulty } is not a finite number
store-puzzle-exists = library { $library } already holds this game (puzzle { $id }): { $game }
store-game-no-puzzle = the saved game's puzzle is empty
store-record-incomplete = a record needs a puzzle and a metric
store-result-no-puzzle = a result needs a puzzle
store-result-bad-shape = the stored result { $result } does not have the expected shape: { $detail }
store-not-serializable = the data cannot be written as JSON: { $detail }
store-migrations-out-of-order = the list of database migrations is out of order: entry { $entry } has version { $version }
store-backup-not-a-file = { $path } exists and is not a regular file: a backup is written to a new file (or replaces a regular one); choose another name
store-backup-is-the-database = { $path } is the database itself: a backup must go to another file
store-backup-not-one-file = the backup { $path } could not be made one self-contained file (journal mode { $mode })
store-backup-failed-check = the backup { $path } failed its check ({ $detail }); the database was not backed up
store-backup-foreign = the backup { $path } is not a Puzzle Lab database ({ $reason })
store-import-problems = the import file has { $total ->
        [one] one problem
       *[other] { $total } problems
    }; nothing was imported. { $total ->
        [one] It is
       *[other] The first is
    }: { $first }
store-import-problems-none = the import file has problems; nothing was imported
store-import-at-line = line { $line }: { $problem }
store-import-at-entry = puzzle #{ $entry }: { $problem }
store-import-place-line = line { $line }
store-import-place-entry = puzzle #{ $entry }
store-import-place-earlier = an earlier row
store-import-bad-game = the game ID is not valid: { $problem }
store-import-repeated = the same game as { $first }
store-import-column-twice = the column “{ $column }” appears twice
store-import-unknown-column = unknown column “{ $column }” (the columns are { $columns })
store-import-no-description-column = the header row has no description column (the columns are { $columns })
store-import-unreadable-row = the row cannot be read as CSV: { $detail }
store-import-bad-difficulty = the difficulty “{ $text }” is not a number
store-import-bad-extra = the extra column is not valid JSON: { $detail }
store-import-not-json = the file is not valid JSON: { $detail }
store-import-not-a-library = the file is not a Puzzle Lab library file: { $detail }
store-import-no-puzzles = the file should be an object with a "puzzles" array, or an array of puzzles
store-import-other-format = the file's format is “{ $format }”, not “{ $expected }”
store-import-too-new = the file is library format version { $version }; this build reads up to version { $known }
store-import-bad-entry = the entry is not a puzzle: { $detail }
store-import-other-puzzle = the file holds { $puzzle } games, but library { $library } (“{ $name }”) is a { $expected } library
store-import-undone = import { $import } into library { $library } was undone before it could finish (the library was deleted, or the import made no progress for { $seconds } s); nothing was imported: run it again

## Lists: one item, the separator, and the rest
list-pair = { $head }, { $tail }
list-none = none
error-server-failed = the server failed on this request (a bug, logged on the server); please report it with the request
error-internal = the server could not answer: { $detail }
error-body-not-object = the request body is { $kind }; send a JSON object such as {"{"}"game": "..."{"}"}
error-body-shape = the request body does not fit this route: { $detail }
error-body-not-json = send the request body as JSON with 'Content-Type: application/json'
error-body-bad-json = the request body is not valid JSON: { $detail }
error-bad-query = the query string does not fit this route: { $detail }
error-uri-too-long = the request's address is { $bytes } bytes; at most { $most } are read (send large input in a POST body)
error-headers-too-large = the request has { $headers } headers of { $bytes } bytes; at most { $most_headers } headers of { $most_bytes } bytes in all are read
error-method-not-allowed = { $method } is not allowed here: this route takes { $allowed }
error-method-not-allowed-here = { $method } is not allowed on this route: its Allow header lists the methods it takes
error-request-invalid = the request is not valid: { $detail }
error-not-found = not found: { $detail }
error-http = HTTP { $status }: { $detail }
error-other-site = requests from other sites are refused: use Puzzle Lab's own pages, or call the API without an Origin header (curl, scripts)
error-overloaded = the server is overloaded; try again in a moment
error-no-thread = the server cannot start a thread for the job ({ $detail }); try again in a moment
error-no-catalogue = no catalogue for the language '{ $lang }'; there are: { $langs }
error-no-route = no route '{ $route }': a puzzle answers parse, validate, move, hint, solve, compare, generate, rate, trace, heuristic-check, state-space, experiment and check (and their /stream forms), and GET heuristics
error-no-endpoint = no API endpoint at { $uri }; GET /api/puzzles lists the puzzles
error-unknown-puzzle = unknown puzzle '{ $id }': the puzzles are { $ids }
error-field = { $field }: { $problem }
error-missing-field = missing field `{ $field }`
store-old-names-mixed = `kind` is the old name of `puzzle`: give `puzzle` and `game`, or the old `kind` and `puzzle`, not both
store-old-names-no-game = missing field `puzzle` (the game, in the old form with `kind`)
json-null = null
json-boolean = a boolean
json-number = a number
json-string = a string
json-array = an array
json-object = an object
error-body-too-large = request body too large (limit { $limit } bytes)
error-body-timeout = the request's body did not arrive within { $seconds } s of its headers; send the whole request at once
error-host-twice = the request has two Host headers; send one
error-host-unreadable = the Host header is not readable text
error-host-disagree = the address names the host '{ $address }' and the Host header '{ $header }'; they must agree
error-host-missing = the request has no Host header; send the host name you opened the server by
error-host-foreign = this server does not answer for the host '{ $host }': open it as http://localhost or http://127.0.0.1, at the address it was started on, or by a host name it was started to answer
error-token-required = this server is shared by a class: changing libraries, saved games and records needs the teacher's token (Authorization: Bearer TOKEN); reading, playing, solving and the lab need none
error-token-wrong = the token is not this server's: ask the teacher for the token the server printed when it started
error-bad-move = that is not a { $puzzle } move ({ $detail }): a move looks like { $syntax }
error-move-json = the move { $move } is not JSON: { $detail }
error-too-many-moves = { $moves } moves: a check replays at most { $most }
error-move-text-empty = the move is empty: write a move like { $example }
error-move-text-ended = the move stops too soon: write a move like { $example }
error-move-text-expected = expected { $expected } here, found '{ $found }': write a move like { $example }
error-move-text-number = expected a number here, found '{ $found }': write a move like { $example }
error-move-text-large = { $number } is too large to be part of a move: write a move like { $example }
error-move-text-trailing = '{ $rest }' follows the move: write one move like { $example }
klotski-error-move-piece = '{ $letter }' is not a piece: use C, H, V or S, as in { $example }
klotski-illegal-no-piece = no { $piece ->
    [C] 2x2 block
    [H] horizontal 2x1 piece
    [V] vertical 1x2 piece
   *[S] 1x1 soldier
} has its top-left cell at row { $row }, column { $column }: pick a move from the legal moves of this position
klotski-illegal-unreachable = the { $piece ->
    [C] 2x2 block
    [H] horizontal 2x1 piece
    [V] vertical 1x2 piece
   *[S] 1x1 soldier
} at row { $row }, column { $column } cannot reach row { $to_row }, column { $to_column } in one { $metric } move: pick a move from the legal moves of this position
klotski-error-moves-range = { $min_key } ({ $min }) is larger than { $max_key } ({ $max }): give both, or a level whose range ({ $level }: { $level_min }-{ $level_max } { $metric } moves) fits
klotski-action-code = A layout in every form: grid, CommonCode, ShortCode, name
klotski-action-analyze = Distance to the goal, optimal next moves, reachable and farthest positions
klotski-action-census = Every legal layout counted and split into groups of layouts that reach each other
klotski-action-census-set = Layouts
klotski-action-census-set-help = Which layouts to count.
klotski-action-census-set-both = both
klotski-action-census-set-all = every legal layout (29,334,498)
klotski-action-census-set-standard = the standard piece set, with the hardest layouts in each metric
klotski-action-classics = The built-in classic layouts with their move counts
klotski-code-row = {"  "}{ $row }
klotski-code-grid = grid        { $grid }
klotski-code-common = CommonCode  { $code } ({ $short })
klotski-code-short = ShortCode   { $code } (#{ $number })
klotski-code-name = name        { $name } ({ $pinyin })
klotski-analysis-head = { $layout } ({ $metric } metric)
klotski-analysis-distance = distance to the goal  { $distance }
klotski-analysis-unsolvable = distance to the goal  unsolvable
klotski-analysis-moves = optimal next moves    { $moves }
klotski-analysis-reachable = reachable positions   { $reachable } ({ $solvable } solvable)
klotski-analysis-farthest = farthest from here    { $moves } moves ({ $count } positions, e.g. { $example })
klotski-analysis-hardest = farthest from goal    { $moves } moves ({ $count } positions, e.g. { $example })
klotski-census-head = { $set } layouts ({ $ms } ms)
klotski-census-layouts = {"  "}layouts          { $layouts }
klotski-census-groups = {"  "}groups           { $groups }
klotski-census-solvable = {"  "}solvable groups  { $groups } holding { $layouts } layouts
klotski-census-largest = {"  "}largest group    { $layouts }
klotski-census-hardest = {"  "}hardest ({ $metric })  { $moves } moves: { $layouts }
klotski-classics-col-name = name
klotski-classics-col-alias = alias
klotski-classics-col-layout = layout
klotski-classics-col-step = step
klotski-classics-col-straight = straight
klotski-classics-col-unit = unit
klotski-classics-col-reachable = reachable
error-bad-level = difficulty: '{ $level }' is not a level of { $puzzle }: use { $levels }
error-unknown-option = unknown option '{ $key }' for { $puzzle }: the options are { $known }
error-too-many-solvers = { $asked } solvers asked for; compare runs at most { $most } at once
error-unknown-solver = unknown solver '{ $name }': use { $solvers } (parameters may change, e.g. { $parameters })
error-unknown-solver-because = unknown solver '{ $name }' ({ $why }): use { $solvers } (parameters may change, e.g. { $parameters })
error-solver-no-parameter = the solver '{ $name }' takes no parameter: write { $name }
error-solver-spelling = solver '{ $name }': { $reason }
solver-misspelt-no-parameter = it takes no parameter
error-unknown-algorithm = unknown algorithm '{ $input }': { $reason }; expected one of bfs, bibfs, dfs[:DEPTH], iddfs[:MAX_DEPTH], ucs, astar, wastar[:W], idastar, greedy, beam[:WIDTH]
algorithm-misspelt-name = not a known algorithm
algorithm-misspelt-no-parameter = this algorithm takes no parameter
algorithm-misspelt-parameter = the parameter must be a whole number from 1 to { $max }
algorithm-misspelt-weight = the weight must be a number from 1 to 100
error-search-unsupported = { $algorithm } cannot run on this problem: { $reason }
search-unmet-goal-states = the problem does not list its goal states (Problem::goal_states returns None)
search-unmet-predecessors = the problem cannot generate predecessors (Problem::predecessors returns false)
search-unmet-weight = the weight must be a number from 1 to { $max }, not { $weight }
search-unmet-beam-width = the beam width must be at least 1
error-not-an-option = { $name }: not an option of this request; it takes { $fields }
error-no-game = game: missing; give the game ID to work on
error-action-no-game = game: action '{ $action }' works on no game; leave it out
error-no-action = { $puzzle } has no action '{ $action }'; its actions: { $known }
error-param-value = params.{ $key }: { $value } is not a value; give a string or a number
error-steps = steps: '{ $steps }' is not a step detail: use views (each step's drawing) or games
lab-error-no-algorithm = algorithm: missing; name a generic algorithm (bfs, astar, idastar, beam:50, ...)

## The command line's own words (puzzlelab in a terminal)
cli-library-none = no libraries
cli-library-count = { $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    }
cli-library-builtin = (built-in)
cli-library-header = { $name } ({ $puzzle }): { $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    }
cli-library-created = created library { $id } ({ $puzzle } / { $name })
cli-library-added = added puzzle { $id } to library { $library }: { $game } ({ $level })
cli-library-removed = removed puzzle { $id } from library { $library }
cli-library-imported = imported { $inserted } of { $rows } puzzles into library { $library } ({ $duplicates } already there)
cli-library-deleted = deleted library { $id }
cli-library-missing = there is no library { $id } (see `puzzlelab library list`)
cli-library-format = cannot tell the format of { $path }: name it .csv or .json, or pass --format
cli-cannot-open = cannot open { $path }: { $detail }
cli-cannot-create = cannot create { $path }: { $detail }
cli-cannot-write = cannot write { $path }: { $detail }
cli-cannot-read = cannot read { $path }: { $detail }
cli-cannot-read-stdin = cannot read standard input: { $detail }
cli-bad-timeout = --timeout must be a positive number of seconds, got { $given }
cli-param-form = --param: '{ $param }' is not KEY=VALUE, e.g. size=3
cli-levels-form = --levels: '{ $item }' is not LEVEL:COUNT, e.g. easy:5
cli-levels-count = --levels: '{ $item }': the count must be a whole number above 0
cli-levels-twice = --levels: the level '{ $level }' is given twice
cli-levels-none = --levels: give at least one LEVEL:COUNT, e.g. easy:5,medium:5
cli-levels-too-many = --levels asks for { $total } games; an assignment holds at most { $most }
cli-generate-failed = generating a game of { $puzzle } at level { $level }: { $problem }
cli-too-few-distinct = only { $made } distinct games of { $puzzle } at level { $level } were found for { $count } asked; ask for fewer
cli-wrote-assignment = wrote { $path }: { $count } games of { $puzzle } ({ $levels })
cli-give-games = give the games: --set FILE or --library NAME
cli-print-too-many = { $count } games: a sheet prints at most { $most }; split the set
cli-wrote-sheet = wrote { $path }: { $count } games; open it in a browser and print it
cli-wrote-sheet-answers = wrote { $path }: { $count } games and the answer key; open it in a browser and print it
cli-separator = {": "}
cli-error = error
input-place = line { $line }, column { $column }
cli-context = { $context }{": "}{ $detail }
cli-give-game = give the game ID
cli-check-stdin-twice = the game and the moves cannot both come from standard input: give one of them as a file
cli-cannot-encode = cannot encode JSON
cli-moves-file-too-big = { $path }: { $size } bytes; a file of moves may hold at most { $most }
cli-moves-file-not-json = { $path }: not a JSON array of moves
cli-check-optimum = optimum { $optimum }
cli-check-optimum-bound = optimum not proven, at least { $bound }
cli-check-optimum-unknown = optimum not proven within the limits
cli-check-solved = { $verdict }: solved in { $played ->
    [one] 1 move
   *[other] { $played } moves
} at a cost of { $cost } ({ $optimum })
cli-check-unsolved = unsolved: { $played ->
    [one] 1 move
   *[other] { $played } moves
} played at a cost of { $cost }, and the game is not solved ({ $optimum })
cli-check-ends-at = it ends at { $end }
cli-check-illegal = illegal: move { $number } of { $moves }, "{ $move }", is refused:
cli-unknown-option = unknown option '{ $option }' for { $verb }: `puzzlelab { $puzzle } { $verb } --help` lists the options
cli-unknown-command = unknown command '{ $command }': `puzzlelab { $puzzle } --help` lists the commands
cli-bad-lang = --lang { $tag }: use zh-CN or en
cli-usage-unknown-argument = unknown option '{ $argument }'
cli-usage-unknown-command = unknown command '{ $command }'
cli-usage-bad-value = '{ $value }' is not a valid value for { $argument }
cli-usage-bad-value-choices = '{ $value }' is not a valid value for { $argument }: use { $choices }
cli-usage-no-value = { $argument } needs a value
cli-usage-missing = missing { $arguments }
cli-usage-missing-command = give a command
cli-usage-conflict = { $argument } cannot be used with { $other }
cli-usage-with-tip = { $problem }; { $tip }
cli-usage-tip-similar = did you mean '{ $similar }'?
cli-usage-tip-help = '{ $help }' lists what it takes
cli-give-command = give a command for { $puzzle }; see `puzzlelab { $puzzle } --help`
cli-no-table = { $action } answers with no table: leave out --csv
cli-no-figures = { $action } has no figures to keep
cli-cannot-save-figures = cannot save the figures
cli-assignment-from-library = {", "}from library { $library }
cli-assignment-generated = {""}
cli-assignment-options = {", "}options { $options }
cli-assignment-header = puzzlelab assignment: puzzle { $puzzle }, levels { $levels }, seed { $seed }{ $from }
cli-assignment-made-by = made by puzzlelab { $version }: `puzzlelab judge --set FILE -- COMMAND` judges a program on it, `puzzlelab print --set FILE --html OUT` prints it
cli-levels-unknown = --levels: '{ $level }' is not a level of { $puzzle }: use { $levels }
cli-levels-none-there = none
cli-library-too-few = the library has { $found ->
    [one] 1 game
   *[other] { $found } games
} of level '{ $level }', { $count } asked (its levels: { $levels })
cli-backup-no-database = there is no database at { $path } to back up (pass --db to name the one to copy)
cli-backup-failed = cannot back up { $path } to { $file }
cli-backed-up = backed up { $path } to { $file }: { $size }, schema version { $version }; { $libraries } libraries, { $puzzles } puzzles, { $games } saved games, { $records } records
cli-set-too-big = the set file { $path } has { $size } bytes; a set file may hold at most { $most }
cli-set-error = { $file }, line { $line }, column { $column }: { $problem }
cli-set-no-tab = no tab: write the puzzle's id, a tab, then the game ID (and optionally a tab and its optimum)
cli-set-unknown-puzzle = unknown puzzle '{ $puzzle }': the puzzles are { $puzzles }
cli-set-bad-game = { $problem } (the game ID of { $puzzle })
cli-set-bad-optimum = '{ $value }' is not an optimum: give a whole number, or - when it is not known
cli-set-extra-column = a line has at most three columns: puzzle, game ID, optimum
cli-set-origin = { $file }, line { $line }
cli-set-empty = { $file } holds no game: write one `puzzle<TAB>game` per line
cli-no-library = there is no library '{ $name }' (see `puzzlelab library list`)
cli-no-library-of = there is no library '{ $name }' of { $puzzle } (see `puzzlelab library list`)
cli-library-ambiguous = several puzzles have a library '{ $name }' ({ $ids }): give its id (see `puzzlelab library list`)
cli-library-empty = the library '{ $name }' holds no game
cli-library-origin = library { $name }, game { $number }
cli-bad-seconds = { $flag } must be a number of seconds above 0 and at most 86400, got { $given }
cli-bad-memory = --memory must be from 16 to 1048576 megabytes, got { $given }
cli-bad-max-output = --max-output must be from 1 to 1048576 kilobytes, got { $given }
cli-judge-library = library { $name } ({ $puzzle })
cli-judge-no-program = give the program to judge after --, e.g. -- python3 solver.py
cli-judge-cannot-start = cannot start { $program }: { $detail } (the program to judge goes after --, e.g. -- python3 solver.py)
cli-judge-unix-only = the judge runs programs on Unix only (process groups, RLIMIT_AS)
cli-judging = judging { $number }/{ $count }: { $puzzle }
cli-warning = warning
cli-tables-unstored = the 15-puzzle's pattern databases ({ $partition }) cannot be kept in { $dir } ({ $detail }): they are built again by every run of puzzlelab ({ $seconds } s this time; a server keeps them until it stops); set { $variable } to a folder you can write
cli-cannot-write-stdout = cannot write to standard output
token-length = the token has { $chars } characters; give { $least } to { $most } (or leave --token out and the server makes one)
token-character = the token holds { $character }; use letters, digits and - . _ ~ only
cli-bad-token = --token: { $problem }
cli-cannot-fill-libraries = cannot fill the built-in puzzle libraries
cli-library-leaves-out = the built-in { $puzzle } library "{ $library }" leaves out { $game }: { $reason }
cli-bad-allow-host = --allow-host "{ $name }": give a host name such as puzzles.school.example, without a scheme or a port
cli-cannot-make-token = cannot make a token from the system's random generator
cli-teachers-token = teacher's token: { $token }
cli-network-server = this server is reachable from the network: anyone who can reach { $address } can open the pages, play, solve and use the lab
cli-network-writes = changing libraries, saved games and records needs the teacher's token (Authorization: Bearer TOKEN); pages without it keep their saves and records in the browser
cli-network-give-token = open { $url } on the teacher's own computer to give its pages the token; keep the token to yourself
cli-network-ip-only = the pages are answered for IP addresses only: add --allow-host NAME to open them by a host name
cli-bad-max-solve-seconds = --max-solve-seconds must be a positive number, got { $given }
cli-in-database = in the database { $path }
cli-cannot-start-runtime = cannot start the async runtime
cli-cannot-listen = cannot listen on { $address } (is another server using it? try --addr 127.0.0.1:0)
cli-cannot-read-address = cannot read the bound address
cli-listening = Puzzle Lab listening on { $url }
cli-writes-need-token = writes need the token given with --token
cli-database = database: { $path }
cli-press-ctrl-c = press Ctrl-C to stop
cli-server-failed = the web server failed
cli-solved = { $game }: { $cost } ({ $claim }, { $algorithm })
cli-unsolved = { $game }: { $claim } ({ $algorithm })
cli-lower-bound = ; proven lower bound { $bound }
cli-step-cost = (cost { $cost })
cli-stats = expanded { $expanded }, generated { $generated }, { $time }
cli-solve-stopped = { $algorithm }: { $claim } after { $expanded } expanded nodes, before it could answer; give it more with --timeout or --max-nodes
cli-next = next: { $move }
cli-no-move = no move to suggest: { $note }
cli-left = { $left } left from here
cli-left-proven = { $left } left from here (proven)
cli-difficulty = difficulty: { $level } (score { $score } of 100)
cli-optimum = optimum: { $optimum }
cli-seed = seed { $seed }
cli-not-rated = (not rated; `puzzlelab { $puzzle } rate` rates it)
cli-tip-names = the names it knows: `puzzlelab { $puzzle } { $action }`
cli-saved = saved to { $path }
cli-col-solver = solver
cli-col-algorithm = algorithm
cli-col-length = length
cli-col-cost = cost
cli-col-claim = claim
cli-col-expanded = expanded
cli-col-generated = generated
cli-col-duplicates = duplicates
cli-col-peak-frontier = peak frontier
cli-col-peak-memory = peak memory
cli-col-time = time
## Your own algorithm: the judge's report (`puzzlelab judge`: table, CSV, HTML)
judge-title = Judge report
judge-command = Command
judge-games-from = Games: { $from }
judge-limits = Limits per game: { $seconds } s, { $memory } MB of memory, { $output } KB of output
judge-summary = { $games ->
    [one] 1 game
   *[other] { $games } games
}: { $optimal } optimal, { $valid } valid, { $failed } failed
judge-optimum-unknown = not proven
judge-made-by = Made by puzzlelab { $version }
judge-col-number = #
judge-col-puzzle = Puzzle
judge-col-game = Game
judge-col-verdict = Verdict
judge-col-cost = Cost
judge-col-optimum = Optimum
judge-col-time = Time (s)
judge-col-expanded = Nodes expanded
judge-col-detail = Detail
judge-verdict-optimal = optimal
judge-verdict-valid = valid, not optimal
judge-verdict-unsolved = unsolved
judge-verdict-illegal = illegal move
judge-verdict-timeout = time limit
judge-verdict-crashed = crashed
judge-verdict-bad-output = bad output
judge-detail-illegal = move { $number } ({ $move }) is refused: { $why }
judge-detail-unsolved = { $played ->
    [one] 1 move played
   *[other] { $played } moves played
}, and the game is not solved
judge-detail-timeout = stopped at the time limit of { $seconds } s
judge-detail-exit = exit status { $code }
judge-detail-signal = killed by signal { $signal } ({ $name })
judge-detail-empty = no output: print one JSON line {"{"}"moves": [...]{"}"}
judge-detail-not-text = the output is not UTF-8 text
judge-detail-lines = { $lines } lines of output: print one JSON line (write debugging output to standard error)
judge-detail-not-json = the output is not JSON: { $error }
judge-detail-no-moves = the JSON has no "moves" list: print {"{"}"moves": [...]{"}"}
judge-detail-move-type = moves[{ $index }] is not a move: give each move as a string (or its JSON object)
judge-detail-expanded = "expanded" is not a whole number
judge-detail-too-big = more than { $kb } KB of output
judge-detail-too-many-moves = { $moves } moves: at most { $most } are replayed

## Your own algorithm: the printable sheet (print.html)
print-title = Puzzle sheet
print-name = Name:
print-button = Print
print-answer-key = Answer key
print-game = { $number }. { $puzzle }
print-count = { $count ->
    [one] 1 game
   *[other] { $count } games
}
print-preparing = Preparing the games: { $done } of { $total } done…
print-ready = Ready to print (A4): the games first, then the answer key on pages of its own.
print-nothing = Nothing to print yet: open this page with a library's Print button (on any game page), or write a sheet with `puzzlelab print`.
print-failed = The sheet could not be made: { $detail }
print-no-position = This game could not be read.
print-no-answer = No answer: the solver found none within its time.
print-answer-figures = { $cost } in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} ({ $claim })
