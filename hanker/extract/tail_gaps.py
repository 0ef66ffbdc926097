"""Tails that leave the clause's point out or that only half name a thing (spaCy extractor).

:func:`tail_gap_problem` gives the reason a finished triple is dropped (counted in the KG
manifest), through :func:`hanker.extract.triple_context.triple_problem`:

* ``time tail with the point left out``: the tail is only a time (``on Monday``, ``in
  2019``, ``last month``) while the relation folds a bare definite object (``appoint the
  officer on``: who was appointed is in the passage) or the verb's role or complement
  (``be elected [as mayor]``, ``promise [to resign]``, an adjective's own phrase: ``be
  responsible [for half the losses] | in 2022``) is in neither relation nor tail;
* ``content noun only the passage explains``: a tail ending on ``the`` and a noun of a
  message, a decision or a link (``made the announcement``, ``unaware of the link``,
  ``had read the notice that explained the decision``): what it says is in the passage;
* ``tail cut inside a quotation``: a tail with an unpaired quotation mark (``the so-called
  "quiet``), or one that is the first word of a longer quotation (``posted "Thank you ..."``
  gives no ``(X, post, Thank)``);
* ``tail cut before its of-phrase``: the tail ends on a noun whose ``of``-phrase follows it
  in the sentence (``wrote essays and scholarly pieces [of research]``, ``under six weeks [of
  talks]``): what the noun counts or names is left out;
* ``tail cut before its infinitive``: the tail's noun is counted out by an ordinal or a
  superlative, or is a noun that takes an infinitive (``right``, ``plan``, ``bid``), and the
  ``to``-infinitive that says what
  for follows the tail (``became the first woman from Wales [to row the Pacific]``, ``won the
  right [to appeal]``): without it the fact is false or empty (``spacy-patterns.v15``) (a head
  cut so is :mod:`hanker.extract.clause_heads`);
* ``possessive resolved to a nested noun``: ``(The tower in Lyon, sink into, Lyon's own
  footings)``: a possessive pronoun with ``own`` binds the subject, not a noun inside it.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.clauses import is_reporting
from hanker.text.nlp import text_tokens

TIME_GAP = "time tail with the point left out"
CONTENT_NOUN = "content noun only the passage explains"
QUOTE_CUT = "tail cut inside a quotation"
NESTED_OWNER = "possessive resolved to a nested noun"
CUT_OF = "tail cut before its of-phrase"
CUT_TO = "tail cut before its infinitive"

_TIME_LABELS = frozenset({"DATE", "TIME"})
_DAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_COMPLEMENTS = frozenset({"ccomp", "xcomp", "oprd", "acomp"})
_DOUBLE_QUOTES = ('"', "“", "”")
_HEAD_PREPS = r"(?:of|in|at|from|on|near|inside|outside|for)"
_MORE_SAYING = frozenset({"reply", "declare"})  # beyond the shared reporting verbs
_ROLE_NOUNS = frozenset(
    {"post", "role", "job", "title", "position", "seat", "office", "crown", "award", "prize"}
    | {"soldier", "officer", "victim", "man", "woman", "boy", "girl", "player", "suspect"}
)
# nouns whose sense is a message, a decision, a plan or a link: "the X" points back to it
_CONTENT_NOUNS = frozenset(
    {"announcement", "notification", "decision", "connection", "subject", "moment"}
    | {"news", "message", "statement", "claim", "claims", "idea", "plan", "plans", "issue"}
    | {"issues", "matter", "link", "finding", "findings", "request", "proposal", "situation"}
    | {"remarks", "comment", "comments", "topic", "relationship", "arrangement"}
)


def tail_gap_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple's tail leaves the point out or half names a thing (see the module)."""
    if _quote_cut(tail, doc):
        return QUOTE_CUT
    if _nested_owner(head, tail):
        return NESTED_OWNER
    words = tail.split()
    if len(words) >= 2 and words[-2] == "the" and words[-1] in _CONTENT_NOUNS:
        return CONTENT_NOUN
    if doc is None:
        return None
    if _time_gap(relation, tail, doc):
        return TIME_GAP
    if _cut_infinitive(tail, doc):
        return CUT_TO
    return CUT_OF if _cut_of(tail, doc) else None


def _time_only(tokens: list[Any]) -> bool:
    """Whether every word of the tail is part of a date or time (``last week``, ``2019``)."""
    words = [t for t in tokens if not t.is_punct]
    if not words:
        return False
    return all(
        t.ent_type_ in _TIME_LABELS or t.lower_ in _DAYS or re.fullmatch(r"(1[89]|20)\d\d", t.text)
        for t in words
    )


