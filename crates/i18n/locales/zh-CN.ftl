# Puzzle Lab 的简体中文文字。每条消息都与 en.ftl 中的消息一一对应，
# 标识和变量相同（由测试检查）。

-brand = 谜题实验室

## 网站：页眉、导航、语言和页脚

site-brand = { -brand }
site-nav = 谜题
nav-home = 首页
nav-lab = 搜索实验室
nav-lab-game-title = 在搜索实验室中打开这一局：逐步运行教材中的算法，显示搜索树和 OPEN表、CLOSED表
nav-menu = 菜单
lang-switch = 语言
site-footer = { -brand } · 一切都在本机运行
page-title = { $page } · { -brand }
notfound-title = 没有这个页面
notfound-text = { $path } 没有页面。
notfound-back = 回到谜题实验室

## 计算任务与服务器

job-progress = { $doing }… 已扩展 { $expanded } 个节点，OPEN表中 { $frontier } 个，用时 { $elapsed }
error-no-json = 服务器没有返回 JSON（HTTP { $status }）
error-stream-lost = 答案到达之前，与服务器的连接断开了
error-cancelled = 已取消
error-network = 无法连接服务器（{ $detail }）
claim-optimal = 最优
claim-bounded = 有界（≤ 最优解的 { $factor } 倍）
claim-heuristic = 启发式（不保证最优）
claim-no-solution = 无解（已证明）
claim-no-solution-within = 受深度限制停止（{ $depth } 步之内无解）
claim-failed = 失败（搜索不完备）
claim-stopped-nodes = 因节点数上限停止
claim-stopped-time = 因时间上限停止
claim-stopped-memory = 因内存上限停止
claim-cancelled = 已取消

## 输入错误（服务器发送消息的键和取值）

error-not-a-rule = “{ $text }”不是规则：请在“;”后写 键=值，例如 ;metric=unit
error-rule-without-name = 规则的“=”前没有名称：请写 键=值，例如 ;metric=unit
error-bad-rule-name = “{ $name }”不是规则名：请使用字母、数字和“-”
error-rule-twice = 规则“{ $rule }”出现了两次：请只保留一个
error-unknown-rule = 未知规则“{ $rule }”：可用的规则有 { $rules }
error-unknown-rule-none = 未知规则“{ $rule }”：这个谜题没有可设置的规则
error-bad-choice = “{ $value }”不是 { $rule } 的取值：请使用 { $choices }
error-bad-integer = “{ $value }”不是有效的 { $rule }：请给出 { $min } 到 { $max } 之间的整数
klotski-error-empty = 布局是空的：请给出 5 行、每行 4 格的布局（如 VCCV/VCCV/VHHV/VSSV/S..S）、内置名称、CommonCode 或 ShortCode
klotski-error-row-count = 应为 5 行、每行 4 格，却有 { $found } 行：请写 5 行，用 / 连接或每行一行，例如 VCCV/VCCV/VHHV/VSSV/S..S
klotski-error-row-length = 第 { $row } 行有 { $found } 格，应为 4 格：每行是由 C、H、V、S 和 . 组成的 4 个字符
klotski-error-character = 第 { $row } 行第 { $column } 列有未知字符“{ $character }”：请使用 C（2×2）、H（横 2×1）、V（竖 1×2）、S（1×1）或 .（空）
klotski-error-no-block = 没有 2×2 的曹操：布局必须恰好有一个，写成四个 C
klotski-error-block-cells = 有 { $cells } 个 C：布局恰好有一个 2×2 曹操（4 个 C）
klotski-error-block-not-square = C 没有组成 2×2 的正方形（第一个 C 在第 { $row } 行第 { $column } 列）：请把 CC 写在 CC 上方
klotski-error-too-few-empty = 只有 { $found } 个空格：布局至少需要 2 个（写作 .）
klotski-error-does-not-fit = 第 { $row } 行第 { $column } 列的{ $piece ->
    [C] 2×2 曹操
    [H] 横将（2×1）
    [V] 竖将（1×2）
   *[S] 兵（1×1）
}放不下，或与其他棋子重叠
klotski-error-unrecognised = “{ $text }”不是布局：请给出用 / 连接的 5 行 4 格（VCCV/VCCV/VHHV/VSSV/S..S）、经典布局的名称（横刀立马、峰回路转……）、CommonCode（9 位十六进制数）或 ShortCode（5 个字符）
klotski-error-broken-horizontal = 第 { $row } 行第 { $column } 列的 H 右边没有能与它配对的 H（H 宽 2 格）
klotski-error-broken-vertical = 第 { $row } 行第 { $column } 列的 V 下面没有能与它配对的 V（V 高 2 格）
klotski-error-common-code = CommonCode“{ $code }”无效：{ $reason }
klotski-error-short-code = ShortCode“{ $code }”无效：{ $reason }
klotski-code-digits = 有 { $count } 位，应为 1 到 9 位十六进制数
klotski-code-not-hex = 第 { $position } 位的“{ $character }”不是十六进制数字
klotski-code-bits = 超过 36 位
klotski-code-block-head = 2×2 曹操不能放在第 { $cell } 格
klotski-code-not-filled = 棋子没有填满棋盘
klotski-code-does-not-fit = 第 { $piece } 个棋子放不进第 { $cell } 格
klotski-code-left-over = 棋盘填满后还有多余的棋子
klotski-code-too-few-empty = 只有 { $empties } 个空格，至少需要 2 个
klotski-code-characters = 有 { $count } 个字符，应为 5 个
klotski-code-not-short = 第 { $position } 位的“{ $character }”不是 ShortCode 字符（1-9 和除 I、L、O 以外的 A-Z）
klotski-code-beyond-last = { $rank } 超出了最后一个布局（共 { $total } 个）
lianliankan-error-empty = 棋盘是空的：请逐行写出数字（0 为空格，-1 为障碍，k 为第 k 种图块）
lianliankan-error-number = “{ $text }”不是整数：空格写 0，障碍写 -1，图块写它的种类 1 到 { $max }
lianliankan-error-kind-range = { $value } 超出范围：空格写 0，障碍写 -1，图块写它的种类 1 到 { $max }
lianliankan-error-header-size = 首行写的尺寸是 { $rows } × { $columns }；行数和列数都必须在 1 到 { $max } 之间
lianliankan-error-header-rows = 首行写的是 { $rows } 行，后面却有 { $found } 行：请改正首行或棋盘的行
lianliankan-error-too-large = 棋盘是 { $rows } × { $columns }；最多 { $max } 行、{ $max } 列
lianliankan-error-row-length = 第 { $row } 行有 { $found } 个数，应为 { $expected } 个：棋盘每一行必须一样长
lianliankan-error-odd-kind = 第 { $kind } 种图块出现了奇数次（{ $count } 次），总有一块消不掉：请加上或去掉一块（这里是它的最后一块）
lianliankan-board-at = 第 { $row } 行第 { $column } 列：{ $problem }
lianliankan-board-cell-count = { $rows } × { $columns } 的棋盘应有 { $expected } 格，却有 { $got } 格
lianliankan-request-report-cap = 求解器“{ $name }”：分支上限必须是 1 到 { $max } 的整数，例如 report:2
lianliankan-param-side = 必须在 1 到 { $max } 之间，现在是 { $value }
lianliankan-param-at-least-one = 至少为 1
lianliankan-param-pairs = { $pairs } 对图块需要 { $tiles } 格，但棋盘只有 { $cells } 格
lianliankan-param-kinds = { $kinds } 种图块不能都出现在 { $pairs } 对里（种类数不能多于对数）
lianliankan-param-at-most = 最多 { $max }
lianliankan-param-blockers = 2 × { $pairs } 块图块 + { $blockers } 个障碍 = { $total }，超过了 { $rows } × { $cols } 棋盘的 { $cells } 格
lianliankan-error-turns = “{ $value }”不是拐弯数上限：请给出 0 到 { $max } 的整数，或 any（不限）
matchstick-error-empty = 等式是空的：请写一个等式，例如 7+3=9
matchstick-error-character = 未知字符“{ $character }”{ $hint ->
    [roman] ：罗马数字要先选用罗马数字规则（rules=roman）
    [arabic] ：请只用数字和 + - * / =
    [digits] ：罗马数字规则下只能用 I、V、X
   *[letters] ：请只用 I、V、X 和 + - =
}
matchstick-error-too-long = 等式有 { $length } 个字符，最多只能有 { $max } 个：请缩短
matchstick-error-no-equals = 等式里没有“=”：请写出等号两边，例如 7+3=9
matchstick-error-second-equals = 出现了第二个“=”：3=3=3 这样的连等式需要规则 rules=equals-may-change
matchstick-error-empty-side = 等式的一边是空的：请在这里写一个数
matchstick-error-two-operators = 两个运算符连在一起：请在它们之间写一个数
matchstick-error-no-left = 这个运算符前面没有数：请在前面补上一个数
matchstick-error-no-right = 这个运算符后面没有数：请在后面补上一个数
matchstick-error-leading-minus = 在这些规则下等式的一边不能以“-”开头：加上 rules=leading-minus 即可
matchstick-error-division = 在这些规则下没有“/”：加上 rules=division 即可
matchstick-error-leading-zero = “{ $number }”有前导零：请去掉它，或加上 rules=leading-zeros 允许前导零
matchstick-error-numeral = “{ $numeral }”不是 I 到 XXXIX 之间的罗马数字
matchstick-error-task-twice = 题目类型给了两次：请只保留 task=（kind= 是它的旧名称）
matchstick-error-flag = “{ $flag }”不是规则名：请用 { $flags }（用 + 连接）
matchstick-action-equation = 等式两边的值、真假和火柴数
matchstick-action-catalogue = 所有两个运算数的题目，附答案和评级
matchstick-action-catalogue-k = 火柴数
matchstick-action-catalogue-k-help = 要移动的火柴数 K，用逗号分隔，每个 1 到 3。
matchstick-action-catalogue-digits = 位数
matchstick-action-catalogue-digits-help = 数字最多这么多位。
matchstick-action-catalogue-rules = 规则
matchstick-action-catalogue-rules-help = 等式的约定（会改变等式形状的约定不接受）。
matchstick-action-catalogue-rules-roman = 罗马数字（I、V、X 与 + - =）
matchstick-action-catalogue-rules-equals-may-change = = 可以改变（3=3=3 也算）
matchstick-action-catalogue-rules-leading-minus = 一边可以以 - 开头
matchstick-action-catalogue-rules-seven-with-four = 7 用四根火柴
matchstick-action-catalogue-rules-tailless-six-nine = 6 和 9 不带尾巴
matchstick-action-catalogue-rules-leading-zeros = 允许前导零
matchstick-action-catalogue-rules-division = 有 / 号
matchstick-equation-true = { $equation }：两边 { $sides } -> 成立
matchstick-equation-false = { $equation }：两边 { $sides } -> 不成立
matchstick-equation-inexact = { $equation }：不成立（除法除不尽）
matchstick-equation-sticks = { $sticks } 根火柴
matchstick-catalogue-summary = { $equations } 个成立的等式 -> { $puzzles } 道题，用时 { $ms } 毫秒
matchstick-catalogue-count = {"  "}移动 { $moves } 根，{ $level }：{ $puzzles }
matchstick-catalogue-col-equation = 等式
matchstick-catalogue-col-moves = 火柴数
matchstick-catalogue-col-answers = 答案
matchstick-catalogue-col-difficulty = 难度
matchstick-catalogue-col-score = 分数
matchstick-catalogue-bad-k = k：“{ $value }”不是 K 值的列表；请写 1 到 3 的数，用逗号分隔，例如 1,2
matchstick-catalogue-bad-rules = 规则：题目表需要不改变等式形状的规则（阿拉伯数字、= 不变、不以负号开头）
matchstick-catalogue-too-large = 位数：题目表只能处理至多 7 位的数；请选更少的位数
matchstick-request-report-roman = { $solver } 只适用于阿拉伯数字：罗马数字请用 fast
matchstick-request-search-task = { $algorithm } 在移动火柴的走法上搜索，而这是一道{ $task ->
    [add] 添加火柴
   *[remove] 拿走火柴
}的题：请用 fast
matchstick-request-lab-task = 搜索实验室在移动火柴的走法上搜索，而这是一道{ $task ->
    [add] 添加火柴
   *[remove] 拿走火柴
}的题：请用移动火柴的题（task=move）
matchstick-request-generate-k = k：生成器只出 1 到 { $max } 根火柴的题，而不是 { $k }
matchstick-request-generate-roman = rules：生成器只出用数字的题；请去掉 roman
matchstick-error-not-held = 位置 { $place } 开局时没有火柴：taken= 列出的是开局图中后来被拿走的火柴
matchstick-error-held = 位置 { $place } 开局时已有火柴：placed= 列出的是开局图中后来放上火柴的空位
matchstick-error-fixed-cell = 格 { $cell } 是固定的“=”，在这些规则下不能改动（rules=equals-may-change 可以放开它）
matchstick-error-listed-twice = 位置 { $place } 列了两次：请只保留一个
matchstick-error-position = “{ $text }”不是火柴的位置：请写成“格.位置”，格从 0 数起，位置写名称，例如 2.c
matchstick-error-cell = “{ $text }”不是这幅图里的格：请给出 0 到 { $last } 之间的格号
matchstick-error-slot = 格 { $cell } 没有“{ $slot }”这个位置：它的位置有 { $slots }
matchstick-error-add-takes = 添加火柴的题不会拿走火柴：请去掉 taken=
matchstick-error-remove-places = 拿走火柴的题不会放下火柴：请去掉 placed=
matchstick-error-over-budget = 有 { $count } 根火柴被{ $what ->
    [taken] 拿走
   *[placed] 放下
}，但 k={ $k } 的{ $task ->
    [move] 移动火柴
    [add] 添加火柴
   *[remove] 拿走火柴
}题最多只改变 { $k } 根
matchstick-error-unbalanced = 移动火柴的题拿走几根就要放下几根：现在拿走 { $taken } 根，放下 { $placed } 根
tendrops-error-empty = 棋盘是空的：请写出由数字 0-4 组成的行（0 为空格，1-4 为水滴大小），用“/”连接或每行一行，例如 040244/304244/003030/000413/243220/004423
tendrops-error-cell = “{ $found }”不是水滴大小：空格写 0（或“.”），水滴写 1-4
tendrops-error-row-length = 第 { $row } 行有 { $found } 格，而第 1 行有 { $expected } 格：每一行的格数必须相同
tendrops-error-empty-row = 第 { $row } 行是空的：请删掉多余的“/”或空行，或者把这一行填上
tendrops-error-too-many-rows = 棋盘有 { $found } 行，最多只能有 { $max } 行：请把棋盘改小
tendrops-error-too-many-columns = 棋盘有 { $found } 列，最多只能有 { $max } 列：请把棋盘改小
tendrops-error-timing = “{ $value }”不是时序模型：请用 a-sum（默认）、a-cap、b-sum 或 b-cap
tendrops-error-empty-taps = “{ $value }”不是“空格”规则（empty-taps）的取值：请用 allow（允许，默认）或 forbid（禁止）
tendrops-not-a-cell = “{ $value }”不是格子：请写 行,列，从 0 数起，例如 2,3
tendrops-board-size = 棋盘的行数和列数都要在 1 到 { $max } 之间，不能是 { $rows }x{ $cols }
tendrops-board-cell-count = 这样大小的棋盘有 { $expected } 格，不是 { $found } 格
tendrops-board-value = 第 { $row } 行第 { $col } 列是 { $value }：水滴大小只能是 0（空格）到 { $max }
tendrops-replay-failed = 求解器的第 { $number } 步点击（{ $tap }）无法重放：{ $error }
tendrops-request-solver-too-large = 棋盘有 { $cells } 格；求解器最多处理 { $max } 格（例如 6x7）：请{ $verb ->
    [rate] 评级
   *[solve] 求解
}一个更小的棋盘
tendrops-request-generator-too-large = { $rows }x{ $cols } 的棋盘有 { $cells } 格；生成器只能证明至多 42 格的棋盘（例如 6x7）：请减少行数或列数
tendrops-solver-parameter = 参数必须是正整数
n-puzzle-error-empty = 棋盘是空的：请逐行写出各格，空格写 0，例如 1 2 3/4 5 6/7 8 0（3×3、4×4、5×5 分别是 9、16、25 个数）
n-puzzle-error-number = “{ $text }”不是数字块的编号：每格写一个整数（数字块写 1、2、……，空格写 0），格与格之间用空格或逗号隔开，行与行之间用“/”或换行隔开
n-puzzle-error-count = 有 { $found } 格，但棋盘应有 9 格（3×3）、16 格（4×4）或 25 格（5×5）：{ $advice }
n-puzzle-error-count-add = 再加 { $add } 格就是 { $up }×{ $up } 的棋盘
n-puzzle-error-count-remove = 去掉 { $remove } 格就是 { $down }×{ $down } 的棋盘
n-puzzle-error-count-remove-or-add = 去掉 { $remove } 格就是 { $down }×{ $down } 的棋盘，或者再加 { $add } 格就是 { $up }×{ $up } 的棋盘
n-puzzle-error-row-length = 第 { $row } 行有 { $found } 格，但 { $width }×{ $width } 棋盘的每一行都是 { $width } 格：请改正这一行，或去掉行之间的分隔符
n-puzzle-error-range = 数字块 { $tile } 超出范围：{ $width }×{ $width } 的棋盘只有数字块 1-{ $tiles } 和空格 0
n-puzzle-error-duplicate = { $tile ->
    [0] 空格（0）出现了两次
   *[other] 数字块 { $tile } 出现了两次
}，因此缺了{ $missing ->
    [0] 空格（0）
   *[other] 数字块 { $missing }
}：每个数字块 1-{ $tiles } 和空格（0）都必须恰好出现一次
n-puzzle-error-goal = 目标状态：{ $problem }
n-puzzle-error-goal-size = 目标状态是 { $goal }×{ $goal } 的棋盘，而当前局面是 { $width }×{ $width }：目标状态要用同样的数字块 1-{ $tiles } 和空格 0，按要达到的顺序写出
n-puzzle-request-heuristic-name = 未知启发函数“{ $input }”：可用的有 misplaced、manhattan、linear-conflict、walking-distance、pdb 或 inadmissible
n-puzzle-request-mode = 未知求解方式“{ $input }”：可用的有 exact、fast 或 auto
n-puzzle-request-partition-name = 未知模式划分“{ $input }”：可用的有 8（3x3）、6-6-3、5-5-5 或 7-8（4x4），或 5-5-5-5-4（5x5）
n-puzzle-request-walking-distance-size = walking-distance 只用于 3x3 和 4x4 棋盘（它的 5x5 表太大，不能在第一次使用时建立）；5x5 请用 pdb、linear-conflict 或 manhattan
n-puzzle-request-partition-size = { $partition } 模式数据库用于 { $for } 棋盘，而不是 { $size }
n-puzzle-solver-no-heuristic = { $algorithm } 不用启发函数
lianliankan-illegal-outside = 第 { $row } 行第 { $column } 列在 { $rows } × { $cols } 的棋盘之外：行从 1 数到 { $rows }，列从 1 数到 { $cols }
lianliankan-illegal-no-tile = 第 { $row } 行第 { $column } 列没有图块：请选两个图块
lianliankan-illegal-same-tile = 第 { $row } 行第 { $column } 列的图块选了两次：请选两个不同的图块
lianliankan-illegal-kinds = 第 { $row } 行第 { $column } 列和第 { $to_row } 行第 { $to_column } 列的图块种类不同（{ $kind } 和 { $to_kind }）：只有同一种的两块才能消除
lianliankan-illegal-no-path = 第 { $row } 行第 { $column } 列和第 { $to_row } 行第 { $to_column } 列之间没有{ $turns ->
    [any] 只经过空格
   *[other] 只经过空格、最多拐 { $turns } 个弯
}的路径：请先把路清出来
tendrops-illegal-outside = 第 { $row } 行第 { $col } 列在 { $rows }×{ $cols } 的棋盘之外：行从 1 数到 { $rows }，列从 1 数到 { $cols }
tendrops-action-simulate = 一次点击，逐拍展开：水珠、吸收、爆裂（动画的事件流）
tendrops-action-simulate-tap = 点击
tendrops-action-simulate-tap-help = 要点击的格子，行,列，从 0 数起。
tendrops-action-campaign = 内置的闯关，难度递增，附每关的标准步数
tendrops-simulate-bad-tap = 点击：{ $error }
tendrops-simulate-head = 在 { $board } 上点击 { $tap }（{ $timing }）：
tendrops-simulate-tick = {"  "}t{ $tick } { $events }
tendrops-simulate-and = { $head }；{ $tail }
tendrops-simulate-absorbed = 在 { $cells } 被吸收
tendrops-simulate-spilled = 在 { $cells } 溢出
tendrops-simulate-passed = 飞过 { $cells }
tendrops-simulate-left = { $count } 颗飞出棋盘
tendrops-simulate-burst = { $cells } 爆裂
tendrops-simulate-flying = { $count } 颗水珠在飞
tendrops-simulate-created = 新生成一滴水
tendrops-simulate-grew = 水滴变大了
tendrops-simulate-total = 爆裂 { $bursts } 次，损失水珠 { $lost } 颗，奖励 { $bonus } 滴
tendrops-campaign-col-number = #
tendrops-campaign-col-board = 棋盘
tendrops-campaign-col-level = 难度
tendrops-campaign-col-par = 标准步数
tendrops-illegal-empty-cell = 第 { $row } 行第 { $col } 列是空格，这一局不允许点空格（empty-taps=forbid）：请点一个水滴
tendrops-illegal-no-supply = 没有水滴可以点了：棋盘上还剩 { $drops } 个水滴，这一局输了
tendrops-illegal-won = 棋盘已经清空：这一局赢了
matchstick-illegal-no-cell = { $move }：没有第 { $cell } 格：这幅图只有第 1 到第 { $cells } 格
matchstick-illegal-fixed = 不能{ $move }：第 { $cell } 格是固定的“=”：在这些规则下它的火柴不能动（rules=equals-may-change 可以放开它们）
matchstick-illegal-no-slot = { $move }：第 { $cell } 格没有位置 { $slot }：它的位置编号是 0 到 { $last_slot }（{ $names }）
matchstick-illegal-no-stick = 不能{ $move }：这里没有{ $stick }：请拿一根现有的火柴
matchstick-illegal-occupied = 不能{ $move }：{ $stick }已经在那里了：请把火柴放到空位上
matchstick-illegal-over-budget = 不能{ $move }：这道题总共只能{ $verb ->
    [move] 移动
    [add] 添加
   *[remove] 拿走
} { $k } 根火柴，这一步会改动更多：请先把动过的一根火柴放回原处
matchstick-move-fixed = 第 { $cell } 格不存在，或者不能改动（固定的“=”只有在 rules=equals-may-change 下才能改动）
matchstick-move-no-slot = 第 { $cell } 格没有位置 { $slot }：请选这一格里的位置
matchstick-move-no-stick = 第 { $cell } 格的位置 { $slot } 上没有火柴：请拿一根现有的火柴
matchstick-move-occupied = 第 { $cell } 格的位置 { $slot } 上已经有火柴了：请把火柴放到空位上
matchstick-move-over-budget = 这道题总共只能改动 { $k } 根火柴，这一步会改动更多：请先把动过的一根火柴放回原处
matchstick-move-wrong-kind = { $task ->
    [move] 移动火柴的题只能移动火柴
    [add] 添加火柴的题只能添加火柴
   *[remove] 拿走火柴的题只能拿走火柴
}
matchstick-illegal-wrong-kind = 不能{ $move }：{ $verb ->
    [move] 移动火柴的题只能移动火柴
    [add] 添加火柴的题只能添加火柴
   *[remove] 拿走火柴的题只能拿走火柴
}：请发送 {"{"}"type": "{ $verb }", ...{"}"}
n-puzzle-move-not-a-tile = “{ $input }”不是一步移动：请用编号说出要滑动的数字块，例如 7
n-puzzle-illegal-no-tile = { $width }×{ $width } 的棋盘上没有数字块 { $tile }：请说出空格旁边的一个数字块（1-{ $tiles }；0 是空格本身）
n-puzzle-illegal-not-next = 数字块 { $tile } 不在空格旁边，不能滑动；能滑动的是 { $first } 和 { $last }
n-puzzle-slide-impossible = 数字块 { $tile } 不能滑动

