"""Tails that carry a piece of another clause, or lose the frame that makes them true (spaCy
extractor, through :func:`hanker.extract.triple_context.triple_problem`).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``tail runs into the next clause``: the tail goes past a comma into a phrase that belongs
  to the clause, not to the tail's noun (``got the lead back, only for Kim``, ``the title,
  before ...``): an opener of a clause or adjunct after the comma, or a phrase after the comma
  that the parse hangs outside the tail;
* ``time word at the sentence start as tail``: a capitalised bare time noun that opens the
  sentence (``Weeks before the vote, ...`` gives no ``(.., be arrested, Weeks)``);
* ``possessive inside the tail unresolved``: a personal possessive pronoun inside the tail,
  with no person named before it in the tail, that cannot stand for the head: ``their`` after
  one conjunct of a coordinated subject (``Ana and her crew fired all six guns of their
  boat``: ``their`` is the pair), or ``his``/``her``/``their`` after a head that is neither a
  person nor a group (``(Rome at Dawn, depict, the streets of their city)``);
* ``count true only in a time frame left out``: a share (``40%``, ``half of``) or a count
  (``three coaches``) whose clause or noun carries a time frame (``in 2021``, ``last year``,
  ``in the past five years``, ``this season``) that neither relation nor tail keeps: the
  number holds for that period only (a tail that is itself a date is no count);
* ``comparison with a definite noun only the passage explains``: ``than the`` + common noun
  ending the tail (``a lower rate than the region``): what is compared is in the passage;
* ``tail relative to another in the passage``: ``another``, ``yet another``, ``one more`` +
  noun with no ``by``/``of`` + name that says which set it adds to (``another novel by
  Ana Ruiz`` is kept): the fact presupposes the ones the passage named before.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.self_contained import TIME_NOUNS
from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

CLAUSE_SPILL = "tail runs into the next clause"
OPENING_TIME = "time word at the sentence start as tail"
NESTED_POSSESSIVE = "possessive inside the tail unresolved"
FRAMED_COUNT = "count true only in a time frame left out"
DEFINITE_COMPARISON = "comparison with a definite noun only the passage explains"
RELATIVE_ANOTHER = "tail relative to another in the passage"

# words that open a clause or an adjunct of the verb, not a part of a noun phrase
_CLAUSE_OPENERS = frozenset(
    {"only", "before", "after", "with", "while", "whilst", "when", "whereas", "where", "but"}
    | {"despite", "although", "though", "then", "as", "since"}
    | {"until", "unless", "if", "because", "so", "thus", "yet", "having", "leaving", "prompting"}
)
_TIME_WORDS = TIME_NOUNS | {"minute", "hour", "moment", "decade", "century", "while"}
_POSSESSIVES = frozenset({"his", "her", "their"})
_ADJUNCTS = frozenset({"ADP", "VERB", "AUX", "ADV", "SCONJ"})  # a noun after a comma: appositive
_PERSON_LABELS = frozenset({"PERSON", "ORG", "NORP"})  # people, or groups of them
_SHARES = frozenset({"half", "third", "quarter", "majority", "share", "proportion", "fraction"})
_FRAME_PREPOSITIONS = frozenset(
    {"in", "during", "over", "within", "throughout"}
)  # "since": a running total
_COMPARISON = re.compile(r"\bthan (?:the|that|this|these|those) (?:[a-z-]+ ){0,2}[a-z-]+$")
_ANOTHER = re.compile(r"^(?:(?:yet|still) )?another |^one (?:more|other) ", re.I)
_NAMED_SET = re.compile(r"\b(?:by|of|from) (?:the )?[A-Z]")


def frame_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple's tail carries a fragment of another clause or drops the frame that makes
    it true (see the module), or None."""
    words = tail.split()
    if not words:
        return None
    if _ANOTHER.match(tail) and not _NAMED_SET.search(tail):
        return RELATIVE_ANOTHER
    if _COMPARISON.search(tail):
        return DEFINITE_COMPARISON
    if doc is None:
        return None
    tokens = text_tokens(tail, doc)
    if _opening_time(words, tokens):
        return OPENING_TIME
    if "," in tail and _spills(tail, tokens):
        return CLAUSE_SPILL
    if tokens and _stray_possessive(head, tokens, doc):
        return NESTED_POSSESSIVE
    if tokens and _is_count(tokens) and _lost_frame(relation, tail, tokens):
        return FRAMED_COUNT
    return None


def _opening_time(words: list[str], tokens: list[Any]) -> bool:
    """A one-word capitalised time noun (``Days``) that is the sentence's first word."""
    if len(words) != 1 or not words[0][:1].isupper() or len(tokens) != 1:
        return False
    token = tokens[0]
    return token.lower_.rstrip("s") in _TIME_WORDS and token.i == token.sent.start


