"""Tails cut inside a constituent (spaCy extractor, prose only).

* ``tail cut before its predicate``: a clause inside the tail stops on its verb or auxiliary
  with the predicate left out (``a test of whether the rates of two banks are [equal]``,
  ``a list of what the prices will [be]``): the tail's last word is a verb or auxiliary whose
  complement lies after the tail;
* ``noun phrase cut at a bracket``: the tail stops right before a parenthesis on a singular
  noun counted by a number above one (``four rotation [(left, right)] moves``): the noun is a
  modifier whose head came after the bracket.
"""

from __future__ import annotations

import re
from typing import Any

CUT_PREDICATE = "tail cut before its predicate"
BRACKET_CUT = "noun phrase cut at a bracket"
_COUNT_WORDS = frozenset(
    {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
    | {"several", "many", "few", "multiple", "various", "numerous"}
)
_AFTER_CUT = frozenset({"acomp", "attr", "oprd", "xcomp", "ccomp", "dobj", "prep", "advmod"})


def _last_word(obj: Any, start: int, end: int) -> Any | None:
    """The last non-punctuation token of the doc that ends inside ``[start, end)``."""
    inside = [t for t in obj.doc if start <= t.idx and t.idx + len(t.text) <= end]
    words = [t for t in inside if not t.is_punct]
    return words[-1] if words else None


def _predicate_cut(last: Any) -> bool:
    """Whether ``last`` is a verb or auxiliary whose predicate follows it (``are [equal]``)."""
    if last.pos_ not in {"AUX", "VERB"} and last.tag_ != "MD":
        return False
    if last.dep_ in {"aux", "auxpass"} and last.head.i > last.i:
        return True
    return any(c.i > last.i and c.dep_ in _AFTER_CUT for c in last.children)


def _counted_singular(last: Any) -> bool:
    """A singular common noun counted by a number above one (``three assignment``)."""
    if last.tag_ != "NN":
        return False
    for child in last.children:
        if child.dep_ != "nummod" and child.lower_ not in _COUNT_WORDS:
            continue
        word = child.lower_
        if word in _COUNT_WORDS or (word.isdigit() and 1 < int(word) < 1000):
            return True
    return False


def cut_tail_problem(obj: Any, start: int, end: int) -> str | None:
    """Why the tail ``[start, end)`` of ``obj`` is a constituent cut short (see the module)."""
    last = _last_word(obj, start, end)
    if last is None:
        return None
    return CUT_PREDICATE if _predicate_cut(last) else None


def bracket_tail_problem(tail: str, doc: Any) -> str | None:
    """``noun phrase cut at a bracket`` when, wherever ``tail`` stands in the sentence, it
    stops right before a parenthesis on a counted singular noun (see the module)."""
    if doc is None or not tail:
        return None
    text, found = doc.text, False
    for match in re.finditer(re.escape(tail), text):
        last = next((t for t in doc if t.idx + len(t.text) == match.end()), None)
        following = doc[last.i + 1] if last is not None and last.i + 1 < len(doc) else None
        if following is None or following.text != "(" or not _counted_singular(last):
            return None
        found = True
    return BRACKET_CUT if found else None
