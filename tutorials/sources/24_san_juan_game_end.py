# %% [markdown]
# # San Juan: the end of a round, the end of the game, and scoring
#
# *Before this: [the violet buildings](23_san_juan_violet_buildings.ipynb). Next: [San Juan for a pair of players](25_san_juan_two_players.ipynb).*
#
# ## What you will be able to do
#
# - Run the start of a new round: the chapel first, then the hand limit.
# - Say exactly when the game ends, and what is still played after the last building.
# - Add up a score sheet, with the chapel, the monuments and the large buildings, and break a tie.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (ask, ask_value, book_example, bot_game, example, largest, picture,
                                           play, refused, rules, scene, score_sheet_in_words, start, steps,
                                           walkthrough, your_turn)
from puertorico_nb.widgets import ScoreSheet

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words: a new round
#
# When every role of the round has been carried out, the role cards go back to the middle and
# the governor card moves one seat to the left. Before the new governor chooses:
#
# - **the chapel**: each chapel owner may tuck one card from the hand face down under the
#   chapel; at the end each such card is a point, whatever its face;
# - **the hand limit**: then every player holding more cards than the limit discards down to it,
#   choosing which (the governor too). A **tower** raises its owner's limit.
#
# At any other moment a hand may be as large as you like.

# %%
rules("sj.round.governor-passes", "sj.chapel.tuck", "sj.round.hand-limit", "sj.tower.hand-limit")

# %% [markdown]
# ## A worked example: the hand limit
#
# This one is ours, following the book's section on a new round (*Een nieuwe ronde*). Cy makes
# the last pick of the round; Bo becomes governor, and Bo and Cy hold too many cards.

# %%
limit = example("sanjuan_hand_limit", 0)
walk = walkthrough(limit, names)
walk

# %%
steps(walk, why=["Cy makes the last pick of the round: the prospector draws him one more card.",
                 "Bo keeps the cards he can use and discards the rest down to the limit.",
                 "Cy too: the limit is checked for everyone, the new governor included."])

# %% [markdown]
# A tower's owner keeps a much larger hand:

# %%
tower = example("sanjuan_hand_limit", 1)
steps(walkthrough(tower, names))

# %% [markdown]
# ## Your turn
#
# Cy makes the last pick of the round and Bo becomes governor. Bo owns a chapel and ends the
# round holding a card too many, among them a second chapel. Tuck a card on the table (or pass).
# The table tells you whether you made the example's move (this position is ours).

# %%
tuck = scene({0: {"hand": []},
              1: {"hand": ["smithy", "well", "archive", "statue", "hero", "palace", "tower", "chapel"],
                  "buildings": ["indigo_plant", "chapel"]},
              2: {"hand": []}},
             roles_taken={"builder": 0, "producer": 1},
             acts=[{"player": 2, "choose_role": "prospector"}, {"player": 1, "tuck": "chapel"}])
