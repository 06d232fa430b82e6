"""What each building and role card does, in one short line, with the rule of the catalogue behind
it, for the table to show on hover, keyboard focus and touch (issue #22.4).

A building with a rule of its own (``building.<id>``) is said by that rule's statement; a
production building by what it makes, under the craftsman's production rule. The line, the rule
id, its statement and its citation all come from the catalogue: the table never writes its own.
The name and the statement are in the language spoken (the table's, while it draws).
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Iterable

from puertorico_nb.core.language import N_, component_name, current_language, format_message, translate, using_language
from puertorico_nb.core.words import Phrase

from ..catalogue_rules import RULES
from .shapes import Ability, RoleAbility

if TYPE_CHECKING:
    from ..components import Building
    from ..ruleset import Ruleset

_BY_ID = {rule.id: rule for rule in RULES}
PRODUCTION_RULE = "craftsman.production"


def pretty(name: str) -> str:
    return str(name).replace("_", " ")


def ability(building: Building) -> Ability:
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


def abilities(ruleset: Ruleset, ids: Iterable[str]) -> dict[str, Ability]:
    """The lines of the building kinds named in `ids` that this game has."""
    language = current_language()
    return {building: _ability_in(ruleset.building(building), language).copy()
            for building in sorted(set(ids)) if building in ruleset.by_id}


@lru_cache(maxsize=1024)
def _ability_in(building: Building, language: str) -> Ability:
    """A building's line in `language`, worded once (a table draws the same lines every move)."""
    with using_language(language):
        return ability(building)


# What each role does for everyone, in a few words; the rule behind it (said with the line, its
# statement and the books' sections one click away) is the role's privilege in the catalogue.
ROLE_DOES = {  # each translated when it is said
    "settler": N_("every player takes a plantation, and the settler may take a quarry instead"),
    "mayor": N_("colonists come from the ship to every player, and the mayor takes one more from the supply"),
    "builder": N_("every player may build one building, and the builder pays a doubloon less"),
    "craftsman": N_("every player produces goods, and the craftsman takes one more barrel"),
    "trader": N_("every player may sell one barrel, and the trader earns a doubloon more"),
    "captain": N_("every player ships goods for points, and the captain earns a point more"),
    "prospector": N_("the prospector takes a doubloon from the bank, and nobody else does anything"),
}
ROLE_PRIVILEGE = {
    "settler": "settler.quarry-privilege", "mayor": "mayor.privilege-colonist",
    "builder": "builder.privilege-discount", "craftsman": "craftsman.privilege-bonus",
    "trader": "trader.privilege", "captain": "captain.privilege", "prospector": "prospector.privilege",
}


def role_abilities(roles: Iterable[str]) -> dict[str, RoleAbility]:
    """The lines of the role cards named in `roles` (a card's name: "settler", ...)."""
    out: dict[str, RoleAbility] = {}
    for role in sorted(set(roles)):
        if role not in ROLE_DOES:
            continue
        rule = _BY_ID[ROLE_PRIVILEGE[role]]
        does = translate(ROLE_DOES[role])
        out[role] = {"name": component_name("role", role), "facts": translate("role card"),
                     "text": format_message(translate("{clauses}."), clauses=does[:1].upper() + does[1:]),
                     "rule": rule.id, "statement": rule.statement, "citation": rule.cite()}
    return out
