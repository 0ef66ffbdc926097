"""Facts that state more, or less, than their sentence holds (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``sentence adverb fused to a head``: a capitalised sentence adverb read as the first word
  of a name (``Nearby Castle Rock is ...`` gives no head ``Nearby Castle Rock``); the list
  of adverbs is shared with the question writer's :mod:`hanker.synth.question_sense`;
* ``head garbled across a dash``: a head with a spaced dash or ending on a function word
  (``Ms Hale - the``): an apposition between dashes was cut into the name;
* ``head cut from its coordination``: the head is one conjunct of a coordinated subject and
  says nothing alone: ``the other members of X`` after ``Lee and`` (``other`` points back at
  the first conjunct), or a bare title whose ``of``-phrase hangs on the next conjunct
  (``The Earl [and Countess of Wessex]``); or a ``be`` fact whose head the sentence runs on
  with ``and`` and another name (``Rutherglen [and Hamilton West] - a seat which ...``): the
  description is of the pair (``spacy-patterns.v36``);
* ``attempt stated as fact``: a fact whose verb is the infinitive (or its complement) under
  a verb of trying, hoping or planning that the relation leaves out (``tried to keep her
  dogs calm`` gives no ``(her dogs, be calm)``), or a relation ``try to keep`` whose
  infinitive's own predicate complement (``calm``) is in neither relation nor tail;
* ``bare weekday as tail``: the whole tail is a day of the week and the relation a bare verb
  of saying or appearing and ``on`` (``appear on | Tuesday``, ``say on | Friday``): what was
  said or where is left out (``die on | Friday`` is an event and stays);
* ``state bound to a past time``: a copular fact whose verb carries a ``when`` clause
  or ``at the time`` (``was just 30 when the bridge collapsed``): true only then.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import phrase_root, text_tokens

ADVERB_HEAD = "sentence adverb fused to a head"
DASH_HEAD = "head garbled across a dash"
COORDINATION_HEAD = "head cut from its coordination"
ATTEMPT_AS_FACT = "attempt stated as fact"
WEEKDAY_TAIL = "bare weekday as tail"
PAST_STATE = "state bound to a past time"

# capitalised sentence adverbs that open a clause (shared with the question writer)
SENTENCE_ADVERBS = (
    "Meanwhile|Nearby|Elsewhere|However|Additionally|Moreover|Furthermore|Separately|Likewise"
    "|Similarly|Instead|Overall|Ultimately|Notably|Indeed|Sadly|Unfortunately|Fortunately"
    "|Interestingly|Importantly|Crucially|Yes|Still|Also|Thus|Hence|Therefore|Consequently"
)
_ADVERB_OPENING = re.compile(rf"^(?:{SENTENCE_ADVERBS}),? [A-Z]")
_FUNCTION_END = frozenset(
    {"the", "a", "an", "of", "and", "or", "to", "in", "on", "for", "with", "by", "at", "from"}
)
# verbs whose infinitive is an attempt, a hope or a plan, not an outcome
_ATTEMPTS = frozenset(
    {"try", "attempt", "seek", "strive", "endeavour", "endeavor", "hope", "plan", "aim"}
    | {"want", "wish", "intend", "aspire", "struggle", "fail", "refuse", "threaten", "vow"}
)
_WEEKDAYS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
)
_TIME_MARKS = frozenset({"when"})
# verbs whose point is what was said or where one appeared, not the day it happened
_POINT_VERBS = frozenset(
    {"say", "write", "tweet", "post", "tell", "announce", "vote", "appear", "speak", "comment"}
    | {"add", "confirm", "reveal", "state", "report", "claim", "argue", "warn", "agree"}
)


def scope_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple states more or less than its sentence (see the module), or None."""
    if _ADVERB_OPENING.match(head):
        return ADVERB_HEAD
    words = head.split()
    if re.search(r"\s[-–—]\s+\S", f" {head} ") or (len(words) > 1 and words[-1] in _FUNCTION_END):
        return DASH_HEAD
    verb = re.sub(r"\s*\(.*\)$", "", relation).split()
    bare = len(verb) == 2 and verb[0] in _POINT_VERBS and verb[1] == "on"
    if bare and tail.lower().strip(" .,") in _WEEKDAYS:
        return WEEKDAY_TAIL
    if doc is None:
        return None
    if _coordination_fragment(head, doc) or _described_pair(head, relation, tail, doc):
        return COORDINATION_HEAD
    if _attempt(relation, tail, doc):
        return ATTEMPT_AS_FACT
    return PAST_STATE if _past_state(head, relation, doc) else None


