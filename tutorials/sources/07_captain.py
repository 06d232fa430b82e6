# %% [markdown]
# # The captain
#
# *Before this: [the trader](06_trader.ipynb). Next: [the prospector](08_prospector.ipynb).*
#
# ## What you will be able to do
#
# - Decide which ship your barrels must go on.
# - Know when you must load, and when you may stop.
# - Say which barrels you keep when the ships sail, and what a harbor and a wharf add.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, book_example, example, picture, play, refused, rules,
                                    start, steps, varied, walkthrough, your_turn)

names = ["Rosa", "Tomás", "Mei", "Kofi"]

# %% [markdown]
# ## The rule in our words
#
# When someone picks the captain, the players load barrels onto the cargo ships, in turn,
# starting with the captain. On your turn you pick **one kind of good** and put **as many
# barrels of it as fit** onto one ship.

# %%
rules("captain.one-good-per-turn", "captain.load-as-many-as-fit")

# %% [markdown]
# A ship carries one kind of good only. A good that already sails must join **that** ship,
# and no other. A good that is not at sea yet goes on the **empty ship that takes the most
# of your barrels**: not the one you like best.

# %%
rules("captain.one-kind-per-ship", "captain.same-good-same-ship", "captain.no-duplicate-good", "captain.largest-empty-ship",
      "captain.ship-full")

# %% [markdown]
# Here is the table of the book's example (the Icelandic and Norwegian books play a whole
# captain phase), just after Rosa takes the captain. Look at the cargo ships in the middle:
# the middle ship already carries corn.

# %%
ruling = book_example("captain_worked_example")
game = play(ruling, 1)
picture(game, names)

# %% [markdown]
# Every barrel you ship earns a victory point. The captain earns one more point, with the
# first load only. You **must** load when you can; loading goes round the table until
# nobody can load any more.
#
# Points are chips that you keep face down: you know your own, and the others see only that you
# have some. At a table where each player has a seat of their own, the others' chips show as
# hidden until the game ends. Every point is scored in the open, though, so a player who keeps
# count knows everyone's.

# %%
rules("captain.vp-per-barrel", "captain.privilege", "captain.must-load-when-able", "captain.loading-ends",
      "scoring.hidden-points")

# %% [markdown]
# ## The book's worked example, load by load
#
# The players go round the table until no barrel can move. Watch which ship each load
# goes to, and why.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=["Rosa holds the most barrels, so the captain's extra point is worth most to her.",
                 "All of Rosa's sugar fits on the big empty ship and not on the small one, so the big ship it must be.",
                 "Sugar already sails on the big ship, so Tomás's sugar may only join it, even with room for just one barrel.",
                 'Mei may choose any good she can load. She sends tobacco to the only empty ship left.',
                 "Kofi's indigo fits nowhere: every ship carries another good. He can load corn, so he must.",
                 "Rosa's corn joins the corn ship, which is now full.",
                 "Tomás's tobacco joins Mei's on the small ship. Now nobody can load.",
                 'Mei has no warehouse, so she keeps one barrel; the other goes back to the supply.',
                 'Kofi keeps one indigo too. The full ships are emptied; the small one keeps its tobacco.'])

# %% [markdown]
# ## Your turn
#
# Rosa has loaded her sugar. It is Tomás's turn, and he holds sugar and tobacco. Choose his
# load on the table below (the choices are in the panel above the players). Choices that
# break a rule are greyed out: click one to hear which rule forbids it. The table then says
# whether your load is the book's, and why. More than one load may be allowed here: the book's
# is the one it plays, not the only good one.

# %%
your_turn(ruling, 2, names=names,
          why="In the book Tomás loads his sugar onto the big ship, the only ship sugar may join since sugar "
              "already sails there, even with room for just one barrel. His tobacco waits for his next turn, "
              "when it joins Mei's on the small ship, so he ships both. Loading the tobacco first is allowed "
              "too; the book's order shows where sugar must go.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but now **every ship starts empty**. Rosa still holds her sugar. May she put
# it on the middle ship instead of the big one? Predict, then answer.

# %%
faded = varied(ruling, ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}])
ask_allowed("With every ship empty, may Rosa put her sugar on the middle ship?", play(faded, 1),
            {"player": 0, "ship": "sugar", "on": 6}, names=names,
            allowed_by="an empty ship she loads must take as much of her sugar as any other empty ship would, and "
                       "the middle ship and the big one both take all of it, so she may choose either.")

# %% [markdown]
# ## Storage, and the ships sail
#
# When loading is over, you may keep **one barrel** of your choice. A small warehouse lets you
# keep every barrel of one more kind, and a large warehouse does the same for a pair of kinds.
# Keeping is a right, not a duty: you may keep less, even nothing. The rest go back to the supply.
# Then every **full** ship is emptied; a ship with room left keeps its cargo for next time.

# %%
rules("captain.storage", "captain.keep-maximal", "captain.empty-full-ships")

# %%
picture(play(ruling), names)

# %% [markdown]
# ## Harbor and wharf
#
# A manned **harbor** gives its owner one more point for every load. A manned **wharf** is
# a private ship: once per captain phase, its owner ships every barrel of one good, any
# good, and scores a point per barrel. Here is the books' harbor example.

# %%
rules("captain.harbor", "captain.wharf", "captain.wharf-once")

# %%
harbor = book_example("harbor_wharf")
walkthrough(harbor, names)

# %%
ask("How many points does Rosa score in all in the harbor example?", play(harbor), "players.Rosa.vp",
    since=start(harbor), names=names, why="A point for each barrel shipped, and the harbor adds a point for each load.")

# %% [markdown]
# ## Check yourself

# %%
ask("After Rosa's first load in the worked example, how many victory points does she have?", play(ruling, 2),
    "players.Rosa.vp", names=names, why="A point for each barrel, and the captain's privilege adds one with the first load.")

# %%
ask_allowed("When Kofi's turn first comes, may he load his indigo on the small ship?", play(ruling, 4),
            {"player": 3, "ship": "indigo", "on": 5}, names=names)

# %%
ask_allowed("In the harbor example, may Rosa pass once her tobacco is on the small ship and her sugar is still in hand?",
            play(harbor, 2), {"player": 0, "pass": True}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"The captain picks the ship."** No: a new good goes on the empty ship that takes the most barrels.

# %%
refused(play(ruling, 1), {"player": 0, "ship": "sugar", "on": 5}, names)

# %% [markdown]
# **"I don't like any ship, so I pass."** Not while a cargo ship can take one of your barrels.

# %%
refused(play(ruling, 4), {"player": 3, "pass": True}, names)

# %% [markdown]
# **"My corn can start a second corn ship."** A good at sea may only join its own ship.

# %%
refused(play(ruling, 3), {"player": 2, "ship": "corn", "on": 5}, names)

# %% [markdown]
# **"The wharf works every turn."** Once per captain phase.

# %%
wharf_twice = example("harbor_wharf", 1)
refused(play(wharf_twice, 2), {"player": 0, "ship": "sugar", "on": "wharf"}, names)

# %% [markdown]
# **"I keep all my corn."** Without a warehouse you keep one barrel.

# %%
refused(play(ruling, 7), {"player": 2, "keep": {"corn": 2}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the trader](06_trader.ipynb). Next: [the prospector](08_prospector.ipynb).*
