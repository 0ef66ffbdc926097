"""Definite descriptions inside a head or tail that only the passage resolves (spaCy
extractor; called from :func:`hanker.extract.triple_context.triple_problem`).

A definite noun phrase with nothing in it that makes it unique (no name after the noun, no
of-phrase or other post-modifier, no number, ordinal or superlative) points back to something
the text introduced: a fact that keeps the description and not the referent says nothing on
its own. :mod:`hanker.extract.definite_referents` drops such a phrase when it is the whole
tail; the checks here look at every definite phrase inside the head or tail, possessors and
complements included (``the firm's new chief``, ``a protest against the closure``). Each
returns a drop reason (counted in the KG manifest) or ``None``:

* ``contrastive reference``: ``another``, ``the same``, ``the other`` compare with something
  the passage mentioned (``another patient``, ``the same month``, ``the other suspects``);
  reciprocals (``each other``, ``one another``) stay;
* ``role with no name``: a definite phrase whose noun is one person by role or occupation
  (``the Labour MP``, ``the president``, ``the coach``) with no name after it, once the
  passage has named a person; a party or nationality before the role does not pick one
  holder. A role predicated of the head (``(Ana Ruiz, be, the Labour MP)``) stays;
* ``quantity with no owner``: a definite data noun (``the figure``, ``the Dutch total``) with
  no of-phrase: a name before it says whose, not of what;
* ``relational noun with no owner``: a noun that is always someone's (``the workforce``,
  ``the headquarters``) with no possessor, name or of-phrase;
* ``definite noun the passage mentions earlier``: a definite event noun whose verb occurs
  earlier in the passage (``the evacuation`` after ``evacuated``, ``the blockade`` after
  ``blockaded``; an event the passage named only by a noun, ``the concessions``, is often
  clear from the fact and stays), or a definite possessor whose noun occurs earlier (``the
  college's new campus`` after ``Ulster College``). Things unique in the reader's own world (``the
  world``, ``the government``, ``the public``) stay, and so do other nouns: a repeated
  concrete noun (``the barrier``, ``the stage``) is most often clear from the fact itself.

The passage's earlier words come from :func:`mark_words`, which
:func:`hanker.extract.definite_referents.mark_context` calls with the document's earlier
sentences; this sentence's words before the phrase count too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

CONTRASTIVE = "contrastive reference"
UNNAMED_ROLE = "role with no name"
OWNERLESS_QUANTITY = "quantity with no owner"
OWNERLESS_RELATIONAL = "relational noun with no owner"
MENTIONED_EARLIER = "definite noun the passage mentions earlier"
EARLIER_WORDS = "hanker_earlier_words"  # doc.user_data key set by mark_words
PERSON_EARLIER = "hanker_person_earlier"

_CONTRAST = re.compile(r"\b(?:another|the\s+same|the\s+other)\b", re.I)
# "similar claims" compares with what the passage said before; "similar to X" says with what
_SIMILAR = re.compile(r"\bsimilar\b(?![\w\s'’-]*\b(?:to|as|titled|called|named)\b)", re.I)
_RECIPROCAL = re.compile(r"\b(?:one\s+another|each\s+other|on\s+the\s+other\s+hand)\b", re.I)
_OWNED_ANOTHER = re.compile(
    r"\banother\s+(?:[\w'-]+\s+){1,4}?(?:by|of|called|named|titled)\s+[A-Z\"'“‘]", re.I
)
_DATA = frozenset({"figure", "figures", "total", "tally", "statistic", "statistics", "data"})
_RELATIONAL = frozenset(
    {"workforce", "staff", "headquarters", "payroll", "shareholders", "boardroom", "squad"}
    | {"constituency", "manifesto", "turnover", "subsidiary", "hometown", "birthplace"}
)
_ROLE_ACRONYMS = frozenset({"mp", "msp", "mep", "ceo", "mla"})
# offices one person holds in a country: a nationality or place before them picks the holder
_OFFICES = frozenset({"president", "premier", "chancellor", "king", "queen", "monarch", "leader"})
_RESTRICTIVE = frozenset({"prep", "relcl", "acl", "appos", "nummod", "poss", "quantmod"})
_UNIQUE_WORDS = frozenset(
    {"first", "last", "next", "only", "sole", "late", "previous", "final", "second", "third"}
    | {"top", "main", "entire", "whole", "world", "public", "national", "international", "prime"}
)
_COPULAS = frozenset({"be", "become", "remain", "title", "serve as", "be named", "be elected"})
_SUFFIXES = ("ation", "ition", "tion", "sion", "ment", "ance", "ence", "ing")
# one of a kind in the reader's world (a "larger situation" use of the definite article)
_UNIQUE_NOUNS = frozenset(
    {"world", "government", "public", "economy", "internet", "environment", "media", "press"}
    | {"police", "weather", "sun", "moon", "earth", "sky", "sea", "planet", "universe"}
)


def contrastive(phrase: str) -> bool:
    """Whether ``phrase`` compares with something earlier (``another``, ``the same``, ``the
    other``, ``similar`` without ``to``), leaving out reciprocals and ``another`` with a
    named owner or name (``another novel by Ana Ruiz``, ``another song called Rain``)."""
    text = _OWNED_ANOTHER.sub(" ", _RECIPROCAL.sub(" ", phrase))
    return bool(_CONTRAST.search(text) or _SIMILAR.search(text))


def anaphoric_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when the head or tail holds a definite description only the passage
    resolves (see the module), else ``None``."""
    if contrastive(head) or contrastive(tail):
        return CONTRASTIVE
    if doc is None:
        return None
    for phrase, predicate in ((head, False), (tail, relation in _COPULAS)):
        tokens = text_tokens(phrase, doc)
        for noun in tokens:
            reason = _definite_reason(noun, tokens, doc, predicate)
            if reason:
                return reason
    return None