## 首页

home-lead = 求解、生成、评级并游玩经典的人工智能搜索谜题：能证明答案的精确求解器，并排比较的教科书搜索算法，以及保存在 SQLite 中的谜题库。
home-loading = 正在加载谜题列表…
home-load-failed = 无法加载谜题列表：{ $detail }
home-play = 开始游戏
home-lab-summary = 用教科书上的搜索算法解每一个谜题：逐步查看 OPEN表 和 CLOSED表，检验启发函数，比较各种算法。
home-lab-open = 打开实验室
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
play-share = 分享
play-share-title = 分享这一局（含已走的步）的链接
play-share-copied = 这一局的链接已复制，粘贴即可分享。
play-share-by-hand = 复制这个链接来分享这一局：{ $url }
play-solver = 求解器
play-show-solution = 显示解法
play-cancel = 取消
play-back-to-game = 回到我的对局
play-new-game = 新游戏
play-generate = 生成
play-library = 题库
play-saved-games = 已保存的对局
play-figures = 数据

## 游戏页面的消息（每个谜题）

input-placed = { $message }（输入的第 { $line } 行第 { $column } 个字符）
play-left-title = 还需 { $amount }（已找到，未证明最少）
play-left-optimal-title = 最少还需 { $amount }（已证明）
play-no-solution = 无解
play-unknown = 未知
play-unsolvable = 此局无解：{ $why }。
play-stuck-here = 这里已无路可走：请撤销，或开始新的一局。
play-stuck = 已无路可走：请撤销，或重新开始。
play-new-game-loaded = 新的一局。
play-back-to-start = 回到开局（重做可重放你的步子）。
play-undone = 已撤销。
play-redone = 已重做。
play-load-failed = 无法载入此局：{ $detail }
play-check-failed = 无法检查此局：{ $detail }
play-solution-shown = 正在显示解法：请先点“回到我的对局”。
play-not-rated = 未评级（耗时太长）
play-not-rated-unsolvable = 无：此局无解
play-score = 得分 { $score }（满分 100）
play-solved = 完成！共 { $moves } 步。
play-solved-cost = 完成！共 { $moves } 步（代价：{ $cost }）。
play-solved-optimal = 这正是最优解：完美。
play-optimum-is = 最优解是 { $amount }。
play-new-best = 本局新纪录！
play-solved-with-help = 这局用了帮助（提示、演示解答或 AI 代走），不计成绩。
play-kept-with-help = 已记为有帮助的成绩，不算你的最好成绩。
play-your-best = 你在本局的最佳：{ $best }。
play-not-saved = （成绩未能保存：{ $detail }。）
play-time-taken = 用时：{ $time }。
play-seeking-hint = 正在寻找好的一步…
play-no-hint = 没有提示：{ $why }。
play-no-hint-after = 没有提示：{ $why }，此前至少扩展了 { $expanded } 个节点。
play-no-hint-why = 没有哪一步能保住胜局
play-unsolvable-why = 引擎证明了任何走法都到不了终局
play-hint-move = 提示：{ $move }。
play-hint-left = 提示：{ $move }；还需 { $amount }。
play-hint-left-optimal = 提示：{ $move }；最少还需 { $amount }。
play-solving = 求解中
play-solving-now = 求解中…
play-solving-cancelled = 已取消求解。
play-game-changed = 求解期间局面变了：请重新求解。
play-solver-said = { $algorithm }：{ $claim }。
play-solver-stopped = { $algorithm }：{ $claim }，此前扩展了 { $expanded } 个节点，用时 { $time }。
play-solution-title = { $algorithm }：{ $amount }（{ $claim }）
play-solution-stats = 扩展 { $expanded } 个，生成 { $generated } 个，用时 { $time }
play-lower-bound = 已证明的下界 { $bound }
play-step-through = 逐步查看解法；“回到我的对局”回到你刚才的位置。
play-step-move = 第 { $index } 步：{ $move }
play-step-start = 开局
play-any-level = 任意难度
play-difficulty-label = 难度
play-generating-now = 生成中…
play-generating-for = 生成中… { $time }
play-generated = 新题（种子 { $seed }）
play-generated-level = 新题：{ $level }（种子 { $seed }）
play-generated-rating = { $level }，得分 { $score }
play-generated-optimum = 最优 { $optimum }
play-generated-message = { $rating ->
    [none] { $head }。
   *[other] { $head } · { $rating }。
}
play-list-separator = ，
play-cancelled = 已取消。
play-no-such-puzzle = 没有名为“{ $id }”的谜题。
play-cost-unit = 代价（{ $unit }）
play-solver-exact = { $label }（精确）
play-back-message = 回到你的对局。
play-address-failed = 地址中的对局无法载入（{ $why }）；已改为载入示例。
play-see-above = 见上方

## 题库面板、解法回放和已保存的对局（每个谜题）

