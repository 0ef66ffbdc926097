"""Answers that carry an adverbial of their clause (the answer-span rules after ``template.v9``).

The parser hangs a trailing prepositional phrase on the last noun before it, but many such
phrases say when, where or how the event happened, not which thing is meant: "Lea scored from
a corner in second-half injury time" (when), "Mr Vos was found with a deep cut near the
station" (where), "Ines won her third crown with downhill victory in Aspen" (by what event),
"The firm launched its new phone, the Z9, in France and Spain" (where, set off by a comma).
Such a phrase is trimmed from the answer: what is asked is the noun phrase before it. A
phrase that restricts its noun stays ("the Bank of England", "a rise in prices", "a village
near York"), as does one on a person, an event, a place or the clause's subject.
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl
from hanker.synth import wh_people
from hanker.synth.answer_adjuncts import (
    adjunct_start,
    clause_adjunct,
    duration,
    passive_agent_start,
    trailing_date_start,
)
from hanker.synth.answer_frames import frame_phrase_start
from hanker.synth.fronted_preps import is_place

# nouns of a moment or a part of a match or day ("in stoppage time", "in the first half")
_TIME_NOUNS = {
    *("time", "half", "minute", "hour", "morning", "afternoon", "evening", "night", "weekend"),
    *("overtime", "extra-time", "stoppage", "period", "quarter", "dawn", "dusk", "midnight"),
    *("build-up", "run-up", "lead-up", "aftermath"),  # "in the build-up to the match" (v38)
}
_TIME_PREPS = {"in", "on", "at", "during", "since", "until", "before", "after"}
_NEAR = {"near", "outside", "around", "beside"}  # not "behind": "the star behind hits"
# prepositions whose phrase says when or despite what the clause happened, whatever follows
# ("reached agreement on a cabinet [during talks in Germany]", template.v36)
_CIRCUMSTANCE = {"during", "amid", "despite", "throughout"}
# events by which something is won or achieved ("with a win in Oslo", "with victory")
_WIN_EVENTS = {"victory", "win", "triumph", "success", "goal", "finish", "defeat", "performance"}
_PEOPLE_AND_EVENTS = {
    *("attack", "strike", "raid", "battle", "war", "match", "game", "meeting", "talks", "event"),
    *("race", "final", "festival", "concert", "show", "visit", "trip", "tour", "election"),
    *("family", "people", "man", "woman", "child", "person", "group", "team", "club", "crowd"),
}
_SUBJECTS = {"nsubj", "nsubjpass", "expl", "csubj"}


def _time_phrase(prep: Any, obj: Any, root: Any) -> bool:
    """ "in first-half stoppage time", "at 19:00 GMT": a moment, not a kind of the noun."""
    if prep.lower_ not in _TIME_PREPS:
        return False
    ranked = any(c.ent_type_ == "ORDINAL" or c.tag_ == "JJS" for c in root.children)
    if ranked:
        return False  # "the first title in ten years": the time ranks the noun
    return obj.ent_type_ == "TIME" or _noun_word(obj) in _TIME_NOUNS


def _noun_word(obj: Any) -> str:
    """The noun's lemma, hyphenated compounds whole ("build-up": "build" "-" "up")."""
    parts = [c for c in obj.children if c.dep_ == "compound" and c.i == obj.i - 2]
    if parts and obj.doc[obj.i - 1].text == "-":
        return f"{parts[0].lower_}-{obj.lower_}"
    return str(obj.lemma_.lower())


