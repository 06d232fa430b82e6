"""Tutorials 14-16, from the Korean rulebook only: the game for a pair of players, Expansion I
(New Buildings, with the building draft) and Expansion II (Nobles)."""
from common_cells import closing, opening, question, rule_cell, walk_cells, your_turn
from nbtools import code, md


# -- 14 head to head ------------------------------------------------------------------------------
def two_players():
    slug = "14_two_players"
    names = ["Sina", "Mateo"]
    return [
        *opening(slug, [
            "Set up Puerto Rico for a pair of players: what is left in the box, and what is on the table.",
            "Say who chooses each role in a round, and where the leftover doubloon goes.",
        ], names, extra_imports="from puertorico_nb import Game"),
        md("""
        ## The rule in our words

        With only a pair of players the table is smaller. Each of you starts with a little money,
        the governor with an indigo plantation and the other player with corn. Some plantations of
        each kind, some quarries and some barrels of each good stay in the box; fewer victory
        points and colonists are in play; only the smallest and the largest cargo ship sail; every
        violet building comes once, every production building twice. Only the Korean book
        has these rules.
        """),
        rule_cell("setup.two-players"),
        md("Here is the table before the first role, straight from the engine:"),
        code("""
        ruling = example("korean_two_players")
        table_now = start(ruling)
        picture(table_now, names)
        """),
        md("The engine's own numbers, set beside a game for more players so you can see what shrinks:"),
        code("""
        pair, bigger = facts(table_now), facts(Game(players=3))
        for what, ours, theirs in [
            ("doubloons each", pair["players"][0]["doubloons"], bigger["players"][0]["doubloons"]),
            ("VP chips", pair["supply"]["vp"], bigger["supply"]["vp"]),
            ("colonists in the supply", pair["supply"]["colonists"], bigger["supply"]["colonists"]),
            ("colonists on the ship", pair["colonist_ship"], bigger["colonist_ship"]),
            ("quarries", pair["quarries"], bigger["quarries"]),
            ("cargo ships", [s["capacity"] for s in pair["ships"]], [s["capacity"] for s in bigger["ships"]]),
            ("role cards", len(pair["roles"]), len(bigger["roles"])),
            ("face-up plantations", len(pair["plantations"]), len(bigger["plantations"])),
        ]:
            print(f"{what:24} pair: {str(ours):10} three players: {theirs}")
        print("Starting plantations:", {names[i]: p["island"] for i, p in pair["players"].items()})
        """),
        md("""
        ### Who chooses when

        The governor chooses first; then you take turns, again and again, until every role but
        one is taken: each of you carries out **several** roles a round, not just one. The role
        nobody chose gets a doubloon, and the governor card passes to the other player, who opens
        the next round.
        """),
        rule_cell("round.two-player-order", "role.collect-doubloons"),
        md("""
        ## The book's worked example: a round for a pair

        Nobody has money, barrels or colonists yet, so each phase is short. Watch whose turn it is
        after every role.
        """),
        code('ruling = example("korean_two_players", 1)'),
        *walk_cells("ruling", [
            "Sina is governor, so she chooses first; with no money, the prospector's doubloon is the best she can get.",
            "Now it is Mateo's turn. Nobody has barrels, so the captain is a safe pick that helps nobody.",
            "Back to Sina for her second role. The trader changes nothing for anyone, and that is fine.",
            "Mateo's second role. Without plantations nobody produces anything.",
            "Sina's third role is the builder; she has no money left to build with.",
            "So she passes, and Mateo, who cannot pay for any building, is skipped.",
            "Mateo's third role is the settler.",
            "He could take a plantation, but he passes.",
            "Sina passes too. Six roles are done, so a doubloon goes on the mayor and the governor card passes.",
            "Mateo is governor now and opens the round with the mayor, doubloon and all.",
        ]),
        *your_turn("ruling", 2, "Be Sina: you have chosen the prospector and Mateo the captain. Choose your second role."),
        md("""
        ### A faded example: predict first

        A new game, and this time **Mateo** is governor. He takes the prospector. Who chooses the
        next role? Write the name, then run both cells.
        """),
        code("""
        faded = Game(players=2, governor=1)
        act(faded, {"player": 1, "choose_role": "prospector"}, names)
        your_guess = ...   # a name
        """),
        code("""
        answer = names[faded.turn]
        assert answer != names[faded.state.governor]   # the other player, as in the book's round
        reveal(your_guess, answer)
        """),
        md("""
        ## Check yourself

        Answer in each cell, then run the cell below it.
        """),
        *question("**First:** how many victory-point chips are in play for a pair of players?", "a number", """
            answer = facts(start(ruling))["supply"]["vp"]
            assert answer < facts(Game(players=3))["supply"]["vp"]
        """),
        *question("**Second:** how many roles does each of you choose in one round?", "a number", """
            first_round = moves(ruling)[:9]
            answer = sum(1 for m in first_round if m.get("player") == 0 and "choose_role" in m)
            assert answer == sum(1 for m in first_round if m.get("player") == 1 and "choose_role" in m)
        """),
        *question("**Third:** when the next round begins, how many doubloons lie on the mayor?", "a number", """
            answer = facts(play(ruling, 9))["roles"]["mayor"]
            assert facts(play(ruling, 9))["governor"] == 1   # and Mateo is governor now
        """),
        md("""
        ## Common mistakes

        **"After my role it is my turn again."** No: you take turns, the governor first.
        """),
        code('refused(play(ruling, 1), {"player": 0, "choose_role": "captain"}, names)'),
        md("**\"The governor opens every round.\"** The governor card passes at the end of each round."),
        code('refused(play(ruling, 9), {"player": 0, "choose_role": "mayor"}, names)'),
        md("**\"We sail the middle ship too.\"** A pair of players has only the smallest and the largest cargo ship."),
        code("""
        captain_time = build_game({"players": 2, "setup": {"governor": 0, "players": {0: {"goods": {"corn": 3}}}}})
        act(captain_time, {"player": 0, "choose_role": "captain"}, names)
        print("Ships in this game:", [s["capacity"] for s in facts(captain_time)["ships"]])
        refused(captain_time, {"player": 0, "ship": "corn", "on": 5}, names)
        """),
        *closing(slug),
    ]


