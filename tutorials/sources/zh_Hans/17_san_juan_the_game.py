# %% [markdown]
# # 圣胡安：十分钟了解卡牌游戏
#
# *在此之前：[贵族扩展](../16_nobles.ipynb)（英文），波多黎各课程的结尾。圣胡安不需要其中任何内容：你可以从这里开始。下一课：[圣胡安的建筑师](../18_san_juan_builder.ipynb)（英文）。*
#
# 本课是英文课程 [San Juan: the card game in ten minutes](../17_san_juan_the_game.ipynb) 的中文译本。
# 没有中文规则书讲圣胡安，所以名称由我们选定，两款游戏共有的东西沿用中文波多黎各节选的叫法
# （中文词汇表，`docs/glossary/zh_Hans.md`）。
#
# ## 学完后你能够
#
# - 说出怎样赢得圣胡安，以及一张卡牌在手中、在城区和在生产厂房上各值什么。
# - 为两名、三名或四名玩家准备圣胡安牌桌。
# - 跟上一个回合：谁挑选角色，谁在其中行动，总督卡何时传下去。
#
# 在笔记本中，请先按顺序运行各个单元格（Shift+Enter）；作为应用时，页面已经替你运行好了。
# 每张牌桌和每个问题在你使用时立即回应，你看到的每个数字都由引擎算出。规则来自荷兰文规则书
# （*Puerto Rico het kaartspel*，英文版名为 San Juan）。

# %%
import puertorico_nb
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, chosen_roles, coach_your_turn,
                                           coached, picture, refused, rules, setup_table, steps, walkthrough)

puertorico_nb.set_language("zh_Hans")  # 本笔记本的牌桌、规则和问题使用中文
names = ["Ana", "Bo", "Cy"]
game = SanJuanGame(players=3, seed=7, governor=0)

# %% [markdown]
# ## 用我们的话说规则：你要做什么
#
# 圣胡安是波多黎各的卡牌游戏。每位玩家建设一座城镇；游戏结束时，**分数**最多的玩家获胜。几乎
# 所有分数都来自**建筑**：每座建筑的分数印在卡牌上，大型紫色建筑在游戏结束时还会再加分。
#
# 没有钱，也没有商品标记：只有**建筑卡牌**，一张卡牌是什么，取决于它放在哪里。
#
# - **在手中**，卡牌是钱：你弃掉其他卡牌来支付建筑。
# - **正面朝上放在你面前**，它是你城区中的一座建筑。
# - **背面朝上放在你的某座生产厂房上**，它是一个商品，等着卖掉换新卡牌。没有人看它的正面，
#   连主人也不看。

# %%
rules("sj.cards.one-card-many-uses", "sj.score.buildings")

# %% [markdown]
# **被覆盖**的建筑是玩家用起重机（你会在紫色建筑一课中遇到的紫色建筑）在其上建造了另一座建筑的
# 建筑：它离开游戏，不计分。在有人拥有起重机之前，城区中的每座建筑都计分。

# %% [markdown]
# 建筑有两种颜色。**生产厂房**（染料厂、蔗糖厂、雪茄厂、咖啡厂、炼银厂）生产商品，你想要几座都
# 可以。**紫色建筑**各为主人做一件事，或在游戏结束时给分；每种在一个城区只能有一座。

# %%
rules("sj.builder.violet-once")

# %% [markdown]
# ## 牌桌的各个部分
#
# 这是一张三人牌桌，按 Ana 看到的样子画出。找到每个部分：
#
# - **角色卡**：建筑师、生产者、商人、议员、矿工；
# - **抽牌堆**（背面朝上）和旁边的**弃牌堆**：付出、卖出或丢掉的一切都背面朝上放到那里；
# - **商店价格牌**，背面朝上的一叠：商人翻开一块来决定价格；
# - 每位玩家的**城区**，开始时有一座染料厂，以及**手牌**：Ana 看得到自己的卡牌，别人的只看得到
#   有几张。

# %%
picture(game, names, seat=0)

# %%
rules("sj.info.hand-sizes", "sj.deck.discard-face-down", "sj.deck.reshuffle-discards")

# %% [markdown]
# 抽牌堆用完时，把弃牌堆洗成新的抽牌堆。（规则书从没说两个牌堆都空时会怎样；那时引擎只抽现有的
# 卡牌。这是规则书没有说明时我们的选择，牌桌可以在游戏选项中另选。）
#
# ## 准备
#
# 游戏供两名、三名或四名玩家进行。抽签决定第一任**总督**，把总督卡交给他。摆出角色卡，把商店价格
# 牌背面朝上洗混。每位玩家从卡牌中取出一座**染料厂**正面朝上放好：那就是他的城区。把其余的卡牌
# 洗混，给每位玩家发一小手别人看不见的牌，剩下的就是抽牌堆。打开一行的 **Rule** 可以看到规则编号。

# %%
setup_table()

# %%
rules("sj.setup.player-count", "sj.setup.governor-by-lot", "sj.setup.starting-city", "sj.setup.hand",
      "sj.setup.tiles")

# %% [markdown]
# 熟悉游戏后，规则书提供一种**变体发牌**：每位玩家多拿几张卡牌，坐得离总督越后拿得越多，最后只
# 留下普通手牌那么多张。牌桌在游戏选项中打开变体发牌时，引擎就这样进行。

