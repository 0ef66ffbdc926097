"""A tail that describes someone the sentence then names (``spacy-patterns.v46``).

``The Senate lost a loyal colleague, Harold Finch of Ohio`` says whom the Senate lost: the
name after the comma, not the description (``a loyal colleague`` is vague on its own). When a
common-noun object is followed by a comma and an apposition that is a name (a person, an
organisation, a place, a work; not a list of names, no clause of its own), the tail is the
name's phrase.
"""

from __future__ import annotations

from typing import Any

_NAMED = frozenset({"PERSON", "ORG", "GPE", "FAC", "LOC", "WORK_OF_ART", "EVENT"})
_NO_CLAUSE = frozenset({"VERB", "AUX"})


def named_apposition_span(obj: Any) -> tuple[int, int] | None:
    """Character span of the name an object's apposition gives (``a loyal colleague, Harold
    Finch of Ohio``), or None when the object has no such apposition."""
    if obj.pos_ != "NOUN" or obj.dep_ not in {"dobj", "pobj"}:
        return None
    doc = obj.doc
    for child in obj.children:
        if child.dep_ != "appos" or child.pos_ != "PROPN" or child.ent_type_ not in _NAMED:
            continue
        first = child.left_edge
        comma = doc[first.i - 1] if first.i > 0 else None
        if comma is None or comma.text != "," or not comma.whitespace_ or first.i <= obj.i:
            continue  # "logic,SMITH, 1994": a citation run on, no apposition
        words = [t for t in child.subtree if not t.is_punct]
        if any(t.dep_ in {"conj", "cc"} or t.like_num for t in words) or any(
            t.pos_ in _NO_CLAUSE or t.lower_ in {"a", "an"} or t.is_upper for t in words
        ):
            return None  # a list, a clause, a date, "a Cholo": not one name
        if _runs_on(child):
            return None  # "As X produced grain, the Y Revolution, begun in ..., made": a subject
        last = words[-1]
        return first.idx, last.idx + len(last.text)
    return None


def _runs_on(appos: Any) -> bool:
    """Whether the sentence goes on after the apposition with a verb or a participle (the
    "apposition" is the next clause's subject the parser hung on the object)."""
    doc = appos.doc
    after = appos.right_edge.i + 1
    while after < len(doc) and doc[after].is_punct and doc[after].text not in {".", "!", "?"}:
        after += 1
    return after < len(doc) and doc[after].pos_ in _NO_CLAUSE
