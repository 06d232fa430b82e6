# %% [markdown]
# # 십 분 만에 알아보는 게임
#
# *이 전에: 없음. 여기서 시작합니다. 다음: [라운드와 역할](../01_round_and_roles.ipynb) (영어).*
#
# 이 튜토리얼은 영어 튜토리얼 [The game in ten minutes](../00_the_game.ipynb)를 한국어로 옮긴
# 것입니다. 역할, 농작물, 건물의 이름은 한국어 규칙서의 이름을 씁니다
# (한국어 용어집, `docs/glossary/ko.md`).
#
# ## 할 수 있게 될 것
#
# - 무엇으로 게임에서 이기는지, 승점을 얻는 두 가지 방법을 말할 수 있습니다.
# - 테이블 위에서 경작 필드, 건축 필드, 수송선, 무역 상점, 저장소를 가리킬 수 있습니다.
# - 두 명, 세 명, 네 명, 다섯 명이 하는 게임을 준비할 수 있습니다.
#
# 노트북에서는 먼저 셀을 순서대로 실행하세요(Shift+Enter). 앱에서는 페이지가 이미 실행해
# 두었습니다. 모든 테이블과 질문은 쓰는 즉시 답하며, 보이는 모든 숫자는 엔진이 계산한 것입니다.

# %%
import puertorico_nb
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, facts, picture, rules, setup_table

puertorico_nb.set_language("ko")  # 이 노트북의 테이블, 규칙, 질문은 한국어로 말합니다
names = ["Lena", "Omar", "Priya", "Jonas"]
table = Game(players=4, seed=2)

# %% [markdown]
# ## 우리 말로 쓴 규칙: 무엇을 하려는가
#
# 각 플레이어는 배가 아직 구대륙으로 오가던 시절, 푸에르토 리코 섬에서 식민지를 운영합니다.
# 게임이 끝났을 때 **승점**이 가장 많은 플레이어가 이깁니다. 승점을 얻는 방법은 두 가지입니다.
#
# - **농작물 수출**: 옥수수, 인디고, 설탕, 담배, 커피를 수송선에 실으면 농작물 하나마다
#   승점을 얻습니다.
# - **건물**: 건축 필드의 모든 건물은 그 위에 인쇄된 점수의 가치가 있고, 대형 건물은 게임이
#   끝날 때 점수를 더 줍니다.
#
# **더블룬**(돈)으로 건물을 사지만, 더블룬은 점수가 아닙니다. 게임이 끝날 때 남은 더블룬과
# 농작물은 동점일 때 승자를 가릴 뿐입니다.

# %%
rules("scoring.total", "scoring.tie-break")

# %% [markdown]
# ## 테이블의 구성
#
# 네 명이 하도록 준비한 테이블입니다. 그림에서 위에서부터 각 부분을 찾아보세요.
#
# - **역할**: 역할 카드입니다. 매 라운드 모든 플레이어가 하나씩 가져갑니다.
# - **저장소**: **이주민 선박**과 **저장소의 이주민**(농장과 건물에서 일할 사람들), **승점 칩**,
#   **채석장**, 뒷면으로 쌓인 **농장 더미**, 종류별 **농작물**이 있습니다.
# - **앞면 농장**: 개척자가 고르는 농장 줄입니다.
# - **수송선**은 농작물을 싣고 떠나 점수를 주고, **무역 상점**은 농작물을 더블룬에 삽니다.
# - 파는 **건물**은 네 줄로 놓이며, 저마다 값, 점수, 원(이주민이 일하는 자리)이 있습니다.
# - 플레이어마다 판이 하나씩 있습니다. 위쪽 작은 칸 두 줄이 **경작 필드**로, 농장과 채석장을
#   놓는 열두 칸입니다(농작물이 자라는 곳). 그 아래 큰 칸들이 **건축 필드**로, 건물을 놓는 열두
#   칸입니다. 원 위에 선 이주민이 있어야 농장이나 건물이 돌아가고, **나침반**은 자리를 기다리는
#   이주민의 수를 셉니다(한국어 규칙서는 남는 이주민을 나침반 위에 둡니다).

# %%
picture(table, names)

# %% [markdown]
# ## 라운드는 이렇게 진행됩니다
#
# **주지사**가 먼저 역할을 고르고, 이어서 왼쪽의 플레이어들이 하나씩 고릅니다. 역할은 모두에게
# 한 가지 일(개척, 건축, 생산, 판매, 수출...)을 할 차례를 주며, 고른 사람이 먼저 하고, 고른
# 사람은 조금 더 받습니다. 그것이 역할의 **특권**입니다. 모두가 고르면 라운드가 끝나고 주지사
# 카드가 왼쪽으로 한 자리 옮겨 갑니다. 다음 튜토리얼들은 역할을 하나씩 다룹니다.

