"""One member of a list that a counted subject is equated with.

"The three founding members were Ada Holm, Bo Lind and Cy Moss" counts its subject and
lists as many members in its predicate; asking "Who were the three founding members?" with
one member as the answer ("Cy Moss") gives a third of the answer, and asking for the object
of one gerund ("Two ways of cutting costs are selling the fleet and closing the depot" ->
"What are two ways of cutting costs closing? -- the depot", the parser reading "are ...
closing" as a progressive) glues the other gerund into the question. A case whose answer is
one member of a coordination (a noun, or the object of a gerund) in the predicate of a
copula, or of a progressive, whose subject is counted by a number other than one ("two
ways", "the six families") gives no case (``one member of a counted list``); people counted
as the subject of a progressive ("Two men are painting the walls and ...") are doing things,
and the case stands.
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl
from hanker.synth import wh_people
from hanker.synth.answer_words import case_span
from hanker.synth.base import CaseCandidate
from hanker.text.person_nouns import person_word

_NOT_COUNTS = frozenset({"one", "1"})


def _predicate_verb(first: Any) -> Any | None:
    """The copula whose complement ``first`` is, or ``first`` itself when it is a gerund with
    a form of "be" as its auxiliary (a progressive, or a misread gerund complement)."""
    if first.dep_ == "attr" and first.head.lemma_ == "be":
        return first.head
    if first.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in first.children):
        return first
    return None


def _counted(subject: Any) -> bool:
    """A subject counted by a number above one ("two ways", "the six families")."""
    return any(c.dep_ == "nummod" and c.lower_ not in _NOT_COUNTS for c in subject.children)


def member_of_counted_list(span: Any) -> bool:
    """Whether the answer span is one member of a counted subject's listed predicate."""
    root = cl.span_root(span)
    member = root.head if root.dep_ == "dobj" and root.head.tag_ == "VBG" else root
    outside = [c for c in member.children if c.dep_ == "conj" and c.i not in range(*_bounds(span))]
    if member.dep_ != "conj" and not outside:
        return False
    first = member
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    verb = _predicate_verb(first)
    if verb is None:
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects or not _counted(subjects[0]):
        return False
    people = person_word(subjects[0].lemma_) or subjects[0].lemma_.lower() in wh_people._PEOPLE
    return verb is not first or not people  # "Two men are painting X and Y": a progressive


def _bounds(span: Any) -> tuple[int, int]:
    return span.start, span.end


def counted_member(question: str, answer: str, sentence: str) -> str | None:
    """``one member of a counted list`` when the case answers with one member of a counted
    subject's list (see the module), else None."""
    if not sentence or not answer:
        return None
    span = case_span(CaseCandidate(question, answer), sentence)
    if span is None or not member_of_counted_list(span):
        return None
    return "one member of a counted list"  # "Who were the three founders? -- Cy Moss"