library-builtin-classics = 经典题
library-builtin-starter-boards = 入门棋盘
library-builtin-campaign = 闯关
library-builtin-generated = 生成的题
library-builtin-levels = 关卡
library-builtin-textbooks = 教材例题
library-builtin-seed-report = 课程作业例题
library-entry-seed-report-board = 课程作业中的棋盘
library-entry-level-numbered = 第 { $number } 关
library-entry-report-numbered = 课程作业第 { $number } 题
library-entry-hardest-8-puzzle-a = 最难的 8 数码 A
library-entry-hardest-8-puzzle-b = 最难的 8 数码 B
library-entry-korf-1 = Korf 第 1 题
library-entry-korf-2 = Korf 第 2 题
library-entry-korf-3 = Korf 第 3 题
library-entry-loyd-s-14-15-puzzle = 劳埃德的 14-15 难题
library-entry-easy-numbered = 简单 第 { $number } 题
library-entry-medium-numbered = 中等 第 { $number } 题
library-entry-hard-numbered = 困难 第 { $number } 题
library-entry-expert-numbered = 专家 第 { $number } 题
library-entry-4x4-numbered = 4×4 第 { $number } 题
library-entry-6x6-numbered = 6×6 第 { $number } 题
library-entry-8x8-numbered = 8×8 第 { $number } 题
library-entry-10x10-numbered = 10×10 第 { $number } 题
library-entry-3x3-easy-seed-numbered = 3×3 简单（种子 { $number }）
library-entry-3x3-medium-seed-numbered = 3×3 中等（种子 { $number }）
library-entry-3x3-hard-seed-numbered = 3×3 困难（种子 { $number }）
library-entry-3x3-expert-seed-numbered = 3×3 专家（种子 { $number }）
library-entry-4x4-easy-seed-numbered = 4×4 简单（种子 { $number }）
library-entry-4x4-medium-seed-numbered = 4×4 中等（种子 { $number }）
library-entry-4x4-hard-seed-numbered = 4×4 困难（种子 { $number }）
library-entry-4x4-expert-seed-numbered = 4×4 专家（种子 { $number }）
library-entry-5x5-easy-seed-numbered = 5×5 简单（种子 { $number }）
library-entry-5x5-medium-seed-numbered = 5×5 中等（种子 { $number }）
library-entry-5x5-hard-seed-numbered = 5×5 困难（种子 { $number }）
library-entry-nilsson-s-8-puzzle = 尼尔森的八数码难题
library-entry-nilsson-s-start-standard-goal = 尼尔森的初始局面，标准目标
library-entry-aima-figure-3-4-blank-first = AIMA 图 3.4（空格在首位）
library-entry-aima-s-start-aima-python-s-goal = AIMA 的初始局面，aima-python 的目标
library-entry-korf-1-in-his-own-goal = Korf 第 1 题（以他自己的目标）
library-level = 难度
library-every-level = 所有难度
library-games = 题库中的题目
library-add = 加入当前局面
library-export = 导出 CSV
library-print = 打印
library-import = 导入…
library-new-name = 新题库名称
library-create = 新建题库
library-delete = 删除题库
library-not-rated = 未评级
library-optimum = 最优 { $optimum }
library-option = { $name }（{ $count }）
library-option-builtin = { $name }（{ $count }）· 内置
library-removed = 已从“{ $library }”移除 { $game }。
library-remove-failed = 无法移除 { $game }：{ $detail }
library-remove = 移除 { $game }
library-empty = 此题库中没有题目。
library-empty-level = 此题库中没有“{ $level }”难度的题目。
library-showing = 显示 { $shown } / { $total }
library-count = { $count } 道题
library-count-level = { $level }：{ $count } 道题
library-load-failed = 无法载入题库：{ $detail }
library-nothing-to-add = 棋盘上没有可加入的局面。
library-added = 已将 { $game } 加入“{ $library }”{ $rating }。
library-added-level = 已将 { $game } 加入“{ $library }”，难度{ $level }{ $rating }。
library-already-there = “{ $library }”中已有 { $game }。
library-add-failed = 无法加入题目：{ $detail }
library-import-kind = 无法导入 { $file }：请选择 .csv 或 .json 文件（与导出的格式相同）。
library-import-size = 无法导入 { $file }：它有 { $bytes } 字节，最多接受 { $most } 字节。
library-imported = 已将 { $file } 导入“{ $library }”：{ $rows } 行，新增 { $inserted } 道，{ $duplicates } 道已存在。
library-import-failed = 无法导入 { $file }：{ $detail }
library-name-needed = 请输入新题库的名称。
library-name-taken = 已有名为“{ $name }”的题库。
library-made = 已新建题库“{ $name }”。可加入棋盘上的局面或导入文件。
library-make-failed = 无法新建题库：{ $detail }
library-really-delete = 确定删除“{ $name }”？
library-deleted = 已删除题库“{ $name }”及其中 { $count } 道题。
library-delete-failed = 无法删除题库：{ $detail }
library-none = 还没有题库：加入棋盘上的局面即可新建一个。
library-list-failed = 无法载入题库列表：{ $detail }
playback-first = « 第一步
playback-first-title = 回到第一步
playback-prev = ◀ 上一步
playback-prev-title = 上一步
playback-play = ▶ 播放
playback-pause = ⏸ 暂停
playback-play-title = 播放 / 暂停
playback-next = 下一步 ▶
playback-next-title = 下一步
playback-last = 最后 »
playback-last-title = 跳到最后一步
playback-counter = 第 { $current } 步，共 { $length } 步
saved-name = 对局名称
saved-name-placeholder = 名称（可选）
saved-save = 保存对局
saved-untitled = 未命名
saved-entry = { $name } · { $moves } 步 · { $when }
saved-list-failed = 无法列出已保存的对局：{ $detail }
saved-nothing = 还没有可保存的对局。
saved-done = 已保存。
saved-failed = 无法保存：{ $detail }
class-saves-local = 这台服务器供全班共用：你的存档和最好成绩只保存在这个浏览器里。
class-token = 教师令牌
class-token-use = 使用令牌
class-token-accepted = 本页面持有教师令牌：存档、最好成绩和题库都保存在服务器上。
class-token-refused = 这不是这台服务器的令牌。
class-token-stale = 这个浏览器里保存的令牌已不再适用于这台服务器；存档仍保存在这个浏览器里。
class-token-forget = 忘记令牌
library-teacher-only = 在这台服务器上，只有教师可以修改题库。

## 棋盘：位置、方向以及各谜题页面上自己的话

place-row-column = 第 { $row } 行第 { $column } 列
place-what = { $place }：{ $what }
direction-up = 向上
direction-down = 向下
direction-left = 向左
direction-right = 向右
klotski-instructions = 把 2×2 的大方块（曹操）移到下方出口。拖动棋子，或点选棋子后用方向键（或点其中一个圆点）移动。Ctrl+Z 撤销，Ctrl+Y 重做。
klotski-board = 华容道棋盘
klotski-board-label = 华容道棋盘：拖动棋子，或点选后用方向键移动
klotski-exit = 出口
klotski-piece-block = 曹操
klotski-piece-horizontal = 横将
klotski-piece-vertical = 竖将
klotski-piece-soldier = 兵
klotski-piece-at = { $place }的{ $piece }（{ $glyph }）
klotski-move-to = 把{ $piece }移到{ $place }
klotski-cannot-reach = { $from }的{ $piece }一步到不了{ $to }。
klotski-cannot-move = 这个棋子不能从{ $from }{ $direction }移动。
klotski-editor = 布局编辑器
klotski-palette = 要放的棋子
klotski-palette-block = 2×2 曹操
klotski-palette-vertical = 竖将 1×2
klotski-palette-horizontal = 横将 2×1
klotski-palette-soldier = 兵 1×1
klotski-palette-erase = 擦除
klotski-editor-copy = 复制当前局面
klotski-editor-clear = 清空
klotski-editor-play = 用这个布局开局
klotski-editor-help = 点空格放入所选棋子（以其左上角为准）；点棋子将其移除。
klotski-editor-text = 布局文本
klotski-editor-board = 布局编辑棋盘：点格子放入或移除棋子
klotski-pieces-summary = { $count } 个棋子（横将 { $horizontal }，竖将 { $vertical }，兵 { $soldiers }）
klotski-editor-valid = 有效：{ $pieces }
klotski-editor-valid-standard = 有效：{ $pieces }，标准棋子组合
klotski-editor-outside = 左上角在{ $place }的{ $piece }会伸出棋盘。
klotski-editor-second-block = { $place }已有一个 2×2 曹操；请先点它将其移除。
klotski-editor-overlap = { $place }的{ $piece }会与{ $at }的{ $other }重叠。
klotski-editor-empty = 空棋盘：请放入 2×2 曹操和其他棋子。
lianliankan-instructions = 点击两块图案相同、且能用不超过规定拐弯数的路径连起来的牌（棋盘外一圈空位也可走）。每消一对的代价是拐弯数 + 1；以最小总代价清空棋盘。
lianliankan-board-label = 连连看棋盘：按行列排列的牌
lianliankan-tile-label = { $shape } { $glyph }
lianliankan-shape-circle = 圆形
lianliankan-shape-square = 正方形
lianliankan-shape-triangle = 三角形
lianliankan-shape-diamond = 菱形
lianliankan-shape-hexagon = 六边形
lianliankan-shape-star = 星形
lianliankan-shape-cross = 十字
lianliankan-shape-pentagon = 五边形
lianliankan-shape-down-triangle = 倒三角形
lianliankan-shape-octagon = 八边形
lianliankan-shape-rounded-square = 圆角方形
lianliankan-shape-shield = 盾形
lianliankan-blocker = 障碍
lianliankan-clear = 棋盘已清空。
lianliankan-status = 剩 { $tiles } 块 · 现在可消 { $pairs } 对
lianliankan-status-stuck = 剩 { $tiles } 块 · 没有可消的一对：请洗牌或撤销
lianliankan-shuffle = 洗牌
lianliankan-shuffle-button = 洗牌
lianliankan-shuffle-note = 把剩下的牌重新发一遍，保证仍能消完（从那里开始一局新游戏；“撤销洗牌”回到你的对局）。
lianliankan-unshuffle = 撤销洗牌
lianliankan-unshuffled = 已撤销洗牌：回到你原来的对局。
lianliankan-shuffled = 已洗牌：剩下的牌重新发过，仍能消完。
lianliankan-shuffle-failed = 无法洗牌：{ $detail }
lianliankan-action-shuffle = 把剩下的牌重新发一遍，保证仍能消完
lianliankan-pictures = 牌面图案
lianliankan-pictures-summary = 牌面图案（局面编码中的种类编号）
matchstick-instructions = 移动火柴让等式成立：把一根火柴拖到空位，或先点火柴再点空位（也可用回车和方向键）。添加和拿走类题目每根火柴点一下即可。
matchstick-board-label = 火柴摆成的等式 { $equation }
matchstick-now = 现在：{ $equation }
matchstick-now-true = 现在：{ $equation }（成立）
matchstick-now-incomplete = 现在：不是等式（有字符不完整）
matchstick-equals-fixed = 在这些规则下等号不能动（规则“等号可以改”会放开它的火柴）。
matchstick-holding = 拿着{ $stick }：点一个空位（淡色轮廓）把它放下。
matchstick-drop-on-place = 请把火柴放到空位上（拿着火柴时出现的淡色轮廓）。
matchstick-let-go = 已放下火柴。
matchstick-free-place = 空位：{ $place }
matchstick-stick-of = { $where }的{ $slot }火柴
matchstick-place-of = { $where }的{ $slot }位置
matchstick-cell = 第 { $cell } 格
matchstick-cell-showing = { $shows }（第 { $cell } 格）
matchstick-slot-a = 上横
matchstick-slot-b = 右上竖
matchstick-slot-c = 右下竖
matchstick-slot-d = 下横
matchstick-slot-e = 左下竖
matchstick-slot-f = 左上竖
matchstick-slot-g = 中横
matchstick-slot-mid = 中间横杠
matchstick-slot-vert = 竖杠
matchstick-slot-low = 下横杠
matchstick-slot-back = 反斜杠
matchstick-slot-slash = 斜杠
matchstick-slot-i = 竖
matchstick-slot-vslash = 右臂
matchstick-slot-xslash = 交叉
tendrops-instructions = 点一个水滴给它加一份水：到 5 就会爆开，向上下左右射出小水珠，可能引爆别的水滴。在水滴用完之前清空棋盘；一次点击每引发 3 次爆炸，奖励一滴水。
tendrops-drop-size = 大小为 { $size } 的水滴
tendrops-empty = 空
tendrops-bursts = 爆开 { $count } 次
tendrops-combo = 连击！+{ $count } 滴
tendrops-clear-bonus = 清盘奖励 +{ $count }
tendrops-lost = 损失 { $count } 颗水珠
tendrops-new-drop = 新水滴，大小 1
tendrops-grew = 没有爆开：水滴长大了一级
tendrops-already-clear = 棋盘已经清空。
tendrops-no-drops = 水滴用完了：请撤销或重新开始。
tendrops-empty-tap = 第 { $row } 行第 { $column } 列是空格，这一局不允许点空格。请点一个水滴。
tendrops-supply = 剩余水滴：{ $count }
tendrops-campaign = 闯关
tendrops-next-level = 下一关
tendrops-next-level-carried = 下一关（带入 { $drops } 滴水）
tendrops-next-level-helped = 这关是在帮助下清空的：自己清空才能进入下一关
tendrops-not-a-level = 这个棋盘不是闯关的关卡：在题库中选“level 1”开始闯关。
tendrops-level-of = 第 { $level } 关，共 { $levels } 关。
tendrops-last-level = 第 { $level } 关，共 { $levels } 关（最后一关）。
tendrops-campaign-failed = 无法载入闯关。
tendrops-play = 游戏
tendrops-animation = 动画
tendrops-speed-slow = 慢
tendrops-speed-normal = 正常
tendrops-speed-fast = 快
tendrops-speed-very-fast = 很快
tendrops-ai = AI 来玩
tendrops-ai-stop = 让 AI 停下
tendrops-ai-stops = AI 停下了：{ $why }。
tendrops-ai-no-tap = 没有哪一下能保住清盘
tendrops-editor = 编辑器
tendrops-editor-grid = 编辑网格：点格子在 0-4 之间循环
tendrops-editor-play = 用这个棋盘开局
tendrops-editor-copy = 复制当前棋盘
tendrops-editor-empty = 清空
tendrops-editor-text = 棋盘文本（每行为 0-4 的数字，用 / 或换行分隔）
n-puzzle-instructions = 把数字块按 1、2、3……的顺序排好，空格在最后；游戏有目标状态时，按棋盘旁边显示的目标状态摆好。点击空格旁边的数字块，或按方向键：把空格旁边的数字块朝那个方向滑动（← 把空格右边的块移到左边）。Ctrl+Z 撤销，Ctrl+Y 重做。
n-puzzle-hint-line = 点击空格旁边的数字块，或使用方向键。
n-puzzle-tiles = 数字块
n-puzzle-goal = 目标状态
n-puzzle-goal-picture = 目标状态：{ $tiles }
n-puzzle-solved-already = 已经完成：可撤销、重来或开始新游戏。
n-puzzle-not-next = { $tile } 不在空格旁边：现在只有 { $movable } 能滑动。
n-puzzle-tile = 数字块 { $tile }
n-puzzle-in-place = 已归位
n-puzzle-can-slide = 可滑动
n-puzzle-name-8 = 8 数码
n-puzzle-name-15 = 15 数码
n-puzzle-name-24 = 24 数码
n-puzzle-figures = { $name } · { $tiles } 块中 { $placed } 块已归位 · 错位 { $misplaced } · 曼哈顿距离 { $manhattan }
n-puzzle-unsolvable = 无解：{ $why }。
n-puzzle-no-slide = 没有数字块能{ $direction }滑动：空格在边上。

## 搜索实验室

