# %% [markdown]
# # The ruling-file format
#
# A ruling is a small, shareable test of one rule: a position, some moves, and what the
# rules say must happen. This notebook walks through every part of the format, running
# each piece. The tutorial [check a ruling yourself](../tutorials/11_check_a_ruling.ipynb)
# is the gentle introduction.

# %%
import json
import puertorico_nb
from puertorico_nb.rulings.loader import schema
from puertorico_nb.course.puerto_rico import EXAMPLES

# %% [markdown]
# ## Shape
#
# YAML or JSON; a file holds one ruling (a mapping) or many (`rulings: [...]`). Top-level keys
# (`translations:` gives the title and description in other languages, by language code, for a
# walkthrough in that language):

# %%
top = schema()
print(sorted(top.get("$defs", {}).keys())[:20])
print(json.dumps(top, indent=1)[:1500])

# %% [markdown]
# ## setup: only what differs from a fresh game
#
# Players are numbered from zero in seating order. A tile or building written as a name
# has no colonist; `{name: n}` has `n` colonists.

# %%
one = """
title: A manned small market adds a doubloon to a corn sale
players: 4
setup:
  governor: 0
  players:
    1: {doubloons: 0, goods: {corn: 1}, city: [{small_market: 1}]}
steps:
  - act: {player: 0, choose_role: trader}
  - act: {player: 1, sell: corn}
  - expect:
      trading_house: [corn]
      players: {1: {doubloons: 1, goods: {corn: 0}}}
"""
print(puertorico_nb.check(one))

# %% [markdown]
# ## steps: act, reject (with an optional `because`), expect
#
# `because` matches part of the rule id or the message, case-insensitively. `expect`
# compares only the keys written; `legal_includes` and `legal_excludes` ask about the
# player to act.

# %%
steps = """
title: The captain must use the ship that takes the most barrels
players: 4
setup:
  ships: [{capacity: 5}, {capacity: 6, corn: 3}, {capacity: 7}]
  players:
    0: {vp: 0, goods: {sugar: 6}}
steps:
  - act: {player: 0, choose_role: captain}
  - expect:
      legal_includes: [{ship: sugar, on: 7}]
      legal_excludes: [{ship: sugar, on: 5}]
  - reject: {player: 0, ship: sugar, on: 5}
    because: largest
  - act: {player: 0, ship: sugar, on: 7}
  - expect: {players: {0: {vp: 7}}}
"""
report = puertorico_nb.check(steps)
print(report)
assert report.ok

# %% [markdown]
# ## Every setup key (Puerto Rico)
#
# Each is optional; whatever a setup leaves out keeps the normal set-up for the player count.
#
# | key | meaning |
# |---|---|
# | `round` | the round the position is in, counted from 1 (the default); the table shows it, no rule reads it |
# | `governor`, `to_pick` | who holds the governor card; whose turn it is to choose a role (during the draft: to draft) |
# | `roles_taken` | roles already chosen this round, by whom; for the two prospectors of a five-player game a list, card by card, with `null` for a card still free: `{prospector: [null, 3]}` |
# | `roles` | doubloons on the role cards; for the two prospectors a list, card by card: `{prospector: [0, 2]}` |
# | `plantations` | the face-up row |
# | `plantation_stack` | the top of the face-down stack, top first |
# | `discard` | the plantations on the discard pile (Icelandic edition; the Korean edition has none) |
# | `quarries`, `colonist_ship`, `ships`, `trading_house` | as their names say |
# | `supply` | `colonists`, `vp`, `nobles`, `goods: {good: barrels}`, `plantations: {good: tiles}` (the face-down stack by kind: a kind not written holds none, so `{}` is an empty stack; tiles the setup places nowhere stay in the box) and `buildings: {building: copies left on the supply board}` |
# | `drafted` | while drafting (`options: {draft: true}`): the violet buildings already on the supply board, in the order chosen |
# | `players` | by seat: `doubloons`, `vp`, `goods`, `island`, `city`, `san_juan` |
#
# `expect` takes every setup key, plus `phase`, `turn`, `round`, `game_over`, `winner`, `scores`,
# `score_breakdown`, `legal_includes`, `legal_excludes`, a player's `nobles`, and with an expansion
# `draft_spaces` (the free spaces on the supply board by cost). `discard`, like the islands, cities,
# trading house and face-up row, compares as a multiset; `plantation_stack` in order, top first.

