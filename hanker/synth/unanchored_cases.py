"""Questions whose answer depends on a moment only the passage gives.

Two shapes of question have many true answers once they leave their passage:

* ``time known only from the passage``: a point in time told by reference to another one
  ("the same day", "that morning", "the next year", "later that week": "Who resigned the
  following day?"): the day is the passage's, not the question's. A span ("over the next
  decade", "for the same week") and a question that also gives a date ("in the next year,
  1998") keep their case; "at the same time" (at once) is no point in time and stays;
* ``office with no anchor``: who took or holds a title, and nothing else ("Who had been
  appointed as Team Captain?", "Who became Prime Minister?"): many have held it over the
  years, and with no date, place or event the question has no one answer.
"""

from __future__ import annotations

import re

_UNITS = "day|week|month|year|morning|afternoon|evening|night|weekend|season|summer|winter"
# a point in time fixed by another one; not after a preposition of a span ("over the next year")
_ANAPHORIC_TIME = re.compile(
    rf"(?<!\bover )(?<!\bfor )(?<!\bduring )(?<!\bwithin )(?<!\bthroughout )"
    rf"\b(?:the (?:very )?same|that|the next|the following|the previous|the preceding)"
    rf" (?:{_UNITS})\b|\b(?:later|earlier) that (?:{_UNITS})\b",
    re.IGNORECASE,
)
_DATE = re.compile(
    r"\d|\b(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)
_TAKE_OFFICE = "appointed|elected|named|made|became|become|sworn in|chosen|promoted to"
# "Who (had) (just) been appointed (as) (the) Title Words?": a bare title and nothing else
_BARE_OFFICE = re.compile(
    rf"^Who (?:(?:has|had|have|was|were|is|are|will|would) )?(?:(?:been|just|recently|later"
    rf"|then|also|eventually|subsequently) )*(?:{_TAKE_OFFICE})(?: as)?(?: the)?"
    rf" [A-Z][\w'-]*(?: [A-Z][\w'-]*)*\?$"
)


def unanchored_case(question: str) -> str | None:
    """Why the question's answer hangs on a moment the question does not give, or None."""
    if _ANAPHORIC_TIME.search(question) and not _DATE.search(question):
        return "time known only from the passage"
    if _BARE_OFFICE.match(question):
        return "office with no anchor"
    return None
