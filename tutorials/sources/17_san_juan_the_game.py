# %% [markdown]
# # San Juan: the card game in ten minutes
#
# *Before this: [the Nobles expansion](16_nobles.ipynb), the end of the Puerto Rico track. San Juan needs none of it: you may start here. Next: [the San Juan builder](18_san_juan_builder.ipynb).*
#
# ## What you will be able to do
#
# - Say how San Juan is won, and what a card is worth in your hand, in your city and on a
#   production building.
# - Set up a San Juan table for a pair of players, for three or for four.
# - Follow a round: who chooses a role, who acts in it, and when the governor card moves on.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine. The rules come from the Dutch rulebook (*Puerto Rico het
# kaartspel*, the game published in English as San Juan).

# %%
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, chosen_roles, coach_your_turn,
                                           coached, picture, refused, rules, setup_table, steps, walkthrough)

names = ["Ana", "Bo", "Cy"]
game = SanJuanGame(players=3, seed=7, governor=0)

# %% [markdown]
# ## The rule in our words: what you are trying to do
#
# San Juan is the card game of Puerto Rico. Each player builds a town; when the game ends, the
# player with the most **victory points** wins. Almost every point comes from **buildings**:
# each shows its points on the card, and the large violet buildings add more at the end.
#
# There is no money and there are no goods tokens: there are only **building cards**, and a
# card is whatever its place makes it.
#
# - **In your hand** a card is money: you pay for a building by discarding other cards.
# - **Face up in front of you** it is a building of your city.
# - **Face down on one of your production buildings** it is a good, waiting to be sold
#   for new cards. Nobody looks at its face, not even its owner.

# %%
rules("sj.cards.one-card-many-uses", "sj.score.buildings")

# %% [markdown]
# A **covered** building is one a player has built another building over, with the crane (a
# violet building you meet in the tutorial on the violet buildings): it leaves the game and
# scores nothing. Until someone owns a crane, every building in a city counts.

# %% [markdown]
# Buildings come in two colours. **Production buildings** (indigo plant, sugar mill, tobacco
# storage, coffee roaster, silver smelter) make goods, and you may own as many as you like.
# **Violet buildings** each do one thing for their owner, or score points at the end; each
# kind only once in a city.

# %%
rules("sj.builder.violet-once")

# %% [markdown]
# ## The parts of the table
#
# Here is a table for three, drawn as Ana sees it. Find each part:
#
# - **the role cards**: builder, producer, trader, councillor, prospector;
# - **the draw pile** (face down) and **the discard pile** beside it: everything paid, sold or
#   thrown away goes there face down;
# - **the trading-house tiles**, a face-down stack: the trader turns one up to set the prices;
# - each player's **city**, which starts with one indigo plant, and **hand**: Ana sees her own
#   cards, and of the others only how many they hold.

# %%
picture(game, names, seat=0)

# %%
rules("sj.info.hand-sizes", "sj.deck.discard-face-down", "sj.deck.reshuffle-discards")

# %% [markdown]
# When the draw pile runs out, the discard pile is shuffled into a new one. (The book never
# says what happens if both piles are empty; the engine then draws what there is. That is our
# choice where the book is silent, and a table can choose otherwise in the game's options.)
#
# ## Setting up
#
# The game is for a pair of players, for three or for four. Choose the first **governor** by
# lot and give them the governor card. Lay out the role cards, shuffle the trading-house tiles
# face down. Each player takes an **indigo plant** out of the cards and lays it face up: that is
# their city. Shuffle the rest, deal each player a small hidden hand, and the remainder is the
# draw pile. Open a row's **Rule** to see its rule id.

# %%
setup_table()

# %%
rules("sj.setup.player-count", "sj.setup.governor-by-lot", "sj.setup.starting-city", "sj.setup.hand",
      "sj.setup.tiles")

# %% [markdown]
# Once you know the game, the book offers a **variant deal**: each player is dealt a few extra
# cards, more the later they sit after the governor, and keeps only as many as the normal hand.
# The engine plays it when a table turns the variant deal on in the game's options.

# %%
rules("sj.setup.variant-hands")