# -- 15 the new buildings -------------------------------------------------------------------------
def new_buildings():
    slug = "15_new_buildings"
    names = ["Hana", "Joon", "Priya"]
    return [
        *opening(slug, [
            "Draft the violet buildings a game is played with.",
            "Work out a price with forests, and use a guest house's colonists when they help most.",
            "Count what the specialty factory, the union hall and the cloister are worth.",
        ], names, extra_imports=("from puertorico_nb import Game\nfrom puertorico_nb.games.puerto_rico.ruleset import Options\n"
                                 "from puertorico_nb.games.puerto_rico.render.viewmodel import view_model")),
        md("""
        ## The rule in our words

        The New Buildings expansion adds fourteen violet kinds. Before the first round you choose
        together which violet buildings this game is played with: from the start player on, each of
        you in turn puts one kind on a free space of the supply board **with the same cost**, until
        every space is filled. Each cost has its own number of spaces; what nobody chose goes back
        in the box. Production buildings are always there.
        """),
        rule_cell("setup.draft"),
        md("Here is a draft just begun, for a pair of players. Look at the draft board: each cost says how many spaces are still free."),
        code("""
        draft = Game(players=2, seed=3, expansions=("new_buildings",), options=Options(selection="draft"))
        for kind in ["statue", "guest_house", "forest_house", "black_market", "small_market"]:
            act(draft, {"player": draft.turn, "draft": kind}, names)
        picture(draft, names)
        """),
        code("""
        for group in view_model(draft)["draft"]["groups"]:
            print(f"cost {group['cost']:2}: {group['free']} of {group['spaces']} space(s) free, drafted {group['drafted']}")
        """),
        md("""
        ### Forests

        A manned **forest house** lets you lay the plantation you take as a settler face down:
        a forest. Nobody ever works a forest, and a quarry never becomes one. Every pair of
        forests takes a doubloon off any building, even when the forest house is empty, and
        beyond what the quarries' column allows.
        """),
        rule_cell("building.forest-house"),
        md("""
        ## The book's worked example: forests and quarries

        The builder owns a forest house, forests and manned quarries, and wants a large warehouse.
        """),
        code("""
        forests = example("korean_forest_house")
        picture(play(forests, 1), names)
        """),
        *walk_cells("forests", [
            "Hana takes the builder herself: the privilege is one more doubloon off.",
            "The quarries, the privilege and the forests together leave her a single doubloon to pay, and she has it.",
        ]),
        code("""
        before, after = facts(start(forests))["players"][0], facts(play(forests))["players"][0]
        paid = before["doubloons"] - after["doubloons"]
        print(f"Hana pays {paid} doubloon(s) for the large warehouse.")
        assert paid == 1   # the book: "only 1 doubloon"
        """),
        md("""
        ### The guest house

        Colonists you put on a manned **guest house** in the mayor phase wait there. At the start,
        middle or end of any phase you may move one or both onto an empty space of yours, where
        they work at once and stay until the next mayor phase. The book's example: at the end of
        the captain phase a guest goes to the storehouse, so more barrels are kept; then the other
        goes to the library just as the trader begins, which doubles the trader's privilege.
        """),
        rule_cell("building.guest-house", "building.storehouse", "building.library"),
        code('guests = example("korean_guest_house")'),
        *walk_cells("guests", [
            "Hana takes the captain. Both ships are full, so nobody can load and the barrels must be stored.",
            "Joon would lose barrels, so a guest moves to the empty storehouse and works at once.",
            "Now Joon keeps four of his five barrels: one as usual and three more for the storehouse.",
            "Joon chooses the trader for his indigo.",
            "The second guest goes to the library before he sells: the privilege counts twice.",
            "The indigo sells for its price plus a doubled privilege.",
        ]),
        md("""
        ### The specialty factory, the union hall and the cloister

        The **specialty factory** pays one doubloon less than the barrels of the single good you
        produced most, corn not counted. The **union hall** gives a point for every pair of barrels
        of one good at your first captain turn, before loading. The **cloister** scores sets of
        identical island tiles at the end of the game; forests and quarries count.
        """),
        rule_cell("building.specialty-factory", "building.union-hall", "building.cloister"),
        code("""
        factory = example("korean_specialty_factory")
        produced = {g: n for g, n in facts(play(factory))["players"][1]["goods"].items() if n}
        print(factory["title"])
        print("  Joon produces", produced, "and the specialty factory pays",
              facts(play(factory))["players"][1]["doubloons"], "doubloon(s).")
        for k in (0, 1):
            union = example("korean_union_hall", k)
            print(union["title"])
            print("  barrels", {g: n for g, n in facts(start(union))["players"][1]["goods"].items() if n},
                  "->", facts(play(union, 1))["players"][1]["vp"], "VP before any loading")
        for k in (0, 1):
            cloister = example("korean_cloister", k)
            print(cloister["title"])
            print("  island", facts(start(cloister))["players"][0]["island"])
            print("  cloister points:", start(cloister).score_breakdown()[0]["bonuses"]["cloister"])
        """),
        md("""
        ## Your turn

        It is Joon's turn in the draft above. Pick a building for the board: the kinds whose cost has
        no free space left, and the kinds already drafted, are greyed out. Click one to hear why.
        """),
        code("""
        table = TableWidget(game=draft.clone(), names=names)
        table
        """),
        md("After you click, run the next cell. (If you have not clicked yet, it shows a legal pick instead, on a copy.)"),
        code("""
        if len(table.game.log) > len(draft.log):
            print("You played:", table.history[-1])
        else:
            print("No click yet. For example:")
            act(draft.clone(), next(iter(draft.legal_actions())), names)
        picks = {a.value for a in draft.legal_actions()}
        assert "statue" not in picks and "aqueduct" not in picks   # drafted, and a full cost
        """),
        md("""
        ### A faded example: predict first

        The forest example again, but now Hana owns **a pair more** forests, with the same quarries.
        How much does the large warehouse cost her now?
        """),
        code("""
        import copy
        faded = copy.deepcopy(forests)
        faded["setup"]["players"][0]["island"] = ["forest", "forest"] + faded["setup"]["players"][0]["island"]
        builder_turn = play(faded, 1)
        your_guess = ...   # a number
        """),
        code("""
        answer = next(b["price"] for b in view_model(builder_turn)["buildings"] if b["id"] == "large_warehouse")
        assert answer == max(0, next(b["price"] for b in view_model(play(forests, 1))["buildings"]
                                     if b["id"] == "large_warehouse") - 1)   # a pair more: one less
        reveal(your_guess, answer)
        """),
        md("""
        ## Check yourself

        Answer in each cell, then run the cell below it.
        """),
        *question("**First:** in the book's example, how many doubloons does the specialty factory pay?", "a number", """
            answer = facts(play(factory))["players"][1]["doubloons"]
            assert answer == max(n for g, n in produced.items() if g != "corn") - 1
        """),
        *question("**Second:** in the book's second union-hall example, how many points does the union hall give?", "a number", """
            answer = facts(play(example("korean_union_hall", 1), 1))["players"][1]["vp"]
        """),
        *question("**Third:** the book's cloister example with a third corn instead of the coffee: how many cloister points?", "a number", """
            answer = start(example("korean_cloister", 1)).score_breakdown()[0]["bonuses"]["cloister"]
            assert answer > start(example("korean_cloister", 0)).score_breakdown()[0]["bonuses"]["cloister"]
        """),
        md("""
        ## Common mistakes

        **"I draft the aqueduct onto a free space that costs more."** A building goes on a space of its own cost only.
        """),
        code('refused(draft, {"player": draft.turn, "draft": "aqueduct"}, names)'),
        md("**\"A quarry can be a forest.\"** Only plantations are laid face down."),
        code("""
        settle = example("korean_forest_house", 2)
        refused(play(settle, 2), {"player": 1, "settle": "quarry", "forest": True}, names)
        """),
        md("**\"A guest may join a colonist on a full building.\"** Guests need an empty space of their owner's."),
        code('refused(start(example("korean_guest_house", 1)), {"player": 0, "guest": "storehouse"}, names)'),
        md("**\"The specialty factory's extra barrel may be anything.\"** The craftsman's extra barrel must be a good just produced."),
        code('refused(play(example("korean_specialty_factory", 1), 1), {"player": 0, "bonus": "coffee"}, names)'),
        md("**\"Someone can stand on the statue.\"** It has no circle at all."),
        code("""
        statue = example("korean_new_buildings", 9)
        refused(play(statue, 1), {"player": 0, "place": {"island": [{"corn": 1}], "city": [{"statue": 1}]}}, names)
        """),
        *closing(slug),
    ]


