# Puzzle Lab 的简体中文文字。每条消息都与 en.ftl 中的消息一一对应，
# 标识和变量相同（由测试检查）。

-brand = 谜题实验室

## 网站：页眉、导航、语言和页脚

site-brand = { -brand }
site-nav = 谜题
nav-home = 首页
nav-lab = 搜索实验室
lang-switch = 语言
site-footer = { -brand } · 一切都在本机运行
page-title = { $page } · { -brand }

## 计算任务与服务器

job-queued = 正在等待空闲的计算槽：排在第 { $position } 位…
job-progress = { $doing }… 已扩展 { $expanded } 个结点，边界 { $frontier } 个，用时 { $elapsed }
error-no-json = 服务器没有返回 JSON（HTTP { $status }）
error-stream-lost = 答案到达之前，与服务器的连接断开了
error-cancelled = 已取消
error-network = 无法连接服务器（{ $detail }）

## 首页

home-lead = 求解、生成、评级并游玩经典的人工智能搜索谜题：能证明答案的精确求解器，并排比较的教科书搜索算法，以及保存在 SQLite 中的谜题库。
home-loading = 正在加载谜题列表…
home-load-failed = 无法加载谜题列表：{ $detail }
home-play = 开始游戏
home-puzzles = 谜题

## 游戏页面（每个谜题）

play-game = 局面
play-load = 载入
play-board = 棋盘
play-moves = 步数
play-cost = 代价
play-left = 距终局还需
play-optimum = 开局最优解
play-best = 你的最佳
play-time = 用时
play-difficulty = 难度：
play-undo = ↶ 撤销
play-undo-title = 撤销（Ctrl+Z）
play-redo = ↷ 重做
play-redo-title = 重做（Ctrl+Y）
play-reset = 重来
play-hint = 提示
play-solver = 求解器
play-show-solution = 显示解法
play-cancel = 取消
play-back-to-game = 回到我的对局
play-new-game = 新游戏
play-generate = 生成
play-library = 题库
play-saved-games = 已保存的对局

## 搜索实验室

lab-title = 搜索实验室
lab-lead = 选择一个谜题和局面，然后运行一种搜索算法，并按 g、h、f 逐步查看它的答案；或者在同一局面、同一预算下比较所有算法。因限制而停止的运行会如实说明：那不是“无解”。
lab-puzzle = 谜题
lab-game = 局面
lab-algorithm = 算法
lab-node-limit = 结点上限
lab-time-limit = 时间上限（秒）
lab-server-default = 服务器默认值
lab-solve = 求解
lab-compare-all = 全部比较
lab-cancel = 取消
lab-board = 棋盘
lab-comparison = 比较
lab-col-algorithm = 算法
lab-col-heuristic = 启发函数
lab-col-cost = 代价
lab-col-claim = 结论
lab-col-expanded = 扩展结点
lab-col-generated = 生成结点
lab-col-duplicates = 重复结点
lab-col-peak-frontier = 边界峰值
lab-col-peak-memory = 内存峰值
lab-col-time = 用时

## 谜题：名称、简介、规则和生成选项

klotski-name = 华容道
klotski-summary = 在 4x5 的棋盘上移动棋子，直到曹操（2x2 的大方块）到达底行正中的出口。
klotski-cost-unit = 步
klotski-rule-metric = 计步方式
klotski-rule-metric-help = 怎样算一步：一个棋子沿空格走任意路线、只沿一条直线走，或只走一格。
klotski-gen-min-moves = 最少步数
klotski-gen-min-moves-help = 想要的最优步数下限；0 表示按难度级别。
klotski-gen-max-moves = 最多步数
klotski-gen-max-moves-help = 想要的最优步数上限；0 表示按难度级别。
klotski-gen-attempts = 尝试次数
klotski-gen-attempts-help = 放弃之前尝试的随机布局组数。

lianliankan-name = 连连看
lianliankan-summary = 成对消除相同的图块：两块之间要有一条最多拐两个弯、只经过空格的路径（必要时可绕到棋盘外）；以最小总代价清空棋盘，每条路径的每一段直线计 1。
lianliankan-cost-unit = 段
lianliankan-rule-turns = 拐弯数
lianliankan-rule-turns-help = 连接路径最多可拐的弯数（局面编号中可写 0 到 1000 的任意数）。
lianliankan-rule-gravity = 重力
lianliankan-rule-gravity-help = 每次消除后图块滑向的方向。
lianliankan-gen-rows = 行数
lianliankan-gen-rows-help = 棋盘的行数 m。
lianliankan-gen-cols = 列数
lianliankan-gen-cols-help = 棋盘的列数 n。
lianliankan-gen-pairs = 对数
lianliankan-gen-pairs-help = 图块的对数 k（共 2k 块，不超过棋盘格数）。
lianliankan-gen-kinds = 种类
lianliankan-gen-kinds-help = 图块种类数 p（每种至少出现一次，不超过对数）。
lianliankan-gen-blockers = 障碍
lianliankan-gen-blockers-help = 障碍格数 z（永不消除，路径也不能穿过）。
lianliankan-gen-clearable = 可清空
lianliankan-gen-clearable-help = 是否要求这一局一定能清空（指定难度时总是如此）。

