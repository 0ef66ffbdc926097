"""Triples only the passage can make sense of: a possessive pronoun in the tail that cannot
be the head, and markup debris of web or wiki text (spaCy extractor, through
``triple_context._surface_problem``).

* ``possessive of someone else``: a copular tail whose own noun, or the noun of its
  partitive, has ``his``/``her``/``their`` (``(Ana Ruiz, be, one of his closest allies)``):
  a predicate's possessive is never its subject, so it names someone the triple does not;
  and a tail with ``his``/``her`` under a head that is a thing (a work or body: ``(Night
  Harbour, tell, his story)`` of ``A film, Night Harbour, tells his story``);
* ``markup debris``: a head or tail with a run of bare numbers (``146,573 11,458``), an
  image size (``20px``), a name glued to its own repeat (``TogoTogo``-like
  ``KarabakhNagorno-Karabakh``), or a copular tail that is a citation locator (``page 62,
  2011``, ``chapter 4``);
* ``head describes someone the sentence names``: a head that is only ``the`` + a singular
  person noun (``the visiting leader``) after a named person in the same sentence, who is
  who it most likely means; or a title whose own name stands in apposition outside the head
  (``Harbour Gala Queen`` of ``Harbour Gala Queen, Mia Stone, who ..``);
* ``head cut at a comma inside a name``: the head of an apposition stops at a comma inside
  one name (``(the Safe Streets, be, Safe Homes scheme)``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.name_spans import name_cut_at_comma
from hanker.text.nlp import phrase_root, text_tokens
from hanker.text.person_nouns import PERSON_NOUNS, person_word

FOREIGN_POSSESSIVE = "possessive of someone else"
MARKUP_DEBRIS = "markup debris"
HEAD_NAME_CUT = "head cut at a comma inside a name"
DESCRIBED_HEAD = "head describes someone the sentence names"
# collective nouns the person lexicon lets through: a body, not a person described
_BODIES = frozenset(
    {"government", "council", "party", "union", "team", "club", "company", "board", "court"}
    | {"committee", "administration", "ministry", "department", "army", "police", "family"}
)
_PERSON_POSSESSIVES = frozenset({"his", "her", "their"})
_COPULAS = frozenset({"be", "become", "remain"})
_BARE_NUMBERS = re.compile(r"(?<![\w,.])\d(?:[\d,.]*\d)?\s+\d(?:[\d,.]*\d)?(?![\w,.])")
_IMAGE_SIZE = re.compile(r"\b\d+px\b")
_GLUED = re.compile(r"\b([A-Z][a-z]{2,})([A-Z][a-z]+)\b")
_LOCATOR = re.compile(
    r"^(?:(?:page|pages|pp?\.?|chapter|volume|vol\.|issue|no\.)\s*\d|(?:cf|ibid|et al)\.?$)", re.I
)


def passage_bound_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the triple needs the passage to be read (see the module), or None."""
    if _debris(head) or _debris(tail):
        return MARKUP_DEBRIS
    own = relation.split("(according to", 1)[0].strip()
    if own in _COPULAS and _LOCATOR.match(tail):
        return MARKUP_DEBRIS
    if doc is not None and name_cut_at_comma(text_tokens(head, doc)):
        return HEAD_NAME_CUT  # "(the Safe Streets, be, Safe Homes scheme)"
    if doc is not None and _described_person(text_tokens(head, doc)):
        return DESCRIBED_HEAD  # "X met Y as the visiting leader ..": the head is Y, unsaid
    if doc is None or own != relation:
        return None  # "(X, be (according to Y), one of his ..)": the speaker may be "his"
    tokens = text_tokens(tail, doc)
    if own in _COPULAS and _spine_possessive(tokens):
        return FOREIGN_POSSESSIVE
    owned = any(t.lower_ in {"his", "her"} and t.tag_ == "PRP$" for t in tokens)
    return FOREIGN_POSSESSIVE if owned and _thing_head(text_tokens(head, doc)) else None


def _debris(text: str) -> bool:
    """Bare numbers in a run, an image size, or a name glued to its own repeat."""
    if _BARE_NUMBERS.search(text) or _IMAGE_SIZE.search(text):
        return True
    for glued in _GLUED.finditer(text):
        rest = text[: glued.start()] + text[glued.end() :]
        if re.search(rf"\b{glued.group(1)}\b", rest):
            return True
    return False


def _spine_possessive(tokens: list[Any]) -> bool:
    """``his``/``her``/``their`` on the tail's own noun or on the noun of its partitive
    (``one of his allies``), not ``own`` (``her own worst critic``)."""
    inside = {t.i for t in tokens}
    root = phrase_root(tokens)
    if root is None:
        return False
    nouns = [root]
    for prep in root.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            nouns.extend(c for c in prep.children if c.dep_ == "pobj")
    for noun in nouns:
        for child in noun.children:
            owned = any(c.lower_ == "own" for c in noun.children)
            if child.dep_ == "poss" and child.lower_ in _PERSON_POSSESSIVES and not owned:
                return child.i in inside
    return False


def _thing_head(tokens: list[Any]) -> bool:
    """A head in apposition with a common noun that names no person (``a film, Night
    Harbour``). The parser's entity kinds are no guide: it often tags a person ``ORG``."""
    inside = {t.i for t in tokens}
    root = phrase_root(tokens)
    if root is None:
        return False
    partners = [root.head] if root.dep_ == "appos" else []
    partners += [c for c in root.children if c.dep_ == "appos" and c.i not in inside]
    nouns = [p for p in partners if p.pos_ == "NOUN" and p.text.islower()]
    if any(person_word(p.lemma_) for p in nouns) or any(t.ent_type_ == "PERSON" for t in partners):
        return False  # "X, a former councillor .., another Labour target": a person
    return bool(nouns)


def _described_person(tokens: list[Any]) -> bool:
    """``the`` + a singular person noun after a named person, or a title with its name in
    apposition outside the head (see the module)."""
    root = phrase_root(tokens)
    if root is None:
        return False
    if _titled_name_outside(root, tokens):
        return True  # "Harbour Gala Queen, Mia Stone, who was ..": the name is the head
    described = tokens[0].lower_ == "the" and root.i == tokens[-1].i and root.tag_ == "NN"
    if not described or not root.text.islower() or len(tokens) > 4:
        return False
    if root.lemma_.lower() in _BODIES or not person_word(root.lemma_):
        return False
    if any(t.tag_ == "POS" or t.ent_type_ == "PERSON" for t in tokens):
        return False  # "the BBC's chairman": named by its body
    doc = root.doc
    return any(t.ent_type_ == "PERSON" for t in doc[root.sent.start : tokens[0].i])


def _titled_name_outside(root: Any, tokens: list[Any]) -> bool:
    """A head ending in a capitalised title noun (``Queen``, ``Mayor``) followed by a comma
    and a name in apposition that is no title itself (the parser's entity tags are no guide
    here: it tags ``Gala Queen`` a person and misses the name)."""
    doc = root.doc
    last = tokens[-1].i
    if root.i != last or root.pos_ != "PROPN" or root.lower_ not in PERSON_NOUNS:
        return False
    if last + 2 >= len(doc) or doc[last + 1].text != ",":
        return False
    name = [c for c in root.children if c.dep_ == "appos" and c.i > last + 1]
    return bool(name) and name[0].pos_ == "PROPN" and not person_word(name[0].lower_)