# %%
stack = """
title: With an empty face-down stack the discard pile is shuffled into a new one
players: 3
setup:
  governor: 0
  plantations: [corn, corn, corn, corn]
  discard: [corn, corn]
  supply: {plantations: {}}
steps:
  - act: {player: 0, choose_role: settler}
  - act: {player: 0, settle: corn}
  - act: {player: 1, pass: true}
  - act: {player: 2, pass: true}
  - expect: {plantation_stack: [corn], discard: [], supply: {plantations: {corn: 1}}}
"""
assert puertorico_nb.check(stack).ok

# %% [markdown]
# ## The game's options
#
# A ruling may name the options where the books differ or are silent, under `options:`.
# Puerto Rico: `edition` (`icelandic`, the default, or `korean`), `small_wharf_bonuses`
# (harbor and lighthouse also pay for small-wharf loads), `hunting_lodge_ties`,
# `noble_shortage` (`colonist` or `nothing`), `draft` (with an expansion: the players draft
# the violet buildings before the first round; the game starts in the `draft` phase and each
# decision is `draft: building`), `full_storage` (every storage space must be filled while
# barrels go back; by default a player may keep less, even nothing) and `hidden_points`
# (victory-point chips face down, each seat seeing only its own until the game ends; by default
# true with the Icelandic edition, false with the Korean). San Juan: `variant_hands`, `prospector_draw_first`,
# `empty_piles`, `tie` and `tiles`.

# %%
draft = """
title: The draft fills each cost's spaces in turn
players: 3
expansions: [new_buildings]
options: {draft: true}
setup:
  governor: 0
  drafted: [aqueduct, hacienda, office]
steps:
  - expect: {phase: draft, turn: 0, draft_spaces: {1: 0, 2: 1}}
  - reject: {player: 0, draft: small_market}
    because: every space
  - act: {player: 0, draft: forest_house}
  - expect: {turn: 1, drafted: [aqueduct, hacienda, office, forest_house]}
"""
assert puertorico_nb.check(draft).ok
korean = {"title": "126 points with five players", "players": 5, "options": {"edition": "korean"},
          "steps": [{"expect": {"supply": {"vp": 126}}}]}
assert puertorico_nb.check(korean).ok