lab-title = 搜索实验室
lab-lead = 选择一个谜题和局面，然后运行一种搜索算法，并按 g、h、f 逐步查看它的答案；或者在同一局面、同一预算下比较所有算法。因限制而停止的运行会如实说明：那不是“无解”。
lab-puzzle = 谜题
lab-game = 局面
lab-algorithm = 算法
heuristic-misplaced = 错位数
heuristic-manhattan = 曼哈顿距离
heuristic-linear-conflict = 线性冲突
heuristic-walking-distance = 行走距离
heuristic-pdb = 模式数据库
heuristic-inadmissible = 不可采纳启发
heuristic-block-blockers = 曹操距离 + 阻挡棋子
heuristic-matching-bound-slot-aware-under-gravity = 匹配下界（重力下按位置计算）
heuristic-sticks-still-to-change = 还需改动的火柴数
heuristic-water-conservation-bound = 水量守恒下界
heuristic-water-conservation-bound-then-average-drop-size = 水量守恒下界，其次平均水滴大小
heuristic-remaining-pairs = 剩余对数
heuristic-about-double = 2 × { $base }：故意不可采纳的教学示例，会高估剩余代价
klotski-heuristic-about-block-blockers = 2×2 方块（曹操）单独走到出口所需的步数，再加上目标格上每个其他棋子各 1 步
matchstick-heuristic-about-sticks-still-to-change = K 减去已经离开原位的火柴数（每一步最多让这个数变化 1），等式未成立时至少为 1
lianliankan-heuristic-about-matching-bound = 对每一种图块，把剩下的图块两两配对的最小代价，每一对按没有其他图块阻挡时计价（1 + 路径的转弯数）；有重力时，按每个图块还可能滑到的格子计算
tendrops-heuristic-about-water-conservation-bound = 按水量计算还需要的点击数：每点一次加一滴水，棋盘上每个水滴最终都必须爆开（吸收 5 份水，放出 4 颗飞溅水珠），而必然飞出棋盘的水珠会损失
algorithm-bfs = BFS
algorithm-bibfs = 双向 BFS
algorithm-ucs = 一致代价搜索
algorithm-astar = A*
algorithm-wastar = 加权 A*（w={ $parameter }）
algorithm-greedy = 贪婪最佳优先
algorithm-beam = 束搜索（宽度 { $parameter }）
algorithm-idastar = IDA*
algorithm-iddfs = 迭代加深（深度 ≤ { $parameter }）
algorithm-dfs = DFS（深度 ≤ { $parameter }）
solver-with-heuristic = { $algorithm } + { $heuristic }
lab-param-width = 束宽
lab-param-weight = 权重 w
lab-param-depth = 深度上限
lab-node-limit = 节点上限
lab-time-limit = 时间上限（秒）
lab-raise-nodes = 提高节点上限后再运行
lab-raise-time = 提高时间上限后再运行
lab-raise-both = 提高节点和时间上限后再运行
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
lab-col-expanded = 扩展节点
lab-col-generated = 生成节点
lab-col-duplicates = 重复节点
lab-col-peak-frontier = OPEN表峰值
lab-col-peak-memory = 内存峰值
lab-col-time = 用时
lab-col-solver = 求解器名称
lab-col-peak-memory-bytes = 内存峰值（字节）
lab-col-time-ms = 用时（毫秒）
lab-col-error = 错误
lab-col-finished = 完成数
lab-col-stopped = 停止原因
unit-microseconds = { $value } 微秒
unit-milliseconds = { $value } 毫秒
unit-seconds = { $value } 秒
lab-why-title = 为什么数字不同
why-blind-memory = { $bfs } 的 OPEN表最多同时有 { $frontier } 个节点，是 { $astar }（{ $astarFrontier } 个）的 { $ratio } 倍：盲目搜索要保存整层局面，启发式搜索只保存有希望的那些。
why-ida-reexpands = { $ida } 扩展了 { $expanded } 个节点，是同一启发函数下 { $astar }（{ $astarExpanded } 个）的 { $ratio } 倍：它不保存 CLOSED表，同一局面每经另一条路径到达（换位）就要再扩展一次，每次迭代又从头开始，共多扩展了 { $again } 次。
why-heuristic-prunes = A* 用{ $best }扩展了 { $bestExpanded } 个节点，用{ $worst }扩展了 { $worstExpanded } 个（{ $ratio } 倍）：两者都可采纳，找到同一个最优解，但估计值越大、越接近真实距离 h*，剪掉的搜索树就越多。
why-heuristic-accuracy = 沿最优路径，{ $best }的估计平均是真实距离 h* 的 { $bestRatio }，{ $worst }只有 { $worstRatio }（路径上目标之前各局面 h / h* 的平均值）：两者都不高估，h 越接近 h*，A* 要扩展的节点就越少。
why-not-optimal = { $solver } 找到的解代价为 { $cost }，比最优的 { $optimum } 多 { $extra }：它不等代价最小的路径（只按 h 排序、给 h 加权或丢弃节点），所以快，但不保证最优。
why-stopped = { $solvers } 在得到答案之前因限制而停止：这不说明此局无解；提高上限就能让它跑完。

## 谜题：名称、简介、规则和生成选项

klotski-name = 华容道
klotski-summary = 在 4x5 的棋盘上移动棋子，直到曹操（2x2 的大方块）到达底行正中的出口。
klotski-cost-unit = 步
klotski-cost-count = { $count } 步
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
lianliankan-cost-count = { $count } 段
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
matchstick-cost-count = { $count } 根
matchstick-rule-task = 任务
matchstick-rule-task-help = 移动、添加还是拿走火柴。
matchstick-rule-k = 根数
matchstick-rule-k-help = K：要移动（添加、拿走）几根火柴；生成器出 1 到 3 根的题。
matchstick-rule-rules = 规则
matchstick-rule-rules-help = 各公开求解器意见不一的约定；都不选即为公认规则。
matchstick-gen-max-digits = 位数
matchstick-gen-max-digits-help = 每个数最多的位数。
matchstick-gen-operands = 运算数
matchstick-gen-operands-help = 出题所用的正确等式左边的数的个数。
matchstick-gen-max-answers = 答案数
matchstick-gen-max-answers-help = 只保留答案不超过这么多个的题。

tendrops-name = 十滴水
tendrops-summary = 点击水滴，让它们胀破并溅到邻居：用手中的水滴清空棋盘，点击次数越少越好。
tendrops-cost-unit = 次
tendrops-cost-count = { $count } 次
tendrops-rule-timing = 时序模型
tendrops-rule-timing-help = 小水珠怎样飞行，以及几颗同时到达一个水滴时会怎样。
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
n-puzzle-summary = 把带数字的方块滑进空格，直到它们按 1、2、3…… 的顺序排好、空格在最后，或摆成选定的目标状态：8 数码、15 数码和 24 数码。
n-puzzle-cost-unit = 步
n-puzzle-cost-count = { $count } 步
n-puzzle-gen-size = 大小
n-puzzle-gen-size-help = 棋盘：3x3（8 数码）、4x4（15 数码）或 5x5（24 数码）；给了目标状态时用目标状态的大小。
n-puzzle-rule-goal = 目标状态
n-puzzle-rule-goal-help = 要达到的局面：同样的数字块按任意顺序逐行写出，0 表示空格；留空则为 1、2、3……空格在最后。

level-easy = 简单
level-expert = 专家
level-hard = 困难
level-medium = 中等

## 谜题：规则选项和求解器名称

klotski-syntax = 5 行、每行 4 格（C H V S .），用 / 连接；或经典布局名、CommonCode、ShortCode；计步方式写在 ; 之后
lianliankan-syntax = 由数字组成的行，用 / 连接（0 空，-1 障碍，k 为牌的种类）；规则写在 ; 之后
matchstick-syntax = 等式，例如 45+46=99；规则写在 ; 之后
tendrops-syntax = 由 0-4 组成的行，用 / 连接（或每行一行）；规则写在 ; 之后
n-puzzle-syntax = 逐行写出各格，0 表示空格，用空格或逗号分隔，行与行用 / 或换行分隔（3×3、4×4 或 5×5），例如 1 2 3/4 5 6/7 8 0；可再加 ;goal= 和同样写法的目标状态
klotski-rule-metric-step = 步（任意路径）
klotski-rule-metric-straight = 直线
klotski-rule-metric-unit = 一格
klotski-solver-fast = 快速 BFS（压缩棋盘）
lianliankan-rule-turns-2 = 2 个拐弯（经典规则）
lianliankan-rule-turns-0 = 不拐弯（直线）
lianliankan-rule-turns-1 = 1 个拐弯
lianliankan-rule-turns-3 = 3 个拐弯
lianliankan-rule-turns-4 = 4 个拐弯
lianliankan-rule-turns-5 = 5 个拐弯
lianliankan-rule-turns-6 = 6 个拐弯
lianliankan-rule-turns-7 = 7 个拐弯
lianliankan-rule-turns-8 = 8 个拐弯
lianliankan-rule-turns-9 = 9 个拐弯
lianliankan-rule-turns-10 = 10 个拐弯
lianliankan-rule-turns-any = 拐弯数不限
lianliankan-rule-gravity-none = 无（方块不动）
lianliankan-rule-gravity-down = 向下
lianliankan-rule-gravity-up = 向上
lianliankan-rule-gravity-left = 向左
lianliankan-rule-gravity-right = 向右
lianliankan-rule-gravity-toward-middle-row = 向中间行
lianliankan-rule-gravity-away-from-middle-row = 离开中间行
lianliankan-rule-gravity-toward-middle-col = 向中间列
lianliankan-rule-gravity-away-from-middle-col = 离开中间列
lianliankan-gen-clearable-yes = 只发可消完的牌
lianliankan-gen-clearable-no = 任意随机发牌
lianliankan-solver-exact = 精确 A*（CLOSED表、匹配与冲突下界、支配剪枝），随时束搜索
lianliankan-solver-decide = 判定搜索（顺序 DFS 与配对搜索交替）：只判断能否消完，不计代价
lianliankan-solver-report-1 = 课程作业的 A*（分支上限 1，无 CLOSED表）
lianliankan-solver-report-2 = 课程作业的 A*（分支上限 2，无 CLOSED表）
matchstick-rule-task-move = 移动火柴
matchstick-rule-task-add = 添加火柴
matchstick-rule-task-remove = 拿走火柴
matchstick-rule-rules-roman = 罗马数字（I、V、X 及 + - =）
matchstick-rule-rules-equals-may-change = 等号可以改（3=3=3 也算）
matchstick-rule-rules-leading-minus = 一边可以以负号开头
matchstick-rule-rules-seven-with-four = 7 由四根火柴组成
matchstick-rule-rules-tailless-six-nine = 6 和 9 没有尾巴
matchstick-rule-rules-leading-zeros = 允许前导零
matchstick-rule-rules-division = 有除号 /
matchstick-solver-fast = 快速（双向相遇，或剪枝 DFS）
matchstick-solver-pruned-dfs = 按位剪枝 DFS
matchstick-solver-meet = 双向相遇
matchstick-solver-iddfs = 迭代加深
matchstick-solver-dfs = DFS
matchstick-solver-wastar = 加权 A*（w=2）
matchstick-solver-beam = 束搜索（宽度 100）
matchstick-solver-report-dfs = 课程作业的 DFS
matchstick-solver-report-brute-force = 课程作业的穷举法
tendrops-rule-timing-a-sum = A 型求和：半格一拍，相撞的水滴相加（默认）
tendrops-rule-timing-a-cap = A 型封顶：半格一拍，相撞的水滴加到 5，余下的继续飞
tendrops-rule-timing-b-sum = B 型求和：一格一拍，相加
tendrops-rule-timing-b-cap = B 型封顶：一格一拍，封顶
tendrops-rule-empty-taps-allow = 可以点击
tendrops-rule-empty-taps-forbid = 不可点击
tendrops-solver-exact = 精确（IDA* + 置换表）
tendrops-solver-most-left = 剩余水滴最多（分支定界）
tendrops-solver-plain-bfs = BFS（朴素，去重）
tendrops-solver-report-iddfs-4 = 课程作业的迭代加深（深度 ≤ 4）
tendrops-solver-report-greedy = 课程作业的贪婪法（平均水滴大小）
tendrops-solver-td-beam-200 = 束搜索（宽度 200）
n-puzzle-gen-size-3 = 3×3（8 数码）
n-puzzle-gen-size-4 = 4×4（15 数码）
n-puzzle-gen-size-5 = 5×5（24 数码）
n-puzzle-solver-exact = IDA* + 模式数据库（受限时改用加权 A*）
n-puzzle-solver-fast = 加权 A*（w=2）+ 模式数据库
n-puzzle-solver-exact-manhattan = IDA* + 曼哈顿距离（受限时改用加权 A*）

## 搜索实验室：比较、观察、检查、实验

lab-searching = 正在搜索
lab-cancelled = 已取消。
lab-comparing = 正在运行各个算法…
lab-compared = 比较了 { $count } 个算法。
lab-solve-stats = 扩展 { $expanded }，生成 { $generated }，重复 { $duplicates }，OPEN表峰值 { $frontier }，内存峰值 { $memory }，用时 { $elapsed }
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
lab-max-steps = 记录的步数
lab-trace = 追踪
lab-tracing = 正在追踪搜索…
lab-trace-cost = 代价 { $cost }，{ $claim }
lab-trace-done = 记录了 { $recorded } 步，共扩展 { $expanded } 个节点；{ $claim }；用时 { $elapsed }。
lab-trace-truncated = 记录在第 { $max } 步停止，搜索尚未结束：这份记录中没有解。
lab-trace-run-after = 记录之后搜索继续进行：共扩展 { $expanded } 个节点；{ $claim }；用时 { $elapsed }。
lab-trace-status-found = 记录以目标测试结束：找到解，共 { $moves } 步（搜索树中标出了这条路径）。
lab-trace-status-exhausted = 没有找到解：搜索已结束，再没有可扩展的节点。
lab-trace-status-node-limit = 这份记录没有找到解：搜索达到节点数上限而停止。
lab-trace-status-time-limit = 这份记录没有找到解：搜索达到时间上限而停止。
lab-trace-status-memory-limit = 这份记录没有找到解：搜索达到内存上限而停止。
lab-trace-status-cancelled = 这份记录没有找到解：搜索已取消。
lab-trace-status-max-steps = 这份记录没有找到解：记录达到 { $steps } 步的上限而截断。
lab-trace-status-answer-size = 这份记录没有找到解：记录在第 { $steps } 步截断（回答的大小已到上限）。
lab-step-figures = 第 { $step } 步，共 { $of } 步，扩展：g = { $g }，h = { $h }，f = { $f }，深度 { $depth }
lab-step-goal-figures = 第 { $step } 步，共 { $of } 步，目标测试，搜索到此结束：g = { $g }，h = { $h }，f = { $f }，深度 { $depth }
lab-step-frontier = OPEN表中 { $size } 个
lab-step-bound = 界限 { $bound }
lab-step-backward = 从目标一侧
lab-frontier-best = OPEN表中最好的几个节点
lab-step-iteration = 第 { $iteration } 轮迭代
lab-frontier-parent = 父节点：第 { $step } 步
lab-open = OPEN表
lab-closed = CLOSED表
lab-open-title = 本步之后的 OPEN表（{ $count } 个节点）
lab-closed-title = 本步之后的 CLOSED表（{ $count } 个节点）
lab-list-too-long = 超过 64 个节点：不逐一列出，只给出节点数。
lab-list-empty = 空表。
lab-col-list = 表
lab-col-number = 序号
lab-col-node = 节点
lab-col-parent = 父节点（步）
lab-col-step = 扩展于第几步
lab-col-at-step = 步
lab-f-sum = f = g + h
lab-f-cost = f = g（只看路径代价）
lab-f-greedy = f = h（只看启发函数）
lab-f-weighted = f = g + w·h
lab-tables-heading = 第 { $step } 步
lab-tables-csv = 下载本步的表（电子表格）
lab-tables-markdown = 下载本步的表（文本表格）
lab-tables-all-csv = 下载每一步的表（电子表格）
lab-tree-title = 搜索树
lab-tree-label = 搜索树，共 { $count } 个节点
lab-tree-caption = 共 { $count } 个节点。节点上方是它在第几步被取出，下方是 g、h、f。拖动可移动，滚轮或双指可缩放。
lab-tree-cut = 只画出前 { $max } 个节点。
lab-tree-step = 第 { $step } 步
lab-tree-waiting = 待扩展
lab-tree-pruned = 被剪枝
lab-tree-iteration = 迭代
lab-tree-iteration-option = 第 { $iteration } 轮迭代，界限 { $bound }
lab-tree-zoom-in = 放大
lab-tree-zoom-out = 缩小
lab-tree-fit = 全部显示
lab-tree-small = 这样显示时节点太小，看不清：点击或轻点一个节点即可放大到它（也可以用 + 或滚轮放大）。
lab-tree-svg = 保存为 SVG
lab-tree-png = 保存为 PNG
lab-tree-png-failed = 无法生成图片：{ $detail }
lab-tree-legend-expanded = 已取出的节点（上方是第几步）
lab-tree-legend-waiting = 已生成、未取出
lab-tree-legend-pruned = 被剪枝
lab-tree-legend-current = 当前步
lab-tree-legend-path = 到目标的路径
lab-pseudocode = 算法
lab-show-space = 显示状态空间
lab-space-loading = 正在探索所有可达状态…
lab-space-caption = 共 { $states } 个状态，按到目标的精确距离分成 { $columns } 列（目标在最左边）。
lab-space-dead-ends = 其中 { $count } 个状态再也到不了目标（走了不能撤回的一步），放在最后一列。
lab-space-shown = 用 { $ms } 毫秒画出了 { $states } 个状态。
lab-space-unseen = 未到达
lab-space-frontier = 在 OPEN表中
lab-space-expanded = 已扩展
lab-space-path = 解的路径
lab-space-marks = 起点和目标
lab-space-zoom = 只看搜索到达的层
lab-space-axis-layers = 柱高：每层的状态数（最多 { $most } 个）
lab-space-axis-distance = 到目标的距离（步）→
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
lab-experiment-lead = 在每个解的深度上随机生成局面，统计每个算法平均生成的节点数和有效分支因子 b*。
lab-depths = 深度
lab-depths-invalid = 请用逗号分隔的整数给出深度，例如 2,4,6。
lab-instances = 每个深度的局面数
lab-run-experiment = 运行实验
lab-experimenting = 正在运行实验…
lab-experiment-done = 共 { $rows } 行，用时 { $ms } 毫秒。
lab-skipped = 已跳过
lab-col-depth = 深度
lab-col-games = 局面数
lab-col-avg-generated = 平均生成节点
lab-col-b-star = b*
experiment-b-star-at-length = 深度是精确代价；b* 按解的步数计算
experiment-no-b-star = 没有 b*：深度是代价，而这一行各个解的步数不同
experiment-no-state-at-depth = 没有正好相距 { $depth } 的状态
experiment-blind-too-deep = 深度超过 { $depth }（盲目搜索；提高盲目搜索的深度上限才会运行）
experiment-from-goal-layers = 从目标状态出发反向广度优先搜索
experiment-from-reachable-space = 题目的可达状态空间，沿边反向搜索得到精确代价
cli-experiment-header = 实例来源：{ $from }（随机种子 { $seed }），{ $seconds } 秒
cli-experiment-stopped = { $runs } 次运行后停止：{ $reason }
cli-experiment-skipped = 跳过：{ $reason }
cli-col-note = 说明

