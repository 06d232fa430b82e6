# %% [markdown]
# # The round and the roles
#
# *Before this: [the game in ten minutes](00_the_game.ipynb). Next: [the settler](02_settler.ipynb).*
#
# ## What you will be able to do
#
# - Choose a role and say what it gives you.
# - Say when a round ends, and who is governor next.
# - Spot a role that is not yours to take.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (after, ask, ask_allowed, coach_your_turn, coached_picks,
                                    coached_rest_of_round, coached_rounds, picture, refused, rules, steps,
                                    walkthrough)

names = ["Lena", "Omar", "Priya", "Jonas"]

# %% [markdown]
# ## The rule in our words
#
# Puerto Rico is played in rounds. In each round, starting with the **governor**, every player
# chooses one **role** card. Everyone then carries out that role in turn, the chooser first, and
# the chooser gets a little extra: the role's **privilege**. The roles, each with its own
# tutorial after this one:
#
# - **settler**: everyone may take a plantation for the island; the settler may take a quarry instead;
# - **mayor**: new colonists arrive and everyone places their colonists; the mayor may take one more;
# - **builder**: everyone may buy a building for the city; the builder pays less;
# - **craftsman**: everyone produces goods; the craftsman gets one more barrel;
# - **trader**: everyone may sell a barrel to the trading house; the trader earns more;
# - **captain**: everyone must ship goods for victory points; the captain earns a point more;
# - **prospector**: only the chooser acts, taking a doubloon from the bank.

# %%
rules("round.one-role-each", "turn.not-your-turn", "role.already-taken", "role.collect-doubloons")

# %% [markdown]
# When everyone has chosen, the round ends. Each role nobody chose gets a doubloon from the
# bank, which makes it tempting next round. Then the governor card moves to the next player on
# the left, who picks first.

# %%
rules("round.unchosen-role-doubloon", "round.governor-passes")

# %% [markdown]
# ## A worked example: a role with doubloons on it
#
# The Icelandic, Norwegian and Korean books show this at the start of a round: two doubloons
# lie on the prospector card, left over from rounds when nobody took it. Here it is in a real
# game: the third round of a game the coach (the project's best bot) played, where nobody chose
# the prospector in the first two rounds. Lena is governor and picks first.

# %%
third_round = coached_rounds(2, seed=6, governor=2, never=("prospector",))
picture(third_round, names)

# %%
prospector_pick = after(third_round, {"player": 0, "choose_role": "prospector"})
walk = walkthrough(prospector_pick, names)
walk

# %%
steps(walk, why=["The card carries two doubloons, more than any other role, and the prospector's privilege "
                 "adds one more: three doubloons for one pick."])

# %% [markdown]
# ## A second example, ours: the last pick of a round
#
# No book walks through a round's end, so this one is ours, from the first round of another
# game. Lena chose the settler, Omar the mayor and Priya the builder, and each role has been
# played out: everyone has a second plantation, the colonists are working, and each player has
# built. Jonas picks last.

# %%
round_end = coached_picks(["settler", "mayor", "builder"], seed=2)
picture(round_end, names)

# %% [markdown]
# The coach plays Jonas's pick and the rest of the round, and says why:

# %%
round_over, reasons = coached_rest_of_round(round_end, names)
walk_end = walkthrough(round_over, names)
walk_end

# %%
steps(walk_end, why=reasons)

# %% [markdown]
# ## Your turn
#
# Be Jonas, at the last pick. Choose a free role on the table below (the role cards are
# buttons). A role already chosen this round is marked as taken: click it to hear why it cannot be chosen again.
# The table says whether your pick is the coach's, and why.

# %%
coach_your_turn(round_end, names)

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Jonas picks the **trader** instead. Nobody has goods to sell yet (no
# craftsman has produced this game), so the round ends at once. Predict how many doubloons lie
# on the prospector card afterwards, then answer.

# %%
trader_instead = after(round_end, {"player": 3, "choose_role": "trader"})
ask("After Jonas takes the trader, how many doubloons lie on the prospector card?", trader_instead,
    "roles.prospector", why="round.unchosen-role-doubloon",
    hint="Jonas took the trader, so the prospector was left over: add what the round's end puts on a card "
         "nobody chose to what already lay on it.")

# %% [markdown]
# ## Check yourself

# %%
ask("After the round in our example, who is the governor?", round_over, "governor",
    names=names, choices=names, why="round.governor-passes")

# %%
ask("After that round, how many doubloons lie on the trader card?", round_over, "roles.trader",
    why="round.unchosen-role-doubloon",
    hint="Was the trader chosen in that round? Count what lay on it before, then what the round's end adds to "
         "a card nobody chose.")

# %%
ask_allowed("Before Jonas picks, may Lena choose the captain?", round_end,
            {"player": 0, "choose_role": "captain"}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"The settler is the best role, so I take it again."** A role chosen this round is gone until the round ends.

# %%
refused(round_end, {"player": 3, "choose_role": "settler"}, names)

# %% [markdown]
# **"I know what I want, so I choose now."** Roles are chosen in turn, from the governor.

# %%
refused(round_end, {"player": 0, "choose_role": "captain"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the game in ten minutes](00_the_game.ipynb). Next: [the settler](02_settler.ipynb).*