# %% [markdown]
# ## Every action (Puerto Rico)
#
# `player` is always required, with exactly one verb:
#
# | action | meaning |
# |---|---|
# | `choose_role: mayor` | choose a role; with five players the prospector card with more doubloons is taken |
# | `draft: harbor` | the New Buildings draft: put a violet building on the supply board |
# | `settle: coffee` / `quarry` / `hidden` | settler; `forest: true` lays the tile as a forest (forest house) |
# | `place: {island: [...], city: [...], san_juan: n}` | mayor: the whole layout |
# | `put: coffee`, `take_back: coffee`, `confirm: true` | mayor, in small steps: a worker from San Juan onto a space, one back to San Juan, the layout is final (`noble: true` for a noble) |
# | `take: noble` / `take: colonist` | mayor, Nobles: which worker to take from the ship while both kinds are on it |
# | `guest: [space, ...]` | guest house: move one or two guests to these spaces, at any moment |
# | `build: harbor` | builder; `black_market: {colonist: SPACE, good: GOOD, vp: true}` pays what the black market takes instead of doubloons |
# | `bonus: coffee` | the craftsman's extra barrel |
# | `sell: coffee` | trader; `via: trading_post` sells to the supply through a trading post |
# | `land_office: buy` / `land_office: sugar` | land office: buy the top face-down plantation (`forest: true` with a forest house) or sell a plantation |
# | `ship: sugar, on: 7` | captain; `on: wharf`; `ship: {corn: 2, sugar: 1}, on: small_wharf` is a mixed small-wharf load |
# | `load: corn` (`barrels: n`), `confirm: true` | captain, a mixed small-wharf load in small steps: a good's barrels (all that are left, or n), then confirm (`harbor: false`, `privilege: false` decline) |
# | `royal_supplier: [corn, indigo]` | royal supplier: the barrels given back before the first load |
# | `keep: {corn: 1}` | captain, end of phase: the barrels kept |
# | `store: corn` (`barrels: n`), `confirm: true` | captain, end of phase, in small steps: keep a good's barrels (all that are left, or n), then confirm |
# | `unstore: corn` (`barrels: n`) | captain, storage in small steps: take back barrels set aside (all of that good, or n), a change of mind before the confirm |
# | `return_plantation: indigo` | hunting lodge: give a plantation back at the end of the settler phase |
# | `pass: true` | decline an optional action |
#
# Optional benefits are taken unless declined by writing them `false` on the action they come
# with: `hospice: false` (settle), `university: false`, `church: false` and `privilege: false`
# (build: the builder's discount), `harbor: false`, `lighthouse: false` and `privilege: false`
# (ship: the harbor's point and the lighthouse's doubloon for this load, the captain's first-load
# point), `privilege: false`, `small_market: false` and `large_market: false` (sell: the trader's
# extra doubloon, a market's), `privilege: false` (choose_role: mayor or prospector, the extra
# colonist or the doubloon) and `lighthouse: false` (choose_role: captain). The benefits paid
# while their owner decides nothing are declined ahead, out of turn, for the rest of the round:
# `decline: chapel` (or `aqueduct`, `factory`, `villa`, `union_hall`, `hunting_lodge`). Declines
# that only cost the player doubloons are legal but left out of the listed legal actions.
#
# A ruling's `seed` fixes every shuffle. San Juan players are written with `hand`, `buildings`,
# `goods`, `chapel` (cards tucked under the chapel) and `covered`; `library: false` on a San Juan
# `choose_role`, `build`, `produce` or `sell` declines the library's doubling of that privilege.

# %%
declined = """
title: The captain may load without the privilege point
players: 3
setup:
  governor: 0
  ships: [{capacity: 4}, {capacity: 5}, {capacity: 6}]
  supply: {vp: 3}
  players:
    0: {vp: 0, goods: {corn: 2}}
steps:
  - act: {player: 0, choose_role: captain}
  - act: {player: 0, ship: corn, on: 4, privilege: false}
  - expect: {supply: {vp: 1}, players: {0: {vp: 2}}}
"""
assert puertorico_nb.check(declined).ok

# %% [markdown]
# Benefits that bring only doubloons are declined the same way (the storage, too, may be left
# part empty unless `full_storage` says otherwise: see `captain_storage_may_keep_less.yaml`):

# %%
doubloons_declined = """
title: "Doubloons declined: trader, market, prospector, lighthouse"
players: 4
options: {full_storage: true, hidden_points: false}   # named options: they change no step here
expansions: [new_buildings]
buildings: [lighthouse, small_market]
setup:
  governor: 0
  roles: {prospector: 1}
  ships: [{capacity: 5, corn: 5}, {capacity: 6, indigo: 6}, {capacity: 7}]
  players:
    0: {doubloons: 0, goods: {sugar: 1}, city: [{small_market: 1}]}
    1: {doubloons: 1}
    2: {doubloons: 0, goods: {coffee: 2}, city: [{lighthouse: 1}]}
steps:
  - act: {player: 0, choose_role: trader}
  - act: {player: 0, sell: sugar, privilege: false, small_market: false}
  - act: {player: 2, pass: true}
  - act: {player: 1, choose_role: prospector, privilege: false}
  - expect: {players: {0: {doubloons: 2}, 1: {doubloons: 2}}}
  - act: {player: 2, choose_role: captain, lighthouse: false}
  - act: {player: 2, ship: coffee, on: 7, lighthouse: false}
  - expect: {players: {2: {doubloons: 0}}}
"""
assert puertorico_nb.check(doubloons_declined).ok

