"""Tutorials 08-12: prospector, every building, game end and scoring, checking a ruling, bots."""
from common_cells import closing, opening, question, rule_cell, walk_cells, your_turn
from nbtools import code, md


# -- 08 the prospector ----------------------------------------------------------------------------
def prospector():
    slug = "08_prospector"
    names = ["Leila", "Hugo", "Noor", "Finn"]
    return [
        *opening(slug, [
            "Say what the prospector gives you, and to whom.",
            "Judge when a prospector with doubloons on it beats a role with an action.",
        ], names, extra_imports="from puertorico_nb import Game"),
        md("""
        ## The rule in our words

        The prospector has no action at all. Whoever takes it gets one doubloon from the bank,
        plus any doubloons lying on the card. Nobody else does anything, and the next player
        chooses a role.
        """),
        rule_cell("prospector.privilege", "role.collect-doubloons"),
        code("""
        ruling = example("prospector")
        picture(start(ruling), names)
        """),
        md("There is a prospector card only with more players; a small game leaves it in the box."),
        rule_cell("setup.roles"),
        md("## The book's worked example"),
        *walk_cells("ruling", [
            "Doubloons have piled up on the prospector, so it pays Leila more than any action would.",
        ]),
        code("""
        before, after = facts(start(ruling)), facts(play(ruling))
        print(f"Leila: {before['players'][0]['doubloons']} -> {after['players'][0]['doubloons']} doubloons")
        print(f"Hugo:  {before['players'][1]['doubloons']} -> {after['players'][1]['doubloons']} doubloons")
        """),
        *your_turn("ruling", 0, "Be Leila. Take the prospector, or any other free role."),
        md("""
        ### A faded example: predict first

        Same table, but **one more doubloon** lies on the prospector. How many doubloons does Leila hold after taking it?
        """),
        code("""
        import copy
        faded = copy.deepcopy(ruling)
        faded["setup"]["roles"]["prospector"] += 1
        your_guess = ...   # a number
        """),
        code("""
        answer = facts(play(faded))["players"][0]["doubloons"]
        assert answer == facts(play(ruling))["players"][0]["doubloons"] + 1
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** after Leila takes the prospector, whose turn is it?", "a name", """
            answer = names[play(ruling).turn]
        """),
        *question("**Second:** how many doubloons are left on the prospector card?", "a number", """
            answer = facts(play(ruling))["roles"]["prospector"]
        """),
        *question("**Third:** in the smallest game, may the governor choose the prospector?", "True or False", """
            answer = Game(players=3).is_legal({"player": 0, "choose_role": "prospector"})
        """),
        md("""
        ## Common mistakes

        **"Everyone gets something from the prospector."** Nobody else acts: the next player simply chooses a role.
        """),
        code('refused(play(ruling), {"player": 1, "pass": True}, names)'),
        md("**\"We always play with the prospector.\"** Not at a small table."),
        code('refused(Game(players=3), {"player": 0, "choose_role": "prospector"}, names)'),
        *closing(slug),
    ]


# -- 09 every building ------------------------------------------------------------------------------
def buildings():
    slug = "09_buildings"
    names = ["Maya", "Oskar", "Ayla", "Dev"]
    return [
        *opening(slug, [
            "Read any building card: cost, points, circles, column.",
            "Say what each violet building does, and when.",
            "Remember that a building works only while a colonist is in it.",
        ], names, extra_imports="from puertorico_nb import Game, check\nfrom puertorico_nb.teaching import EXAMPLES"),
        md("""
        ## The rule in our words

        Every building does its job only while at least one colonist works in it. Production
        buildings turn plantation crops into barrels. Violet buildings bend a rule for their
        owner. Large buildings score extra at the end of the game.
        """),
        rule_cell("building.manned-only"),
        md("Here is every building in the game, straight from the engine's table, with what it does:"),
        code("""
        game = Game(players=4)
        for b in game.ruleset.buildings:
            if b.id not in game.state.buildings_order:
                continue
            rule = catalogue.get("building." + b.id.replace("_", "-"))
            does = rule.statement.split(": ", 1)[-1] if rule else f"makes {b.good} from its plantations (see the craftsman)"
            print(f"{b.id.replace('_', ' '):19} cost {b.cost:2}  {b.vp} VP  column {b.column}  circles {b.circles}  {does}")
        """),
        md("""
        Each violet building's worked example is a ruling file that ships with this package.
        The engine checks them all:
        """),
        code("""
        files = ["small_market", "office", "office_full_house", "factory", "hacienda_hospice_construction_hut",
                 "captain_storage", "harbor_wharf", "wharf_once_any_good", "university_single_colonist"]
        report = check([EXAMPLES / f"{name}.yaml" for name in files])
        assert report.ok
        print(report.summary())
        """),
        md("""
        ## The book's worked example: the university

        The university puts **one** colonist on the building you buy, however many circles it has.
        """),
        rule_cell("building.university", "builder.university-colonist"),
        code('ruling = example("university_single_colonist")'),
        *walk_cells("ruling", [
            "Maya will build, and her university works in the builder phase.",
            "The sugar mill arrives with one colonist from the supply; its other circles stay empty.",
        ]),
        *your_turn("ruling", 1, "Be Maya. Buy a building and watch where the colonist lands."),
        md("""
        ### A faded example: predict first

        Same table, but the colonist **supply is empty** and colonists wait on the ship. Does the new building still get a colonist?
        """),
        code("""
        faded = example("university_single_colonist", 1)
        your_guess = ...   # True or False
        """),
        code("""
        answer = {"sugar_mill": 1} in facts(play(faded))["players"][0]["city"]
        ship_before, ship_after = facts(start(faded))["colonist_ship"], facts(play(faded))["colonist_ship"]
        assert answer == (ship_after < ship_before)   # the colonist came from the ship
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** how many circles of the new sugar mill are manned?", "a number", """
            city = facts(play(ruling))["players"][0]["city"]
            answer = next(list(s.values())[0] for s in city if isinstance(s, dict) and "sugar_mill" in s)
        """),
        *question("**Second:** which building costs the most in the third column?", "a building id, like \"harbor\"", """
            column = [b for b in game.ruleset.buildings if b.column == 3 and b.id in game.state.buildings_order]
            answer = max(column, key=lambda b: b.cost).id
        """),
        *question("**Third:** a wharf with no colonist: may its owner ship corn on it?", "True or False", """
            idle_wharf = build_game({"players": 4, "setup": {"players": {1: {"goods": {"corn": 3}, "city": ["wharf"]}}}})
            idle_wharf.apply({"player": 0, "choose_role": "captain"})
            answer = idle_wharf.is_legal({"player": 1, "ship": "corn", "on": "wharf"})
        """),
        md("""
        ## Common mistakes

        **"I own a wharf, so I use it."** Only while a colonist works in it.
        """),
        code('refused(idle_wharf, {"player": 1, "ship": "corn", "on": "wharf"}, names)'),
        md("**\"My warehouse keeps my sugar.\"** Not an empty warehouse."),
        code("""
        idle_store = build_game({"players": 4, "setup": {
            "ships": [{"capacity": 5, "corn": 1}, {"capacity": 6, "indigo": 1}, {"capacity": 7, "coffee": 1}],
            "players": {0: {"goods": {"sugar": 3}, "city": ["small_warehouse"]}}}})
        idle_store.apply({"player": 0, "choose_role": "captain"})
        refused(idle_store, {"player": 0, "keep": {"sugar": 3}}, names)
        """),
        *closing(slug),
    ]


# -- 10 game end and scoring ------------------------------------------------------------------------
def scoring():
    slug = "10_game_end_and_scoring"
    names = ["Iris", "Kenji", "Lucía"]
    return [
        *opening(slug, [
            "Say when the game ends, and why the round is still finished.",
            "Add up a final score: chips, buildings, large-building bonuses.",
            "Work out each large building's bonus, and break a tie.",
        ], names, extra_imports="from puertorico_nb.widgets import ScoreSheet"),
        md("""
        ## The rule in our words

        The game ends when the colonists run out, when someone fills their city, or when the
        victory-point chips run out. It never stops in the middle of a round: the round is
        finished first.
        """),
        rule_cell("end.colonists-run-out", "end.city-full", "end.vp-chips-run-out", "end.finish-round"),
        md("""
        Your score is your chips, plus the points printed on your buildings, plus the bonus of
        each **manned** large building. The most points wins; a tie goes to doubloons plus barrels.
        """),
        rule_cell("scoring.total", "scoring.large-building-bonus-needs-colonist", "scoring.tie-break"),
        md("## The book's worked example: the round is finished"),
        code("""
        ending = example("game_end_round_finishes", 0)
        ending_names = ["Iris", "Kenji", "Lucía", "Omid"]
        print(ending["description"])
        walk = WalkthroughWidget(ending, names=ending_names)
        walk
        """),
        code("""
        for k, frame in enumerate(walk.frames[1:], 1):
            print(f"Step {k}: {frame['narration']}")
        end = play(ending)
        assert end.game_over and not play(ending, 2).game_over
        ScoreSheet(end, names=ending_names)
        """),
        md("""
        ## Every large building's example

        Each ruling below ends a game the same way: Lucía ships the last corn, the chips run out,
        and the round is over. Only Iris's large building changes.
        """),
        code("""
        large = ["guild_hall", "residence", "fortress", "customs_house", "city_hall"]
        for building in large:
            r = example("scoring_" + building)
            final = play(r)
            iris = final.score_breakdown()[0]
            print(f"{building.replace('_', ' '):14} bonus {iris['bonus']:2}  total {iris['total']:2}  winner {names[final.winners()[0]]}")
            print("    ", catalogue.get("building." + building.replace("_", "-")).statement)
        """),
        md("Step through the guild hall's example, and see its score sheet:"),
        code("""
        ruling = example("scoring_guild_hall")
        WalkthroughWidget(ruling, names=names)
        """),
        code("ScoreSheet(play(ruling), names=names)"),
        *your_turn("ruling", 0, "Be Lucía, last to choose a role. Take the captain and load your corn: the game ends."),
        md("""
        ### A faded example: predict first

        The city hall again, but **nobody works in it**. What is its bonus now?
        """),
        code("""
        faded = example("scoring_city_hall", 2)
        your_guess = ...   # a number
        """),
        code("""
        answer = play(faded).score_breakdown()[0]["bonus"]
        manned = play(example("scoring_city_hall", 0)).score_breakdown()[0]["bonus"]
        assert answer < manned
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** what is the residence's bonus for Iris's island?", "a number", """
            answer = play(example("scoring_residence")).score_breakdown()[0]["bonus"]
        """),
        *question("**Second:** how many colonists does Iris have on her board in the fortress example?", "a number", """
            fort = play(example("scoring_fortress"))
            answer = fort.state.players[0].colonists()
            assert fort.score_breakdown()[0]["bonus"] == answer // 3   # a point per three colonists
        """),
        *question("**Third:** in this example, players tie on points. Who wins?", "a name, like \"Kenji\"", """
            tie = example("game_end_round_finishes", 2)
            tie_names = ["Iris", "Kenji", "Lucía", "Omid"]
            answer = tie_names[play(tie).winners()[0]]
        """),
        md("""
        ## Common mistakes

        **"The chips ran out, so we stop now."** The round goes on: the next player still chooses.
        """),
        code("""
        chips = example("game_end_round_finishes", 1)
        allowed(play(chips, 2), {"player": 1, "choose_role": "prospector"})
        """),
        md("**\"One more round.\"** Once the round is over, the game is over."),
        code('refused(play(ruling), {"player": 0, "choose_role": "settler"}, names)'),
        *closing(slug),
    ]


# -- 11 check a ruling yourself ----------------------------------------------------------------------
RULING = '''
ruling = """
title: The prospector pays what lies on it, plus one
players: 4
setup:
  roles: {prospector: 2}
  players:
    0: {doubloons: 3}
steps:
  - reject: {player: 1, choose_role: prospector}
    because: turn
  - act: {player: 0, choose_role: prospector}
  - expect:
      roles: {prospector: 0}
      players: {0: {doubloons: 6}}
"""
report = puertorico_nb.check(ruling)
print(report)
assert report.ok
'''

MINE = '''
your_number = 0   # change this to your answer

mine = f"""
title: A trader with both markets sells coffee
players: 4
setup:
  players:
    0: {{doubloons: 0, goods: {{coffee: 1}}, city: [{{small_market: 1}}, {{large_market: 1}}]}}
steps:
  - act: {{player: 0, choose_role: trader}}
  - act: {{player: 0, sell: coffee}}
  - expect:
      players: {{0: {{doubloons: {your_number}}}}}
"""
report = puertorico_nb.check(mine)
print(report)
'''


def check_a_ruling():
    slug = "11_check_a_ruling"
    names = ["Ada", "Bea", "Cem", "Dov"]
    return [
        *opening(slug, [
            "Write a ruling: a position, some moves, and what the rules say must happen.",
            "Run it with `puertorico_nb.check` and read the report.",
            "Settle a rule argument at your table for good.",
        ], names, extra_imports="import puertorico_nb\nfrom puertorico_nb.widgets import RulingReport"),
        md("""
        ## The rule in our words

        A **ruling** is a small test of one rule, written in YAML. It has a `setup` (only what
        differs from a fresh game), then `steps`: `act` (a move that must be allowed), `reject`
        (a move that must be refused, optionally `because` of a rule), and `expect` (what must
        be true now). The engine plays it and says which steps hold. Rule ids from the
        catalogue name what decided each step; search the catalogue by words:
        """),
        code("""
        for r in catalogue.search("prospector privilege"):
            print(r.id, "-", r.statement)
        """),
        md("""
        ## The book's worked example, written as a ruling

        The book says: choosing the prospector with doubloons on it pays them all, plus one.
        Here is that example as a ruling. Run it:
        """),
        code(RULING),
        md("The same report as a table you can show the class:"),
        code("RulingReport(ruling)"),
        md("""
        ## Your turn

        Settle an argument: *"With both markets, what does a trader get for a coffee?"*
        Put the number you believe in `your_number`, then run the cell. The report says PASS,
        or shows what the engine found instead.
        """),
        code(MINE),
        md("""
        Not sure? Set up the ruling's position on a live table and play it by hand: choose the
        trader, then sell the coffee, and read the doubloons.
        """),
        code("""
        from puertorico_nb.rulings.loader import parse_yaml
        table = TableWidget(game=build_game(parse_yaml(mine)), names=names)
        table
        """),
        md("""
        ### A faded example: predict first

        Same position, but the large market has **no colonist**. Predict the doubloons, then run both cells.
        """),
        code("faded_number = ...   # a number"),
        code("""
        engine = build_game({"players": 4, "setup": {"players": {0: {
            "doubloons": 0, "goods": {"coffee": 1}, "city": [{"small_market": 1}, "large_market"]}}}})
        engine.apply({"player": 0, "choose_role": "trader"})
        engine.apply({"player": 0, "sell": "coffee"})
        answer = facts(engine)["players"][0]["doubloons"]
        reveal(faded_number, answer)
        """),
        md("""
        ## Check yourself

        **First:** a ruling whose `expect` is wrong fails, and the report shows expected and
        actual. Does this one pass?
        """),
        code("""
        wrong = ruling.replace("doubloons: 6", "doubloons: 5")
        wrong_report = puertorico_nb.check(wrong)
        your_answer = ...   # True or False
        """),
        code("""
        answer = wrong_report.ok
        assert wrong_report.failed == 1
        reveal(your_answer, answer)
        print(wrong_report)
        """),
        *question("**Second:** run every ruling shipped with the package. Do they all pass?", "True or False", """
            from puertorico_nb.teaching import EXAMPLES
            everything = puertorico_nb.check(EXAMPLES)
            print(everything.summary())
            answer = everything.ok
        """),
        md("""
        ## Common mistakes

        **Writing `act` for a move the rules forbid.** The step fails and names the rule. Use `reject` instead.
        """),
        code("""
        bad = ruling.replace("- reject: {player: 1, choose_role: prospector}", "- act: {player: 1, choose_role: prospector}")
        bad_report = puertorico_nb.check(bad)
        print(bad_report)
        assert not bad_report.ok
        refused(start({"players": 4}), {"player": 1, "choose_role": "prospector"}, names)
        """),
        md("**A misspelt key.** The ruling does not run at all, and the message names the key."),
        code("""
        typo = ruling.replace("setup:", "setpu:")
        typo_report = puertorico_nb.check(typo)
        print(typo_report)
        assert typo_report.errors == 1
        """),
        md("""
        From a terminal, the same check reads whole folders:
        `python -m puertorico_nb check my_rulings/` (exit status zero when every ruling holds).
        The full format is in the reference notebook [the ruling format](../notebooks/ruling_format.ipynb).
        """),
        *closing(slug),
    ]


# -- 12 play against bots ------------------------------------------------------------------------------
def bots():
    slug = "12_play_against_bots"
    names = ["You", "Bot Alma", "Bot Pip", "Bot Quin"]
    return [
        *opening(slug, [
            "Play a whole game on the table against bots.",
            "Take a move back, and ask why a choice is greyed out.",
            "Read the final score sheet.",
        ], names, extra_imports="from puertorico_nb import Game\nfrom puertorico_nb.widgets import ScoreSheet"),
        md("""
        ## The rule in our words

        Everything you have learnt is now on one table. You sit in the first seat; the bots
        take the others and move at once when it is their turn. The engine enforces every rule:
        greyed-out choices say why, **Undo** takes back your last decision (and the bots'
        moves after it), and **Random legal choice** plays for you when you are stuck.
        """),
        rule_cell("round.one-role-each", "turn.not-your-turn"),
        md("## Your turn: the game"),
        code("""
        table = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
        table
        """),
        md("Play as long as you like. Run the next cell whenever you want the score so far."),
        code("ScoreSheet(table.game, names=names)"),
        md("""
        ## A worked example: a whole game, fast

        To see a game to its end, here is a second table where random choices sit in your seat.
        """),
        code("""
        demo = TableWidget(players=4, seed=11, names=names, bots=[1, 2, 3])
        while not demo.game.game_over:
            demo.random_move()
        print(f"The game ended in round {demo.game.state.round}: {', '.join(demo.game.state.end_reasons)}")
        ScoreSheet(demo.game, names=names)
        """),
        md("""
        ### A faded example: predict first

        A game is its start plus its log. Will replaying the demo's log from its start reach the same scores?
        """),
        code("your_guess = ...   # True or False"),
        code("""
        again = Game.replay(demo.game.ruleset, demo.game.start, demo.game.log)
        answer = again.scores() == demo.game.scores()
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** who won the demo game?", "a name", """
            answer = names[demo.game.winners()[0]]
        """),
        *question("**Second:** how many points did the winner score?", "a number", """
            answer = max(demo.game.scores().values())
            assert answer == demo.game.scores()[demo.game.winners()[0]]
        """),
        md("""
        ## Common mistakes

        **"I'll move for a bot."** Only the player whose turn it is may act.
        """),
        code("""
        fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
        assert fresh.act({"player": 1, "choose_role": "settler"}) is False
        print(fresh.message)
        refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)
        """),
        md("**\"Undo takes back only the bots' moves.\"** It takes back your last decision, and the bots' moves after it."),
        code("""
        fresh.act({"player": 0, "choose_role": "prospector"})
        moved = len(fresh.game.log)
        fresh.undo()
        print(f"{moved} moves were on the log; after undo, {len(fresh.game.log)}.")
        assert fresh.game.turn == 0 and not fresh.game.log
        """),
        *closing(slug),
    ]


NOTEBOOKS = {
    "08_prospector": prospector,
    "09_buildings": buildings,
    "10_game_end_and_scoring": scoring,
    "11_check_a_ruling": check_a_ruling,
    "12_play_against_bots": bots,
}