matchstick-name = 火柴棍移动
matchstick-summary = 恰好移动（或添加、拿走）K 根火柴，使错误的等式成立。
matchstick-cost-unit = 根
matchstick-rule-task = 任务
matchstick-rule-task-help = 移动、添加还是拿走火柴。
matchstick-rule-k = 根数
matchstick-rule-k-help = K：要移动（添加、拿走）几根火柴；生成器出 1 到 3 根的题。
matchstick-rule-rules = 规则
matchstick-rule-rules-help = RULES.md 中有争议的约定；都不选即为公认规则。
matchstick-gen-max-digits = 位数
matchstick-gen-max-digits-help = 每个数最多的位数。
matchstick-gen-operands = 运算数
matchstick-gen-operands-help = 出题所用的正确等式左边的数的个数。
matchstick-gen-max-answers = 答案数
matchstick-gen-max-answers-help = 只保留答案不超过这么多个的题。

tendrops-name = 十滴水
tendrops-summary = 点击水滴，让它们胀破并溅到邻居：用手中的水滴清空棋盘，点击次数越少越好。
tendrops-cost-unit = 次点击
tendrops-rule-timing = 时序模型
tendrops-rule-timing-help = 小水珠怎样飞行，以及几颗同时到达一个水滴时会怎样（见 RULES.md）。
tendrops-rule-supply = 水滴
tendrops-rule-supply-help = 玩家现有的水滴数；每次点击用掉一滴。
tendrops-rule-empty-taps = 空格
tendrops-rule-empty-taps-help = 点击空格是否生成一个大小为 1 的水滴（原版游戏允许）。
tendrops-rule-combo = 连击
tendrops-rule-combo-help = 一次点击引起的胀破每满这么多个，奖励一滴（0：没有连击奖励）。
tendrops-rule-clear-bonus = 清盘奖励
tendrops-rule-clear-bonus-help = 清空棋盘奖励的水滴数。
tendrops-gen-rows = 行数
tendrops-gen-rows-help = 棋盘的行数（行数 x 列数至多 42）。
tendrops-gen-cols = 列数
tendrops-gen-cols-help = 棋盘的列数（行数 x 列数至多 42）。

n-puzzle-name = 数字华容道
n-puzzle-summary = 把带数字的方块滑进空格，直到它们按 1、2、3…… 的顺序排好，空格在最后：8 数码、15 数码和 24 数码。
n-puzzle-cost-unit = 步
n-puzzle-gen-size = 大小
n-puzzle-gen-size-help = 棋盘：3x3（8 数码）、4x4（15 数码）或 5x5（24 数码）。

level-easy = 简单
level-expert = 专家
level-hard = 困难
level-high = 高
level-low = 低
level-medium = 中等
level-mid = 中

## 搜索实验室：比较、观察、检查、实验

lab-searching = 正在搜索
lab-cancelled = 已取消。
lab-comparing = 正在运行各个算法…
lab-compared = 比较了 { $count } 个算法。
lab-solve-stats = 扩展 { $expanded }，生成 { $generated }，重复 { $duplicates }，边界峰值 { $frontier }，内存峰值 { $memory }，用时 { $elapsed }
lab-error-place = （第 { $line } 行，第 { $column } 列）
lab-step = 第 { $step } 步，共 { $of } 步
lab-step-start = 开局
lab-step-move = 走法：{ $move }
lab-export-csv = 导出 CSV
lab-export-json = 导出 JSON
lab-pick-title = 比较你选的算法
lab-pick-none = 请至少选一个算法来比较。
lab-compare-picked = 比较选中的算法
lab-watch-title = 观察搜索过程
lab-no-lab = 实验室的搜索追踪、状态空间、启发函数检查和实验暂不支持{ $puzzle }；上面的求解和比较可以使用。
lab-heuristic = 启发函数
lab-heuristic-default = 谜题自带的
lab-inadmissible = 不可采纳，教学示例
lab-max-steps = 记录的扩展数
lab-trace = 追踪
lab-tracing = 正在追踪搜索…
lab-trace-cost = 代价 { $cost }，{ $claim }
lab-trace-done = 共扩展 { $expanded } 个结点，记录了 { $recorded } 个；{ $claim }；用时 { $elapsed }。
lab-trace-truncated = 记录在 { $max } 次扩展处停止；搜索仍继续进行。
lab-step-figures = 第 { $step } 次扩展，共 { $of } 次：g = { $g }，h = { $h }，f = { $f }，深度 { $depth }
lab-step-frontier = 边界 { $size } 个
lab-step-bound = 界限 { $bound }
lab-step-backward = 从目标一侧
lab-frontier-best = 边界中最好的几个结点
lab-pseudocode = 算法
lab-show-space = 显示状态空间
lab-space-loading = 正在探索所有可达状态…
lab-space-caption = 共 { $states } 个状态，按到目标的精确距离分成 { $columns } 列（目标在最左边）。
lab-space-shown = 用 { $ms } 毫秒画出了 { $states } 个状态。
lab-space-unseen = 未到达
lab-space-frontier = 在边界上
lab-space-expanded = 已扩展
lab-space-path = 解的路径
lab-space-marks = 起点和目标
lab-check-title = 检查启发函数
lab-check = 在所有状态上检查
lab-checking = 正在所有可达状态上测量启发函数…
lab-check-states = 状态数
lab-check-overestimate = 最大高估
lab-check-overestimated = 被高估的状态
lab-check-violations = 违反一致性的边
lab-check-ratio = h 与真实距离之比的平均值
lab-check-admissible = 在这里是可采纳的：h 从不超过真实距离。
lab-check-inadmissible = 不可采纳：h 超过了真实距离。
lab-check-worst = 最大高估出现在 { $state }：h = { $h }，真实距离 { $distance }。
lab-check-mean-h = h 的平均值
lab-check-distance = 真实距离
lab-check-plot = h 与真实距离的关系：阴影是每个距离上 h 的最小值到最大值，线是平均值，虚线是 h 恰好等于真实距离的地方。
lab-check-done = 已在 { $states } 个状态上检查了 { $heuristic }。
lab-experiment-title = 教科书实验
lab-experiment-lead = 在每个解的深度上随机生成局面，统计每个算法平均生成的结点数和有效分支因子 b*。
lab-depths = 深度
lab-depths-invalid = 请用逗号分隔的整数给出深度，例如 2,4,6。
lab-instances = 每个深度的局面数
lab-run-experiment = 运行实验
lab-experimenting = 正在运行实验…
lab-experiment-done = 共 { $rows } 行，用时 { $ms } 毫秒。
lab-skipped = 已跳过
lab-col-depth = 深度
lab-col-games = 局面数
lab-col-avg-generated = 平均生成结点
lab-col-b-star = b*

