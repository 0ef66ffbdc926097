"""Asides on the answer stay out of its question (``template.v6``).

"Her first book was 'Gleams of Azure', a Christian fiction novel that ..." asks "What was
her first book?", not "What was her first book a Christian fiction novel that ...?": an
apposition or a comma-set relative or participle clause hung on the answer describes the
answer, and leaves with it. So does a second object the parser hung on the verb after a
comma (``was 'The Whispering Norns', an innovative take on ...``: two ``attr``): an apposition
misread.
"""

from __future__ import annotations

from typing import Any

_ASIDES = frozenset({"appos", "relcl", "acl"})
_OBJECTS = frozenset({"attr", "dobj", "acomp", "oprd"})


def answer_asides(doc: Any, covered: set[int]) -> set[int]:
    """Token ids of the asides of the answer's words (``covered``) that lie outside it, with
    the comma or dash that sets each off."""
    out: set[int] = set()
    for i in covered:
        for child in doc[i].children:
            if child.dep_ not in _ASIDES or child.i in covered or child.i < i:
                continue
            ids = {t.i for t in child.subtree}
            first = min(ids)
            if child.dep_ != "appos" and not (
                first > 0 and doc[first - 1].text in {",", "-", "–", "—"}
            ):
                continue  # a restrictive clause belongs to the answer's phrase
            if first > 0 and doc[first - 1].is_punct:
                ids.add(first - 1)
            out |= ids
    return out | _second_objects(doc, covered)


def _second_objects(doc: Any, covered: set[int]) -> set[int]:
    """A noun after the answer, set off by a comma, in the same role on the same verb."""
    out: set[int] = set()
    end = max(covered) if covered else -1
    for i in covered:
        token = doc[i]
        if token.dep_ not in _OBJECTS:
            continue
        for sibling in token.head.children:
            if sibling.dep_ not in _OBJECTS or sibling.i <= end:
                continue
            ids = {t.i for t in sibling.subtree}
            between = doc[end + 1 : min(ids)]
            if any(t.text == "," for t in between) and not any(t.dep_ == "cc" for t in between):
                out |= ids | {t.i for t in between}
    return out
