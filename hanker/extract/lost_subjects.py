"""A main clause's subject read into a fronted subordinate clause's object (spaCy extractor).

``As the First Revolution made towns, the Second Revolution, begun in X, made cities
possible``: the parse hangs ``the Second Revolution`` on ``towns`` as an appositive (or as a
second object) and leaves the main verb ``made`` without a subject. When the object's verb is
a subordinate clause (it has its own ``as``/``when``/``after`` marker) and the main clause it
hangs on has no subject of its own (or the parse made the subordinate clause the root), the
name after the object's comma is the main clause's subject: the object's tail stops at that
comma (``(the First Revolution, make, towns)``), and no title or appositive joins it.
"""

from __future__ import annotations

from typing import Any

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def main_clause_lost(verb: Any) -> bool:
    """Whether ``verb`` heads a subordinate clause (a ``mark`` child) that is the parse's root,
    or hangs on a main verb with no subject of its own."""
    if not any(c.dep_ == "mark" for c in verb.children):
        return False
    if verb.dep_ == "ROOT":
        return True
    main = verb.head
    if verb.dep_ != "advcl" or main.pos_ not in {"VERB", "AUX"}:
        return False
    return not any(c.dep_ in _SUBJECTS for c in main.children)


def lost_subject_end(obj: Any, start: int, end: int) -> int:
    """``end`` moved back to the first comma after ``obj`` when that comma opens the main
    clause's subject (see the module); ``end`` unchanged otherwise."""
    if obj.dep_ not in {"dobj", "attr", "pobj"}:
        return end
    verb = obj.head.head if obj.dep_ == "pobj" else obj.head
    if not main_clause_lost(verb):
        return end
    text = obj.doc.text
    comma = text.find(",", obj.idx + len(obj.text), end)
    if comma < 0:
        return end
    return max(start, len(text[:comma].rstrip()))
