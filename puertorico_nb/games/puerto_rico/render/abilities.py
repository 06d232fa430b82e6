"""What each building does, in one short line from the rule catalogue, for the table to show on
hover, keyboard focus and touch (issue #22.4).

A building with a rule of its own (``building.<id>``) is said by that rule's statement; a
production building by what it makes, under the craftsman's production rule. The line, the rule
id, its statement and its citation all come from the catalogue: the table never writes its own.
The name and the statement are in the language spoken (the table's, while it draws).
"""
from __future__ import annotations

from puertorico_nb.core.language import component_name
from puertorico_nb.core.words import Phrase

from ..catalogue_rules import RULES

_BY_ID = {rule.id: rule for rule in RULES}
PRODUCTION_RULE = "craftsman.production"


def pretty(name: str) -> str:
    return str(name).replace("_", " ")


def ability(building) -> dict:
    """The line for one building kind (a Ruleset building), with its rule and citation."""
    own = _BY_ID.get(f"building.{building.id.replace('_', '-')}")
    name = component_name("building", building.id)
    if own is not None:
        line, rule = own.statement, own
    else:  # a production building: what it makes is its ability
        rule = _BY_ID[PRODUCTION_RULE]
        line = PRODUCES.say(building=name[:1].upper() + name[1:], good=component_name("good", building.good or ""))
    return {"name": name, "cost": building.cost, "vp": building.vp, "circles": building.circles,
            "facts": FACTS[bool(building.circles)].say(cost=building.cost, points=building.vp,
                                                       circles=building.circles),
            "text": line, "rule": rule.id, "statement": rule.statement, "citation": rule.cite()}


PRODUCES = Phrase("{building}: in the craftsman phase, each colonist on it makes one {good} barrel for a manned "
                  "{good} plantation of its owner's.")
FACTS = {True: Phrase("cost {cost} · {points} VP · {circles:count:circle}"),
         False: Phrase("cost {cost} · {points} VP · no circle")}


def abilities(ruleset, ids) -> dict[str, dict]:
    """The lines of the building kinds named in `ids` that this game has."""
    return {building: ability(ruleset.building(building)) for building in sorted(set(ids)) if building in ruleset.by_id}
