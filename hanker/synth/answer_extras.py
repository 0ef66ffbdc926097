"""Words after the thing asked that the answer's phrase carried along (the answer rules of
``template.v13``), cut from a template case's answer once its question is written.

* an ``including`` list: "her prizes, including the Orwell Prize" answers "What has she
  won?" with "her prizes"; the examples are a second fact about the answer, not the answer;
* a trailing date phrase: "the party's chief whip in June" answers "As what was Mr Lee
  appointed?" with "the party's chief whip": the date says when the clause happened, not which
  post it was (kept after a ranking word, "the first woman in 1990", where the date ranks the
  noun, on an event, "the election in May", where it says which event, at the end of a clause
  or an infinitive, "plans to shut it in May", which it belongs to; kept for "when"); so is
  a trailing span of dates ("phone hacking between 2005 and 2008", "since 2019", "from May to
  July"), with the same exceptions;
* a frame on the subject's own works: "dream imagery in his novels" answers "What does Leo
  Marsh use?" with "dream imagery": "in his novels" says where he uses it, and the possessive
  points back to the clause's subject, so the phrase belongs to the verb.
"""

from __future__ import annotations

import re

from hanker.synth.base import CaseCandidate
from hanker.text.calendar import MONTH_PATTERN, TIME_UNIT_PATTERN, WEEKDAY_PATTERN

_INCLUDING = re.compile(r"^(?P<keep>.+?),?\s+including\s+\S.*$")
_MONTHS = MONTH_PATTERN
_WEEKDAYS = WEEKDAY_PATTERN
_DATE_TAIL = re.compile(
    rf"^(?P<keep>.+?)\s+(?:in|on)\s+(?:(?:early|late|mid-)\s*)?(?:{_MONTHS}|{_WEEKDAYS}|"
    r"(?:(?:the\s+)?(?:spring|summer|autumn|winter|fall)(?:\s+of)?\s+)?(?:19|20)\d\d)$"
)  # "party leader in autumn 2018" (template.v27: a season before the year)
_DATE = rf"(?:(?:early|late|mid-)\s*)?(?:(?:{_MONTHS})(?:\s+(?:19|20)\d\d)?|(?:19|20)\d\d)"
_RANGE_TAIL = re.compile(
    rf"^(?P<keep>.+?)\s+(?:between\s+{_DATE}\s+and\s+{_DATE}|from\s+{_DATE}\s+(?:to|until|till)\s+"
    rf"{_DATE}|(?:since|until|till|during)\s+{_DATE})$"
)
_WORKS_FRAME = re.compile(
    r"^(?P<keep>.+?)\s+(?:in|through|across|throughout)\s+(?:his|her|their|its)\s+"
    r"(?:[a-z-]+\s+){0,2}(?:books?|novels?|works?|writings?|stories|story|poems?|poetry|"
    r"fiction|films?|songs?|narratives?)$"
)
_VERB_ADJUNCT_TAIL = re.compile(
    r"^(?P<keep>.+?),?\s+(?:(?:thanks|due|owing)\s+to|because\s+of|as\s+a\s+result\s+of|"
    rf"(?:for|over)\s+(?:the\s+)?(?:past|last)\s+(?:[\w,.-]+\s+)?{TIME_UNIT_PATTERN}|"
    r"in\s+the\s+(?:year|12\s+months)(?:\s+to\s+\S+(?:\s+(?:19|20)\d\d)?)?|"
    r"in\s+(?:court|the\s+dock)|outside\s+court|at\s+\d{1,2}[:.]\d\d)\b(?:\s+\S.*)?$"
)  # "a hit thanks to his prank interviews", "the road ... for the past five years" (v28)
# praise or a birthplace before a name (template.v28): "the esteemed "Deutsche Inspiration
# Award"", "Belfast-born Mr Danker": the name is the answer, the praise the writer's
_PRAISED_NAME = re.compile(
    r"^(?P<det>(?:the|an?)\s+)?(?:(?:esteemed|prestigious|renowned|acclaimed|celebrated|coveted|"
    r"illustrious|highly\s+regarded|well-known|much-loved|beloved)\s+|[A-Z][\w.'-]*-born\s+)"
    r"(?P<name>[\"“'‘]?[A-Z].*)$"
)
_RANKING = re.compile(
    r"\b(?:first|second|third|fourth|fifth|last|only|next|most|least|best|worst|greatest|"
    r"biggest|largest|highest|lowest|longest|oldest|youngest|fastest|latest|newest|"
    r"\d+(?:st|nd|rd|th))\b",
    re.IGNORECASE,
)
_EVENTS = {
    *("election", "elections", "games", "olympics", "final", "finals", "match", "attack"),
    *("war", "riots", "referendum", "conference", "summit", "festival", "championship"),
    *("championships", "cup", "tournament", "budget", "strike", "strikes", "visit", "trial"),
    *("meeting", "ceremony", "launch", "floods", "earthquake", "storm", "race", "season"),
}
_CLAUSE_OPENERS = {"that", "to", "whether", "how", "why", "what", "when", "where", "if"}
_ARTICLES = {"a", "an", "the", "his", "her", "their", "its", "some", "any"}


def _meaningful(words: str) -> bool:
    """Whether what is left names something (more than a determiner, no dangling comma)."""
    left = words.strip().rstrip(",;:").split()
    return bool(left) and left[-1].lower() not in _ARTICLES


def _clause(keep: str) -> bool:
    """Whether the kept words hold a clause or an infinitive, whose verb a phrase after it may
    belong to ("that the plant would close on Monday", "plans to shut the site in 2025")."""
    words = keep.lower().split()
    return words[0] in _CLAUSE_OPENERS or bool({"to", "that", "which", "who"} & set(words[1:]))


def _dated_noun_kept(keep: str) -> bool:
    """A date that ranks its noun, says which event it is, or ends a clause or infinitive
    stays."""
    words = keep.lower().split()
    return bool(_RANKING.search(keep)) or words[-1].strip(",") in _EVENTS or _clause(keep)


def trim_extras(candidate: CaseCandidate) -> CaseCandidate:
    """The case with its answer cut before an ``including`` list, a trailing date phrase or a
    frame on the subject's works (see the module); unchanged when none applies."""
    if candidate.rejected or not candidate.question or not candidate.answer:
        return candidate
    answer = candidate.answer.strip()
    praised = _PRAISED_NAME.match(answer)
    if praised is not None:  # "the prestigious Lion of Kiev Prize" -> "the Lion of Kiev Prize"
        answer = (praised.group("det") or "") + praised.group("name")
    match = _INCLUDING.match(answer)
    if match is not None and _meaningful(match.group("keep")):
        answer = match.group("keep")
    match = _WORKS_FRAME.match(answer)
    if match is not None and _meaningful(match.group("keep")):
        answer = match.group("keep")
    match = _VERB_ADJUNCT_TAIL.match(answer)
    if match is not None and _meaningful(match.group("keep")) and not _clause(match["keep"]):
        answer = match.group("keep")
    match = _DATE_TAIL.match(answer) or _RANGE_TAIL.match(answer)
    when = candidate.question.lower().startswith(("when ", "in what year", "on what day"))
    if match is not None and not when and not _dated_noun_kept(match.group("keep")):
        answer = match.group("keep") if _meaningful(match.group("keep")) else answer
    answer = answer.rstrip(" ,;:")
    if answer == candidate.answer.strip():
        return candidate
    return CaseCandidate(candidate.question, answer, candidate.kind, candidate.answer_type)