## 追踪旁边显示的伪代码

code-bfs-1 = 边界 ← 只含起点的队列；已到达 ← { "{" }起点{ "}" }
code-bfs-2 = 从边界取出最早加入的结点 n 并扩展它
code-bfs-3 = 对 n 的每个尚未到达的后继 s：把 s 加入已到达
code-bfs-4 = 如果 s 是目标，返回它的路径；否则把 s 放到边界末尾
code-bfs-5 = 找到解：到目标的路径
code-best-1 = 边界 ← 按 f 排序、只含起点的优先队列
code-best-2 = 从边界取出 f 最小的结点 n 并扩展它
code-best-3 = 如果 n 是目标，返回它的路径
code-best-4 = 对 n 的每个后继 s：如果它的 g 是目前最好的，就把 s 按 f(s) 放入边界
code-best-5 = 找到解：到目标的路径
code-dfs-1 = 栈 ← 起点（迭代加深：对每个深度上限 0、1、2……）
code-dfs-2 = 从栈中取出最新的结点 n 并扩展它
code-dfs-3 = 如果 n 是目标，返回它的路径
code-dfs-4 = 在深度上限之内，压入 n 的每个不在当前路径上的后继
code-ida-1 = 界限 ← h(起点)
code-ida-2 = 从起点深度优先搜索，剪掉 f = g + h 超过界限的结点
code-ida-3 = 扩展结点 n：如果 n 是目标，返回它的路径
code-ida-4 = 界限内没有目标：界限 ← 被剪掉的最小 f；重新搜索
code-beam-1 = 束 ← 起点
code-beam-2 = 扩展束中的每个结点
code-beam-3 = 按 f 保留最好的后继，数目等于束宽
code-beam-4 = 找到解（不一定最短：束搜索会遗忘）
lab-goal = 一个目标局面（双向搜索）
lab-goal-placeholder = 留空：全部目标局面
lab-goal-why = 当目标是一组局面时（华容道：曹操到达出口，其他棋子怎么摆都行），从整组目标向后做双向搜索得不到好处：后向边界一开始就包含所有目标局面，增长得和前向边界一样快。只有对一个选定的目标局面，双向搜索才划算，这正是华容道报告所测的：填入最优解结束时的局面，再与普通 BFS 比较。

## Feel and progression: sounds, the win celebration, level lists

sound-label = 静音
sound-mute = 声音已打开：点击静音
sound-unmute = 声音已关闭：点击打开
win-title = 解开了！
win-optimal = 最优：没有更短的解。
win-over = 比最优多 { $over }。
win-no-optimum = 不知道从起点出发的最优解。
win-moves = 步数
win-cost = 代价
win-optimum = 最优
win-time = 用时
win-new-game = 新游戏
win-next-level = 下一关
win-close = 关闭
levels-title = 关卡
levels-library = 关卡列表
levels-par = 标准 { $par }
levels-best = 你的最好成绩 { $best }
levels-locked = 未解锁：先过前一关
levels-stars = 3 颗星中得 { $stars } 颗
levels-summary = { $total } 关中已过 { $solved } 关
levels-unrated = 未评级
llk-sizes-title = 完整棋盘
llk-size = { $cols } × { $rows }（{ $tiles } 张牌）
