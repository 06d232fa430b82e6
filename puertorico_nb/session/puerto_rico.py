"""A Puerto Rico table without a screen: the engine's game, drawn and narrated by Puerto Rico's
renderers."""
from __future__ import annotations

from typing import Any

from ..core.language import N_
from ..core.words import full_names
from ..games.puerto_rico import Game
from ..games.puerto_rico.ruleset import Options
from ..games.puerto_rico.render.narrate import clauses, narrate
from ..games.puerto_rico.render.viewmodel import PHASE_TITLES, label, phase_title, view_model
from .setup import choice
from .table import TableSession


# the steps of a decision taken a piece at a time on the table (the confirm says it whole)
STEPS = frozenset({"put", "take_back", "store", "unstore"})


class PuertoRicoSession(TableSession):
    """A Puerto Rico game at one table. ``bots``: who bots play (see ``puertorico_nb.session.
    table``): seats for the random bot, or ``{1: "coach", 2: "greedy"}``, or one entry per seat."""

    def __init__(self, game: Game | None = None, players: int = 4, seed: int | None = 0,
                 names: list[str] | None = None, bots: Any = None, **shown_values: Any) -> None:
        game = game if game is not None else Game(players=players, seed=seed)
        self._start(game, seed, bots or (), names=full_names(names, game.players), **shown_values)

    @property
    def points_seat(self) -> int | None:
        """Whose victory points the table may show when they lie face down (option
        hidden_points): the one person's playing against bots; with several people at one screen,
        or none, nobody's in particular, so they stay open."""
        people = [seat for seat in range(self.game.players) if seat not in self.bots]
        return people[0] if len(people) == 1 else None

    def view_now(self) -> dict:
        return view_model(self.game, names=self.names, version=self._version, points_seat=self.points_seat)

    def view_for(self, seat: int | None, past=None, choices: bool = True) -> dict:
        return view_model(self.game if past is None else past, seat=seat, names=self.names, version=self._version,
                          with_actions=choices and seat is not None and past is None, points_seat=seat,
                          watching=seat is None)

    def view_at(self, past) -> dict:
        return view_model(past, names=self.names, version=self._version, with_actions=False,
                          points_seat=self.points_seat)

    def _phase_words(self, phase: str) -> str:
        return phase_title(phase) if phase in PHASE_TITLES else super()._phase_words(phase)

    def _tells(self, action) -> bool:
        """A person's mayor layout and captain storage, taken a circle or a barrel at a time, are
        said once, whole, when confirmed ("You place your colonists", "You throw away 2 corn"):
        each step said as well made "What happened" say the placing twice; a bot's steps are
        each said."""
        return not (action.verb in STEPS and action.player not in self.bots)

    def _label(self, action: dict) -> str:
        return label(self.game, action)

    def _narrate(self, events: list) -> str:
        return narrate(events, self.names)

    def _clauses(self, events: list) -> list[str]:
        return clauses(events, self.names)


# -- the start page's choices (puertorico_nb.session.setup reads them through the game's record) ---
TABLE_SESSION = PuertoRicoSession  # the session a server of many screens makes for this game
DEFAULT_PLAYERS = 4
# why the start page opens on that count, said beside the choice of players
DEFAULT_PLAYERS_WHY = N_("4 to start with: the count the Icelandic rulebook's set-up picture shows. "
                         "Choose 3 or 5, or 2 for the two-player game of the Korean rulebook.")
START_OPTIONS: list[dict[str, Any]] = [
    {"key": "expansions", "kind": "set", "label": N_("Expansions"), "default": [],
     "choices": [choice("new_buildings", N_("New Buildings"), N_("violet buildings from the expansion")),
                 choice("nobles", N_("Nobles"), N_("nobles beside the colonists"))]},
    {"key": "selection", "kind": "choice", "label": N_("Expansion buildings in play"), "default": "random",
     "needs": "expansions",
     "choices": [choice("random", N_("Drawn at random (seeded)")),
                 choice("draft", N_("Drafted by the players before the first round (Korean rulebook)"))]},
    {"key": "edition", "kind": "choice", "label": N_("Rulebook edition"), "default": "icelandic",
     "choices": [choice("icelandic", N_("Icelandic rulebook")), choice("korean", N_("Korean rulebook"))]},
]


def start_arguments(settings: Any) -> dict[str, Any]:
    """The game a start page's checked choices (``session.setup.Settings``) make: its expansions,
    how their buildings are chosen, and the rulebook edition."""
    options = settings.options
    expansions = tuple(options.get("expansions", ()))
    selection = options.get("selection", "random") if expansions else "random"
    rules = Options(edition=options.get("edition", "icelandic"), selection=selection)
    return {"game": Game(players=settings.players, seed=settings.seed, expansions=expansions, options=rules)}
