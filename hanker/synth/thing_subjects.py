"""Subjects asked "who" with nothing to show they are people: asked "what" (``template.v6``
asks "who" for any name the tagger calls an organisation as a doer).

A small tagger calls many names of things an organisation: a standard ("XYZ-7 was adopted
by the board"), a taxon ("Ranidae includes ..."), a race, a ship, a dockyard, a religion.
"Who" needs positive evidence that the answer is a person or a body of people acting; two
shapes of clause give none and say the opposite:

* the answer is the subject of a passive verb ("The Harbour Regatta was first held in
  1890", "Norvik Yard was sold to the state"): what happens to it says nothing of people,
  so a many-word or an all-capitals name no tagger calls a person is asked "What was first
  held in 1890?"; a one-word capitalised name may be a surname ("Ruiz was jailed") and is
  left as it is;
* the answer is the subject of a verb of containing ("Felidae includes the big cats",
  "The kit contains ..."): no person includes or comprises, and neither does a group acting.

A passive subject keeps "who" when the passage shows a person or a speaking body (an
honorific, a rank or person noun before the name, a "he"/"she" that goes back to it, a verb
only people do, a verb of saying, a given name as the name's first word). A subject of a
verb of containing is asked "what" unless the tagger calls it a person; people named by a
common noun ("The judges included Ada Holm and Bo Lind") give no case: "Who included Ada
Holm and Bo Lind?" asks for a group from its members, and "what" does not fit people.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hanker.synth import answer_people, wh_people
from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.text.coref.identity import known_given_name
from hanker.text.person_nouns import person_word

# verbs of containing: their subject is a whole made of parts, never a person
_CONTAINING = frozenset({"include", "contain", "comprise", "encompass", "consist"})
_PEOPLE_LABELS = frozenset({"PERSON", "NORP"})
_PEOPLE_EVIDENCE = frozenset({"person", "doer", "pronoun"})
_ARTICLES = frozenset({"the", "a", "an"})
_SUBJECT_WHO = re.compile(r"^Who (?=\w)")
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})


def _name_words(span: Any) -> list[Any]:
    """The answer's words without an article or punctuation."""
    return [t for t in span if not t.is_punct and t.lower_ not in _ARTICLES]


def _thing_like_name(span: Any, root: Any) -> bool:
    """A name that is no surname standing alone: many words not opening with a given name
    ("Norvik Yard", "the Harbour Regatta"), or an acronym ("XYZ")."""
    if root.pos_ != "PROPN":
        return False
    words = _name_words(span)
    if not words or known_given_name(words[0].text):
        return False
    if len(words) >= 2:
        return True
    word = words[0].text
    return len(word) >= 2 and word.isupper() and word.isalpha()


def _titled(span: Any) -> bool:
    """A person noun or rank among the words before the name's last ("Rear-Admiral Ida
    Vos", "the Nobel laureate Ida Vos")."""
    words = [part for t in _name_words(span)[:-1] for part in t.lower_.split("-")]
    return any(person_word(w) or w.rstrip(".") in wh_people._TITLES for w in words)


def _evidence_of_people(span: Any, root: Any, context: str) -> bool:
    """Whether the tagger, the answer's words or the passage says it is people."""
    if root.ent_type_ in _PEOPLE_LABELS or wh_people.names_people(span, root):
        return True
    if wh_people.armed_forces(root) or _titled(span):
        return True
    return bool(answer_people.answer_kinds(span, context) & _PEOPLE_EVIDENCE)


def _subject_mention(span: Any) -> Any:
    """The mention of the answer that is a subject, when the first one is not ("referred to
    as XYZ, true XYZ is defined ..."): the question asks for the subject."""
    root = cl.span_root(span)
    if root.dep_ in _SUBJECTS:
        return span
    words = [t.text for t in span]
    doc = span.doc
    for start in range(span.end, len(doc) - len(words) + 1):
        other = doc[start : start + len(words)]
        if [t.text for t in other] == words and cl.span_root(other).dep_ in _SUBJECTS:
            return other
    return span


def who_for_thing(candidate: CaseCandidate, span: Any, context: str) -> CaseCandidate | None:
    """The case asked "What" when its subject "Who" stands for a thing (see the module);
    None to leave it as it is."""
    if not _SUBJECT_WHO.match(candidate.question):
        return None
    span = _subject_mention(span)
    root = cl.span_root(span)
    containing = root.dep_ == "nsubj" and root.head.lemma_.lower() in _CONTAINING
    if containing and root.ent_type_ == "PERSON":
        return None  # no person includes: any other subject is a whole of parts
    if containing and (person_word(root.lemma_) or wh_people.names_people(span, root)):
        return dataclasses.replace(candidate, question="", rejected="group asked from its members")
    passive = root.dep_ == "nsubjpass" and _thing_like_name(span, root)
    if not containing and (not passive or _evidence_of_people(span, root, context)):
        return None
    return dataclasses.replace(candidate, question="What " + candidate.question[len("Who ") :])
