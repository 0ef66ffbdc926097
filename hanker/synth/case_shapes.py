"""Question and answer shapes that misread their sentence (the case checks after ``template.v8``),
for every generator: :func:`hanker.synth.validate.rejection_reason` applies them to template and
LLM-written cases alike.

Each returns the rejection reason (counted in the audit's quality report) or None:

* ``answer measures a gap``: "How many hours was X held? -- about three hours" from "held ...
  about three hours after the robbery": a length before "after", "before", "later", "earlier"
  or "ago" is the time between two events, not how long the verb lasted;
* ``vague role question``: "What is Ms Dale? -- councillor for Leith" from "Ms Dale, who is
  councillor for Leith, is a friend of the mayor": a copula question on a bare name whose
  sentence describes it twice has several answers;
* ``count left out of the question``: "What has the bank raised in a row?" from "raised rates
  nine times in a row": a "row" or "succession" without the count it counts;
* ``idiomatic prepositional phrase``: an answer that begins with the noun of a multiword
  preposition and its second word ("return for gas", "behalf of the club", "location in
  Peru"): the idiom is split between question and answer;
* ``answer carries a time phrase``: "the country's largest union, ten years ago": an
  apposition run into the clause's time is no noun phrase.
"""

from __future__ import annotations

import re

from hanker.synth.answer_kinds import kind_problem
from hanker.synth.answer_places import time_after_comma
from hanker.synth.fronted_preps import MULTIWORD

_UNITS = r"(?:seconds?|minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|years?|decades?)"
_ASKS_LENGTH = re.compile(rf"^(?:\w+ )?how (?:long|many {_UNITS})\b", re.IGNORECASE)
_GAP_AFTER = re.compile(
    r"^\s*(?:after|before|later|earlier|ago|since|prior to|following|on from)\b", re.I
)
_LENGTH_BEFORE = re.compile(r"\b(?:for|over|during|within|lasting|last|lasted)\s+$", re.I)
_ROLE = re.compile(r"^(?:What|Who) (?:is|was|are|were) ((?:[A-Z][\w'’.-]*\s?){1,5})\?$")
_COPULA = r"(?:is|was|are|were)"
_TWICE = re.compile(
    rf"^,? (?:who|which) {_COPULA} [^,]+, {_COPULA} |^ {_COPULA} [^.;]*? and {_COPULA} "
)  # "X, who is A, is B", "X is A ... and is B"
_ROW = re.compile(r"\b(in a row|in succession|on the trot)\b", re.I)
_FRONTED = re.compile(r"(?:^|, )(in|on|at|by|for|as|with) what\b", re.IGNORECASE)
_IDIOM_SECOND = {"for", "of", "with", "to", "in", "at", "on", "from"}


def _gap(question: str, answer: str, sentence: str) -> bool:
    if not _ASKS_LENGTH.search(question):
        return False
    pattern = re.compile(rf"(?<!\w){re.escape(answer)}(?!\w)", re.IGNORECASE)
    places = list(pattern.finditer(sentence))
    if any(_LENGTH_BEFORE.search(sentence[: m.start()]) for m in places):
        return False  # "stayed for two weeks after the tour": a length after all
    return bool(places) and all(_GAP_AFTER.match(sentence[m.end() :]) for m in places)


def _count_left_out(question: str, sentence: str) -> bool:
    """ "in a row" in the question without the two words before it in the sentence."""
    for match in _ROW.finditer(sentence):
        before = sentence[: match.start()].split()[-1:]
        phrase = match.group(1).lower()
        asked = f"how many {' '.join(before)}".lower() in question.lower()  # the count answers
        if (
            phrase in question.lower()
            and f"{' '.join(before)} {phrase}" not in question.lower()
            and not asked
        ):
            return True
    return False


def _split_idiom(question: str, answer: str) -> bool:
    """ "In what ...? -- return for gas": the question fronts the idiom's preposition and the
    answer begins with its noun and second word."""
    words = answer.lower().split()
    if len(words) < 2 or words[1] not in _IDIOM_SECOND:
        return False
    asked = _FRONTED.search(question)
    return asked is not None and (asked.group(1).lower(), words[0]) in MULTIWORD


def shape_problem(question: str, answer: str, sentence: str) -> str | None:
    """Why a case misreads its sentence (see the module), or None."""
    question, answer = " ".join(question.split()), " ".join(answer.split())
    sentence = " ".join(sentence.split())
    if _gap(question, answer, sentence):
        return "answer measures a gap"
    role = _ROLE.match(question)
    rests = sentence.split(role.group(1).strip(), 1)[1:] if role else []
    if rests and _TWICE.match(rests[0]):
        return "vague role question"  # the name is described twice: several answers
    if _count_left_out(question, sentence):
        return "count left out of the question"
    if _split_idiom(question, answer):
        return "idiomatic prepositional phrase"
    if time_after_comma(answer):
        return "answer carries a time phrase"
    return kind_problem(question, answer)  # "What is X? -- 45" (hanker.synth.answer_kinds)
