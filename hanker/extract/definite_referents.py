"""Definite noun phrases whose referent only the passage gives, and vague subsets as heads
(spaCy extractor; called from :func:`hanker.extract.triple_context.triple_problem`).

News prose names a thing once (``the Kakhovka dam``, ``the Esrange Space Center``) and then
calls it by its common noun alone (``the dam``, ``the centre``): a definite description is
anaphoric, and a fact that keeps only the description says nothing on its own. Each check
returns a drop reason (counted in the KG manifest) or ``None``:

* ``definite noun the passage names earlier``: a bare definite phrase (``the`` + lower-case
  words, no name, number, of-phrase or other modifier) as the tail or as the object folded
  into the relation (``leave the dam on``), whose noun an earlier sentence of the document
  (or the sentence before the phrase) used with a name or nationality in its phrase (``the
  Kakhovka dam``, ``Heather Knight's side``, ``the drug Wegovy``, ``a Chilean film``). The
  names come from :func:`mark_context`, which the extractor calls on each sentence's parse;
  without it (a sentence parsed alone) the check only sees the sentence;
* ``definite noun that needs its referent``: a bare definite tail whose noun by its sense
  stands for one thing the text introduced: a news epithet (``the blaze`` for a fire, ``the
  duo``, ``the youngster``), a single person described by an occupation (``the lawyer``,
  ``the eighth minister``; unique roles with a name in the phrase are kept by the bare-phrase
  test), or a position taken, held or left (``take the lead``, ``hold the post since``);
* ``unspecified subset as head``: ``some MPs``, ``several drivers in the town``: an
  indefinite quantifier picks members of a group the fact cannot identify (partitives with a
  named whole, ``some of Ana's novels``, and counts, ``several thousand families``, stay).

Then the anaphors of :mod:`hanker.extract.passage_referents` (``the Spaniard``, ``no such
reports``, ``the pair``, ``An Irish pop star``, ``the department store chain``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from hanker.extract.anaphoric_definites import mark_words
from hanker.extract.passage_referents import passage_referent_problem
from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

NAMED_EARLIER = "definite noun the passage names earlier"
NEEDS_REFERENT = "definite noun that needs its referent"
VAGUE_SUBSET = "unspecified subset as head"
NAMED_BEFORE = "hanker_named_nouns"  # doc.user_data key set by mark_context

# nouns news prose uses almost only to re-describe something it named before
_EPITHETS = frozenset(
    {"blaze", "inferno", "duo", "trio", "pair", "youngster", "tot", "star", "outfit", "newcomer"}
)
# positions one takes, holds or leaves: "take the lead", "hold the post", "quit the role"
_POSITIONS = frozenset(
    {"lead", "helm", "reins", "post", "role", "job", "seat", "mantle", "captaincy", "position"}
)
_POSITION_VERBS = frozenset(
    {"take", "hold", "assume", "leave", "quit", "resign", "vacate", "relinquish", "accept"}
    | {"keep", "retain", "lose", "offer", "step", "regain", "reclaim", "occupy", "fill"}
)
_SUBSET_WORDS = frozenset({"some", "several", "many", "various", "certain", "numerous"})
_NUMBER_WORDS = frozenset({"hundred", "hundreds", "thousand", "thousands", "million", "millions"})
_LINKS = frozenset({"of", "and", "or", "in", "at", "on", "for", "with", "by", "from", "to"})
_NOT_NAMES = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY"})
_NAMING_DEPS = frozenset({"compound", "poss", "amod", "nmod", "appos"})
_SPELLINGS = {"center": "centre", "theater": "theatre", "program": "programme"}


def definite_referent_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when the fact leans on a definite description only the passage
    resolves, or on a vague subset as head (see the module), else ``None``."""
    if vague_subset(head):
        return VAGUE_SUBSET
    folded = _folded_object(relation)
    if needs_referent(tail.split(), relation) or (folded and needs_referent(folded, relation)):
        return NEEDS_REFERENT
    if doc is None:
        return None
    for phrase in (tail, " ".join(folded or [])):
        noun = _bare_noun(phrase, doc)
        if noun and noun in _named_nouns_before(phrase, doc):
            return NAMED_EARLIER
    return passage_referent_problem(head, relation, tail, doc)  # "the Spaniard", "the pair"


def bare_words(words: Sequence[str]) -> bool:
    """``the`` + one to three lower-case words with no link word: no name, number or
    of-phrase restricts the noun (``the dam``, ``the basketball star``)."""
    if not 2 <= len(words) <= 4 or words[0].lower() != "the":
        return False
    rest = words[1:]
    return all(re.fullmatch(r"[a-z][a-z-]*", w) for w in rest) and not _LINKS & set(rest)


