# %% [markdown]
# # 与机器人下完整一局
#
# *在此之前：[自己检查裁定](../11_check_a_ruling.ipynb)（英文）。下一课：[两人对局](../14_two_players.ipynb)（英文）。*
#
# 本课是英文课程 [Play a full game against bots](../12_play_against_bots.ipynb) 的中文译本，名称见
# 中文词汇表，`docs/glossary/zh_Hans.md`。
#
# ## 学完后你能够
#
# - 一步一步地跟上第一回合，说出每个角色做了什么。
# - 与机器人完整地下一局，两到五名玩家，不违反任何规则。
# - 读懂结束时的计分表：每位玩家的分数从哪里来，谁赢了。
#
# 在笔记本中，请先按顺序运行各个单元格（Shift+Enter）；作为应用时，页面已经替你运行好了。
# 每张牌桌和每个问题在你使用时立即回应，你看到的每个数字都由引擎算出。

# %%
import puertorico_nb
from puertorico_nb.course.puerto_rico import (ask, bot_game, coached_round, refused, rules, score_sheet_in_words, steps,
                                    walkthrough)
from puertorico_nb.widgets import NewGame, ScoreSheet, TableWidget

puertorico_nb.set_language("zh_Hans")  # 本笔记本的牌桌、规则和问题使用中文
names = ["Sam", "Alma", "Pip", "Quin"]

# %% [markdown]
# ## 用我们的话说规则
#
# 你学过的一切现在都在一张牌桌上。一个回合中，总督先挑选角色，然后是他左边的每位玩家；每个角色
# 里大家依次行动，挑选者带着特权先行动。当移民、分数方块或某个城区的格子用完时，把该回合进行
# 到底后游戏结束；然后计分表把分数加起来。

# %%
rules("round.one-role-each", "end.finish-round", "scoring.total")

# %% [markdown]
# ## 分步示例：有解说的第一回合
#
# 没有规则书下完一整个回合，所以这一回合由**教练**来下。教练是下得合理并说明理由的机器人，种子
# 固定，所以每次都一样。先在牌桌上一步步看完，再结合教练的理由读每一步；允许这一步的规则点一下
# 就能看到。

# %%
first, reasons = coached_round(players=4, seed=5, names=names)
walk = walkthrough(first, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ### 渐隐示例：先预测
#
# 这一回合结束了。先预测现在谁是总督，再回答。

# %%
ask("第一回合结束后，谁是总督？", first, "governor", names=names, choices=names,
    why="round.governor-passes")

# %% [markdown]
# ## 轮到你了：完整的一局
#
# 选择牌桌上坐几名玩家，两到五名（两人是韩文规则书的两人游戏），然后按 **Start the game**。你坐在
# 第一个座位；教练下其他座位，轮到它们时立即行动。把指针移到一个选项上可以看到它做什么；灰色的
# 选项会说明为什么不允许；**撤销** 撤回你最后的决定（以及之后机器人的行动），除非之后翻开过背面
# 朝上的田地：那时按钮保持关闭并说明原因。游戏结束时，计分表出现在牌桌下方，并用文字加总。

# %%
NewGame(names=["你", "Alma", "Pip", "Quin", "Rosa"], seed=7)

# %% [markdown]
# ## 读计分表
#
# 这是教练替四个座位下到终局的一局的结尾。每位玩家的分数包括装运赚得的分数方块、建筑上印着的
# 分数，以及每座有人驻守的大型建筑的奖励。分数最多者获胜；平分时由钱加商品决定。

# %%
finished = bot_game(players=4, seed=5)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## 自我检查

# %%
ask("那一局里，Pip 在分数方块上赚了多少分？", finished, "score_breakdown.Pip.chips",
    names=names, why="分数方块靠装运赚得：每装一桶得一分，挑选该角色的船长每个船长阶段多得一分，"
                     "有人驻守的港口每次装船多得一分；计分表的第一列把它们加起来。")

# %%
ask("Quin 的建筑上一共印着多少分？", finished, "score_breakdown.Quin.buildings", names=names,
    why="每座建筑在游戏结束时都得到印在上面的分数，不论是否有人驻守：在计分表上把 Quin 的加起来。")

# %%
ask("谁赢了？", finished, "winner", names=names, choices=names, why="scoring.tie-break")

# %% [markdown]
# ## 常见错误
#
# **“我替机器人走一步。”** 只有轮到的玩家可以行动。

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **“钱也是分数。”** 不是：游戏结束时只计分数，钱（连同商品）只在平分时决定胜负。

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## 接下来
#
# *在此之前：[自己检查裁定](../11_check_a_ruling.ipynb)（英文）。下一课：[两人对局](../14_two_players.ipynb)（英文）。*
