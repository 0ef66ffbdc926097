"""Fixed prepositional phrases: a preposition and a bare noun that mean a state, not a place or
a thing (``in place``, ``on board``, ``at home``, ``set on fire``).

Their noun is no knowledge: a fact whose tail is the noun ("(X, be on, board)") says nothing,
and a question asking for it ("On what was X?") has no answer worth asking. A verb and a bare noun make such a phrase too (``take part``, ``follow suit``,
``give way``): ``VERB_IDIOMS``. The extractor and the question writer share both lists.
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
        *(("to", "date"), ("on", "stage"), ("at", "best"), ("at", "worst"), ("at", "least")),
        *(("to", "life"), ("in", "vogue"), ("to", "light"), ("to", "mind"), ("in", "tatters")),
        # adverbial idioms: a preposition and a bare singular noun that say when or how
        *(("on", "hand"), ("over", "time"), ("in", "time"), ("in", "turn"), ("at", "first")),
        *(("at", "last"), ("in", "fact"), ("in", "part"), ("at", "once"), ("by", "chance")),
        *(("by", "accident"), ("on", "purpose"), ("in", "general"), ("on", "average")),
        *(("in", "practice"), ("in", "principle"), ("in", "theory"), ("at", "random")),
        *(("in", "advance"), ("in", "return"), ("in", "common"), ("for", "good")),
        *(("in", "short"), ("at", "length"), ("on", "edge"), ("in", "earnest")),
    }
)
# a verb (lemma) and the bare noun it makes an idiom with
VERB_IDIOMS = frozenset(
    {
        *(("take", "cover"), ("take", "shelter"), ("take", "refuge"), ("take", "part")),
        *(("take", "place"), ("take", "action"), ("take", "note"), ("take", "notice")),
        *(("take", "care"), ("take", "charge"), ("take", "control"), ("take", "aim")),
        *(("take", "hold"), ("take", "root"), ("take", "office"), ("take", "effect")),
        *(("take", "issue"), ("take", "advantage"), ("take", "stock"), ("take", "power")),
        *(("take", "offence"), ("take", "responsibility"), ("give", "way"), ("give", "chase")),
        *(("give", "birth"), ("give", "evidence"), ("make", "sense"), ("make", "progress")),
        *(("pay", "attention"), ("lose", "sight"), ("catch", "fire"), ("set", "sail")),
        *(("keep", "track"), ("keep", "pace"), ("lose", "touch"), ("make", "amends")),
        *(("follow", "suit"), ("make", "way"), ("take", "shape"), ("take", "heart")),
    }
)
# a verb and an object noun that make a figure of speech whatever the noun's determiner and
# adjectives ("set an immense example", "paved the way", "struck a chord"): the noun is no
# thing the subject set, paved or struck (``template.v28``, ``spacy-patterns.v27``)
FIGURATIVE_OBJECTS = frozenset(
    {
        *(("set", "example"), ("set", "tone"), ("set", "precedent"), ("pave", "way")),
        *(("strike", "chord"), ("make", "history"), ("raise", "eyebrow"), ("turn", "page")),
        *(("make", "headline"), ("hit", "headline"), ("take", "toll"), ("break", "ground")),
        *(("hit", "ground"), ("steal", "show"), ("bear", "fruit"), ("break", "mould")),
        *(("cause", "eyebrow"), ("lead", "way"), ("raise", "bar"), ("move", "goalpost")),
    }
)