def needs_referent(words: Sequence[str], relation: str) -> bool:
    """Whether a bare definite phrase names, by its noun's sense, one thing the text introduced:
    an epithet, one person by occupation, or a position after a verb of taking or holding."""
    if not bare_words(words):
        return False
    noun = words[-1]
    if noun in _EPITHETS or noun in PERSON_NOUNS:
        return True  # plural persons ("thank the journalists") are a group present in the scene
    verb = relation.split()[:1]
    return noun in _POSITIONS and bool(verb) and verb[0].lower() in _POSITION_VERBS


def vague_subset(head: str) -> bool:
    """``some MPs``, ``many local firms``: a subset quantifier, then no ``of`` and no count."""
    words = head.split()
    if len(words) < 2 or words[0].lower() not in _SUBSET_WORDS:
        return False
    second = words[1].lower()
    if second == "of" or second in _NUMBER_WORDS or second[:1].isdigit():
        return False  # "some of Ana's novels", "several thousand families"
    return re.search(r"\s(?:by|from)\s+[A-Z]", head) is None  # "some novels by Ana Ruiz"


def mark_context(doc: Any, chunks: Sequence[Any], ci: int, si: int) -> None:
    """Record in ``doc.user_data`` the nouns that earlier sentences of the same document used
    with a name in their phrase (for ``definite noun the passage names earlier``)."""
    target = chunks[ci].sentences[si]
    named: set[str] = set()
    earlier = []
    at = ci
    while at >= 0 and chunks[at].doc_id == target.doc_id:  # a document's chunks run together
        for sentence in chunks[at].sentences:
            if sentence.index < target.index and sentence.parse is not None:
                named |= _sentence_names(sentence)
                earlier.append(sentence)
        at -= 1
    mark_words(doc, earlier)  # anaphoric_definites: every earlier word, any person named
    if hasattr(doc, "user_data"):
        doc.user_data[NAMED_BEFORE] = frozenset(named)


_MEMO: dict[int, tuple[Any, frozenset[str]]] = {}


def _sentence_names(sentence: Any) -> frozenset[str]:
    """The named nouns of one sentence's parse, remembered while the parse lives."""
    key = id(sentence)
    kept = _MEMO.get(key)
    if kept is not None and kept[0] is sentence.parse:
        return kept[1]
    if len(_MEMO) > 4096:
        _MEMO.clear()
    names = named_nouns(sentence.parse)
    _MEMO[key] = (sentence.parse, names)
    return names


def named_nouns(tokens: Any) -> frozenset[str]:
    """Lemmas of the nouns in ``tokens`` that head a phrase with a name or nationality before
    them or in apposition (``the Kakhovka dam``, ``Knight's side``, ``drug Wegovy``), or the
    last word of a place or organisation name (``Esrange Space Center``)."""
    out = set()
    for token in tokens:
        if token.pos_ not in {"NOUN", "PROPN"}:
            continue
        named = any(_names(c) for c in token.children if c.dep_ in _NAMING_DEPS)
        named = named or (token.dep_ == "compound" and _is_name(token.head))
        if token.pos_ == "PROPN" and token.ent_type_ in {"ORG", "FAC", "GPE", "LOC", "EVENT"}:
            named = named or token.ent_iob_ == "I"  # "Space Center": a name's last word
        if named:
            out.add(_lemma(token))
    return frozenset(out)


def _names(modifier: Any) -> bool:
    """Whether a modifier names its noun; a possessor only when it is a person or body
    (``Knight's side``), not a place that owns it (``London's network``)."""
    if modifier.dep_ == "poss":
        return modifier.ent_type_ in {"PERSON", "ORG"}
    return _is_name(modifier)


def _is_name(token: Any) -> bool:
    """A proper noun, named entity or nationality (``the South Korean embassy``: one embassy
    the passage picked out), not a date or number."""
    if token.ent_type_ in _NOT_NAMES:
        return False
    return token.pos_ == "PROPN" or bool(token.ent_type_)


def _lemma(token: Any) -> str:
    lemma = str(token.lemma_).lower()
    return _SPELLINGS.get(lemma, lemma)


def _folded_object(relation: str) -> list[str] | None:
    """The definite object the relation folds before its last word (``hold the post since``)."""
    words = relation.split()
    if len(words) < 4 or words[1] != "the":
        return None
    return words[1:-1]


def _bare_noun(phrase: str, doc: Any) -> str | None:
    """The noun lemma of a bare definite ``phrase`` found in ``doc``, else None."""
    if not phrase or not bare_words(phrase.split()):
        return None
    tokens = text_tokens(phrase, doc)
    if not tokens or tokens[-1].pos_ != "NOUN":
        return None
    return _lemma(tokens[-1])


def _named_nouns_before(phrase: str, doc: Any) -> frozenset[str]:
    """Named nouns of earlier sentences (:func:`mark_context`) and of this sentence before
    the phrase."""
    earlier = getattr(doc, "user_data", {}).get(NAMED_BEFORE, frozenset())
    at = doc.text.find(phrase)
    before = named_nouns([t for t in doc if t.idx < at]) if at > 0 else frozenset()
    return frozenset(earlier) | before
