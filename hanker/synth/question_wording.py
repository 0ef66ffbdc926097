"""Wording repairs and checks on a template question whose fact is right but whose phrasing is
not natural English (readers mark such questions unclear).

Repairs (:func:`repair_wording`, hooked into :func:`hanker.synth.question_text.final_check`;
a repaired question is still checked like any other):

* ``discourse marker removed``: a sentence adverb or discourse marker that links the sentence to
  the one before (however, meanwhile, in any case, after all, in fact, indeed, as of now) is a
  whole adverbial of the clause; carried into a question ("When did meanwhile X leave ...?",
  "Where do X and Y have business in any case?") it reads as garbled, and dropping it changes
  nothing that is asked;
* ``sentence-initial capital lowered``: a time or sequence adverb that opened the sentence keeps
  its capital inside the question ("Who was X Initially?", "... parade Last week?");
* ``birth date cut``: "Where was X born on 4 May 1970?" (or "on 05/04/1970"): a birth-place
  question that carries the birth date asks two things; the date phrase is cut;
* ``relative time cut``: "To whom did X speak at the time?": "at the time" refers back to a
  time the sentence before gave; with nothing in the question to anchor it, it is cut.

Checks (:func:`wording_trouble`, hooked into :func:`hanker.synth.validate.rejection_reason`),
each a counted rejection reason:

* ``progressive in a when-question``: "When was X leaving the club?" copies the past
  progressive of the sentence ("was leaving when ...") where a when-question needs a simple
  tense;
* ``present tense with a past date``: "When does X recover the debris? -- May 2019": the
  historic present of a caption or headline asked with a dated answer;
* ``copula verb with do-support``: "What does X remain/seem/appear?": a linking verb's
  complement is a predicate, which what + do cannot ask for;
* ``copula question with a trailing phrase``: "What has X been for her novel?": a perfect
  copula question that keeps a non-temporal phrase of the predicate;
* ``raising verb without its infinitive``: "To what are the walls believed?" from "are believed
  to date back to": the question goes through "believed/thought/said to" and loses the verb;
* ``count question listing what it counts``: "How many members are A, B, C and D? -- four";
* ``since-question with another time``: "Since when has X raised rates, most recently in
  March?": a since-question must ask for one starting point only;
* ``when-question with another time``: "When had X been succeeded months earlier?": a time
  counted from another ("months earlier", "two days later", "years ago") beside the one asked.
"""

from __future__ import annotations

import re