def _definite_reason(noun: Any, tokens: list[Any], doc: Any, predicate: bool) -> str | None:
    """Why ``noun`` heads a definite phrase that only the passage resolves, or None."""
    lower = noun.text.lower()
    role = lower in PERSON_NOUNS or lower in _ROLE_ACRONYMS
    data = lower in _DATA
    named_ok = not (role or data) or lower in _OFFICES  # "the Russian president"
    if not _definite(noun, tokens, role) or _restricted(noun, tokens, named_ok):
        return None
    if role:
        root = predicate and noun.i == _root(tokens).i
        return UNNAMED_ROLE if not root and _person_before(noun, doc) else None
    if data:
        return OWNERLESS_QUANTITY
    if _named(noun, tokens):
        return None  # "the Kakhovka dam", "the Twitter workforce"
    if lower in _RELATIONAL:
        return OWNERLESS_RELATIONAL
    if noun.lemma_.lower() in _UNIQUE_NOUNS:
        return None
    return MENTIONED_EARLIER if _mentioned_before(noun, doc) else None


def _definite(noun: Any, tokens: list[Any], role: bool) -> bool:
    """A common noun (or role acronym) with ``the`` as its determiner inside the phrase."""
    if noun.pos_ != "NOUN" and not (role and noun.pos_ == "PROPN" and noun.text.isupper()):
        return False  # "the Queen": a title used as a name; "the SNP MP": a role
    if noun.pos_ == "NOUN" and not noun.text.islower():
        return False  # "the Festival": a name
    inside = {t.i for t in tokens}
    return any(c.dep_ == "det" and c.lower_ == "the" and c.i in inside for c in noun.children)


def _restricted(noun: Any, tokens: list[Any], named_ok: bool) -> bool:
    """Whether something inside the phrase makes the noun unique: a post-modifier, number,
    possessor, ordinal or superlative, a name right after it, or (``named_ok``) a name."""
    inside = {t.i for t in tokens}
    for child in noun.children:
        if child.i not in inside:
            continue
        if child.dep_ in _RESTRICTIVE or child.like_num or child.tag_ in {"JJS", "CD"}:
            return True
        if child.lower_ in _UNIQUE_WORDS or child.ent_type_ in {"DATE", "ORDINAL"}:
            return True
    after = noun.i + 1
    if after in inside and noun.doc[after].pos_ == "PROPN":
        return True  # "the drug Zelvix"
    return named_ok and _named(noun, tokens)


