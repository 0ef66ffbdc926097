"""Heads taken from inside the real subject (spaCy extractor, prose only).

* ``subject inside another subject's phrase``: the parser gives a verb two subjects, the second
  starting right where the first one's phrase ends (``Talks between the union and the rail
  operator the Northern Line Company began in May``: ``Talks`` and ``the Northern Line
  Company``): the second is a noun inside the first's modifiers; where the whole phrase holds
  a name or a number (a specific event, not a bare ``Talks with them``) it is the head, whole,
  up to the second's end (:func:`subject_span`); otherwise which noun the verb is about is
  unclear, and no fact comes from either;
* ``head around an absolute clause's subject``: ``the big break with Ana Ruiz being handed
  the role``: the parse makes the phrase before ``with`` the subject of ``being handed``,
  whose real subject is the noun after ``with``; a gerund clause whose subject phrase ends on
  a ``with``/``without`` object gives no fact;
* ``second clause with its own subject``: ``Globex is cutting jobs - Ana Ruiz is leaving
  too``: a verb the parse joined to the first clause as a conjunct, with no conjunction of
  its own but a dash, semicolon or colon before it, right after a noun phrase, has that noun for its subject (the parse hung it on
  the first clause's words); the first clause's subject is never its head.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

NESTED_SUBJECT = "subject inside another subject's phrase"
ABSOLUTE_SUBJECT = "head around an absolute clause's subject"
OWN_SUBJECT = "second clause with its own subject"
_ABSOLUTE_PREPOSITIONS = frozenset({"with", "without"})
_MODIFIERS = frozenset({"prep", "relcl", "acl"})


def _verb_group(verb: Any) -> list[Any]:
    """The verb with its auxiliaries, in the order of the sentence."""
    group = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}] + [verb]
    return sorted(group, key=lambda t: t.i)


def _nested_pair(subjects: list[Any]) -> tuple[Any, Any] | None:
    """``(outer, inner)``: a subject that starts right after another one's modifier phrase
    ends, with no comma or conjunction between (``Talks between A and B`` + ``the C
    Company``); not two words of one name the parse split (``The expansion`` + ``Leeds
    Rhinos``)."""
    for first in subjects:
        modifiers = [c for c in first.children if c.dep_ in _MODIFIERS and c.i > first.i]
        ends = {m.right_edge.i for m in modifiers}
        for later in subjects:
            if later.i > first.i and later.left_edge.i - 1 in ends:
                split = first.right_edge.is_punct or first.right_edge.dep_ == "cc"
                return None if split else (first, later)
    return None


def nested_subjects(subjects: list[Any]) -> bool:
    """Whether one subject sits inside another one's modifier phrase (:func:`_nested_pair`)."""
    return _nested_pair(subjects) is not None


def _specific_nested(outer: Any, inner: Any) -> bool:
    """Whether the phrase from ``outer`` to the end of ``inner`` names something specific: a
    proper name or a number in it, beside the outer noun (``Clashes between the army and the
    Free Militia``, ``Talks on the 2021 budget``), and the outer noun is a common noun."""
    if outer.pos_ != "NOUN":
        return False
    words = outer.doc[outer.i + 1 : inner.right_edge.i + 1]
    return any(t.pos_ == "PROPN" or t.like_num or t.ent_type_ for t in words)


def whole_nested_subject(subjects: list[Any]) -> list[Any] | None:
    """The subjects less the inner one, when an inner subject sits in a specific outer
    subject's phrase (the outer's phrase then runs to the inner's end, :func:`subject_span`);
    None otherwise."""
    pair = _nested_pair(subjects)
    if pair is None or not _specific_nested(*pair):
        return None
    return [s for s in subjects if s.i != pair[1].i]


