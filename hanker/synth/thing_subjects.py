"""Subjects asked "who" with nothing to show they are people: asked "what" (``template.v6``
asks "who" for any name the tagger calls an organisation as a doer).

A small tagger calls many names of things an organisation: a standard ("XYZ-7 was adopted
by the board"), a taxon ("Ranidae includes ..."), a race, a ship, a dockyard, a religion.
"Who" needs positive evidence that the answer is a person or a body of people acting; two
shapes of clause give none and say the opposite:

* the answer is the subject of a passive verb ("The Harbour Regatta was first held in
  1890", "XYZ was sold to the state"): what happens to it says nothing of people, so a name
  that reads as no person's (led by "the", with an owner, a lower-case word or an acronym
  in it) and that no tagger calls a person is asked "What was first held in 1890?", unless
  the verb is one done to people ("was shot", "was elected"); a run of capitalised words may
  be a person's name ("Ana Ruiz was jailed", whatever the tagger says), and a
  counted name may be people ("More than 40 Estonians were honoured"): both are left as
  they are;
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
# passive verbs done to people: their subject is a person, whatever the name looks like
_DONE_TO_PEOPLE = frozenset(
    {*("kill", "murder", "shoot", "stab", "injure", "wound", "arrest", "charge", "jail")}
    | {*("sentence", "convict", "imprison", "hire", "sack", "elect", "appoint", "marry")}
    | {*("bear", "invite", "interview", "kidnap", "abduct", "rescue", "question", "award")}
)
_SUBJECT_WHO = re.compile(r"^Who (?=\w)")
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})


def _name_words(span: Any) -> list[Any]:
    """The answer's words without an article or punctuation."""
    return [t for t in span if not t.is_punct and t.lower_ not in _ARTICLES]


def _thing_like_name(span: Any, root: Any) -> bool:
    """A name that reads as no person's: one led by "the" ("the Harbour Regatta"), with an
    owner or a lower-case word inside ("Orvik's Panorama", "Church of Orvik"), or with an
    acronym ("XYZ", "HMS Orvik"); a run of capitalised words ("Ana Ruiz", "Orvik Marine")
    may be a person's name and is left alone."""
    if root.pos_ != "PROPN" or any(t.like_num for t in span):
        return False  # "More than 130 Azerbaijanis": people counted, for all the tagger says
    words = [t for t in span if not t.is_punct]
    if not words or known_given_name(_name_words(span)[0].text if _name_words(span) else ""):
        return False
    if words[0].lower_ == "the" or any(t.tag_ == "POS" for t in words):
        return True
    if any(t.text.islower() for t in words[1:]):
        return True  # "the Royal Dockyard at Pembroke", "Church of Orvik"
    shortest = 2 if len(words) == 1 else 3  # "JK Rowling" is no acronym
    return any(t.text.isupper() and t.text.isalpha() and len(t.text) >= shortest for t in words)


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
    if root.head.lemma_.lower() in _DONE_TO_PEOPLE:
        return True  # "X was shot in Dallas": done to people
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
