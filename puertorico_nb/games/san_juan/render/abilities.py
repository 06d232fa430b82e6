"""What each San Juan card and role card does, in one short line from the rule catalogue, for the
table to show on hover, keyboard focus and touch (issue #22.4). Only cards the viewing seat may see
are given; every role card is face up.

A violet building is said by the first rule of its own (``sj.<card>.*``); a monument by the
monuments' rule; a production building by the producer's rule, with the good it makes. The name
and the statement are in the language spoken (the table's, while it draws).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

from puertorico_nb.core.language import component_name, current_language, translate, using_language
from puertorico_nb.core.words import Phrase

from puertorico_nb.core.catalogue import Rule

from ..catalogue_rules import RULES
from ..components import CARDS
from .shapes import Ability, RoleAbility

_RULES = tuple(RULES)
_BY_ID = {rule.id: rule for rule in _RULES}
MONUMENTS = ("statue", "victory_column", "hero")


def _own_rule(card_id: str) -> Rule | None:
    prefix = f"sj.{card_id.replace('_', '-')}."
    return next((rule for rule in _RULES if rule.id.startswith(prefix)), None)


def ability(card_id: str, good_words: dict[str, str]) -> Ability:
    """The line for one card kind, with its rule and citation."""
    card = CARDS[card_id]
    name = component_name("card", card_id)
    rule = _own_rule(card_id)
    if card_id in MONUMENTS:
        rule = _BY_ID["sj.monument.points"]
        line = MONUMENT.say(card=name[:1].upper() + name[1:], points=card.vp)
    elif rule is not None:
        line = rule.statement
    else:  # a production building
        rule = _BY_ID["sj.producer.one-good"]
        line = PRODUCTION.say(card=name[:1].upper() + name[1:], good=component_name("good", good_words.get(card_id, "")))
    return {"name": name, "cost": card.cost, "vp": card.vp,
            "facts": FACTS.say(cost=card.cost, points=card.vp),
            "text": line, "rule": rule.id, "statement": rule.statement, "citation": rule.cite()}


MONUMENT = Phrase("{card}: a monument worth {points:count:point}, with no other ability.")
PRODUCTION = Phrase("{card}: in the producer phase its owner may lay one {good} on it, face down, to sell in the trader phase.")
FACTS = Phrase("cost {cost} · {points} VP")


def abilities(view: dict[str, Any], good_words: dict[str, str]) -> dict[str, Ability]:
    """The lines of every card face the view model shows (never a hidden card: only faces in it)."""
    shown: set[str] = set()
    faces = list(view.get("drawn") or []) + list(view.get("revealed") or [])
    for player in view["players"]:
        faces += list(player.get("city") or []) + list(player.get("hand") or []) + list(player.get("covered") or [])
    if view.get("picking"):
        faces += list(view["picking"].get("items") or [])
    shown = {face["id"] for face in faces if isinstance(face, dict) and face.get("id") in CARDS}
    language, goods = current_language(), tuple(sorted(good_words.items()))
    return {card_id: _ability_in(card_id, goods, language).copy() for card_id in sorted(shown)}


@lru_cache(maxsize=1024)
def _ability_in(card_id: str, goods: tuple[tuple[str, str], ...], language: str) -> Ability:
    """A card's line in `language`, worded once (a table draws the same lines every move)."""
    with using_language(language):
        return ability(card_id, dict(goods))


# What each role card does: the catalogue's own statements of what the role lets every player do,
# then of its privilege (or of what its chooser does more), in the language spoken; the first rule
# is the one said with the line, with its books' sections.
ROLE_RULES = {
    "builder": ("sj.builder.one-building", "sj.builder.privilege"),
    "producer": ("sj.producer.one-good", "sj.producer.privilege"),
    "trader": ("sj.trader.one-sale", "sj.trader.privilege"),
    "councillor": ("sj.councillor.draw", "sj.councillor.keep"),
    "prospector": ("sj.prospector.draw",),
}


def role_abilities(roles: Iterable[str]) -> dict[str, RoleAbility]:
    """The lines of the role cards named in `roles` ("builder", ...), in the language spoken."""
    language = current_language()
    return {role: _role_in(role, language).copy() for role in sorted(set(roles)) if role in ROLE_RULES}


@lru_cache(maxsize=64)
def _role_in(role: str, language: str) -> RoleAbility:
    with using_language(language):
        rules = [_BY_ID[rule_id] for rule_id in ROLE_RULES[role]]
        return {"name": component_name("role", role), "facts": translate("role card"),
                "text": " ".join(rule.statement for rule in rules),
                "rule": rules[0].id, "statement": rules[0].statement, "citation": rules[0].cite()}