def _time_gap(relation: str, tail: str, doc: Any) -> bool:
    """A time tail while the relation folds a bare definite object or the verb's complement or
    ``as`` role is left out of relation and tail."""
    tokens = text_tokens(tail, doc)
    if not _time_only(tokens):
        return False
    words = relation.split()
    if len(words) >= 3 and words[1] == "the" and words[-2] in _ROLE_NOUNS:
        return True  # "appoint the officer on | Monday": who is in the passage
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i not in inside]
    if len(roots) != 1:
        return False
    root = roots[0]
    verb = root.head.head if root.dep_ == "pobj" else root.head
    if verb.pos_ == "ADJ" and not _duration(root):  # "responsible [for 43% of X] | in 2022"
        time_prep = root.head.i if root.dep_ == "pobj" else -1
        return any(
            c.dep_ == "prep" and c.i != time_prep and c.lower_ not in words for c in verb.children
        )
    if verb.pos_ not in {"VERB", "AUX"} or _duration(root):
        return False  # "questioned [as part of X] for seven hours": a span the case can ask
    kept = set(words)
    for child in verb.children:
        lost = child.dep_ in _COMPLEMENTS or (child.dep_ == "prep" and child.lower_ == "as")
        if lost and child.lower_ not in kept and not child.is_punct:
            return True  # "be sworn in [as first minister] | last week"
    adjectives = [verb] if verb.pos_ == "ADJ" else [c for c in verb.children if c.dep_ == "acomp"]
    return any(  # "be responsible [for half the losses] | in 2022"
        c.dep_ == "prep" and c.lower_ not in kept and c.i not in inside and c.head.i != root.i
        for adjective in adjectives
        for c in adjective.children
    )


def _duration(root: Any) -> bool:
    """Whether a time phrase is a span (``for years``, ``seven hours``), not a point."""
    spans = {"hour", "day", "week", "month", "year", "decade", "minute"}
    counted = root.tag_ == "NNS" or any(c.dep_ == "nummod" for c in root.children)
    return (root.dep_ == "pobj" and root.head.lower_ == "for") or (
        root.lemma_.lower() in spans and counted
    )


def _cut_of(tail: str, doc: Any) -> bool:
    """The tail's last word is a noun with an ``of``-phrase after it, outside the tail."""
    tokens = text_tokens(tail, doc)
    if not tokens or tokens[-1].pos_ != "NOUN":
        return False
    last = tokens[-1]
    return any(c.dep_ == "prep" and c.lower_ == "of" and c.i > last.i for c in last.children)


# nouns whose infinitive says what they are of (``the right to appeal``), not a purpose
_INFINITIVE_NOUNS = frozenset(
    {"right", "chance", "bid", "attempt", "plan", "decision", "power", "permission", "deal"}
    | {"opportunity", "ability", "freedom", "licence", "license", "mandate", "order", "call"}
    | {"request", "effort", "duty", "obligation", "pledge", "promise", "agreement", "campaign"}
    | {"push", "drive", "move", "proposal", "offer", "invitation", "approval", "consent"}
)
_RANKS = frozenset({"first", "last", "only", "second", "third", "next", "sole", "latest"})


def _cut_infinitive(tail: str, doc: Any) -> bool:
    """A ``to``-infinitive right after the tail that belongs to the tail's noun: its own
    infinitive (``the right [to appeal]``), or one after a noun an ordinal or a superlative
    ranks (``the first person from X [to climb K2]``, however the parser hangs it)."""
    tokens = text_tokens(tail, doc)
    after = tokens[-1].i + 1 if tokens else len(doc)
    if after >= len(doc) or doc[after].lower_ != "to" or doc[after].dep_ != "aux":
        return False
    verb = doc[after].head
    inside = {t.i for t in tokens}
    if verb.dep_ in {"acl", "relcl"} and verb.head.i in inside:
        noun = verb.head  # not "hit a superb 92 [to lead England]": a purpose
        return noun.lemma_.lower() in _INFINITIVE_NOUNS or _ranked(noun)
    roots = [t for t in tokens if t.head.i not in inside]
    if len(roots) != 1 or roots[0].pos_ != "NOUN":
        return False
    return _ranked(roots[0]) and verb.head.i == roots[0].head.i and verb.dep_ in {"advcl", "xcomp"}


def _ranked(noun: Any) -> bool:
    """A noun an ordinal or a superlative ranks (``the first woman``, ``the oldest runner``)."""
    return any(c.dep_ == "amod" and (c.tag_ == "JJS" or c.lower_ in _RANKS) for c in noun.children)


def _quote_cut(tail: str, doc: Any) -> bool:
    """An unpaired double quotation mark in the tail, or a tail that opens a longer quotation
    right after its opening mark."""
    if doc is None or not tail:
        return False
    tokens = text_tokens(tail, doc)
    if not tokens:
        return False
    after = tokens[-1].i + 1
    while after < len(doc) and doc[after].is_punct and doc[after].text not in _DOUBLE_QUOTES:
        after += 1  # "The Brass Key." : the mark after the full stop closes the title
    runs_on = after < len(doc) and doc[after].text not in _DOUBLE_QUOTES
    if sum(tail.count(q) for q in _DOUBLE_QUOTES) % 2:
        return runs_on  # "the so-called "quiet [zone]"; a title whose mark follows is whole
    opened = tokens[0].i > 0 and doc[tokens[0].i - 1].text in _DOUBLE_QUOTES
    speaker = tokens[0].head
    quoted = is_reporting(speaker) or speaker.lemma_.lower() in _MORE_SAYING  # what was said
    unclosed = after >= len(doc)  # the quotation goes on past the sentence
    return (
        opened and (runs_on or unclosed) and quoted
    )  # 'posted: "Thanks. We ..."': a cut quotation


def _nested_owner(head: str, tail: str) -> bool:
    """``X's own ..`` in the tail where X sits after a preposition inside the head."""
    found = re.match(r"^(.+?)['’]s own\s", tail)
    if not found or found.group(1) == head:
        return False
    owner = re.escape(found.group(1))
    return re.search(rf"\s{_HEAD_PREPS}\s+(?:the\s+)?{owner}\b", head) is not None
