"""Questions to which their own source sentence gives a second answer (hooked into
:func:`hanker.synth.case_wording.wording_problem`, so template and LLM cases alike).

A sentence may say that what it states of its answer holds of something else as well; a
question that keeps nothing of what tells the two apart then has two answers, and the
reference is only one of them. Each check names a phenomenon and returns the reason or None:

* ``comparison names another holder``: "Like Ann Lee, Tom Hale voted for the plan" asked
  "Who voted for the plan? -- Tom Hale": a comparison adjunct on the clause or its subject
  ("like Ann Lee", "alongside Ann Lee", "along with Ann Lee", "as did Ann Lee"), or a subject
  "as well as Ann Lee", says that Ann Lee did it too ("unlike" says the opposite);
* ``figure without the frame that tells it from another``: "The club sold 4,100 tickets in
  May, compared with 3,200 a year before" asked "How many tickets did the club sell? --
  4,100": the sentence gives the same measure for another time ("compared with", "against",
  "up from" a figure with a time of its own), so the question needs the answer's own frame
  ("in May") to have one answer. A figure compared with no time ("up from 40") is the earlier
  value of a change, and names no second answer.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.text.calendar import MONTH_PATTERN, WEEKDAY_PATTERN

_SUBJECT_QUESTION = re.compile(r"^(?:Who|What|Which)\b")  # the answer is the sentence's subject
_LIKE = frozenset({"like", "alongside"})
_ALONG = frozenset({"along", "together"})
_AS_VERBS = frozenset({"do", "have", "be"})
# a fronted comparison right before the subject ("Like Ann Lee, Tom Hale ..."), which the small
# parser may read as an apposition
_FRONTED = r"^\W*(?:Like|Just like|Much like|Alongside|Along with|Together with) ([^,]{1,60}), "
_QUALIFIER = r"(?:about |around |some |nearly |almost |just |more than |over |less than )?"
_COMPARED = re.compile(
    rf",?\s*\b(?:compared (?:with|to)|as against|against|versus|vs\.?|up from|down from)\s+"
    rf"{_QUALIFIER}[£$€]?\d[\d,.]*",
    re.IGNORECASE,
)
_AMOUNT = re.compile(
    rf"^{_QUALIFIER}(?:[£$€]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)",
    re.IGNORECASE,
)
_TIME_WORD = re.compile(
    rf"\b(?:(?:19|20)\d\d|{MONTH_PATTERN}|{WEEKDAY_PATTERN}|years?|months?|weeks?|days?|"
    r"quarters?|half|seasons?|period|decade|earlier|before|ago|previous|last|spring|summer|"
    r"autumn|winter|weekend|term|campaign)\b",
    re.IGNORECASE,
)


def _other_holder(verb: Any, subject: Any) -> Any | None:
    """The comparison adjunct of the verb or its subject that names another holder of the
    predicate ("like X", "alongside X", "along with X", "as did X"), or None."""
    for owner in (verb, subject):
        for child in owner.children:
            named = child.lower_ != "like" or _named_object(child)  # a manner "like"
            if child.dep_ == "prep" and child.lower_ in _LIKE and named:
                return child  # "Like Ann Lee, Tom voted", not "ran like the wind"
            with_ = any(g.lower_ == "with" for g in child.children)
            if child.dep_ in ("advmod", "prep") and child.lower_ in _ALONG and with_:
                return child
            if child.dep_ == "advcl" and child.lemma_ in _AS_VERBS and _as_did(child):
                return child
            also = child.dep_ == "cc" and child.lower_ == "as" and owner is subject
            if also and any(g.lower_ == "well" for g in child.children):
                # "Tom Hale, as well as Ann Lee, ...": the second subject after "as well as"
                after = [c for c in owner.children if c.dep_ in {"conj", "appos"} and c.i > child.i]
                return after[0] if after else None
    return None


def _named_object(prep: Any) -> bool:
    """The preposition's object is a name (``like Ann Lee``, ``like Germany``)."""
    return any(
        c.dep_ == "pobj" and (c.pos_ == "PROPN" or c.ent_type_ in {"PERSON", "ORG", "GPE", "NORP"})
        for c in prep.children
    )


def _as_did(clause: Any) -> bool:
    """ "as did Ann Lee", "as Ann Lee had": an "as" clause of an auxiliary whose subject is a
    noun (not "as she then was", which comments on the subject itself)."""
    marked = any(g.lower_ == "as" and g.dep_ in ("mark", "advmod", "prep") for g in clause.children)
    named = any(g.dep_ == "nsubj" and g.pos_ in ("PROPN", "NOUN") for g in clause.children)
    return marked and named


def comparison_holder(question: str, answer: str, sentence: str) -> bool:
    """Whether a question on the subject drops a comparison that names another subject."""
    if not _SUBJECT_QUESTION.match(question) or not sentence:
        return False
    fronted = re.match(_FRONTED + re.escape(" ".join(answer.split())), " ".join(sentence.split()))
    if fronted is not None:
        return fronted.group(1) not in question
    span = cl.locate(cl.parse(sentence), " ".join(answer.split()))
    if span is None or not len(span):
        return False
    subject = cl.span_root(span)
    if subject.dep_ not in ("nsubj", "nsubjpass"):
        return False
    other = _other_holder(subject.head, subject)
    if other is None:
        return False
    names = [t.text for t in other.subtree if t.pos_ in ("PROPN", "NOUN")]
    return not names or not all(name in question for name in names)


def compared_figure(question: str, answer: str, sentence: str) -> bool:
    """Whether an amount is compared in its sentence with a figure of another time and the
    question keeps none of the time words of the answer's own part of the sentence."""
    flat = " ".join(sentence.split())
    answer = " ".join(answer.split())
    at = flat.find(answer)
    if not answer or at < 0 or not _AMOUNT.match(answer):
        return False
    compared = _COMPARED.search(flat, at + len(answer))
    if compared is None:
        return False
    other = re.split(r"[,;:]\s|\.\s|\.$", flat[compared.end() :], maxsplit=1)[0]
    if not _TIME_WORD.search(other):
        return False
    own = {w.lower() for w in _TIME_WORD.findall(flat[: compared.start()])}
    asked = {w.lower() for w in _TIME_WORD.findall(question)}
    return not own & asked


def second_answer(question: str, answer: str, sentence: str) -> str | None:
    """Why the sentence gives the question a second answer, or None (see the module)."""
    if compared_figure(question, answer, sentence):
        return "figure without the frame that tells it from another"
    if comparison_holder(question, answer, sentence):
        return "comparison names another holder"
    return None