def _named(noun: Any, tokens: list[Any]) -> bool:
    """Whether a name or nationality modifies the noun inside the phrase."""
    inside = {t.i for t in tokens}
    return any(
        c.i in inside and c.dep_ in {"compound", "amod", "nmod"} and _is_name(c)
        for c in noun.subtree
        if c.i != noun.i
    )


def _is_name(token: Any) -> bool:
    if token.ent_type_ in {"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "PERCENT"}:
        return False
    return token.pos_ == "PROPN" or bool(token.ent_type_) or token.text[:1].isupper()


def _root(tokens: list[Any]) -> Any:
    inside = {t.i for t in tokens}
    return next((t for t in tokens if t.head.i not in inside or t.head.i == t.i), tokens[0])


def _person_before(noun: Any, doc: Any) -> bool:
    """Whether the passage names a person before the noun."""
    if getattr(doc, "user_data", {}).get(PERSON_EARLIER):
        return True
    return any(t.ent_type_ == "PERSON" for t in doc if t.i < noun.i)


def _mentioned_before(noun: Any, doc: Any) -> bool:
    """Whether the passage (earlier sentences, or this one before the phrase) told the event
    the noun names, by its verb or deverbal noun, or, for a possessor, used the noun."""
    words = set(getattr(doc, "user_data", {}).get(EARLIER_WORDS, frozenset()))
    first = min(t.i for t in noun.subtree)
    words |= content_words(t for t in doc if t.i < first)
    lemma = noun.lemma_.lower()
    if "v:" + lemma in words:
        return True  # "the blockade" after "blockaded"
    if lemma in words and noun.dep_ == "poss":
        return True  # "the college's campus" after "Ulster College"
    stem = _stem(lemma)
    return stem is not None and any(w.startswith(stem) for w in words if w.startswith("v:"))


def _stem(lemma: str) -> str | None:
    """``v:`` plus the stem a deverbal noun shares with its verb (``evacuation`` ->
    ``v:evacu``), or None for a noun with no such suffix."""
    for suffix in _SUFFIXES:
        if lemma.endswith(suffix) and len(lemma) - len(suffix) >= 4:
            return "v:" + lemma[: -len(suffix)]
    return None


def content_words(tokens: Iterable[Any]) -> frozenset[str]:
    """Lower-case noun lemmas of ``tokens``, and ``v:``-marked verb lemmas."""
    out: set[str] = set()
    for token in tokens:
        if token.pos_ in {"NOUN", "PROPN"}:
            out.add(token.lemma_.lower())
        elif token.pos_ == "VERB":
            out.add("v:" + token.lemma_.lower())
    return frozenset(out)


_MEMO: dict[int, tuple[Any, frozenset[str], bool]] = {}


def _sentence_words(sentence: Any) -> tuple[frozenset[str], bool]:
    """The content words of one sentence's parse and whether it names a person, remembered
    while the parse lives."""
    kept = _MEMO.get(id(sentence))
    if kept is not None and kept[0] is sentence.parse:
        return kept[1], kept[2]
    if len(_MEMO) > 4096:
        _MEMO.clear()
    words = content_words(sentence.parse)
    person = any(t.ent_type_ == "PERSON" for t in sentence.parse)
    _MEMO[id(sentence)] = (sentence.parse, words, person)
    return words, person


def mark_words(doc: Any, earlier: Iterable[Any]) -> None:
    """Record in ``doc.user_data`` the content words of the ``earlier`` sentences (with a
    parse) of the same document and whether they name a person."""
    words: set[str] = set()
    person = False
    for sentence in earlier:
        more, named = _sentence_words(sentence)
        words |= more
        person = person or named
    if hasattr(doc, "user_data"):
        doc.user_data[EARLIER_WORDS] = frozenset(words)
        doc.user_data[PERSON_EARLIER] = person
