"""Clauses a sentence mentions without asserting them (spaCy extractor, ``spacy-patterns.v7``).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``planned, not done``: a clause that spells out a plan, proposal or bid (``There are plans
  for bus firms in Wales to share routes``, ``a bid for the club to buy ...``): the infinitive
  hung on such a noun says what may happen, not what did;
* ``questioned content``: a clause reached from a verb of doubting through its object or
  complement (``The minister questioned Ohio's interest in having Intel expand there``,
  ``She doubted that the firm had paid``): what is questioned is not asserted;
* ``inside a quotation``: a sentence whose quotation marks do not pair up and that ends (or
  begins) with one (``Sadly, Portugal is winning the battle for voters."``): it is the
  inside of a quotation whose speaker stands in another sentence, an opinion, not a fact.

* ``exclamation`` (``assertion-checks.v4``): a sentence that ends in ``!`` (``Sperm,
  sperm's the play!``): an outcry of a speaker or narrator, not a plain statement.

``assertion-checks.v2``: also the checks of :mod:`hanker.extract.clause_structure` (demands,
unrealized time clauses, predictions, heads misread from the clause structure).
``assertion-checks.v3``: a passive infinitive hung on any noun is still to come (``the
administration to be inaugurated on Saturday``), unless the noun is ranked (``the first woman
to be elected``).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.clause_structure import structure_problem
from hanker.extract.disjunct_clauses import disjunct_problem
from hanker.extract.self_contained import clause_context_problem
from hanker.extract.tail_fragments import RANKING
from hanker.extract.wished_clauses import wished_problem

ASSERTION_CHECKS_VERSION = "assertion-checks.v4"

PLANNED = "planned, not done"
QUESTIONED = "questioned content"
INSIDE_QUOTATION = "inside a quotation"
EXCLAMATION = "exclamation"

_PLAN_NOUNS = frozenset(
    {
        *("plan", "proposal", "bid", "attempt", "scheme", "effort", "push", "drive", "call"),
        *("intention", "ambition", "aim", "goal", "hope", "wish", "desire", "offer", "deal"),
        *("campaign", "move", "request", "demand", "pressure", "talk", "suggestion", "idea"),
    }
)
_DOUBTING = frozenset(
    {"question", "doubt", "dispute", "query", "wonder", "contest", "deny", "challenge"}
)
# links through which a clause stays the content of the verb above it
_CONTENT_LINKS = frozenset({"ccomp", "xcomp", "pcomp", "prep", "pobj", "dobj", "acl"})
_QUOTE_MARKS = frozenset({'"', "“", "”", "‘"})
_OPENING = frozenset({'"', "“", "‘"})
_CLOSING = frozenset({'"', "”"})


def planned_problem(verb: Any) -> str | None:
    """``planned, not done`` when ``verb`` is an infinitive hung on a noun of planning."""
    if verb.dep_ != "acl" or not any(c.tag_ == "TO" for c in verb.children):
        return None
    noun = verb.head
    return PLANNED if noun.lemma_.lower() in _PLAN_NOUNS else None


def _still_to_come(verb: Any) -> str | None:
    """``planned, not done`` for a passive infinitive hung on a noun (``the administration to
    be inaugurated on Saturday``), unless the noun is ranked or counted (``the fourth
    journalist to be killed``, ``one of 12 players to be named``); checked after the more
    particular reasons (``calls for X to be suspended`` is a demand)."""
    if verb.dep_ not in {"acl", "relcl"} or not any(c.tag_ == "TO" for c in verb.children):
        return None
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return None
    noun = verb.head
    ranked = any(
        c.tag_ == "JJS"
        or c.lower_ in RANKING | {"latest"}
        or c.ent_type_ == "ORDINAL"
        or c.dep_ == "nummod"
        for c in noun.children
    )  # "the fourth journalist to be killed", "12 players to be named"
    one_of = noun.head.lower_ == "of" and noun.head.head.lower_ == "one"
    return None if ranked or one_of else PLANNED


def questioned_problem(verb: Any) -> str | None:
    """``questioned content`` when a verb of doubting governs ``verb``'s clause through objects,
    complements and prepositions only (not a relative or adverbial clause: ``Police questioned
    the man who had stolen a car`` still says he stole it)."""
    link = verb
    for _ in range(12):
        if link.dep_ not in _CONTENT_LINKS or link.head.i == link.i:
            return None
        link = link.head
        if link.pos_ in {"VERB", "AUX"} and link.lemma_.lower() in _DOUBTING:
            return QUESTIONED
    return None


def quotation_problem(sentence: Any) -> str | None:
    """``inside a quotation`` when the sentence's quotation marks do not pair up and it ends
    with a closing one or begins with an opening one: its speaker is not in the sentence."""
    words = [t for t in sentence if not t.is_space]
    marks = [t for t in words if t.text in _QUOTE_MARKS]
    if not words or len(marks) % 2 == 0:
        return None
    if words[-1].text in _CLOSING and marks[-1].i == words[-1].i:
        return INSIDE_QUOTATION
    if words[0].text in _OPENING and len(marks) == 1:
        return INSIDE_QUOTATION
    return None


def assertion_problem(verb: Any) -> str | None:
    """Why ``verb``'s clause is mentioned, not asserted: a plan, questioned content or the
    inside of a quotation; None when it is asserted."""
    return (
        planned_problem(verb)
        or questioned_problem(verb)
        or quotation_problem(verb.sent)
        or structure_problem(verb)  # assertion-checks.v2: demands, predictions, misread heads
        or clause_context_problem(verb)  # goals, beliefs, referring objects, ranks
        or _still_to_come(verb)  # assertion-checks.v3
        or disjunct_problem(verb)  # "is either a nurse or works in a clinic"
        or wished_problem(verb)  # "God bless X", "this must be the year X wins"
    )


def exclamation_problem(sentence: Any) -> str | None:
    """``exclamation`` when the sentence's last word, before closing quotation marks, is ``!``
    (checked on every prose triple, :func:`hanker.extract.triple_context.triple_problem`)."""
    words = [t for t in sentence if not t.is_space and t.text not in _QUOTE_MARKS]
    if len(words) < 2 or not words[-1].text.endswith("!") or words[-1].ent_type_:
        return None
    named = words[-2].text[:1].isupper() or words[-2].pos_ == "PROPN"  # "Mamma Mia!", "Help!"
    return None if named else EXCLAMATION
