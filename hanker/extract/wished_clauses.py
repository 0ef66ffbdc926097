"""Clauses that voice a wish or a hope rather than state a fact (spaCy extractor).

Two shapes, each with its drop reason (counted in the KG manifest):

* ``wish, not a statement``: the optative formula of a blessing or curse, a deity's name as
  the subject of a bare present verb with no auxiliary (``God save the Queen``, ``Heaven help
  the poor``): the verb is a subjunctive wish, never a report of what happened;
* ``clause under a modal frame``: a relative clause hung on the predicate noun of a copula
  that is itself modal or wanted (``This must be the year the council builds the bridge``,
  ``It needs to be the season the club wins the league``): the relative clause says what
  should happen, not what did. The same clause under a plain copula (``That was the year the
  council built the bridge``) is asserted and stays.
"""

from __future__ import annotations

from typing import Any

WISH = "wish, not a statement"
MODAL_FRAME = "clause under a modal frame"

# the subjects of the optative formula: a closed class of names for a deity
_DEITIES = frozenset({"god", "heaven", "lord", "allah", "christ", "jesus", "fate"})
# verbs whose complement copula says what is wanted or needed, not what is
_WANTING = frozenset({"need", "have", "ought", "want", "deserve", "hope", "wish", "got"})
_PRESENT_BARE = frozenset({"VB", "VBP"})


def optative_problem(verb: Any) -> str | None:
    """``wish, not a statement`` when ``verb`` is a bare present verb with no auxiliary whose
    subject is a deity's name (``God bless the troops``)."""
    if verb.tag_ not in _PRESENT_BARE or any(c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return None
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].lower_ not in _DEITIES:
        return None
    return WISH


def _modal_copula(copula: Any) -> bool:
    """Whether the copula ``copula`` carries a modal (``must be``) or is the complement of a
    verb of wanting or needing (``needs to be``, ``has to be``)."""
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in copula.children):
        return True
    return copula.dep_ == "xcomp" and copula.head.lemma_.lower() in _WANTING


def modal_frame_problem(verb: Any) -> str | None:
    """``clause under a modal frame`` when ``verb`` heads a relative clause on the predicate
    noun of a modal or wanted copula (``This has to be the day the team wins``)."""
    if verb.dep_ != "relcl":
        return None
    noun = verb.head
    if noun.dep_ not in {"attr", "acomp"}:
        return None
    copula = noun.head
    if copula.lemma_.lower() != "be":
        return None
    return MODAL_FRAME if _modal_copula(copula) else None


def wished_problem(verb: Any) -> str | None:
    """Why ``verb``'s clause voices a wish rather than a fact, or None."""
    return optative_problem(verb) or modal_frame_problem(verb)
