"""The San Juan rule catalogue: every rule the card-game engine enforces, in our own words.

Ids start with ``sj.``; the authority is the Dutch edition ("Puerto Rico het kaartspel").
"""
from puertorico_nb.core.catalogue import Citation as C, Rule as R

DUTCH = "Dutch rulebook"
SETUP = C(DUTCH, "VOORBEREIDING (Setup)")
PLAY = C(DUTCH, "SPELVERLOOP (Course of play)")
ROLES = C(DUTCH, "De rollen (The roles)")
BUILDER = C(DUTCH, "Bouwmeester (Builder)")
PRODUCER = C(DUTCH, "Opzichter (Producer)")
TRADER = C(DUTCH, "Handelaar (Trader)")
COUNCILLOR = C(DUTCH, "Raadsheer (Councillor)")
PROSPECTOR = C(DUTCH, "Goudzoeker (Prospector)")
NEW_ROUND = C(DUTCH, "Een nieuwe ronde (A new round)")
END = C(DUTCH, "EINDE VAN HET SPEL (End of the game)")
PRODUCTION = C(DUTCH, "De (gekleurde) productiegebouwen (The production buildings)")
VIOLET = C(DUTCH, "De paarse gebouwen (The violet buildings)")
CONTENTS = C(DUTCH, "SPELMATERIAAL (Components)")
SIX = C(DUTCH, "De vier 6-gebouwen (The four 6-cost buildings)")
T = "san_juan"


def B(dutch: str, english: str) -> C:
    return C(DUTCH, f"{dutch} ({english})")