your_turn(tuck, 1, names=names,
          why="Tucking a card brings Bo down to the limit without a discard, and the second chapel is the card "
              "he can never build (a city holds one chapel): under the chapel it is a point.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Bo **passes** instead of tucking. Predict how many cards he must discard, then
# answer.

# %%
import copy

faded = copy.deepcopy(tuck)
faded["steps"][1] = {"act": {"player": 1, "pass": True}}
ask_value("If Bo does not tuck a card, how many must he discard?", lambda: largest(play(faded), "discard"),
          why="sj.round.hand-limit")

# %% [markdown]
# ## The end of the game
#
# The game ends as soon as a **builder phase** ends in which someone built their **twelfth
# building**: everyone still builds in that phase, and then the rest of the round is not played.
#
# In the example below only Ana's city is built up, so that the end is the one thing to watch:
# Bo and Cy still hold little more than their starting indigo plants.

# %%
rules("sj.end.twelve-buildings")

# %%
ending = example("sanjuan_game_end", 0)
steps(walkthrough(ending, names), why=["Ana can build her twelfth building: the game will end with this phase.",
                                       "Her twelfth building: the others still build in this phase.",
                                       "Bo builds too; the phase ends, and the game with it."])

# %% [markdown]
# ## Scoring
#
# Each player adds up:
#
# - the points printed on the buildings of their city (a building a crane covered no longer
#   counts);
# - a point for every card under their chapel;
# - the bonuses of the large buildings: the **guild hall** (points for each production
#   building), the **city hall** (a point for each violet building, itself included), the
#   **triumphal arch** (points for the monuments: statue, victory column, hero);
# - last of all the **palace**: a point for every full group of four points already counted.
#
# The most points wins. A tie goes to the tied player with the most cards in hand and goods
# together. The book stops there; if they are still tied, the engine lets them share the win (a
# named option).

# %%
rules("sj.score.buildings", "sj.score.chapel", "sj.monument.points", "sj.guild-hall.bonus", "sj.city-hall.bonus",
      "sj.triumphal-arch.bonus", "sj.palace.bonus", "sj.chapel.covered-keeps-cards", "sj.end.tie-break",
      "sj.end.shared-win")

# %% [markdown]
# ## The book's worked examples
#
# The Dutch rulebook gives an example for the chapel and for each large building, with Ana's city
# only. The engine scores each position; under each example's title is Ana's line of its score
# sheet.

# %%
chapel = book_example("sanjuan_chapel", 0)
guild_hall = book_example("sanjuan_scoring", 1)
city_hall = book_example("sanjuan_scoring", 2)
arch = book_example("sanjuan_scoring", 4)
palace = book_example("sanjuan_scoring", 6)
for ruling in (chapel, guild_hall, city_hall, arch):
    print(ruling["title"])
    print("  ", score_sheet_in_words(start(ruling), names).items[0])

# %% [markdown]
# The palace example is played to its end: Ana builds her twelfth building, and the palace
# counts last. The book gives Ana's city only, so Bo and Cy have just their starting indigo
# plants.

# %%
steps(walkthrough(palace, names), why=["Ana chooses the builder to build her twelfth building.",
                                       "The twelfth building ends the game; the palace then adds its bonus."])

# %%
score_sheet_in_words(play(palace), names)

# %% [markdown]
# **A tie.** Two players with the same score: the cards in hand and goods decide.

# %%
tie = example("sanjuan_game_end", 1)
steps(walkthrough(tie, ["Ana", "Bo"]))

# %%
score_sheet_in_words(play(tie), ["Ana", "Bo"])

# %% [markdown]
# ## A whole game's score sheet
#
# The coach plays a whole game at three; here is its score sheet, then the same in words.

# %%
finished = bot_game(players=3, seed=1)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## Check yourself

# %%
ask("In the book's chapel example, how many points does Ana score?", start(chapel), "scores.Ana", names=names,
    why="sj.score.chapel")

# %%
ask("In the book's triumphal arch example, how many points does the arch add?", start(arch),
    "score_breakdown.Ana.bonuses.triumphal_arch", names=names, why="sj.triumphal-arch.bonus",
    hint="Count Ana's monuments, then read the triumphal arch's scale.")

# %%
ask("Who wins the tied game above?", play(tie), "winner", names=["Ana", "Bo"], choices=["Ana", "Bo"],
    why="sj.end.tie-break")

# %% [markdown]
# ## Common mistakes
#
# **"We finish the round after the twelfth building."** The game is over at once.

# %%
refused(play(ending), {"player": 1, "choose_role": "producer"}, names)

# %% [markdown]
# **"A tower's owner discards down to the normal limit."** The tower's limit is far higher.

# %%
refused(play(tower, 1), {"player": 0, "discard": ["sugar_mill", "indigo_plant"]}, names)

# %% [markdown]
# **"Discarding one card is enough."** Down to the limit, exactly.

# %%
refused(play(limit, 1), {"player": 1, "discard": ["crane"]}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the violet buildings](23_san_juan_violet_buildings.ipynb). Next: [San Juan for a pair of players](25_san_juan_two_players.ipynb).*
