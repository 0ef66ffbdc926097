"""Answers that carry where the event happened (the answer-span rules after ``template.v8``).

"Ana Ruiz was struck by a falling branch in the north of Leeds": what struck her is "a
falling branch"; "in the north of Leeds" says where it happened, and the parser hangs it on
the noun. An indefinite or bare noun phrase (``a branch``, ``meals``) followed by a locative
phrase whose object is a named place is trimmed to the noun phrase, and the place stays in the
question ("By what was Ana Ruiz struck in the north of Leeds? -- a falling branch"). A
definite noun phrase keeps its place (``the queue at the airport`` names which queue), and so
do a noun that is itself a place (``a village in Kent``), an event (``an incursion in Jenin``),
a person or a group (``a family in Milan``), and the clause's subject.

"X took over the union, the country's largest workers' group, five years ago" read with the
answer "the country's largest workers' group, five years ago": an answer whose comma-set
apposition runs into a time phrase is no noun phrase (:func:`time_after_comma`).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth import wh_people
from hanker.synth.answer_adverbials import adverbial_after, trim_adverbial
from hanker.synth.fronted_preps import is_place, named_place

_LOCATIVE = {"in", "on", "at", "near", "across", "outside", "throughout", "around"}
_NAMED_LOCATIVE = {"near", "outside", "across", "throughout", "around"}
_IDENTIFIED = {"PERSON", "NORP", "ORG", "GPE", "LOC", "FAC", "EVENT"}
# nouns whose place belongs to them: events ("attacks on the region") and people or groups
# ("a family in Milan", "a banker in Oslo")
_EVENTS_AND_PEOPLE = {
    *("attack", "strike", "raid", "battle", "war", "fight", "offensive", "assault", "protest"),
    *("visit", "trip", "tour", "match", "game", "meeting", "talks", "rally", "event", "fire"),
    *("family", "people", "resident", "group", "community", "team", "club", "crowd", "man"),
    *("woman", "child", "person", "couple", "friend", "relative", "worker", "student"),
}
_EVENT_OR_PERSON_ENDINGS = ("ion", "ment", "ance", "ence", "er", "or", "ist", "ian", "ant", "ent")
_INDEFINITE = {"a", "an", "some", "several", "many", "few"}
_SUBJECTS = {"nsubj", "nsubjpass", "expl", "csubj"}
_TIME_AFTER_COMMA = re.compile(
    r",\s+(?:(?:about|some|nearly|almost|more than|over)\s+)?(?:\d+|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|a few|several|many)\s+(?:years?|months?|weeks?|days?|decades?)\s+ago"
    r"\s*$|,\s+(?:last|this|next)\s+(?:week|month|year|season)\s*$|,\s+(?:yesterday|today)\s*$",
    re.IGNORECASE,
)


def _place_phrase(root: Any) -> Any:
    """The last locative phrase on noun ``root`` whose object is a place, or None."""
    preps = [c for c in root.children if c.dep_ == "prep" and c.i > root.i]
    if not preps or preps[-1].lower_ not in _LOCATIVE:
        return None
    objects = [c for c in preps[-1].children if c.dep_ == "pobj"]
    if not objects:
        return None
    named = objects[0].pos_ == "PROPN" and preps[-1].lower_ in _NAMED_LOCATIVE
    place = is_place(objects[0]) and named_place(objects[0])  # not "a seat in parliament"
    return preps[-1] if named or place else None


def _trimmable(root: Any) -> bool:
    """A noun that an attached place does not identify: indefinite or bare, no place itself,
    not the subject."""
    if root.pos_ not in {"NOUN", "PROPN"} or is_place(root) or root.ent_type_ in _IDENTIFIED:
        return False
    lemma = root.lemma_.lower()
    people = wh_people.names_people(root.doc[root.i : root.i + 1], root)
    if people or lemma in _EVENTS_AND_PEOPLE or lemma.endswith(_EVENT_OR_PERSON_ENDINGS):
        return False  # "an incursion in Jenin", "a family in Milan": the place is its own
    node = root.head if root.dep_ == "pobj" else root
    if root.dep_ in _SUBJECTS or node.dep_ in _SUBJECTS:
        return False
    dets = [c for c in root.children if c.dep_ in {"det", "poss", "nummod"}]
    if not dets:
        return root.tag_ in {"NNS", "NN"}  # "meals", "equipment"
    return dets[0].dep_ == "det" and dets[0].lower_ in _INDEFINITE


def place_after(span: Any) -> set[int]:
    """Token ids of the locative phrase right after the answer that belongs to the answer's
    noun by the parse but to the clause by sense (see the module); empty when none."""
    root = cl.span_root(span)
    phrase = _place_phrase(root) if _trimmable(root) else None
    if phrase is None or phrase.i != span.end:
        return adverbial_after(span)
    return {t.i for t in phrase.subtree}


def trim_place(span: Any, answer: str) -> tuple[Any, str]:
    """The answer without a trailing locative phrase that says where the event happened
    ("a falling branch in the north of Leeds" -> "a falling branch"), else unchanged; first
    any trailing adverbial of time, nearness or event (:mod:`hanker.synth.answer_adverbials`)."""
    span, answer = trim_adverbial(span, answer)
    root = cl.span_root(span)
    phrase = _place_phrase(root) if _trimmable(root) else None
    if phrase is None or not span.start <= phrase.i < span.end:
        return span, answer
    if max(t.i for t in phrase.subtree) != span.end - 1 or phrase.i <= root.i:
        return span, answer
    end = phrase.i
    while end > span.start and span.doc[end - 1].is_punct:
        end -= 1
    trimmed = span.doc[span.start : end]
    return (trimmed, trimmed.text) if len(trimmed) else (span, answer)


def time_after_comma(answer: str) -> bool:
    """An answer whose comma-set part is a time phrase ("the union's parent body, ten years
    ago"): an apposition run into the clause's time, no noun phrase."""
    return bool(_TIME_AFTER_COMMA.search(" ".join(answer.split())))
