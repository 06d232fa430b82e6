# %% [markdown]
# # San Juan, the card game
#
# *Before this: [play a full game against bots](12_play_against_bots.ipynb). Next: [head to head: a pair of players](14_two_players.ipynb).*
#
# ## What you will be able to do
#
# - Play a round of San Juan: choose a role, and build by paying with cards from your hand.
# - Work out what the trader earns from the trading-house tile turned up.
# - Say what you may see of the other players' cards, and what stays hidden.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb import SanJuanGame
from puertorico_nb.games.san_juan.render.narrate import narrate
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model
from puertorico_nb.teaching import (ask, ask_allowed, book_example, example, facts, moves, play, refused, rules,
                                    start, steps, walkthrough)
from puertorico_nb.widgets import SanJuanTable

names = ["Ana", "Bo", "Cy"]


# %% [markdown]
# ## The rule in our words
#
# **One card, many uses.** San Juan has no money and no goods tokens: there are only
# building cards. In your hand a card is money. Face up in front of you it is a building
# in your city. Face down on a production building it is a good.

# %%
rules("sj.cards.one-card-many-uses", "sj.setup.starting-city")

# %% [markdown]
# Here is a fresh table, drawn as Ana sees it: her own hand, the others' hands only as
# counts, the draw pile, the role cards and the trading-house tiles, all face down.

# %%
game = SanJuanGame(players=3, seed=7, governor=0)
game

# %% [markdown]
# **Roles.** As in Puerto Rico, each player in turn chooses a role that is still free, and
# everybody carries it out, the chooser first. The chooser also gets the role's
# *privilege*: the builder pays less, the producer and the trader handle one good more,
# the councillor draws more cards, and the prospector draws a card while nobody else does.

# %%
rules("sj.role.one-each", "sj.round.chooser-first", "sj.builder.privilege")

# %% [markdown]
# **Building.** Put a card from your hand into your city and pay its cost by discarding
# other cards from your hand. Discounts lower the price, never below nothing, and a
# discount you cannot use is simply lost.

# %%
rules("sj.builder.cost", "sj.builder.no-surplus", "sj.builder.violet-once")

# %% [markdown]
# **Producing and trading.** The producer lays the top card of the draw pile, unseen, on
# an empty production building: now it is a good. The trader turns up a trading-house
# tile, and each seller discards goods and draws as many cards as the tile pays for them.

# %%
rules("sj.producer.empty-building", "sj.trader.tile", "sj.trader.price")

# %% [markdown]
# **What you may see.** Everyone may know how many cards each player holds, never which.
# Nobody sees the face of a good, not even its owner. The table below is built only from
# what one seat may see, so a widget can never show a hand it should not.

# %%
rules("sj.info.hand-sizes")

# %%
bo_sees = sanjuan_view_model(game, seat=1, names=names)
for p in bo_sees["players"]:
    print(f"{p['name']}: {p['hand_size']} cards, hand seen by Bo: {p['hand'] is not None}")

# %% [markdown]
# ## The book's worked examples
#
# **The trader.** Ana owns a market stand and a trading post, and goods lie on her indigo
# plant, tobacco storage, silver smelter and sugar mill. She chooses the trader. The
# worked example comes from the Dutch rulebook; here it is step by step.

# %%
trader = book_example("sanjuan_trader")
walk = walkthrough(trader, names)
walk

# %%
steps(walk, why=["The trader's privilege is one more sale, and Ana has goods to sell.",
                 "The trading post allows one more sale still; indigo, tobacco and silver are her best-paid "
                 "goods on this tile."])

# %% [markdown]
# Each of her goods brings what the tile pays for its kind, and the market stand adds a card
# because she sold at least a pair. Then the tile goes face down under the stack.
#
# **The builder whose discounts add up to more than the price.** The Dutch book's builder
# notes: Ana owns a smithy and a library and builds a sugar mill.

# %%
surplus = book_example("sanjuan_builder_surplus")
walk = walkthrough(surplus, names)
walk

# %%
steps(walk, why=["With a library the builder's privilege counts double.",
                 "Privilege and smithy together take more off than the sugar mill costs: she pays nothing."])

# %% [markdown]
# ## Your turn
#
# Be Ana in the trader example, just after choosing the trader. Sell by clicking a
# choice below the table. Choices that break a rule are greyed out: click one to hear
# which rule forbids it. Bo and Cy are bots.

# %%
table = SanJuanTable(game=play(trader, 1), names=names, bots=[1, 2])
table

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Ana has **no trading post**. May she still sell as many goods? Predict,
# then answer.

# %%
import copy

faded = copy.deepcopy(trader)
faded["setup"]["players"][0]["buildings"].remove("trading_post")
ask_allowed("Without the trading post, may Ana still sell three goods?", play(faded, 1),
            {"player": 0, "sell": ["indigo_plant", "tobacco_storage", "silver_smelter"]}, names=names)

# %% [markdown]
# Without the trading post she sells one good fewer, so she picks the best-paid pair:
# tobacco and silver, with the market stand's card on top.
#
# ## Check yourself

# %%
ask("In the builder example, how many cards does Ana discard to build the sugar mill?", play(surplus), "discard",
    count=True, why="sj.builder.no-surplus")

# %%
ask("How many cards does Ana hold when the builder example is over?", play(surplus), "players.Ana.hand_size",
    names=names, why="sj.builder.cost")

# %%
ask("On the tile of the trader example, how many cards does one silver bring?", play(trader, 1), "tile.4",
    why="The trading-house tile turned up sets each good's price in cards; silver is the last and dearest.")

# %% [markdown]
# ## Common mistakes
#
# **"The trader sells everything."** Even with the privilege and a trading post, the
# number of sales is limited.

# %%
refused(play(trader, 1), {"player": 0, "sell": ["indigo_plant", "tobacco_storage", "silver_smelter", "sugar_mill"]}, names)

# %% [markdown]
# **"A discount bigger than the price pays me back."** A free building costs nothing; paying a card anyway is refused.

# %%
refused(play(surplus, 1), {"player": 0, "build": "sugar_mill", "pay": ["well"]}, names)

# %% [markdown]
# **"I can build a second smithy."** Each violet building once per city; production buildings as often as you like.

# %%
twice = start({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
    0: {"hand": ["smithy", "well", "archive"], "buildings": ["indigo_plant", "smithy"]},
    1: {"hand": []}, 2: {"hand": []}}}})
twice.apply({"player": 0, "choose_role": "builder"})
refused(twice, {"player": 0, "build": "smithy", "pay": []}, names)

# %% [markdown]
# **"I produce a second good on the same building."** A production building holds a single good.

# %%
full = start({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
    0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill"], "goods": ["indigo_plant"]},
    1: {"hand": []}, 2: {"hand": []}}}})
full.apply({"player": 0, "choose_role": "producer"})
refused(full, {"player": 0, "produce": ["indigo_plant"]}, names)

# %% [markdown]
# ## Play a whole game
#
# You against the bots. Choose your roles and build; the table says why a move is not
# allowed. For a game around one screen, use `hotseat=True`: each hand stays hidden until
# its player presses *Show hand*.

# %%
SanJuanTable(players=3, seed=2024, names=names)

# %% [markdown]
# ## Where next
#
# *Before this: [play a full game against bots](12_play_against_bots.ipynb). Next: [head to head: a pair of players](14_two_players.ipynb).*
