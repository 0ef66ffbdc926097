"""Tails that need the infinitive the parser hung on their verb (spaCy extractor, through
:func:`hanker.extract.tail_complements.checked_tail`).

A partitive or group (``one of six nurses``, ``among a handful of engineers``) or a light
noun (``a chance``, ``a bid``, ``the right``) says little without the infinitive that
restricts it: ``was one of six nurses to resign`` is not ``was one of six nurses``, ``won a
bid to host the games`` is not ``won a bid``. The parser often reads that infinitive as a
purpose clause of the verb. :func:`infinitive_end` moves the tail's end over it when it
follows the tail at once and is short, and gives ``tail cut from its infinitive`` when it is
long or stands apart (``had a chance in the last minute to score``).
"""

from __future__ import annotations

from typing import Any

CUT_INFINITIVE = "tail cut from its infinitive"

_MAX_INFINITIVE = 10
_PARTITIVES = frozenset(
    {"one", "some", "many", "few", "several", "all", "none", "each", "most", "part"}
    | {"any", "both", "either", "neither", "half", "majority", "minority"}
)
_GROUPS = frozenset(
    {"group", "handful", "number", "couple", "team", "band", "crowd", "bunch", "set"}
    | {"pair", "trio", "host", "dozen", "hundreds", "thousands", "dozens", "list"}
)
# nouns whose infinitive says what they are of: "a chance to score", "the right to appeal"
_LIGHT_NOUNS = frozenset(
    {"chance", "opportunity", "way", "decision", "bid", "attempt", "effort", "right"}
    | {"plan", "move", "push", "campaign", "call", "offer", "order", "permission"}
    | {"power", "ability", "freedom", "deal", "agreement", "vote", "motion", "licence"}
    | {"license", "mandate", "approval", "go-ahead", "invitation", "proposal", "pledge"}
    | {"promise", "request", "bill", "scheme", "programme", "program", "initiative"}
)


def infinitive_end(obj: Any, start: int, end: int) -> tuple[int, str | None]:
    """The end of a prose tail ``[start, end)`` whose head is ``obj``, over the infinitive
    that restricts it, and why the tail is dropped, or None (see the module)."""
    verb = _governing_verb(obj)
    if verb is None:
        return end, None
    doc = obj.doc
    first = next((t.i for t in doc if t.idx >= end), None)
    if first is None or doc[first].lower_ == "than":
        return end, None
    for clause in verb.children:
        if clause.dep_ not in {"advcl", "xcomp"} or clause.tag_ != "VB":
            continue
        marks = [c for c in clause.children if c.tag_ == "TO" and c.i < clause.i]
        if not marks or marks[0].i < first or doc[marks[0].i - 1].text == ",":
            continue  # ", to allow the project to go ahead": a purpose, set off
        if marks[0].i != first:
            return end, CUT_INFINITIVE  # "had a chance [in the last minute] to score"
        last = max(t.i for t in clause.subtree)
        if last - first + 1 > _MAX_INFINITIVE:
            return end, CUT_INFINITIVE
        stop = last + 1
        while stop > first + 1 and doc[stop - 1].is_punct:
            stop -= 1
        return doc[stop - 1].idx + len(doc[stop - 1].text), None
    return end, None


def _governing_verb(obj: Any) -> Any | None:
    """The verb a partitive, group or light noun is the object or predicate of (through
    ``among``), or None for any other noun."""
    noun_of = any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children)
    partitive = (obj.lower_ in _PARTITIVES or obj.like_num) and noun_of
    group = obj.lemma_.lower() in _GROUPS and noun_of
    light = obj.lemma_.lower() in _LIGHT_NOUNS and obj.pos_ == "NOUN"
    if obj.dep_ in {"dobj", "attr"} and (partitive or group or light):
        return obj.head
    among = obj.dep_ == "pobj" and obj.head.lower_ == "among" and obj.head.dep_ == "prep"
    if among and obj.head.head.pos_ in {"AUX", "VERB"}:
        return obj.head.head  # "was among a handful of engineers [to resign]"
    return None
