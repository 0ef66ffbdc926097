"""Subordinate clauses the parser read as prepositional phrases.

``as``, ``after``, ``before``, ``since``, ``until`` and ``while`` are prepositions and
subordinators alike. The small parser often reads ``X did Y as interim manager Ole Solskjaer
made it six wins`` as a phrase ``as interim manager Ole Solskjaer`` followed by a verb with no
subject: the noun phrase is really the subject of the clause that ``as`` opens. A fact or a
question that keeps the phrase without its verb garbles the sentence (``What did X produce?
| a masterclass as interim manager Ole Solskjaer``).

:func:`misread_clause_phrases` gives the token indices of each such phrase; the spaCy
extractor drops a tail that holds one (:mod:`hanker.extract.tail_content`), and the question
checks reject a question or answer that holds one (:mod:`hanker.synth.question_garble`).
"""

from __future__ import annotations

import re
from typing import Any

SUBORDINATE_AS_PHRASE = "subordinate clause read as a phrase"

_BOTH_WAYS = frozenset({"as", "after", "before", "since", "until", "till", "while", "once"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
_WORD = re.compile(r"[\w'’.-]*\w")


def misread_clause_phrases(doc: Any) -> list[set[int]]:
    """Token indices of each prepositional phrase that is really a subordinate clause: a
    ``prep`` among :data:`_BOTH_WAYS` whose object is followed straight away by a finite verb
    outside the phrase that has no subject of its own (the object is that subject)."""
    found = []
    for token in doc:
        if token.dep_ != "prep" or token.lower_ not in _BOTH_WAYS:
            continue
        objects = [c for c in token.children if c.dep_ == "pobj"]
        if len(objects) != 1:
            continue
        phrase = {t.i for t in token.subtree}
        end = max(phrase) + 1
        if end >= len(doc):
            continue
        verb = doc[end]
        clause = verb.head if verb.dep_ in {"aux", "auxpass"} else verb  # "was arrested"
        own_subject = any(c.dep_ in _SUBJECTS for c in clause.children)
        if verb.tag_ in _FINITE and verb.pos_ in {"VERB", "AUX"} and not own_subject:
            found.append(phrase)
    return found


def holds_misread_phrase(text: str, doc: Any) -> bool:
    """Whether ``text`` (a tail, an answer or a question) carries the whole object of a
    misread clause phrase of ``doc`` together with its opening word."""
    lowered = f" {' '.join(_WORD.findall(text.lower()))} "
    for phrase in misread_clause_phrases(doc):
        span = doc[min(phrase) : max(phrase) + 1].text.lower()  # "ever-sleeker": one word
        words = " ".join(_WORD.findall(span))
        if f" {words} " in lowered:
            return True
    return False
