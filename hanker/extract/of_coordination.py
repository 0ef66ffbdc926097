"""Coordination after an of-phrase: whose conjunct is it?

In ``X is the son of a teacher and a painter`` the second conjunct may join ``a teacher``
(his parents are a teacher and a painter) or ``the son`` (X is a painter too). The parser
picks one, often the wrong one, and a fact built on its pick (``(X, be, a painter)``) can
be false. When the conjunct is parallel to the object of the of-phrase right before it (both
indefinite, or both bare nouns of the same number), the attachment cannot be known from the
sentence, so a fact whose tail is that conjunct is dropped. A conjunct that does not match
the inner object's form keeps its fact (``the author of three novels and a professor``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import text_tokens

AMBIGUOUS_CONJUNCT = "conjunct after an of-phrase: whose conjunct?"
_INDEFINITE = frozenset({"a", "an"})


def _determiner(noun: Any) -> str:
    found = [c.lower_ for c in noun.children if c.dep_ in {"det", "poss"}]
    return found[0] if found else ""


def _parallel(inner: Any, conjunct: Any) -> bool:
    """Whether two nouns have the same form: both indefinite, or both without a determiner
    and of the same number."""
    first, second = _determiner(inner), _determiner(conjunct)
    if first in _INDEFINITE and second in _INDEFINITE:
        return True
    plural = {"NNS", "NNPS"}
    same_number = (inner.tag_ in plural) == (conjunct.tag_ in plural)
    return not first and not second and same_number and inner.pos_ == conjunct.pos_


def ambiguous_conjunct(conjunct: Any) -> bool:
    """Whether a conjunct noun follows its first conjunct's of-phrase and matches the form of
    that phrase's object (see the module)."""
    if conjunct.dep_ != "conj" or conjunct.pos_ not in {"NOUN", "PROPN"}:
        return False
    first = conjunct.head
    for prep in first.children:
        if prep.dep_ != "prep" or prep.lower_ != "of" or not prep.i < conjunct.i:
            continue
        for inner in prep.children:
            if (
                inner.dep_ == "pobj"
                and inner.right_edge.i < conjunct.i
                and _parallel(inner, conjunct)
            ):
                return True
    return False


def of_coordination_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a tail that is an ambiguous conjunct gives no fact (see the module), or None."""
    tokens = text_tokens(tail, doc)
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i not in inside or t.head.i == t.i]
    if len(roots) == 1 and ambiguous_conjunct(roots[0]):
        return AMBIGUOUS_CONJUNCT
    return None
