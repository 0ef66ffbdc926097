"""The subject of a subordinate clause that is a pronoun for its main clause's named subject.

``Hamas thrust the conflict back to the top of the agenda when it killed around 1,200
people``: coreference works between sentences, so the ``it`` of the ``when`` clause is left as
written and the clause's facts (often its numbers and dates: ``won a Brit Award in 2020``,
``became part of Scotland in 1472``) would be dropped for a head that names no entity. The
pronoun is read as the main clause's subject when nothing else could be meant:

* the clause is adverbial, opened by a time or reason word (``when``, ``until``, ``after``,
  ``before``, ``since``, ``because``, ...), or a verb joined by ``and`` (``X did A and he
  did B``; not ``it``, as often an event, nor after ``but``);
* the main clause has one subject, a name the parser typed, before the pronoun;
* the pronoun agrees with it (``he``/``she`` a person, ``it`` an organisation, place, thing);
* no other name of a kind the pronoun could stand for comes between the two (a name used as an
  adjective, ``under Danish control``, is none: ``it`` stands for a noun phrase).
"""

from __future__ import annotations

from typing import Any

PRONOUN_SUBJECTS_VERSION = "pronoun-subjects.v1"

_OPENERS = frozenset(
    {"when", "until", "till", "after", "before", "since", "because", "as", "while", "once"}
)
_PERSONAL = frozenset({"he", "she"})
_THING_TYPES = frozenset(
    {"ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "EVENT", "WORK_OF_ART", "LAW"}
)


def _agrees(pronoun: str, ent_type: str) -> bool:
    if pronoun in _PERSONAL:
        return ent_type == "PERSON"
    return pronoun == "it" and ent_type in _THING_TYPES


def _subordinate(verb: Any, pronoun: str) -> bool:
    """An adverbial clause opened by a time or reason word, or a verb joined by ``and`` to the
    main one with ``he``/``she`` (``and it has shown ...`` is as often about an event)."""
    if verb.head.i == verb.i or verb.head.pos_ not in {"VERB", "AUX"}:
        return False
    if verb.dep_ == "conj":
        joined = [c.lower_ for c in verb.head.children if c.dep_ == "cc" and c.i < verb.i]
        return pronoun in _PERSONAL and joined[-1:] == ["and"]
    return verb.dep_ == "advcl" and any(
        c.dep_ in {"mark", "advmod"} and c.lower_ in _OPENERS and c.i < verb.i
        for c in verb.children
    )


def _idiom_it(verb: Any, pronoun: str) -> bool:
    """``when it comes to X``: a dummy ``it``, no pronoun for the main subject."""
    to = any(c.dep_ == "prep" and c.lower_ == "to" for c in verb.children)
    return pronoun == "it" and verb.lemma_.lower() == "come" and to


def _nominal(token: Any) -> bool:
    """Whether a name's first word opens a noun phrase a pronoun could stand for: not a
    nationality or other name used as an adjective (``under Danish control``: ``it`` is not
    Denmark's word)."""
    ent = next((e for e in token.doc.ents if e.start == token.i), None)
    words = list(ent) if ent is not None else [token]
    return not all(t.pos_ == "ADJ" or t.dep_ == "amod" for t in words)


def main_subject(verb: Any, pronoun: Any) -> Any | None:
    """The main clause's named subject that ``pronoun`` (the subject of ``verb``) stands for,
    else None (see the module docstring for when)."""
    word = pronoun.lower_
    if pronoun.dep_ not in {"nsubj", "nsubjpass"} or (word not in _PERSONAL and word != "it"):
        return None
    if not _subordinate(verb, word) or _idiom_it(verb, word):
        return None
    main = verb.head
    subjects = [c for c in main.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if len(subjects) != 1:
        return None
    subject = subjects[0]
    if subject.pos_ != "PROPN" or not _agrees(word, subject.ent_type_) or subject.i > pronoun.i:
        return None
    if any(c.dep_ == "conj" for c in subject.children):
        return None  # "A and B ... when it": which one?
    doc = pronoun.doc
    between = doc[subject.i + 1 : pronoun.i]
    if any(
        t.ent_type_ and _agrees(word, t.ent_type_) and t.ent_iob_ == "B" and _nominal(t)
        for t in between
        if t.i not in {s.i for s in subject.subtree}
    ):
        return None  # "Smith thanked Jones after he scored": he is either
    return subject
