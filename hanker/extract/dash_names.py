"""Names joined by an unspaced dash, split into a fact (spaCy extractor).

``name cut at its dash``: capitalised words joined by a dash or hyphen with no space on
either side (``Guillain–Barré syndrome``, ``the Franco–Prussian War``, ``Rolls-Royce``) are
one name. A head or tail that stops at such a dash, or starts right after one, is a piece of
that name: ``(Guillain, be, Barré syndrome)``, ``(Prussian War, end in, 1871)`` give no fact.
A spaced dash (``Leeds – the city``) sets off an aside and is not looked at here.
"""

from __future__ import annotations

from typing import Any

NAME_DASH_CUT = "name cut at its dash"
_DASHES = "-‐‑–—"


def _capital_word_at(text: str, at: int) -> bool:
    """Whether a capitalised word starts at ``at``."""
    return 0 <= at < len(text) and text[at].isupper()


def _capital_word_ending_at(text: str, end: int) -> bool:
    """Whether the word ending right before ``end`` is capitalised."""
    start = end
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    return start < end and text[start].isupper()


def cut_at_dash(phrase: str, text: str) -> bool:
    """Whether every place ``phrase`` occurs in ``text`` borders an unspaced dash that joins
    it to a capitalised word before (``Franco–|Prussian War``) or after (``Guillain|–Barré``)."""
    if not phrase:
        return False
    found, at = False, text.find(phrase)
    while at >= 0:
        end = at + len(phrase)
        before = at >= 2 and text[at - 1] in _DASHES and _capital_word_ending_at(text, at - 1)
        after = (
            end < len(text) - 1
            and text[end] in _DASHES
            and _capital_word_at(text, end + 1)
            and _capital_word_ending_at(text, end)
        )
        if not (before and phrase[:1].isupper()) and not after:
            return False
        found, at = True, text.find(phrase, at + 1)
    return found


def dash_name_problem(head: str, tail: str, doc: Any) -> str | None:
    """``name cut at its dash`` when the head or the tail is a piece of a dash-joined name in
    the sentence ``doc`` (see the module), else None."""
    text = str(doc.text)
    if any(cut_at_dash(phrase, text) for phrase in (head, tail)):
        return NAME_DASH_CUT
    return None