## The lab's "your algorithm" panel: the judge's protocol, a Python template, a judge report read in the browser

own-title = 你的算法
own-lead = 用任何语言写一个求解程序，让评测器在一组题目上运行它，再把评测报告导入这里：你的算法会和内置算法一起出现在对比表和实验图中。
own-protocol-title = 协议
own-protocol-in = 对每道题，评测器启动你的程序一次，并在它的标准输入写一行 JSON：谜题、题目编号和以秒计的时间限制。
own-protocol-out = 你的程序在标准输出打印一行 JSON：解的走法序列，还可以附上它扩展的节点数。调试信息请写到标准错误。
own-notation = { $puzzle }的一步写作 { $example }：与 { $command } 为解的每一步打印的文字相同。一步也可以写成它的 JSON 对象。
own-verdicts-title = 评测结果
own-why-optimal = 解出，代价最优
own-why-valid = 解出，但代价高于最优值（或没有证明最优值）
own-why-unsolved = 每一步都合法，但最后没有解出
own-why-illegal = 某一步不合法：报告指出是哪一步以及原因
own-why-timeout = 在时间限制内没有回答：程序被终止
own-why-crashed = 程序出错退出或被信号终止
own-why-bad-output = 输出不是一行带 { $field } 列表的 JSON，或输出过多
own-commands-title = 命令
own-commands-lead = 生成一组带最优值的题目（或自己写：每行一题，谜题编号、一个制表符、题目编号），在其上运行你的程序，并把报告保存为 JSON：
own-template-title = Python 模板
own-template-lead = 一个遵守该协议的{ $puzzle }宽度优先搜索程序。它使用 Python 包 { $package }（从源码用 { $install } 安装），其 { $problem } 给出谜题的规则：{ $initial }、{ $actions }、{ $result } 和 { $goal }；返回的走法已经是规定的写法。它不启动任何其他程序。
own-template-doc = { $puzzle }（{ $id }）的宽度优先搜索，供 puzzlelab judge 评测的程序。
own-template-doc-stdin = 从标准输入读一行 JSON，打印一行 JSON：走法序列和扩展的节点数。
own-template-doc-bfs = 宽度优先搜索：步数最少的解，以及扩展的节点数。
own-template-doc-example = 该谜题的一道示例题，以及一步走法的写法：
own-template-doc-other = 评测器发来的是另一种谜题的题目：
own-copy = 复制模板
own-copied = 模板已复制到剪贴板。
own-copy-failed = 浏览器不允许复制：请选中文字后复制。
own-download = 下载模板
own-import-title = 导入评测报告
own-import-lead = 选择（或拖放到这里）{ $command } 写出的文件。文件只在你的浏览器中读取：不会上传，服务器上也不会运行任何程序。
own-import = 选择报告
own-drop = 把评测报告拖放到这里
own-report-too-big = 文件大小为 { $size } KB：这里最多读取 { $max } KB 的评测报告。
own-report-not-json = 这个文件不是 JSON：{ $error }
own-report-not-judge = 这个文件不是 { $command } 的报告：缺少 { $field }。
own-report-bad-row = 报告的第 { $row } 行不是评测结果行：它的 { $field } 缺失或有误。
own-report-too-many = 报告有 { $rows } 行：这里最多读取 { $max } 行。
own-report-other-puzzle = 这份报告里没有{ $puzzle }的题目：它的题目属于 { $puzzles }。请在上方选择该谜题，或导入{ $puzzle }的报告。
own-report-unreadable = 无法读取该文件：{ $error }
own-report-read = 已读取报告：{ $puzzle }的 { $rows } 道题（{ $summary }）。
own-report-others = 其他谜题的 { $count } 行已略过。
own-report-command = 命令：{ $command }
own-report-summary = 最优 { $optimal } 道，正确 { $valid } 道，失败 { $failed } 道
own-compare-game = 在这道题上对比
own-row-label = 你的算法
own-row-no-game = 你的算法：导入的报告中没有这道题。
own-row-optimum = 最优值 { $optimum }
own-clear = 移除报告
own-experiment-set = 把这些题目下载为题目集文件
own-experiment-none = 导入的报告中没有这些实验题目。请把它们下载为题目集文件，用评测器运行后导入报告，就能在这里画出你的算法。
own-experiment-some = 你的算法取自报告中的 { $rows } 行；图中每个算法都画扩展的节点数。
own-experiment-series = 你的算法
own-col-avg-expanded = 平均扩展节点数

## 追踪旁边显示的伪代码

code-bfs-1 = OPEN表 ← 只含起点的队列；已到达 ← { "{" }起点{ "}" }
code-bfs-2 = 从 OPEN表取出最早加入的节点 n 并扩展它
code-bfs-3 = 对 n 的每个尚未到达的后继 s：把 s 加入已到达
code-bfs-4 = 如果 s 是目标，返回它的路径；否则把 s 放到 OPEN表末尾
code-bfs-5 = 找到解：到目标的路径
code-best-1 = OPEN表 ← 按 f 排序、只含起点的优先队列
code-best-2 = 从 OPEN表取出 f 最小的节点 n 并扩展它
code-best-3 = 如果 n 是目标，返回它的路径
code-best-4 = 对 n 的每个后继 s：如果它的 g 是目前最好的，就把 s 按 f(s) 放入 OPEN表
code-best-5 = 找到解：到目标的路径
code-dfs-1 = 栈 ← 起点（迭代加深：对每个深度上限 0、1、2……）
code-dfs-2 = 从栈中取出最新的节点 n 并扩展它
code-dfs-3 = 如果 n 是目标，返回它的路径
code-dfs-4 = 在深度上限之内，压入 n 的每个不在当前路径上的后继
code-dfs-5 = 找到解：到目标的路径
code-ida-1 = 界限 ← h(起点)
code-ida-2 = 从起点深度优先搜索，剪掉 f = g + h 超过界限的节点
code-ida-3 = 扩展节点 n：如果 n 是目标，返回它的路径
code-ida-4 = 界限内没有目标：界限 ← 被剪掉的最小 f；重新搜索
code-ida-5 = 找到解：到目标的路径
code-beam-1 = 束 ← 起点
code-beam-2 = 扩展束中的每个节点
code-beam-3 = 按 f 保留最好的后继，数目等于束宽
code-beam-4 = 找到解（不一定最短：束搜索会遗忘）
lab-goal = 目标局面
lab-goal-placeholder = 留空：本局自己的目标
lab-goal-why = 自选的目标局面，用本游戏的写法填写（留空：用本局自己的目标）：搜索朝它进行，双向搜索从两头向它相会。它必须是本局能到达的局面。
n-puzzle-lab-goal-why = 自选的目标局面：同样数码的任意排列，例如教材中的 1 2 3/8 0 4/7 6 5（留空：用本局自己的目标）。奇偶性决定能否到达：从一个初始局面出发，有一半的排列到不了，搜索开始之前就会说明。
klotski-lab-goal-why = 自选的目标局面：曹操在出口的一个布局，写法和题目一样（留空：曹操到达出口，其他棋子怎么摆都行）。对整组目标做双向搜索得不到好处，因为后向的 OPEN表一开始就包含所有目标布局；只有对一个选定的布局（例如最优解结束时的布局），双向搜索才比普通 BFS 划算。
lab-goal-refused = 目标局面有误：见其输入框下方的说明。

## Feel and progression: sounds, the win celebration, level lists

sound-label = 静音
sound-mute = 声音已打开：点击静音
sound-unmute = 声音已关闭：点击打开
win-title = 解开了！
win-optimal = 最优：没有更短的解。
win-over = 比最优多 { $over }。
win-no-optimum = 不知道从起点出发的最优解。
win-title-helped = 在帮助下解开了
win-helped = 用了帮助（提示、演示解答或 AI 代走）：不计成绩，也不解锁下一关。自己再玩一次来拿星。
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
levels-helped = 在帮助下解开：不计星
levels-stars = 3 颗星中得 { $stars } 颗
levels-summary = { $total } 关中已过 { $solved } 关
levels-impossible-title = 证明无解
levels-impossible-lead = 这些局面无解，所以不算关卡。打开一个，点“显示解法”：求解器给出无解的证明，就算完成挑战。
levels-impossible-summary = { $total } 个中已证明 { $proven } 个无解。
levels-impossible-proven = 已证明无解
levels-impossible-open = 尚未证明
levels-unrated = 未评级
levels-numbered = 第 { $number } 题
lianliankan-sizes-title = 完整棋盘
lianliankan-size = { $cols } × { $rows }（{ $tiles } 张牌）

## 评级理由（评级的 `why_words`）

klotski-why-optimum = 最少 { $moves } 步（{ $metric }）
klotski-why-level = { $level }：最优解不超过 { $max } 步（{ $metric }，生成器的范围 { $min }–{ $max } 步）
klotski-metric-step = 按任意路径计
klotski-metric-straight = 按直线计
klotski-metric-unit = 按一格计
klotski-why-score = 分数：最优步数除以 { $top }，即标准布局所需的最多步数
klotski-why-reachable = 可到达 { $reachable } 个局面
n-puzzle-why-optimum = 最优解 { $length } 步（由带模式数据库的 IDA* 证明）
n-puzzle-why-at-least = 至少 { $length } 步：精确搜索在证明最优之前停止了，所以这个局面至少这么难
n-puzzle-why-score = { $size } 的随机局面平均需要 { $typical } 步，最多需要 { $longest } 步：得分 { $points }（满分 100）
n-puzzle-why-level = { $size } 上的“{ $level }”指 { $min }–{ $max } 步
tendrops-why-taps = 最少点击 { $taps } 次（已证明），按生成器的范围属于“{ $level }”
tendrops-why-margin = { $supply } 滴水：还可多点 { $margin } 次
tendrops-timing-a-sum = A 型求和
tendrops-timing-a-cap = A 型封顶
tendrops-timing-b-sum = B 型求和
tendrops-timing-b-cap = B 型封顶
tendrops-empty-taps-allowed = 允许点击空格
tendrops-empty-taps-forbidden = 不允许点击空格
tendrops-why-rules = 时序{ $timing }，{ $empty }
matchstick-why-easiest-value = 最容易的答案 { $answer } 只改变数字
matchstick-why-easiest-operator = 最容易的答案 { $answer } 改变了一个运算符
matchstick-why-easiest-form = 最容易的答案 { $answer } 改变了等式的形式（多出或少了一个“=”或开头的负号）
matchstick-why-task = { $task ->
    [add] 添加
    [remove] 拿走
   *[move] 移动
} { $k } 根火柴
matchstick-why-tight = 要拆开 { $glyphs } 个紧凑字形（如 1、7、X：拆下任何一根后都不再是字符）
matchstick-why-spread = 改动分布在 { $cells } 个字符上
matchstick-why-answers = { $answers ->
    [1] 只有一个答案
   *[other] 有 { $answers } 个答案，每个都是一条出路
}
lianliankan-why-unclearable = 无论按什么顺序消除都清不完这个棋盘（已证明）
lianliankan-why-not-found = 在限制之内没有找到清空的方法
lianliankan-why-scarcity = 开局有 { $open } 对可消；平均 { $share }% 的牌可以消除（可消对数最少时：{ $fewest }）
lianliankan-why-paths = { $removals } 次消除中有 { $tricky } 次要用满转弯次数或走外圈
lianliankan-why-size = { $rows } × { $cols } 上 { $kinds } 种牌共 { $pairs } 对
lianliankan-why-turns = { $turns ->
    [any] 每条连线转弯次数不限
   *[other] 每条连线最多转弯 { $turns } 次
}
lianliankan-why-no-dead-ends = 没有死局：{ $games } 局随机和贪心对局都清空了
lianliankan-why-dead-ends = 死局：{ $games } 局随机对局中 { $random } 局、{ $games } 局贪心对局中 { $greedy } 局被卡住
lianliankan-why-greedy = 每次都消代价最小的一对，平均代价 { $greedy }，最优为 { $best }
lianliankan-why-greedy-fails = 每次都消代价最小的一对永远清不完
lianliankan-why-least-cost = 最小代价 { $cost }，比没有阻挡时的 { $free } 多 { $above }
lianliankan-why-bounded-cost = 找到代价 { $cost } 的清空方法（下界 { $bound }，没有阻挡时为 { $free }）
lianliankan-why-cost = 找到代价 { $cost } 的清空方法
lianliankan-why-lower-bound = 下界 { $bound }
lianliankan-why-no-bound = 没有下界：有的牌永远配不成对

## 走法（提示、解答步骤和已走一步的 `move_words`）：行、列和格都从 1 数起

as-written = { $text }
klotski-move = { $letter ->
    [C] 曹操
    [H] 横将
    [V] 竖将
   *[S] 兵
}：第 { $row } 行第 { $col } 列 → 第 { $to_row } 行第 { $to_col } 列
tendrops-move = 点第 { $row } 行第 { $col } 列
lianliankan-move = 连接第 { $row } 行第 { $col } 列和第 { $to_row } 行第 { $to_col } 列
n-puzzle-move = 把 { $tile } 向{ $direction ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}滑
n-puzzle-move-tile = 滑动 { $tile }
matchstick-stick = 第 { $cell } 格（{ $shows }）的{ $slot }火柴
matchstick-stick-bare = 第 { $cell } 格的{ $slot }火柴
matchstick-place = 第 { $cell } 格的{ $slot }位置
matchstick-cell-only = 第 { $cell } 格
matchstick-move-stick = 把{ $stick }移到{ $place }
matchstick-add-stick = 在{ $place }添一根火柴
matchstick-remove-stick = 拿走{ $stick }

## 解答说明（`summary_words`）及其共用的词

