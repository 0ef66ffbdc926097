"""Triples that lost a word the sentence's meaning rests on (spaCy extractor, through
:func:`hanker.extract.relation_meaning.relation_meaning_problem`).

* ``sense adverb lost``: an adverb of domain or direction on the verb that the triple leaves
  out (``was [physically] assaulted``, ``moved the deadline [forward]``): the bare verb says
  something else, or something much vaguer;
* ``goal left out``: a verb of placing someone in a body or post (``induct``, ``appoint``,
  ``elect``, ``admit``) kept with a date alone (``(X, be appointed in, 2015)``): the date of
  joining what, the triple does not say;
* ``'help' left out``: a verb the subject only helped to do (``X helped build the bridge``,
  the parser reads ``helped`` as an auxiliary): ``(X, build, the bridge)`` overstates it.
"""

from __future__ import annotations

from typing import Any

SENSE_ADVERB_LOST = "sense adverb lost"
GOAL_LEFT_OUT = "goal left out"
HELP_LEFT_OUT = "'help' left out"
_HELP_FORMS = frozenset({"help", "helps", "helped", "helping"})

# adverbs naming the kind of an act (or hedging it): "sexually abused" is not just "abused";
# a domain of effect ("hit financially", "isolate politically") leaves the bare verb true
_DOMAIN_ADVERBS = frozenset(
    {"sexually", "physically", "verbally", "racially", "emotionally", "mentally"}
    | {"psychologically", "technically", "romantically", "criminally"}
)
# adverbs of direction that change the sense of the verb: "took a step backwards"
_DIRECTION_ADVERBS = frozenset(
    {"back", "backwards", "forward", "forwards", "away", "aside", "apart"}
    | {"astray", "ahead", "sideways", "downhill", "backward"}
)
# verbs that place someone in a body, post or place: with a date alone the goal is missing
_GOAL_VERBS = frozenset(
    {"induct", "appoint", "elect", "admit", "promote", "enlist", "commit", "shortlist"}
    | {"transfer", "recruit", "draft", "assign", "post", "second", "enrol", "enroll"}
    | {"confine", "invite", "name", "move"}
)


def unspoken_adverbs(verb: Any, tokens: list[Any], words: set[str]) -> list[Any]:
    """The verb's adverbs that neither the relation (``words``) nor the tail holds."""
    inside = {t.i for t in tokens}
    return [
        c
        for c in verb.children
        if c.dep_ == "advmod" and c.i not in inside and c.lower_ not in words
    ]


def sense_adverb_lost(verb: Any, tokens: list[Any], words: set[str]) -> str | None:
    """An adverb of domain or direction on the verb in neither relation nor tail."""
    for child in unspoken_adverbs(verb, tokens, words):
        if child.lower_ in _DOMAIN_ADVERBS:
            return SENSE_ADVERB_LOST
        after = child.i > verb.i  # "Aside from his work, ..": a fronted preposition
        if child.lower_ in _DIRECTION_ADVERBS and after and not _leads_phrase(child):
            return SENSE_ADVERB_LOST
    return None


def _leads_phrase(adverb: Any) -> bool:
    """A direction adverb with a place of its own (``back to Leeds``, ``away from home``):
    the place phrase says where, read as such elsewhere."""
    if any(c.dep_ in {"prep", "pobj", "npadvmod"} for c in adverb.children):
        return True
    following = adverb.doc[adverb.i + 1] if adverb.i + 1 < len(adverb.doc) else None
    return following is not None and following.lower_ in {"from", "to", "of", "into"}


def goal_left_out(relation: str, verb: Any, tokens: list[Any]) -> str | None:
    """``(X, be appointed in, 2015)``: a verb of placing with a time tail and no goal."""
    parts = relation.split()
    if parts[:1] == ["be"]:
        parts = parts[1:]
    if len(parts) != 2 or verb.lemma_.lower() not in _GOAL_VERBS:
        return None
    if not tokens or not all(t.ent_type_ in {"DATE", "TIME"} or t.is_punct for t in tokens):
        return None
    return GOAL_LEFT_OUT


def help_left_out(verb: Any, words: set[str]) -> str | None:
    """``(X, build, the bridge)`` from ``X helped build the bridge``: the relation dropped the
    ``help`` the verb hangs on (as an auxiliary or as the verb it completes)."""
    if "help" in words:
        return None
    helped = any(c.dep_ == "aux" and c.lower_ in _HELP_FORMS for c in verb.children)
    if helped or (verb.dep_ == "xcomp" and verb.head.lower_ in _HELP_FORMS):
        return HELP_LEFT_OUT
    return None
