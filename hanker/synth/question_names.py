"""Who a question is about, named (the rules of ``template.v7``).

A subject that is a description with the person's name beside it ("The chief executive of
NatWest, Dame Ann Rose, is facing ...") is asked with the name ("What is Dame Ann Rose
facing?"); names in a list that the parse took for an apposition ("TV presenter A, comedian
B and author C will ...") give no "Who is A?" question; a count answer carrying a phrase of
its own ("three years for spying on X") is not asked with "how many"; a date's own part
("December last year") stays in a lean question.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from hanker.synth import clause as cl
from hanker.synth.question_checks import Clause, Rejection

_NAMES = {"PERSON"}


def described_name(clause: Clause, covered: set[int], head: str) -> tuple[Clause, str] | None:
    """The clause with its described subject written as the name in apposition with it, and
    the head to check the question for (the name, when the head was the description)."""
    subject = [t for t in clause.subject if not t.is_punct]
    ids = {t.i for t in subject}
    if not subject or ids & covered or clause.relative is not None:
        return None
    roots = [t for t in subject if t.head.i not in ids]
    if len(roots) != 1 or roots[0].pos_ != "NOUN" or subject[0].lower_ != "the":
        return None
    doc, end = subject[0].doc, max(ids) + 1  # the comma that closes the description
    names = [
        t
        for t in doc[end : end + 8]
        if t.dep_ == "appos" and t.head.i in ids and t.pos_ == "PROPN" and t.ent_type_ in _NAMES
    ]
    if end >= len(doc) or doc[end].text != "," or not names:
        return None
    name = [t for t in names[0].subtree if not t.is_punct]
    inner = [t for t in name if t.i != names[0].i]
    if any(t.i in covered for t in name) or any(t.dep_ in {"appos", "conj"} for t in inner):
        return None
    description = " ".join(t.text for t in subject).lower()
    named = " ".join(t.text for t in name)
    if head and head.lower() not in description and description not in head.lower():
        return None
    forced = ((subject[0].i, named), *((t.i, "") for t in subject[1:]))  # words put in
    return dataclasses.replace(clause, forced=(*clause.forced, *forced)), (named if head else "")


def names_as_apposition(span: Any) -> Rejection | None:
    """ "Who is A? -- comedian B and author C": a name in apposition with a name is a list."""
    root = cl.span_root(span)
    if root.dep_ != "appos" or root.head.ent_type_ not in _NAMES or root.head.pos_ != "PROPN":
        return None
    people = {
        e.start for e in span.doc.ents if e.label_ in _NAMES and span.start <= e.start < span.end
    }
    named = root.pos_ == "PROPN" and root.ent_type_ in _NAMES
    if named or (len(people) > 1 and any(t.dep_ == "cc" for t in span)):
        return Rejection("list of names read as an apposition")
    return None


def count_with_phrase(span: Any, wh: str) -> Rejection | None:
    """ "For how many years ...? -- three years for spying on X": the answer says more than
    the count the question asks for, an act of its own (not "two rulings on abortion")."""
    if "how many" not in wh:
        return None
    inside = set(range(span.start, span.end))
    for token in span:
        preps = [c for c in token.children if c.dep_ == "prep" and c.i in inside]
        if token.pos_ == "NOUN" and any(
            g.dep_ == "pcomp" or g.tag_ == "VBG" for c in preps for g in c.children
        ):
            return Rejection("count answer carries a phrase of its own")  # "for spying on X"
    return None


def date_part(token: Any) -> bool:
    """A word of a date ("last year" of "December last year", the year of "August 23, 1959"
    set off by its comma), never left out as an aside."""
    if token.dep_ == "appos" and token.text.isdigit() and len(token.text) == 4:
        return token.head.ent_type_ == "DATE"  # "on August 23, 1959": the year is the date's
    first = min(token.subtree, key=lambda t: t.i)
    return token.dep_ == "npadvmod" and token.ent_type_ == "DATE" and first.ent_iob_ == "I"