RULES = (
    # ------------------------------------------------------------------ cards and setup
    R("sj.cards.one-card-many-uses",
      "The game has 110 building cards (42 production, 68 violet); a card face up in a city is a building, "
      "in the hand it is money, face down on a production building it is a good.",
      (CONTENTS, C(DUTCH, "Doel van het spel (Object of the game)")), topic=T),
    R("sj.setup.player-count",
      "San Juan is played by two, three or four players.",
      (PLAY, C(DUTCH, "Varianten (Variants)")), topic=T,
      note="The scanned text of the Dutch book keeps no printed player count; its two-player rules and "
           "the variant deal, which runs to the fourth seat, fix the range."),
    R("sj.setup.governor-by-lot",
      "The first governor is chosen by lot and holds the governor card, which marks who picks a role first "
      "in the round.",
      (SETUP,), topic=T),
    R("sj.setup.starting-city",
      "Every player starts with one indigo plant, taken out of the cards, face up in their city.",
      (SETUP,), topic=T),
    R("sj.setup.hand",
      "After the indigo plants are out, the cards are shuffled, each player gets four hidden cards, and the "
      "rest form the face-down draw pile; the discard pile starts empty.",
      (SETUP,), topic=T),
    R("sj.setup.tiles",
      "The five trading-house tiles are shuffled into a face-down stack next to the role cards.",
      (SETUP,), topic=T),
    R("sj.setup.variant-hands",
      "In the variant deal each player is dealt four cards plus their seat number counted from the governor "
      "(five, six, seven, eight), keeps four of them and discards the rest.",
      (C(DUTCH, "Varianten (Variants)"),), topic=T,
      note="An option of the engine (variant_hands), off by default."),

    # ------------------------------------------------------------------ the two piles
    R("sj.deck.discard-face-down",
      "Cards are always discarded face down, so nobody learns what was paid, sold or thrown away.",
      (BUILDER,), topic=T),
    R("sj.deck.reshuffle-discards",
      "When a card must be drawn and the draw pile is empty, the discard pile is shuffled to become the new "
      "draw pile.",
      (BUILDER,), topic=T),
    R("sj.deck.both-piles-empty",
      "When the draw pile and the discard pile are both empty, a draw takes only the cards there are, so "
      "nobody may produce more goods than there are cards left.",
      (), topic=T, outside_books=True,
      note="The book does not cover both piles running dry; option empty_piles, default draw_what_is_there. "
           "A gold mine that turns up fewer than four cards succeeds when the costs it shows all differ."),

    # ------------------------------------------------------------------ turns and rounds
    R("sj.turn.not-your-turn",
      "Only the player whose decision it is may act: roles are picked clockwise from the governor, and each "
      "phase runs clockwise from the player who chose its role.",
      (PLAY, ROLES), topic=T),
    R("sj.action.wrong-phase",
      "Each decision belongs to its moment: a role is chosen at role choice, a building built in the builder "
      "phase, goods produced in the producer phase, and so on.",
      (PLAY, ROLES), topic=T),
    R("sj.action.pass-optional",
      "Nobody must use their action, their privilege or a building's ability: any player, the chooser "
      "included, may pass or leave a benefit unused and is then passed over. What comes with a decision is "
      "declined on it; the councillor's cards and the gold mine, which come while their owner decides "
      "nothing, may be declined ahead for the rest of the round, and the cards stay on the pile.",
      (ROLES, VIOLET), topic=T,
      note="Written pass: true, privilege: false (choosing the councillor or prospector, or on the build), "
           "carpenter, poor_house, well, market_stand or market_hall: false on the move, and decline: "
           "councillor or decline: gold_mine ahead. The producer's and trader's privilege is declined by "
           "producing or selling one good fewer."),
    R("sj.role.one-each",
      "When it is their turn to pick, a player must choose one of the roles not yet chosen this round; "
      "picking is never optional.",
      (PLAY, ROLES), topic=T),
    R("sj.role.already-taken",
      "A role chosen this round stays with its chooser until the round ends, so nobody else can choose it "
      "again in that round.",
      (ROLES,), topic=T),
    R("sj.role.two-players",
      "With two players the governor picks a second role after the other player, so three roles are carried "
      "out each round in the order governor, other player, governor.",
      (PLAY,), topic=T),
    R("sj.round.chooser-first",
      "The chooser carries out the role first, with its privilege, and then every other player clockwise "
      "carries out the action once.",
      (ROLES, PRODUCER, TRADER, COUNCILLOR), topic=T,
      note="The book calls the order within the producer, trader and councillor phases irrelevant; the "
           "engine still goes clockwise from the chooser because the draw pile's order matters."),
    R("sj.round.skip-no-action",
      "A player who cannot do anything in a phase (nothing affordable to build, no empty production "
      "building, no good to sell, no card drawn) is passed over.",
      (ROLES, PRODUCER), topic=T),
    R("sj.round.governor-passes",
      "When every pick of the round has been carried out, the role cards go back to the middle and the "
      "governor card passes to the left; the new governor starts the next round.",
      (PLAY, NEW_ROUND), topic=T),
    R("sj.round.hand-limit",
      "At the start of a new round, after the chapels, every player holding more than 7 cards discards down "
      "to 7, choosing which; at any other moment a hand may be larger.",
      (NEW_ROUND,), topic=T),
    R("sj.info.hand-sizes",
      "Everybody may know how many cards each player holds, but not which ones; nobody sees the faces of "
      "goods, and a chapel's card count may stay secret.",
      (NEW_ROUND, PRODUCER, B("Kapel", "Chapel")), topic=T),

    # ------------------------------------------------------------------ builder
    R("sj.builder.one-building",
      "In the builder phase each player, starting with the chooser, may build one building by laying a "
      "card from their hand face up in their city.",
      (BUILDER,), topic=T),
    R("sj.builder.card-in-hand",
      "A building can only be built from a card in the builder's own hand.",
      (BUILDER,), topic=T),
    R("sj.builder.cost",
      "The builder discards from the rest of their hand exactly as many cards as the building costs after "
      "every discount that applies.",
      (BUILDER,), topic=T),
    R("sj.builder.privilege",
      "The player who chose the builder pays one card less for their building, unless they decline the "
      "privilege and pay the full price.",
      (BUILDER, ROLES), topic=T),
    R("sj.builder.no-surplus",
      "Discounts never take a cost below zero: what they would save beyond the printed cost is lost, and a "
      "builder who builds nothing gets nothing for their discounts.",
      (BUILDER, B("Kraan", "Crane")), topic=T),
    R("sj.builder.violet-once",
      "A player may own any number of production buildings, but each violet building (monuments included) "
      "only once in their city.",
      (BUILDER, PRODUCTION, VIOLET, C(DUTCH, "De drie monumenten (The three monuments)")), topic=T),
    R("sj.violet.from-next-phase",
      "A violet building works from the end of the builder phase in which it was built: later in the same "
      "round yes, for its own construction no.",
      (VIOLET, B("Werkplaats", "Carpenter")), topic=T),
    R("sj.smithy.discount",
      "The owner of a smithy pays one card less for a production building, and nothing less for a violet "
      "one.",
      (B("Smederij", "Smithy"),), topic=T),
    R("sj.quarry.discount",
      "The owner of a quarry pays one card less for a violet building, and nothing less for a production "
      "building.",
      (B("Steengroeve", "Quarry"),), topic=T),
    R("sj.black-market.goods",
      "The owner of a black market may discard up to two of their goods when building, each lowering the "
      "cost by one card; a good may be handed in even where the cost is already covered, its card's "
      "discount then lost (it still empties the building for the next producer phase).",
      (B("Zwarte markt", "Black market"), BUILDER), topic=T,
      note="The book limits the goods to two and says a discount beyond the cost is not paid out; nothing "
           "forbids handing in a good whose discount is lost."),
    R("sj.crane.cover",
      "The owner of a crane may build on top of one of their own buildings; the new building costs the "
      "covered building's printed cost less, and the covered card leaves the game (it is not discarded).",
      (B("Kraan", "Crane"),), topic=T),
    R("sj.crane.not-the-crane",
      "A covered building's ability cannot help the build that covers it, so the crane itself can never be "
      "built over.",
      (B("Kraan", "Crane"),), topic=T),
    R("sj.crane.never-same-building",
      "A building may not be built over a copy of the same building.",
      (B("Kraan", "Crane"),), topic=T),
    R("sj.crane.good-discarded",
      "A good lying on a production building that is built over goes to the discard pile.",
      (B("Kraan", "Crane"),), topic=T,
      note="Our readings where the book is silent: a black market may first spend that good as payment, "
           "and of several copies of the named building an empty one is covered first."),
    R("sj.crane.rebuild-covered",
      "A violet building that was built over may be built again later, and a covered building no longer "
      "works or scores.",
      (B("Kraan", "Crane"),), topic=T),
    R("sj.carpenter.draw",
      "After building a violet building and paying for it, the owner of a carpenter draws one card, or may "
      "leave it; a production building earns nothing, nor does the carpenter's own construction.",
      (B("Werkplaats", "Carpenter"), VIOLET), topic=T),
    R("sj.poor-house.draw",
      "After building, the owner of a poor house holding no more than one card may draw one card (after "
      "the carpenter's card, or its absence if left); a player who builds nothing gets nothing.",
      (B("Armenhuis", "Poor house"), VIOLET), topic=T),

    # ------------------------------------------------------------------ producer
    R("sj.producer.one-good",
      "In the producer phase each player may produce one good: the top card of the draw pile goes unseen "
      "and face down onto one of their empty production buildings.",
      (PRODUCER,), topic=T),
    R("sj.producer.privilege",
      "The player who chose the producer may produce one more good, on another empty production building.",
      (PRODUCER,), topic=T),
    R("sj.producer.empty-building",
      "A production building holds at most one good, so a player without an empty production building "
      "cannot produce.",
      (PRODUCER,), topic=T),
    R("sj.aqueduct.extra-good",
      "The owner of an aqueduct may produce one more good than they otherwise could.",
      (B("Aquaduct", "Aqueduct"),), topic=T),
    R("sj.well.draw",
      "The owner of a well who produces at least two goods in a producer phase draws one card, whoever "
      "chose the role, or may leave it.",
      (B("Bron", "Well"), VIOLET), topic=T),

    # ------------------------------------------------------------------ trader
    R("sj.trader.tile",
      "The trader first turns up the top trading-house tile; at the end of the phase it goes face down "
      "under the stack, so the tiles come round in an unchanging cycle.",
      (TRADER,), topic=T),
    R("sj.trader.one-sale",
      "In the trader phase each player may sell one good.",
      (TRADER,), topic=T),
    R("sj.trader.privilege",
      "The player who chose the trader may sell one more good.",
      (TRADER,), topic=T),
    R("sj.trader.own-good",
      "Only goods lying on one's own production buildings can be sold; they are discarded unseen.",
      (TRADER,), topic=T),
    R("sj.trader.price",
      "For every good sold the seller draws as many cards as the turned-up tile shows for the kind of "
      "building the good lay on.",
      (TRADER,), topic=T,
      note="The printed prices are lost in the OCR of the Dutch book; the tiles are the public encodings' "
           "(option tiles), which fit the book's trader example."),
    R("sj.trading-post.extra-sale",
      "The owner of a trading post may sell one more good than they otherwise could.",
      (B("Handelsstation", "Trading post"),), topic=T),
    R("sj.market-stand.draw",
      "The owner of a market stand who sells at least two goods in a trader phase draws one more card, or "
      "may leave it.",
      (B("Marktstand", "Market stand"), VIOLET), topic=T),
    R("sj.market-hall.draw",
      "The owner of a market hall who sells at least one good draws one more card, and only one however "
      "many goods they sell; they may leave it.",
      (B("Markthal", "Market hall"), VIOLET), topic=T),

    # ------------------------------------------------------------------ councillor
    R("sj.councillor.draw",
      "The player who chose the councillor draws five cards (two if they decline the privilege), every "
      "other player two; a player who declines the councillor's action draws nothing and the cards stay "
      "on the pile for the next player.",
      (COUNCILLOR, ROLES), topic=T),
    R("sj.councillor.keep",
      "Each player keeps one of the cards they drew as councillor and discards the others.",
      (COUNCILLOR,), topic=T),
    R("sj.prefecture.keep-two",
      "The owner of a prefecture keeps two of the cards drawn in the councillor phase instead of one.",
      (B("Prefectuur", "Prefecture"),), topic=T),
    R("sj.archive.discard-from-hand",
      "The owner of an archive takes the cards drawn in the councillor phase into the hand and then "
      "discards as many as they would have thrown away, chosen from the whole hand.",
      (B("Archief", "Archive"),), topic=T),

    # ------------------------------------------------------------------ prospector
    R("sj.prospector.draw",
      "The player who chose the prospector draws one card, unless they decline the privilege; nobody else "
      "does anything.",
      (PROSPECTOR, ROLES), topic=T),
    R("sj.gold-mine.reveal",
      "Whenever anyone chooses the prospector, every gold-mine owner turns up the top four cards of the "
      "draw pile, unless they leave the gold mine unused (then the cards stay on the pile).",
      (B("Goudgroeve", "Gold mine"), VIOLET), topic=T),
    R("sj.gold-mine.keep",
      "If the four cards a gold mine turns up all show different costs, its owner takes one of them into "
      "the hand and discards the other three.",
      (B("Goudgroeve", "Gold mine"),), topic=T),
    R("sj.gold-mine.fail",
      "If at least two of the four cards a gold mine turns up show the same cost, its owner gets nothing and "
      "all four are discarded.",
      (B("Goudgroeve", "Gold mine"),), topic=T),
    R("sj.gold-mine.order",
      "With the prospector, the chooser draws first and then the gold mines are turned up, clockwise from "
      "the chooser.",
      (), topic=T, outside_books=True,
      note="The book gives no order; option prospector_draw_first (default true)."),

    # ------------------------------------------------------------------ library
    R("sj.library.double",
      "The owner of a library who chose a role may double its privilege: builder two cards less, producer "
      "and trader two extra goods, councillor a choice from eight cards, prospector two cards; it adds to "
      "the other buildings and never helps the gold mine.",
      (B("Bibliotheek", "Library"), B("Prefectuur", "Prefecture"), B("Handelsstation", "Trading post"),
       B("Aquaduct", "Aqueduct"), B("Steengroeve", "Quarry")), topic=T,
      note="Declining it is written library: false. The library counts as used when it changes something: "
           "drawing more as councillor or prospector, paying less as builder, producing or selling beyond "
           "the undoubled limit."),
    R("sj.library.two-players",
      "With two players a library doubles a privilege only once per round: a governor who used it on the "
      "first pick cannot use it on the second.",
      (B("Bibliotheek", "Library"),), topic=T),

    # ------------------------------------------------------------------ other violet buildings
    R("sj.tower.hand-limit",
      "The owner of a tower may keep up to 12 cards when hands are checked at the start of a round.",
      (B("Toren", "Tower"), NEW_ROUND), topic=T),
    R("sj.chapel.tuck",
      "At the start of each round, before the hand limit is checked, the owner of a chapel may tuck one "
      "hand card face down under it; each such card is a point at the end, whatever its face.",
      (B("Kapel", "Chapel"), NEW_ROUND), topic=T),
    R("sj.chapel.covered-keeps-cards",
      "The cards under a chapel that a crane built over still score, and a building the chapel itself was "
      "built over is not a chapel card.",
      (B("Kraan", "Crane"), B("Kapel", "Chapel")), topic=T),
    R("sj.monument.points",
      "The statue, the victory column and the hero are worth 3, 4 and 5 points and have no other ability; "
      "a player may own several different ones but not two of the same.",
      (C(DUTCH, "De drie monumenten (The three monuments)"),), topic=T),

    # ------------------------------------------------------------------ end and scoring
    R("sj.end.twelve-buildings",
      "The game ends as soon as the builder phase ends in which a player reached 12 buildings in their city; "
      "the rest of the round is not played.",
      (END,), topic=T),
    R("sj.end.no-cards-left",
      "If at the end of a round no card can ever move again (the draw and discard piles are both empty, no "
      "good lies on any building, and no player could build a card from their hand, tuck one under a chapel "
      "or has to discard down to the hand limit), the game ends there and is scored as usual.",
      (END,), topic=T, outside_books=True,
      note="The book ends the game only after a twelfth building and never says what happens when every "
           "card lies in a city, under a chapel or under a crane's building; without this rule such a game "
           "repeats its role choices for ever. Our reading, with no other offered: the game ends with the "
           "round in which it stalled."),
    R("sj.score.buildings",
      "Each player scores the points printed on the buildings in their city (covered buildings excluded).",
      (END,), topic=T),
    R("sj.score.chapel",
      "Each card under a chapel is worth one point.",
      (END, B("Kapel", "Chapel")), topic=T),
    R("sj.guild-hall.bonus",
      "The owner of a guild hall scores two more points for every production building in their city.",
      (SIX, B("Gildehal", "Guild hall")), topic=T),
    R("sj.city-hall.bonus",
      "The owner of a city hall scores one more point for every violet building in their city, the city "
      "hall included.",
      (SIX, B("Raadhuis", "City hall")), topic=T),
    R("sj.triumphal-arch.bonus",
      "The owner of a triumphal arch scores 4, 6 or 8 more points for one, two or three monuments; "
      "monuments count for a city hall as well.",
      (SIX, B("Triomfboog", "Triumphal arch")), topic=T),
    R("sj.palace.bonus",
      "The owner of a palace scores, last of all, one more point for every full four points they have.",
      (SIX, B("Paleis", "Palace")), topic=T),
    R("sj.end.tie-break",
      "The highest score wins; a tie goes to the tied player with the most cards in hand and goods together, "
      "each card counting the same.",
      (END,), topic=T),
    R("sj.end.shared-win",
      "Players still tied after counting cards in hand and goods share the victory.",
      (), topic=T, outside_books=True,
      note="The book stops at the card count; option tie, default shared."),
)