# %%
rules("sj.setup.variant-hands")

# %%
four = ["Ana", "Bo", "Cy", "Dee"]
variant = SanJuanGame(players=4, seed=7, governor=0, options={"variant_hands": True})
ask("四人变体发牌、Ana 为总督时，Dee 在留下其中几张之前拿到多少张卡牌？",
    variant, "players.Dee.hand_size", names=four, why="sj.setup.variant-hands",
    hint="从总督 Ana 数起，数出 Dee 的座位，再加上每人都拿到的四张牌。")

# %% [markdown]
# ## 一个回合怎样进行
#
# 总督先挑选角色；这张角色卡在回合结束前一直放在他面前，所以别人不能拿走。然后每个人执行这个角色
# 一次，**挑选者先执行**，挑选者还得到角色的**特权**（建筑师少付一张卡牌，生产者和商人多处理一个
# 商品，议员看更多卡牌，只有矿工自己抽牌）。接着总督左边的玩家从剩下的角色中挑选一个，依此类推，
# 直到每人都挑选过。没有人可以拒绝挑选角色，但任何人都可以放弃动作、特权或建筑的能力，不能行动的
# 玩家会被跳过。
#
# 两名玩家时，每个回合有三个角色：
# 另一名玩家挑选之后，总督再挑选第二个角色（圣胡安双人游戏的课程会演示这样的回合）。

# %%
rules("sj.role.one-each", "sj.role.already-taken", "sj.round.chooser-first", "sj.action.pass-optional",
      "sj.round.skip-no-action", "sj.turn.not-your-turn", "sj.action.wrong-phase")

# %% [markdown]
# 回合结束时，角色卡回到中间，总督卡向左移一个座位。新总督挑选之前，按**手牌上限**检查每个人的
# 手牌；关于游戏结束的课程会展示这一点。

# %%
rules("sj.round.governor-passes", "sj.round.hand-limit")

# %% [markdown]
# ## 分步示例：带理由的第一回合
#
# 荷兰文规则书没有整个回合的例子，所以这个例子是我们自己的：教练（本项目最好的机器人）在 Ana 的
# 牌桌上下第一回合，并说明每一步的理由。在牌桌上一步步看，或者阅读下面的步骤。

# %%
first_round = game.clone()
reasons = coached(first_round, names)
walk = walkthrough(first_round, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# 这是回合结束后的牌桌，按 Bo 看到的样子画出。找到总督卡：下面有一个问题问现在谁拿着它。

# %%
picture(first_round, names, seat=1)

# %% [markdown]
# ## 轮到你了
#
# 扮演游戏开始时的 Ana：在牌桌上挑选一个角色（角色卡就是按钮）并执行它。第一次挑选哪个角色都
# 合理；接下来的课程会说明每个角色做什么。牌桌会把你的选择与教练的选择比较，并说明教练为什么
# 这样选。Bo 和 Cy 是机器人。违反规则的选择显示为灰色：点击它，就能知道是哪条规则禁止它。

# %%
coach_your_turn(game, names)

# %% [markdown]
# ### 渐隐示例：先预测
#
# 同样的牌桌，但只有两名玩家。先预测每回合挑选几个角色，再回答。

# %%
pair = SanJuanGame(players=2, seed=7, governor=0)
coached(pair, ["Ana", "Bo"])  # 教练下第一回合
ask_value("两名玩家时，一个回合挑选几个角色？",
          lambda: len(chosen_roles(pair)), why="sj.role.two-players",
          hint="数一数两人回合中总督挑选几次，再数 Bo 挑选几次。")

# %% [markdown]
# ## 自我检查

# %%
ask("开始时，Bo 手里有几张卡牌？", game, "players.Bo.hand_size",
    names=names, why="sj.setup.hand",
    hint="看看准备阶段：每名玩家拿到几张暗牌？")

# %%
ask("第一回合结束后，谁拿着总督卡？", first_round, "governor", names=names,
    choices=names, why="sj.round.governor-passes")

# %%
after_ana = game.clone()
after_ana.apply({"player": 0, "choose_role": "prospector"})
ask_allowed("Ana 挑选了矿工。同一回合稍后，Bo 也可以挑选矿工吗？",
            after_ana, {"player": 1, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## 常见错误
#
# **“我知道自己要哪个角色，所以现在就拿。”** 角色从总督开始按顺序挑选。

# %%
refused(game, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **“这次我不想挑选角色。”** 挑选不是可选的：只有行动是可选的。

# %%
refused(game, {"player": 0, "pass": True}, names)

# %% [markdown]
# **“我现在放弃，下一个阶段再行动。”** 每个决定都有它的时机：Ana 刚挑选了矿工（只有挑选者抽牌），
# 这时轮到 Bo 挑选角色，而不是放弃。

# %%
refused(after_ana, {"player": 1, "pass": True}, names)

# %% [markdown]
# ## 接下来
#
# *在此之前：[贵族扩展](../16_nobles.ipynb)（英文），波多黎各课程的结尾。圣胡安不需要其中任何内容：你可以从这里开始。下一课：[圣胡安的建筑师](../18_san_juan_builder.ipynb)（英文）。*
