"""Heads and tails that lean on the passage for their reference (spaCy extractor; called from
:func:`hanker.extract.triple_context.triple_problem`).

Each check returns a drop reason (counted in the KG manifest) or ``None``:

* ``time anchor dropped``: the tail is only a time phrase that, in the sentence, is the
  measure of ``ago``, ``after``, ``before``, ``earlier`` or ``later`` (``Nearly ten years
  after she was hired``): the fact reads a point in time as a span (a period a preposition
  governs is a deadline, kept: ``invoice within 7 days after delivery``); or a bare
  duration that measures a verb inside a ``where``/``when`` relative clause (``the mill, where he had
  toiled for six years``): the place or employer it was spent at is the antecedent, which
  the fact drops;
* ``bare month or weekday``: the whole tail is a month, weekday or season that in the
  sentence dates a noun (``the summit in May``) or comes after an ``at`` adjunct the
  relation skips (``posed for photos at the summit in May``): the fact keeps the date and
  drops the event it belongs to;
* ``place noun with no name``: a definite common noun naming a kind of administrative
  place or site (``the city``, ``the camp``, ``the track``) with nothing that makes it unique
  (no name, of-phrase, clause, number or proper adjective): it points back to a place the
  passage named (``the region`` and ``the venue`` read as clear enough and stay);
* ``group with no name``: a definite plural person noun with no modifier as possessor
  (``the players' wages``): the people are the ones the passage named;
* ``pronoun inside the tail``: a first- or second-person pronoun or an independent
  possessive (``ours``, ``us``, ``theirs``, ``hers``; ``my``,
  ``our`` and ``your`` after the first word), ``them`` as a preposition's object (``the
  cost of them``), or, when the head is a person, a non-expletive ``it`` (``the risks it
  poses``: not the person), ``he``/``his``/``she``/``her`` when the head is a common noun phrase
  naming no person and no name (``(a Russian flag, be pinned on, his seized vehicle)``,
  ``spacy-patterns.v26``), or an ``its`` after a subject ``it`` of the same sentence (``it
  needed allies as Rome fought its old clients``: the topic ``it``, not the nearest name):
  its referent is outside the fact.

* ``name left out of the tail``: the tail is ``a``/``an`` and one common noun whose name
  follows in apposition (``born to a mother, Eva Ruiz``): ``(Ana, be born to, a mother)``
  says nothing.

Judges accept team nicknames as heads (``the Robins``) about as often as not, so they stay.
"""

from __future__ import annotations

from typing import Any

from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.nlp import phrase_root, text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

_PERSONAL = frozenset({"he", "him", "his", "she", "her", "hers", "himself", "herself"})
TIME_ANCHOR = "time anchor dropped"
BARE_MONTH = "bare month or weekday"
PLACE_NOUN = "place noun with no name"
UNNAMED_GROUP = "group with no name"
TAIL_PRONOUN = "pronoun inside the tail"
NAME_LEFT_OUT = "name left out of the tail"

_ANCHORS = frozenset({"ago", "after", "before", "earlier", "later", "prior"})
_TIME_UNITS = frozenset(
    {"year", "month", "week", "day", "hour", "minute", "decade", "century", "season"}
)
_MONTHS = CALENDAR_WORDS | {"spring", "summer", "autumn", "winter"}
# kinds of place or site: a definite one is the one the passage named
_PLACE_KINDS = frozenset(
    {"city", "town", "village", "camp", "track", "racecourse", "stadium", "circuit", "state"}
    | {"county", "province", "district", "capital", "suburb", "settlement", "enclave", "island"}
)
_PRONOUNS = frozenset({"ours", "us", "we", "our", "yours", "you", "your", "mine", "me", "my"})
# independent possessives of the third person: "laws to raise theirs" names no owner
_PRONOUNS |= {"theirs", "hers"}
_RESTRICTIVE = frozenset({"prep", "relcl", "acl", "appos", "nummod", "poss", "compound"})


