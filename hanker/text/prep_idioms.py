"""Fixed prepositional phrases: a preposition and a bare noun that mean a state, not a place or
a thing (``in place``, ``on board``, ``at home``, ``set on fire``).

Their noun is no knowledge: a fact whose tail is the noun ("(X, be on, board)") says nothing,
and a question asking for it ("On what was X?") has no answer worth asking. The extractor and
the question writer share this list.
"""

from __future__ import annotations

PREP_IDIOMS = frozenset(
    {
        *(("behind", "door"), ("on", "fire"), ("in", "tear"), ("on", "hold"), ("on", "track")),
        *(("in", "place"), ("in", "charge"), ("in", "touch"), ("on", "board"), ("at", "stake")),
        *(("in", "force"), ("on", "display"), ("on", "show"), ("on", "sale"), ("in", "use")),
        *(("in", "danger"), ("under", "way"), ("in", "effect"), ("in", "line"), ("on", "duty")),
        *(("at", "large"), ("in", "question"), ("in", "vain"), ("at", "hand"), ("in", "full")),
        *(("on", "record"), ("in", "private"), ("in", "public"), ("on", "air"), ("off", "air")),
        *(("in", "person"), ("by", "hand"), ("in", "detail"), ("in", "depth"), ("on", "foot")),
        *(("at", "home"), ("at", "risk"), ("at", "work"), ("in", "power"), ("in", "office")),
        *(("on", "trial"), ("on", "bail"), ("in", "action"), ("on", "time"), ("at", "war")),
    }
)