_ANYWHERE = (
    r"however|meanwhile|indeed|anyway|nevertheless|nonetheless|moreover|furthermore|as of now"
)
# ambiguous with a phrase ("after all the votes", "instead of X"): only before a comma or the end
_BEFORE_BREAK = r"in any case|after all|of course|in fact|instead|too|as well|in the meantime"
_MARKER = re.compile(rf"(?:,\s*)?(?:\b(?:{_ANYWHERE})\b|\b(?:{_BEFORE_BREAK})(?=\s*[,?]))(?:\s*,)?")
_INITIAL_ADVERBS = (
    "Initially|Originally|Previously|Currently|Recently|Later|Earlier|Eventually|Finally"
    "|Subsequently|Now|Then|Today|Yesterday|Last|This|Next|Meanwhile"
)
_CAPITAL_ADVERB = re.compile(rf"(?<=\w )({_INITIAL_ADVERBS})(?=\?| [a-z])")
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)? (?:of )?(?:{_MONTHS})|(?:{_MONTHS}) \d{{1,2}}(?:st|nd|rd|th)?)"
)
_BIRTH_DATE = re.compile(
    rf"^(Where (?:was|were) .+? born)(?: and raised)? (?:on )?(?:the )?{_DATE},? \d{{4}}\?$"
    rf"|^(Where (?:was|were) .+? born)(?: and raised)? in (?:(?:{_MONTHS}) )?\d{{4}}\?$"
    r"|^(Where (?:was|were) .+? born)(?: and raised)? on \d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\?$"
)
# "at the time" at a question's end points back to a time the question does not give
_AT_THE_TIME = re.compile(r",? at (?:the|that) time\?$")
_ATTRIBUTION = re.compile(r"^According to [^,?]+, (\w)")
_YEAR = re.compile(r"\b(?:1[5-9]\d\d|20\d\d)\b")
_PRESENT_WHEN = re.compile(r"^When (?:do|does) ")
_COPULA_DO = re.compile(
    r"^What (?:do|does|did) .+? (?:remain|seem|appear|stay|prove)\b(?! (?:in|on|at|for|to|with|like)\b)"
)
_UNITS = r"(?:years?|months?|weeks?|days?|decades?|hours?|seasons?|centuries)"
_PERFECT_COPULA = re.compile(
    r"^What (?:has|have|had) .+? been (?:since \S+(?: \S+)? )?"
    rf"(?:for\b(?! (?:\S+ ){{0,2}}{_UNITS}\b)|in|at|with|on|by|as|among|from|of|to|like)\b"
)
_RAISING = r"believed|thought|said|expected|reported|understood|alleged|rumoured|estimated|supposed"
_RAISING_IN_QUESTION = re.compile(rf"\b(?:is|are|was|were|be|been) .*?\b({_RAISING})\b(?! to\b)")
_COUNT_LISTS = re.compile(
    r"^How many [^?]*? (?:are|were|is|was) [A-Z][^?,]*(?:, [A-Z][^?,]*)+,? and [A-Z][^?]*\?$"
)
_SINCE_OTHER_TIME = re.compile(
    rf"^Since when .*(?:\b(?:{_MONTHS})\b|\b(?:most recently|this year|ago)\b|\blast (?:year|month|week|\w+day)\b"
    rf"|{_YEAR.pattern})"
)
# "When had X been succeeded months earlier?": a time counted from another, which the question
# keeps beside the time it asks for
_WHEN_OTHER_TIME = re.compile(
    r"^When\b.*\b(?:seconds|minutes|hours|days|weeks|months|years|decades"
    r"|(?:a|an|one|two|three|four|five|six|\d+) (?:second|minute|hour|day|week|month|year|decade)s?)"
    r" (?:earlier|later|ago|afterwards)\b"
)


def repair_wording(question: str) -> str:
    """The question with a carried discourse marker removed, an opening adverb's capital lowered
    and a birth date cut from a birth-place question."""
    head, mark, tail = question.partition(" ")
    if mark and _MARKER.search(tail):
        tail = re.sub(r"\s{2,}", " ", _MARKER.sub(" ", tail)).strip()
        tail = re.sub(r"\s+([?,])", r"\1", tail).replace(",?", "?")
        question = f"{head} {tail}"
    if _CAPITAL_ADVERB.search(question):
        question = _CAPITAL_ADVERB.sub(lambda m: m.group(1).lower(), question)
    question = _AT_THE_TIME.sub("?", question)
    birth = _BIRTH_DATE.match(question)
    if birth:
        question = f"{birth.group(1) or birth.group(2) or birth.group(3)}?"
    return question


def wording_trouble(question: str, answer: str, sentence: str) -> str | None:
    """Why the question's wording is unnatural though its fact is right, or None."""
    question = _ATTRIBUTION.sub(lambda m: m.group(1).upper(), question)  # "According to X, what"
    progressive = re.match(r"^When (?:was|were) .+? ([a-z]\w*ing)\b", question)
    if progressive and re.search(rf"\b(?:was|were) (?:\w+ )?{progressive.group(1)}\b", sentence):
        return "progressive in a when-question"
    if _PRESENT_WHEN.match(question) and _YEAR.search(answer):
        return "present tense with a past date"
    if _COPULA_DO.match(question):
        return "copula verb with do-support"
    if _PERFECT_COPULA.match(question):
        return "copula question with a trailing phrase"
    raising = _RAISING_IN_QUESTION.search(question)
    if raising and re.search(rf"\b{raising.group(1)} to \w+", sentence):
        return "raising verb without its infinitive"
    if _COUNT_LISTS.match(question):
        return "count question listing what it counts"
    if _SINCE_OTHER_TIME.match(question):
        return "since-question with another time"
    if _WHEN_OTHER_TIME.match(question):
        return "when-question with another time"
    return None