def _adverbial(prep: Any, root: Any) -> bool:
    """Whether preposition ``prep`` after noun ``root`` says when, where or by what event the
    clause happened rather than which thing the noun is."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    if not objects or prep.lower_ == "of":
        return False
    obj = objects[0]
    if _time_phrase(prep, obj, root):
        return True
    if prep.lower_ in _NEAR | _CIRCUMSTANCE:
        return True  # "maps near the border": where the clause happened
    if prep.lower_ == "with" and obj.lemma_.lower() in _WIN_EVENTS:
        return True
    if clause_adjunct(prep, root):  # a medium, a year, "for the third year": answer_adjuncts
        return True
    comma = prep.i > 0 and prep.doc[prep.i - 1].text == ","
    placed = obj.ent_type_ in {"GPE", "LOC"} or obj.ent_type_ == "DATE"
    return comma and prep.lower_ in {"in", "on", "at", "across"} and placed


def _trimmable(root: Any) -> bool:
    """A noun an adverbial does not belong to: no person, event or place, not the subject."""
    if root.pos_ not in {"NOUN", "PROPN"} or is_place(root):
        return False
    timed = root.ent_type_ in {"DATE", "TIME"} and not duration(root)  # "three hours" trims
    if timed or root.ent_type_ in {"PERSON", "NORP", "GPE", "LOC", "FAC", "EVENT"}:
        return False
    if root.lemma_.lower() in _PEOPLE_AND_EVENTS:
        return False
    if wh_people.names_people(root.doc[root.i : root.i + 1], root):
        return False  # "the singer near the stage": the phrase says which person
    node = root.head if root.dep_ == "pobj" else root
    return root.dep_ not in _SUBJECTS and node.dep_ not in _SUBJECTS


def adverbial_start(span: Any) -> int | None:
    """The index of the first trailing adverbial phrase in the answer ``span`` (see the
    module), or None; first a phrase of the verb's frame (:mod:`.answer_frames`)."""
    root = cl.span_root(span)
    framed = frame_phrase_start(span)  # "blamed a shortage [for the delays]"
    dated = trailing_date_start(span, root)  # "a helicopter pilot [in March 2015]"
    dated = dated or passive_agent_start(span, root)  # "first minister [by Humza Yousaf]"
    if root.lemma_.lower() in _PEOPLE_AND_EVENTS:
        dated = None
    if framed is not None or not _trimmable(root):
        return framed if framed is not None else dated
    other = _adverbial_start(span, root)
    return min(s for s in (dated, other) if s is not None) if dated or other else None


def _adverbial_start(span: Any, root: Any) -> int | None:
    """The first purpose clause, adjunct or adverbial phrase after the trimmable ``root``."""
    inside = {t.i for t in span}
    purpose = _outer_clause_start(span, root, inside)  # "the corner [to give X the lead]"
    if purpose is not None:
        return purpose
    adjunct = adjunct_start(span, root)  # "ten years ago", "in the run [up to]"
    for token in span:
        if token.i <= root.i or token.dep_ != "prep" or (adjunct and token.i > adjunct):
            continue
        outside = token.head.i not in inside  # the parse hangs it on the clause
        if outside or (token.head == root and _adverbial(token, root)):
            return token.i
    return adjunct


def _outer_clause_start(span: Any, root: Any, inside: set[int]) -> int | None:
    """Where an infinitive clause of the verb outside the answer begins (``fired into the
    corner of X's goal [to give Southampton the lead]``: why, not where), or None: one the
    parse hangs on that verb, or on a noun nested in a phrase of the answer's noun (``goal``
    of ``the corner of X's goal``), with an object of its own."""
    for token in span:
        if token.i <= root.i or not any(c.tag_ == "TO" for c in token.children):
            continue
        outer = token.dep_ == "advcl" and token.head.i not in inside
        nested = token.dep_ == "acl" and token.head != root and token.head.dep_ == "pobj"
        acts = any(c.dep_ in {"dobj", "dative"} for c in token.children)
        if outer or (nested and acts):
            start = min(t.i for t in token.subtree)
            return int(start) if start > root.i else None
    return None


def trim_adverbial(span: Any, answer: str) -> tuple[Any, str]:
    """The answer without a trailing adverbial phrase ("a corner in injury time" -> "a
    corner"), else unchanged."""
    start = adverbial_start(span)
    if start is None:
        return span, answer
    end = start
    while end > span.start and (span.doc[end - 1].is_punct or span.doc[end - 1].dep_ == "cc"):
        end -= 1
    trimmed = span.doc[span.start : end]
    if not len(trimmed) or trimmed[-1].pos_ not in {"NOUN", "PROPN", "NUM"}:
        return span, answer
    return trimmed, trimmed.text


def adverbial_after(span: Any) -> set[int]:
    """Token ids of the adverbial phrase that :func:`trim_adverbial` cut from the answer
    ``span`` (it stays in the question), or an empty set."""
    root = cl.span_root(span)
    last = max(t.i for t in root.subtree)
    if last < span.end:
        return set()
    start = adverbial_start(span.doc[span.start : last + 1])
    if start is None:
        return set()
    gap = span.doc[span.end : start]
    if any(not (t.is_punct or t.dep_ == "cc") for t in gap):
        return set()
    return set(range(span.end, last + 1))
