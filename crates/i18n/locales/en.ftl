# Puzzle Lab's words in English. Every message here has a translation with the same id
# and the same variables in zh-CN.ftl (a test checks).

-brand = Puzzle Lab

## The site: header, navigation, language and footer

site-brand = { -brand }
site-nav = Puzzles
nav-home = Home
nav-lab = Search lab
lang-switch = Language
site-footer = { -brand } · everything runs on this machine
page-title = { $page } · { -brand }

## Jobs and the server

job-queued = Waiting for a free slot: place { $position } in the line…
job-progress = { $doing }… { $expanded } expanded, frontier { $frontier }, { $elapsed }
error-no-json = the server sent no JSON (HTTP { $status })
error-stream-lost = the connection to the server was lost before the answer came
error-cancelled = cancelled
error-network = the server could not be reached ({ $detail })

## The home page

home-lead = Solve, generate, rate and play classic AI-search puzzles: exact solvers that prove their answers, the textbook search algorithms side by side, and puzzle libraries kept in SQLite.
home-loading = Loading the puzzle list…
home-load-failed = Could not load the puzzle list: { $detail }
home-play = Play
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
play-solver = Solver
play-show-solution = Show solution
play-cancel = Cancel
play-back-to-game = Back to my game
play-new-game = New game
play-generate = Generate
play-library = Library
play-saved-games = Saved games

## The search lab

lab-title = Search lab
lab-lead = Pick a puzzle and a game, then run one search algorithm and step through its answer with g, h and f, or compare every algorithm on the same game with one budget. A run stopped by a limit says so: that is not “no solution”.
lab-puzzle = Puzzle
lab-game = Game
lab-algorithm = Algorithm
lab-node-limit = Node limit
lab-time-limit = Time limit (s)
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

## Puzzles: names, summaries, rules and generator options (the same words as the puzzle crates; a test compares)

klotski-name = Klotski
klotski-summary = Slide the pieces on a 4x5 board until Cao Cao, the 2x2 block, stands at the exit in the middle of the bottom row.
klotski-cost-unit = moves
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
matchstick-rule-task = Task
matchstick-rule-task-help = Move, add or remove the sticks.
matchstick-rule-k = Sticks
matchstick-rule-k-help = K: how many sticks to move (add, remove); the generator makes 1 to 3.
matchstick-rule-rules = Rules
matchstick-rule-rules-help = The disputed conventions of RULES.md; none is the consensus.
matchstick-gen-max-digits = Digits
matchstick-gen-max-digits-help = Numbers have at most this many digits.
matchstick-gen-operands = Operands
matchstick-gen-operands-help = Numbers on the left side of the true equation the puzzle is made from.
matchstick-gen-max-answers = Answers
matchstick-gen-max-answers-help = Keep puzzles with at most this many answers.

tendrops-name = Ten Drops
tendrops-summary = Tap drops until they burst and splash their neighbours: clear the board with the drops you have, in as few taps as possible.
tendrops-cost-unit = taps
tendrops-rule-timing = Timing model
tendrops-rule-timing-help = How droplets fly and what happens when several reach a drop together (see RULES.md).
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
n-puzzle-summary = Slide the numbered tiles into the blank until they stand in order, 1, 2, 3, ... with the blank last: the 8-, 15- and 24-puzzle.
n-puzzle-cost-unit = moves
n-puzzle-gen-size = Size
n-puzzle-gen-size-help = The board: 3x3 (8-puzzle), 4x4 (15-puzzle) or 5x5 (24-puzzle).

level-easy = easy
level-expert = expert
level-hard = hard
level-high = high
level-low = low
level-medium = medium
level-mid = mid

## The search lab: compare, watch, check, experiment

lab-searching = Searching
lab-cancelled = Cancelled.
lab-comparing = Running the algorithms…
lab-compared = Compared { $count } algorithms.
lab-solve-stats = expanded { $expanded }, generated { $generated }, duplicates { $duplicates }, peak frontier { $frontier }, peak memory { $memory }, { $elapsed }
lab-error-place = (line { $line }, column { $column })
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
lab-max-steps = Expansions recorded
lab-trace = Trace
lab-tracing = Tracing the search…
lab-trace-cost = cost { $cost }, { $claim }
lab-trace-done = { $recorded } expansions recorded of { $expanded }; { $claim }; { $elapsed }.
lab-trace-truncated = Recording stopped at { $max } expansions; the search went on.
lab-step-figures = Expansion { $step } of { $of }: g = { $g }, h = { $h }, f = { $f }, depth { $depth }
lab-step-frontier = frontier { $size }
lab-step-bound = bound { $bound }
lab-step-backward = from the goal side
lab-frontier-best = The frontier's best entries
lab-pseudocode = The algorithm
lab-show-space = Show the state space
lab-space-loading = Exploring every reachable state…
lab-space-caption = { $states } states in { $columns } columns by their exact distance to the goal (the goal on the left).
lab-space-shown = { $states } states drawn in { $ms } ms.
lab-space-unseen = not reached
lab-space-frontier = on the frontier
lab-space-expanded = expanded
lab-space-path = solution path
lab-space-marks = start and goals
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
code-ida-1 = bound ← h(start)
code-ida-2 = depth-first search from the start, cutting off nodes with f = g + h over the bound
code-ida-3 = expand the node n: if n is a goal, return its path
code-ida-4 = no goal within the bound: bound ← the least f that was cut off; search again
code-beam-1 = beam ← the start
code-beam-2 = expand every node of the beam
code-beam-3 = keep the best successors by f, as many as the beam's width
code-beam-4 = solution found (not always the shortest: the beam forgets)
lab-goal = One goal position (bidirectional search)
lab-goal-placeholder = empty: the whole goal set
lab-goal-why = Where the goal is a set of positions (Klotski: the block at the exit, however the other pieces stand), bidirectional search backward from the whole set gains nothing: the backward frontier starts with every goal position at once and grows as fast as the forward one. It pays against one chosen goal position, which is what the Klotski report measured: give the position the optimal solution ends in and compare with plain BFS.

## Feel and progression: sounds, the win celebration, level lists

sound-label = Mute the sounds
sound-mute = Sounds on: click to mute them
sound-unmute = Sounds off: click to hear them
win-title = Solved!
win-optimal = Optimal: no solution is shorter.
win-over = +{ $over } over the optimum.
win-no-optimum = The optimum from the start is not known.
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
levels-stars = { $stars ->
    [one] 1 of 3 stars
   *[other] { $stars } of 3 stars
}
levels-summary = { $solved } of { $total } levels solved
levels-unrated = not rated
llk-sizes-title = Full boards
llk-size = { $cols } × { $rows } ({ $tiles } tiles)
