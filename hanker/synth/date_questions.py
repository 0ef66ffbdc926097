"""A date split over two phrases of one verb (the rule of ``template.v7``).

"X was born on the 17th of July in 1941": asked for the year, the question is "In what year
was X born?" (the day and month, asked with "when", would read as part of the question), and
the day and month, asked with "when" beside the year, make no clear question: no case.

A date right after an event noun that a preposition of time or sequence governs ("flights have
increased following a co-operation agreement in December 2022") may date the noun rather than
the verb: "When have flights increased?" would give the agreement's date (``template.v27``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.clause import SEQUENCE_PREPS
from hanker.synth.question_checks import Rejection

_YEAR = re.compile(r"^(the year |in )?(1[0-9]|20)\d\d$", re.IGNORECASE)
_HAS_YEAR = re.compile(r"\b(1[0-9]|20)\d\d\b")
_DAY_MONTH = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b\d{1,2}(st|nd|rd|th)\b"
    r"|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    re.IGNORECASE,
)


def _date_phrases(arg: Any) -> list[Any]:
    """The verb's other date adverbials: a phrase on a date entity ("on the 17th of July")."""
    verb = arg.head
    phrases = []
    for child in verb.children:
        if child.i == arg.i or child.dep_ not in {"prep", "npadvmod"}:
            continue
        words = [t for t in child.subtree if t.i != child.i or child.dep_ == "npadvmod"]
        if words and all(t.ent_type_ in {"DATE", "TIME"} for t in words):
            phrases.append(child)
    return phrases


def split_date(span: Any, arg: Any, covered: set[int]) -> tuple[str, set[int]] | Rejection | None:
    """ "In what year" (with the day and month left out) for a year whose day and month are
    another phrase of the verb; a rejection for a day and month whose year is; None when the
    date is one phrase."""
    others = _date_phrases(arg)
    if not others:
        return None
    texts = [" ".join(t.text for t in phrase.subtree) for phrase in others]
    answer = span.text.strip()
    if _YEAR.match(answer) and any(_DAY_MONTH.search(t) and not _HAS_YEAR.search(t) for t in texts):
        return "in what year", covered | {t.i for phrase in others for t in phrase.subtree}
    if not _HAS_YEAR.search(answer) and any(_HAS_YEAR.search(t) for t in texts):
        return Rejection("date split across phrases")  # "on 3 May" asked beside "in 1970"
    return None


def noun_date(arg: Any) -> Rejection | None:
    """A rejection for a date phrase that follows, with nothing between, the object of a
    preposition of sequence: it may date that noun, not the verb."""
    if arg.dep_ != "prep" or arg.i == 0:
        return None
    before = arg.doc[arg.i - 1]
    if before.pos_ != "NOUN" or before.dep_ not in {"pobj", "dobj"}:
        return None
    governor = before.head
    return Rejection("date may belong to a noun") if governor.lower_ in SEQUENCE_PREPS else None
