"""The course's helpers, one module per game over a shared part:

- ``course.puerto_rico``: what tutorials 00-16 call (pictures, prices, set-up tables, bot games);
- ``course.san_juan``: what tutorials 17-25 call (scenes of our own, card costs, violet families);
- ``course.shared``: what both games' tutorials share (worked examples, walkthroughs, questions,
  refusals and rules in words), re-exported by each game's module so a tutorial imports one module.

"""
