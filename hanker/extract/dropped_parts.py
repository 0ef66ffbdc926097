"""Facts that leave out a part of their sentence the statement needs (spaCy extractor,
``spacy-patterns.v36``, ``v37``; called from :func:`hanker.extract.triple_context.triple_problem`).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``clause opener in the head``: a head that opens with a subordinating conjunction (``When
  the BBC's director general, Tim Davie``): the parse ran the clause into the subject;
* ``count shared with a conjunct``: a counted head whose noun is coordinated with another the
  head leaves out (``52 Palestinian militants [and civilians]``): the count is of both;
* ``weekday cut from its date``: a weekday tail the sentence dates at once (``concludes on
  Sunday, 19 May 2024``): the day alone names no date;
* ``"as" complement left out``: a verb of describing or citing whose ``as`` phrase the fact
  leaves out (``described the approval [as pioneering]``, ``cites her upbringing in Manama
  [as an influence]``): what it was described as is the point;
* ``"both" without its other half``: ``both`` before the first of two conjuncts the tail
  cuts (``fluent in both Dutch [and French]``);
* ``recipient left out``: a verb of giving or earning whose indirect object is a pronoun the
  fact drops (``gave him the honour of ...``, ``earned him recognition``): who got it is lost;
* ``plural title``: a ``title`` in the plural (``fearsome competitors Cummins and Lyon``): a
  description of a group, no person's role;
* ``time fused into the head``: a head ending on a time (``Baldwin last October``);
* ``verb of saying before an infinitive``: ``say to look at``, ``tell to cheer``, ``claim to
  carry out``: what was said, or who did what, is garbled;
* ``determiner shared with a conjunct``: a bare singular person noun, the second conjunct of
  a noun with its own determiner or possessor (``her widower and [her] 10-year-old son``,
  ``"a great brother, father and husband"``) as the object of a verb: the determiner is of
  both, so the bare noun alone names no one (``X is a singer and guitarist`` is kept);
* ``tail cut at its coordination``: the field of a title split at its ``and`` (``director of
  emergency preparedness [and response]``, ``head of [sales and] marketing``): a title's
  ``of`` phrase names one portfolio, so neither half alone is the person's title.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.list_checks import CUT_COORDINATION
from hanker.extract.relation_meaning import own_relation
from hanker.text.calendar import MONTH_PATTERN, WEEKDAY_PATTERN
from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import person_word

CLAUSE_OPENER = "clause opener in the head"
SHARED_COUNT = "count shared with a conjunct"
WEEKDAY_CUT = "weekday cut from its date"
AS_LEFT_OUT = '"as" complement left out'
BOTH_CUT = '"both" without its other half'
RECIPIENT_LEFT_OUT = "recipient left out"
PLURAL_TITLE = "plural title"
TIME_HEAD = "time fused into the head"
SAYING_INFINITIVE = "verb of saying before an infinitive"
SHARED_DETERMINER = "determiner shared with a conjunct"
_HEAD_TIME = re.compile(
    rf"\b(?:last|this|next) (?:week|month|year|{MONTH_PATTERN}|{WEEKDAY_PATTERN})$"
)
_SAYING = re.compile(r"^(?:say|tell|add|state|claim|insist|admit) to \w")

_OPENERS = re.compile(
    r"^(?:When|If|While|Whilst|Although|Because|Though|Once|Until|Unless|Whether|Whereas) "
)
_WEEKDAY = re.compile(rf"(?:{WEEKDAY_PATTERN})")
_DATED = re.compile(r"^,? (?:the )?\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]+")
# verbs whose "as" phrase says what the object is taken, shown or cited as (also the answer
# rules of hanker.synth.answer_frames)
AS_VERBS = frozenset(
    {*("describe", "cite", "regard", "view", "hail", "label", "brand", "portray", "dismiss")}
    | {*("characterise", "characterize", "denounce", "credit", "rank", "count", "see")}
    | {*("reimagine", "recast", "depict", "cast", "present", "treat", "frame", "list")}
    | {*("imagine", "picture", "reinvent", "remember", "envisage")}
)
_GIVING = frozenset(
    {"give", "award", "earn", "gain", "grant", "offer", "hand", "lend", "win", "cost", "bring"}
)
_PRONOUNS = frozenset({"him", "her", "them", "me", "us", "it", "you"})


def dropped_part_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the fact leaves out a part its sentence needs (see the module), or None."""
    if _OPENERS.match(head):
        return CLAUSE_OPENER
    if _HEAD_TIME.search(head):
        return TIME_HEAD
    if _SAYING.match(relation):
        return SAYING_INFINITIVE
    if doc is None:
        return None
    verb = (own_relation(relation).split() or [""])[0]
    if _WEEKDAY.fullmatch(tail.strip()) and _dated_after(tail, doc):
        return WEEKDAY_CUT
    if _shared_count(text_tokens(head, doc)):
        return SHARED_COUNT
    problem = _tail_part_problem(relation, text_tokens(tail, doc))
    if problem is not None:
        return problem
    verbs = [t for t in doc if t.pos_ == "VERB" and t.lemma_.lower() == verb]
    if " as" not in f" {relation} {tail} " and verb in AS_VERBS and any(_has_as(v) for v in verbs):
        return AS_LEFT_OUT
    if verb in _GIVING and any(_pronoun_recipient(v, relation, tail) for v in verbs):
        return RECIPIENT_LEFT_OUT
    return None