def _described_pair(head: str, relation: str, tail: str, doc: Any) -> bool:
    """A ``be`` fact whose head is followed by ``and`` and a capitalised word before its tail
    (``Rutherglen and Hamilton West - a seat``): the head is half a name or a pair."""
    if relation != "be":
        return False
    text = doc.text
    start = text.find(head)
    if start < 0:
        return False
    rest = text[start + len(head) :]
    return bool(re.match(r" and [A-Z]", rest)) and tail in rest


def _coordination_fragment(head: str, doc: Any) -> bool:
    """``the other members of X`` as a later conjunct, or ``The Earl`` whose ``of``-phrase
    hangs on the next conjunct (``and Countess of Wessex``)."""
    tokens = text_tokens(head, doc)
    root = phrase_root(tokens) if tokens else None
    if root is None or root.dep_ not in {"nsubj", "nsubjpass", "conj"}:
        return False
    lower = [t.lower_ for t in tokens]
    if root.dep_ == "conj" and ("other" in lower[:3] or lower[:2] == ["the", "rest"]):
        return True
    last = tokens[-1].i
    if lower[0] not in {"the", "a", "an"} or any(
        c.dep_ == "prep" and c.i <= last for c in root.children
    ):
        return False
    conjuncts = [c for c in root.children if c.dep_ == "conj" and c.i > last]
    shared = [c for c in root.children if c.dep_ == "prep" and c.i > last and c.lower_ == "of"]
    own = any(p.lower_ == "of" for c in conjuncts for p in c.children if p.dep_ == "prep")
    return bool(conjuncts) and (own or bool(shared))


def _attempt(relation: str, tail: str, doc: Any) -> bool:
    """A fact under a verb of trying that the relation leaves out, or a ``try to V``
    relation whose infinitive's predicate complement is lost."""
    kept = set(relation.lower().split()) | set(tail.lower().split())
    tail_at = {t.i for t in text_tokens(tail, doc)}
    for token in doc:
        if token.lemma_.lower() not in _ATTEMPTS or token.pos_ not in {"VERB", "AUX"}:
            continue
        inside = bool(tail_at) and tail_at <= {t.i for t in token.subtree}
        for verb in (c for c in token.children if c.dep_ == "xcomp"):
            deps = {"oprd", "ccomp", "acomp", "xcomp"}
            parts = [verb] + [c for c in verb.children if c.dep_ in deps]
            if token.lemma_.lower() not in kept:
                if inside and any(p.lemma_.lower() in kept or p.lower_ in kept for p in parts):
                    return True  # "(her dogs, be calm)" from "tried to keep her dogs calm"
                continue
            lost = [p for p in parts[1:] if p.lower_ not in kept]
            if verb.lemma_.lower() in kept and lost:
                return True  # "try to keep | her dogs" without "calm"
    return False


def _past_state(head: str, relation: str, doc: Any) -> bool:
    """A copular fact whose verb has a ``when`` clause or ``at the time``."""
    if relation not in {"be", "be aged", "become"}:
        return False
    tokens = text_tokens(head, doc)
    root = phrase_root(tokens) if tokens else None
    if root is None or root.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    verb = root.head
    for child in verb.children:
        if child.dep_ == "advcl" and any(
            m.lower_ in _TIME_MARKS for m in child.children if m.dep_ in {"advmod", "mark"}
        ):
            return True
        at = child.dep_ == "prep" and child.lower_ == "at"
        if at and any(p.lower_ == "time" for p in child.children if p.dep_ == "pobj"):
            return True
    return False
