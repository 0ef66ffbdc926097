"""Questions whose wh-word does not fit the kind of their answer (the case checks after
``template.v9``), for every generator (:func:`hanker.synth.case_shapes.shape_problem`).

* ``role question answered by a number``: "What is Tom Hale? -- 52": an age or a count
  does not say what a person is;
* ``vague possession question``: "Who does Ms Lowe have?": "have" of people asks nothing
  one answer fits;
* ``amount asked with what``: "What did the gang take? -- over £3m": an amount of money is
  asked "how much", and a verb's object question asks for a thing;
* ``where answered by a thing or a time``: "Where did they tread? -- a Bible" (an article
  before a name makes a copy of a named thing, not a place), "Where was X? -- about 10:30".
"""

from __future__ import annotations

import re

_ROLE = re.compile(r"^(?:What|Who) (?:is|was|are|were) (?:[A-Z][\w'’.-]*\s?){1,5}\?$")
_NUMBER = re.compile(r"^(?:about |around |aged )?\d[\d,.]*$")
_HAVE_WHO = re.compile(r"^Who (?:does|do|did) [^?]+ have\?$")
_WHAT_DID = re.compile(r"^What (?:did|does|do|has|have|had|will|would|could) ")
_MONEY = re.compile(
    r"^(?:(?:more than|less than|over|nearly|almost|about|around|up to|some|at least)\s+)?"
    r"(?:[$£€]\s?\d|\d[\d,.]*\s*(?:m|bn|million|billion)?\s*(?:pounds|dollars|euros)\b)",
    re.IGNORECASE,
)
_A_NAME = re.compile(r"^(?:a|an) [A-Z][\w'’-]*$")
_CLOCK = re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b", re.IGNORECASE)


def kind_problem(question: str, answer: str) -> str | None:
    """Why the question's wh-word does not fit its answer (see the module), or None."""
    if _ROLE.match(question) and _NUMBER.match(answer):
        return "role question answered by a number"
    if _HAVE_WHO.match(question):
        return "vague possession question"
    if _WHAT_DID.match(question) and _MONEY.match(answer):
        return "amount asked with what"
    if question.startswith("Where ") and (_A_NAME.match(answer) or _CLOCK.search(answer)):
        return "where answered by a thing or a time"
    return None
