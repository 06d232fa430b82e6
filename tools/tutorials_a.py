"""Tutorials 01-06: the round and roles, settler, mayor, builder, craftsman, trader."""
from common_cells import closing, opening, question, rule_cell, walk_cells, your_turn
from nbtools import code, md


# -- 01 the round and the roles -----------------------------------------------------------------
def round_and_roles():
    slug = "01_round_and_roles"
    names = ["Lena", "Omar", "Priya", "Jonas"]
    return [
        *opening(slug, [
            "Choose a role and say what it gives you.",
            "Say when a round ends, and who is governor next.",
            "Spot a role that is not yours to take.",
        ], names, extra_imports="from puertorico_nb import Game"),
        md("""
        ## The rule in our words

        Puerto Rico is played in rounds. In each round, starting with the **governor**, every player
        chooses one **role** card. Everyone then carries out that role, the chooser first, and the
        chooser gets a little extra: the role's **privilege**.

        Here is a new game for your table. Look for the role cards near the top, and the governor badge.
        """),
        code("""
        new_game = Game(players=4, seed=2)
        picture(new_game, names)
        """),
        rule_cell("setup.roles", "setup.doubloons", "round.one-role-each"),
        md("""
        A role someone has taken stays with them until the round ends. Doubloons lying on a card
        go to whoever takes it.
        """),
        rule_cell("role.already-taken", "role.collect-doubloons"),
        md("""
        When everyone has chosen, the round ends. Each role nobody chose gets a doubloon, which
        makes it tempting next round. Then the governor card moves to the next player, who
        picks first.
        """),
        rule_cell("round.unchosen-role-doubloon", "round.governor-passes"),
        md("""
        ## The book's worked example

        It is the last pick of a round. Lena, Omar and Priya have chosen. Jonas picks last.
        """),
        code("""
        ruling = example("prospector", 1)
        picture(start(ruling), names)
        """),
        *walk_cells("ruling", [
            "Jonas cannot take a role already chosen, and the prospector is free: it pays him a doubloon. "
            "His is the last pick, so the round ends.",
        ]),
        code("""
        before, after = facts(start(ruling)), facts(play(ruling))
        for role, money in after["roles"].items():
            print(f"{role:11} {before['roles'][role]} -> {money} doubloons on the card")
        print("Governor now:", names[after["governor"]])
        """),
        *your_turn("ruling", 0, "Be Jonas. Choose any free role on the table below (the role cards are buttons)."),
        md("""
        ### A faded example: predict first

        Same table, but Jonas picks the **trader** instead. Nobody has goods to sell, so the
        round ends at once. How many doubloons lie on the prospector card afterwards?
        """),
        code("""
        faded = start(ruling)
        your_guess = ...   # a number
        """),
        code("""
        faded.apply({"player": 3, "choose_role": "trader"})
        answer = facts(faded)["roles"]["prospector"]
        assert answer == facts(start(ruling))["roles"]["prospector"] + 1   # unchosen: one more
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** after the worked example, who is the governor?", "a name, like \"Lena\"", """
            answer = names[facts(play(ruling))["governor"]]
            assert answer != names[facts(start(ruling))["governor"]]
        """),
        *question("**Second:** after the round, how many doubloons lie on the trader card?", "a number", """
            answer = facts(play(ruling))["roles"]["trader"]
        """),
        *question("**Third:** before Jonas picks, may Lena choose the captain?", "True or False", """
            answer = start(ruling).is_legal({"player": 0, "choose_role": "captain"})
            assert answer == (start(ruling).turn == 0)   # only the player whose turn it is
        """),
        md("""
        ## Common mistakes

        **"The settler is the best role, so I take it again."** A role chosen this round is gone until the round ends.
        """),
        code('refused(start(ruling), {"player": 3, "choose_role": "settler"}, names)'),
        md("**\"I know what I want, so I choose now.\"** Roles are chosen in turn, from the governor."),
        code('refused(start(ruling), {"player": 0, "choose_role": "captain"}, names)'),
        *closing(slug),
    ]


# -- 02 the settler -------------------------------------------------------------------------------
def settler():
    slug = "02_settler"
    names = ["Sofia", "Malik", "Hana", "Pedro"]
    return [
        *opening(slug, [
            "Take a plantation, or a quarry when you may.",
            "Use a hacienda, a hospice and a construction hut.",
            "Say what the row of plantations looks like after the phase.",
        ], names),
        md("""
        ## The rule in our words

        In the settler phase each player, the settler first, may take **one** of the face-up
        plantations and lay it on an empty island space. The settler may take a **quarry**
        instead. At the end, the tiles nobody took are cleared away and a fresh row is turned up.
        """),
        rule_cell("settler.face-up-only", "settler.one-tile", "settler.quarry-privilege", "settler.refill-row"),
        code("""
        ruling = example("hacienda_hospice_construction_hut")
        picture(play(ruling, 1), names)
        """),
        md("""
        Some small buildings change this phase, while a colonist works in them:

        - the **hacienda** lets you first draw an unseen plantation from the stack, as an extra tile;
        - the **hospice** puts a colonist from the supply on the tile you take;
        - the **construction hut** lets you take a quarry even when you are not the settler.
        """),
        rule_cell("settler.hacienda-draw", "settler.hospice-colonist", "building.construction-hut"),
        md("""
        ## The book's worked example

        Sofia owns a working hacienda and a working hospice. She takes the settler.
        """),
        *walk_cells("ruling", [
            "Sofia has the most to gain from the settler: her hacienda and hospice only work in this phase.",
            "The hacienda draw comes first, before the normal pick, and the tile arrives without a colonist.",
            "Now her normal pick. Coffee is the most valuable tile, and the hospice puts a colonist on it.",
            "Malik has no construction hut, so no quarry for him. He takes corn.",
            "Hana takes indigo.",
            "Pedro passes: taking a tile is never compulsory.",
        ]),
        *your_turn("hut", 1, """
        A second example: Sofia owns a hacienda and a **construction hut**. Be Sofia. Draw with the
        hacienda first, then take your tile: a quarry is allowed for her.
        """.strip(), book_move=1),
        md("""
        ### A faded example: predict first

        The first example again, but Sofia's hospice has **no colonist**. Does the coffee still
        arrive with a colonist on it?
        """),
        code("""
        import copy
        faded = copy.deepcopy(ruling)
        faded["setup"]["players"][0]["city"] = [{"hacienda": 1}, "hospice"]
        your_guess = ...   # True or False
        """),
        code("""
        def coffee_manned(r):
            return {"coffee": 1} in facts(play(r, 3))["players"][0]["island"]
        answer = coffee_manned(faded)
        assert answer != coffee_manned(ruling)   # only a manned hospice works
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** in the first example, how many tiles lie on Sofia's island after her turn?", "a number", """
            answer = len(facts(play(ruling, 3))["players"][0]["island"])
            assert answer == len(facts(start(ruling))["players"][0]["island"]) + 2   # hacienda tile + normal pick
        """),
        *question("**Second:** in the second example, may Hana take a quarry?", "True or False", """
            answer = play(hut, 4).is_legal({"player": 2, "settle": "quarry"})
        """),
        *question("**Third:** how many colonists leave the supply when Sofia takes her coffee in the first example?", "a number", """
            answer = facts(play(ruling, 2))["supply"]["colonists"] - facts(play(ruling, 3))["supply"]["colonists"]
        """),
        md("""
        ## Common mistakes

        **"The hacienda lets me draw twice."** One draw per phase.
        """),
        code('refused(play(ruling, 2), {"player": 0, "settle": "hidden"}, names)'),
        md("**\"Anyone may take a quarry.\"** Only the settler, or the owner of a working construction hut."),
        code('refused(play(ruling, 3), {"player": 1, "settle": "quarry"}, names)'),
        md("**\"I'll take a tile from the stack instead.\"** Without a hacienda you pick from the face-up row."),
        code('refused(play(ruling, 3), {"player": 1, "settle": "hidden"}, names)'),
        *closing(slug),
    ]


def _settler_cells():
    cells = settler()
    # the second example is loaded in the setup cell, so every later cell can use it
    cells[1].source += '\nhut = example("hacienda_hospice_construction_hut", 1)'
    return cells


# -- 03 the mayor ---------------------------------------------------------------------------------
def mayor():
    slug = "03_mayor"
    names = ["Nadia", "Theo", "Aiko", "Bruno"]
    return [
        *opening(slug, [
            "Say how many colonists each player receives.",
            "Lay out your colonists so that no rule is broken.",
            "Say how many colonists the ship brings next time.",
        ], names),
        md("""
        ## The rule in our words

        The mayor takes one extra colonist from the supply. Then the colonists on the ship are
        handed out **one at a time**, the mayor first and then clockwise, until the ship is empty.
        """),
        rule_cell("mayor.privilege-colonist", "mayor.deal-ship"),
        code("""
        ruling = example("mayor_distribution")
        picture(start(ruling), names)
        """),
        md("""
        Then every player lays out **all** their colonists afresh, old and new, one per circle.
        A colonist may wait in San Juan only while no circle on your board is empty.
        """),
        rule_cell("mayor.place-all-colonists", "mayor.space-capacity", "mayor.fill-before-san-juan"),
        md("""
        Last, the mayor refills the ship: one colonist for every **empty circle on buildings**
        (plantations do not count), but never fewer than there are players.
        """),
        rule_cell("mayor.refill-ship", "mayor.colonist-shortage"),
        md("## The book's worked example: the distribution"),
        *walk_cells("ruling", [
            "Nadia takes the mayor: her extra colonist and the first one off the ship go to her.",
            "Nadia fills both her circles. The colonist left over may now wait in San Juan.",
            "Theo fills his plantation and one circle of his sugar mill.",
            "Aiko has a single colonist. She staffs her corn, which produces without a building.",
            "Bruno has only a plantation, so his colonist goes there.",
        ]),
        code("""
        dealt = facts(play(ruling, 1))
        for seat, name in enumerate(names):
            print(f"{name} receives {dealt['players'][seat]['san_juan']} colonists")
        print("Colonists on the ship for next time:", facts(play(ruling))["colonist_ship"])
        """),
        *your_turn("ruling", 1, "Be Nadia: lay out your colonists. The layouts are listed under the table."),
        md("""
        ### A faded example: predict first

        Same table, but the ship brings **one more colonist**. Who receives it?
        """),
        code("""
        import copy
        faded = copy.deepcopy(ruling)
        faded["setup"]["colonist_ship"] += 1
        your_guess = ...   # a name
        """),
        code("""
        more, usual = facts(play(faded, 1))["players"], facts(play(ruling, 1))["players"]
        gainers = [names[s] for s in range(4) if more[s]["san_juan"] > usual[s]["san_juan"]]
        assert len(gainers) == 1
        answer = gainers[0]
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** how many colonists does Nadia receive in all, the privilege included?", "a number", """
            answer = facts(play(ruling, 1))["players"][0]["san_juan"]
        """),
        *question("**Second:** how many colonists go on the ship at the end of the phase?", "a number", """
            end = play(ruling)
            empty = sum(end.ruleset.building(b).circles - w
                        for p in end.state.players for b, w in zip(p.city, p.city_workers))
            answer = facts(end)["colonist_ship"]
            assert answer == max(empty, end.players)
        """),
        *question("**Third:** may Nadia keep colonists waiting in San Juan and leave her plantation empty?", "True or False", """
            answer = play(ruling, 1).is_legal(
                {"player": 0, "place": {"island": ["indigo"], "city": [{"small_indigo_plant": 1}], "san_juan": 2}})
        """),
        md("""
        ## Common mistakes

        **"I'll keep colonists in San Juan for later."** Not while a circle is empty.
        """),
        code("""
        refused(play(ruling, 1), {"player": 0, "place": {"island": ["indigo"], "city": [{"small_indigo_plant": 1}], "san_juan": 2}}, names)
        """),
        md("**\"Everyone places at once.\"** Layouts go in turn, from the mayor."),
        code("""
        refused(play(ruling, 1), {"player": 1, "place": {"island": [{"indigo": 1}], "city": [{"sugar_mill": 1}], "san_juan": 0}}, names)
        """),
        *closing(slug),
    ]


# -- 04 the builder -------------------------------------------------------------------------------
def builder_tutorial():
    slug = "04_builder"
    names = ["Clara", "Diego", "Yuki", "Samir"]
    return [
        *opening(slug, [
            "Work out what a building costs you.",
            "Say how much the builder's privilege and your quarries take off.",
            "Say which buildings you may never buy.",
        ], names, extra_imports="from puertorico_nb.games.puerto_rico.roles import builder"),
        md("""
        ## The rule in our words

        In the builder phase each player, the builder first, may buy one building. The builder
        pays one doubloon less. Each **manned quarry** takes one more doubloon off, but only as
        many quarries count as the building's **column** number. A price never goes below zero,
        and you must be able to pay it.
        """),
        rule_cell("builder.privilege-discount", "builder.quarry-discount", "builder.cost-floor", "builder.afford"),
        md("""
        You may build once per phase, never a second copy of a building you own, and a large
        building needs a double city space.
        """),
        rule_cell("builder.one-per-phase", "builder.one-of-each", "builder.city-space"),
        md("""
        ## The book's worked example: the quarry price list

        Diego and Yuki each own manned quarries. Clara took the builder and passed. Here are
        Diego's prices, column by column, straight from the engine:
        """),
        code("""
        ruling = example("quarry_prices")
        diego = play(ruling, 2)
        quarries = sum(1 for t in facts(diego)["players"][1]["island"] if t == {"quarry": 1})
        print(f"Diego owns {quarries} manned quarries.")
        for column in (1, 2, 3, 4):
            row = [b for b in diego.ruleset.buildings if b.column == column and b.id in diego.state.buildings_order]
            print(f"Column {column}: " + ", ".join(
                f"{b.id.replace('_', ' ')} {b.cost}->{builder.price(diego.ruleset, diego.state, 1, b.id)}" for b in row))
        """),
        *walk_cells("ruling", [
            "Clara takes the builder. She has no money, so her privilege does not help her this time.",
            "Clara cannot afford anything, so she passes.",
            "Diego's doubloons buy only the construction hut: column one, so only one quarry counts.",
            "Yuki's quarries all count in column four, so the city hall fits her purse.",
        ]),
        *your_turn("ruling", 2, "Be Diego. The prices on the building cards are his. Buy something, or pass."),
        md("""
        ### A faded example: predict first

        Same table, but Diego owns **one more manned quarry**. Does the office become cheaper for him?
        """),
        code("""
        import copy
        faded = copy.deepcopy(ruling)
        faded["setup"]["players"][1]["island"] = faded["setup"]["players"][1]["island"] + [{"quarry": 1}]
        your_guess = ...   # True or False
        """),
        code("""
        def office_price(r):
            g = play(r, 2)
            return builder.price(g.ruleset, g.state, 1, "office")
        answer = office_price(faded) < office_price(ruling)
        assert office_price(ruling) == diego.ruleset.building("office").cost - diego.ruleset.building("office").column
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** what does Yuki pay for the city hall?", "a number", """
            yuki = play(ruling, 3)
            answer = builder.price(yuki.ruleset, yuki.state, 2, "city_hall")
            assert answer == yuki.ruleset.building("city_hall").cost - quarries   # all count in column four
        """),
        *question("**Second:** the builder herself owns the same quarries. What does she pay for a harbor?", "a number", """
            own = play(example("quarry_prices", 2), 1)
            answer = builder.price(own.ruleset, own.state, 0, "harbor")
            assert answer == own.ruleset.building("harbor").cost - quarries - 1   # quarries plus the privilege
        """),
        *question("**Third:** may Diego buy the office with the money he has?", "True or False", """
            answer = diego.is_legal({"player": 1, "build": "office"})
        """),
        md("""
        ## Common mistakes

        **"All my quarries count."** Only as many as the column number.
        """),
        code('refused(diego, {"player": 1, "build": "office"}, names)'),
        md("**\"A second small market makes more money.\"** You may own only one of each building."),
        code("""
        twice = example("builder_rules", 0)
        refused(play(twice, 1), {"player": 0, "build": "small_market"}, names)
        """),
        md("**\"A large building fits in my last space.\"** It needs a double space."),
        code("""
        full = example("builder_rules", 1)
        refused(play(full, 1), {"player": 0, "build": "guild_hall"}, names)
        """),
        *closing(slug),
    ]


# -- 05 the craftsman -----------------------------------------------------------------------------
def craftsman():
    slug = "05_craftsman"
    names = ["Ines", "Felix", "Amara", "Lukas"]
    return [
        *opening(slug, [
            "Count the barrels a player produces.",
            "Pick the craftsman's extra barrel.",
            "Say what a factory pays.",
        ], names),
        md("""
        ## The rule in our words

        In the craftsman phase everyone produces, the craftsman first. Corn needs only a manned
        corn plantation. Every other good needs **pairs**: a manned plantation *and* a manned
        circle in a building for that good. You get whichever count is smaller.
        """),
        rule_cell("craftsman.production", "craftsman.corn-needs-no-building", "building.production"),
        code("""
        ruling = example("production")
        picture(start(ruling), names)
        """),
        md("""
        After everyone has produced, the craftsman may take **one more barrel** of a good they
        just produced. If the supply runs short, barrels go round from the craftsman.
        """),
        rule_cell("craftsman.privilege-bonus", "craftsman.supply-shortage"),
        md("## The book's worked example: production"),
        *walk_cells("ruling", [
            "Ines produces more goods than anyone, so the craftsman suits her.",
            "Sugar sells better than corn, and indigo was not produced, so sugar is her best extra barrel.",
        ]),
        code("""
        made = facts(play(ruling, 1))["players"][0]["goods"]
        island = facts(start(ruling))["players"][0]["island"]
        for good in ("corn", "sugar", "tobacco"):
            manned = sum(1 for t in island if t == {good: 1})
            print(f"{good:8} manned plantations {manned}, barrels made {made[good]}")
        """),
        md("""
        ### The factory

        A manned factory pays for the **number of kinds** you actually received this phase:
        nothing for one kind, then more for each kind, with a jump for all of them.
        """),
        rule_cell("craftsman.factory", "building.factory"),
        code("""
        factory = example("factory")
        print(factory["description"])
        WalkthroughWidget(factory, names=names)
        """),
        code("""
        before, after = facts(start(factory))["players"][0], facts(play(factory))["players"][0]
        kinds = sum(1 for n in after["goods"].values() if n)
        print(f"Ines received {kinds} kinds and {after['doubloons'] - before['doubloons']} doubloons from her factory.")
        """),
        *your_turn("ruling", 1, "Be Ines. Everyone has produced; choose your extra barrel, or pass."),
        md("""
        ### A faded example: predict first

        Same board, but a **second colonist** works in Ines's tobacco storage. How many tobacco barrels does she make?
        """),
        code("""
        import copy
        faded = copy.deepcopy(ruling)
        faded["setup"]["players"][0]["city"] = [{"small_sugar_mill": 1}, {"sugar_mill": 3}, {"tobacco_storage": 2}]
        your_guess = ...   # a number
        """),
        code("""
        answer = facts(play(faded, 1))["players"][0]["goods"]["tobacco"]
        tobacco_fields = sum(1 for t in facts(start(faded))["players"][0]["island"] if t == {"tobacco": 1})
        assert answer == min(tobacco_fields, 2)   # pairs: plantations and storage circles
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** how many sugar barrels does Ines produce, before her extra barrel?", "a number", """
            answer = facts(play(ruling, 1))["players"][0]["goods"]["sugar"]
            fields = sum(1 for t in facts(start(ruling))["players"][0]["island"] if t == {"sugar": 1})
            assert answer == fields   # fewer fields than mill circles: the fields decide
        """),
        *question("**Second:** a factory owner receives every kind of good. How many doubloons does the factory pay?", "a number", """
            five = example("factory", 1)
            answer = facts(play(five))["players"][0]["doubloons"] - facts(start(five))["players"][0]["doubloons"]
        """),
        *question("**Third:** in the shortage example, may Ines take sugar as her extra barrel?", "True or False", """
            short = example("production", 1)
            answer = play(short, 1).is_legal({"player": 0, "bonus": "sugar"})
        """),
        md("""
        ## Common mistakes

        **"My extra barrel can be any good."** Only a good you just produced.
        """),
        code('refused(play(ruling, 1), {"player": 0, "bonus": "indigo"}, names)'),
        md("**\"The craftsman takes the extra barrel first.\"** It comes after everyone has produced, so the supply may be gone."),
        code('refused(play(example("production", 1), 1), {"player": 0, "bonus": "sugar"}, names)'),
        *closing(slug),
    ]


# -- 06 the trader --------------------------------------------------------------------------------
def trader():
    slug = "06_trader"
    names = ["Zoe", "Ravi", "Elif", "Marco"]
    return [
        *opening(slug, [
            "Say what a barrel sells for, with the trader's extra doubloon.",
            "Add what a small and a large market pay.",
            "Say when an office lets you sell a good the trading house already holds.",
        ], names),
        md("""
        ## The rule in our words

        In the trader phase each player, the trader first, may sell **one barrel** to the trading
        house. Each good has its price; the trader gets one doubloon more. The house takes only
        goods it does not hold yet, and has room for a handful of barrels.
        """),
        rule_cell("trader.own-the-good", "trader.price", "trader.privilege", "trader.distinct-goods", "trader.house-full"),
        code("""
        ruling = example("office")
        picture(play(ruling, 1), names)
        """),
        md("""
        A full house is emptied at the end of the phase. Markets add doubloons to every sale, and
        a manned **office** lets its owner sell a good that is already in the house.
        """),
        rule_cell("trader.clear-when-full", "trader.small-market", "trader.large-market", "trader.office"),
        md("## The book's worked example: the small market"),
        code("""
        market = example("small_market")
        print(market["description"])
        WalkthroughWidget(market, names=names)
        """),
        md("## The book's worked example: the office"),
        *walk_cells("ruling", [
            "Zoe has nothing to sell, but the trader keeps others from the richest sales.",
            "Ravi's office lets him add tobacco although tobacco is already in the house.",
            "Elif has an office too, so she sells tobacco as well.",
            "Marco has no office, so no tobacco for him; corn is all he can sell. The house is then full.",
        ]),
        *your_turn("ruling", 1, "Be Ravi. Sell a barrel, or pass."),
        md("""
        ### A faded example: predict first

        The trader sells coffee with both markets. Now take away the **large market**. How many doubloons does the sale bring?
        """),
        code("""
        import copy
        both = example("small_market", 2)
        faded = copy.deepcopy(both)
        faded["setup"]["players"][0]["city"] = [{"small_market": 1}]
        your_guess = ...   # a number
        """),
        code("""
        def takings(r):
            return facts(play(r))["players"][0]["doubloons"] - facts(start(r))["players"][0]["doubloons"]
        answer = takings(faded)
        assert takings(both) - answer == 2   # what the large market adds
        reveal(your_guess, answer)
        """),
        md("## Check yourself\n\nAnswer in each cell, then run the cell below it."),
        *question("**First:** how many doubloons does Elif get for her tobacco?", "a number", """
            answer = facts(play(ruling, 3))["players"][2]["doubloons"] - facts(start(ruling))["players"][2]["doubloons"]
        """),
        *question("**Second:** how many barrels are in the trading house after the phase?", "a number", """
            answer = len(facts(play(ruling))["trading_house"])
        """),
        *question("**Third:** a trader who passes: do her doubloons stay the same?", "True or False", """
            idle = example("small_market", 3)
            answer = facts(play(idle))["players"][0]["doubloons"] == facts(start(idle))["players"][0]["doubloons"]
        """),
        md("""
        ## Common mistakes

        **"Tobacco is in the house, but I'll add mine."** Only with a working office.
        """),
        code('refused(play(ruling, 3), {"player": 3, "sell": "tobacco"}, names)'),
        md("**\"The office opens a full house.\"** It does not: when the house is full the phase is over."),
        code("""
        full = example("office_full_house")
        refused(play(full, 2), {"player": 2, "sell": "tobacco"}, names)
        """),
        md("**\"I sell what I will produce later.\"** You sell a barrel you hold."),
        code('refused(play(ruling, 1), {"player": 1, "sell": "coffee"}, names)'),
        *closing(slug),
    ]


NOTEBOOKS = {
    "01_round_and_roles": round_and_roles,
    "02_settler": _settler_cells,
    "03_mayor": mayor,
    "04_builder": builder_tutorial,
    "05_craftsman": craftsman,
    "06_trader": trader,
}
