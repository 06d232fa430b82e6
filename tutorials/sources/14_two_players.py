# %% [markdown]
# # Head to head: a pair of players
#
# *Before this: [play a full game against bots](12_play_against_bots.ipynb). Next: [the New Buildings expansion](15_new_buildings.ipynb).*
#
# ## What you will be able to do
#
# - Set up Puerto Rico for a pair of players: what is left in the box, and what is on the table.
# - Say who chooses each role in a round, and where the leftover doubloon goes.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb import Game
from puertorico_nb.rulings.position import build_game
from puertorico_nb.course.puerto_rico import (after, ask, example, picture, play, refused, rules, setup_table, start,
                                    steps, walkthrough, your_turn)

names = ["Sina", "Mateo"]

# %% [markdown]
# ## The rule in our words
#
# With only a pair of players the table is smaller. Each of you starts with a little money,
# the governor with an indigo plantation and the other player with corn. Some plantations of
# each kind, some quarries and some barrels of each good stay in the box; fewer victory
# points and colonists are in play; only the smallest and the largest cargo ship sail; every
# violet building comes once, every production building twice. Only the Korean book
# has these rules.

# %%
rules("setup.two-players")

# %% [markdown]
# Here is the table before the first role, straight from the engine:

# %%
ruling = example("korean_two_players")
table_now = start(ruling)
picture(table_now, names)

# %% [markdown]
# The engine's own numbers, set beside a game for more players so you can see what shrinks:

# %%
setup_table(counts=(2, 3))

# %% [markdown]
# ### Who chooses when
#
# The governor chooses first; then you take turns, again and again, until every role but
# one is taken: each of you carries out **several** roles a round, not just one. The role
# nobody chose gets a doubloon, and the governor card passes to the other player, who opens
# the next round.

# %%
rules("round.two-player-order", "role.collect-doubloons")

# %% [markdown]
# ## A worked example: a round for a pair
#
# The Korean book gives the order of choosing but plays no round, so this example is ours.
# Nobody has money, barrels or colonists yet, so each phase is short. Watch whose turn it is
# after every role.

# %%
ruling = example("korean_two_players", 1)

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=["Sina is governor, so she chooses first; with no money, the prospector's doubloon is the best she can get.",
                 "Now it is Mateo's turn. Nobody has barrels, so the captain is a safe pick that helps nobody.",
                 'Back to Sina for her second role. The trader changes nothing for anyone, and that is fine.',
                 "Mateo's second role. Without plantations nobody produces anything.",
                 "Sina's third role is the builder; she has no money left to build with.",
                 'So she passes, and Mateo, who cannot pay for any building, is skipped.',
                 "Mateo's third role is the settler.",
                 'He could take a plantation, but he passes.',
                 'Sina passes too. Six roles are done, so a doubloon goes on the mayor and the governor card passes.',
                 'Mateo is governor now and opens the round with the mayor, doubloon and all.'])

# %% [markdown]
# ## Your turn
#
# Be Sina: you have chosen the prospector and Mateo the captain. Choose your second role.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the example's, and why.

# %%
your_turn(ruling, 2, names=names,
          why="With nothing to sell, the trader helps nobody, Mateo included; any free role is allowed here.")

# %% [markdown]
# ### A faded example: predict first
#
# A new game, and this time **Mateo** is governor. He takes the prospector. Predict who
# chooses next, then answer.

# %%
faded = after(Game(players=2, governor=1), {"player": 1, "choose_role": "prospector"})
ask("Mateo is governor and takes the prospector. Who chooses the next role?", faded, "turn", names=names,
    choices=names, why="round.two-player-order")

# %% [markdown]
# ## Check yourself

# %%
ask("How many victory-point chips are in play for a pair of players?", start(ruling), "supply.vp",
    why="setup.two-players",
    hint="Look for the victory points in the two-player set-up list above.")

# %%
ask("When the next round begins, how many doubloons lie on the mayor?", play(ruling, 9), "roles.mayor",
    why="round.two-player-order",
    hint="Was the mayor among the six roles chosen? A chosen card's doubloons go to its chooser; the card left"
         " over gets the round's doubloon.")

# %%
ask("And who is governor then?", play(ruling, 9), "governor", names=names, choices=names,
    why="round.two-player-order")

# %% [markdown]
# ## Common mistakes
#
# **"After my role it is my turn again."** No: you take turns, the governor first.

# %%
refused(play(ruling, 1), {"player": 0, "choose_role": "captain"}, names)

# %% [markdown]
# **"The governor opens every round."** The governor card passes at the end of each round.

# %%
refused(play(ruling, 9), {"player": 0, "choose_role": "mayor"}, names)

# %% [markdown]
# **"We sail the middle ship too."** A pair of players has only the smallest and the largest cargo ship.

# %%
captain_time = after(build_game({"players": 2, "setup": {"governor": 0, "players": {0: {"goods": {"corn": 3}}}}}),
                     {"player": 0, "choose_role": "captain"})
refused(captain_time, {"player": 0, "ship": "corn", "on": 5}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [play a full game against bots](12_play_against_bots.ipynb). Next: [the New Buildings expansion](15_new_buildings.ipynb).*
