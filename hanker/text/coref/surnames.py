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
from hanker.text.segment import Sentence


def _one_person(names: set[str]) -> str | None:
    """The name when all ``names`` name one person (``Ann Lee``, ``Dr Ann Lee``), else None;
    the first in sorted order of the shortest ones, so the choice does not depend on order."""
    listed = sorted(names, key=lambda n: (len(n.split()), n))
    if not listed or not all(same_person(listed[0], other) for other in listed[1:]):
        return None
    return listed[0]


def _document_names(sentences: Sequence[Sentence]) -> tuple[dict[str, set[str]], set[str]]:
    """Surname -> the person names ending with it, and the given names, over the document."""
    families: dict[str, set[str]] = {}
    givens: set[str] = set()
    for sentence in sentences:
        if sentence.parse is None:
            continue
        for name in full_names(sentence.parse):
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
    for sentence in sentences:
        parse = sentence.parse
        if parse is None:
            continue
        base = sentence.start - parse.start_char
        for token in parse:
            word = token.text
            if word not in seen and stands_alone(token):
                blocked.add(word)  # used alone before any full name ends with it
            full = person.get(word)
            if (
                full is None
                or word not in seen
                or word in blocked
                or word.lower() in CALENDAR_WORDS
                or token.dep_ not in PERSON_ROLES
                or token.ent_type_ in OTHER_KINDS
                or not stands_alone(token)
                or any(c.dep_ == "det" for c in token.children)  # "the King": a title
                or _after_given_name(token, full)  # "Renate Kirschbaum", "Renate" tagged a verb
            ):
                continue
            start, end = base + token.idx, base + token.idx + len(word)
            if not any(s < end and start < e for s, e in spans):
                out.append(Replacement(start, end, full))
        seen.update(surname(name) for name in full_names(parse))
    return out
