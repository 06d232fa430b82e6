# %% [markdown]
# # Writing your own questions
#
# For teachers: the check-yourself questions of the tutorials are one widget, `Question`, and
# a few helpers that build it from the engine. A learner answers in the box (by typing, or by
# clicking a choice); Python checks the answer, so it works in JupyterLab, in the classroom
# app mode (`make demo`, where code cells are hidden) and in the browser-only site. The answer
# stays on the Python side: nothing on the page gives it away.
#
# Reading an answer is tolerant: case and spaces do not matter, `2`, `2.0` and `two` are the
# same number, `yes`, `allowed` and `true` mean yes (but `1` does not), and a player may be
# named or called `Player 2` (counted from 1). A wrong answer gets the reason you give, in
# plain words, and another try; after two wrong tries a **Show the answer** button gives the
# answer with the same reason. The rule id and where the books say so are shown after the
# first answer, one click away.

# %%
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import after, ask, ask_allowed, ask_value, example, play, start
from puertorico_nb.widgets import Question

names = ["Lena", "Omar", "Priya", "Jonas"]

# %% [markdown]
# ## A question about the position: `ask`
#
# Give the position and the fact to look up, by its path in the ruling-file vocabulary
# (`governor`, `roles.prospector`, `players.Omar.doubloons`, `supply.colonists`,
# `colonist_ship`, `trading_house`, `scores.Lena`, `score_breakdown.Lena.bonus`...), and `why`:
# a rule id from the catalogue (its statement becomes the reason) or your own words.
# A wrong try is told that reason, unless it would give the answer away (it names the answer);
# then it is told `hint`, what to look at or think about, which such a question must have (it
# fails when made without one). A wrong number is also told whether the answer is higher or lower.
# `since=` asks how much a fact changed; `count=True` how many things it holds;
# `price.Omar.harbor` is what Omar would pay for a harbor now.

# %%
round_end = example("prospector", 1)
ask("After the round, who is governor?", play(round_end), "governor", names=names, choices=names,
    why="round.governor-passes")

# %%
ask("How many doubloons did the prospector bring Jonas?", play(round_end), "players.Jonas.doubloons",
    since=start(round_end), names=names, why="prospector.privilege",
    hint="Compare Jonas's doubloons before and after the round.")

# %% [markdown]
# ## May this move be made? `ask_allowed`
#
# The engine's verdict is the answer. A wrong answer gets the rule to apply, in general (the
# verdict on this move and its reason come with the right answer: a yes or no names it).

# %%
ask_allowed("May Omar choose a role now?", Game(players=4, seed=1), {"player": 1, "choose_role": "builder"},
            names=names)

# %% [markdown]
# ## Anything else: `ask_value` or `Question`
#
# `ask_value` takes a function that works the answer out (called once, out of sight).
# `Question` takes the answer itself; `choices=` turns the box into buttons, and `also=` lists
# other answers you accept.

# %%
ask_value("How many cargo ships does a five-player game use?", lambda: len(Game(players=5).state.ship_capacity),
          why="setup.cargo-ships", hint="Count the cargo ships on a five-player table.")

# %%
Question("Which role has no action for anyone but its chooser?", "prospector",
         choices=["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"],
         why="The prospector only pays its chooser a doubloon; every other role gives everyone a turn.",
         hint="Think of what each role's phase asks of the players who did not choose it.")

# %% [markdown]
# ## Trying it from code
#
# A question can be answered from code too, which is how the tests check the tutorials'
# questions. `answer` returns whether the answer was right; `feedback` is what the learner reads.

# %%
q = Question("How many role cards do four players use?", 7, why="Four players use the six basic roles and "
             "one prospector.")
print(q.answer("six"), "-", q.feedback)
print(q.answer(" Seven "), "-", q.feedback)
