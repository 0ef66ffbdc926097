"""Matching normalization for the ``normalized`` level: looser than fact identity on purpose.

Strings are NFKC-normalized, case-folded, stripped of punctuation and articles, and
whitespace-collapsed; relations additionally lose leading auxiliaries ("is located in" ->
"located in") and are mapped through a synonym table to one canonical name, so that
``(X, headquartered in, Y)`` from one extractor matches ``(X, located in, Y)`` from another.
"""

from __future__ import annotations

import re
import string
import unicodedata
from functools import lru_cache

NORMALIZATION_VERSION = "match-normalize.v1"
ARTICLES = frozenset({"a", "an", "the"})
AUXILIARIES = frozenset(
    {"is", "was", "are", "were", "be", "been", "being", "has", "have", "had", "will", "would"}
)
_NON_WORD = re.compile(r"[^\w\s]+")

# canonical relation -> variants (after match normalization). Covers REBEL's Wikidata labels,
# spaCy pattern relations and the PISTOL compiler's attribute relations.
RELATION_SYNONYMS: dict[str, tuple[str, ...]] = {
    "located in": (
        "location", "based in", "headquartered in", "headquarters location", "lies in", "situated in",
        "located in administrative territorial entity", "located in or next to body of water",
    ),
    "address": ("registered address", "residential address", "principal place of business", "located at", "resides at", "lives at"),
    "born in": ("place of birth", "birthplace", "born at"),
    "born on": ("date of birth", "birth date"),
    "died in": ("place of death",),
    "died on": ("date of death",),
    "citizen of": ("country of citizenship", "nationality", "citizenship"),
    "employer": ("works for", "work for", "employed by", "employee of", "worked for"),
    "position held": ("position", "job title", "employed as", "role", "works as", "serves as"),
    "member of": ("member of political party", "member of sports team", "affiliation"),
    "spouse": ("married to", "wife", "husband", "wife of", "husband of"),
    "founded by": ("founder", "co founded by", "cofounded by"),
    "owned by": ("owner", "parent organization", "subsidiary of"),
    "author": ("written by", "author of", "wrote"),
    "instance of": ("be", "type", "kind of", "a"),
    "country": ("in country", "country of origin"),
    "effective date": ("effective on", "takes effect on", "start date", "starts on", "date"),
    "governing law": ("governed by", "governed by laws of", "laws of"),
}  # fmt: skip
ALIAS_RELATIONS = frozenset(
    {
        "alias",
        "also known as",
        "same as",
        "said to be same as",
        "short name",
        "acronym",
        "abbreviation",
        "nickname",
    }
)


_ASCII_PUNCT = str.maketrans({c: " " for c in string.punctuation if c != "_"})


def match_normalize(text: str) -> str:
    """NFKC, case-folded, punctuation and articles dropped, whitespace collapsed."""
    if (
        text.isascii()
    ):  # fast path, same result: NFKC is the identity and casefold is lower on ASCII
        text = text.lower().translate(_ASCII_PUNCT)
    else:
        text = _NON_WORD.sub(" ", unicodedata.normalize("NFKC", text).casefold())
    words = text.split()
    if ARTICLES.isdisjoint(words):
        return " ".join(words)
    return " ".join(w for w in words if w not in ARTICLES)


_CANONICAL = {
    variant: canonical for canonical, variants in RELATION_SYNONYMS.items() for variant in variants
}


@lru_cache(maxsize=1 << 16)
def canonical_relation(relation: str) -> str:
    """Match-normalized relation with leading auxiliaries dropped and synonyms mapped to one name."""
    words = match_normalize(relation.replace("_", " ")).split()
    while len(words) > 1 and words[0] in AUXILIARIES:
        words = words[1:]
    norm = " ".join(words)
    return _CANONICAL.get(norm, norm)


@lru_cache(maxsize=1 << 18)
def entity_key(text: str) -> str:
    """Match-normalized entity string (cached: entities repeat across many facts)."""
    return match_normalize(text)
