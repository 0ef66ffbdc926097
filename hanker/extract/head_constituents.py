"""Heads that are not a whole constituent of the sentence (``head-constituents.v1``).

The spaCy extractor reads a head from the parser's attachments; where the parse splits or
fuses noun phrases, the head is a piece of a longer name or a noun that is not the subject.
:func:`head_constituent_problem` finds the head in the sentence's parse and returns the drop
reason (counted in the KG manifest) or None:

* ``head cut from a name at its preposition``: a capitalised head that follows ``of`` or
  ``for`` inside a longer proper name (``the Institute for Marine Studies, which ...``:
  ``Marine Studies``): the head is the tail end of the name, not the named body;
* ``head is the object of a noun's preposition``: the head is the object of a preposition
  that modifies a noun before it (``Leeds, in the West Riding, ... which ...``; ``drivers on
  the M4 and M5 were warned``): the noun outside the head is the subject, so a fact about
  the head's noun has the wrong entity or a false premise;
* ``head swallowed a preposition's object``: the word before the head is a preposition left
  without an object, or with a bare adjective as its object (``After months of heavy rain
  local farmers ...``; ``Settling into life in busy, crowded Tokyo is hard``): the head runs
  two phrases together, or is a place inside an opening phrase that is the real subject;
* ``head cut from its possessor``: the head's noun has a possessor just before it that the
  head leaves out (``the Farmers' Almanac`` read as ``Almanac``);
* ``head continues a list begun in a preposition's object``: ``drivers on the M1, M62 and A1
  were told``: the parser ends the object at the first item, so the head (``M62 and A1``) is
  the rest of a list inside the subject's modifier, not the subject;
* ``name of a fronted source read as the subject``: ``According to the head of the firm, Ann
  Roe, the fluid is drained``: the name renames the source; the noun after it is the subject;
* ``bare generic name word``: a head that is one capitalised word which names a kind of
  body or place (``City``, ``United``, ``Town``): the short form of a longer name that only
  the passage explains.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.stray_heads import word_span
from hanker.text.person_nouns import PERSON_NOUNS

HEAD_CONSTITUENTS_VERSION = "head-constituents.v1"

NAME_CUT_AT_PREPOSITION = "head cut from a name at its preposition"
NOUN_PREPOSITION_OBJECT = "head is the object of a noun's preposition"
SWALLOWED_OBJECT = "head swallowed a preposition's object"
POSSESSOR_CUT = "head cut from its possessor"
BARE_NAME_WORD = "bare generic name word"
LIST_CONTINUED = "head continues a list begun in a preposition's object"
SOURCE_NAME = "name of a fronted source read as the subject"

# words that end a longer name of a club, body or place and are not a name alone
_NAME_WORDS = frozenset(
    {"City", "United", "Town", "County", "Rovers", "Athletic", "Wanderers", "Albion"}
    | {"Borough", "Street", "Road", "Avenue", "Square", "Council", "Committee", "Union"}
)
_NAME_PREPOSITIONS = frozenset({"of", "for"})
_OBJECTS = frozenset({"pobj", "pcomp"})
# prepositions that also open a clause (``after Ann had left``): no object is missing there
_CLAUSE_PREPOSITIONS = frozenset({"after", "before", "since", "until", "till", "as", "like"})
_NOUNS = frozenset({"NOUN", "PROPN"})
_RELATIVES = frozenset({"which", "who", "that", "whom"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_PLACE_PREPOSITIONS = frozenset({"from", "in", "at"})
_PLACES = frozenset({"GPE", "LOC", "FAC"})


def head_constituent_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the head is a piece of a longer phrase or a noun inside another phrase (see the
    module), or None; ``doc`` is the sentence's parse (None: the shape check alone)."""
    words = head.split()
    if len(words) == 1 and words[0] in _NAME_WORDS:
        return BARE_NAME_WORD
    if doc is None or not words:
        return None
    span = word_span(words, doc)
    if not span:
        return None
    before = _before(span, doc)
    if before is not None and _name_cut(before, span):
        return NAME_CUT_AT_PREPOSITION
    if before is not None and _dangling(before, span, doc):
        return SWALLOWED_OBJECT
    if before is not None and _list_continued(before, span, doc):
        return LIST_CONTINUED
    inside = {t.i for t in span}
    roots = [t for t in span if t.head.i not in inside or t.head.i == t.i]
    if len(roots) != 1:
        return None
    root = roots[0]
    if before is None:
        return None
    if before.dep_ == "case" and before.head.dep_ == "poss" and before.head.head.i == root.i:
        return POSSESSOR_CUT
    if _source_name(root, before, doc):
        return SOURCE_NAME
    located = _relative_on(root, relation) or _place_of_person(root, before)
    return NOUN_PREPOSITION_OBJECT if located and _noun_object(root, before, inside) else None


