# %% [markdown]
# # 산후안: 십 분 만에 알아보는 카드 게임
#
# *이 전에: [귀족들 확장판](../16_nobles.ipynb) (영어), 푸에르토 리코 과정의 끝. 산후안에는 그중 아무것도 필요 없으니 여기서 시작해도 됩니다. 다음: [산후안의 건축가](../18_san_juan_builder.ipynb) (영어).*
#
# 이 튜토리얼은 영어 튜토리얼 [San Juan: the card game in ten minutes](../17_san_juan_the_game.ipynb)를
# 한국어로 옮긴 것입니다. 산후안을 다루는 한국어 규칙서는 없으므로 이름은 우리가 정했고, 두 게임에
# 같은 것이 있으면 한국어 푸에르토 리코 규칙서의 이름을 씁니다
# (한국어 용어집, `docs/glossary/ko.md`).
#
# ## 할 수 있게 될 것
#
# - 산후안에서 어떻게 이기는지, 카드가 손에서, 건축 필드에서, 생산 공장 위에서 각각 무엇인지 말할 수
#   있습니다.
# - 두 사람, 세 사람, 네 사람을 위한 산후안 테이블을 준비할 수 있습니다.
# - 라운드를 따라갈 수 있습니다. 누가 역할을 고르고, 누가 그 역할에서 행동하며, 주지사 카드가
#   언제 넘어가는지.
#
# 노트북에서는 먼저 셀을 순서대로 실행하세요(Shift+Enter). 앱에서는 페이지가 이미 실행해
# 두었습니다. 모든 테이블과 질문은 쓰는 즉시 답하며, 보이는 모든 숫자는 엔진이 계산한 것입니다.
# 규칙은 네덜란드어 규칙서(*Puerto Rico het kaartspel*, 영어로는 San Juan으로 나온 게임)에서
# 옵니다.

# %%
import puertorico_nb
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, chosen_roles, coach_your_turn,
                                           coached, picture, refused, rules, setup_table, steps, walkthrough)

puertorico_nb.set_language("ko")  # 이 노트북의 테이블, 규칙, 질문은 한국어로 말합니다
names = ["Ana", "Bo", "Cy"]
game = SanJuanGame(players=3, seed=7, governor=0)

# %% [markdown]
# ## 우리 말로 쓴 규칙: 무엇을 하려는가
#
# 산후안은 푸에르토 리코의 카드 게임입니다. 각 플레이어는 도시를 세웁니다. 게임이 끝났을 때
# **승점**이 가장 많은 플레이어가 이깁니다. 거의 모든 점수는 **건물**에서 옵니다. 건물마다 카드에
# 점수가 적혀 있고, 큰 보라색 건물들은 게임이 끝날 때 점수를 더 줍니다.
#
# 돈도 농작물 토큰도 없습니다. 있는 것은 **건물 카드**뿐이고, 카드는 놓인 자리에 따라 무엇이 될지
# 정해집니다.
#
# - **손에 든** 카드는 돈입니다. 다른 카드를 버려서 건물 값을 냅니다.
# - **앞에 앞면으로 놓인** 카드는 여러분 건축 필드의 건물입니다.
# - **여러분의 생산 공장 위에 뒷면으로 놓인** 카드는 농작물로, 새 카드를 받고 팔리기를 기다립니다.
#   그 앞면은 아무도, 주인조차 보지 않습니다.

# %%
rules("sj.cards.one-card-many-uses", "sj.score.buildings")

# %% [markdown]
# **덮인** 건물은 플레이어가 기중기(보라색 건물 튜토리얼에서 만나는 보라색 건물)로 그 위에 다른
# 건물을 지은 건물입니다. 덮인 건물은 게임에서 빠지고 점수를 얻지 않습니다. 누군가 기중기를 갖기
# 전까지는 건축 필드의 모든 건물이 점수가 됩니다.

# %% [markdown]
# 건물은 두 가지 색입니다. **생산 공장**(인디고 공장, 설탕 공장, 담배 공장, 커피 공장, 은 제련소)은
# 농작물을 만들며 원하는 만큼 가질 수 있습니다. **보라색 건물**은 저마다 주인에게 한 가지 일을 해
# 주거나 게임이 끝날 때 점수를 주며, 종류마다 건축 필드에 하나만 둘 수 있습니다.

# %%
rules("sj.builder.violet-once")