stop-node-limit = 达到了节点上限
stop-time-limit = 达到了时间上限
stop-cancelled = 已取消
stop-memory-limit = 达到了内存上限
tendrops-summary-left = 结束时剩余 { $left } 滴水（含清盘奖励）
tendrops-summary-left-proven = 结束时剩余 { $left } 滴水，已证明是所有清盘方法中最多的（含清盘奖励）
tendrops-summary-bound = 没有哪种清盘方法能剩下超过 { $bound } 滴水
tendrops-summary-rules = 规则：时序{ $timing }，{ $empty }，初始 { $supply } 滴水
matchstick-summary-none = 没有恰好移动 { $moves } 根火柴的答案
matchstick-summary-all = 共 { $count } 个答案，全部列出：
matchstick-summary-some = 搜索停止前找到 { $count } 个答案（不是完整列表）：
n-puzzle-summary-no-solution = 无解：{ $proof }
n-puzzle-summary-fallback = 精确搜索停止了（{ $reason }）；这些走法来自加权 A* 的后备解
n-puzzle-summary-exact = 启发函数：{ $heuristic }，一个包含全部 8 块的模式：到目标的精确距离
n-puzzle-summary-pdb = 启发函数：{ $heuristic }，{ $partition } 模式数据库，并取镜像查询的较大值
n-puzzle-summary-heuristic = 启发函数：{ $heuristic }（{ $about }）
n-puzzle-heuristic-about-misplaced = 不在目标位置上的方块数
n-puzzle-heuristic-about-manhattan = 每个方块到其目标位置的行距加列距
n-puzzle-heuristic-about-linear-conflict = 曼哈顿距离，再为每个必须离开所在行或列给别的方块让路的方块加 2
n-puzzle-heuristic-about-walking-distance = 高桥的行走距离：只按目标行（列）区分同一行（列）的方块时所需的步数
n-puzzle-heuristic-about-pdb = 可加的不相交模式数据库（每组方块的精确步数），取直接查询和镜像查询的较大值
n-puzzle-heuristic-about-inadmissible = 曼哈顿距离的两倍：会高估（教学示例）
n-puzzle-parity-odd-width = 方块共有 { $inversions } 个逆序对（按行读时顺序颠倒的数对），是{ $parity ->
    [even] 偶数
   *[odd] 奇数
}；在 { $size } 棋盘上每一步都保持这个奇偶性，而目标状态为 0{ $solvable ->
    [yes] ：可以到达目标
   *[no] ：无法到达目标；交换任意两块即可变为有解
}
n-puzzle-parity-even-width = 方块共有 { $inversions } 个逆序对（按行读时顺序颠倒的数对），空格在最底行之上 { $rows } 行；{ $inversions } + { $rows } = { $sum } 是{ $parity ->
    [even] 偶数
   *[odd] 奇数
}，在 { $size } 棋盘上每一步都保持这个和的奇偶性，而目标状态为 0{ $solvable ->
    [yes] ：可以到达目标
   *[no] ：无法到达目标；交换任意两块即可变为有解
}
n-puzzle-parity-odd-width-goal = 方块共有 { $inversions } 个逆序对（按行读时顺序颠倒的数对），是{ $parity ->
    [even] 偶数
   *[odd] 奇数
}；目标状态 { $goal } 有 { $goal_inversions } 个，是{ $goal_parity ->
    [even] 偶数
   *[odd] 奇数
}，而在 { $size } 棋盘上每一步都保持这个奇偶性{ $solvable ->
    [yes] ：可以到达目标
   *[no] ：无法到达目标；交换任意两块即可变为有解
}
n-puzzle-parity-even-width-goal = 方块共有 { $inversions } 个逆序对（按行读时顺序颠倒的数对），空格在最底行之上 { $rows } 行：{ $inversions } + { $rows } = { $sum } 是{ $parity ->
    [even] 偶数
   *[odd] 奇数
}；目标状态 { $goal } 中 { $goal_inversions } + { $goal_rows } = { $goal_sum } 是{ $goal_parity ->
    [even] 偶数
   *[odd] 奇数
}，而在 { $size } 棋盘上每一步都保持这个和的奇偶性{ $solvable ->
    [yes] ：可以到达目标
   *[no] ：无法到达目标；交换任意两块即可变为有解
}

## 提示的说明：为什么没有可给的一步，或关于这一步需要知道的
stop-limits = 限制
hint-board-clear = 棋盘已经清空
hint-no-hint = 没有提示：{ $claim }
klotski-hint-solved = 已经解开：2x2 大块已在出口
klotski-hint-stuck = 走不动了：没有任何棋子可以移动
klotski-hint-stopped = 寻找提示的搜索在走遍这个布局的所有局面之前停止了（{ $reason }）；请给它更多时间或节点
klotski-hint-no-solution = 从这里能到达的 { $positions } 个局面中，没有一个让 2x2 大块到达出口
klotski-hint-left = 还差 { $left } 步（{ $metric }）；从这里走的 { $keeping } 种走法能保持这个最优步数
lianliankan-hint-unproven = 消去这一对之后棋盘仍可清空，最多再花 { $cost }（最少代价未经证明）
lianliankan-hint-no-pair = 没有可以消去的一对：请洗牌，或者撤销
lianliankan-hint-dead-end = 从这里无论按什么顺序消去都无法清空棋盘（已证明）：请撤销，或者洗牌
lianliankan-hint-stopped = 搜索在找到一对能保持棋盘可清空的牌之前停止了（{ $reason }）；请给它更多时间或节点
matchstick-hint-solved = 已经解开：恰好改动 { $k } 根火柴后，{ $equation } 成立
matchstick-hint-stuck = 走不动了：没有合法的走法，当前图形也不是答案；请撤销一步
matchstick-hint-stopped = 寻找答案的搜索在找到答案之前结束了（{ $claim }）；请给它更多时间或节点
matchstick-hint-no-answer = 没有一个成立的等式与 { $equation } 恰好相差 { $k } 根火柴（{ $verb ->
    [move] 移动
    [add] 添加
   *[remove] 拿走
}题，规则：{ $rules }）
matchstick-rules-default = 默认
matchstick-hint-unreachable = 从这里用合法的走法到达不了任何答案：请先撤销一步
matchstick-hint-towards = { $move }，朝着 { $equation }：还差 { $left } 步
matchstick-hint-towards-unproven = { $move }，朝着 { $equation }：还差 { $left } 步（搜索提前停止了：也许有更近的答案）
n-puzzle-hint-solved = 已经解开：方块都已按顺序排好
n-puzzle-hint-solved-goal = 已经解开：数字块都已按目标状态摆好
n-puzzle-hint-no-solution = 按奇偶性，{ $proof }
n-puzzle-hint-unproven = 未证明最优：精确搜索在证明至少需要 { $at_least } 步之后停止了（{ $reason }）；这一步是一个 { $length } 步解的开头
n-puzzle-hint-waiting = 没有提示：{ $note }
n-puzzle-hint-stopped = 搜索在找到解之前停止了（{ $reason }）：至少需要 { $at_least } 步；请给它更多时间或节点
n-puzzle-tables-loading = 在加载 { $partition } 模式数据库时停止了（{ $reason }）：请给它更多时间（在这台机器上第一次使用时会生成并保存它们，需要几秒钟；之后加载只需几毫秒）
n-puzzle-tables-goal-fallback = 这个目标状态的 { $partition } 模式数据库还在生成（程序每次运行只生成一次，需要几秒钟）：这次搜索改用了{ $heuristic }；稍后再试即可用更快的搜索
n-puzzle-pdb-missing = 还没有模式数据库文件：第一次使用时会生成并保存
n-puzzle-pdb-unreadable = 无法读取模式数据库文件（{ $reason }）：将重新生成
n-puzzle-pdb-magic = 这不是模式数据库文件（文件标识不符）：将重新生成
n-puzzle-pdb-version = 模式数据库文件的格式版本是 { $found }，本程序读取的是版本 { $expected }：将重新生成
n-puzzle-pdb-other-pattern = 模式数据库文件属于另一种棋盘大小或模式：将重新生成
n-puzzle-pdb-length = 长度不对：模式数据库文件有 { $found } 字节，文件头写明的是 { $expected } 字节（文件被截断或已损坏）：将重新生成
n-puzzle-pdb-checksum = 校验和不符：模式数据库文件已损坏：将重新生成
tendrops-hint-no-drops = 水滴用完了：棋盘再也无法清空
tendrops-hint-no-solution = 剩下的 { $drops } 滴水无论怎样点都清不空棋盘（已证明）
tendrops-hint-stopped = 搜索在证明最少次数之前停止了（{ $reason }）：至少需要点 { $taps } 次；请给它更多时间或节点

## 被限制停止的工作，以及没有找到的东西
error-stopped = { $what }在完成之前停止了（{ $reason }）；请给它更多时间或节点
error-fault = 内部错误：{ $detail }（这是 Puzzle Lab 的缺陷；请连同你的请求一起报告）
error-stopped-after = { $what }试了 { $attempts } 次后停止了（{ $reason }）；请给它更多时间或节点
work-generator = 生成器
work-rating = 难度评定
work-rating-solver = 难度评定所用的求解器
work-shuffle = 洗牌
work-catalogue = 题目表
work-census = 布局普查
work-analysis = 局面分析
work-reachable-space = 列出可到达的状态空间
work-pattern-databases = 加载模式数据库
n-puzzle-work-rating-loading = 难度评定（模式数据库仍在加载）
n-puzzle-work-generator-loading = 生成器（模式数据库仍在加载）
n-puzzle-work-generator-candidates = 生成器（试了 { $attempts } 个候选局面，仍没有证明出一个{ $level }的 { $size } 局面；请换一个种子，或选更容易的难度）
n-puzzle-not-found-rating = 无解的局面没有难度：{ $proof }
klotski-not-found-rating = 这个布局无解（从它能到达的 { $positions } 个局面中，2x2 大块都到不了出口），所以没有难度
klotski-generate-empty-range = 步数范围 { $min }..{ $max } 是空的：最少步数（{ $min }）不能大于最多步数（{ $max }）
klotski-generate-not-found = 在 { $attempts } 组随机布局中，没有找到需要 { $min }..{ $max } 步（{ $metric }）的布局（最难的标准布局需要 138 步按任意路径计 / 150 步按直线计 / 179 步按一格计）
klotski-not-found-layout = { $problem }；请放宽范围、调高 { $key }（最多 { $most }），或换一个种子
lianliankan-not-found-board = 试了 { $attempts } 次，没有找到能清空的棋盘（请允许更多转弯、减少障碍，或给它更多时间）
lianliankan-not-found-level-harder = 试了 { $attempts } 次，没有找到{ $level }的棋盘（找到的难度：{ $found }）；要更难的棋盘，请增加对数或种类、降低转弯上限，或给它更多时间
lianliankan-not-found-level-easier = 试了 { $attempts } 次，没有找到{ $level }的棋盘（找到的难度：{ $found }）；要更容易的棋盘，请减少对数或种类，或提高转弯上限
lianliankan-not-found-shuffle-clear = 棋盘已经清空：没有可洗的牌
lianliankan-not-found-shuffle-impossible = 无论怎样重新发牌，剩下的牌都无法清空（已证明）：请撤销
lianliankan-not-found-shuffle-gave-up = 在重力规则下试了 { $attempts } 种发牌都无法清空：请再洗一次，或者撤销
lianliankan-shuffle-fault = 洗牌因程序的错误而失败（请报告这个问题）：{ $detail }
matchstick-not-found-puzzle = 从 { $equations } 个成立的等式中没有找到{ $level }的题（{ $verb ->
    [move] 移动
    [add] 添加
   *[remove] 拿走
} { $k } 根火柴）：请换一个难度，或增加火柴数、位数、允许的答案数，或换用其他规则
matchstick-not-found-rating = { $equation } 没有恰好改动 { $k } 根火柴的答案（{ $verb ->
    [move] 移动
    [add] 添加
   *[remove] 拿走
}题，规则：{ $rules }），所以没有难度：请换一个 k 或其他规则
tendrops-not-found-rating = 用 { $drops } 滴水无论怎样点都清不空这个棋盘（已证明）：没有可评定的；请给更多水滴
tendrops-not-found-level = 试了 { $attempts } 次（种子 { $seed }），没有找到{ $level }的关卡；请换一个种子或大小、更容易的难度、更多水滴或更大的棋盘

## 选项、实验室、服务器排队和题库：服务器自己的错误
error-option = { $key }：{ $problem }
error-option-choice = “{ $value }”不是 { $key } 的取值：请用 { $names }
error-option-integer = “{ $value }”不是有效的 { $key }：请给出 { $min } 到 { $max } 之间的整数
error-option-flag = 未知的 { $key } 标志“{ $flag }”：请用 { $names }
error-option-twice = { $key } 给了两次（“{ $first }”和“{ $second }”）：只给一次
lab-error-no-heuristic = 这个谜题没有提供启发函数
lab-error-unknown-heuristic = 未知的启发函数“{ $name }”：请用 { $names }
lab-error-goal-one-way = 目标：选定一个目标局面只对从它出发反向搜索有用，而这个谜题的走法无法撤回；请让目标留空
lab-error-goal-unsolved = 目标：这个局面还没有解开；请给出一个已解开的局面
lab-error-answer-size = 因答案的大小停止：{ $states } 个状态（游戏 ID 约 { $id_len } 个字符）和它们之间的 { $edges } 步走法会超过 { $megabytes } MB；请换一个小一些的游戏
lab-error-state-limit = 因状态数上限停止：从这个游戏能到达的状态超过 { $states } 个；请换一个小一些的游戏
lab-error-unsupported = 搜索实验室（追踪、启发函数检查、状态空间、实验）还不能用于这个谜题：它的搜索状态无法写成游戏 ID
lab-error-no-instances = 请至少给出一个深度和一个实例数
lab-error-max-steps = max_steps：{ $max }；一次追踪记录 1 到 { $most } 步
lab-error-max-states = max_states：{ $max }；请给出 1 到 { $most }
lab-error-no-depths = 深度：缺少；请给出一个列表，例如 [2, 4, 6]
lab-error-depths = 深度：请给出 1 到 16 个深度，每个不超过 64
lab-error-instances = 实例数：{ $depths } 个深度、每个深度 { $instances } 个；请给出 1 到 { $most } 个，总数不超过 { $cells }
lab-error-size = size：0；棋盘大小至少为 1
error-busy = 服务器正忙于其他计算（{ $why }）；请过几秒钟再试
error-busy-waiting = 有 { $waiting } 个请求在排队
error-busy-no-slot = { $seconds } 秒内没有空出计算槽位
error-disk-full = 服务器的磁盘已满：这次没有保存任何内容，之前保存的数据完好无损；请让服务器的管理者腾出一些磁盘空间后再试
error-busy-deadline = 在请求的时限 { $seconds } 秒内没有空出计算槽位
error-cancelled-waiting = 请求在排队时被取消了
error-game-too-long = 游戏：{ $bytes } 字节；游戏 ID 最多 { $max } 字节
library-error-no-name = 名称：题库需要一个名称
library-error-name-long = 名称：最多 { $max } 个字符
library-error-description-long = 说明：最多 { $max } 个字符
library-error-missing = 没有编号为 { $id } 的题库
library-error-read-only = 题库 { $id }（{ $name }）是内置的，只读：要{ $action }，请使用你自己的题库
library-change-delete = 删除
library-change-add = 添加题目
library-change-remove = 移除题目
library-change-import = 导入
library-error-no-puzzle = 题库 { $id } 中没有编号为 { $puzzle } 的题目
saved-error-missing = 没有编号为 { $id } 的存档

