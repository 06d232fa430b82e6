# %% [markdown]
# # San Juan: the councillor
#
# *Before this: [the trader](20_san_juan_trader.ipynb). Next: [the prospector](22_san_juan_prospector.ipynb).*
#
# ## What you will be able to do
#
# - Say how many cards each player looks at in the councillor phase, and how many they keep.
# - Choose the card worth keeping.
# - Use a prefecture, an archive and a library with the councillor.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (ask, ask_value, book_example, example, largest, picture, play,
                                           refused, rules, scene, steps, walkthrough, your_turn)

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words
#
# **Look, keep one, discard the rest.** When someone chooses the councillor, the chooser draws a
# handful of cards from the draw pile, looks at them, keeps one and discards the others face
# down. Then every other player, clockwise, draws a pair, keeps one and discards the other. The
# chooser's privilege is the wider choice.

# %%
rules("sj.councillor.draw", "sj.councillor.keep")

# %% [markdown]
# **Buildings that change it.** A **prefecture** lets its owner keep a pair instead of one. An
# **archive** lets its owner take all the drawn cards into the hand first and then discard the
# same number from the *whole* hand, old cards included. A **library** doubles the chooser's
# privilege: a far wider choice.

# %%
rules("sj.prefecture.keep-two", "sj.archive.discard-from-hand", "sj.library.double")

# %% [markdown]
# ## A worked example: everyone's councillor phase
#
# This one is ours, built on the book's rules and the prefecture's list of cases. Ana chooses
# the councillor; Bo owns a prefecture; Cy owns nothing special.

# %%
everyone = example("sanjuan_archive", 1)
walk_all = walkthrough(everyone, names)
walk_all

# %%
steps(walk_all, why=["Ana needs new cards, and the councillor gives her the widest choice of all.",
                     "She keeps the card she wants most and discards the rest, face down.",
                     "Bo's prefecture lets him keep both of his cards.",
                     "Cy keeps one of his pair, as everyone without a prefecture does."])

# %% [markdown]
# ## The book's worked example: the archive
#
# The Dutch rulebook's archive section (*Archief*): Ana is the councillor and owns a prefecture
# and an archive. She takes all the cards she draws into her hand, and then discards as many as
# she would have thrown away, choosing them from her whole hand.

# %%
archive = book_example("sanjuan_archive")
walk = walkthrough(archive, names)
walk

# %%
steps(walk, why=["With an archive, the councillor's cards join her hand before she chooses.",
                 "She discards as many as she would have without the archive, but old cards may go too: "
                 "here the archive and crane she already held, and the statue."])

# %% [markdown]
# The book's library example goes further: a councillor with a library, an archive and a
# prefecture takes the whole wider handful into the hand and discards all but a pair.

# %%
steps(walkthrough(book_example("sanjuan_library", 5), names))

# %% [markdown]
# ## Your turn
#
# Ana holds a sugar mill, a well and an archive, and chooses the councillor. Keep one card on
# the table. The table tells you whether you made the example's move (this position is ours).

# %%
choice = scene({0: {"hand": ["sugar_mill", "well", "archive"]}, 1: {"hand": []}, 2: {"hand": []}},
               deck=["palace", "hero", "statue", "guild_hall", "victory_column", "tower", "smithy", "crane", "quarry"],
               acts=[{"player": 0, "choose_role": "councillor"}, {"player": 0, "keep": ["statue"]}])
picture(play(choice, 1), names, seat=0)

# %%
your_turn(choice, 1, names=names,
          why="The statue is the card here she can surely build next: she can pay for it whoever chooses the "
              "builder, and it scores as many points as it costs. The victory column she could pay for only as "
              "the builder, the hero and the large buildings not at all with the cards she holds.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Ana owns a **prefecture**. Predict how many cards she may keep, then answer.

# %%
import copy

faded = copy.deepcopy(choice)
faded["setup"]["players"][0]["buildings"] = ["indigo_plant", "prefecture"]
ask_value("With a prefecture, how many of the drawn cards may Ana keep?", lambda: largest(play(faded, 1), "keep"),
          why="sj.prefecture.keep-two",
          hint="A prefecture changes how many of the drawn cards the councillor keeps: read its card.")

# %% [markdown]
# ## Check yourself

# %%
ask("In the first example, how many cards does Ana look at as the councillor?", play(everyone, 1), "drawn",
    count=True, why="sj.councillor.draw",
    hint="Ana chose the councillor: the chooser draws more cards than the other players do.")

# %%
ask("In the book's archive example, how many cards go to the discard pile?", play(archive), "discard", count=True,
    why="sj.archive.discard-from-hand")

# %%
library = example("sanjuan_library", 0)
ask("A councillor with a library: how many cards does Ana look at?", play(library, 1), "drawn", count=True,
    why="sj.library.double",
    hint="The library doubles the councillor's privilege: start from what the councillor draws without it.")

# %% [markdown]
# ## Common mistakes
#
# **"The councillor keeps a pair."** One card, unless a prefecture says otherwise.

# %%
refused(play(everyone, 1), {"player": 0, "keep": ["statue", "hero"]}, names)

# %% [markdown]
# **"The others keep both of their cards."** One of the pair, without a prefecture.

# %%
refused(play(everyone, 3), {"player": 2, "keep": ["archive", "crane"]}, names)

# %% [markdown]
# **"With an archive I discard whatever I like."** As many cards as you would have thrown away, no more.

# %%
refused(play(archive, 1), {"player": 0, "discard": ["archive", "crane", "well", "statue", "hero", "chapel"]}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the trader](20_san_juan_trader.ipynb). Next: [the prospector](22_san_juan_prospector.ipynb).*
