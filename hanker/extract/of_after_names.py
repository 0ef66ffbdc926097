"""An ``of`` phrase the parser glued onto a name in a ``to`` phrase (spaCy extractor, from
:func:`hanker.extract.tail_complements.checked_tail`).

``The Crown made a gift to the city of two old ships``: the parser hangs ``of two old ships``
on ``the city``, yet it belongs to the verb's object (``a gift of two old ships to the
city``), the order English uses when the ``of`` phrase is long. When the ``to``/``for``
phrase's object is a name (``the United States``, ``Oxfam``) that ends before ``of``, the
phrase hangs on a verb with a direct object or on that object, and the ``of`` phrase holds
a common noun, the tail stops at the name: ``(The Crown, make gift to, Norway)`` and
``(The Crown, make, a gift to Norway)``, never ``Norway of two old ships``.
A name whose ``of`` is part of it (``the Bank of England``, ``the University of Leeds``) is
one entity and stays whole.
"""

from __future__ import annotations

from typing import Any

_NAME_LABELS = frozenset({"GPE", "ORG", "PERSON", "NORP", "LOC", "FAC"})
_RECIPIENT_PREPS = frozenset({"to", "for"})


def _misplaced_of(obj: Any) -> Any | None:
    """The ``of`` preposition hung on the name ``obj`` that belongs to the verb's object."""
    preposition = obj.head
    if obj.dep_ != "pobj" or preposition.lower_ not in _RECIPIENT_PREPS:
        return None
    owner = preposition.head  # "made a gift to X of Y", "made a gift [to X of Y]"
    given = owner.pos_ in {"VERB", "AUX"} and any(c.dep_ == "dobj" for c in owner.children)
    if not given and owner.dep_ != "dobj":
        return None
    if obj.ent_type_ not in _NAME_LABELS:
        return None
    for child in obj.children:
        if child.dep_ != "prep" or child.lower_ != "of" or child.ent_type_:
            continue
        nouns = [g for g in child.children if g.dep_ == "pobj"]
        if nouns and nouns[0].pos_ == "NOUN" and not nouns[0].ent_type_:
            return child
    return None


def name_of_end(obj: Any, start: int, end: int) -> int:
    """The end of a tail that stops at its name before a misplaced ``of`` phrase (see the
    module); ``end`` unchanged otherwise."""
    for token in obj.subtree:
        of = _misplaced_of(token) if start <= token.idx < end else None
        if of is not None and start < of.idx < end:
            before = obj.doc[of.i - 1]
            return int(before.idx + len(before.text))
    return end