def _spills(tail: str, tokens: list[Any]) -> bool:
    """Whether the tail's part after a comma opens a clause or an adjunct, or hangs from a
    word outside the tail (a piece of the clause, not of the tail's phrase)."""
    after = tail.split(",", 1)[1].split()
    if after and after[0].lower() in _CLAUSE_OPENERS:
        return True
    if not tokens:
        return False
    comma = next((t.i for t in tokens if t.text == ","), None)
    inside = {t.i for t in tokens}
    first = tokens[0].i
    roots = [t for t in tokens if t.head.i not in inside or t.head.i == t.i]
    # the tail's own phrase hangs from the clause once; a second piece after the comma
    # that hangs there too belongs to the clause (an appositive or a list hangs inside)
    late = [t for t in roots if comma is not None and t.i > comma and t.pos_ in _ADJUNCTS]
    return bool(late) and any(r.i < (comma or first) for r in roots)


def _stray_possessive(head: str, tokens: list[Any], doc: Any) -> bool:
    """A personal possessive pronoun inside the tail, after no person in the tail, that
    stands for a coordinated subject or after a head that is no person or group."""
    for at, token in enumerate(tokens[1:], start=1):
        if token.lower_ not in _POSSESSIVES or token.dep_ != "poss":
            continue
        before = tokens[:at]
        if any(
            t.ent_type_ == "PERSON" or t.lower_ in PERSON_NOUNS or t.tag_ == "POS" for t in before
        ):
            return False  # "a woman's voyage and her return": bound inside the tail
        heads = [t for t in doc if t.text == head.split()[-1]]
        coordinated = any(
            t.dep_ == "conj" or any(c.dep_ == "conj" for c in t.children) for t in heads
        )
        if token.lower_ == "their" and coordinated:
            return True
        if not _personal(head, heads, doc):
            return True
    return False


def _personal(head: str, heads: list[Any], doc: Any) -> bool:
    """Whether the head names a person or a group (an entity of people, a person noun, a
    plural, or capitalised words no other entity covers)."""
    if any(e.label_ in _PERSON_LABELS and e.text in head for e in doc.ents):
        return True
    last = head.split()[-1].lower()
    if last in PERSON_NOUNS or any(t.tag_ in {"NNS", "NNPS"} for t in heads):
        return True
    other = any(e.text in head for e in doc.ents)
    return not other and all(w[:1].isupper() for w in head.split()) and " of " not in head


def _is_count(tokens: list[Any]) -> bool:
    """A share (``40%``, ``half of``) or a count (a number before a noun) that is no date."""
    if any(t.ent_type_ == "PERCENT" or t.text == "%" for t in tokens):
        return True
    first = tokens[0] if tokens[0].lower_ not in {"a", "an", "the", "all"} else None
    first = first or (tokens[1] if len(tokens) > 1 else tokens[0])
    if first.lower_ in _SHARES and any(t.lower_ == "of" for t in tokens):
        return True
    return first.like_num and first.ent_type_ not in {"DATE", "TIME"} and len(tokens) > 1


def _lost_frame(relation: str, tail: str, tokens: list[Any]) -> bool:
    """Whether the tail's verb or noun has a time frame (``in 2021``, ``last year``, ``in
    the past five years``) that is in neither relation nor tail."""
    inside = {t.i for t in tokens}
    root = next((t for t in tokens if t.head.i not in inside), tokens[0])
    verb = root.head
    while verb.dep_ in {"prep", "agent"} and verb.head.i != verb.i:
        verb = verb.head
    holders = [*tokens, verb]
    kept = f" {relation} {tail} ".lower()
    for holder in holders:
        for child in holder.children:
            if child.i in inside or not _is_frame(child):
                continue
            phrase = " ".join(t.text for t in child.subtree).lower()
            if f" {phrase} " not in kept:
                return True
    return False


def _is_frame(token: Any) -> bool:
    """A time frame: ``in``/``during``/``over`` + a date, or a date used as an adverb (``last
    year``, ``this season``; not a frequency, ``each year``)."""
    if token.dep_ == "prep" and token.lower_ in _FRAME_PREPOSITIONS:
        objects = [c for c in token.children if c.dep_ == "pobj"]
        return any(o.ent_type_ == "DATE" or o.lower_.rstrip("s") in TIME_NOUNS for o in objects)
    every = any(c.lower_ in {"each", "every", "per", "a"} for c in token.children)
    return token.dep_ in {"npadvmod", "advmod"} and token.ent_type_ == "DATE" and not every