def unresolved_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when the head or tail leans on the passage (see the module), else
    ``None``."""
    if doc is None:
        return None
    tokens = text_tokens(tail, doc)
    if tokens and _time_tail(tokens):
        anchor = _time_anchor(tokens, doc)
        if anchor:
            return TIME_ANCHOR
        if len(tokens) == 1 and _dates_event(tokens[0], relation):
            return BARE_MONTH
    if tokens and _bare_noun_before_its_name(tokens):
        return NAME_LEFT_OUT  # "(Ana, be born to, a mother)" of "a mother, Eva Ruiz,"
    head_tokens = text_tokens(head, doc)
    person = any(t.ent_type_ == "PERSON" for t in head_tokens)
    if _thing_head(head_tokens) and _stray_personal(tokens):
        return TAIL_PRONOUN  # "(a Russian flag, be pinned on, his seized vehicle)"
    for token in tokens:
        reason = _token_reason(token, tokens, person)
        if reason:
            return reason
    return None


def _bare_noun_before_its_name(tokens: list[Any]) -> bool:
    """An ``a``/``an`` and one common noun whose name stands in apposition after it, outside
    the tail (``a mother, Eva Ruiz``): the fact keeps the empty noun and drops the name."""
    if len(tokens) != 2 or tokens[0].lower_ not in {"a", "an"} or tokens[1].pos_ != "NOUN":
        return False
    noun = tokens[1]
    return any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in noun.children)


def _thing_head(tokens: list[Any]) -> bool:
    """A head that is a common noun phrase naming no person and holding no name."""
    root = phrase_root(tokens)
    if root is None or root.pos_ != "NOUN" or any(t.pos_ == "PROPN" for t in tokens):
        return False
    return not any(t.lemma_.lower() in PERSON_NOUNS for t in tokens)


def _stray_personal(tokens: list[Any]) -> bool:
    """A ``he``/``his``/``she``/``her`` in the tail with no person noun before it there."""
    for token in tokens:
        if token.lemma_.lower() in PERSON_NOUNS or token.ent_type_ == "PERSON":
            return False
        if token.pos_ == "PRON" and token.lower_ in _PERSONAL:
            return True
    return False


def _time_tail(tokens: list[Any]) -> bool:
    """Whether the tail is only a date or time phrase (``Almost 20 years``, ``June``)."""
    return all(t.ent_type_ in {"DATE", "TIME"} or t.is_punct for t in tokens)


def _dates_event(token: Any, relation: str) -> bool:
    """Whether a month or weekday dates a noun (``the summit in May``), or follows an
    ``at`` adjunct of the same verb the relation skips (``posed at the summit in May``)."""
    if token.lower_ not in _MONTHS or token.head.dep_ != "prep":
        return False
    owner = token.head.head
    if owner.pos_ in {"NOUN", "PROPN"}:
        return True
    words = set(relation.lower().split())
    return any(
        c.dep_ == "prep"
        and c.lower_ == "at"
        and c.i < token.i
        and c.lower_ not in words
        and any(o.dep_ == "pobj" and _event_noun(o) for o in c.children)
        for c in owner.children
    )


def _event_noun(noun: Any) -> bool:
    """A noun for a place or event, not a clock time (``at 10:00``, ``at dawn``)."""
    return noun.ent_type_ not in {"DATE", "TIME"} and not noun.like_num


def _time_anchor(tokens: list[Any], doc: Any) -> bool:
    """Whether the time phrase measures ``ago``/``after``/... or a duration in a ``where``
    relative clause."""
    unit = next((t for t in tokens if t.lemma_.lower() in _TIME_UNITS), None)
    if unit is None or any(t.lower_ in _MONTHS for t in tokens):
        return False  # a calendar date ("May 2019 after the vote") is a point, not a measure
    last, first = tokens[-1], tokens[0]
    deadline = first.i > 0 and doc[first.i - 1].pos_ == "ADP"  # "within 7 days after delivery"
    if last.i + 1 < len(doc) and doc[last.i + 1].lower_ in _ANCHORS and not deadline:
        return True
    verb = unit.head
    while verb is not None and verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
        verb = verb.head
    if verb is None or verb.dep_ != "relcl":
        return False
    return any(c.lower_ == "where" and c.dep_ == "advmod" for c in verb.children)


def _token_reason(token: Any, tokens: list[Any], person_head: bool) -> str | None:
    """A place noun, unnamed group or pronoun inside the tail, or None."""
    lower = token.lower_
    if token.pos_ == "PRON" and (token.ent_type_ or token.text[:1].isupper()):
        return None  # "the Love Your Body campaign": inside a name
    if token.pos_ == "PRON" and token.i != tokens[0].i:
        if lower in _PRONOUNS or lower in {"them", "him"}:
            return TAIL_PRONOUN  # "values like ours", "the cost of them", "overcoming them"
        if lower == "it" and token.dep_ != "expl" and person_head:
            return TAIL_PRONOUN  # "(Ana, admire, the calm it brings)": not Ana
    if lower == "its" and _continues_it(token, tokens[0].i):
        return TAIL_PRONOUN  # "it needed allies as Rome fought its old clients": not Rome's
    if token.pos_ == "PRON" and lower in _PRONOUNS - {"my", "our", "your"}:
        return TAIL_PRONOUN
    if token.pos_ != "NOUN" or not token.text.islower() or not _definite(token, tokens):
        return None
    lemma = token.lemma_.lower()
    if lemma in _PLACE_KINDS and token.dep_ != "poss" and not _restricted(token, tokens):
        return PLACE_NOUN
    plural = token.tag_ == "NNS" and lemma in PERSON_NOUNS and token.dep_ == "poss"
    if plural and all(c.dep_ in {"det", "case"} for c in token.children):
        return UNNAMED_GROUP
    return None


def _continues_it(token: Any, tail_start: int) -> bool:
    """Whether an ``its`` the coreference left follows, in its sentence and before the tail
    (token ``tail_start``), a subject ``it`` that is not a dummy (``it needed ...``): ``its``
    continues that topic, which the fact's head (the nearest name) need not be."""
    return any(
        t.lower_ == "it"
        and t.dep_ in {"nsubj", "nsubjpass"}
        and t.head.lemma_ != "be"
        and t.i < tail_start
        for t in token.sent
    )


def _definite(noun: Any, tokens: list[Any]) -> bool:
    inside = {t.i for t in tokens}
    return any(c.dep_ == "det" and c.lower_ == "the" and c.i in inside for c in noun.children)


def _restricted(noun: Any, tokens: list[Any]) -> bool:
    """Whether a modifier inside the phrase makes the noun unique (a name, of-phrase, clause,
    number, ordinal or superlative, or an adjective naming a place)."""
    inside = {t.i for t in tokens}
    for child in noun.children:
        if child.i not in inside or child.dep_ in {"det", "case"} or child.lower_ == "as":
            continue  # "runs the track as its director": a role of the subject, not the place
        if child.dep_ in _RESTRICTIVE or child.like_num or child.tag_ in {"JJS", "CD"}:
            return True
        if child.ent_type_ or child.text[:1].isupper():
            return True  # "the Ukrainian city"
    after = noun.i + 1
    if after in inside and noun.doc[after].pos_ == "PROPN":
        return True  # "the town Zell"
    named = after + 1 in inside and noun.doc[after + 1].pos_ == "PROPN"
    place = noun.doc[after].pos_ == "ADP" and noun.doc[after].lower_ != "as"
    return named and place  # "the camp at Zell", however attached