# %% [markdown]
# ## 테이블의 구성
#
# 세 사람을 위한 테이블을 Ana가 보는 대로 그렸습니다. 각 부분을 찾아보세요.
#
# - **역할 카드**: 건축가, 생산자, 상인, 참사회원, 광부;
# - **뽑기 더미**(뒷면)와 그 옆의 **버림 더미**: 낸 것, 판 것, 버린 것은 모두 뒷면으로 여기에
#   갑니다;
# - **무역 상점 타일**: 뒷면으로 쌓인 더미로, 상인이 하나를 뒤집어 가격을 정합니다;
# - 플레이어마다 인디고 공장 하나로 시작하는 **건축 필드**와 **손패**: Ana는 자기 카드를 보고,
#   다른 사람의 카드는 몇 장인지만 봅니다.

# %%
picture(game, names, seat=0)

# %%
rules("sj.info.hand-sizes", "sj.deck.discard-face-down", "sj.deck.reshuffle-discards")

# %% [markdown]
# 뽑기 더미가 떨어지면 버림 더미를 섞어 새 더미로 만듭니다. (두 더미가 모두 비면 어떻게 되는지
# 규칙서는 말하지 않습니다. 그때 엔진은 있는 만큼만 뽑습니다. 규칙서가 말이 없는 곳에서 우리가
# 고른 것이며, 테이블은 게임 옵션에서 달리 고를 수 있습니다.)
#
# ## 게임 준비
#
# 게임은 두 사람, 세 사람, 네 사람이 합니다. 첫 **주지사**를 추첨으로 정해 주지사 카드를 줍니다.
# 역할 카드를 펼쳐 놓고 무역 상점 타일을 뒷면으로 섞습니다. 각 플레이어는 카드에서 **인디고 공장**
# 하나를 꺼내 앞면으로 놓습니다. 그 카드가 곧 그 플레이어의 건축 필드가 됩니다. 나머지를 섞어 각 플레이어에게
# 남이 못 보게 손패를 조금씩 나누어 주고, 남은 카드가 뽑기 더미가 됩니다. 줄의 **Rule**을 열면 규칙
# id가 보입니다.

# %%
setup_table()

# %%
rules("sj.setup.player-count", "sj.setup.governor-by-lot", "sj.setup.starting-city", "sj.setup.hand",
      "sj.setup.tiles")

# %% [markdown]
# 게임에 익숙해지면 규칙서는 **변형 분배**를 권합니다. 각 플레이어가 카드를 몇 장 더 받되, 주지사
# 뒤로 늦게 앉을수록 더 받고, 보통 손패만큼만 남깁니다. 테이블이 게임 옵션에서 변형 분배를 켜면
# 엔진이 이렇게 합니다.

# %%
rules("sj.setup.variant-hands")

# %%
four = ["Ana", "Bo", "Cy", "Dee"]
variant = SanJuanGame(players=4, seed=7, governor=0, options={"variant_hands": True})
ask("네 사람이 변형 분배로 하고 Ana가 주지사일 때, Dee는 남길 카드를 고르기 전에 몇 장을 받습니까?",
    variant, "players.Dee.hand_size", names=four, why="sj.setup.variant-hands",
    hint="주지사 Ana부터 Dee의 자리를 세어, 모두가 받는 네 장에 더해 보세요.")

# %% [markdown]
# ## 라운드는 이렇게 진행됩니다
#
# 주지사가 먼저 역할을 고릅니다. 그 역할 카드는 라운드가 끝날 때까지 그 앞에 놓이므로 아무도 가져갈
# 수 없습니다. 그다음 모두가 그 역할을 한 번씩 수행하는데, **고른 사람이 먼저** 하고, 고른 사람은
# 역할의 **특권**도 받습니다(건축가는 카드 한 장 덜 내고, 생산자와 상인은 농작물을 하나 더 다루고,
# 참사회원은 카드를 더 보며, 광부는 혼자 뽑습니다). 그다음 주지사 왼쪽 플레이어가 남은 역할 중
# 하나를 고르고, 모두가 고를 때까지 계속합니다. 역할 선택은 거절할 수 없지만, 액션, 특권, 건물의
# 기능은 누구든 넘길 수 있고, 행동할 수 없는 플레이어는 건너뜁니다.
#
# 두 사람이 할 때는 한 라운드에 역할이 세 개입니다.
# 다른 플레이어가 고른 뒤 주지사가 역할을 하나 더 고릅니다(산후안을 두 사람이 하는 튜토리얼에서 그런 라운드를 봅니다).

# %%
rules("sj.role.one-each", "sj.role.already-taken", "sj.round.chooser-first", "sj.action.pass-optional",
      "sj.round.skip-no-action", "sj.turn.not-your-turn", "sj.action.wrong-phase")

