"""Answers cut to the constituent their question asks (the answer rules after ``template.v16``),
applied to a template case once its question is written:

* alternatives of an amount: "By how many points did the index fall? -- 2.1% or 150 points"
  gives the same change in two units joined by "or"; the question names one unit, so the
  answer keeps the alternative in that unit ("150 points"), or the percentage when the
  question asks a percentage;
* an object complement: with a verb of judging or naming ("condemn", "describe", "hail",
  "brand", "regard", "appoint"), "the move as a betrayal of voters" is the object and what the
  subject called it; "What did the union condemn?" asks the object ("the move"), so the answer
  is cut before "as";
* a place or reason after an asked amount: "For how much are seats listed? -- £900 on
  resale sites", "For how many years was he jailed? -- four years for spying": "how many/much/
  long" asks the amount, and the phrase after it belongs to the clause;
* a locative of the clause after a specific noun phrase: "Scotland's crown jewels in
  Edinburgh", "a Toyota Aygo on Balmore Road", "£2,000 at auction": a noun phrase a possessive,
  a name or a number already fixes needs no place to say which thing it is, so a trailing
  "in/at/on/near PLACE" tells where the act happened and is cut (not for "where" questions,
  nor a place that is a month or weekday, which the date rules handle);
* a phrase of the clause after the object (a recipient, a channel, a role, an adverb): see
  :mod:`.answer_clause`, which reads the parse of the source sentence.
"""

from __future__ import annotations

import dataclasses
import re

from hanker.synth.answer_clause import PLACED_NOUNS, clause_cut
from hanker.synth.base import CaseCandidate
from hanker.text.calendar import MONTH_PATTERN, WEEKDAY_PATTERN

_AMOUNT = r"(?:about |around |some |nearly |almost |over |more than |less than )?[£$€]?\d[\d,.]*"
_ALTERNATIVES = re.compile(rf"^(?P<a>{_AMOUNT}\S*(?: [\w-]+)?) or (?P<b>{_AMOUNT}\S*(?: [\w-]+)?)$")
_ASKED_UNIT = re.compile(r"\bhow (?:many|much) (?P<unit>[a-z]+)\b", re.IGNORECASE)
_ASKS_PERCENT = re.compile(r"\b(?:what|which) (?:percentage|per cent|percent)\b", re.IGNORECASE)
_PERCENT = re.compile(r"%|\bper ?cent\b")

_JUDGING_VERBS = re.compile(
    r"\b(?:(?:condemn|describ|brand|label|hail|denounc|dismiss|criticis|criticiz|prais|regard|"
    r"view|portray|characteris|characteriz|depict|treat|appoint|recognis|recogniz|welcom|"
    r"reject|slam|cit|elect|nam|nominat|list|rank|present)(?:e|es|ed|led|med|ing|s|d)?|"
    r"(?:identif|decr|classif)(?:y|ies|ied|ying))\b",
    re.IGNORECASE,
)
_AS_COMPLEMENT = re.compile(r"^(?P<keep>\S.*?\S) as (?!well\b|much\b|many\b|long\b|soon\b|far\b)")
_NOT_COMPLEMENT = re.compile(r"\b(?:such|same)\b|\b(?:known|so|twice|just)$", re.IGNORECASE)

_NUMBER = (
    r"(?:about |around |some |nearly |almost |over |more than |up to )?(?:[£$€]?\d[\d,.]*\S*|"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|"
    r"fifty|hundreds|thousands)(?:-and-a-half|-[a-z]+)?)"
)
_ASKS_AMOUNT = re.compile(r"^(?:\w+ )?how (?:many|much|long)\b", re.IGNORECASE)
_AMOUNT_TAIL = re.compile(
    rf"^(?P<keep>{_NUMBER}(?: [\w-]+){{0,2}}) (?:in|at|on|near|outside|across|between|for "
    r"(?=\w+ing\b))\b"
)
_CAP = r"[A-Z][\w'’.-]*"
_PLACE = (
    rf"(?:(?:the )?(?:north|south|east|west|centre|center|heart|outskirts) of (?:the )?{_CAP}"
    rf"(?: {_CAP})*|(?:the )?{_CAP}(?: (?:and |of )?{_CAP}){{0,4}})"
)
_LOCATIVE = re.compile(rf"^(?P<keep>\S.*?\S),? (?:in|at|on|near|outside) (?P<place>{_PLACE})$")
_CALENDAR = re.compile(rf"^(?:the )?(?:{MONTH_PATTERN}|{WEEKDAY_PATTERN})\b")
_SPECIFIC = re.compile(r"^(?:[£$€]?\d|[A-Z][\w-]*(?:'s|’s) |an? [A-Z][a-z])")
_TITLE = re.compile(r"^(?=[A-Z])(?:(?:[A-Z][\w'’-]*|of|the|and|in|on|at|a|an|for|to)(?: |$))+$")


def _alternative(question: str, answer: str) -> str | None:
    """The alternative of an "A or B" amount in the unit the question asks, or None."""
    match = _ALTERNATIVES.match(answer)
    if match is None:
        return None
    options = [match.group("a"), match.group("b")]
    if _ASKS_PERCENT.search(question):
        kept = [o for o in options if _PERCENT.search(o)]
        return kept[0] if len(kept) == 1 else None
    unit = _ASKED_UNIT.search(question)
    if unit is None:
        return None
    stem = unit.group("unit").lower().rstrip("s")
    kept = [o for o in options if stem in o.lower().split()[-1]]
    return kept[0] if len(kept) == 1 else None


def _before_complement(question: str, answer: str) -> str | None:
    """The object before an "as" complement of a verb of judging or naming, or None."""
    if " as " in f" {question} " or not _JUDGING_VERBS.search(question):
        return None
    match = _AS_COMPLEMENT.match(answer)
    if match is None or _NOT_COMPLEMENT.search(match.group("keep")):
        return None
    return match.group("keep")


def _amount(question: str, answer: str) -> str | None:
    """An amount asked with "how many/much/long" without the clause's place or reason after
    it ("£900 on resale sites", "two hours at the airport", "four years for spying"), or None."""
    if not _ASKS_AMOUNT.match(question):
        return None
    match = _AMOUNT_TAIL.match(answer)
    return match.group("keep") if match else None


def _before_locative(question: str, answer: str) -> str | None:
    """A specific noun phrase without the clause's trailing place, or None."""
    if re.match(r"^(?:Where|In which|In what|At which|At what)\b", question):
        return None
    match = _LOCATIVE.match(answer)
    if match is None or _CALENDAR.match(match.group("place")):
        return None
    keep = match.group("keep")
    if _TITLE.match(answer) or len(keep.split()) > 6 or keep.split()[-1].lower() in PLACED_NOUNS:
        return None  # "Lost in Ipanema": a title that holds a place
    set_off = answer[len(keep) : len(keep) + 1] == ","  # "Threads, in the UK": the clause's
    return keep if set_off or _SPECIFIC.match(keep) else None


def scope_answer(candidate: CaseCandidate, sentence: str = "") -> CaseCandidate:
    """The case with its answer cut to the constituent its question asks (see the module and,
    for phrases of the clause after the object, :mod:`.answer_clause`)."""
    if candidate.rejected or not candidate.question or not candidate.answer:
        return candidate
    question, answer = candidate.question, candidate.answer
    cut = (
        _alternative(question, answer)
        or _amount(question, answer)
        or _before_complement(question, answer)
        or _before_locative(question, answer)
        or clause_cut(question, answer, sentence)
    )
    if cut is None or cut == answer:
        return candidate
    return dataclasses.replace(candidate, answer=cut)
