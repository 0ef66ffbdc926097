"""Copulas whose predicate lists the members of a plural subject (spaCy extractor, prose only).

``The three founders were Ana Ruiz, Tom Hale and Li Wei`` names the members of a set: no one
member *is* the set, so ``(The three founders, be, Tom Hale)`` reads as a false identity.
Where the subject is a plural noun (``the founders``, ``her sisters``, ``its two members``)
and the copula's predicate is a coordination of two or more items:

* every item a name: each item is written with ``include`` (``(The three founders, include,
  Tom Hale)``), which the list does state;
* every item a singular noun, not all names (``Her parents were a teacher and a
  musician``, ``Its founders are Ana Ruiz and a local doctor``): no fact (``list of members
  read as identity``);
* an item a plural common noun (``The brothers are her cousins and his friends``): a
  property of each member, kept with ``be``.

A singular subject (``She was a singer and a painter``) keeps its ``be`` facts.
"""

from __future__ import annotations

from typing import Any

MEMBER_LIST = "list of members read as identity"
MEMBER_RELATION = "include"
_PLURAL_TAGS = frozenset({"NNS", "NNPS"})
_NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "NORP", "FAC", "WORK_OF_ART", "EVENT"})
_RELATIVES = frozenset({"who", "which", "that"})


def _plural_subject(verb: Any) -> bool:
    """Whether the copula's subject is one plural common noun (``the founders``), not itself
    a coordination (``Ana and Tom are ...``); a relative pronoun stands for its antecedent."""
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1:
        return False
    subject = subjects[0]
    if subject.lower_ in _RELATIVES and verb.dep_ == "relcl":
        subject = verb.head
    if any(c.dep_ == "conj" for c in subject.children):
        return False
    return subject.tag_ in _PLURAL_TAGS and subject.pos_ == "NOUN"


def _name_item(item: Any) -> bool:
    """Whether a list item is a name (a proper noun, or a word of a named entity)."""
    return item.pos_ == "PROPN" or item.ent_type_ in _NAME_LABELS


def member_objects(
    verb: Any, predicate: Any, relation: str, items: list[Any]
) -> tuple[list[tuple[str, Any]], str | None]:
    """``(objects, drop reason)`` for the items of a copula's predicate (see the module):
    ``include`` per named item of a plural subject's list, none (with the reason) for a list
    of other items, the items with ``relation`` unchanged otherwise."""
    plain = [(relation, item) for item in items]
    if relation != "be" or predicate.dep_ != "attr" or len(items) < 2:
        return plain, None
    if verb.lemma_.lower() != "be" or not _plural_subject(verb):
        return plain, None
    if any(item.tag_ == "NNS" and not _name_item(item) for item in items):
        return plain, None  # "The brothers are her cousins and his friends": each one is
    if all(_name_item(item) for item in items):
        return [(MEMBER_RELATION, item) for item in items], None
    return [], MEMBER_LIST
