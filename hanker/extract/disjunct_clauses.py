"""Predicates joined by ``or`` (spaCy extractor, prose only).

``one of alternative predicates``: ``Tom is either a nurse or works in a clinic``, ``the firm
will sell the plant or close it``, ``neither ... nor``: a disjunct is not asserted, whichever
verb or predicate it is; no fact comes from any verb of a coordination whose conjunction is
``or`` or ``nor`` (objects joined by ``or`` are :func:`.tail_fragments.alternative_problem`'s).
Verbs joined by ``and`` stay, as does an ``or`` inside one verb's phrase (``bought two or
three houses``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import conjunct_verbs

DISJUNCT_PREDICATE = "one of alternative predicates"
_VERBS = frozenset({"VERB", "AUX"})
_DISJUNCTIONS = frozenset({"or", "nor"})


def _coordination_top(verb: Any) -> Any:
    """The first verb of the coordination ``verb`` belongs to (itself when it is first)."""
    top = verb
    while top.dep_ == "conj" and top.head.i != top.i and top.head.pos_ in _VERBS:
        top = top.head
    return top


def disjunct_problem(verb: Any) -> str | None:
    """``one of alternative predicates`` when ``verb`` is one of two or more verbs joined by
    ``or``/``nor`` (the conjunction hangs on one of them), else None."""
    top = _coordination_top(verb)
    verbs = [top, *conjunct_verbs(top)]
    if len(verbs) < 2:
        return None
    joined = {v.i for v in verbs}
    conjunctions = [
        c for v in verbs for c in v.children if c.dep_ == "cc" and c.lower_ in _DISJUNCTIONS
    ]
    first, last = min(joined), max(joined)
    if any(first < c.i < last for c in conjunctions):
        return DISJUNCT_PREDICATE
    return None
