"""A relative clause after a coordination of nouns (spaCy extractor).

``Ana Ruiz and Globex, which makes cars, say ...``: the parser hangs the relative clause on the
first conjunct, but a clause after the last one, set off by its comma, belongs to the nearest
noun when its verb is singular (``makes`` agrees with ``Globex`` only): the relative's fact
is ``(Globex, make, cars)``, never ``(Ana Ruiz, make, cars)``. A plural verb (``which make``)
is about the whole coordination and keeps its first conjunct as before; a verb that shows no
number (``which made``) leaves the antecedent unclear, and the clause gives no fact.
"""

from __future__ import annotations

from typing import Any

CONJUNCT_RELATIVE = "relative clause after a coordination unclear"
_SINGULAR_FORMS = frozenset({"VBZ"})
_SINGULAR_PAST = frozenset({"was"})
_PLURAL_PAST = frozenset({"were"})


def _number(relative: Any) -> str | None:
    """``singular``, ``plural`` or None (no number shown) for a relative clause's verb group."""
    group = [c for c in relative.children if c.dep_ in {"aux", "auxpass"}] + [relative]
    first = min(group, key=lambda t: t.i)
    if first.tag_ in _SINGULAR_FORMS or first.lower_ in _SINGULAR_PAST:
        return "singular"
    if first.tag_ == "VBP" or first.lower_ in _PLURAL_PAST:
        return "plural"
    return None


def conjunct_antecedent(relative: Any) -> tuple[Any | None, str | None]:
    """The noun a relative clause hung on the first of coordinated nouns is about:
    ``(noun, None)``, or ``(None, reason)`` when it cannot be known (see the module). A noun
    with no conjunct before the clause is returned as it is."""
    antecedent = relative.head
    conjuncts = [
        t for t in antecedent.subtree if t.dep_ == "conj" and antecedent.i < t.i < relative.i
    ]
    if not conjuncts or antecedent.pos_ not in {"NOUN", "PROPN"}:
        return antecedent, None
    number = _number(relative)
    if number == "singular":
        return max(conjuncts, key=lambda t: t.i), None
    if number == "plural":
        return antecedent, None
    return None, CONJUNCT_RELATIVE
