"""Tails cut inside a coordination of modifiers (spaCy extractor, from
:func:`hanker.extract.tail_complements.checked_tail`).

``known for painting vivid and deeply personal portraits``: the parser may read the first
modifier (``vivid``, ``haunting``) as the verb's object and the noun after ``and`` as a
second object, so the tail stops at the bare modifier (``painting vivid``). A tail that ends
on a bare adjective or participle with no words of its own, right before ``and``/``or`` and
a phrase that goes on with more modifiers of a noun, is ``tail cut inside its modifiers``
(a gerund the noun is coordinated with, ``loves baking and fresh bread``, stays).
"""

from __future__ import annotations

from typing import Any

MODIFIERS_CUT = "tail cut inside its modifiers"

_MODIFIER_TAGS = frozenset({"JJ", "JJR", "VBG", "VBN"})
_MODIFIER_DEPS = frozenset({"amod", "advmod", "compound", "npadvmod"})


def modifiers_cut_problem(obj: Any, end: int) -> str | None:
    """``tail cut inside its modifiers`` for a tail (of the object ``obj``) ending at character
    ``end`` on a bare modifier before a coordinated modifier phrase (see the module), or None."""
    doc = obj.doc
    last = next((t for t in reversed(list(obj.subtree)) if t.idx < end), None)
    if last is None or last.tag_ not in _MODIFIER_TAGS or any(True for _ in last.children):
        return None
    if last.i + 2 >= len(doc) or doc[last.i + 1].lower_ not in {"and", "or"}:
        return None
    first = doc[last.i + 2]  # the word after the conjunction
    noun = first
    while noun.dep_ in _MODIFIER_DEPS and noun.head.i > noun.i:
        noun = noun.head  # "deeply" -> "personal" -> "portraits"
    if noun is first or noun.pos_ not in {"NOUN", "PROPN"}:
        return None
    if last.tag_ in {"VBG", "VBN"} and noun.dep_ == "conj" and noun.head.i == last.i:
        return None  # "loves baking and fresh bread": a gerund and a noun, both objects
    return MODIFIERS_CUT