## 数据库（存储层的错误；英文的值是 SQLite 或系统给出的原始细节）
store-file = { $path }
store-no-data-dir = 不知道用户的数据目录（是否设置了 $HOME？），所以数据库是当前目录下的 ./puzzlelab.db；用 --db 选择别的文件
store-the-database-file = 数据库文件
store-error-foreign = { $file } 不是 Puzzle Lab 数据库（{ $reason }），程序没有改动它：请用 --db 指定另一个文件
store-error-too-new = { $file } 由更新版本的 Puzzle Lab 写入（数据库版本 { $found }，本程序最高支持 { $known }），程序没有改动它：请升级 puzzlelab，或用 --db 指定另一个文件
store-error-corrupt = { $file } 已损坏（{ $detail }），程序没有改动它：请恢复备份，或用 --db 指定另一个文件
store-error-not-a-file = { $file } 是{ $what }，不是普通文件：数据库必须是普通文件；请用 --db 指定另一个文件
store-error-read-only = { $file } 无法写入：{ $reason }；程序没有打开它：请让它可写，或用 --db 指定另一个文件
store-error-exists = { $file } 已经存在，程序没有改动它：请换一个文件名，或加 --overwrite 覆盖它
store-error-busy = 数据库正忙：另一个程序占用它太久；请稍后再试
store-error-disk-full = 磁盘已满：这次没有做任何改动，之前保存的数据完好无损；请腾出一些磁盘空间后再试
store-error-too-long-characters = { $field }太长：{ $length } 个字符，上限是 { $limit } 个
store-error-too-long-bytes = { $field }太长：{ $length } 字节，上限是 { $limit } 字节
store-error-too-many = { $what }太多：上限是 { $limit }；请先删除一些
store-error-io = 无法对 { $file } 执行“{ $action }”：{ $detail }
store-error-sqlite = 数据库出错（{ $action }）：{ $detail }
store-error-no-puzzle = 没有编号为 { $id } 的题目
store-error-export = 无法写出 { $format } 导出文件：{ $detail }
store-error-reopen-in-memory = 内存中的数据库不能重新打开
store-error-no-wal = 数据库无法切换到 WAL 模式（它是否在网络文件系统上？）
store-field-description = 游戏 ID
store-field-name = 名称
store-field-level = 难度级别
store-field-source = 来源
store-field-extra = 附加数据
store-field-of-entry = 第 { $entry } 题：{ $field }
store-field-library-puzzle = 题库的谜题
store-field-library-name = 题库名称
store-field-library-description = 题库说明
store-field-library-source = 题库来源
store-field-saved-game-puzzle = 存档的谜题
store-field-saved-game-game-id = 存档的游戏 ID
store-field-saved-game-name = 存档名称
store-field-saved-game-state = 存档的局面
store-field-saved-game-moves = 存档的走法
store-field-record-puzzle = 纪录的谜题
store-field-record-game = 纪录的游戏
store-field-record-metric = 纪录的计量方式
store-field-record-who = 纪录的玩家
store-field-record-details = 纪录的详情
store-field-result-puzzle = 结果的谜题
store-field-result-key = 结果的键
store-field-result-value = 结果的值
store-too-many-saved-games = 存档
store-too-many-records = 纪录
store-too-many-puzzles = 题库 { $library } 中的题目
store-library-no-puzzle = 题库的谜题为空
store-library-no-name = 题库名称为空
store-library-exists = 已经有一个名为“{ $name }”的 { $puzzle } 题库（题库 { $id }）
store-library-name-taken = 题库 { $id } 是你自己的题库，名为“{ $name }”（{ $puzzle }），同名的内置题库无法安装：请重命名或删除题库 { $id }
store-puzzle-no-description = 游戏 ID 为空
store-puzzle-bad-difficulty = 难度 { $difficulty } 不是有限的数
store-puzzle-exists = 题库 { $library } 里已经有这一题（题目 { $id }）：{ $game }
store-game-no-puzzle = 存档的谜题为空
store-record-incomplete = 纪录需要谜题和计量方式
store-result-no-puzzle = 结果需要谜题
store-result-bad-shape = 保存的结果 { $result } 不是预期的格式：{ $detail }
store-not-serializable = 数据无法写成 JSON：{ $detail }
store-migrations-out-of-order = 数据库迁移列表的顺序不对：第 { $entry } 项的版本是 { $version }
store-backup-not-a-file = { $path } 已经存在且不是普通文件：备份要写到新文件（或覆盖一个普通文件）；请换一个文件名
store-backup-is-the-database = { $path } 就是数据库本身：备份必须写到另一个文件
store-backup-not-one-file = 备份 { $path } 无法写成单个独立文件（日志模式 { $mode }）
store-backup-failed-check = 备份 { $path } 没有通过检查（{ $detail }）；数据库没有备份
store-backup-foreign = 备份 { $path } 不是 Puzzle Lab 数据库（{ $reason }）
store-import-problems = 导入文件有 { $total } 处问题，什么都没有导入。第一处：{ $first }
store-import-problems-none = 导入文件有问题，什么都没有导入
store-import-at-line = 第 { $line } 行：{ $problem }
store-import-at-entry = 第 { $entry } 题：{ $problem }
store-import-place-line = 第 { $line } 行
store-import-place-entry = 第 { $entry } 题
store-import-place-earlier = 前面的某一行
store-import-bad-game = 游戏 ID 无效：{ $problem }
store-import-repeated = 与{ $first }的题目相同
store-import-column-twice = 列“{ $column }”出现了两次
store-import-unknown-column = 未知的列“{ $column }”（可用的列是 { $columns }）
store-import-no-description-column = 表头没有 description 列（可用的列是 { $columns }）
store-import-unreadable-row = 这一行无法按 CSV 读取：{ $detail }
store-import-bad-difficulty = 难度“{ $text }”不是数字
store-import-bad-extra = extra 列不是有效的 JSON：{ $detail }
store-import-not-json = 文件不是有效的 JSON：{ $detail }
store-import-not-a-library = 文件不是 Puzzle Lab 题库文件：{ $detail }
store-import-no-puzzles = 文件应当是带有 "puzzles" 数组的对象，或者是题目数组
store-import-other-format = 文件的格式是“{ $format }”，不是“{ $expected }”
store-import-too-new = 文件是题库格式第 { $version } 版；本程序最高读取第 { $known } 版
store-import-bad-entry = 这一项不是题目：{ $detail }
store-import-other-puzzle = 文件里是 { $puzzle } 的题目，但题库 { $library }（“{ $name }”）是 { $expected } 题库
store-import-undone = 导入 { $import }（导入题库 { $library }）在完成前被撤销了（题库被删除，或导入 { $seconds } 秒没有进展）；什么都没有导入：请重新导入

## 列举：一项、分隔符和其余各项
list-pair = { $head }、{ $tail }
list-none = 无
error-server-failed = 服务器处理这个请求时出错（这是一个缺陷，服务器已记录）；请连同这个请求一起报告
error-internal = 服务器无法回答：{ $detail }
error-body-not-object = 请求内容是{ $kind }；请发送 JSON 对象，例如 {"{"}"game": "..."{"}"}
error-body-shape = 请求内容不符合这个接口：{ $detail }
error-body-not-json = 请以 JSON 发送请求内容，并带上 'Content-Type: application/json'
error-body-bad-json = 请求内容不是有效的 JSON：{ $detail }
error-bad-query = 查询参数不符合这个接口：{ $detail }
error-uri-too-long = 请求地址有 { $bytes } 字节；最多读取 { $most } 字节（大的输入请放在 POST 请求内容里）
error-headers-too-large = 请求有 { $headers } 个请求头，共 { $bytes } 字节；最多读取 { $most_headers } 个、共 { $most_bytes } 字节
error-method-not-allowed = 这里不接受 { $method }：这个接口接受 { $allowed }
error-method-not-allowed-here = 这个接口不接受 { $method }：它的 Allow 响应头列出了可用的方法
error-request-invalid = 请求无效：{ $detail }
error-not-found = 找不到：{ $detail }
error-http = HTTP { $status }：{ $detail }
error-other-site = 拒绝来自其他网站的请求：请使用 Puzzle Lab 自己的页面，或者不带 Origin 请求头调用接口（curl、脚本）
error-overloaded = 服务器负载过高；请稍后再试
error-no-thread = 服务器无法为这项计算启动线程（{ $detail }）；请稍后再试
error-no-catalogue = 没有语言“{ $lang }”的词条；现有的语言是：{ $langs }
error-no-route = 没有接口“{ $route }”：每个谜题提供 parse、validate、move、hint、solve、compare、generate、rate、trace、heuristic-check、state-space、experiment 和 check（以及它们的 /stream 形式），还有 GET heuristics
error-no-endpoint = { $uri } 没有接口；GET /api/puzzles 列出所有谜题
error-unknown-puzzle = 未知的谜题“{ $id }”：现有的谜题是 { $ids }
error-field = { $field }：{ $problem }
error-missing-field = 缺少字段 `{ $field }`
store-old-names-mixed = `kind` 是 `puzzle` 的旧名称：请给出 `puzzle` 和 `game`，或者旧的 `kind` 和 `puzzle`，不要同时给出
store-old-names-no-game = 缺少字段 `puzzle`（旧格式中与 `kind` 一起给出的游戏）
json-null = null
json-boolean = 布尔值
json-number = 数字
json-string = 字符串
json-array = 数组
json-object = 对象
error-body-too-large = 请求内容太大（上限 { $limit } 字节）
error-body-timeout = 请求内容没有在请求头之后 { $seconds } 秒内全部到达；请一次性发送整个请求
error-host-twice = 请求带有两个 Host 头；请只发送一个
error-host-unreadable = Host 头不是可读的文本
error-host-disagree = 地址中的主机是“{ $address }”，而 Host 头是“{ $header }”；两者必须一致
error-host-missing = 请求没有 Host 头；请发送你打开这台服务器时所用的主机名
error-host-foreign = 这台服务器不响应主机“{ $host }”：请用 http://localhost 或 http://127.0.0.1、服务器启动时的地址，或服务器启动时指定的主机名打开它
error-token-required = 这台服务器供全班共用：修改题库、存档和成绩需要教师令牌（Authorization: Bearer TOKEN）；浏览、游玩、求解和实验室不需要令牌
error-token-wrong = 这个令牌不是这台服务器的：请向教师索取服务器启动时显示的令牌
error-bad-move = 这不是{ $puzzle }的走法（{ $detail }）：走法的写法是 { $syntax }
error-move-json = 走法 { $move } 不是 JSON：{ $detail }
error-too-many-moves = 共 { $moves } 步：一次检查最多重放 { $most } 步
error-move-text-empty = 走法是空的：请照 { $example } 的样子写一步
error-move-text-ended = 走法没有写完：请照 { $example } 的样子写一步
error-move-text-expected = 此处应为 { $expected }，却是“{ $found }”：请照 { $example } 的样子写一步
error-move-text-number = 此处应为数字，却是“{ $found }”：请照 { $example } 的样子写一步
error-move-text-large = { $number } 太大，不能是走法的一部分：请照 { $example } 的样子写一步
error-move-text-trailing = 走法后面多了“{ $rest }”：一次只写一步，例如 { $example }
klotski-error-move-piece = “{ $letter }”不是棋子：请用 C、H、V 或 S，例如 { $example }
klotski-illegal-no-piece = 第 { $row } 行第 { $column } 列不是{ $piece ->
    [C] 2×2 曹操
    [H] 横将（2×1）
    [V] 竖将（1×2）
   *[S] 兵（1×1）
}的左上角：请从这个局面的合法走法中选一步
klotski-illegal-unreachable = 第 { $row } 行第 { $column } 列的{ $piece ->
    [C] 2×2 曹操
    [H] 横将（2×1）
    [V] 竖将（1×2）
   *[S] 兵（1×1）
}不能一步（{ $metric }）走到第 { $to_row } 行第 { $to_column } 列：请从这个局面的合法走法中选一步
klotski-error-moves-range = { $min_key }（{ $min }）大于 { $max_key }（{ $max }）：请两个都给出，或选一个步数范围合适的难度（{ $level }：{ $level_min }-{ $level_max } 步，{ $metric }）
klotski-action-code = 一个布局的各种写法：网格、CommonCode、ShortCode、名字
klotski-action-analyze = 到目标的距离、最优的下一步、可达的和最远的局面
klotski-action-census = 数出所有合法布局，并按能互相到达分组
klotski-action-census-set = 布局
klotski-action-census-set-help = 要数哪些布局。
klotski-action-census-set-both = 两者
klotski-action-census-set-all = 所有合法布局（29,334,498 个）
klotski-action-census-set-standard = 标准棋子组合，附每种计步方式下最难的布局
klotski-action-classics = 内置的经典布局及其步数
klotski-code-row = {"  "}{ $row }
klotski-code-grid = 网格        { $grid }
klotski-code-common = CommonCode  { $code }（{ $short }）
klotski-code-short = ShortCode   { $code }（#{ $number }）
klotski-code-name = 名字        { $name }（{ $pinyin }）
klotski-analysis-head = { $layout }（{ $metric } 计步）
klotski-analysis-distance = 到目标的距离  { $distance }
klotski-analysis-unsolvable = 到目标的距离  无解
klotski-analysis-moves = 最优的下一步    { $moves }
klotski-analysis-reachable = 可达局面   { $reachable }（其中 { $solvable } 个有解）
klotski-analysis-farthest = 离这里最远    { $moves } 步（{ $count } 个局面，例如 { $example }）
klotski-analysis-hardest = 离目标最远    { $moves } 步（{ $count } 个局面，例如 { $example }）
klotski-census-head = { $set } 布局（{ $ms } 毫秒）
klotski-census-layouts = {"  "}布局          { $layouts }
klotski-census-groups = {"  "}组           { $groups }
klotski-census-solvable = {"  "}有解的组  { $groups } 个，共 { $layouts } 个布局
klotski-census-largest = {"  "}最大的组    { $layouts }
klotski-census-hardest = {"  "}最难（{ $metric }）  { $moves } 步：{ $layouts }
klotski-classics-col-name = 名字
klotski-classics-col-alias = 拼音
klotski-classics-col-layout = 布局
klotski-classics-col-step = step
klotski-classics-col-straight = straight
klotski-classics-col-unit = unit
klotski-classics-col-reachable = 可达局面
error-bad-level = 难度：“{ $level }”不是{ $puzzle }的难度：请用 { $levels }
error-unknown-option = { $puzzle }没有选项“{ $key }”：选项有 { $known }
error-too-many-solvers = 要求了 { $asked } 个求解器；比较一次最多运行 { $most } 个
error-unknown-solver = 未知求解器“{ $name }”：可用的有 { $solvers }（参数可以改，例如 { $parameters }）
error-unknown-solver-because = 未知求解器“{ $name }”（{ $why }）：可用的有 { $solvers }（参数可以改，例如 { $parameters }）
error-solver-no-parameter = 求解器“{ $name }”不带参数：请写 { $name }
error-solver-spelling = 求解器“{ $name }”：{ $reason }
solver-misspelt-no-parameter = 它不带参数
error-unknown-algorithm = 未知算法“{ $input }”：{ $reason }；可用的有 bfs、bibfs、dfs[:深度]、iddfs[:最大深度]、ucs、astar、wastar[:W]、idastar、greedy、beam[:宽度]
algorithm-misspelt-name = 没有这个算法
algorithm-misspelt-no-parameter = 这个算法不带参数
algorithm-misspelt-parameter = 参数必须是 1 到 { $max } 的整数
algorithm-misspelt-weight = 权重必须是 1 到 100 的数
error-search-unsupported = { $algorithm } 不能在这个问题上运行：{ $reason }
search-unmet-goal-states = 这个问题没有列出它的目标状态（Problem::goal_states 返回 None）
search-unmet-predecessors = 这个问题不能生成前驱状态（Problem::predecessors 返回 false）
search-unmet-weight = 权重必须是 1 到 { $max } 的数，而不是 { $weight }
search-unmet-beam-width = 束宽度至少为 1
error-not-an-option = { $name }：不是这个请求的选项；它接受 { $fields }
error-no-game = 游戏：缺少；请给出要处理的游戏 ID
error-action-no-game = 游戏：操作“{ $action }”不处理游戏；请去掉它
error-no-action = { $puzzle }没有操作“{ $action }”；它的操作有：{ $known }
error-param-value = params.{ $key }：{ $value } 不是一个值；请给出字符串或数字
error-steps = steps：“{ $steps }”不是步骤的详细程度：请用 views（每一步的画面）或 games
lab-error-no-algorithm = 算法：缺少；请指定一个通用算法（bfs、astar、idastar、beam:50 等）

