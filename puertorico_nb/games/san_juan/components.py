"""San Juan's components as data: the 110 building cards, the five roles, the trading-house tiles.

Every number lives in the tables below; the rules code asks them and never spells a number out.

>>> len(DECK), CARDS["library"].cost, CARDS["library"].vp
(110, 5, 3)
>>> sum(c.copies for c in CARDS.values() if c.production)
42
"""
from __future__ import annotations

from typing import NamedTuple

PRODUCTION = "production"
VIOLET = "violet"


class Card(NamedTuple):
    """One kind of building card: printed cost and points, copies in the box, and its kind."""

    id: str
    cost: int
    vp: int
    copies: int
    kind: str  # PRODUCTION or VIOLET
    dutch: str  # the name in the Dutch rulebook, for citations and teaching
    good: int | None = None  # production buildings: the column of the trading-house tile

    @property
    def production(self) -> bool:
        return self.kind == PRODUCTION

    @property
    def violet(self) -> bool:
        return self.kind == VIOLET


_TABLE = (
    # id, cost, vp, copies, kind, Dutch name
    ("indigo_plant", 1, 1, 10, PRODUCTION, "indigoververij"),
    ("sugar_mill", 2, 1, 8, PRODUCTION, "suikermolen"),
    ("tobacco_storage", 3, 2, 8, PRODUCTION, "tabaksfabriek"),
    ("coffee_roaster", 4, 2, 8, PRODUCTION, "koffiebranderij"),
    ("silver_smelter", 5, 3, 8, PRODUCTION, "zilversmederij"),
    ("smithy", 1, 1, 3, VIOLET, "smederij"),
    ("gold_mine", 1, 1, 3, VIOLET, "goudgroeve"),
    ("archive", 1, 1, 3, VIOLET, "archief"),
    ("poor_house", 2, 1, 3, VIOLET, "armenhuis"),
    ("black_market", 2, 1, 3, VIOLET, "zwarte markt"),
    ("trading_post", 2, 1, 3, VIOLET, "handelsstation"),
    ("well", 2, 1, 3, VIOLET, "bron"),
    ("market_stand", 2, 1, 3, VIOLET, "marktstand"),
    ("crane", 2, 1, 3, VIOLET, "kraan"),
    ("chapel", 3, 2, 3, VIOLET, "kapel"),
    ("tower", 3, 2, 3, VIOLET, "toren"),
    ("aqueduct", 3, 2, 3, VIOLET, "aquaduct"),
    ("carpenter", 3, 2, 3, VIOLET, "werkplaats"),
    ("prefecture", 3, 2, 3, VIOLET, "prefectuur"),
    ("market_hall", 4, 2, 3, VIOLET, "markthal"),
    ("quarry", 4, 2, 3, VIOLET, "steengroeve"),
    ("library", 5, 3, 3, VIOLET, "bibliotheek"),
    ("statue", 3, 3, 3, VIOLET, "standbeeld"),
    ("victory_column", 4, 4, 3, VIOLET, "zuil"),
    ("hero", 5, 5, 3, VIOLET, "ridder"),
    ("guild_hall", 6, 0, 2, VIOLET, "gildehal"),
    ("city_hall", 6, 0, 2, VIOLET, "raadhuis"),
    ("triumphal_arch", 6, 0, 2, VIOLET, "triomfboog"),
    ("palace", 6, 0, 2, VIOLET, "paleis"),
)

GOODS = ("indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter")
CARDS: dict[str, Card] = {}
for _id, _cost, _vp, _copies, _kind, _dutch in _TABLE:
    CARDS[_id] = Card(_id, _cost, _vp, _copies, _kind, _dutch,
                      GOODS.index(_id) if _kind == PRODUCTION else None)
COST = {c.id: c.cost for c in CARDS.values()}
# every card in the box, as many times as it has copies (the order is the table's)
DECK = tuple(c.id for c in CARDS.values() for _ in range(c.copies))

ROLES = ("builder", "producer", "trader", "councillor", "prospector")
MONUMENTS = ("statue", "victory_column", "hero")

# The five trading-house tiles: cards paid per good, in GOODS order. The Dutch book's OCR
# lost the printed values; these are the public encodings' (see components.md).
TILES = ((1, 1, 1, 2, 2), (1, 1, 2, 2, 2), (1, 1, 2, 2, 3), (1, 2, 2, 2, 3), (1, 2, 2, 3, 3))

PLAYER_COUNTS = (2, 3, 4)
STARTING_BUILDING = "indigo_plant"
STARTING_HAND = 4
HAND_LIMIT = 7
TOWER_HAND_LIMIT = 12
BUILDINGS_TO_END = 12

# privileges and actions per role (the library doubles the privilege part)
BUILDER_PRIVILEGE = 1  # cards off the chooser's cost
PRODUCER_ACTION, PRODUCER_PRIVILEGE = 1, 1  # goods
TRADER_ACTION, TRADER_PRIVILEGE = 1, 1  # sales
COUNCILLOR_DRAW, COUNCILLOR_OTHERS_DRAW, COUNCILLOR_KEEP = 5, 2, 1
COUNCILLOR_LIBRARY_DRAW = 8  # "picks from 8": the book's figure for the doubled privilege
PROSPECTOR_DRAW = 1
GOLD_MINE_REVEAL = 4
BLACK_MARKET_GOODS = 2
WELL_GOODS = 2  # the well gives a card to an owner who produces at least this many goods
MARKET_STAND_GOODS = 2  # the market stand gives a card for selling at least this many
POOR_HOUSE_MOST = 1  # the poor house gives a card to a builder left holding at most this many
TRIUMPHAL_ARCH_POINTS = (0, 4, 6, 8)  # by monuments owned
GUILD_HALL_POINTS = 2  # per production building
PALACE_DIVISOR = 4


def role_order(players: int) -> tuple[int, ...]:
    """Who picks the round's roles, as seat offsets from the governor (2 players: G, O, G)."""
    return (0, 1, 0) if players == 2 else tuple(range(players))