def _before(span: list[Any], doc: Any) -> Any | None:
    """The token just before the span, or None at the sentence's start."""
    start = span[0].i - doc[0].i
    return None if start <= 0 else doc[start - 1]


def _name_cut(before: Any, span: list[Any]) -> bool:
    """``of``/``for`` between a capitalised name word and a capitalised head: one name."""
    if before.lower_ not in _NAME_PREPOSITIONS or not span[0].text[:1].isupper():
        return False
    governor = before.head
    return (
        governor.i == before.i - 1
        and governor.pos_ == "PROPN"
        and governor.text[:1].isupper()
        and span[0].pos_ == "PROPN"
    )


def _dangling(before: Any, span: list[Any], doc: Any) -> bool:
    """The head follows a preposition with no object, or an adjective the parser hangs on a
    preposition, set off by a comma before the head (``in busy, crowded Tokyo``)."""
    prep = before
    if before.text == "," and before.i > doc[0].i:
        adjective = doc[before.i - doc[0].i - 1]
        listed = span[0].pos_ in {"ADJ", "VERB"}
        return listed and adjective.pos_ == "ADJ" and adjective.head.pos_ == "ADP"
    if prep.dep_ != "prep" or prep.pos_ != "ADP" or prep.lower_ in _CLAUSE_PREPOSITIONS:
        return False
    return not any(c.dep_ in _OBJECTS for c in prep.children)


def _noun_object(root: Any, before: Any, inside: set[int]) -> bool:
    """The head's noun is the object of the preposition just before it, and that
    preposition modifies a noun outside the head."""
    if root.dep_ != "pobj" or root.head.i != before.i or before.dep_ != "prep":
        return False
    governor = before.head
    return governor.i not in inside and governor.pos_ in _NOUNS and governor.i < before.i


def _relative_on(root: Any, relation: str) -> bool:
    """The relation is read from a relative clause on the head's noun (``N1 of N2, which
    ...``): the clause may as well describe the noun the preposition modifies."""
    words = set(relation.split())
    for clause in root.children:
        if clause.dep_ != "relcl" or not ({clause.text, clause.lemma_} & words):
            continue
        if any(c.dep_ in _SUBJECTS and c.lower_ in _RELATIVES for c in clause.children):
            return True
    return False


def _place_of_person(root: Any, before: Any) -> bool:
    """A place after ``from``/``in``/``at`` that locates a person or people (``the family
    of Ann Cole, from Ripon``; ``pupils from Leeds schools``): the person is the subject."""
    if before.lower_ not in _PLACE_PREPOSITIONS:
        return False
    governor = before.head
    place = root.ent_type_ in _PLACES or root.lower_.endswith("schools")
    return place and (governor.ent_type_ == "PERSON" or governor.lower_ in PERSON_NOUNS)


def _list_continued(before: Any, span: list[Any], doc: Any) -> bool:
    """A listed head (``B and C``) after a comma that closes the object of a preposition on
    a noun (``drivers on the M4, M5 and M6 were told``): the head is the rest of that list,
    and the noun before the preposition is the subject."""
    if before.text != "," or before.i <= doc[0].i:
        return False
    item = doc[before.i - doc[0].i - 1]
    if item.dep_ != "pobj" or item.head.dep_ != "prep" or item.head.head.pos_ not in _NOUNS:
        return False
    inside = {t.i for t in span}
    return any(t.dep_ == "conj" and t.head.i in inside for t in span)


def _source_name(root: Any, before: Any, doc: Any) -> bool:
    """``According to the head of the firm, Ann Roe, the fluid is ...``: the name after the
    fronted source phrase renames the source, and the noun after it (parsed as the name's
    appositive or as a second subject) is the real subject."""
    if before.text != "," or root.dep_ not in _SUBJECTS:
        return False
    renamed = any(child.dep_ == "appos" for child in root.children)
    second = any(t.dep_ in _SUBJECTS and t.i > root.i for t in root.head.children)
    if not (renamed or second):
        return False
    sources = [t for t in doc if t.lower_ == "according" and t.i < before.i]
    return any(  # the comma itself may hang in the source's phrase (``Ann's lawyer,``)
        max(t.i for t in source.subtree if not t.is_punct) == before.i - 1 for source in sources
    )