## 命令行自己的话（在终端里运行 puzzlelab）
cli-library-none = 没有题库
cli-library-count = { $count } 题
cli-library-builtin = （内置）
cli-library-header = { $name }（{ $puzzle }）：{ $count } 题
cli-library-created = 已创建题库 { $id }（{ $puzzle } / { $name }）
cli-library-added = 已把题目 { $id } 加入题库 { $library }：{ $game }（{ $level }）
cli-library-removed = 已从题库 { $library } 移除题目 { $id }
cli-library-imported = 已把 { $rows } 道题中的 { $inserted } 道导入题库 { $library }（{ $duplicates } 道已经在库中）
cli-library-deleted = 已删除题库 { $id }
cli-library-missing = 没有编号为 { $id } 的题库（用 `puzzlelab library list` 查看）
cli-library-format = 无法判断 { $path } 的格式：请把它命名为 .csv 或 .json，或者加 --format
cli-cannot-open = 无法打开 { $path }：{ $detail }
cli-cannot-create = 无法创建 { $path }：{ $detail }
cli-cannot-write = 无法写入 { $path }：{ $detail }
cli-cannot-read = 无法读取 { $path }：{ $detail }
cli-cannot-read-stdin = 无法读取标准输入：{ $detail }
cli-bad-timeout = --timeout 必须是正的秒数，收到的是 { $given }
cli-param-form = --param：“{ $param }”不是 KEY=VALUE 的形式，例如 size=3
cli-levels-form = --levels：“{ $item }”不是 LEVEL:COUNT 的形式，例如 easy:5
cli-levels-count = --levels：“{ $item }”：数量必须是大于 0 的整数
cli-levels-twice = --levels：难度“{ $level }”给了两次
cli-levels-none = --levels：至少给出一项 LEVEL:COUNT，例如 easy:5,medium:5
cli-levels-too-many = --levels 要求 { $total } 道题；一份作业最多 { $most } 道
cli-generate-failed = 生成 { $puzzle } 的“{ $level }”题目时出错：{ $problem }
cli-too-few-distinct = { $puzzle } 的“{ $level }”题目只找到 { $made } 道互不相同的，要求的是 { $count } 道；请少要一些
cli-wrote-assignment = 已写出 { $path }：{ $puzzle } 的 { $count } 道题（{ $levels }）
cli-give-games = 请给出题目：--set FILE 或 --library NAME
cli-print-too-many = { $count } 道题：一张题单最多打印 { $most } 道；请把题目分成几份
cli-wrote-sheet = 已写出 { $path }：{ $count } 道题；请在浏览器中打开并打印
cli-wrote-sheet-answers = 已写出 { $path }：{ $count } 道题和答案；请在浏览器中打开并打印
cli-separator = ：
cli-error = 错误
input-place = 输入的第 { $line } 行第 { $column } 个字符
cli-context = { $context }：{ $detail }
cli-give-game = 给出题目 ID
cli-check-stdin-twice = 题目和走法不能都从标准输入读取：把其中一个放进文件
cli-cannot-encode = 无法编码 JSON
cli-moves-file-too-big = { $path }：{ $size } 字节；走法文件最多 { $most } 字节
cli-moves-file-not-json = { $path }：不是走法的 JSON 数组
cli-check-optimum = 最优解 { $optimum }
cli-check-optimum-bound = 最优解未证明，至少 { $bound }
cli-check-optimum-unknown = 在限制内未能证明最优解
cli-check-solved = { $verdict }：走了 { $played } 步解开，代价 { $cost }（{ $optimum }）
cli-check-unsolved = 未解开：走了 { $played } 步，代价 { $cost }，题目还没有解开（{ $optimum }）
cli-check-ends-at = 最后的局面：{ $end }
cli-check-illegal = 非法走法：第 { $number } 步（共 { $moves } 步）“{ $move }”被拒绝：
cli-unknown-option = { $verb } 没有选项“{ $option }”：`puzzlelab { $puzzle } { $verb } --help` 列出它的选项
cli-unknown-command = 没有命令“{ $command }”：`puzzlelab { $puzzle } --help` 列出所有命令
cli-bad-lang = --lang { $tag }：请用 zh-CN 或 en
cli-usage-unknown-argument = 未知的选项“{ $argument }”
cli-usage-unknown-command = 未知的命令“{ $command }”
cli-usage-bad-value = “{ $value }”不是 { $argument } 的有效取值
cli-usage-bad-value-choices = “{ $value }”不是 { $argument } 的有效取值：请用 { $choices }
cli-usage-no-value = { $argument } 需要一个值
cli-usage-missing = 缺少 { $arguments }
cli-usage-missing-command = 请给出一个命令
cli-usage-conflict = { $argument } 不能与 { $other } 同时使用
cli-usage-with-tip = { $problem }；{ $tip }
cli-usage-tip-similar = 是不是想用“{ $similar }”？
cli-usage-tip-help = “{ $help }”列出它接受的参数
cli-give-command = 请给出 { $puzzle } 的命令；见 `puzzlelab { $puzzle } --help`
cli-no-table = { $action } 的结果没有表格：去掉 --csv
cli-no-figures = { $action } 没有可以保存的数据
cli-cannot-save-figures = 无法保存这些数据
cli-assignment-from-library = ，来自题库“{ $library }”
cli-assignment-generated = {""}
cli-assignment-options = ，选项 { $options }
cli-assignment-header = puzzlelab 作业：谜题 { $puzzle }，难度 { $levels }，随机种子 { $seed }{ $from }
cli-assignment-made-by = 由 puzzlelab { $version } 生成：`puzzlelab judge --set FILE -- COMMAND` 用它评测程序，`puzzlelab print --set FILE --html OUT` 打印它
cli-levels-unknown = --levels：“{ $level }”不是 { $puzzle } 的难度：可用 { $levels }
cli-levels-none-there = 无
cli-library-too-few = 题库中难度为“{ $level }”的题目有 { $found } 道，要求 { $count } 道（题库的难度：{ $levels }）
cli-backup-no-database = { $path } 没有数据库可以备份（用 --db 指定要复制的数据库）
cli-backup-failed = 无法把 { $path } 备份到 { $file }
cli-backed-up = 已把 { $path } 备份到 { $file }：{ $size }，数据库结构版本 { $version }；题库 { $libraries } 个，题目 { $puzzles } 道，存档 { $games } 个，记录 { $records } 条
cli-set-too-big = 题目集文件 { $path } 有 { $size } 字节；题目集文件最多 { $most } 字节
cli-set-error = { $file } 第 { $line } 行第 { $column } 列：{ $problem }
cli-set-no-tab = 没有制表符：先写谜题的 id，一个制表符，再写题目 ID（还可以再加一个制表符和它的最优解）
cli-set-unknown-puzzle = 没有谜题“{ $puzzle }”：谜题有 { $puzzles }
cli-set-bad-game = { $problem }（{ $puzzle } 的题目 ID）
cli-set-bad-optimum = “{ $value }”不是最优解：请写一个整数，不知道时写 -
cli-set-extra-column = 一行最多三列：谜题、题目 ID、最优解
cli-set-origin = { $file } 第 { $line } 行
cli-set-empty = { $file } 里没有题目：每行写一个 `谜题<TAB>题目`
cli-no-library = 没有题库“{ $name }”（见 `puzzlelab library list`）
cli-no-library-of = { $puzzle } 没有题库“{ $name }”（见 `puzzlelab library list`）
cli-library-ambiguous = 几个谜题都有题库“{ $name }”（{ $ids }）：请给出它的 id（见 `puzzlelab library list`）
cli-library-empty = 题库“{ $name }”里没有题目
cli-library-origin = 题库“{ $name }”第 { $number } 题
cli-bad-seconds = { $flag } 必须是大于 0、不超过 86400 的秒数，给出的是 { $given }
cli-bad-memory = --memory 必须在 16 到 1048576 MB 之间，给出的是 { $given }
cli-bad-max-output = --max-output 必须在 1 到 1048576 KB 之间，给出的是 { $given }
cli-judge-library = 题库“{ $name }”（{ $puzzle }）
cli-judge-no-program = 在 -- 之后给出要评测的程序，例如 -- python3 solver.py
cli-judge-cannot-start = 无法启动 { $program }：{ $detail }（要评测的程序写在 -- 之后，例如 -- python3 solver.py）
cli-judge-unix-only = 评测只能在 Unix 上运行程序（需要进程组和 RLIMIT_AS）
cli-judging = 正在评测 { $number }/{ $count }：{ $puzzle }
cli-warning = 警告
cli-tables-unstored = 数字华容道的模式数据库（{ $partition }）无法保存到 { $dir }（{ $detail }）：每次运行 puzzlelab 都要重新构建（这次用了 { $seconds } 秒；服务器会一直保留到停止）；请把 { $variable } 设为一个可写的文件夹
cli-cannot-write-stdout = 无法写入标准输出
token-length = 口令有 { $chars } 个字符；请给出 { $least } 到 { $most } 个（或者不写 --token，由服务器生成一个）
token-character = 口令含有 { $character }；只能用字母、数字和 - . _ ~
cli-bad-token = --token：{ $problem }
cli-cannot-fill-libraries = 无法填入内置题库
cli-library-leaves-out = { $puzzle } 的内置题库“{ $library }”略去了 { $game }：{ $reason }
cli-bad-allow-host = --allow-host “{ $name }”：请给出主机名，例如 puzzles.school.example，不带协议和端口
cli-cannot-make-token = 无法用系统的随机数生成器生成口令
cli-teachers-token = 教师口令：{ $token }
cli-network-server = 这个服务器可以从网络访问：能访问 { $address } 的人都能打开网页、玩题、求解和使用搜索实验室
cli-network-writes = 修改题库、存档和记录需要教师口令（Authorization: Bearer TOKEN）；没有口令的网页把存档和记录保存在浏览器里
cli-network-give-token = 在教师自己的电脑上打开 { $url }，把口令交给它的网页；请不要把口令告诉别人
cli-network-ip-only = 网页只能用 IP 地址打开：加上 --allow-host NAME 才能用主机名打开
cli-bad-max-solve-seconds = --max-solve-seconds 必须是正数，给出的是 { $given }
cli-in-database = 在数据库 { $path } 中
cli-cannot-start-runtime = 无法启动异步运行时
cli-cannot-listen = 无法监听 { $address }（是不是别的服务器在用它？试试 --addr 127.0.0.1:0）
cli-cannot-read-address = 无法读取绑定的地址
cli-listening = Puzzle Lab 正在监听 { $url }
cli-writes-need-token = 写入需要 --token 给出的口令
cli-database = 数据库：{ $path }
cli-press-ctrl-c = 按 Ctrl-C 停止
cli-server-failed = 网页服务器出错了
cli-solved = { $game }：{ $cost }（{ $claim }，{ $algorithm }）
cli-unsolved = { $game }：{ $claim }（{ $algorithm }）
cli-lower-bound = ；已证明的下界为 { $bound }
cli-step-cost = （代价 { $cost }）
cli-stats = 扩展 { $expanded } 个节点，生成 { $generated } 个节点，用时 { $time }
cli-solve-stopped = { $algorithm }：扩展了 { $expanded } 个节点后{ $claim }，还没有得到答案；用 --timeout 或 --max-nodes 给它更多资源
cli-next = 下一步：{ $move }
cli-no-move = 没有可建议的走法：{ $note }
cli-left = 从这里还需 { $left }
cli-left-proven = 从这里还需 { $left }（已证明）
cli-difficulty = 难度：{ $level }（得分 { $score }，满分 100）
cli-optimum = 最优解：{ $optimum }
cli-seed = 随机种子 { $seed }
cli-not-rated = （未评级；`puzzlelab { $puzzle } rate` 可以评级）
cli-tip-names = 它认得的名字：`puzzlelab { $puzzle } { $action }`
cli-saved = 已保存到 { $path }
cli-col-solver = 求解器
cli-col-algorithm = 算法
cli-col-length = 长度
cli-col-cost = 代价
cli-col-claim = 结论
cli-col-expanded = 扩展节点
cli-col-generated = 生成节点
cli-col-duplicates = 重复
cli-col-peak-frontier = OPEN表峰值
cli-col-peak-memory = 内存峰值
cli-col-time = 用时
## 自己的算法：评测报告（`puzzlelab judge`：表格、CSV、HTML）
judge-title = 评测报告
judge-command = 命令
judge-games-from = 局面来源：{ $from }
judge-limits = 每局限制：{ $seconds } 秒，内存 { $memory } MB，输出 { $output } KB
judge-summary = 共 { $games } 局：最优 { $optimal }，正确 { $valid }，失败 { $failed }
judge-optimum-unknown = 未证明
judge-made-by = 由 puzzlelab { $version } 生成
judge-col-number = 序号
judge-col-puzzle = 谜题
judge-col-game = 局面
judge-col-verdict = 评判结果
judge-col-cost = 代价
judge-col-optimum = 最优值
judge-col-time = 用时（秒）
judge-col-expanded = 扩展节点数
judge-col-detail = 说明
judge-verdict-optimal = 最优
judge-verdict-valid = 正确，非最优
judge-verdict-unsolved = 未解出
judge-verdict-illegal = 非法走法
judge-verdict-timeout = 超时
judge-verdict-crashed = 崩溃
judge-verdict-bad-output = 输出格式错误
judge-detail-illegal = 第 { $number } 步（{ $move }）不合法：{ $why }
judge-detail-unsolved = 走了 { $played } 步，没有解出
judge-detail-timeout = 到 { $seconds } 秒的时限被终止
judge-detail-exit = 退出状态 { $code }
judge-detail-signal = 被信号 { $signal }（{ $name }）终止
judge-detail-empty = 没有输出：请输出一行 JSON {"{"}"moves": [...]{"}"}
judge-detail-not-text = 输出不是 UTF-8 文本
judge-detail-lines = 输出了 { $lines } 行：只能输出一行 JSON（调试信息请写到标准错误输出）
judge-detail-not-json = 输出不是 JSON：{ $error }
judge-detail-no-moves = JSON 中没有 "moves" 列表：请输出 {"{"}"moves": [...]{"}"}
judge-detail-move-type = moves[{ $index }] 不是走法：每一步应写成字符串（或它的 JSON 对象）
judge-detail-expanded = "expanded" 不是非负整数
judge-detail-too-big = 输出超过 { $kb } KB
judge-detail-too-many-moves = 共 { $moves } 步：最多重放 { $most } 步

## 自己的算法：打印用的题单（print.html）
print-title = 题单
print-name = 姓名：
print-button = 打印
print-answer-key = 答案
print-game = { $number }. { $puzzle }
print-count = 共 { $count } 题
print-preparing = 正在准备题目：已完成 { $done } / { $total }…
print-ready = 可以打印了（A4）：先是题目，答案另起一页。
print-nothing = 还没有要打印的内容：请在任一游戏页面的题库中点“打印”，或用 `puzzlelab print` 生成题单。
print-failed = 无法生成题单：{ $detail }
print-no-position = 无法读取这一局。
print-no-answer = 没有答案：求解器在时限内没有找到解。
print-answer-figures = 代价 { $cost }，共 { $moves } 步（{ $claim }）
