"""What each building and role card does, in one short line, with the rule of the catalogue behind
it, for the table to show on hover, keyboard focus and touch (issue #22.4).

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


# What each role does for everyone, in a few words; the rule behind it (said with the line, its
# statement and the books' sections one click away) is the role's privilege in the catalogue.
ROLE_DOES = {
    "settler": "every player takes a plantation, and the settler may take a quarry instead",
    "mayor": "colonists come from the ship to every player, and the mayor takes one more from the supply",
    "builder": "every player may build one building, and the builder pays a doubloon less",
    "craftsman": "every player produces goods, and the craftsman takes one more barrel",
    "trader": "every player may sell one barrel, and the trader earns a doubloon more",
    "captain": "every player ships goods for points, and the captain earns a point more",
    "prospector": "the prospector takes a doubloon from the bank, and nobody else does anything",
}
ROLE_PRIVILEGE = {
    "settler": "settler.quarry-privilege", "mayor": "mayor.privilege-colonist",
    "builder": "builder.privilege-discount", "craftsman": "craftsman.privilege-bonus",
    "trader": "trader.privilege", "captain": "captain.privilege", "prospector": "prospector.privilege",
}


def role_abilities(roles) -> dict[str, dict]:
    """The lines of the role cards named in `roles` (a card's name: "settler", ...)."""
    out = {}
    for role in sorted(set(roles)):
        if role not in ROLE_DOES:
            continue
        rule = _BY_ID[ROLE_PRIVILEGE[role]]
        out[role] = {"name": pretty(role), "facts": "role card", "text": ROLE_DOES[role][0].upper() + ROLE_DOES[role][1:] + ".",
                     "rule": rule.id, "statement": rule.statement, "citation": rule.cite()}
    return out
