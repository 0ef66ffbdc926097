"""Tails cut from a coordination that shares one head noun or makes one number (spaCy
extractor, from :func:`hanker.extract.tail_complements.checked_tail`).

``suffered arm, hip and knee injuries``: the coordinated words are modifiers of the one
noun after them (arm injuries, hip injuries, knee injuries), yet the parser may make the
first of them the verb's object, so the tail would stop at ``arm`` (or be ``knee injuries``
alone). ``walked two and a quarter miles``: ``two`` and ``a quarter`` are one number, not
two things walked. A tail built from one item of such a coordination, and not covering all
of it, is ``tail cut from a shared head``:

* the noun right after the coordination stands outside it (``arm, hip and knee
  injuries`` with ``injuries`` a second object of the verb), while the items are bare
  singular nouns or adjectives (no determiner, possessive or number of their own);
* the last item is a plural noun with a singular noun modifier before it (``knee
  injuries``, or ``hip and knee injuries`` with the modifiers coordinated inside it), and every other item is a lone bare singular noun (``arm``, ``hip``): a
  list of plural or determined things (``cuts, bruises and knee injuries``, ``a hat and
  ski boots``) stays;
* the first item is a number joined by ``and`` to an item that opens with ``a``/``an``,
  or with a fraction in the coordination (``six and a half``, ``one and three quarter``);
  a list of numbers (``in 2019 and 2020``, ``12 and 15 points``) stays.
"""

from __future__ import annotations

from typing import Any

SHARED_HEAD_CUT = "tail cut from a shared head"

_OWN_WORDS = frozenset({"det", "poss", "nummod", "amod", "prep", "relcl", "acl", "appos"})
_BARE_TAGS = frozenset({"NN", "JJ", "NNP"})
_FRACTIONS = frozenset({"half", "quarter", "third", "fifth", "eighth", "tenth"})


def _items(obj: Any) -> list[Any]:
    """The items of the coordination ``obj`` belongs to, in sentence order."""
    first = obj
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    return sorted([first, *first.conjuncts], key=lambda t: t.i)


def _lone(token: Any) -> bool:
    """A bare singular noun or adjective with no words of its own but punctuation and the
    conjunction (``hip`` of ``arm, hip and knee injuries``)."""
    own = [c for c in token.children if c.dep_ not in {"punct", "cc", "conj"}]
    return token.tag_ in _BARE_TAGS and not own


def _noun_after(items: list[Any]) -> bool:
    """``arm, hip and knee injuries`` parsed with ``injuries`` outside the coordination."""
    last = items[-1]
    end = max(t.right_edge.i for t in items)
    doc = last.doc
    if end + 1 >= len(doc):
        return False
    after = doc[end + 1]
    inside = {t.i for item in items for t in item.subtree}
    if after.pos_ != "NOUN" or after.i in inside:
        return False
    return all(
        t.tag_ in _BARE_TAGS | {"RB"} and not any(c.dep_ in _OWN_WORDS for c in t.children)
        for t in items
    )


def _compound_last(items: list[Any]) -> bool:
    """``arm, hip and knee injuries`` parsed with ``knee injuries`` the last item."""
    last = items[-1]
    modifiers = [c for c in last.children if c.dep_ in {"compound", "nmod"} and c.i < last.i]
    if last.tag_ != "NNS" or not modifiers or modifiers[0].tag_ != "NN":
        return False
    if any(c.dep_ in _OWN_WORDS for c in last.children):
        return False
    return all(_lone(t) and t.tag_ == "NN" for t in items[:-1])


def _one_number(items: list[Any]) -> bool:
    """``six and a half``, ``one and three quarter``: a number joined by ``and`` to a
    fraction."""
    first = items[0]
    if first.tag_ != "CD" or not any(c.lower_ == "and" for c in first.children):
        return False
    doc = first.doc
    words = doc[first.i : max(t.right_edge.i for t in items) + 1]
    opens = any(doc[item.left_edge.i].lower_ in {"a", "an"} for item in items[1:])
    return opens or any(t.lemma_.lower() in _FRACTIONS for t in words)


def shared_head_problem(obj: Any, start: int, end: int) -> str | None:
    """``tail cut from a shared head`` when the tail (object ``obj``, characters ``start`` to
    ``end``) is one item of a coordination that shares one head noun or makes one number
    (see the module), or None."""
    items = _items(obj)
    if len(items) < 2:
        return None
    doc = obj.doc
    first = doc[min(t.left_edge.i for t in items)]
    last = doc[max(t.right_edge.i for t in items)]
    if start <= first.idx and end >= last.idx + len(last.text):
        return None  # the tail is the whole coordination
    if _noun_after(items) or _compound_last(items) or _one_number(items):
        return SHARED_HEAD_CUT
    return None


def value_cut(span: Any) -> str | None:
    """``tail cut from a shared head`` for a typed value (a spaCy span) that holds one part
    of a number joined by ``and`` (``more than six`` of ``more than six and a half
    million``, ``three quarter miles`` of ``one and three quarter miles``), or None."""
    inside = {t.i for t in span}
    for token in span:
        if token.dep_ != "conj" and not any(c.dep_ == "conj" for c in token.children):
            continue
        items = _items(token)
        if _one_number(items) and not all(t.i in inside for t in items):
            return SHARED_HEAD_CUT
    return None
