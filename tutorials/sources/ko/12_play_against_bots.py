# %% [markdown]
# # 봇을 상대로 한 판 전체 하기
#
# *이 전에: [규칙 판정 직접 해 보기](../11_check_a_ruling.ipynb) (영어). 다음: [둘이서 하는 게임](../14_two_players.ipynb) (영어).*
#
# 이 튜토리얼은 영어 튜토리얼 [Play a full game against bots](../12_play_against_bots.ipynb)를
# 한국어로 옮긴 것입니다. 이름은 한국어 규칙서의 이름을 씁니다
# (한국어 용어집, `docs/glossary/ko.md`).
#
# ## 할 수 있게 될 것
#
# - 첫 라운드를 한 수씩 따라가며 각 역할이 무엇을 했는지 말할 수 있습니다.
# - 두 명부터 다섯 명까지, 규칙을 어기지 않고 봇을 상대로 한 판 전체를 할 수 있습니다.
# - 끝에 점수표를 읽을 수 있습니다. 각 플레이어의 점수가 어디서 왔는지, 누가 이겼는지.
#
# 노트북에서는 먼저 셀을 순서대로 실행하세요(Shift+Enter). 앱에서는 페이지가 이미 실행해
# 두었습니다. 모든 테이블과 질문은 쓰는 즉시 답하며, 보이는 모든 숫자는 엔진이 계산한 것입니다.

# %%
import puertorico_nb
from puertorico_nb.course.puerto_rico import (ask, bot_game, coached_round, refused, rules, score_sheet_in_words, steps,
                                    walkthrough)
from puertorico_nb.widgets import NewGame, ScoreSheet, TableWidget

puertorico_nb.set_language("ko")  # 이 노트북의 테이블, 규칙, 질문은 한국어로 말합니다
names = ["Sam", "Alma", "Pip", "Quin"]

# %% [markdown]
# ## 우리 말로 쓴 규칙
#
# 지금까지 배운 모든 것이 이제 한 테이블 위에 있습니다. 라운드에서는 주지사가 먼저 역할을 고르고,
# 이어서 왼쪽의 플레이어들이 고릅니다. 각 역할에서는 모두가 차례로 행동하며, 고른 사람이 특권과
# 함께 먼저 합니다. 이주민, 승점 칩, 또는 어느 건축 필드의 칸이 떨어지면 그 라운드를 끝까지
# 마친 뒤 게임이 끝나고, 점수표가 점수를 더합니다.

# %%
rules("round.one-role-each", "end.finish-round", "scoring.total")

# %% [markdown]
# ## 풀어 보는 예: 해설이 있는 첫 라운드
#
# 한 라운드 전체를 보여 주는 규칙서는 없으므로, 이 라운드는 **코치**가 둡니다. 코치는 합리적으로
# 두고 이유를 말하는 봇이며, 시드가 정해져 있어 언제나 똑같이 둡니다. 테이블에서 한 단계씩 넘겨
# 보고, 코치의 이유와 함께 각 수를 읽어 보세요. 그 수를 허락한 규칙은 한 번 누르면 보입니다.

# %%
first, reasons = coached_round(players=4, seed=5, names=names)
walk = walkthrough(first, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ### 먼저 예측해 보는 예
#
# 라운드가 끝났습니다. 지금 누가 주지사인지 예측한 다음 답해 보세요.

# %%
ask("첫 라운드가 끝난 뒤 누가 주지사입니까?", first, "governor", names=names, choices=names,
    why="round.governor-passes")

# %% [markdown]
# ## 여러분의 차례: 한 판 전체
#
# 테이블에 앉을 인원을 두 명에서 다섯 명 사이로 고르고(두 명은 한국어 규칙서의 두 사람 게임입니다)
# **Start the game**을 누르세요. 여러분은 첫 자리에 앉고, 코치가 다른 자리를 맡아 차례가 오면
# 바로 둡니다. 선택지를 가리키면 그것이 무엇을 하는지 보이고, 흐린 선택지는 왜 허락되지 않는지
# 말해 줍니다. **되돌리기**는 여러분의 마지막 결정(과 그 뒤 봇들의 수)을 되돌리지만, 그 사이에 뒷면
# 농장이 뒤집혔다면 버튼이 꺼진 채로 그 이유를 말합니다. 게임이 끝나면 테이블 아래에 점수표가
# 나타나고 말로 합산됩니다.

# %%
NewGame(names=["나", "Alma", "Pip", "Quin", "Rosa"], seed=7)

# %% [markdown]
# ## 점수표 읽기
#
# 코치가 네 자리 모두를 맡아 끝까지 둔 게임의 마지막입니다. 각 플레이어의 점수는 수출로 얻은
# 승점 칩, 건물에 인쇄된 점수, 그리고 이주민이 있는 대형 건물마다의 보너스입니다. 점수가 가장
# 많은 사람이 이기고, 동점이면 더블룬과 농작물로 가립니다.

# %%
finished = bot_game(players=4, seed=5)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## 스스로 확인하기

# %%
ask("그 게임에서 Pip는 승점 칩으로 몇 점을 얻었습니까?", finished, "score_breakdown.Pip.chips",
    names=names, why="승점 칩은 수출로 얻습니다. 실은 농작물 1개마다 1점, 그 역할을 고른 선장은 선장 "
                     "과정마다 1점 더, 이주민이 있는 항구가 있으면 선적마다 1점 더입니다. 점수표의 첫 "
                     "열이 이를 합산합니다.")

# %%
ask("Quin의 건물에 인쇄된 점수는 모두 몇 점입니까?", finished, "score_breakdown.Quin.buildings", names=names,
    why="모든 건물은 이주민 유무와 상관없이 게임이 끝날 때 인쇄된 점수를 얻습니다. 점수표에서 Quin의 건물 점수를 더해 보세요.")

# %%
ask("누가 이겼습니까?", finished, "winner", names=names, choices=names, why="scoring.tie-break")

# %% [markdown]
# ## 흔한 실수
#
# **"봇 대신 내가 두겠다."** 자기 차례인 플레이어만 행동할 수 있습니다.

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **"더블룬도 점수다."** 그렇지 않습니다. 게임이 끝날 때는 승점만 세고, 더블룬은 (농작물과 함께)
# 동점일 때 승자를 가릴 뿐입니다.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## 다음으로
#
# *이 전에: [규칙 판정 직접 해 보기](../11_check_a_ruling.ipynb) (영어). 다음: [둘이서 하는 게임](../14_two_players.ipynb) (영어).*