# %%
four = ["Ana", "Bo", "Cy", "Dee"]
variant = SanJuanGame(players=4, seed=7, governor=0, options={"variant_hands": True})
ask("In the variant deal at four, with Ana as governor, how many cards is Dee dealt before she keeps some?",
    variant, "players.Dee.hand_size", names=four, why="sj.setup.variant-hands",
    hint="Count Dee's seat from the governor, Ana, and add it to the four cards everyone is dealt.")

# %% [markdown]
# ## How a round runs
#
# The governor chooses a role first; the role card stays in front of them until the round ends,
# so nobody else can take it. Everyone then carries out that role once, **the chooser first**,
# and the chooser also gets the role's **privilege** (the builder pays a card less, the
# producer and the trader handle a good more, the councillor sees more cards, only the
# prospector draws). Then the player on the governor's left chooses one of the roles left, and
# so on until everyone has chosen. Nobody may refuse to choose a role, but anyone may pass on
# an action, a privilege or a building's ability, and a player who cannot act is passed over.
#
# With two players a round has three roles: the governor chooses a second one after the other
# player (the San Juan tutorial for two players plays such a round).

# %%
rules("sj.role.one-each", "sj.role.already-taken", "sj.round.chooser-first", "sj.action.pass-optional",
      "sj.round.skip-no-action", "sj.turn.not-your-turn", "sj.action.wrong-phase")

# %% [markdown]
# When the round is over, the role cards go back to the middle and the governor card moves one
# seat to the left. Before the new governor chooses, hands are checked against the **hand
# limit**; the tutorial on the game's end shows it.

# %%
rules("sj.round.governor-passes", "sj.round.hand-limit")

# %% [markdown]
# ## A worked example: the first round, with reasons
#
# The Dutch book has no example of a whole round, so this one is ours: the coach (the
# project's best bot) plays the first round at Ana's table, and says why it makes each move.
# Step through it on the table, or read the steps below.

# %%
first_round = game.clone()
reasons = coached(first_round, names)
walk = walkthrough(first_round, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# Here is the table after the round, drawn as Bo sees it. Find the governor card: a question below asks who holds it now.

# %%
picture(first_round, names, seat=1)

# %% [markdown]
# ## Your turn
#
# Be Ana at the start of the game: choose a role on the table (the role cards are buttons), and
# carry it out. Any role is a fair first pick; the next tutorials say what each one does. The
# table compares your pick with the coach's and says why the coach chose it. Bo and Cy are bots.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.

# %%
coach_your_turn(game, names)

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but for a pair of players. Predict how many roles are chosen in each round,
# then answer.

# %%
pair = SanJuanGame(players=2, seed=7, governor=0)
coached(pair, ["Ana", "Bo"])  # the coach plays the first round
ask_value("With a pair of players, how many roles are chosen in one round?",
          lambda: len(chosen_roles(pair)), why="sj.role.two-players",
          hint="Count the governor's picks in a two-player round, then Bo's.")

# %% [markdown]
# ## Check yourself

# %%
ask("At the start, how many cards does Bo hold in his hand?", game, "players.Bo.hand_size",
    names=names, why="sj.setup.hand",
    hint="Look at the set-up: how many hidden cards each player is dealt.")

# %%
ask("Who holds the governor card after the first round?", first_round, "governor", names=names,
    choices=names, why="sj.round.governor-passes")

# %%
after_ana = game.clone()
after_ana.apply({"player": 0, "choose_role": "prospector"})
ask_allowed("Ana chose the prospector. Later in the same round, may Bo choose the prospector too?",
            after_ana, {"player": 1, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"I know which role I want, so I take it now."** Roles are chosen in turn, from the governor.

# %%
refused(game, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **"I would rather not choose a role this time."** Choosing is not optional: only acting is.

# %%
refused(game, {"player": 0, "pass": True}, names)

# %% [markdown]
# **"I pass now, and act in the next phase."** Each decision belongs to its moment: just after
# Ana chose the prospector (only the chooser draws), it is Bo's turn to choose a role, not to pass.

# %%
refused(after_ana, {"player": 1, "pass": True}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the Nobles expansion](16_nobles.ipynb), the end of the Puerto Rico track. San Juan needs none of it: you may start here. Next: [the San Juan builder](18_san_juan_builder.ipynb).*
