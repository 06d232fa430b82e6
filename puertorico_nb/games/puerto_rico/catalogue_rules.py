"""The Puerto Rico rule catalogue: every rule the engine enforces, in our own words."""
from puertorico_nb.core.catalogue import Citation as C, Rule as R

ICELANDIC = "Icelandic rulebook"
KOREAN = "Korean rulebook"
NORWEGIAN = "Norwegian rulebook"
CHINESE = "Chinese rulebook excerpt"

RULES = (
    # ------------------------------------------------------------------ setup
    R("setup.player-count",
      "The base game is played by three, four or five players; two players use a separate variant "
      "that only the Korean book describes.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),
    R("setup.doubloons",
      "Each player starts with 2 doubloons in a three-player game, 3 with four players and 4 with five, "
      "kept where everyone can see them.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup",
      note="The Korean setup for 3-5 players leaves out the starting money (it gives 3 doubloons only "
           "in its two-player rules), so we take the amounts from the Icelandic and Norwegian books."),
    R("setup.starting-plantations",
      "Counting clockwise from the first governor, the players start with one face-up plantation each: "
      "indigo, indigo, corn with three players; indigo, indigo, corn, corn with four; and indigo, indigo, "
      "indigo, corn, corn with five.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),
    R("setup.vp-chips",
      "The victory-point chips put in play are worth 75 points with three players, 100 with four, "
      "and every chip in the box with five.",
      (C(ICELANDIC, "INNIHALD (Contents)"), C(ICELANDIC, "UPPRÖÐUN (Setup)"),
       C(KOREAN, "게임 구성 (Components)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup",
      note="The Icelandic and Norwegian boxes hold 32 one-point and 18 five-point chips (122 points), "
           "the Korean box 31 and 19 (126 points), so a five-player game starts with 122 or 126 "
           "depending on the edition chosen."),
    R("setup.colonists",
      "The colonist supply holds 55 colonists with three players, 75 with four and 95 with five, and "
      "the colonist ship starts with one colonist per player on top of that.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),
    R("setup.cargo-ships",
      "Three cargo ships are used, holding 4, 5 and 6 barrels with three players, 5, 6 and 7 with four, "
      "and 6, 7 and 8 with five.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),
    R("setup.roles",
      "Three players use the six role cards without either prospector, four players add one "
      "prospector, and five players use all eight cards.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),
    R("setup.face-up-plantations",
      "The row of face-up plantations always holds one tile more than there are players, so 4, 5 or 6 "
      "tiles at the start.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),
    R("setup.supply",
      "At the start every building sits on the supply board, all 8 quarries lie face up, all 50 barrels "
      "wait in the supply sorted by good, and the plantations not dealt out are shuffled into face-down "
      "stacks.",
      (C(ICELANDIC, "UPPRÖÐUN (Setup)"), C(KOREAN, "게임 준비(3~5플레이어) (Setup, 3-5 players)"),
       C(NORWEGIAN, "Forbederedelser (Setup)")),
      topic="setup"),

    # ------------------------------------------------------------ turns, actions
    R("turn.not-your-turn",
      "Only the player whose turn it is may act: role choices go clockwise from the governor, and each "
      "role's phase starts with the player who chose it and goes clockwise from there.",
      (C(ICELANDIC, "SPILIÐ (Play)"), C(ICELANDIC, "HLUTVERKIN (The roles)"),
       C(KOREAN, "게임 진행(4플레이어) (Play, 4 players)"), C(KOREAN, "역할 (Roles)"),
       C(NORWEGIAN, "Spillets gang (Course of play)"), C(NORWEGIAN, "Rollene (The roles)")),
      topic="action"),
    R("action.wrong-phase",
      "An action may be taken only in the phase of the role it belongs to, so for example colonists "
      "are placed or moved only in the mayor phase (the colonists of a New Buildings guest house aside) and "
      "buildings are bought only in the builder phase.",
      (C(ICELANDIC, "HLUTVERKIN (The roles)"), C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"),
       C(KOREAN, "역할 (Roles)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Rollene (The roles)"), C(NORWEGIAN, "Borgermesteren (The Mayor)")),
      topic="action"),
    R("action.malformed",
      "Input that does not describe a Puerto Rico action at all, such as an unknown verb, a missing "
      "player or a good that does not exist, is rejected before any rule of the game is consulted.",
      (),
      topic="action", outside_books=True,
      note="This is the engine's own check on its input, not a rule of the game, so no book is cited."),
    R("action.pass-optional",
      "A player may always pass instead of taking a role's action or using its privilege or a "
      "building's ability, with the one exception that a player who can ship in the captain phase must.",
      (C(ICELANDIC, "HLUTVERKIN (The roles)"), C(ICELANDIC, "Fjólubláu byggingarnar (The violet buildings)"),
       C(KOREAN, "역할 (Roles)"), C(KOREAN, "베이지색 건물 (Beige buildings)"),
       C(NORWEGIAN, "Rollene (The roles)"), C(NORWEGIAN, "De lilla byggene (The violet buildings)")),
      topic="action"),

    # ----------------------------------------------------------- roles, rounds
    R("role.already-taken",
      "A role card that someone has chosen stays in front of that player for the rest of the round, "
      "and nobody else may choose it until the next round.",
      (C(ICELANDIC, "HLUTVERKIN (The roles)"), C(KOREAN, "역할 (Roles)"),
       C(NORWEGIAN, "Rollene (The roles)")),
      topic="round"),
    R("role.collect-doubloons",
      "Whoever chooses a role card also takes all the doubloons lying on it, in addition to the role's "
      "privilege.",
      (C(ICELANDIC, "HLUTVERKIN (The roles)"), C(ICELANDIC, "Ný umferð (New round)"),
       C(KOREAN, "역할 (Roles)"), C(KOREAN, "새로운 라운드 (New round)"),
       C(NORWEGIAN, "Rollene (The roles)"), C(NORWEGIAN, "Neste runde (Next round)")),
      topic="round"),
    R("round.unchosen-role-doubloon",
      "When a round ends the bank puts one doubloon on each role card that nobody chose that round, "
      "however many doubloons are already lying there.",
      (C(ICELANDIC, "SPILIÐ (Play)"), C(ICELANDIC, "Ný umferð (New round)"),
       C(KOREAN, "게임 진행(4플레이어) (Play, 4 players)"), C(KOREAN, "새로운 라운드 (New round)"),
       C(NORWEGIAN, "Spillets gang (Course of play)"), C(NORWEGIAN, "Neste runde (Next round)")),
      topic="round"),
    R("round.governor-passes",
      "When a round ends all role cards go back to the middle and the governor card passes to the "
      "player on the governor's left, who opens the next round by choosing a role.",
      (C(ICELANDIC, "SPILIÐ (Play)"), C(ICELANDIC, "Ný umferð (New round)"),
       C(KOREAN, "게임 진행(4플레이어) (Play, 4 players)"), C(KOREAN, "새로운 라운드 (New round)"),
       C(NORWEGIAN, "Spillets gang (Course of play)"), C(NORWEGIAN, "Neste runde (Next round)")),
      topic="round"),
    R("round.one-role-each",
      "In every round each player, starting with the governor and going clockwise, must choose exactly "
      "one role card, and the round ends when the last chosen role's phase is over.",
      (C(ICELANDIC, "SPILIÐ (Play)"), C(ICELANDIC, "HLUTVERKIN (The roles)"),
       C(KOREAN, "게임 진행(4플레이어) (Play, 4 players)"), C(KOREAN, "역할 (Roles)"),
       C(NORWEGIAN, "Spillets gang (Course of play)"), C(NORWEGIAN, "Rollene (The roles)")),
      topic="round"),

    # ----------------------------------------------------------------- settler
    R("settler.face-up-only",
      "In the settler phase a player takes one of the face-up plantations, never an unseen one from "
      "the stacks, unless a quarry or a hacienda's extra tile is allowed to them.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(KOREAN, "개척자 (Settler)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)")),
      topic="settler"),
    R("settler.quarry-privilege",
      "The settler, and any other player who owns a manned construction hut, may take a quarry instead "
      "of a face-up plantation, and a settler who also owns a construction hut still gets only one "
      "quarry.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(ICELANDIC, "Smiðja (construction hut)"),
       C(KOREAN, "개척자 (Settler)"), C(KOREAN, "건설막 (construction hut)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)"), C(NORWEGIAN, "Anleggsbrakke (construction hut)")),
      topic="settler"),
    R("settler.quarry-supply",
      "Once all 8 quarries have been taken, nobody can take a quarry any more, neither the settler nor "
      "an owner of a construction hut.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(KOREAN, "개척자 (Settler)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)")),
      topic="settler"),
    R("settler.island-full",
      "A player whose 12 island spaces are all occupied can take no more plantations or quarries, "
      "since tiles once placed are never removed.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(KOREAN, "개척자 (Settler)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)")),
      topic="settler"),
    R("settler.one-tile",
      "Each player adds at most one tile to their island in their settler turn, the only extras being "
      "the face-down plantation a manned hacienda allows and, with the New Buildings, the second tile a "
      "manned library gives the settler.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(ICELANDIC, "Búgarður (hacienda)"),
       C(KOREAN, "개척자 (Settler)"), C(KOREAN, "대규모 농장 (hacienda)"), C(KOREAN, "도서관 (library)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)"), C(NORWEGIAN, "Gods (Hacienda)")),
      topic="settler"),
    R("settler.hacienda-draw",
      "Before taking their usual tile, the owner of a manned hacienda may draw the top plantation of "
      "the face-down stacks, once per settler phase, and must place it on their island at once; it "
      "cannot be exchanged for a quarry and never brings a hospice colonist.",
      (C(ICELANDIC, "Búgarður (hacienda)"), C(ICELANDIC, "Gistihús (hospice)"),
       C(KOREAN, "대규모 농장 (hacienda)"), C(KOREAN, "숙박소 (hospice)"),
       C(NORWEGIAN, "Gods (Hacienda)"), C(NORWEGIAN, "Hospits (hospice)")),
      topic="settler",
      note="The Norwegian book adds that the tile is drawn without looking at it; the Korean book's "
           "look-first rule belongs to the forest house of its New Buildings expansion, not to the "
           "base game."),
    R("settler.hospice-colonist",
      "When the owner of a manned hospice takes a plantation or a quarry in the settler phase, they may "
      "put one colonist on it, taken from the supply, or from the colonist ship if the supply is empty, "
      "and get none if both are empty.",
      (C(ICELANDIC, "Gistihús (hospice)"), C(KOREAN, "개척자 (Settler)"), C(KOREAN, "숙박소 (hospice)"),
       C(NORWEGIAN, "Hospits (hospice)")),
      topic="settler"),
    R("settler.refill-row",
      "At the end of the settler phase the face-up plantations nobody took are cleared away and new "
      "plantations are turned up from the stacks until the row again holds one more than the number of "
      "players.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(KOREAN, "개척자 (Settler)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)")),
      topic="settler",
      note="The Icelandic and Norwegian books put the untaken plantations on a discard pile (face up, "
           "the Icelandic book adds), while the Korean book slides them face down under the stack; we "
           "follow the discard pile by default."),
    R("settler.reshuffle-discards",
      "If the stacks cannot fill the row, the tiles left in them are turned up first, then the discard "
      "pile is shuffled into a new face-down stack to finish the row, and if even that falls short the "
      "game goes on with fewer face-up plantations.",
      (C(ICELANDIC, "LANDNEMINN (Settler)"), C(KOREAN, "개척자 (Settler)"),
       C(NORWEGIAN, "Nybyggeren (The Settler)")),
      topic="settler",
      note="Only the Icelandic and Norwegian books have a discard pile to reshuffle; in the Korean "
           "reading the untaken tiles already sit under the stack, so the row runs short only when "
           "every plantation is on an island."),

    # ------------------------------------------------------------------- mayor
    R("mayor.privilege-colonist",
      "The mayor may first take one extra colonist from the supply, never from the ship, and loses this "
      "privilege when the supply is empty.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor"),
    R("mayor.deal-ship",
      "The colonists on the ship are handed out one at a time, the mayor first and then clockwise, "
      "going round again as often as needed until the ship is empty.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor"),
    R("mayor.place-all-colonists",
      "In the mayor phase each player lays out all of their colonists afresh, new and old alike, so that "
      "every one ends up either on a circle or in San Juan; normally everyone does this at the same time, "
      "and only when a player's placement depends on how others place do they go one after another, the "
      "mayor first and then clockwise.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor",
      note="The Korean book parks spare colonists on the player's compass rose rather than in San "
           "Juan, which is only a different name for the same reserve. On timing the Icelandic and "
           "Norwegian books make simultaneous placement the rule and turn order the remedy; the Korean "
           "book allows simultaneous placement but advises turn order from the mayor, and the Chinese "
           "excerpt lets each later player see the earlier players' placements. The engine always takes "
           "the turn-order form, which every book accepts."),
    R("mayor.space-capacity",
      "Each circle on a plantation, quarry or building holds at most one colonist, and a tile counts as "
      "manned as soon as one of its circles is occupied.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor"),
    R("mayor.fill-before-san-juan",
      "A player may keep colonists in San Juan only once every circle on their island and in their city "
      "is occupied.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor",
      note="The Icelandic, Norwegian and Chinese texts forbid empty circles outright, while the Korean "
           "book only implies it by keeping in reserve the colonists left over after all tiles are "
           "filled."),
    R("mayor.refill-ship",
      "As the last act of the mayor phase the mayor moves colonists from the supply to the ship, one for "
      "each empty circle on all players' buildings (plantations and quarries do not count), but never "
      "fewer than the number of players.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(KOREAN, "시장 (Mayor)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor"),
    R("mayor.colonist-shortage",
      "When the supply cannot cover the refill, the mayor moves whatever colonists are left onto the "
      "ship, none if the supply is empty, and the game will end after the round.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(ICELANDIC, "LEIKSLOK (Game end)"),
       C(KOREAN, "시장 (Mayor)"), C(KOREAN, "게임 종료 (Game end)"), C(CHINESE, "市长(Mayor)")),
      topic="mayor",
      note="The books say only that an empty supply refills nothing and ends the game; that a partial "
           "supply still goes onto the ship is our reading, and the Korean (supply emptied exactly) and "
           "Chinese (short for any reason) end conditions are under end.colonists-run-out."),

    # ----------------------------------------------------------------- builder
    R("builder.privilege-discount",
      "The builder pays one doubloon less for the building they buy in their own turn, and gets nothing "
      "in exchange if they buy no building; they may decline the discount and pay the full price.",
      (C(ICELANDIC, "BYGGINGAMEISTARINN (Builder)"), C(ICELANDIC, "HLUTVERKIN (The roles)"),
       C(KOREAN, "건축가 (Builder)"), C(KOREAN, "역할 (Roles)"),
       C(NORWEGIAN, "Byggherren (The Builder)"), C(NORWEGIAN, "Rollene (The roles)"), C(CHINESE, "建筑师(Builder)")),
      topic="builder",
      note="The Chinese excerpt says outright that the builder cannot take the discount as a doubloon "
           "without building; the other books imply it by tying the discount to the purchase. Declining "
           "it only ever costs the builder, so the legal-action listing leaves it out; it stays legal."),
    R("builder.quarry-discount",
      "Each manned quarry a player owns takes one doubloon off the price of a building, but no more "
      "quarries count than the number of the board column the building stands in (1 to 4).",
      (C(ICELANDIC, "Grjótnáma (Quarry)"), C(KOREAN, "채석장 (Quarry)"), C(NORWEGIAN, "Steinbrudd (Quarries)"),
       C(CHINESE, "建筑师(Builder)"), C(CHINESE, "游戏建筑物说明 (Description of the buildings)")),
      topic="builder"),
    R("builder.cost-floor",
      "The builder's discount and the quarry discount add up, but together they can bring a price down "
      "to zero and never below, so nobody is paid for building.",
      (C(ICELANDIC, "Grjótnáma (Quarry)"), C(KOREAN, "채석장 (Quarry)"), C(NORWEGIAN, "Steinbrudd (Quarries)"),
       C(CHINESE, "建筑师(Builder)")),
      topic="builder"),
    R("builder.afford",
      "A player may buy a building only if they can pay its full price after discounts from their own "
      "doubloons, the New Buildings' black market being the one way to make up part of a shortfall.",
      (C(ICELANDIC, "BYGGINGAMEISTARINN (Builder)"), C(KOREAN, "건축가 (Builder)"),
       C(NORWEGIAN, "Byggherren (The Builder)"), C(CHINESE, "建筑师(Builder)")),
      topic="builder",
      note="The books take payment in full for granted and never offer credit, so a player who is short "
           "of money simply cannot build that building (Korean rulebook, section 암시장 (black market), "
           "for the one exception)."),
    R("builder.one-per-phase",
      "Each player may put up at most one building in a builder phase.",
      (C(ICELANDIC, "BYGGINGAMEISTARINN (Builder)"), C(KOREAN, "건축가 (Builder)"),
       C(NORWEGIAN, "Byggherren (The Builder)"), C(CHINESE, "建筑师(Builder)")),
      topic="builder",
      note="The Icelandic and Korean books say one building per round; since the builder can be chosen "
           "only once a round, that is the same limit."),
    R("builder.one-of-each",
      "No player may own two buildings of the same kind, production buildings included.",
      (C(ICELANDIC, "BYGGINGARNAR (The buildings)"), C(KOREAN, "건물 (Buildings)"),
       C(NORWEGIAN, "Byggherren (The Builder)"), C(NORWEGIAN, "Byggene (The buildings)"),
       C(CHINESE, "生产厂房 (Production buildings)")),
      topic="builder"),
    R("builder.copies-left",
      "A building can be bought only while a copy of it is still on the supply board, and never from "
      "another player's city.",
      (C(ICELANDIC, "BYGGINGAMEISTARINN (Builder)"), C(NORWEGIAN, "Byggherren (The Builder)"),
       C(CHINESE, "游戏建筑物说明 (Description of the buildings)")),
      topic="builder"),
    R("builder.city-space",
      "A new building needs a free city space, and a large building two adjacent free spaces (a player "
      "may shift their own buildings to make them adjacent), so a player without room cannot build.",
      (C(ICELANDIC, "BYGGINGAMEISTARINN (Builder)"), C(ICELANDIC, "BYGGINGARNAR (The buildings)"),
       C(KOREAN, "건축가 (Builder)"), C(KOREAN, "건물 (Buildings)"),
       C(NORWEGIAN, "Byggherren (The Builder)"), C(NORWEGIAN, "Byggene (The buildings)")),
      topic="builder"),
    R("builder.university-colonist",
      "When the owner of a manned university builds, they may put one colonist on the new building, "
      "taken from the supply, or from the colonist ship if the supply is empty, and only one however "
      "many circles the building has.",
      (C(ICELANDIC, "Háskóli (university)"), C(KOREAN, "대학 (university)"),
       C(NORWEGIAN, "Universitet (university)")),
      topic="builder"),

    # --------------------------------------------------------------- craftsman
    R("craftsman.production",
      "In the craftsman phase every player, starting with the craftsman and going clockwise, takes from "
      "the supply every barrel their manned plantations and production buildings can make.",
      (C(ICELANDIC, "HANDVERKSMADURINN (Craftsman)"), C(KOREAN, "생산자 (Craftsman)"),
       C(NORWEGIAN, "Oppmannen (The Craftsmann)"), C(CHINESE, "工匠(Craftsman)")),
      topic="craftsman"),
    R("craftsman.corn-needs-no-building",
      "Every manned corn plantation yields one corn barrel by itself, with no production building "
      "needed.",
      (C(ICELANDIC, "Framleiðslustöðvarnar (Production buildings)"), C(KOREAN, "생산 공장 (Production buildings)"),
       C(NORWEGIAN, "Produksjonsbyggene (Production buildings)"), C(CHINESE, "工匠(Craftsman)")),
      topic="craftsman"),
    R("craftsman.supply-shortage",
      "When the supply runs out of a good, the players still due some receive what is left in turn "
      "order from the craftsman, and nobody is compensated for barrels the supply could not give.",
      (C(ICELANDIC, "HANDVERKSMADURINN (Craftsman)"), C(KOREAN, "생산자 (Craftsman)"),
       C(NORWEGIAN, "Oppmannen (The Craftsmann)"), C(CHINESE, "工匠(Craftsman)")),
      topic="craftsman",
      note="Only the Chinese excerpt states the turn order for a short supply outright; the other books "
           "imply it by letting players produce one after another from the craftsman."),
    R("craftsman.privilege-bonus",
      "After everyone has produced, the craftsman may take one more barrel of a good they produced in "
      "this phase, provided the supply still has one, and gets nothing if they produced nothing.",
      (C(ICELANDIC, "HANDVERKSMADURINN (Craftsman)"), C(KOREAN, "생산자 (Craftsman)"),
       C(NORWEGIAN, "Oppmannen (The Craftsmann)"), C(CHINESE, "工匠(Craftsman)")),
      topic="craftsman",
      note="The Icelandic, Norwegian and Korean books make the extra barrel the last act of the phase, "
           "while the Chinese excerpt gives it together with the craftsman's own production, which "
           "matters when a good runs short; we follow the last-act timing by default."),
    R("craftsman.factory",
      "The factory bonus counts only the kinds of good a player actually received in this production, "
      "so a good they could have made but the supply had run out of does not count; its owner may decline "
      "it ahead, at any time before this round's craftsman phase.",
      (C(ICELANDIC, "Verksmiðja (factory)"), C(KOREAN, "공장제 수공업소 (factory)"),
       C(NORWEGIAN, "Fabrikk (factory)")),
      topic="craftsman"),

    # ------------------------------------------------------------------ trader
    R("trader.house-full",
      "The trading house has room for four barrels, and the fourth barrel ends the trader phase at "
      "once, so nobody sells to it any more, not even with an office.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(ICELANDIC, "Skrifstofa (office)"),
       C(KOREAN, "상인 (Trader)"), C(KOREAN, "영업소 (office)"),
       C(NORWEGIAN, "Handelsmannen (The Trader)"), C(NORWEGIAN, "Kontor (office)"),
       C(CHINESE, "商人(Trader)")),
      topic="trader"),
    R("trader.ends-when-full",
      "The trader phase ends once every player has had a turn or as soon as the trading house is full, "
      "whichever comes first: players whose turn has not come get none, so their trading post or land "
      "office, which work only in their owner's own trader turn, does nothing this phase.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(KOREAN, "상인 (Trader)"),
       C(NORWEGIAN, "Handelsmannen (The Trader)"), C(CHINESE, "商人(Trader)"),
       C(KOREAN, "교역소 (trading post)"), C(KOREAN, "등기소 (land office)")),
      topic="trader"),
    R("trader.distinct-goods",
      "A player may sell a good to the trading house only if no barrel of that good is already in it, "
      "unless they own a manned office.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(KOREAN, "상인 (Trader)"),
       C(NORWEGIAN, "Handelsmannen (The Trader)"), C(CHINESE, "商人(Trader)")),
      topic="trader"),
    R("trader.office",
      "The owner of a manned office may sell a good that the trading house already holds, and a second "
      "office owner may do the same later in the phase while a space is free.",
      (C(ICELANDIC, "Skrifstofa (office)"), C(KOREAN, "영업소 (office)"), C(NORWEGIAN, "Kontor (office)")),
      topic="trader"),
    R("trader.price",
      "A barrel sold to the trading house earns its owner 0 doubloons for corn, 1 for indigo, 2 for "
      "sugar, 3 for tobacco and 4 for coffee, and corn may be sold even though it earns nothing.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(KOREAN, "상인 (Trader)"),
       C(NORWEGIAN, "Handelsmannen (The Trader)"), C(CHINESE, "商人(Trader)")),
      topic="trader",
      note="Only the Chinese excerpt lists the price of each good in its text; the other books give the "
           "range 0-4 and leave the details to the printed trading-house card."),
    R("trader.privilege",
      "The trader earns one doubloon more for their own sale, and nothing if they sell nothing; they may "
      "decline it as they sell.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(ICELANDIC, "HLUTVERKIN (The roles)"), C(KOREAN, "상인 (Trader)"),
       C(KOREAN, "역할 (Roles)"), C(NORWEGIAN, "Handelsmannen (The Trader)"), C(NORWEGIAN, "Rollene (The roles)"),
       C(CHINESE, "商人(Trader)")),
      topic="trader",
      note="Declining a doubloon only ever costs the player (the bank does not run out), so the "
           "legal-action listing leaves it out; it stays legal."),
    R("trader.small-market",
      "A player who sells a barrel while owning a manned small market receives one more doubloon from "
      "the bank, so even corn then earns a doubloon; the owner may leave the market unused on a "
      "sale.",
      (C(ICELANDIC, "Lítill markaður (small market)"), C(KOREAN, "소형 상가 (small market)"),
       C(NORWEGIAN, "Lite marked (small market)")),
      topic="trader"),
    R("trader.large-market",
      "A player who sells a barrel while owning a manned large market receives two more doubloons, or "
      "three more if their small market is manned too; the owner may leave either market unused on a "
      "sale.",
      (C(ICELANDIC, "Stór markaður (large market)"), C(KOREAN, "대형 상가 (large market)"),
       C(NORWEGIAN, "Stort marked (large market)")),
      topic="trader"),
    R("trader.clear-when-full",
      "At the end of the trader phase a trading house holding four barrels is emptied into the supply, "
      "while one holding fewer keeps its barrels for the next trader phase.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(KOREAN, "상인 (Trader)"),
       C(NORWEGIAN, "Handelsmannen (The Trader)"), C(CHINESE, "商人(Trader)")),
      topic="trader"),
    R("trader.own-the-good",
      "In their trader turn a player may sell a single barrel, and only of a good they actually hold.",
      (C(ICELANDIC, "KAUPMAÐURINN (Trader)"), C(KOREAN, "상인 (Trader)"),
       C(NORWEGIAN, "Handelsmannen (The Trader)"), C(CHINESE, "商人(Trader)")),
      topic="trader"),

    # ----------------------------------------------------------------- captain
    R("captain.must-load-when-able",
      "In the captain phase a player who can put at least one barrel on a cargo ship must do so in "
      "their turn, unless they use their wharf instead.",
      (C(ICELANDIC, "Skipstjórinn (Captain)"), C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"),
       C(ICELANDIC, "Bryggja (wharf)"), C(KOREAN, "선장 (Captain)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Kapteinen (The Captain)"), C(NORWEGIAN, "Regler for lasting (Loading rules)"),
       C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.one-good-per-turn",
      "A player ships barrels of one good only in each loading turn, and may pick any good they can "
      "ship, not necessarily the one that would ship the most barrels.",
      (C(ICELANDIC, "Skipstjórinn (Captain)"), C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"),
       C(KOREAN, "선장 (Captain)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Kapteinen (The Captain)"), C(NORWEGIAN, "Regler for lasting (Loading rules)"),
       C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.load-as-many-as-fit",
      "A player who ships a good must put on the ship as many of their barrels of that good as it still "
      "has room for, holding none back while space remains.",
      (C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Regler for lasting (Loading rules)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.one-kind-per-ship",
      "A cargo ship carries a single good, so a ship already holding barrels of one good refuses barrels "
      "of any other good.",
      (C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Regler for lasting (Loading rules)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.same-good-same-ship",
      "Barrels of a good that is already aboard a cargo ship go onto that same ship, for as long as it "
      "has room.",
      (C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Regler for lasting (Loading rules)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.no-duplicate-good",
      "A good may not be loaded onto an empty cargo ship while another cargo ship already carries that "
      "good.",
      (C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Regler for lasting (Loading rules)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.largest-empty-ship",
      "When a good goes onto an empty cargo ship, it must be the empty ship that can take the most of "
      "that player's barrels of that good.",
      (C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Regler for lasting (Loading rules)"), C(CHINESE, "船长(Captain)")),
      topic="captain",
      note="When two empty ships would take the same number of the player's barrels, only the Chinese "
           "excerpt says the player may choose freely; the other books are silent and we allow any of "
           "the tied ships."),
    R("captain.ship-full",
      "A full cargo ship takes no more barrels until it has been emptied.",
      (C(ICELANDIC, "Reglur um vörulosun og -flutninga (Loading rules)"), C(KOREAN, "수출조건 (Shipping conditions)"),
       C(NORWEGIAN, "Regler for lasting (Loading rules)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.vp-per-barrel",
      "Every barrel shipped earns its owner one victory point, whatever the good, since the trading "
      "prices play no part in shipping.",
      (C(ICELANDIC, "Vinningsstig (Victory points)"), C(KOREAN, "승점 획득 (Earning victory points)"),
       C(NORWEGIAN, "Seierspoeng (Victory points)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("scoring.hidden-points",
      "Victory-point chips lie face down: each player knows their own points, while doubloons and goods "
      "stay in the open; everything is revealed when the game ends. With the hidden-points option "
      "(the Icelandic edition's default) each seat's table shows its own chips and the others' as hidden.",
      (C(ICELANDIC, "Vinningsstig (Victory points)"), C(KOREAN, "승점 획득 (Earning victory points)"),
       C(NORWEGIAN, "Seierspoeng (Victory points)")),
      topic="scoring",
      note="The Icelandic and Norwegian books keep the chips face down; the Korean book requires "
           "doubloons and goods to be open and allows points to be kept out of sight, so the Korean "
           "edition shows them by default. Every point is earned in the open, so a player who counts "
           "knows them all: bots and observations read the points from the position."),
    R("captain.privilege",
      "With their first shipment of the phase the captain may take one extra victory point, once only, "
      "and gets none if they ship nothing; like any privilege it may be declined.",
      (C(ICELANDIC, "Vinningsstig (Victory points)"), C(ICELANDIC, "Vörugeymsla (Storing goods)"),
       C(ICELANDIC, "HLUTVERKIN (The roles)"),
       C(KOREAN, "승점 획득 (Earning victory points)"), C(KOREAN, "농작물 보관 (Storing goods)"),
       C(KOREAN, "역할 (Roles)"),
       C(NORWEGIAN, "Seierspoeng (Victory points)"), C(NORWEGIAN, "Lagre varer (Storing goods)"),
       C(NORWEGIAN, "Rollene (The roles)"), C(CHINESE, "船长(Captain)")),
      topic="captain",
      note="The books do not say whether a wharf shipment earns the privilege; we count it as a "
           "shipment, so it does."),
    R("captain.harbor",
      "The owner of a manned harbor may take one extra victory point for every loading turn in which "
      "they ship, wharf shipments included, and may decline it like any building's ability.",
      (C(ICELANDIC, "Höfn (harbor)"), C(ICELANDIC, "Fjólubláu byggingarnar (The violet buildings)"),
       C(KOREAN, "항구 (harbor)"), C(KOREAN, "베이지색 건물 (Beige buildings)"),
       C(NORWEGIAN, "Havn (harbour)"), C(NORWEGIAN, "De lilla byggene (The violet buildings)")),
      topic="captain"),
    R("captain.wharf",
      "Instead of using a cargo ship, the owner of a manned wharf may ship every barrel they hold of one "
      "good of their choice, even a good already on a cargo ship, and score for them as for any shipment.",
      (C(ICELANDIC, "Bryggja (wharf)"), C(KOREAN, "조선소 (wharf)"), C(NORWEGIAN, "Verft (Wharf)")),
      topic="captain",
      note="The Icelandic and Norwegian books call the wharf's ship unlimited and put it at 11 barrels, "
           "the Korean book gives no number; since no good has more than 11 barrels both readings ship "
           "everything."),
    R("captain.wharf-once",
      "A wharf may be used at most once per captain phase, in whichever of its owner's loading turns "
      "they choose, or not at all.",
      (C(ICELANDIC, "Bryggja (wharf)"), C(KOREAN, "조선소 (wharf)"), C(NORWEGIAN, "Verft (Wharf)")),
      topic="captain"),
    R("captain.loading-ends",
      "Loading turns go round the table from the captain, skipping players who cannot ship, until "
      "nobody can ship any more.",
      (C(ICELANDIC, "Skipstjórinn (Captain)"), C(KOREAN, "선장 (Captain)"),
       C(NORWEGIAN, "Kapteinen (The Captain)"), C(CHINESE, "船长(Captain)")),
      topic="captain",
      note="Because using a wharf is optional, we treat a wharf owner with no cargo-ship load as able "
           "to ship only if they choose to use the wharf; once they decline and nobody else can ship, "
           "loading ends."),
    R("captain.storage",
      "After loading, each player may keep one barrel of any good, plus every barrel of one good for a "
      "manned small warehouse and of two goods for a manned large warehouse, and must return all other "
      "barrels to the supply.",
      (C(ICELANDIC, "Vörugeymsla (Storing goods)"), C(ICELANDIC, "Lítið vöruhús (small warehouse)"),
       C(ICELANDIC, "Stórt vöruhús (large warehouse)"), C(KOREAN, "농작물 보관 (Storing goods)"),
       C(KOREAN, "소형 창고 (small warehouse)"), C(KOREAN, "대형 창고 (large warehouse)"),
       C(NORWEGIAN, "Lagre varer (Storing goods)"), C(NORWEGIAN, "Lite lager (small warehouse)"),
       C(NORWEGIAN, "Stort lager (large warehouse)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),
    R("captain.keep-maximal",
      "A player chooses which barrels to keep at the end of the captain phase, including which goods "
      "their warehouses keep whole, and may keep fewer than the storage holds, even none, letting the "
      "rest go back to the supply. A table that chooses the stricter storage option leaves no storage "
      "space empty while barrels go back.",
      (C(ICELANDIC, "Vörugeymsla (Storing goods)"), C(ICELANDIC, "Lítið vöruhús (small warehouse)"),
       C(ICELANDIC, "Fjólubláu byggingarnar (The violet buildings)"), C(KOREAN, "농작물 보관 (Storing goods)"),
       C(KOREAN, "베이지색 건물 (Beige buildings)"), C(NORWEGIAN, "Lagre varer (Storing goods)"),
       C(NORWEGIAN, "De lilla byggene (The violet buildings)"), C(CHINESE, "船长(Captain)")),
      topic="captain",
      note="The Icelandic, Korean and Norwegian books say what a player may keep (one barrel, and a "
           "manned warehouse's goods) and that a player who cannot keep everything chooses what to keep; "
           "none says the storage must be filled, and using a warehouse is optional like every violet "
           "building. Only the Chinese excerpt obliges each player to keep one barrel: the option "
           "full_storage (off by default) extends that to every storage space, as this engine did "
           "before. A player whose storage holds every barrel is not asked and keeps them all."),
    R("captain.empty-full-ships",
      "As the last act of the captain phase every full cargo ship is emptied into the supply, while "
      "partly loaded ships keep their cargo for the next captain phase.",
      (C(ICELANDIC, "Vörugeymsla (Storing goods)"), C(KOREAN, "농작물 보관 (Storing goods)"),
       C(NORWEGIAN, "Lagre varer (Storing goods)"), C(CHINESE, "船长(Captain)")),
      topic="captain"),

    # -------------------------------------------------------------- prospector
    R("prospector.privilege",
      "The prospector takes one doubloon from the bank, and the role has no action for anyone; the "
      "chooser may decline the doubloon as the role is chosen, and still takes any "
      "doubloons lying on the card.",
      (C(ICELANDIC, "Gullgrafararnir (Prospector)"), C(ICELANDIC, "HLUTVERKIN (The roles)"),
       C(KOREAN, "광부 (Prospector)"), C(KOREAN, "역할 (Roles)"),
       C(NORWEGIAN, "Gullgraverne (The Prospectors)"), C(NORWEGIAN, "Rollene (The roles)"),
       C(CHINESE, "矿工(Prospector)")),
      topic="prospector"),

    # --------------------------------------------------------------- buildings
    R("building.manned-only",
      "A building's ability, and a production building's output, works only while at least one of its "
      "circles holds a colonist, though its printed victory points count either way; the one exception "
      "is the New Buildings' forest house, whose forest discount works manned or not.",
      (C(ICELANDIC, "BORGARSTJÓRINN (Mayor)"), C(ICELANDIC, "BYGGINGARNAR (The buildings)"),
       C(KOREAN, "시장 (Mayor)"), C(KOREAN, "건물 (Buildings)"),
       C(NORWEGIAN, "Borgermesteren (The Mayor)"), C(NORWEGIAN, "Byggene (The buildings)")),
      topic="building"),
    R("building.small-market",
      "Small market: while manned, it adds one doubloon to each sale its owner makes in the trader phase.",
      (C(ICELANDIC, "Lítill markaður (small market)"), C(KOREAN, "소형 상가 (small market)"),
       C(NORWEGIAN, "Lite marked (small market)")),
      topic="building"),
    R("building.large-market",
      "Large market: while manned, it adds two doubloons to each sale its owner makes in the trader "
      "phase, on top of any small-market doubloon.",
      (C(ICELANDIC, "Stór markaður (large market)"), C(KOREAN, "대형 상가 (large market)"),
       C(NORWEGIAN, "Stort marked (large market)")),
      topic="building"),
    R("building.hacienda",
      "Hacienda: while manned, it lets its owner add an unseen plantation from the stacks to their island "
      "in the settler phase, before taking their usual tile.",
      (C(ICELANDIC, "Búgarður (hacienda)"), C(KOREAN, "대규모 농장 (hacienda)"), C(NORWEGIAN, "Gods (Hacienda)")),
      topic="building"),
    R("building.construction-hut",
      "Construction hut: while manned, it lets its owner take a quarry instead of a face-up plantation in "
      "the settler phase.",
      (C(ICELANDIC, "Smiðja (construction hut)"), C(KOREAN, "건설막 (construction hut)"),
       C(NORWEGIAN, "Anleggsbrakke (construction hut)")),
      topic="building"),
    R("building.small-warehouse",
      "Small warehouse: while manned, it lets its owner keep every barrel of one good at the end of the "
      "captain phase, besides the single barrel anyone may keep, but it never excuses them from shipping.",
      (C(ICELANDIC, "Lítið vöruhús (small warehouse)"), C(KOREAN, "소형 창고 (small warehouse)"),
       C(NORWEGIAN, "Lite lager (small warehouse)")),
      topic="building"),
    R("building.large-warehouse",
      "Large warehouse: while manned, it lets its owner keep every barrel of two goods at the end of the "
      "captain phase, or of three goods together with a manned small warehouse, besides the single "
      "barrel anyone may keep.",
      (C(ICELANDIC, "Stórt vöruhús (large warehouse)"), C(KOREAN, "대형 창고 (large warehouse)"),
       C(NORWEGIAN, "Stort lager (large warehouse)")),
      topic="building"),
    R("building.hospice",
      "Hospice: while manned, it lets its owner put a colonist on the plantation or quarry they take in "
      "the settler phase, though never on a hacienda's extra tile.",
      (C(ICELANDIC, "Gistihús (hospice)"), C(KOREAN, "숙박소 (hospice)"), C(NORWEGIAN, "Hospits (hospice)")),
      topic="building"),
    R("building.office",
      "Office: while manned, it lets its owner sell the trading house a good that is already there, but "
      "not into a full house.",
      (C(ICELANDIC, "Skrifstofa (office)"), C(KOREAN, "영업소 (office)"), C(NORWEGIAN, "Kontor (office)")),
      topic="building"),
    R("building.factory",
      "Factory: while manned, it pays its owner 0, 1, 2, 3 or 5 doubloons for producing one, two, three, "
      "four or five different goods in the craftsman phase, however many barrels of each; its owner may "
      "decline the payment ahead, at any time before the craftsman phase.",
      (C(ICELANDIC, "Verksmiðja (factory)"), C(ICELANDIC, "Fjólubláu byggingarnar (The violet buildings)"),
       C(KOREAN, "공장제 수공업소 (factory)"), C(KOREAN, "베이지색 건물 (Beige buildings)"),
       C(NORWEGIAN, "Fabrikk (factory)"), C(NORWEGIAN, "De lilla byggene (The violet buildings)")),
      topic="building"),
    R("building.university",
      "University: while manned, it lets its owner put a colonist on the building they buy in the "
      "builder phase.",
      (C(ICELANDIC, "Háskóli (university)"), C(KOREAN, "대학 (university)"),
       C(NORWEGIAN, "Universitet (university)")),
      topic="building"),
    R("building.harbor",
      "Harbor: while manned, it offers its owner one extra victory point each time they ship in the "
      "captain phase, which they may decline.",
      (C(ICELANDIC, "Höfn (harbor)"), C(KOREAN, "항구 (harbor)"), C(NORWEGIAN, "Havn (harbour)")),
      topic="building"),
    R("building.wharf",
      "Wharf: while manned, it gives its owner a private ship for one shipment per captain phase that "
      "takes all their barrels of one good and scores like any other shipment.",
      (C(ICELANDIC, "Bryggja (wharf)"), C(KOREAN, "조선소 (wharf)"), C(NORWEGIAN, "Verft (Wharf)")),
      topic="building"),
    R("building.guild-hall",
      "Guild hall: if manned at the end, it scores its owner 1 extra point for each small production "
      "building and 2 for each large production building in their city, manned or not.",
      (C(ICELANDIC, "Gildissalurinn (guild hall)"), C(KOREAN, "상인 조합 (guild hall)"),
       C(NORWEGIAN, "Laugshus (Guild hall)")),
      topic="building"),
    R("building.residence",
      "Residence: if manned at the end, it scores its owner 4 extra points for up to nine occupied "
      "island spaces, 5 for ten, 6 for eleven and 7 for twelve, counting plantations and quarries "
      "whether manned or not.",
      (C(ICELANDIC, "Heimili (residence)"), C(KOREAN, "주거지 (residence)"), C(NORWEGIAN, "Bopel (residence)")),
      topic="building",
      note="The Icelandic summary box counts only manned island spaces, contradicting its own building "
           "text, the Korean book and the Norwegian book, which all count every filled space; we follow "
           "the building text."),
    R("building.fortress",
      "Fortress: if manned at the end, it scores its owner 1 extra point for every three colonists on "
      "their board, counting island, city and San Juan.",
      (C(ICELANDIC, "Virki (fortress)"), C(KOREAN, "요새 (fortress)"), C(NORWEGIAN, "Festning (fortress)")),
      topic="building"),
    R("building.customs-house",
      "Customs house: if manned at the end, it scores its owner 1 extra point for every four victory "
      "points earned during play, not counting the points of buildings.",
      (C(ICELANDIC, "Tollhús (customs house)"), C(KOREAN, "세관 (customs house)"),
       C(NORWEGIAN, "Tollbod (customs house)")),
      topic="building",
      note="The Icelandic and Norwegian books include points written down after the chips ran out, "
           "while the Korean book counts chips only; we include the written-down points by default."),
    R("building.city-hall",
      "City hall: if manned at the end, it scores its owner 1 extra point for each violet building in "
      "their city, manned or not, the city hall itself included.",
      (C(ICELANDIC, "Ráðhús (City hall)"), C(KOREAN, "시청 (city hall)"), C(NORWEGIAN, "Rådhus (city hall)")),
      topic="building"),
    R("building.production",
      "A player's output of indigo, sugar, tobacco or coffee is the smaller of two counts: their manned "
      "plantations of that good and their manned circles on production buildings for that good.",
      (C(ICELANDIC, "Framleiðslustöðvarnar (Production buildings)"), C(KOREAN, "생산 공장 (Production buildings)"),
       C(NORWEGIAN, "Produksjonsbyggene (Production buildings)"), C(CHINESE, "工匠(Craftsman)"),
       C(CHINESE, "生产厂房 (Production buildings)")),
      topic="building"),

    # --------------------------------------------------------------------- end
    R("end.colonists-run-out",
      "The game ends after the current round if, at the end of a mayor phase, the supply cannot supply "
      "all the colonists the ship should receive.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(KOREAN, "게임 종료 (Game end)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)"), C(CHINESE, "市长(Mayor)")),
      topic="end",
      note="The Icelandic and Norwegian books end the game only when the refill falls short, the Korean "
           "book also when the refill leaves the supply exactly empty, and the Chinese excerpt whenever "
           "the supply falls short for any reason; the Icelandic reading is the default and the Korean "
           "one an option."),
    R("end.city-full",
      "The game ends after the current round if, in a builder phase, any player fills the twelfth and "
      "last space of their city.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(KOREAN, "게임 종료 (Game end)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)"), C(CHINESE, "建筑师(Builder)")),
      topic="end"),
    R("end.vp-chips-run-out",
      "The game ends after the current round if the victory-point chips in play run out, which in the "
      "base game can happen only in a captain phase and with the expansions in any phase that pays "
      "points.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(KOREAN, "게임 종료 (Game end)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)"), C(CHINESE, "船长(Captain)")),
      topic="end",
      note="With five players the chips run out at 122 points in the Icelandic and Norwegian editions "
           "and at 126 in the Korean one. The Icelandic and Norwegian books name the captain phase, the "
           "only source of points in the base game; the Korean book names no phase, and its expansions "
           "pay points in the settler, builder and craftsman phases too."),
    R("end.finish-round",
      "Once a game-end condition is met, the current round is still played to its end, every remaining "
      "role included, and no new round begins.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(KOREAN, "게임 종료 (Game end)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)")),
      topic="end"),
    R("end.vp-recorded-after-chips",
      "Victory points earned after the chips have run out are still awarded, written down, and counted "
      "like chips.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(KOREAN, "게임 종료 (Game end)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)"), C(CHINESE, "船长(Captain)")),
      topic="end"),

    # ----------------------------------------------------------------- scoring
    R("scoring.total",
      "A player's final score is their chips and written-down points, plus the printed points of every "
      "building they own, manned or not, plus the bonuses of their manned large buildings, and with the "
      "Nobles one point for each noble.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(ICELANDIC, "BYGGINGARNAR (The buildings)"),
       C(KOREAN, "게임 종료 (Game end)"), C(KOREAN, "건물 (Buildings)"),
       C(KOREAN, "확장판 2: 귀족들 (Expansion 2: Nobles)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)"), C(NORWEGIAN, "Byggene (The buildings)")),
      topic="scoring"),
    R("scoring.large-building-bonus-needs-colonist",
      "A large building adds its end-of-game bonus only if a colonist occupies it when the game ends; "
      "unmanned it scores just its printed points.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(ICELANDIC, "Stóru byggingarnar (The large buildings)"),
       C(KOREAN, "게임 종료 (Game end)"), C(KOREAN, "대형 건물 (Large buildings)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)"), C(NORWEGIAN, "De store bygga (The large buildings)")),
      topic="scoring"),
    R("scoring.tie-break",
      "The highest score wins, and among players tied for it the one holding more doubloons plus barrels, "
      "each barrel counting as one doubloon, wins.",
      (C(ICELANDIC, "LEIKSLOK (Game end)"), C(KOREAN, "게임 종료 (Game end)"),
       C(NORWEGIAN, "Spillets slutt (End of the game)")),
      topic="scoring",
      note="The books stop at doubloons plus barrels; if players are still level we declare them joint "
           "winners."),

    # ------------------------------------------------------------- two players
    R("setup.two-players",
      "Two players start with 3 doubloons each, indigo for the governor and corn for the other, and "
      "play without 3 plantations of each kind, 3 quarries and 2 barrels of each good, with 3 face-up "
      "plantations, one copy of each violet and two of each production building, 65 victory points, "
      "40 colonists plus 2 on the ship, the 4- and 6-barrel ships only, and seven roles with a single "
      "prospector.",
      (C(KOREAN, "2명이 게임 하기 (Playing with two players)"),),
      topic="setup"),
    R("round.two-player-order",
      "In a two-player round the governor and the other player choose roles alternately, the governor "
      "first, until each has chosen three; then one doubloon goes on the seventh card left over and "
      "the governor card passes.",
      (C(KOREAN, "2명이 게임 하기 (Playing with two players)"),),
      topic="round"),

    # ----------------------------------------------------- New Buildings (I)
    R("setup.draft",
      "With the New Buildings the violet kinds in play are drafted before the first round: from the "
      "start player on, each player in turn puts one kind of their choice on a free space of the supply "
      "board for its cost (a small kind as a pair with more than two players) until the twelve small "
      "and five large spaces are full, and the kinds left over go back in the box.",
      (C(KOREAN, "확장판 1: 새로운 건물들 (Expansion 1: New buildings)"),),
      topic="setup",
      note="With the Nobles the book puts its buildings on the board by cost without saying how the "
           "board holds all 39 kinds (38 violet ones and the jeweler); we run the same draft over all of "
           "them, the jeweler included, and the seeded random pick and the explicit list are our own "
           "alternatives to the draft."),
    R("building.aqueduct",
      "Aqueduct: while manned, it gives its owner one more indigo barrel in the craftsman phase when "
      "their large indigo plant made at least one, and likewise one more sugar for the large sugar "
      "mill, but nothing for the small indigo plant or small sugar mill.",
      (C(KOREAN, "수로 (aqueduct)"),),
      topic="building",
      note="The book does not say which plant made a barrel when a player runs the small and the large "
           "plant of the same good; we let the small plant take the first manned plantation, so the "
           "aqueduct pays only if the large plant still made a barrel."),
    R("building.forest-house",
      "Forest house: while manned, it lets its owner lay the plantation they take in the settler phase "
      "face down as a forest that never holds a colonist and never turns back, and, manned or not, it "
      "takes one doubloon off each building they buy for every two forests, beyond the quarry limit.",
      (C(KOREAN, "산림 관리자 (forest house)"),),
      topic="building",
      note="A quarry or a tile already on the island never becomes a forest, a hospice colonist for a "
           "forest waits in San Juan, and forests count for the residence and the cloister. The book "
           "lets a hacienda owner look at the drawn tile before laying it as a forest; the engine takes "
           "the draw and the choice in one action (settle: hidden, forest: true) and shows that owner the "
           "top face-down tile beforehand (settler.hidden_tile_seen_by; the table names it on the choice)."),
    R("building.black-market",
      "Black market: while manned, it lets a builder who is short of doubloons make up as much as 3 of "
      "the price by returning to the supply at most one colonist (never the black market's own), one "
      "barrel and one victory point, and only so far that no doubloon is left after paying.",
      (C(KOREAN, "암시장 (black market)"),),
      topic="building",
      note="The book adds that points or colonists handed back this way never cancel a game end that "
           "has already been triggered."),
    R("building.storehouse",
      "Storehouse: while manned, it lets its owner keep three more barrels of any goods at the end of "
      "the captain phase, on top of the single barrel anyone may keep.",
      (C(KOREAN, "보관창고 (storehouse)"),),
      topic="building"),
    R("building.guest-house",
      "Guest house: the up to two colonists its owner puts there in the mayor phase may later move, "
      "one or both at once and at any point of any phase, to empty spaces on their owner's island or in "
      "their city, where they work at once and stay until the next mayor phase.",
      (C(KOREAN, "여관 (guest house)"),),
      topic="building"),
    R("building.trading-post",
      "Trading post: while manned, it lets its owner in their own trader turn sell one barrel of any good "
      "straight to the supply at its price instead of to the trading house, with the trader's privilege "
      "but without any market bonus; an owner whose turn never comes because the trading house filled "
      "first cannot use it.",
      (C(KOREAN, "교역소 (trading post)"),),
      topic="building"),
    R("building.church",
      "Church: while manned, it offers its owner 1 victory point for each building from the second or "
      "third column they build and 2 for each from the fourth column, but none for the church itself; "
      "the owner may decline the points.",
      (C(KOREAN, "교회 (church)"),),
      topic="building"),
    R("building.small-wharf",
      "Small wharf: while manned, it gives its owner once per captain phase a private ship that takes "
      "any mix of their barrels, not necessarily all, for 1 victory point per two barrels, and it may "
      "be used in the same phase as a wharf, in either order.",
      (C(KOREAN, "소형 조선소 (small wharf)"),),
      topic="building",
      note="Whether the harbor and the lighthouse also pay for a small-wharf load is not in the book; "
           "by default they do not (option small_wharf_bonuses)."),
    R("building.lighthouse",
      "Lighthouse: while manned, it pays its owner one doubloon for each load in the captain phase, as "
      "the harbor pays a point, and one more doubloon whenever its owner chooses the captain, whether "
      "they ship or not; the owner may decline either, as they load or as they choose the captain.",
      (C(KOREAN, "등대 (lighthouse)"), C(KOREAN, "베이지색 건물 (Beige buildings)")),
      topic="building"),
    R("building.specialty-factory",
      "Specialty factory: while manned, it pays its owner in the craftsman phase one doubloon less than "
      "the number of barrels of the single good other than corn they produced most of, the craftsman's "
      "extra barrel included.",
      (C(KOREAN, "단일 수공업소 (specialty factory)"),),
      topic="building"),
    R("building.library",
      "Library: while manned, it doubles the privilege of the role its owner chooses, so a settler takes "
      "a plantation or quarry first and the last face-up plantation after everyone else, a craftsman "
      "two extra barrels of one or two goods, and a trader two extra doubloons.",
      (C(KOREAN, "도서관 (library)"), C(KOREAN, "여관 (guest house)")),
      topic="building",
      note="The book's settler details: the second tile is a quarry only with a construction hut, and "
           "a hospice colonist comes only with the first. The book spells out only the settler and "
           "craftsman in the library section and the trader in its guest-house example; doubling the "
           "mayor (two extra colonists), builder (two doubloons off), captain (two extra points) and "
           "prospector (two doubloons) is our reading."),
    R("building.union-hall",
      "Union hall: while manned, it offers its owner at their first turn of the captain phase, before "
      "any loading, 1 victory point for every two barrels of the same good they hold, points they may "
      "decline.",
      (C(KOREAN, "길드 집회소 (union hall)"),),
      topic="building",
      note="An owner who has nothing to load still has that first turn, so we pay them too; the book "
           "does not discuss the case."),
    R("building.statue",
      "Statue: it has no circle, so no colonist can ever stand on it, and it is worth 8 victory points "
      "at the end of the game.",
      (C(KOREAN, "조각상 (statue)"),),
      topic="building"),
    R("building.cloister",
      "Cloister: if manned at the end, it scores its owner 1, 3, 6 or 10 extra points for one, two, "
      "three or four sets of three identical island tiles, forests and quarries included.",
      (C(KOREAN, "사원 (cloister)"),),
      topic="building"),

    # ----------------------------------------------------------- Nobles (II)
    R("nobles.ship-noble",
      "With the Nobles one noble from the noble supply takes the place of one colonist on the colonist "
      "ship, both at the start of the game and every time the ship is refilled at the end of a mayor "
      "phase.",
      (C(KOREAN, "확장판 2: 귀족들 (Expansion 2: Nobles)"),),
      topic="nobles",
      note="What goes on the ship once the 20 nobles have run out is not in the book; by default a "
           "colonist takes the noble's place (option noble_shortage)."),
    R("nobles.take-noble",
      "While the colonist ship carries both colonists and a noble, the player due to receive the next "
      "worker in the mayor phase may take the noble instead of a colonist.",
      (C(KOREAN, "확장판 2: 귀족들 (Expansion 2: Nobles)"),),
      topic="nobles",
      note="The book says the mayor usually takes the noble; the engine asks each player in dealing "
           "order while both kinds are still on the ship."),
    R("nobles.work-like-colonists",
      "A noble works like a colonist on any plantation, quarry or building circle, and wherever the "
      "rules say colonist they mean colonist or noble, except on the buildings whose ability depends "
      "on which of the two stands there.",
      (C(KOREAN, "확장판 2: 귀족들 (Expansion 2: Nobles)"),),
      topic="nobles"),
    R("nobles.colonists-never-end",
      "With the Nobles every colonist in the box is in play from the start, and running out of "
      "colonists no longer ends the game.",
      (C(KOREAN, "확장판 2: 귀족들 (Expansion 2: Nobles)"),),
      topic="nobles"),
    R("nobles.point-each",
      "Each noble a player owns, wherever it stands, is worth 1 victory point at the end of the game.",
      (C(KOREAN, "확장판 2: 귀족들 (Expansion 2: Nobles)"),),
      topic="nobles"),
    R("building.land-office",
      "Land office: in its owner's trader turn, with a colonist on it the owner may pay 1 doubloon for "
      "the top face-down plantation and place it on their island, and with a noble on it they may sell "
      "one of their plantations back to the supply for 1 doubloon, its worker going to San Juan.",
      (C(KOREAN, "등기소 (land office)"),),
      topic="building",
      note="With a manned forest house the bought tile may be laid as a forest (the book). The book does "
           "not say whether the deal replaces the sale; we treat it as an extra deal, once per trader "
           "phase, during the owner's trader turn, which does not come if the trading house fills first "
           "(trader.ends-when-full)."),
    R("building.chapel",
      "Chapel: in every craftsman phase it pays its owner 1 doubloon with a colonist on it, or 1 victory "
      "point with a noble on it, which the owner may decline like any building's ability.",
      (C(KOREAN, "예배당 (chapel)"),),
      topic="building"),
    R("building.hunting-lodge",
      "Hunting lodge: at the end of the settler phase, with a colonist on it the owner may give back one "
      "of their plantations or forests with nothing in its place, its worker going to San Juan, and "
      "with a noble on it the owner may take 2 victory points if their island has more empty spaces "
      "than anyone else's.",
      (C(KOREAN, "사냥용 저택 (hunting lodge)"),),
      topic="building",
      note="The book names the end of the settler phase for the colonist and gives the noble no other "
           "moment, so we award the noble's points at the end of every settler phase; a tie for the "
           "most empty spaces is not in the book and earns nothing by default (option "
           "hunting_lodge_ties)."),
    R("building.builders-office",
      "Builders' office: with a colonist on it, each building of the first three columns costs its owner "
      "1 doubloon less, and with a noble on it, each fourth-column building costs 2 less, never the "
      "other way round.",
      (C(KOREAN, "건축청 (builders' office)"),),
      topic="building"),
    R("building.royal-supplier",
      "Royal supplier: while manned, it lets its owner, at their first turn of the captain phase and "
      "before loading, return up to one barrel per noble they own, all of different goods, for 1 "
      "victory point each and no other bonus.",
      (C(KOREAN, "왕궁 납품업자 (royal supplier)"),),
      topic="building"),
    R("building.villa",
      "Villa: while manned, it gives its owner at their first turn of the mayor phase (once the ship "
      "has been dealt) one extra noble from the noble supply, not from the ship, or a colonist if no "
      "noble is left; the owner may give it back at that moment, before placing anything, or decline "
      "it ahead, before it comes.",
      (C(KOREAN, "빌라 (villa)"), C(KOREAN, "베이지색 건물 (Beige buildings)")),
      topic="building",
      note="The book gives the noble when the owner's turn first comes in the mayor phase; the engine "
           "counts that turn as the owner's first placing turn, after the ship's workers (and the "
           "mayor's choice of noble or colonist) are dealt."),
    R("building.jeweler",
      "Jeweler: while manned, it pays its owner 1 doubloon per noble they own in every craftsman phase, "
      "and it counts as a large production building for the guild hall.",
      (C(KOREAN, "보석상 (jeweler)"),),
      topic="building"),
    R("building.royal-garden",
      "Royal garden: if manned at the end, it scores its owner 1 extra point per noble they own, so each "
      "of their nobles is worth 2 points wherever it stands.",
      (C(KOREAN, "궁중 정원 (royal garden)"),),
      topic="building"),
)

BOOKS = (
    (ICELANDIC, "Puerto Rico base game for 3-5 players, complete, with worked examples of the captain "
                "phase, harbor and wharf, factory and large-building scoring"),
    (KOREAN, "Puerto Rico base game for 3-5 players, plus the two-player rules and the New Buildings and "
             "Nobles expansions"),
    (NORWEGIAN, "Puerto Rico base game for 3-5 players, the same rules as the Icelandic book with "
                "differently named players in its examples"),
    (CHINESE, "An excerpt of the Puerto Rico rules from the mayor to the prospector, with the production "
              "buildings' cost, column, capacity and number of copies"),
)
