"""Count answers cut to the number when the question already names what is counted.

``How many propeller arms does the drone have? -- four propeller arms holding a total of eight
propellers``: the question names the counted noun, so the answer repeats it and carries
whatever the noun phrase adds. A candidate whose answer opens with its number followed by the
noun the question counts is cut to the number, with a qualifier before it kept (``about 300``,
``more than 40``) and a rate after the noun (``around 32 flights a day``: ``around 32 a
day``). Shares that repeat their whole are cut in :mod:`.answer_spill`.
"""

from __future__ import annotations

import dataclasses
import re

from hanker.synth.base import CaseCandidate

_AUX = r"(?:did|does|do|is|are|was|were|has|have|had|will|would|can|could|should|must|might|may)"
_RATE = re.compile(r"^ ((?:a|per|each|every) (?:day|week|month|year|hour|night))\b")
_COUNT_QUESTION = re.compile(rf"^How many ((?:\S+ ){{0,4}}?\S+) {_AUX}\b", re.I)
_NUMBER = (
    r"(?:(?:about|around|almost|nearly|more than|over|at least|some|roughly|up to) )?"
    r"(?:\d[\d,.]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"a dozen|dozens|hundreds|thousands)"
)


def asked_count_answer(candidate: CaseCandidate) -> CaseCandidate:
    """``candidate`` with its answer cut to the count the question asks (see the
    module), or unchanged."""
    question, answer = candidate.question, " ".join(candidate.answer.split())
    counted = _COUNT_QUESTION.match(question)
    if counted:
        noun = re.escape(counted.group(1))
        found = re.match(rf"^({_NUMBER}) {noun}\b(?=.)(.*)$", answer, re.I)
        if found:
            rate = _RATE.match(found.group(2))  # "around 32 a day": the rate is the count's
            count = f"{found.group(1)} {rate.group(1)}" if rate else found.group(1)
            return dataclasses.replace(candidate, answer=count)
    return candidate
