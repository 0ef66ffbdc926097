"""Heads cut from a quoted title at its colon (spaCy extractor, from
:func:`hanker.extract.triple_context.triple_problem`).

* ``subtitle read as the head``: ``"Salt Roads: A Memoir" was praised by critics``: the parser may
  take the words after the colon as the subject, so the head is the subtitle (``A Memoir``)
  alone. A head that opens right after a colon inside an open quotation and ends at the
  closing quotation mark is a piece of the title, not a thing of its own;
* also the pieces :func:`hanker.extract.parse_misreads.title_piece` finds (a phrase opening
  right after a verb inside a title).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.parse_misreads import title_piece

SUBTITLE_CUT = "subtitle read as the head"
_QUOTES = frozenset({'"', "\u201c", "\u201d"})


def head_title_problem(tokens: list[Any]) -> str | None:
    """Why the head's ``tokens`` are a piece of a title (see the module), or None."""
    if not tokens:
        return None
    first, last = tokens[0], tokens[-1]
    doc = first.doc
    closed = last.i + 1 < len(doc) and doc[last.i + 1].text in _QUOTES  # 'A Memoir" was'
    if first.i > 0 and doc[first.i - 1].text == ":" and closed and _in_quotation(first):
        return SUBTITLE_CUT
    return title_piece(tokens)


def _in_quotation(token: Any) -> bool:
    """An odd number of double quotation marks before ``token`` in its sentence."""
    sentence = token.sent if token.doc.has_annotation("SENT_START") else token.doc
    marks = sum(1 for t in sentence if t.i < token.i and t.text in _QUOTES)
    return marks % 2 == 1
