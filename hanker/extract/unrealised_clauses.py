"""Clauses that say what should be, what is hoped for or what something is for
(``spacy-patterns.v47``, through :func:`hanker.extract.fact_checks.clause_problem`).

Each gives no fact (the drop reason is counted in the KG manifest):

* ``recommendation, not a fact``: a mandative subjunctive under a verb of asking or
  proposing (``I recommend that the fees be raised to $40``, ``urged that the bridge be
  closed``): the clause says what someone wants, not what happened;
* ``hope, not a statement``: a clause that describes an awaited time (``we will work for the
  day when Ruritania has a free press``, ``looking forward to a time when ...``);
* ``purpose, not a fact``: a gerund that says what something is for (``created for the
  purpose of collecting data and aiding in the training of inspectors``, ``with the aim of
  reducing costs``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import first_conjunct

RECOMMENDATION = "recommendation, not a fact"
HOPE = "hope, not a statement"
PURPOSE = "purpose, not a fact"

_MANDATIVE = frozenset(
    {"recommend", "urge", "propose", "suggest", "demand", "insist", "request", "require"}
    | {"ask", "order", "move", "advise", "stipulate", "direct", "command", "decree"}
)
_AWAITED_TIMES = frozenset({"day", "time", "moment", "hour", "era", "age", "future", "world"})
_AWAITING_PREPS = frozenset({"for", "to", "toward", "towards", "until"})
_PURPOSES = frozenset({"purpose", "aim", "goal", "object", "intention", "view", "hope"})


def unrealised_problem(verb: Any) -> str | None:
    """Why the verb's clause states no fact: a recommendation, a hope or a purpose (see the
    module), or None."""
    if _mandative(verb):
        return RECOMMENDATION
    if _awaited(verb):
        return HOPE
    return PURPOSE if _purpose(verb) else None


def _mandative(verb: Any) -> bool:
    """``recommend that X be raised``: a bare-form verb (or bare ``be``) with a subject of
    its own, in the content clause of a verb of asking or proposing."""
    clause = first_conjunct(verb)
    if clause.dep_ != "ccomp" or clause.head.lemma_.lower() not in _MANDATIVE:
        return False
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in clause.children):
        return False  # "recommended that X should ...": a modal, another check
    subjects = [c for c in clause.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects:
        return False
    singular = subjects[0].tag_ in {"NN", "NNP"} or subjects[0].lower_ in {"he", "she", "it"}
    bare = clause.tag_ == "VB" or (clause.tag_ == "VBP" and singular)  # "that the Senate reject"
    return bare or any(c.dep_ in {"aux", "auxpass"} and c.lower_ == "be" for c in clause.children)


def _awaited(verb: Any) -> bool:
    """``work for the day when X has Y``: a clause on a time noun that is awaited."""
    clause = first_conjunct(verb)
    noun = clause.head
    if clause.dep_ != "relcl" or noun.lemma_.lower() not in _AWAITED_TIMES:
        return False
    if not any(c.lower_ in {"when", "where"} for c in clause.children):
        return False
    governor = noun.head
    return noun.dep_ == "pobj" and governor.lower_ in _AWAITING_PREPS


def _purpose(verb: Any) -> bool:
    """``for the purpose of collecting X and aiding Y``: a gerund under a purpose noun."""
    node = first_conjunct(verb)
    if verb.tag_ == "VBG" and verb.dep_ == "conj" and _purpose_phrase_before(verb.head, verb):
        return True  # "was created for the purpose of X-ing ..., and aiding Y": misattached
    if node.tag_ != "VBG" or node.dep_ != "pcomp":
        return False
    preposition = node.head
    noun = preposition.head
    return preposition.lower_ in {"of", "to"} and noun.lemma_.lower() in _PURPOSES


def _purpose_phrase_before(verb: Any, gerund: Any) -> bool:
    """Whether ``verb`` has a ``for the purpose of`` / ``with the aim of`` phrase before the
    gerund the parser made its conjunct."""
    return any(
        c.dep_ == "prep"
        and c.lower_ in {"for", "with"}
        and c.i < gerund.i
        and any(g.dep_ == "pobj" and g.lemma_.lower() in _PURPOSES for g in c.children)
        for c in verb.children
    )
