"""A clock time answered with its day (``template.v38``).

"The warning lasts until 04:00 GMT on Wednesday" gives "Until when does the warning last on
Wednesday? -- 04:00 GMT": the day is left in the question, which then reads as if the warning
lasted on Wednesday, and the answer names an hour of no day. A clock time followed in the
sentence by ``on`` and a weekday or a date is one point in time: the day joins the answer and
leaves the question ("Until when does the warning last? -- 04:00 GMT on Wednesday").
"""

from __future__ import annotations

import dataclasses
import re

from hanker.synth.base import CaseCandidate
from hanker.text.calendar import MONTH_PATTERN, WEEKDAY_PATTERN

_CLOCK = re.compile(
    r"^(?:about |around |at |just after |just before )?"
    r"\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|GMT|BST|UTC|CET|EST|ET|local time)?"
    r"(?: (?:GMT|BST|UTC|CET|EST|ET|local time))?$",
    re.IGNORECASE,
)
_WEEKDAY, _MONTH = f"(?:{WEEKDAY_PATTERN})", f"(?:{MONTH_PATTERN})"
_DAY = rf"(?:{_WEEKDAY}(?: \d{{1,2}} {_MONTH})?|\d{{1,2}} {_MONTH}|{_MONTH} \d{{1,2}})"


def clock_with_day(candidate: CaseCandidate, sentence: str) -> CaseCandidate:
    """``candidate`` with the day after its clock-time answer moved from the question into
    the answer (see the module); unchanged when the answer is no clock time or no day follows
    it in the sentence and the question."""
    answer = candidate.answer.strip()
    if not candidate.question or not re.search(r"\d", answer) or not _CLOCK.match(answer):
        return candidate
    if not re.search(r"[:.]\d{2}|[ap]\.?m\b", answer, re.IGNORECASE):
        return candidate  # "at 4": a count or an age, not surely a time
    flat = " ".join(sentence.split())
    found = re.search(rf"{re.escape(answer)},? on ({_DAY})(?=\s*(?:[,.;:!?]|$))", flat)
    if found is None:  # not "on Wednesday morning", "on 5 March 2019": the day whole or not
        return candidate
    day = found.group(1)
    asked = re.sub(rf",? on {re.escape(day)}(?=\?$)", "", candidate.question, count=1)
    if asked == candidate.question:
        return candidate
    return dataclasses.replace(candidate, question=asked, answer=f"{answer} on {day}")
