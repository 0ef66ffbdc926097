"""Bare surnames: ``Redfern`` after ``Thomas Redfern`` (``rules-coref.v12``).

News, sport and court reports name a person in full once and then by the surname alone
(``Thomas Redfern founded the band in 2001. ... Redfern wrote most of its songs.``). A fact
whose head is the bare surname does not say who is meant outside the passage, and the small
tagger often leaves a lone surname untagged, so the fact is lost. The mention is replaced
by the full name, but only when that is certain:

* every person name of the document that ends with the word names one person (two people
  called ``Redfern``, ``Thomas Redfern`` and ``Alice Redfern``, leave every ``Redfern`` as
  written), and that name was seen before the mention;
* no person name of the document starts with the word (then it may be a given name:
  ``Owen`` of ``Owen Pritchard``), and no title stands before it (``Mr Redfern`` is kept);
* the word stands alone as a proper noun in a role a person can fill (the small tagger
  often calls a lone surname an organisation or a place: that label is not trusted),
  outside quoted speech, is never used as a place or a team (``in Chelsea``), and is not
  used alone before the full name appears (``Redfern won the contract ... Thomas Redfern
  joined the firm``: a firm of that name, not the man), and takes no article (``the King``
  after ``Travis King`` is a monarch).

``rules-coref.v26``: a generational suffix is no surname (:func:`.identity.surname`):
``Thomas Redfern Jr.`` shares ``Redfern`` with ``Alice Redfern``.

Round 35: a full name the tagger read as a body or a place is a person's when it lives a
person's life (``Corin Walls was born in Leeds``: :mod:`.life_events`), and a surname that is
also a plural common noun (``Walls``, ``Irons``), which the tagger reads as one, counts as
standing alone when it is capitalised, has no article or modifier, and the document never
writes the word in lower case (:func:`_capitalised_noun`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.coref.base import Replacement
from hanker.text.coref.given_names import (
    OTHER_KINDS,
    PERSON_ROLES,
    full_names,
    place_words,
    stands_alone,
)
from hanker.text.coref.identity import given_name, same_person, surname
from hanker.text.coref.life_events import lives_a_life
from hanker.text.segment import Sentence


def _one_person(names: set[str]) -> str | None:
    """The name when all ``names`` name one person (``Ann Lee``, ``Dr Ann Lee``), else None;
    the first in sorted order of the shortest ones, so the choice does not depend on order."""
    listed = sorted(names, key=lambda n: (len(n.split()), n))
    if not listed or not all(same_person(listed[0], other) for other in listed[1:]):
        return None
    return listed[0]


def person_names(span: Any) -> list[str]:
    """The multi-word person names of one parsed sentence (:func:`.given_names.full_names`),
    and the multi-word names tagged a body or a place that live a person's life (``Corin
    Walls was born in Leeds``)."""
    lived = []
    for ent in span.ents:
        words = [t.text for t in ent if t.text not in {"'s", "’s", "'", "’"}]
        if len(words) >= 2 and all(w[:1].isupper() for w in words) and lives_a_life(ent):
            lived.append(" ".join(words))
    return full_names(span) + lived


def _capitalised_noun(token: Any, lowered: set[str]) -> bool:
    """Whether a common noun is a capitalised word the document never writes in lower case,
    with no proper noun or title next to it and no article or modifier (``Walls`` of ``Corin
    Walls``, which the tagger reads as a plural noun)."""
    doc = token.doc
    if token.pos_ != "NOUN" or not token.text[:1].isupper() or not token.text[1:].islower():
        return False
    if token.lower_ in lowered or any(
        c.dep_ in {"det", "amod", "compound"} for c in token.children
    ):
        return False
    before = doc[token.i - 1] if token.i > 0 else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return (before is None or before.pos_ != "PROPN") and (after is None or after.pos_ != "PROPN")


def _document_names(sentences: Sequence[Sentence]) -> tuple[dict[str, set[str]], set[str]]:
    """Surname -> the person names ending with it, and the given names, over the document."""
    families: dict[str, set[str]] = {}
    givens: set[str] = set()
    for sentence in sentences:
        if sentence.parse is None:
            continue
        for name in person_names(sentence.parse):
            families.setdefault(surname(name), set()).add(name)
            givens.add(given_name(name))
    return families, givens


def _after_given_name(token: Any, full: str) -> bool:
    """Whether the word before the surname is the full name's word before it: the name is
    written in full, whatever the tagger made of its first word."""
    words = full.split()
    return token.i > 0 and len(words) > 1 and token.doc[token.i - 1].text == words[-2]


def surname_replacements(
    sentences: Sequence[Sentence],
    taken: Sequence[Replacement],
    quotes: Sequence[tuple[int, int, int]] = (),
) -> list[Replacement]:
    """Replacements of bare surnames by the one full name they stand for (see module doc);
    ``taken``: spans already replaced; ``quotes``: spans of quoted speech."""
    families, givens = _document_names(sentences)
    person = {surname: _one_person(names) for surname, names in families.items()}
    blocked = givens | place_words(sentences, organisations_too=False)
    seen: set[str] = set()
    spans = [(r.start, r.end) for r in taken] + [(q[0], q[1]) for q in quotes]
    out: list[Replacement] = []
    lowered = {t.text for s in sentences if s.parse is not None for t in s.parse if t.is_lower}
    for sentence in sentences:
        parse = sentence.parse
        if parse is None:
            continue
        base = sentence.start - parse.start_char
        for token in parse:
            word = token.text
            full = person.get(word)
            alone = stands_alone(token) or (word in person and _capitalised_noun(token, lowered))
            in_full = full is not None and _after_given_name(token, full)
            if word not in seen and alone and not in_full:
                blocked.add(word)  # used alone before any full name ends with it
            if (
                full is None
                or word not in seen
                or word in blocked
                or word.lower() in CALENDAR_WORDS
                or token.dep_ not in PERSON_ROLES
                or token.ent_type_ in OTHER_KINDS
                or not alone
                or any(c.dep_ == "det" for c in token.children)  # "the King": a title
                or in_full  # "Renate Kirschbaum", "Renate" tagged a verb
            ):
                continue
            start, end = base + token.idx, base + token.idx + len(word)
            if not any(s < end and start < e for s, e in spans):
                out.append(Replacement(start, end, full))
        seen.update(surname(name) for name in person_names(parse))
    return out
