"""A sentence's first word that describes the name after it, moved into a question.

English capitalises the first word of a sentence whatever it is, and news openings often put
a word of description right before a name: an evaluative adjective (``Irresistible Manchester
City scored nine``, ``Imperious Australia captain ...``) or an occupation noun used as a
title (``Magician Paul Daniels died ...``). The parser reads the capital as part of the name,
so the question writer carries the word along, capital and all ("How many goals did
Irresistible Manchester City score?"). Which kind the word is shows when the sentence is
parsed again with that word in lower case:

* **an adjective** modifying the name (and outside any named entity of the original parse,
  so ``Northern Ireland`` and ``British Airways`` stay, and never written capitalised
  mid-sentence elsewhere in the document, so ``Liberal Democrat`` stays) is the writer's
  view, not the name: the question and the answer drop it;
* **a person noun** (an occupation, an epithet; outside the name's entity unless it is a
  listed person noun, so a given name such as ``Walker`` stays) compounded with a person's
  name is a description: it stays, in lower case ("When did magician Paul Daniels die?"); a formal title (``Mayor``, ``Judge``,
  ``Captain``) or a word names are made with (``Storm Eleanor``) keeps its capital, and so
  does any word the document also capitalises mid-sentence.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.synth.question_surface import document_forms
from hanker.synth.title_question import ROLES, rank_or_tenure
from hanker.text.coref.identity import TITLE_WORDS
from hanker.text.person_nouns import PERSON_NOUNS, person_word

_NAME_ENTITIES = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC"})
_NAME_NOUNS = frozenset(
    {*("storm", "hurricane", "typhoon", "cyclone", "operation", "project", "lake", "mount")}
    | {*("fort", "cape", "port", "saint", "baby", "uncle", "aunt", "brother", "sister")}
)


@lru_cache(maxsize=4096)
def first_describer(sentence: str) -> tuple[str, str, str]:
    """(first word, next word, "drop" | "lower") when the sentence's first word describes the
    name after it (see the module); empty strings otherwise."""
    flat = " ".join(sentence.split())
    match = re.match(r"([A-Z][a-z]+)\s+([A-Z][\w'’-]*)", flat)
    if match is None or rank_or_tenure(match.group(1)):
        return "", "", ""
    first, after = match.group(1), match.group(2)
    original = cl.parse(flat)
    lowered = cl.parse(first.lower() + flat[len(first) :])
    if len(original) < 2 or len(lowered) < 2 or original[0].text != first:
        return "", "", ""
    word, head = lowered[0], lowered[0].head
    if head.i == 0 or head.pos_ != "PROPN":
        return "", "", ""
    named = original[head.i].ent_type_
    if word.pos_ == "ADJ" and word.dep_ == "amod" and not original[0].ent_type_:
        return (first, after, "drop") if named in _NAME_ENTITIES else ("", "", "")
    if word.text in TITLE_WORDS | ROLES | _NAME_NOUNS:
        return "", "", ""  # "Mayor Ann Cole", "Storm Eleanor": a title or a name's own word
    known = person_word(word.text) and (
        word.text in PERSON_NOUNS or original[0].ent_type_ != "PERSON"
    )  # "Dagwaagiin Sarangerel", "Walker Smith": a given name, not a description
    if known and word.pos_ == "NOUN" and word.dep_ == "compound" and named == "PERSON":
        return first, after, "lower"
    return "", "", ""


def _rewrite(text: str, first: str, after: str, action: str) -> str:
    """``text`` with ``first`` before ``after`` dropped or lower-cased."""
    pattern = rf"\b{re.escape(first)}\s+(?={re.escape(after)}\b)"
    if action == "drop":
        kept = re.sub(pattern, "", text)
        return kept[:1].upper() + kept[1:] if kept != text and text.startswith(first) else kept
    return re.sub(rf"(?<=\s){re.escape(first)}(?=\s+{re.escape(after)}\b)", first.lower(), text)


def plain_describers(candidate: CaseCandidate, sentence: str, context: str = "") -> CaseCandidate:
    """The case with a describing first word of the sentence dropped from, or lower-cased in,
    its question and answer (see the module)."""
    if not candidate.question or candidate.rejected:
        return candidate
    first, after, action = first_describer(sentence)
    if not action or document_forms(sentence, context)[first]:
        return candidate  # written capitalised mid-sentence elsewhere: a name's own word
    question = _rewrite(candidate.question, first, after, action)
    answer = _rewrite(candidate.answer, first, after, action) if action == "drop" else None
    if question == candidate.question and (answer is None or answer == candidate.answer):
        return candidate
    return dataclasses.replace(
        candidate, question=question, answer=candidate.answer if answer is None else answer
    )
