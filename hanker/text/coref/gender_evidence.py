"""Gender and personhood a name gets from the text itself (``rules-coref`` round 27).

Many names are outside the given-name lexicons (``Kaveri Lindqvist``), and the small tagger
files many of them as organizations. The text often says who they are all the same:

* **A copular person noun**: ``Kaveri Lindqvist is the daughter of a tailor`` or ``Oren
  Vale became a widower``: the name is a person, of the noun's gender (``daughter``: a woman).
* **An appositive person noun** either way: ``his wife, Sela`` / ``Oren Vale, the son of a
  miner``: a name tagged a person takes the noun's gender
  (:func:`.subject_chain.described_gender`).

A name said to be a gendered person is a person whatever its entity tag (so a ``her`` can stand for it, and a name
the tagger reads as an organization more often than as a person stays one:
:func:`.tagged_kinds.document_people`), and a later pronoun of the other gender cannot take it.
Only nouns of one gender count (``the author``, ``a friend`` say nothing), and not under a
negation (``Oren Vale is not her father``). Names of places keep their reading.

Nor does an object ``him``/``her`` after a preposition that marks no place stand for the
subject of its clause (:func:`person_object_clause`): ``Oren Vale is dependent on him`` speaks
of someone else (the subject itself would be ``himself``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.coref.competitors import person_noun_gender
from hanker.text.coref.life_events import lives_a_life
from hanker.text.coref.pronouns import mention_gender
from hanker.text.coref.subject_chain import described_gender
from hanker.text.segment import Sentence

_COPULAS = frozenset({"be", "become", "remain"})
_PREDICATES = frozenset({"attr", "acomp", "oprd"})
_NAME_LABELS = frozenset({"PERSON", "ORG"})  # not places: "Victoria is the queen of ..."


def copular_gender(ent: Any) -> str:
    """``m``/``f`` from a gendered person noun the name is the subject of a copula with
    (``Kaveri Lindqvist is the daughter of ...``), else ''."""
    root = ent.root
    verb = root.head
    if root.dep_ not in {"nsubj", "nsubjpass"} or verb.lemma_.lower() not in _COPULAS:
        return ""
    if any(c.dep_ == "neg" for c in verb.children):
        return ""  # "Oren Vale is not her father"
    for predicate in verb.children:
        if predicate.dep_ in _PREDICATES and predicate.i > root.i and predicate.pos_ == "NOUN":
            gender = person_noun_gender(predicate)
            if gender:
                return gender
    return ""


def name_evidence(sentence: Sentence, ent: Any) -> str:
    """The gender that marks a tagged name as a person: its honorific (``Mr Hale``), else a
    gendered person noun it stands in apposition with (``his wife, X``) when the tagger read
    it as a person, or that it is said to be (``X is the son of ...``) when the tagger read it
    as a person or an organization; else ''. (An apposition to another person's kin noun,
    ``Ann Roe's father, Hale, ... while her mother``, would make a rival of a name the tagger
    did not read as a person.)"""
    honorific = mention_gender(sentence, ent.start)
    if honorific or ent.label_ not in _NAME_LABELS:
        return honorific
    if ent.label_ == "PERSON" and (gender := described_gender(ent)):
        return gender  # an apposition makes no person of a name tagged otherwise
    return copular_gender(ent)


def person_evidence(sentence: Sentence, ent: Any) -> tuple[bool, str]:
    """Whether a tagged name is a person, and its gender ('' when unknown): tagged PERSON, or
    a gender from :func:`name_evidence` (``Mr Hale``, ``X is his son``), or the subject of a
    verb of a person's life whatever its tag (``X was born``: :mod:`.life_events`)."""
    titled = name_evidence(sentence, ent)
    person = ent.label_ == "PERSON" or bool(titled) or lives_a_life(ent)
    return person, titled if person else ""


_NON_LOCATIVE = frozenset({"on", "for", "about", "against", "to", "of", "at"})


def person_object_clause(pronoun: Any) -> Any | None:
    """The verb whose subject an object ``him``/``her`` after a preposition that marks no
    place cannot stand for (``Oren Vale voted for him``, ``Oren Vale is proud of him``: a
    reflexive would name the subject), through a conjoined verb that has no subject of its own
    (``Oren Vale lives there and is dependent on him``); else None (``Oren Vale took the dog
    with him``; ``owes it to her being ...``: a gerund's subject)."""
    preposition = pronoun.head
    if preposition.dep_ != "prep" or preposition.lower_ not in _NON_LOCATIVE:
        return None
    following = pronoun.nbor(1) if pronoun.i + 1 < len(pronoun.doc) else None
    if following is not None and following.tag_ == "VBG":
        return None  # "owes it to her being ...": the subject of a gerund, not an object
    verb = preposition.head
    if verb.dep_ in {"acomp", "attr"} and verb.pos_ in {"ADJ", "NOUN"}:
        verb = verb.head  # "is dependent on him", "is a fan of him"
    while verb.dep_ == "conj" and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
        verb = verb.head  # "Oren Vale lives there and is dependent on him": Oren Vale is
        if any(c.dep_ == "mark" for c in verb.children):
            return None  # "As Oren Vale fell you aimed and fired at him": a misparsed clause
    return verb if verb.pos_ in {"VERB", "AUX"} else None