# %% [markdown]
# ## San Juan: an empty draw pile and covered buildings
#
# `unlisted: discard` puts every card the setup does not place on the discard pile instead of
# under the listed `deck`, so `deck: []` is an empty draw pile (the next draw reshuffles).
# A player's `covered: [card, ...]` lists the buildings a crane has built over.
#
# San Juan actions: `choose_role`, `build: smithy, pay: [card, ...]` (with `over: chapel` for the
# crane and `goods: [indigo_plant, ...]` for goods paid through the black market),
# `produce: [indigo_plant, ...]`, `sell: [indigo_plant, ...]`, `keep: [card, ...]`,
# `tuck: card` (chapel), `discard: [card, ...]` and `pass: true`; or in small steps,
# `begin_build: smithy` (with `over` or `goods` as for `build`), then `pick: card` one card at a
# time (`unpick: card` puts one back) and `confirm: true`.

# %%
piles = """
title: A draw from an empty draw pile reshuffles the discards
game: san_juan
players: 3
setup: {governor: 0, deck: [], unlisted: discard}
steps:
  - expect: {deck_size: 0}
  - act: {player: 0, choose_role: prospector}
  - expect: {discard_size: 0}
"""
assert puertorico_nb.check(piles).ok

# %% [markdown]
# ## San Juan: declining
#
# Any player may leave a role's action or privilege, and any owner a violet building's card:
# `privilege: false` on choosing the councillor or the prospector (or on a build),
# `carpenter: false`, `poor_house: false`, `well: false`, `market_stand: false`,
# `market_hall: false` on the move (also on `confirm`), and `decline: councillor` or
# `decline: gold_mine` ahead, out of turn, for the round: the cards stay on the pile.

# %%
declined_sj = """
title: Player 1 declines the councillor; player 2 draws the cards player 1 would have drawn
game: san_juan
players: 3
setup:
  governor: 0
  deck: [well, tower, hero, statue, smithy, palace, chapel]
  players: {0: {hand: []}, 1: {hand: []}, 2: {hand: []}}
steps:
  - act: {player: 1, decline: councillor}
  - act: {player: 0, choose_role: councillor}
  - act: {player: 0, keep: [tower]}
  - expect: {turn: 2, drawn: [palace, chapel], players: {1: {hand: []}}}
"""
assert puertorico_nb.check(declined_sj).ok

# %% [markdown]
# ## San Juan: the variant deal
#
# With `options: {variant_hands: true}` a ruling that names no role choice starts where the
# Dutch book's variant deal does: the governor holds five cards, the next seat six, and so on,
# and each keeps four. `to_keep` says whose choice it is (the seats before it have chosen).

# %%
variant = """
title: The third seat from the governor chooses four of seven cards
game: san_juan
players: 4
options: {variant_hands: true}
setup: {governor: 1, to_keep: 3}
steps:
  - expect: {phase: starting_hand, to_keep: 3, players: {3: {hand_size: 7}, 0: {hand_size: 8}}}
"""
assert puertorico_nb.check(variant).ok

# %% [markdown]
# ## YAML 1.2 booleans: `on` stays a key

# %%
from puertorico_nb.rulings.loader import parse_yaml
print(parse_yaml("ship: sugar\non: 7"))

# %% [markdown]
# ## Reports: text, JSON, HTML

# %%
report = puertorico_nb.check(EXAMPLES / "captain_worked_example.yaml")
print(report.summary())
print(json.dumps(report.to_dict(), indent=1)[:800])
report

# %% [markdown]
# ## Exit status from the command line
#
# `python -m puertorico_nb check PATH` exits 0 when every ruling holds, 1 when a step
# fails, 2 when a file cannot be read or breaks the format.

# %%
from puertorico_nb.__main__ import main   # what `python -m puertorico_nb` runs, here in this process
status = main(["check", str(EXAMPLES / "prospector.yaml")])   # (so it runs in the browser too)
assert status == 0