def _tail_part_problem(relation: str, tail_tokens: list[Any]) -> str | None:
    """Why the tail leaves out a part its noun phrase shares with another, or None."""
    if relation == "title" and tail_tokens and tail_tokens[-1].tag_ in {"NNS", "NNPS"}:
        return PLURAL_TITLE
    if _both_cut(tail_tokens):
        return BOTH_CUT
    if relation != "be" and _shared_determiner(tail_tokens):
        return SHARED_DETERMINER
    if relation.endswith(" of") and _title_field_cut(tail_tokens):
        return CUT_COORDINATION
    return None


def _dated_after(tail: str, doc: Any) -> bool:
    start = doc.text.find(tail)
    return start >= 0 and bool(_DATED.match(doc.text[start + len(tail) :]))


def _shared_count(tokens: list[Any]) -> bool:
    """A counted noun of the head coordinated with a noun the head leaves out."""
    inside = {t.i for t in tokens}
    for token in tokens:
        counted = any(c.dep_ == "nummod" for c in token.children)
        others = [c for c in token.children if c.dep_ == "conj" and c.i not in inside]
        if token.pos_ == "NOUN" and counted and any(c.pos_ == "NOUN" for c in others):
            return True
    return False


def _both_cut(tokens: list[Any]) -> bool:
    """``both`` opening a coordination whose second conjunct lies outside the tail."""
    inside = {t.i for t in tokens}
    for token in tokens:
        if token.lower_ != "both" or token.dep_ != "preconj":
            continue
        head = token.head
        if any(c.dep_ == "conj" and c.i not in inside for c in head.children):
            return True
    return False


def _shared_determiner(tokens: list[Any]) -> bool:
    """A bare singular person noun conjoined to a noun whose determiner or possessor it
    shares (a bare quality, ``[its] rich character development``, reads whole)."""
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i not in inside]
    if len(roots) != 1 or roots[0].dep_ != "conj" or roots[0].tag_ != "NN":
        return False
    if not person_word(roots[0].lower_):
        return False
    root = roots[0]
    if any(c.dep_ in {"det", "poss", "nummod"} for c in root.children):
        return False
    first = root
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    return first.pos_ == "NOUN" and any(c.dep_ in {"det", "poss"} for c in first.children)


def _title_field_cut(tokens: list[Any]) -> bool:
    """The tail is one conjunct of the ``of`` object of a noun (a title's field): its other
    conjunct lies outside the tail; names are people or places, not a field (``the mother
    of Tom and Eva``)."""
    if not tokens:
        return False
    inside, last = {t.i for t in tokens}, tokens[-1]
    first = last if last.dep_ == "pobj" else last.head if last.dep_ == "conj" else None
    if first is None or first.dep_ != "pobj" or first.head.lower_ != "of":
        return False
    if first.head.head.pos_ not in {"NOUN", "PROPN"} or first.pos_ == "PROPN":
        return False
    return any(c.dep_ == "conj" and c.i not in inside for c in (first, *first.children))


def _has_as(verb: Any) -> bool:
    """An ``as`` phrase of the verb, or of its object (``described the approval as
    pioneering``, where the parse hangs it on ``approval``), or an ``as`` the parse reads as
    an adverb of the complement."""
    near = {verb.i} | {c.i for c in verb.children if c.dep_ == "dobj"}
    return any(
        t.lower_ == "as"
        and (t.head.i in near or t.head.head.i in near)
        and (t.dep_ in {"prep", "mark"} or _adverb_as(t))
        for t in verb.subtree
        if t.i > verb.i
    )


def _adverb_as(token: Any) -> bool:
    """``as`` read as an adverb opening the verb's adjectival complement (``described the
    scheme as well-intentioned``: ``as`` an adverb of ``intentioned``)."""
    owner = token.head
    first = min(t.i for t in owner.subtree)
    return token.dep_ == "advmod" and owner.dep_ in {"advcl", "acomp", "oprd"} and first == token.i


def _pronoun_recipient(verb: Any, relation: str, tail: str) -> bool:
    """A pronoun indirect object of ``verb`` that neither relation nor tail keeps."""
    kept = f" {relation} {tail} ".lower()
    return any(
        c.dep_ == "dative" and c.lower_ in _PRONOUNS and f" {c.lower_} " not in kept
        for c in verb.children
    )
