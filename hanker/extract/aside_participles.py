"""Participles of an aside read as the main clause (spaCy extractor, ``spacy-patterns.v42``).

``That week, Ana Costa - the Brazilian engineer hired by Embraer and sent to Canada - was
promoted``: the parser may take the participles of the aside (``hired``, ``sent``) for the
sentence's own verbs, with the name as their subject and the real predicate (``was
promoted``) as one more conjunct. A past participle with no auxiliary tells what was done to
the noun it follows, so its relation is passive (``be sent to``), never the name's own act
(``send to``).

:func:`aside_participle` holds when all of these hold:

* the verb heads a chain of conjuncts, or is a conjunct of one, and neither it nor the
  chain's first verb has an auxiliary (nor the conjunct a subject of its own);
* the chain's first verb follows at once the noun it describes, an appositive of the
  clause's subject whose phrase opens on a comma or a dash right after the subject's name
  (``Ana Costa - the Brazilian engineer hired``): the noun is the aside's, and the participle
  restricts it;
* a later conjunct of the chain, after a comma or a dash, has an auxiliary of its own (``-
  was promoted``): the sentence's predicate, which the parse hung on the aside.
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import conjunct_verbs

_BREAKS = frozenset({",", "-", "–", "—"})
_PARTICIPLE_TAGS = frozenset({"VBN", "VBD"})  # the tagger reads a bare "placed" either way
_OWN = frozenset({"aux", "auxpass"})


def _described_noun(first: Any) -> Any | None:
    """The noun right before the chain's first verb, when it is an appositive of the verb's
    subject whose phrase opens on a comma or a dash right after the subject's name (never a
    subject after a fronted adjunct's comma: "In 1990, Tom Hale founded X, was ...")."""
    doc = first.doc
    if first.i == 0:
        return None
    noun = doc[first.i - 1]
    if noun.pos_ not in {"NOUN", "PROPN"} or noun.left_edge.i == 0:
        return None
    appositive = (
        noun.dep_ == "appos"
        and noun.head.dep_ in {"nsubj", "nsubjpass"}
        and noun.head.head.i == first.i
    )
    start = noun.left_edge.i
    opened = doc[start - 1].text in _BREAKS and start >= 2 and doc[start - 2].i == noun.head.i
    return noun if appositive and opened else None  # "Ana Costa - the engineer hired by"


def aside_participle(verb: Any) -> bool:
    """Whether ``verb`` is a participle of an aside that the parser read as the clause's
    predicate (see the module): its relation is passive."""
    first = verb
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    for link in {first.i: first, verb.i: verb}.values():
        if link.tag_ not in _PARTICIPLE_TAGS or any(c.dep_ in _OWN for c in link.children):
            return False
    if verb.i != first.i and any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
        return False
    if _described_noun(first) is None:
        return False
    doc = verb.doc
    for later in (c for c in conjunct_verbs(first) if c.i > verb.i):
        auxiliaries = [c for c in later.children if c.dep_ in _OWN and c.i < later.i]
        if auxiliaries and doc[auxiliaries[0].i - 1].text in _BREAKS:
            return True
    return False