# -- 16 the nobles ----------------------------------------------------------------------------------
def nobles():
    slug = "16_nobles"
    names = ["Amara", "Lukas", "Yuki"]
    return [
        *opening(slug, [
            "Take the noble from the colonist ship when it is worth more than a colonist.",
            "Say what the nobles buildings do with a colonist, and what they do with a noble.",
            "Count a noble's point at the end of the game.",
        ], names),
        md("""
        ## The rule in our words

        The Nobles expansion puts nobles beside the colonists. At the start and at the end of every
        mayor phase one noble takes the place of one colonist on the colonist ship. While the ship
        is dealt, the player due the next worker may take the noble instead of a colonist. A noble
        works like a colonist on any space, and is worth a victory point at the end. Every colonist
        is in play, so running out of colonists ends nothing.
        """),
        rule_cell("nobles.ship-noble", "nobles.take-noble", "nobles.work-like-colonists",
                  "nobles.point-each", "nobles.colonists-never-end"),
        md("Here is the mayor phase of the book's example, just after Amara takes the mayor. The ship carries colonists (discs) and a noble (a diamond):"),
        code("""
        ruling = example("korean_nobles")
        picture(play(ruling, 1), names)
        """),
        md("""
        ## The book's worked example: the mayor takes the noble

        Amara is the mayor. She takes the noble; the colonists go round the table without any more
        choice. When the phase ends, the ship is refilled, with a new noble on it.
        """),
        *walk_cells("ruling", [
            "Amara is mayor, so the first worker from the ship is hers, and with it the choice.",
            "A noble works like a colonist and is a point at the end: Amara takes it. The colonists are dealt on without a choice.",
            "Amara puts her noble on her corn plantation; her privilege colonist waits in San Juan.",
            "Lukas mans his indigo.",
            "Yuki mans her corn. The phase ends and the ship is refilled, one noble among the workers.",
        ]),
        code("""
        end = play(ruling)
        print("Ship now:", facts(end)["colonist_ship"])
        print("Amara owns", facts(end)["players"][0]["nobles"], "noble(s) and would score",
              end.score_breakdown()[0]["total"], "point(s) now, with no chips and no buildings.")
        """),
        md("""
        ### Buildings that care who sits there

        The Nobles buildings do one thing with a colonist and another with a noble. The book's
        examples, each checked by the engine:
        """),
        rule_cell("building.land-office", "building.chapel", "building.hunting-lodge", "building.builders-office",
                  "building.royal-supplier", "building.villa", "building.jeweler", "building.royal-garden"),
        code("""
        from puertorico_nb import check
        from puertorico_nb.teaching import EXAMPLES
        report = check([EXAMPLES / "korean_nobles.yaml"])
        assert report.ok
        print(report.summary())
        chapel = example("korean_nobles", 2)
        for seat in (1, 2):
            before, after = facts(start(chapel))["players"][seat], facts(play(chapel))["players"][seat]
            worker = start(chapel).state.players[seat].worker_on("chapel")
            print(f"{names[seat]}'s chapel with a {worker}: +{after['doubloons'] - before['doubloons']} doubloon(s), "
                  f"+{after['vp'] - before['vp']} VP")
        """),
        *your_turn("ruling", 1, "Be Amara, the mayor: take the noble or a colonist from the ship (the choices are in the panel under the players)."),
        md("""
        ### A faded example: predict first

        Same table, but this time the ship carries **no noble**, only colonists. Is Amara still asked
        to choose between a noble and a colonist? Write `True` or `False`, then run both cells.
        """),
        code("""
        import copy
        faded = copy.deepcopy(ruling)
        faded["setup"]["colonist_ship"] = {"colonists": 3, "nobles": 0}
        faded_game = play(faded, 1)
        your_guess = ...   # True or False
        """),
        code("""
        answer = faded_game.is_legal({"player": 0, "take": "noble"}) or faded_game.is_legal({"player": 0, "take": "colonist"})
        assert not answer and faded_game.phase == "mayor"   # the colonists were dealt at once
        reveal(your_guess, answer)
        """),
        md("""
        ## Check yourself

        Answer in each cell, then run the cell below it.
        """),
        *question("**First:** with a noble on the builders' office, what does Yuki pay for the guild hall?", "a number", """
            office = example("korean_nobles", 5)
            answer = facts(start(office))["players"][2]["doubloons"] - facts(play(office))["players"][2]["doubloons"]
        """),
        *question("**Second:** Lukas owns nobles, one of them on the jeweler. How many doubloons does the jeweler pay him?", "a number", """
            jeweler = example("korean_nobles", 8)
            answer = facts(play(jeweler))["players"][1]["doubloons"] - facts(start(jeweler))["players"][1]["doubloons"]
            assert answer == facts(play(jeweler))["players"][1]["nobles"]   # one per noble owned
        """),
        *question("**Third:** in the worked example, how many points is Amara's noble worth at the end?", "a number", """
            answer = play(ruling).score_breakdown()[0]["total"] - play(ruling).score_breakdown()[0]["chips"]
        """),
        md("""
        ## Common mistakes

        **"The mayor takes the noble, then another one."** There is one noble on the ship, and the choice is made once.
        """),
        code('refused(play(ruling, 2), {"player": 0, "take": "noble"}, names)'),
        md("**\"A colonist on the land office may sell a plantation.\"** Buying is for a colonist, selling for a noble."),
        code("""
        land = example("korean_nobles", 1)
        refused(play(land, 1), {"player": 0, "land_office": "indigo"}, names)
        """),
        md("**\"The hunting lodge takes a quarry back.\"** Only a plantation or a forest."),
        code('refused(play(example("korean_nobles", 3), 4), {"player": 1, "return_plantation": "quarry"}, names)'),
        md("**\"The royal supplier takes a pair of corn.\"** The barrels must all be different goods."),
        code('refused(play(example("korean_nobles", 6), 1), {"player": 1, "royal_supplier": ["corn", "corn"]}, names)'),
        *closing(slug),
    ]


NOTEBOOKS = {"14_two_players": two_players, "15_new_buildings": new_buildings, "16_nobles": nobles}
