"""Base forms of verbs whose lemma the small lemmatiser gets wrong at a doubled consonant
(``verb-lemmas.v1``).

The rule lemmatiser strips ``-ing``/``-ed`` and may keep a doubled consonant with a stray
``e`` (``vlogging`` -> ``vlogge``), or pick a British short form first among two it lists
(``enrolled`` -> ``enrol`` before ``enroll``). So:

* a lemma the lemmatiser does not know as a verb that ends in a doubled consonant, with or
  without an ``e`` (``vlogge``, ``vlogg``), loses the doubling (``vlog``);
* a lemma is kept when it inflects back to the written form with a plain ending; otherwise,
  of the lemmas the lemmatiser lists for the word, the one the written form adds a plain
  ending to (``enroll`` + ``ed``) wins over one that needs a doubled consonant.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

VERB_LEMMAS_VERSION = "verb-lemmas.v1"

_DOUBLED = re.compile(r"^(.*[aeiou])([bdgklmnprtvz])\2e?$")
_ENDINGS = ("ed", "ing", "s", "es", "d")


@cache
def _verb_tables() -> tuple[frozenset[str], dict[str, list[str]]]:
    """The lemmatiser's known verb lemmas and its exceptions (written form -> lemmas)."""
    from hanker.text.nlp import load_spacy

    try:
        lookups = load_spacy().get_pipe("lemmatizer").lookups
        known = frozenset(lookups.get_table("lemma_index")["verb"])
        exceptions = dict(lookups.get_table("lemma_exc")["verb"])
    except (KeyError, ValueError, OSError):
        return frozenset(), {}
    return known, exceptions


def known_verb_lemmas() -> frozenset[str]:
    """The verb lemmas the lemmatiser knows (empty when its tables cannot be read)."""
    return _verb_tables()[0]


def _plainly_inflects(lemma: str, surface: str) -> bool:
    """Whether ``surface`` is ``lemma`` with a plain ending, no consonant doubled
    (``spilled`` of ``spill``; ``hoping`` of ``hope``)."""
    stems = {lemma, lemma[:-1]} if lemma.endswith("e") else {lemma}
    return surface == lemma or any(surface == s + e for s in stems for e in _ENDINGS)


def verb_base(token: Any, lemma: str) -> str:
    """The base form of the verb ``token`` given the lemmatiser's ``lemma`` (see the module)."""
    surface = str(token.lower_)
    if token.pos_ not in {"VERB", "AUX"}:
        return lemma
    known, exceptions = _verb_tables()
    doubled = _DOUBLED.match(lemma)
    if doubled and lemma not in known and surface.startswith(lemma.rstrip("e")):
        return doubled.group(1) + doubled.group(2)  # "vlogging" -> "vlogge": "vlog"
    if _plainly_inflects(lemma, surface):
        return lemma
    listed = [c for c in exceptions.get(surface, []) if _plainly_inflects(c, surface)]
    return str(listed[0]) if listed else lemma  # "installed": "install", not "instal"
