# %% [markdown]
# # San Juan for a pair of players
#
# *Before this: [the end of a round, the end of the game, and scoring](24_san_juan_game_end.ipynb). Next: nothing more. You know the whole card game: play it below, or settle a rule question yourself as in [check a ruling yourself](11_check_a_ruling.ipynb).*
#
# ## What you will be able to do
#
# - Run a round for a pair: who chooses which role, and how many roles are chosen.
# - Use a library when the governor chooses twice in a round.
# - Play a whole game of San Juan against the coach.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, coached, example, play, refused,
                                           role_picks, rules, setup_table, steps, walkthrough, your_turn)
from puertorico_nb.widgets import SanJuanTable

pair = ["Ana", "Bo"]

# %% [markdown]
# ## The rule in our words
#
# **The setup does not change.** A pair sets up exactly like a larger table: an indigo plant
# each, the same hand, the rest as the draw pile.

# %%
setup_table(counts=(2,))

# %% [markdown]
# **The governor chooses twice.** In a round for a pair, the governor chooses a role, then the
# other player, and then the governor chooses a second role. So a round has one role more than
# there are players, and the remaining roles stay unused that round. As always, each role is
# carried out by both players, the chooser first with the privilege.
#
# **The library once a round.** With a pair, a library doubles a privilege only once per round:
# a governor who used it on the first pick cannot use it on the second. Its owner may decline
# it on the first pick to keep it for the second.

# %%
rules("sj.role.two-players", "sj.library.two-players", "sj.library.double")

# %% [markdown]
# ## A worked example: a round for a pair, with reasons
#
# The Dutch book has no example of a round for a pair, so this one is ours: the coach plays the
# first round at Ana and Bo's table and says why it makes each move. Count the roles chosen.

# %%
round_for_a_pair = SanJuanGame(players=2, seed=11, governor=0)
reasons = coached(round_for_a_pair, pair)
walk = walkthrough(round_for_a_pair, pair)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ## Another worked example: the library used once
#
# Ours too, following the book's note on the library (section *Bibliotheek*). Ana is governor
# and owns a library. On her first pick she doubles the prospector's privilege; on her second
# pick, as the councillor, she sees only the usual handful.

# %%
once = example("sanjuan_library", 7)
steps(walkthrough(once, pair), why=["The library doubles the prospector: Ana draws a pair of cards.",
                                    "Bo chooses the builder.",
                                    "Ana's second pick: the library has done its work this round."])

# %% [markdown]
# ## Your turn
#
# Ana is governor at a pair's table and owns a library; her hand is empty. Choose a role on the
# table: where the library would double a role's privilege (here the prospector's and the
# councillor's), the table also offers that role without the library. The table tells you whether
# you made the example's move (this position is ours).

# %%
saved = example("sanjuan_library", 8)
your_turn(saved, 0, names=pair,
          why="The library works once this round: the example spends the first pick on the prospector without "
              "it, and keeps it for the councillor later, where it shows many more cards.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, after Ana has used the library on the prospector, and Bo has chosen the builder.
# Ana now chooses the councillor. Predict how many cards she looks at, then answer.

# %%
ask("With the library already used this round, how many cards does Ana look at as the councillor?", play(once),
    "drawn", count=True, why="sj.library.two-players")

# %% [markdown]
# ## Check yourself

# %%
ask_value("In the coach's round above, who chose the third role?", lambda: role_picks(round_for_a_pair, pair)[2][0],
          choices=pair, why="sj.role.two-players")

# %%
ask("Ana kept her library for her second pick. How many cards does she look at as the councillor?", play(saved),
    "drawn", count=True, why="sj.library.double",
    hint="Is the library still unused this round when Ana picks the councillor? Then start from the "
         "councillor's draw and double the privilege.")

# %%
ask_allowed("Ana chose the prospector and Bo the builder. May Ana now choose a role again?", play(once, 2),
            {"player": 0, "choose_role": "councillor"}, names=pair)

# %% [markdown]
# ## Common mistakes
#
# **"With a pair, the round ends once each of us has chosen."** The governor chooses again.

# %%
refused(play(once, 2), {"player": 1, "choose_role": "councillor"}, pair)

# %% [markdown]
# **"The governor's second pick may be the same role again."** A chosen role stays taken all round.

# %%
refused(play(once, 2), {"player": 0, "choose_role": "prospector"}, pair)

# %% [markdown]
# ## Play a whole game
#
# You are Ana; a bot (it plays at random) is Bo. Choose your roles and build; a greyed-out choice says
# which rule forbids it. For a game around one screen with a friend, edit the cell in JupyterLab
# to give the table `hotseat=True`: each hand stays hidden until its player presses *Show hand*.

# %%
SanJuanTable(players=2, seed=2024, names=pair)

# %% [markdown]
# ## Where next
#
# *Before this: [the end of a round, the end of the game, and scoring](24_san_juan_game_end.ipynb). Next: nothing more. You know the whole card game: play it below, or settle a rule question yourself as in [check a ruling yourself](11_check_a_ruling.ipynb).*
