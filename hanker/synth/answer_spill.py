"""Words that spill into a template answer from the clause around it (the answer rules after
``template.v23``), cut once the question is written, or the case dropped when the answer was
cut short:

* a stray last word: "stability, not", "the budget but": a negation or conjunction that opens
  the contrast after the answer is never part of it;
* a year in a frame: "the year 1990" answers "When ...?" with "1990";
* a subordinate clause of the verb: "a fine display as coach Tom Reilly [watched]": the parse
  makes "as"/"while"/"when" the mark of a clause whose verb lies after the answer, so the words
  from the mark on are the clause's, not the object's;
* a verbless absolute after an amount: "212-9, seamer Dan Hughes's 4-30 the highlight": after a
  score or number a comma opens a second statement, not more of the amount;
* a participle after a person or a count: "Who does the video show? -- a man firing outside
  the club", "How many arms has it? -- four arms holding eight rotors": "who" and "how many"
  ask the noun, the participle says what it does;
* a reason or means on the verb: "Where was he treated? -- hospital for stab wounds" (a stay in
  an institution "for" its cause), "What does her voice captivate? -- readers with vivid
  scenes" (a verb of affecting people takes "with" the means), "With whom did they work? --
  teachers on what counts as bullying" (the topic of a joint work);
* the question's own words: "What percentage of trade ...? -- 75% of trade" is "75%";
* a definite noun cut from its restrictive relative clause: "the trade body for firms [that
  invest in ...]" does not say which body without it, so the case is dropped.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.text.person_nouns import person_word

_STRAY_END = re.compile(r"^(?P<keep>\S.*?\S)[,;]?\s+(?:not|but|nor|rather than|and not)$", re.I)
_YEAR_FRAME = re.compile(r"^the year (?P<year>(?:1[0-9]|20)\d\d)$", re.I)
_ASKS_TIME = re.compile(r"^(?:When|In what year|In which year)\b", re.I)
_MARKS = frozenset({"as", "while", "when", "after", "before", "because", "since", "until"})
_AMOUNT = re.compile(r"^(?P<keep>[£$€]?\d[\d.,]*(?:-\d+)?(?:%|[a-z]{0,2})?), (?P<rest>.+)$")
_COMPARERS = frozenset({"as", "such", "same", "so", "well", "much", "just", "known"})
_LIST_OPENERS = frozenset({"and", "or", "up", "down", "compared", "against", "from", "to"})
_ASKS_NOUN = re.compile(r"^(?:(?:To|With|For|By|From|Of) )?(?:Who|Whom|How many)\b", re.I)
_ASKS_PLACE = re.compile(r"^(?:Where|In what|In which|At what|At which)\b", re.I)
# institutions where a stay has a cause: "in hospital for burns", "in prison for fraud"
_STAY_NOUNS = frozenset(
    {"hospital", "clinic", "prison", "jail", "custody", "detention", "court", "rehab", "care"}
)
_STAY_CAUSE = re.compile(r"^(?P<keep>(?:(?:a|the|an|local) )?(?P<noun>[a-z]+)) for [a-z]")
# verbs of affecting people, whose "with" phrase is the means ("charms readers with wit")
_AFFECTING = re.compile(
    r"\b(?:engag|captivat|enthral|entertain|delight|charm|impress|amaz|dazzl|thrill|intrigu|"
    r"fascinat|mesmeri[sz]|shock|surpris|inspir|move|touch|seduc|immers)\w*\?$",
    re.I,
)
_JOINT_WORK = re.compile(
    r"^With (?:what|whom|who)\b.*\b(?:work|collaborat|cooperat|co-operat|partner|team)\w*\b", re.I
)
_ASKED_SHARE = re.compile(
    r"^(?:(?:With|By|To|From|At|In|Of|For) )?(?:What|Which) (?:percentage|proportion|share|fraction) of ",
    re.I,
)
_SHARE = re.compile(
    r"^(?P<keep>(?:(?:just |well )?(?:over|under|about|around|almost|nearly|more than|less than)"
    r" )?\S*\d\S*(?: per ?cent)?) (?P<of>of .+)$"
)


def _stray_end(answer: str) -> str | None:
    """The answer without a last word that opens a contrast after it, or None."""
    match = _STRAY_END.match(answer)
    return match.group("keep").rstrip(" ,;") if match else None


_AGE_CLAUSE = re.compile(r"^(?P<keep>.+?),?\s+aged\s+\d+\b.*$")


def _age_clause(answer: str) -> str | None:
    """The answer without an ``aged N`` clause of the subject after it (``died of an overdose
    aged 54``: the age is the subject's, not the overdose's), or None."""
    match = _AGE_CLAUSE.match(answer)
    if match is None or person_word(match.group("keep").split()[-1]):
        return None  # "children aged 5 to 11": the age restricts the people
    return match.group("keep")


def _framed_year(question: str, answer: str) -> str | None:
    """The year of "the year 1990" when the question asks a time, or None."""
    match = _YEAR_FRAME.match(answer)
    return match.group("year") if match and _ASKS_TIME.match(question) else None


def _absolute(answer: str) -> str | None:
    """A score or number without a comma-set second statement after it, or None."""
    match = _AMOUNT.match(answer)
    if match is None or match.group("rest").split()[0].lower() in _LIST_OPENERS:
        return None
    rest = match.group("rest")
    return None if rest[:1].isdigit() else match.group("keep")


def _span_cut(question: str, answer: str, sentence: str) -> str | None:
    """The answer cut before a subordinate clause's mark whose verb lies after the answer, or
    before a participle after the noun a "who/how many" question asks; None when neither."""
    if not sentence or len(answer.split()) < 3:
        return None
    span = cl.locate(cl.parse(sentence), " ".join(answer.split()))
    if span is None:
        return None
    cut = _mark(span) or (_participle(span) if _ASKS_NOUN.match(question) else None)
    if cut is None or cut.i <= span.start:
        return None
    keep = span.doc[span.start : cut.i].text.rstrip(" ,;:-")
    return keep if keep and keep.split()[-1].lower() not in {"a", "an", "the"} else None


def _mark(span: Any) -> Any | None:
    """The first token of the span that marks a clause whose verb lies after the span: the
    parse says so, or (when it reads "as" as a preposition) a finite verb follows the span at
    once, whose subject is then the noun phrase after the mark."""
    after = span.doc[span.end] if span.end < len(span.doc) else None
    finite_next = after is not None and after.tag_ in {"VBD", "VBZ", "VBP", "MD"}
    for token in span:
        if token.i == span.start or token.lower_ not in _MARKS or _coordinating(token):
            continue
        verb_after = token.head.i >= span.end and token.head.pos_ in {"VERB", "AUX"}
        if (token.dep_ == "mark" and verb_after) or finite_next:
            return token
    return None


def _coordinating(token: Any) -> bool:
    """Whether an "as" joins or compares rather than opens a clause ("as well as", "such as",
    "as much as")."""
    nxt = token.nbor(1).lower_ if token.i + 1 < len(token.doc) else ""
    prev = token.nbor(-1).lower_ if token.i > 0 else ""
    return nxt in {"well", "much", "many", "long", "soon", "far", "good"} or prev in _COMPARERS


def _participle(span: Any) -> Any | None:
    """The first "-ing" participle of the span that modifies a noun of the span before it."""
    for token in span:
        if token.i == span.start or token.tag_ != "VBG" or token.dep_ != "acl":
            continue
        if span.start <= token.head.i < token.i and token.head.pos_ in {"NOUN", "PROPN"}:
            return token
    return None


def _verb_phrase(question: str, answer: str) -> str | None:
    """The answer without a cause of a stay, a means of a verb of affecting people or the
    topic of a joint work (see the module), or None."""
    if _ASKS_PLACE.match(question):
        match = _STAY_CAUSE.match(answer)
        if match and match.group("noun") in _STAY_NOUNS:
            return match.group("keep")
        return None
    if _AFFECTING.search(question) and " with " in answer and "with " not in question.lower():
        keep = answer.split(" with ", 1)[0]
        last = keep.split()[-1].lower()
        return None if last in {"a", "an", "the"} or last.endswith((",", "ly")) else keep
    if _JOINT_WORK.match(question) and " on " in answer:
        return answer.split(" on ", 1)[0]
    return None


def _asked_share(question: str, answer: str) -> str | None:
    """The share alone when the answer repeats the "of ..." the question already asks, or None."""
    match = _SHARE.match(answer)
    if not _ASKED_SHARE.match(question) or match is None:
        return None
    return match.group("keep") if f" {match.group('of')} " in f" {question} " else None


def _cut_relative(answer: str, sentence: str) -> bool:
    """Whether a definite common-noun answer ("the trade body for firms") stops just before a
    restrictive relative clause (no comma): "the" points to the clause to say which one it is
    (an indefinite "a report" names a thing without it)."""
    words = answer.split()
    if words[0].lower() != "the" or any(w[:1].isupper() for w in words):
        return False
    pattern = rf"(?<!\w){re.escape(answer)} (?:that|who|which|whose) [a-z]"
    return re.search(pattern, " ".join(sentence.split()), re.I) is not None


def trim_spill(candidate: CaseCandidate, sentence: str = "") -> CaseCandidate:
    """The case with its answer cut to what the question asks when words of the clause spill
    into it, or dropped when the answer was cut before its relative clause (see the module);
    unchanged when nothing applies."""
    if candidate.rejected or not candidate.question or not candidate.answer:
        return candidate
    question, answer = candidate.question, candidate.answer.strip()
    if sentence and _cut_relative(answer, sentence):
        return CaseCandidate("", answer, rejected="answer cut before its relative clause")
    cut = (
        _stray_end(answer)
        or _age_clause(answer)
        or _framed_year(question, answer)
        or _absolute(answer)
        or _asked_share(question, answer)
        or _verb_phrase(question, answer)
        or _span_cut(question, answer, sentence)
    )
    if not cut or cut == answer:
        return candidate
    return dataclasses.replace(candidate, answer=cut)