def subject_span(subject: Any, span_of: Callable[[Any], tuple[int, int]]) -> tuple[int, int]:
    """The character span of ``subject``'s phrase (``span_of``), run on to the end of a
    subject of the same verb that the parse split off its modifiers (``Clashes between the
    army and the Free Militia``, see :func:`whole_nested_subject`)."""
    start, end = span_of(subject)
    if subject.dep_ not in {"nsubj", "nsubjpass"}:
        return start, end
    siblings = [c for c in subject.head.children if c.dep_ == subject.dep_]
    pair = _nested_pair(siblings)
    if pair is None or pair[0].i != subject.i or not _specific_nested(*pair):
        return start, end
    return start, max(end, span_of(pair[1])[1])


def absolute_clause_subject(verb: Any, subjects: list[Any]) -> bool:
    """Whether ``verb`` heads a gerund clause (its first word ``being``/``having`` or an
    ``-ing`` form, no finite auxiliary) whose subject phrase ends on the object of a
    ``with``/``without`` (``the break with Ana Ruiz being handed``)."""
    group = _verb_group(verb)
    first = group[0]
    if first.tag_ != "VBG" or any(t.tag_ in {"VBD", "VBZ", "VBP", "MD"} for t in group):
        return False
    for subject in subjects:
        last = subject.right_edge
        prep = last.head if last.dep_ == "pobj" else None
        if prep is None and last.dep_ == "compound" and last.head.dep_ == "pobj":
            prep = last.head.head
        if prep is not None and prep.lower_ in _ABSOLUTE_PREPOSITIONS and last.i < verb.i:
            return True
    return False


def own_subject_before(verb: Any) -> bool:
    """Whether a subjectless conjunct verb, with no ``and``/``or`` joining it but a dash,
    semicolon or colon before it, follows right on a noun (``... from Globex - Ana Ruiz is
    leaving``): that noun is its own subject."""
    if verb.dep_ != "conj" or any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
        return False
    first = _verb_group(verb)[0]
    before = verb.doc[first.i - 1] if first.i > 0 else None
    if before is None or before.pos_ not in {"NOUN", "PROPN"}:
        return False
    between = verb.doc[verb.head.i + 1 : first.i]
    if any(t.dep_ == "cc" and t.head.i in {verb.i, verb.head.i} for t in between):
        return False
    return any(_clause_break(t) for t in between)


def _clause_break(token: Any) -> bool:
    """A spaced dash, a semicolon or a colon: a mark that can join two clauses."""
    if token.text in {";", ":", "–", "—", "--"}:
        return True
    return token.text == "-" and bool(token.whitespace_)


def object_conjunct_subjects(verb: Any, subjects: list[Any]) -> list[Any]:
    """``subjects`` with a coordinated subject that starts right after an objectless ``have``
    replaced by its last conjunct (see the module); unchanged otherwise."""
    governor = verb.head
    finite = verb.tag_ in {"VBP", "VBZ", "VBD"}
    if verb.dep_ != "ccomp" or governor.lemma_.lower() != "have" or not finite:
        return subjects
    if any(c.dep_ in {"dobj", "attr"} for c in governor.children):
        return subjects
    out = []
    for subject in subjects:
        conjuncts = [c for c in subject.subtree if c.dep_ == "conj" and c.head.i == subject.i]
        starts_after = subject.left_edge.i == governor.i + 1
        out.append(max(conjuncts, key=lambda t: t.i) if conjuncts and starts_after else subject)
    return out


def inner_subject_problem(verb: Any, subjects: list[Any]) -> str | None:
    """Why the verb's parsed subjects give no head (see the module), or None."""
    link = verb  # "... - Ana Ruiz is leaving and joins Initech": "joins" too
    while link.dep_ == "conj" and link.head.i != link.i and not subjects:
        if own_subject_before(link):
            return OWN_SUBJECT
        link = link.head
    if nested_subjects(subjects):
        return NESTED_SUBJECT
    if absolute_clause_subject(verb, subjects):
        return ABSOLUTE_SUBJECT
    return None
