"""The reference notebooks: a tour of the API and the ruling-file format."""
from nbtools import code, md


def api_tour():
    return [
        md("""
        # A tour of the API

        The engine in a few cells: a game, its legal actions, applying and refusing moves,
        undo, saving and replaying, scores, the rule catalogue, and the widgets. The
        [tutorials](../tutorials/01_round_and_roles.ipynb) teach the game; this notebook shows the tools.
        """),
        md("## A game and its position"),
        code("""
        from puertorico_nb import Game, IllegalAction, MalformedAction, check
        game = Game(players=4, seed=1)
        print(repr(game))
        print(game)
        """),
        code("game   # the HTML picture of the table"),
        md("## Legal actions: a lazy view you can test with `in`"),
        code("""
        legal = game.legal_actions()
        print(len(legal), "legal actions;", list(legal)[:3])
        assert {"player": 0, "choose_role": "settler"} in legal
        assert {"player": 1, "choose_role": "settler"} not in legal
        """),
        md("## Applying, refusing, explaining"),
        code("""
        events = game.apply({"player": 0, "choose_role": "prospector"})
        print(events)
        print(game.explain({"player": 0, "choose_role": "settler"}))
        try:
            game.apply({"player": 0, "choose_role": "settler"})
        except IllegalAction as e:
            print("IllegalAction:", e.rule_id, "-", e.why)
        try:
            game.apply({"player": 1, "fly": "away"})
        except MalformedAction as e:
            print("MalformedAction:", e)
        """),
        md("## Actions as text"),
        code("""
        from puertorico_nb import Action
        a = Action.from_mapping({"player": 1, "ship": "corn", "on": 6})
        print(a, "|", a.to_mapping())
        """),
        md("## Undo, redo, clone"),
        code("""
        before = game.state.players[0].doubloons
        game.undo()
        assert game.state.players[0].doubloons < before
        game.redo()
        copy = game.clone()
        copy.apply({"player": 1, "choose_role": "builder"})
        assert len(copy.log) == len(game.log) + 1
        """),
        md("## Saving and replaying: a game is its start plus its log"),
        code("""
        text = game.to_json()
        again = Game.from_json(text)
        assert again.state == game.state
        print(len(text), "characters of JSON")
        """),
        md("## Scores and a whole game"),
        code("""
        import random
        rng = random.Random(3)
        full = Game(players=3, seed=3)
        while not full.game_over:
            full.apply(full.legal_actions().random(rng))
        print(full.scores(), "winner:", full.winners())
        print(full.score_breakdown()[full.winners()[0]])
        """),
        md("## The rule catalogue"),
        code("""
        from puertorico_nb.core import catalogue
        rule = catalogue.get("captain.largest-empty-ship")
        print(rule)
        print([r.id for r in catalogue.search("wharf")])
        """),
        md("## Rulings"),
        code("""
        report = check('''
        title: Choosing the prospector earns a doubloon
        steps:
          - act: {player: 0, choose_role: prospector}
          - expect: {players: {0: {doubloons: 4}}}
        ''')
        print(report)
        assert report.ok
        """),
        md("## Widgets (need the `widgets` extra)"),
        code("""
        from puertorico_nb.widgets import TableWidget, WalkthroughWidget, ScoreSheet, RulingReport
        table = TableWidget(players=3, seed=2, names=["Ana", "Ben", "Caro"], bots=[1, 2])
        table
        """),
        code("""
        assert table.act({"player": 0, "choose_role": "trader"})
        print(table.message)
        ScoreSheet(full, names=["Ana", "Ben", "Caro"])
        """),
    ]


def ruling_format():
    return [
        md("""
        # The ruling-file format

        A ruling is a small, shareable test of one rule: a position, some moves, and what the
        rules say must happen. This notebook walks through every part of the format, running
        each piece. The tutorial [check a ruling yourself](../tutorials/11_check_a_ruling.ipynb)
        is the gentle introduction.
        """),
        code("""
        import json
        import puertorico_nb
        from puertorico_nb.rulings.loader import schema
        from puertorico_nb.teaching import EXAMPLES
        """),
        md("""
        ## Shape

        YAML or JSON; a file holds one ruling (a mapping) or many (`rulings: [...]`). Top-level keys:
        """),
        code("""
        top = schema()
        print(sorted(top.get("$defs", {}).keys())[:20])
        print(json.dumps(top, indent=1)[:1500])
        """),
        md("""
        ## setup: only what differs from a fresh game

        Players are numbered from zero in seating order. A tile or building written as a name
        has no colonist; `{name: n}` has `n` colonists.
        """),
        code('''
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
        '''),
        md("""
        ## steps: act, reject (with an optional `because`), expect

        `because` matches part of the rule id or the message, case-insensitively. `expect`
        compares only the keys written; `legal_includes` and `legal_excludes` ask about the
        player to act.
        """),
        code('''
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
        '''),
        md("## YAML 1.2 booleans: `on` stays a key"),
        code("""
        from puertorico_nb.rulings.loader import parse_yaml
        print(parse_yaml("ship: sugar\\non: 7"))
        """),
        md("## Reports: text, JSON, HTML"),
        code("""
        report = puertorico_nb.check(EXAMPLES / "captain_worked_example.yaml")
        print(report.summary())
        print(json.dumps(report.to_dict(), indent=1)[:800])
        report
        """),
        md("""
        ## Exit status from the command line

        `python -m puertorico_nb check PATH` exits 0 when every ruling holds, 1 when a step
        fails, 2 when a file cannot be read or breaks the format.
        """),
        code("""
        import subprocess, sys
        done = subprocess.run([sys.executable, "-m", "puertorico_nb", "check", str(EXAMPLES / "prospector.yaml")],
                              capture_output=True, text=True)
        print(done.stdout)
        assert done.returncode == 0
        """),
    ]


NOTEBOOKS = {"api_tour": api_tour, "ruling_format": ruling_format}
