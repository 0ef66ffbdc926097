"""Tails that say nothing without what follows, or cut a coordination (``spacy-patterns.v8``).

:func:`light_tail` moves a prose tail's end over a short complement, or gives the reason the
tail is dropped, counted in the KG manifest:

* an abstract or evaluative noun after a light verb keeps the phrase that gives it its
  meaning: ``devotes great effort to restoring old clocks`` -> ``great effort to restoring old
  clocks``, never ``great effort``; when that phrase is long: ``abstract object cut from its
  complement``; a conjunct whose phrase hangs off the first conjunct: ``the cost and
  quality of care`` gives no ``quality`` (``tail cut from its shared modifier``);
* ``tail inside a coordination``: ``both Greek`` when ``and Latin`` follows (the tail then
  starts after ``both``: :func:`coordination_start`); ``name cut at its 'and'``: the second
  half of a title read as a coordination (``the sitcom Cats and Dogs`` gives no ``Dogs``);
* ``preposition read from a title``: ``Under The Bridge`` gives no ``(.., sing under, The
  Bridge)``;
* ``time read as the complement``: ``became the largest at the poll last June`` gives no
  ``(.., become, last June)``; ``date read into another phrase``: ``was fined in 2019 for
  his role in the fraud`` gives no ``(.., be fined for role in, 2019)``;
* ``participle clause as tail``: a tail that is only an ``-ing`` clause.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.tail_problems import SHARED_MODIFIER

ABSTRACT_CUT = "abstract object cut from its complement"
COORDINATION_CUT = "tail inside a coordination"
NAME_AND_CUT = "name cut at its 'and'"
TITLE_PREPOSITION = "preposition read from a title"
TIME_COMPLEMENT = "time read as the complement"
DATE_ELSEWHERE = "date read into another phrase"
PARTICIPLE_TAIL = "participle clause as tail"

_MAX_COMPLEMENT = 10
ABSTRACT_NOUNS = frozenset(
    {"time", "approach", "role", "part", "style", "effort", "impact", "emphasis", "resonance"}
    | {"importance", "step", "way", "interest", "attention", "influence", "focus", "care"}
    | {"contribution", "commitment", "dedication", "passion", "inspiration", "significance"}
    | {"effect", "stance", "position", "view", "attitude", "responsibility", "pride", "steps"}
    | {"measure", "measures", "action", "note", "account", "advantage", "look", "toll"}
    | {"technique", "method", "methods", "techniques", "manner", "tone", "voice"}
)
_PAIRED = frozenset({"both", "either", "neither"})
_COPULAR = frozenset({"be", "become", "remain", "seem", "appear", "stay", "grow", "turn"})
_TIME_LABELS = frozenset({"DATE", "TIME"})


def light_tail(obj: Any, start: int, end: int) -> tuple[int, str | None]:
    """The end of a prose tail ``[start, end)`` whose head is ``obj`` (over the complement of
    an abstract noun) and why the tail is dropped, or None (see the module)."""
    problem = (
        _shared_phrase(obj, end)
        or _name_conjunct(obj)
        or _title_preposition(obj)
        or _time_problem(obj)
        or _participle_problem(obj, start, end)
    )
    if problem is not None:
        return end, problem
    return _abstract_end(obj, start, end)


def coordination_start(obj: Any, start: int, end: int) -> int:
    """The tail's start after a leading ``both``/``either`` whose other half lies outside the
    tail (``both Greek and Latin`` gives the tails ``Greek`` and ``Latin``)."""
    doc = obj.doc
    first = next((t for t in doc if t.idx >= start), None)
    if first is None or first.lower_ not in _PAIRED or first.i + 1 >= len(doc):
        return start
    conj = [c for c in obj.children if c.dep_ == "conj" and c.idx >= end]
    return doc[first.i + 1].idx if conj else start


def _abstract_end(obj: Any, start: int, end: int) -> tuple[int, str | None]:
    """Over the phrase right after an abstract object (its own or its verb's)."""
    if obj.lemma_.lower() not in ABSTRACT_NOUNS or obj.dep_ not in {"dobj", "conj", "pobj"}:
        return end, None
    doc = obj.doc
    first = next((t.i for t in doc if t.idx >= end), None)
    owners = [obj, obj.head] if obj.dep_ == "dobj" else [obj]
    after = next(
        (
            c
            for o in owners
            for c in o.children
            if c.dep_ in {"prep", "relcl", "acl"} and min(t.i for t in c.subtree) == first
        ),
        None,
    )
    if first is None or after is None or (after.dep_ != "prep" and after.head.i != obj.i):
        return end, None
    if after.dep_ == "prep" and any(t.ent_type_ in _TIME_LABELS for t in after.subtree):
        return end, None  # "took a step in 2019": a time, no complement
    last = max(after.subtree, key=lambda t: t.i)
    if last.i - first + 1 > _MAX_COMPLEMENT:
        return end, ABSTRACT_CUT
    stop = last.i + 1
    while stop > first + 1 and doc[stop - 1].is_punct:
        stop -= 1
    return doc[stop - 1].idx + len(doc[stop - 1].text), None


def _shared_phrase(obj: Any, end: int) -> str | None:
    """A second conjunct whose phrase hangs off the first: ``the cost and quality of care``."""
    if obj.dep_ != "conj" or obj.pos_ != "NOUN" or not any(obj.children):
        return None  # a bare conjunct: "tail cut from its phrase" (fact_checks)
    first = obj.head
    return (
        SHARED_MODIFIER
        if any(c.dep_ == "prep" and c.idx >= end and c.i > obj.i for c in first.children)
        else None
    )


def _name_conjunct(obj: Any) -> str | None:
    """The second half of a title read as a coordination (``the sitcom Cats and Dogs``)."""
    if obj.dep_ != "conj" or obj.pos_ != "PROPN":
        return None
    first = obj.head
    if first.pos_ != "PROPN" or obj.i - first.i != 2:
        return None
    inside = obj.ent_iob_ == "I" and first.ent_iob_ in {"B", "I"}
    generic = any(c.dep_ == "compound" and c.pos_ == "NOUN" for c in first.children)
    return NAME_AND_CUT if inside or generic else None


def _title_preposition(obj: Any) -> str | None:
    """A capitalised preposition inside a sentence before a name: a title's first word."""
    prep = obj.head
    if prep.dep_ != "prep" or obj.dep_ != "pobj" or not prep.text[:1].isupper():
        return None
    if prep.i == prep.sent.start or prep.doc[prep.i - 1].is_sent_start:
        return None
    before = prep.doc[prep.i - 1]
    if before.text in {".", "!", "?", '"', "“", ":"}:
        return None
    return TITLE_PREPOSITION if obj.pos_ == "PROPN" or obj.text[:1].isupper() else None


def _time_problem(obj: Any) -> str | None:
    """A time as a copular verb's only tail, or a date fused with a later phrase's noun."""
    if obj.ent_type_ not in _TIME_LABELS:
        return None
    verb = obj.head
    if obj.dep_ == "npadvmod" and verb.lemma_ in _COPULAR:
        return TIME_COMPLEMENT  # "became the largest ... last June"
    prep = obj.head
    if obj.dep_ != "pobj" or prep.dep_ != "prep":
        return None
    verb = prep.head
    if verb.pos_ not in {"VERB", "AUX"} or any(c.dep_ in {"dobj", "attr"} for c in verb.children):
        return None
    for other in verb.children:
        if other.dep_ == "prep" and other.i > prep.i:
            nouns = [c for c in other.children if c.dep_ == "pobj" and c.pos_ == "NOUN"]
            if any(g.dep_ == "prep" and g.lower_ == prep.lower_ for n in nouns for g in n.children):
                return DATE_ELSEWHERE
    return None


def _participle_problem(obj: Any, start: int, end: int) -> str | None:
    """A tail that starts with an ``-ing`` verb of a clause (not a noun)."""
    first = next((t for t in obj.doc if t.idx >= start), None)
    if first is None or first.idx >= end or first.tag_ != "VBG":
        return None
    if first.i == obj.i and obj.dep_ in {"advcl", "xcomp", "ccomp", "conj"}:
        return PARTICIPLE_TAIL
    return None