# %% [markdown]
# 라운드가 끝나면 역할 카드는 가운데로 돌아가고 주지사 카드는 왼쪽으로 한 자리 옮겨 갑니다. 새
# 주지사가 고르기 전에 손패를 **손패 제한**에 맞춰 확인합니다. 게임 종료 튜토리얼이 이를 보여 줍니다.

# %%
rules("sj.round.governor-passes", "sj.round.hand-limit")

# %% [markdown]
# ## 풀어 보는 예: 이유와 함께 보는 첫 라운드
#
# 네덜란드어 규칙서에는 라운드 전체의 예가 없으므로 이 예는 우리가 만든 것입니다. 코치(이 프로젝트의
# 가장 좋은 봇)가 Ana의 테이블에서 첫 라운드를 두며 각 수를 왜 두는지 말합니다. 테이블에서 한 단계씩
# 넘겨 보거나 아래 단계를 읽어 보세요.

# %%
first_round = game.clone()
reasons = coached(first_round, names)
walk = walkthrough(first_round, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# 라운드가 끝난 뒤의 테이블을 Bo가 보는 대로 그렸습니다. 주지사 카드를 찾아보세요. 아래 질문이 지금 누가 그것을 가졌는지 묻습니다.

# %%
picture(first_round, names, seat=1)

# %% [markdown]
# ## 여러분의 차례
#
# 게임을 시작하는 Ana가 되어 테이블에서 역할을 고르고(역할 카드가 버튼입니다) 수행해 보세요. 첫
# 선택으로는 어느 역할이든 괜찮습니다. 각 역할이 무엇을 하는지는 다음 튜토리얼들이 알려 줍니다.
# 테이블은 여러분의 선택을 코치의 선택과 비교하고 코치가 왜 그것을 골랐는지 말해 줍니다. Bo와 Cy는
# 봇입니다. 규칙에 어긋나는 선택은 흐리게 보이며, 누르면 어떤 규칙이 막는지 들을 수 있습니다.

# %%
coach_your_turn(game, names)

# %% [markdown]
# ### 먼저 예측해 보는 예
#
# 같은 테이블을 두 사람으로 준비했습니다. 라운드마다 역할이 몇 개 선택되는지 예측한 다음 답해 보세요.

# %%
pair = SanJuanGame(players=2, seed=7, governor=0)
coached(pair, ["Ana", "Bo"])  # 코치가 첫 라운드를 둡니다
ask_value("두 사람이 할 때 한 라운드에 역할이 몇 개 선택됩니까?",
          lambda: len(chosen_roles(pair)), why="sj.role.two-players",
          hint="두 사람 라운드에서 주지사가 몇 번 고르는지 세고, 그다음 Bo가 몇 번 고르는지 세어 보세요.")

# %% [markdown]
# ## 스스로 확인하기

# %%
ask("시작할 때 Bo는 손에 카드를 몇 장 들고 있습니까?", game, "players.Bo.hand_size",
    names=names, why="sj.setup.hand",
    hint="준비 과정을 보세요. 각 플레이어가 보이지 않게 받는 카드는 몇 장입니까?")

# %%
ask("첫 라운드가 끝난 뒤 누가 주지사 카드를 가지고 있습니까?", first_round, "governor", names=names,
    choices=names, why="sj.round.governor-passes")

# %%
after_ana = game.clone()
after_ana.apply({"player": 0, "choose_role": "prospector"})
ask_allowed("Ana가 광부를 골랐습니다. 같은 라운드에서 나중에 Bo도 광부를 고를 수 있습니까?",
            after_ana, {"player": 1, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## 흔한 실수
#
# **"원하는 역할이 정해져 있으니 지금 가져간다."** 역할은 주지사부터 차례로 고릅니다.

# %%
refused(game, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **"이번에는 역할을 고르지 않겠다."** 역할은 반드시 골라야 합니다. 하지 않아도 되는 것은 행동뿐입니다.

# %%
refused(game, {"player": 0, "pass": True}, names)

# %% [markdown]
# **"지금은 넘기고 다음 과정에서 행동하겠다."** 각 결정은 제때에만 합니다. Ana가 광부를 고른 직후
# (고른 사람만 뽑습니다)는 Bo가 넘길 차례가 아니라 역할을 고를 차례입니다.

# %%
refused(after_ana, {"player": 1, "pass": True}, names)

# %% [markdown]
# ## 다음으로
#
# *이 전에: [귀족들 확장판](../16_nobles.ipynb) (영어), 푸에르토 리코 과정의 끝. 산후안에는 그중 아무것도 필요 없으니 여기서 시작해도 됩니다. 다음: [산후안의 건축가](../18_san_juan_builder.ipynb) (영어).*
