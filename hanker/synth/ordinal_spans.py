"""The span of an ordinal count asked as if it framed one event (hooked into
:func:`hanker.synth.case_wording.wording_problem`).

"The club reached the final for the third time in four seasons" counts finals over a span:
"in four seasons" belongs to "the third time", and measures the stretch in which the three
finals fell. Asked "In how many seasons did the club reach the final for the third time?" the
span reads as the time one reaching took, which the sentence never says: the question is
nonsense (``span of an ordinal count asked``). The same holds of "her second title in three
years", "the fifth win in six games". A span on the clock ("her first race in 40 minutes") is how long
the one event took, and is kept.
"""

from __future__ import annotations

import re

_ORDINAL = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
    r"\d+(?:st|nd|rd|th))"
)
_CLOCK = re.compile(r"\b(?:seconds?|minutes?|mins?|hours?|hrs?)\b", re.IGNORECASE)
_SPAN_QUESTION = re.compile(r"^(?:In|Within|Over|During) how many\b", re.IGNORECASE)


def ordinal_span(question: str, answer: str, sentence: str) -> str | None:
    """Why a "how many" question asks the span of an ordinal count ("the third time in four
    seasons") as if it framed one event, or None."""
    if not _SPAN_QUESTION.match(question) or not answer.strip():
        return None
    if _CLOCK.search(answer):
        return None  # "her first race in 40 minutes": how long the one race took
    span = re.escape(" ".join(answer.split()))
    counted = re.compile(
        rf"\b{_ORDINAL}\s+(?:[\w'’-]+\s+){{0,3}}?in\s+(?:the\s+(?:last|past)\s+)?{span}\b",
        re.IGNORECASE,
    )
    if counted.search(" ".join(sentence.split())):
        return "span of an ordinal count asked"
    return None
