"""Values in the spaCy extractor's phrases: ranges, numbers in relations, measured times.

Helpers with no dependency on the other extractor modules (``spacy_phrases`` and
``prose_checks`` import them), each about how a value is read whole:

* a range ``between 2010 and 2022`` is one phrase: its second end is no list item of its own
  (no ``(.., grow between, 2010)`` and ``(.., grow between, 2022)``, no tail cut to
  ``12 million people between 2010``); so is a duration in two units (``jailed for seven
  years and six months``: no ``(.., be jailed for, six months)``);
* a number that a relation carries keeps its digits (``rose to 6.1% in May`` gives
  ``(.., rise to 6.1% in, May)``, not ``rise to % in``);
* a hyphen inside a word (``power-sharing``) is no punctuation that ends a short object;
* a span of time that measures something (``10 days of national mourning``) is an object,
  not a bare time;
* a common noun measured in its own phrase (``The 7.4 magnitude earthquake``) is one thing
  when its clause names an entity (:mod:`hanker.extract.value_heads`).
"""

from __future__ import annotations

from typing import Any

VALUE_PHRASES_VERSION = "value-phrases.v1"

_RANGE_PREPS = frozenset({"between"})
_TIME_TYPES = frozenset({"DATE", "TIME"})
_TIME_UNITS = frozenset({"year", "month", "week", "day", "hour", "minute", "second"})


def range_end(token: Any) -> bool:
    """Whether ``token`` is the object of ``between`` whose conjuncts are the other ends of one
    range (``between 2010 and 2022``, ``between Britain and France``), or a counted time unit
    whose conjunct is the rest of one duration (``seven years and six months``), not list
    items."""
    if token.dep_ == "pobj" and token.head.lower_ in _RANGE_PREPS:
        return any(c.dep_ == "conj" for c in token.children)
    return _counted_unit(token) and any(
        c.dep_ == "conj" and _counted_unit(c) for c in token.children
    )


def _counted_unit(token: Any) -> bool:
    """A time unit with its count (``seven years``, ``six months``)."""
    counted = any(c.dep_ == "nummod" for c in token.children)
    return counted and token.lemma_.lower() in _TIME_UNITS


def in_range(current: Any, child: Any) -> bool:
    """Whether ``child`` (a conjunct or conjunction of ``current``) is part of the range that
    ``current`` opens (:func:`range_end`)."""
    return child.dep_ in {"conj", "cc"} and range_end(current)


def numeric(token: Any) -> bool:
    """A number or a token holding digits (``6.1``, ``£45.50``, ``20p``)."""
    return bool(token.like_num or any(ch.isdigit() for ch in token.text))


def numeric_object(word: Any) -> str | None:
    """A prepositional object that is a number with its unit (``to 6.1%``, ``by 12 million``),
    as written with its preposition, to carry in a relation in place of the unit's lemma;
    None when ``word`` is no such short number phrase."""
    if word.dep_ != "pobj":
        return None
    tokens = sorted(word.subtree, key=lambda t: t.i)
    if len(tokens) > 4 or not any(numeric(t) for t in tokens):
        return None
    if any(t.dep_ in {"prep", "conj", "cc", "relcl", "acl", "punct"} for t in tokens):
        return None
    text = word.doc[tokens[0].i : tokens[-1].i + 1].text
    return f"{word.head.lower_} {text}"


def word_hyphen(token: Any) -> bool:
    """A hyphen inside a word (``power-sharing``, ``ex-wife``): no space on either side."""
    if token.text not in {"-", "‐"} or token.i == 0 or token.whitespace_:
        return False
    return not token.doc[token.i - 1].whitespace_


def measured_time(obj: Any) -> bool:
    """A time object that measures a thing named after it (``10 days of national mourning``,
    ``15 years of pay erosion``): the object is the thing, not a bare time."""
    if obj.ent_type_ not in _TIME_TYPES:
        return False
    return any(
        c.dep_ == "prep"
        and c.lower_ == "of"
        and any(p.dep_ == "pobj" and p.ent_type_ not in _TIME_TYPES for p in c.children)
        for c in obj.children
    )


def age_clause(token: Any) -> bool:
    """``aged 96`` after a clause (``died on 8 May aged 96``): the age, no second event that the
    clause's time could belong to."""
    return token.dep_ == "advcl" and token.lower_ == "aged" and any(map(numeric, token.children))


_NAMED_TYPES = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP"})
_NOT_IN_SUBJECT = frozenset({"relcl", "acl", "appos", "conj", "cc", "prep", "punct"})


def _measured(noun: Any) -> bool:
    """A common noun measured by a number in digits and a unit word in its own phrase (``The
    7.4 magnitude earthquake``, ``the 300-page report``); not a count alone (``three men``,
    ``80 people``) nor a share (``the 26% figure``)."""
    stack, seen = [noun], []
    while stack:
        current = stack.pop()
        for child in current.children:
            if child.dep_ not in _NOT_IN_SUBJECT:
                stack.append(child)
                seen.append(child)
    return any(
        t.dep_ in {"nummod", "compound", "quantmod"} and any(ch.isdigit() for ch in t.text)
        for t in seen
    ) and any(t.dep_ == "compound" and t.pos_ == "NOUN" and t.is_alpha for t in seen)


def measured_subject(verb: Any) -> Any | None:
    """The verb's one subject when it names no entity but is a thing measured in its own
    phrase (``The 7.4 magnitude earthquake``) and the verb's objects name an entity (``hit
    near the eastern county of Hualien``): the measure and the name make it one thing. Else
    None."""
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if len(subjects) != 1 or subjects[0].pos_ != "NOUN" or not _measured(subjects[0]):
        return None
    objects = [
        t for c in verb.children if c.dep_ in {"dobj", "attr", "prep", "agent"} for t in c.subtree
    ]
    return subjects[0] if any(t.ent_type_ in _NAMED_TYPES for t in objects) else None
