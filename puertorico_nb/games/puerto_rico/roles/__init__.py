"""One module per role. Each answers what is legal in its phase and what applying does.

Every role module offers the same functions:

- ``start(rs, s, events)``: the automatic part when the role is chosen;
- ``next_turn(rs, s, events) -> bool``: point ``s.turn`` at the next seat that must decide,
  skipping seats with nothing to do; False once the phase is over (its closing steps done);
- ``check(rs, s, action) -> rule id | Refusal``: the rule that allows it, or a Refusal naming
  the rule that forbids it and why (never raised: the history raises IllegalAction from it);
- ``apply(rs, s, action, events)``: carry out a checked action;
- ``candidates(rs, s, player)``: actions worth checking when listing the legal ones.
"""
from . import builder, captain, craftsman, draft, mayor, prospector, settler, trader

PHASES = {
    "settler": settler, "mayor": mayor, "builder": builder, "craftsman": craftsman,
    "trader": trader, "captain": captain, "prospector": prospector,
    "draft": draft,  # the New Buildings set-up, before the first round
}