# %%
rules("round.one-role-each", "turn.not-your-turn", "round.governor-passes")

# %% [markdown]
# ## 두 명, 세 명, 네 명, 다섯 명을 위한 준비
#
# 게임은 세 명에서 다섯 명이 하며, 한국어 규칙서가 두 명을 위한 게임을 더합니다. 인원수에 따라 무엇이
# 달라지는지 아래에서 방금 준비한 게임들로부터 읽어 봅니다. 줄의 **Rule**을 열면 규칙 id가
# 보입니다.

# %%
rules("setup.player-count")

# %%
setup_table()

# %% [markdown]
# 말로 하면:
#
# - **역할 카드**: 세 명이면 여섯 장, 네 명이면 광부가 한 장 더, 다섯 명이면 광부 두 장 모두.
# - **더블룬**: 모든 플레이어가 조금씩 가지고 시작하며, 인원이 많을수록 더 많습니다.
# - **첫 농장**: 첫 주지사부터 세어 앞쪽 플레이어들은 인디고로, 뒤쪽 플레이어들은 옥수수로
#   시작합니다.
# - **승점 칩**, **이주민**(저장소와 선박에 처음 싣는 이주민), **수송선**은 인원수에 따라
#   늘어납니다.
# - **앞면 농장** 줄에는 언제나 플레이어 수보다 한 장 더 놓입니다.
# - 나머지는 모두 저장소에서 시작합니다. 모든 건물, 채석장, 농작물, 그리고 뒷면으로 섞은
#   나머지 농장입니다.

# %%
rules("setup.roles", "setup.doubloons", "setup.starting-plantations", "setup.vp-chips", "setup.colonists",
      "setup.cargo-ships", "setup.face-up-plantations", "setup.supply")

# %% [markdown]
# ## 풀어 보는 예: 게임의 첫 선택
#
# 첫 선택을 차근차근 보여 주는 규칙서는 없으므로, 이 예는 우리가 만든 것입니다. Lena가
# 주지사이므로 먼저 고릅니다. 역할 카드는 모두 비어 있고, 아직 어느 카드 위에도 더블룬이
# 없습니다.

# %%
picture(table, names)

# %%
rules("role.collect-doubloons", "role.already-taken")

# %% [markdown]
# ## 여러분의 차례
#
# Lena가 되어 테이블에서 역할을 하나 고르세요(역할 카드가 버튼입니다). 첫 선택으로는 어느 역할이든
# 좋습니다. 각 역할이 무엇을 하는지는 다음 튜토리얼들이 알려 줍니다. 규칙에 어긋나는 선택은
# 흐리게 보이며, 누르면 어떤 규칙이 막는지 들을 수 있습니다.

# %%
from puertorico_nb.widgets import TableWidget

TableWidget(game=Game(players=4, seed=2), names=names)

# %% [markdown]
# ### 먼저 예측해 보는 예
#
# 같은 테이블을 **다섯 명**으로 준비했습니다. 수송선은 몇 척일까요?

# %%
five = Game(players=5, seed=2)
ask("5명일 때 테이블 위의 수송선은 몇 척입니까?", five, "ships", count=True,
    why="setup.cargo-ships",
    hint="위의 준비 표에 수송선 줄이 있습니다. 5명 열에서 배를 세어 보세요.")

# %% [markdown]
# ## 스스로 확인하기

# %%
ask("4명일 때 Omar는 몇 더블룬을 가지고 시작합니까?", table, "players.Omar.doubloons",
    why="setup.doubloons", names=names,
    hint="모든 플레이어가 같은 돈으로 시작합니다. 준비 표의 더블룬 줄에서 4명 열을 읽어 보세요.")

# %%
ask("누가 첫 역할을 고릅니까?", table, "governor", why="round.one-role-each", names=names,
    choices=names)

# %%
three = Game(players=3, seed=2)
ask("3명일 때 줄에 놓인 앞면 농장은 몇 장입니까?", three, "plantations",
    count=True, why="setup.face-up-plantations",
    hint="줄에는 언제나 플레이어 수보다 한 장 더 놓입니다.")

# %% [markdown]
# ## 흔한 실수
#
# **"원하는 역할이 정해져 있으니 지금 가져간다."** 역할은 주지사부터 차례로 고릅니다.

# %%
from puertorico_nb.course.puerto_rico import refused

refused(table, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **"더블룬도 게임이 끝날 때 점수가 된다."** 그렇지 않습니다. 점수가 되는 것은 승점뿐이고,
# 더블룬은 (농작물과 함께) 동점일 때 승자를 가릴 뿐입니다. 게임 종료 튜토리얼이 점수표를
# 보여 줍니다.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## 다음으로
#
# *이 전에: 없음. 여기서 시작합니다. 다음: [라운드와 역할](../01_round_and_roles.ipynb) (영어).*
