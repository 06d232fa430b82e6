# %% [markdown]
# # 十分钟了解游戏
#
# *在此之前：无。从这里开始。下一课：[回合与角色](../01_round_and_roles.ipynb)（英文）。*
#
# 本课是英文课程 [The game in ten minutes](../00_the_game.ipynb) 的中文译本。角色、商品和生产厂房
# 的名称采用中文规则节选的叫法，其余名称由我们选定
# （中文词汇表，`docs/glossary/zh_Hans.md`）。
#
# ## 学完后你能够
#
# - 说出怎样赢得游戏，以及获得分数的两种方法。
# - 在牌桌上指出郊区、城区、货船、商店和银行。
# - 为两、三、四或五名玩家准备游戏。
#
# 在笔记本中，请先按顺序运行各个单元格（Shift+Enter）；作为应用时，页面已经替你运行好了。
# 每张牌桌和每个问题在你使用时立即回应，你看到的每个数字都由引擎算出。

# %%
import puertorico_nb
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, facts, picture, rules, setup_table

puertorico_nb.set_language("zh_Hans")  # 本笔记本的牌桌、规则和问题使用中文
names = ["Lena", "Omar", "Priya", "Jonas"]
table = Game(players=4, seed=2)

# %% [markdown]
# ## 用我们的话说规则：你要做什么
#
# 每位玩家在波多黎各岛上经营一块殖民地，那时船只仍然驶往旧大陆。游戏结束时，**分数**最多的
# 玩家获胜。获得分数有两种方法：
#
# - **装运商品**：把玉米、染料、蔗糖、烟草和咖啡装上货船就能得分，每桶一分；
# - **建筑**：城区中的每座建筑都值它上面印着的分数，大型建筑在游戏结束时还会再加分。
#
# **钱**用来购买建筑，但钱不是分数：游戏结束时，你手里剩下的钱和商品只在平分时决定胜负。

# %%
rules("scoring.total", "scoring.tie-break")

# %% [markdown]
# ## 牌桌的各个部分
#
# 这是为四名玩家准备好的牌桌。从上往下，在图中找到每个部分：
#
# - **角色**：角色卡；每回合每位玩家拿一张；
# - **银行**：**移民船**和**银行里的移民**（将在你的田地和建筑中工作的人）、**分数方块**、
#   **采矿场**、背面朝上的**田地叠**，以及每种商品的**货桶**；
# - **正面朝上的田地**，拓荒者从这一排中挑选；
# - **货船**把商品运走换分数，**商店**用钱收购商品；
# - 待售的**建筑**分成四列，每座都有价格、分数和圆圈（移民工作的位置）；
# - 每位玩家一块版图：上方两排小格是**郊区**，十二格放田地和采矿场（商品生长的地方），下方较大
#   的格子是**城区**，十二格放建筑。站在圆圈上的移民使田地或建筑运转；**San Juan** 记录等待位置
#   的移民数。

# %%
picture(table, names)

# %% [markdown]
# ## 一个回合怎样进行
#
# **总督**先挑选角色，然后是他左边的玩家，每人一个角色。角色让每个人轮流做一种事（开垦、建造、
# 生产、出售、装运……），挑选者先做，而且挑选者多得一点好处，这就是角色的**特权**。所有人都挑选
# 后，回合结束，总督卡向左移一个座位。接下来的课程逐一介绍各个角色。

# %%
rules("round.one-role-each", "turn.not-your-turn", "round.governor-passes")

# %% [markdown]
# ## 为两、三、四或五名玩家准备游戏
#
# 游戏供三到五名玩家进行；韩文规则书另外加了两人游戏。玩家人数会改变什么，下面从刚准备好的游戏
# 中读出。打开一行的 **Rule** 可以看到规则编号。

# %%
rules("setup.player-count")

# %%
setup_table()

# %% [markdown]
# 用文字说：
#
# - **角色卡**：三人时六张，四人时多一张矿工，五人时两张矿工都用；
# - **钱**：每位玩家开始时有一点，人数越多给得越多；
# - **第一块田地**：从第一任总督数起，前面的玩家以染料开始，后面的玩家以玉米开始；
# - **分数方块**、**移民**（银行里的和船上的第一批）和**货船**随玩家人数增加；
# - **正面朝上的田地**这一排总比玩家人数多一块；
# - 其他一切都从银行开始：每座建筑、采矿场、货桶，以及背面朝上洗混的其余田地。

# %%
rules("setup.roles", "setup.doubloons", "setup.starting-plantations", "setup.vp-chips", "setup.colonists",
      "setup.cargo-ships", "setup.face-up-plantations", "setup.supply")

# %% [markdown]
# ## 分步示例：游戏的第一次挑选
#
# 没有规则书逐步讲解第一次挑选，所以这个例子是我们自己的。Lena 是总督，所以她先挑选。每张角色卡
# 都还空着，任何一张上面都还没有钱。

# %%
picture(table, names)

# %%
rules("role.collect-doubloons", "role.already-taken")

# %% [markdown]
# ## 轮到你了
#
# 扮演 Lena：在牌桌上挑选一个角色（角色卡就是按钮）。第一次挑选哪个角色都可以；接下来的课程会说明每个角色做什么。
# 把指针移到一张卡上，就能看到它做什么。Lena 选好之后，玩家们依次在她所选角色的阶段中行动（如果她选的是矿工，
# 其他人没有事可做），然后才轮到 Omar 挑选角色。Lena 的卡会画上虚线边框，并写明是谁拿走的：
# 轮到 Omar 挑选时点击它，就能知道是哪条规则不让他也拿这张卡。
#
# 这里每个座位都由你来下：Lena 之后，你还要依次替 Omar、Priya 和 Jonas 挑选和行动
#（这张桌子没有机器人）。

# %%
from puertorico_nb.widgets import TableWidget

TableWidget(game=Game(players=4, seed=2), names=names)

# %% [markdown]
# ### 渐隐示例：先预测
#
# 同样的牌桌，换成**五名**玩家。有几艘货船？

# %%
five = Game(players=5, seed=2)
ask("五名玩家时，牌桌上有几艘货船？", five, "ships", count=True,
    why="setup.cargo-ships",
    hint="上面的准备表有一行是货船：数一数五人那一列的船。")

# %% [markdown]
# ## 自我检查

# %%
ask("四名玩家时，Omar 开始时有多少钱？", table, "players.Omar.doubloons",
    why="setup.doubloons", names=names,
    hint="每位玩家开始时的钱一样多：读准备表中钱那一行的四人列。")

# %%
ask("谁挑选第一个角色？", table, "governor", why="round.one-role-each", names=names,
    choices=names)

# %%
three = Game(players=3, seed=2)
ask("三名玩家时，这一排有几块正面朝上的田地？", three, "plantations",
    count=True, why="setup.face-up-plantations",
    hint="这一排总比玩家人数多一块。")

# %% [markdown]
# ## 常见错误
#
# **“我知道自己要哪个角色，所以现在就拿。”** 角色从总督开始按顺序挑选。

# %%
from puertorico_nb.course.puerto_rico import refused

refused(table, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **“钱在游戏结束时也算分。”** 不算：只有分数才算，钱（连同商品）只在平分时决定胜负。关于游戏
# 结束的课程会展示计分表。

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## 接下来
#
# *在此之前：无。从这里开始。下一课：[回合与角色](../01_round_and_roles.ipynb)（英文）。*
