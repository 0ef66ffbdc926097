"""A verb coordinated with a passive, read by the tagger as an active past tense.

``Ana was brought in from Leeds and made director of football``: ``made`` shares ``was`` with
``brought`` and is a passive participle (she was made director), but the small tagger reads it
as a past tense with ``director`` as its object, so a fact or a question takes Ana as the one
who made something (``What did Ana make? | director of football``). The conjunct has no
subject and no auxiliary of its own, its first conjunct is passive, and it is a verb of
appointing followed by a bare role (``made director``, ``named captain``).

A second shape: the last item of a list opened by a participle used as an adjective
(``praised for their rich characters, and beautifully described landscapes``): the tagger
reads ``described`` as a past tense coordinated with the list's verb, with ``landscapes`` as
its object. The conjunct follows ``, and`` right after a noun of the list, has no subject, and
is past while the verb it joins is a present passive or copula.

A third shape: an adjective coordinated with a participle before a noun (``recommends free or
discounted tickets``): the tagger reads ``discounted`` as a past tense joined to the clause's
verb, with ``tickets`` as its object. The conjunct comes right after ``or``/``and`` after an
adjective of that verb, and has no subject of its own.

The spaCy extractor drops the facts of such a verb (:mod:`hanker.extract.prose_checks`) and
the question writer asks nothing from it (:mod:`hanker.synth.verb_idioms`).
"""

from __future__ import annotations

from typing import Any

# Verbs that make someone something ("made director", "named captain"): with a bare role
# after them they are the passive of a verb of appointing, never an active verb of making.
_APPOINTING = frozenset(
    {"make", "name", "appoint", "elect", "crown", "declare", "vote", "dub", "choose", "install"}
)
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})


PASSIVE_CONJUNCT = "passive conjunct read as active"
LIST_PARTICIPLE = "participle of a list item read as a verb"
ADJECTIVE_PARTICIPLE = "participle of an adjective pair read as a verb"


def passive_conjunct(verb: Any) -> bool:
    """Whether ``verb``, tagged as a past tense, is a participle sharing the passive auxiliary
    of the verb it is coordinated with (``was brought in ... and made director``)."""
    if verb.dep_ != "conj" or verb.tag_ != "VBD" or verb.head.i == verb.i:
        return False
    if verb.lemma_.lower() not in _APPOINTING:
        return False
    objects = [c for c in verb.children if c.dep_ in {"dobj", "oprd", "attr"}]
    if not objects or any(c.dep_ == "det" or c.tag_ == "PRP$" for c in objects[0].children):
        return False  # "made a film": an active verb of making
    if any(c.dep_ in _SUBJECTS or c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return False
    first = verb.head
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    return first.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in first.children)


def list_participle(verb: Any) -> bool:
    """Whether ``verb`` is a participle opening the last item of a noun list, misread as a past
    tense joined to the present verb of the clause (``are praised for X, Y, and beautifully
    described landscapes``)."""
    if verb.dep_ != "conj" or verb.tag_ not in {"VBD", "VBN"} or verb.head.i == verb.i:
        return False
    if any(c.dep_ in _SUBJECTS or c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return False
    start = min(t.i for t in verb.subtree)
    doc = verb.doc
    if start < 3 or doc[start - 1].lower_ != "and" or doc[start - 2].text != ",":
        return False
    if doc[start - 3].tag_ not in {"NN", "NNS", "NNP", "NNPS"}:
        return False
    if verb.pos_ != "VERB":
        return False  # "is a shareholder, and was also a trader": a second predicate
    head = verb.head  # a present passive or copula: "are praised for X, and described Y"
    passive = [c for c in head.children if c.dep_ == "auxpass" and c.tag_ in {"VBZ", "VBP"}]
    return bool(passive) or (head.lemma_ == "be" and head.tag_ in {"VBZ", "VBP"})


def misread_conjunct(verb: Any) -> str | None:
    """The reason a coordinated verb is no verb of its own clause (see the module), or None."""
    if passive_conjunct(verb):
        return PASSIVE_CONJUNCT
    if adjective_participle(verb):
        return ADJECTIVE_PARTICIPLE
    return LIST_PARTICIPLE if list_participle(verb) else None


def adjective_participle(verb: Any) -> bool:
    """Whether ``verb`` is a participle paired with an adjective before a noun, misread as a
    verb of its own (``free or discounted tickets``)."""
    if verb.dep_ != "conj" or verb.tag_ not in {"VBD", "VBN"} or verb.i < 2:
        return False
    if any(c.dep_ in _SUBJECTS or c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return False
    doc = verb.doc
    joiner, adjective = doc[verb.i - 1], doc[verb.i - 2]
    if joiner.lower_ not in {"or", "and"} or adjective.tag_ != "JJ":
        return False
    return adjective.head.i == verb.head.i and any(c.dep_ == "dobj" for c in verb.children)
