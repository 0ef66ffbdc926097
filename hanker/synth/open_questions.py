"""Questions with several answers, a wh-word the answer does not fit, or words the parse left
without their partner (the case checks of ``template.v13``), for every generator:
:func:`hanker.synth.vague_cases.vague_case` applies them to template and LLM-written cases.

Each returns the rejection reason (counted in the audit's quality report) or None:

* ``question has several answers``: a bare question on a verb of producing or treating works
  ("What has Ana Ruiz written?", "What did Leo Marsh pen?", "What does Ana Ruiz handle?"): an
  author writes many works and treats many themes, and with nothing else in the question each
  of them answers it; so does a bare question on a part of a career ("On what did Ana Ruiz
  work?", "In what has Leo Marsh appeared?": a career holds many projects and roles), on a
  verb of holding or wanting ("What does Norland control?", "What did Kent Police want?"), and a
  residence question with nothing but the place ("Who lives in Canada?"), which fits
  everyone living there (one with a time, "for 35 years", is kept);
* ``wh-word does not fit the answer``: "Where was X born? -- 12/04/1981": a date asked with
  "where"; "What has X worked at the mill? -- her whole life": a span of time asked with
  "what" (it is asked "how long");
* ``garbled or overlong question``: a ``worth of`` whose amount was left out ("stole worth of
  jewels": "worth" needs the sum before it) and a complex preposition without its ``of``
  before a name ("in memory Mrs Lee");
* ``answer carries a contrast``: "a rise over two years rather than one": the answer holds a
  second, rejected alternative, which is no part of the thing asked;
* a question that drops the frame its answer needs (:mod:`hanker.synth.frame_questions`).
"""

from __future__ import annotations

import re

from hanker.synth.frame_questions import frame_problem
from hanker.text.calendar import MONTH_PATTERN

_WORK_VERBS = (
    r"(?:write|wrote|written|pen|penned|author|authored|publish|published|create|created|"
    r"produce|produced|discuss|discussed|handle|handled|use|used)"
)
_NAME = r"(?:[A-Z][\w'’.-]*(?:'s|’s)? ?){1,5}"
_ADVERBS = r"(?:(?:often|also|additionally|primarily|mainly|frequently|usually|typically) )?"
_BARE_WORK = re.compile(rf"^What (?:has|have|had|did|does|do) {_NAME}{_ADVERBS}{_WORK_VERBS}\?$")
# a career's parts: "On what did X work?", "In what has X appeared?" (not the progressive "On what
# is X working?", one current project, nor "In what did the clip appear?", one event)
_BARE_CAREER = re.compile(
    rf"^(?:On what (?:has|have|had|did) {_NAME}{_ADVERBS}(?:worked|work)|"
    rf"In what (?:has|have|had) {_NAME}{_ADVERBS}(?:appeared|starred|acted|featured))\?$"
)
# holdings and wishes: "What does Ukraine control?", "What did Kent Police want?": a state
# holds many places, a body runs many services and wants many things
_BARE_HOLDING = re.compile(
    rf"^What (?:has|have|had|did|does|do) {_NAME}(?:still )?{_ADVERBS}"
    r"(?:control|controlled|operate|operated|want|wanted)\?$"
)
_RESIDENCE = re.compile(
    r"^Who (?:resides|resided|lives|lived|is living|was living|is based|was based|"
    r"has lived|has resided|settled|stays|stayed) (?:in|at) (?:(?!(?:for|since|with|after|before|"
    r"until|during|when|while|as)\b)[^,?\d])*\?$"  # nothing but the place: no time, no manner
)
_MONTHS = rf"(?:{MONTH_PATTERN}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?"
_DAY = r"(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)?"
_DATE = re.compile(
    rf"^(?:on |in )?(?:\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|(?:19|20)\d\d|"
    rf"(?:{_DAY} )?{_MONTHS}(?: {_DAY})?,?(?: (?:19|20)\d\d)?)$",
    re.IGNORECASE,
)
_SPAN = re.compile(  # "his whole life", "all her career": how long, not what
    r"^(?:all|(?:his|her|their|its|the|my|our|your) (?:whole|entire)) (?:\w+ )?"
    r"(?:life|lives|career|childhood|day|night|week|month|year|summer|winter|time)$",
    re.IGNORECASE,
)
_WORTH = re.compile(r"(\S+) worth of\b")
_AMOUNT_WORDS = {
    *("pounds", "dollars", "euros", "yen", "francs", "million", "millions", "billion", "billions"),
    *("thousand", "thousands", "hundred", "hundreds", "bn", "m", "k", "dozen", "dozens"),
    *("hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years"),
    *("lot", "lots", "much", "more", "less", "most", "cent", "pence", "cents", "lifetime"),
}
_NO_OF = re.compile(
    r"\b(?:in|on) (?:honour|honor|memory|favour|favor|support|aid|front|spite|search|"
    r"pursuit|behalf|place|charge|respect) (?!of\b)(?:[A-Z]\w*)"
)


def open_question(question: str, answer: str) -> str | None:
    """Why the question has several answers, asks with the wrong wh-word or is garbled, or None
    (see the module)."""
    bare = _BARE_WORK, _BARE_CAREER, _BARE_HOLDING, _RESIDENCE
    if any(pattern.match(question) for pattern in bare):
        return "question has several answers"
    where_date = question.startswith("Where ") and _DATE.match(answer.strip())
    if where_date or (question.startswith("What ") and _SPAN.match(answer.strip())):
        return "wh-word does not fit the answer"
    if _amountless_worth(question) or _NO_OF.search(question):
        return "garbled or overlong question"
    if re.search(r"\brather than\b", answer, re.IGNORECASE):
        return "answer carries a contrast"
    return frame_problem(question, answer)  # "Where had X been?": frame_questions


def _amountless_worth(question: str) -> bool:
    """A ``worth of`` with no amount before it ("seized worth of drugs")."""
    for match in _WORTH.finditer(question):
        word = match.group(1).lower().strip("'’")
        if any(c.isdigit() for c in word) or word[:1] in "£$€":
            continue
        if word.endswith(("'s", "’s", "s'", "s’")) or word in _AMOUNT_WORDS:
            continue
        return True
    return False
