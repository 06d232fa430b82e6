"""Small ruling files the command-line, plugin and magic tests share: one that holds, one whose
second ruling fails a step, one whose last ruling is not well formed."""

PASSING = """\
title: The prospector takes a doubloon
steps:
  - act: {player: 0, choose_role: prospector}
  - expect: {players: {0: {doubloons: 4}}}
"""

_HOLDS = """\
  - title: Holds
    steps:
      - expect: {turn: 0}
"""
_WRONG_COUNT = """\
  - title: Wrong count
    steps:
      - act: {player: 0, choose_role: prospector}
"""

# ruling 1 holds; ruling 2 expects the wrong number of doubloons at its third step
FAILING = "rulings:\n" + _HOLDS + _WRONG_COUNT + """\
      - expect: {turn: 1}
      - expect: {players: {0: {doubloons: 9}}}
"""

# ruling 1 holds; ruling 2 writes its third step as a list, not a mapping
MALFORMED = "rulings:\n" + _HOLDS.replace("Holds", "Fine") + """\
  - title: The wharf is used once
    steps:
      - expect: {turn: 0}
      - expect: {turn: 0}
      - reject: [player, 0]
"""

# one ruling that holds, one that fails, one that is not well formed
MIXED = "rulings:\n" + _HOLDS + _WRONG_COUNT + """\
      - expect: {players: {0: {doubloons: 9}}}
  - title: The wharf is used once
    steps:
      - act: [player, 0]
"""
