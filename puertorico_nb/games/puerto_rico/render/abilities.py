"""What each building does, in one short line from the rule catalogue, for the table to show on
hover, keyboard focus and touch (issue #22.4).

A building with a rule of its own (``building.<id>``) is said by that rule's statement; a
production building by what it makes, under the craftsman's production rule. The line, the rule
id, its statement and its citation all come from the catalogue: the table never writes its own.
"""
from __future__ import annotations

from ..catalogue_rules import RULES

_BY_ID = {rule.id: rule for rule in RULES}
PRODUCTION_RULE = "craftsman.production"


def pretty(name: str) -> str:
    return str(name).replace("_", " ")


def ability(building) -> dict:
    """The line for one building kind (a Ruleset building), with its rule and citation."""
    own = _BY_ID.get(f"building.{building.id.replace('_', '-')}")
    if own is not None:
        line, rule = own.statement, own
    else:  # a production building: what it makes is its ability
        rule = _BY_ID[PRODUCTION_RULE]
        good = pretty(building.good or "")
        line = (f"{pretty(building.id).capitalize()}: in the craftsman phase, each colonist on it makes one "
                f"{good} barrel for a manned {good} plantation of its owner's.")
    circles = f"{building.circles} circle{'s' if building.circles != 1 else ''}" if building.circles else "no circle"
    return {"name": pretty(building.id), "cost": building.cost, "vp": building.vp, "circles": building.circles,
            "facts": f"cost {building.cost} · {building.vp} VP · {circles}",
            "text": line, "rule": rule.id, "statement": rule.statement, "citation": rule.cite()}


def abilities(ruleset, ids) -> dict[str, dict]:
    """The lines of the building kinds named in `ids` that this game has."""
    return {building: ability(ruleset.building(building)) for building in sorted(set(ids)) if building in ruleset.by_id}
