"""A result colour read as the object's noun (spaCy extractor, from
:func:`hanker.extract.tail_complements.checked_tail`).

``Smoke has tinged the sky orange``, ``She painted the door green``: the colour says what the
object became, but the parser may read ``sky orange`` as one compound noun whose head is the
colour, so the tail ``the sky orange`` is no phrase of English and the question built on it
asks what was tinged with ``the sky orange`` as the answer. An object whose head is a colour
word with a determined noun before it as a compound (``the sky orange``; not ``the colour
green`` or ``bright orange``) is ``result colour read as a noun``.
"""

from __future__ import annotations

from typing import Any

RESULT_COLOUR = "result colour read as a noun"

_COLOURS = frozenset(
    {"red", "orange", "yellow", "green", "blue", "purple", "pink", "black", "white", "grey"}
    | {"gray", "brown", "gold", "silver", "crimson", "scarlet", "violet", "amber", "turquoise"}
)
_COLOUR_NOUNS = frozenset({"colour", "color", "shade", "hue", "tint", "tone"})


def result_colour_problem(obj: Any) -> str | None:
    """``result colour read as a noun`` when the object's head is a colour word after a
    compound noun that has its own determiner (``the sky orange``), else None."""
    if obj.lower_ not in _COLOURS or obj.pos_ != "NOUN":
        return None
    compounds = [c for c in obj.children if c.dep_ == "compound" and c.i < obj.i]
    determined = any(d.dep_ in {"det", "poss"} for d in obj.children if d.i < obj.i)
    if not determined or not compounds:
        return None
    return None if any(c.lower_ in _COLOUR_NOUNS for c in compounds) else RESULT_COLOUR
