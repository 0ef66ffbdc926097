"""Bare given names: ``Evangeline`` after ``Evangeline Serra`` (``rules-coref.v11``).

Biographies, features and court reports name a person in full once and then, often, by the
given name alone (``Evangeline Serra was born in Havana. ... Evangeline churned out several
novels.``). A fact whose head is the bare given name does not say who is meant outside the
passage, so the mention is replaced by the full name, but only when that is certain:

* exactly one multi-word person name seen earlier in the document starts with the word (two
  people called ``Ben`` leave every ``Ben`` as written);
* no person name of the document ends with it (then it may be a surname: ``Owen`` of
  ``Michael Owen``), and no title stands before it (``Mr Owen``, ``Sir Keir``);
* the word stands alone as a proper noun (not the first word of a longer name, not a date)
  in a role a person can fill, and the document never uses it as a place or a team
  (``in Chelsea``, ``against Jordan``) or only ever tags it, standing alone, as an
  organisation (``Twitter`` after a misread ``Twitter Blue``) unless it opens one of the
  document's full person names (``rules-coref.v23``: ``Femke`` of ``Femke Van der Veen``).
  The small model often tags a lone given name as a place or a group, so one label alone is
  not trusted either way;
* the word is not used alone before the full name appears (``Twitter ... Twitter Blue``: a
  product the tagger took for a person);
* the word is outside quoted speech (a quotation keeps its own words), and is no name
  mentioned after a verb of naming (``Known as Ines or Nena, Moreno ...``: round 35).

A pronoun whose antecedent was such a bare given name (``Catherine ... she``) is given the
full name too (:func:`upgraded_pronouns`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.coref.base import Replacement
from hanker.text.coref.identity import TITLE_WORDS, given_name, surname
from hanker.text.names import PARTICLES
from hanker.text.segment import Sentence

PERSON_ROLES = frozenset(
    {"nsubj", "nsubjpass", "dobj", "pobj", "poss", "appos", "conj", "dative", "attr"}
)
OTHER_KINDS = frozenset({"DATE", "TIME", "EVENT", "WORK_OF_ART", "PRODUCT", "MONEY"})
_PLACE_PREPOSITIONS = frozenset({"in", "at", "to", "from", "into", "near", "against", "across"})


def trimmed_name(ent: Any) -> Any:
    """A person entity without the common nouns the tagger put at its start (``Brothers
    Maksym`` -> ``Maksym``); other entities as they are."""
    start = ent.start
    while ent.label_ == "PERSON" and start < ent.end - 1:
        if ent.doc[start].pos_ != "NOUN" and ent.doc[start].tag_ != "NNPS":
            break
        start += 1
    return ent if start == ent.start else ent.doc[start : ent.end]


def partial_name(ent: Any) -> bool:
    """A body or place entity the tagger cut from a longer name (``UK`` of ``News UK``): a
    capitalised proper noun before it that hangs on it. Such a part is no antecedent
    (``rules-coref.v20``): the text it would put for a pronoun names something else."""
    if ent.label_ == "PERSON" or ent.start == 0:
        return False
    before = ent.doc[ent.start - 1]
    inside = ent.start <= before.head.i < ent.end
    return (
        before.pos_ == "PROPN"
        and before.text[:1].isupper()
        and inside
        and before.dep_ == "compound"
    )


def full_names(span: Any) -> list[str]:
    """The multi-word person names of one parsed sentence, possessive ending and a leading
    common noun (``Brothers Maksym``) dropped; lower-case particles inside (``Femke Van der
    Veen``) are part of the name."""
    names = []
    for ent in span.ents:
        words = [t.text for t in trimmed_name(ent) if t.text not in {"'s", "’s", "'", "’"}]
        capitals = all(w[:1].isupper() or w in PARTICLES for w in words[1:-1])
        if ent.label_ == "PERSON" and len(words) >= 2 and capitals and _capital_ends(words):
            names.append(" ".join(words))
    return names


def _capital_ends(words: list[str]) -> bool:
    return words[0][:1].isupper() and words[-1][:1].isupper()


def place_words(sentences: Sequence[Sentence], organisations_too: bool = True) -> set[str]:
    """Capitalised words the document uses right after a preposition of place or motion (not
    the given name opening a person's full name there: ``across Ada Lind's work``), or
    (``organisations_too``) tags as an organisation whenever they stand alone and never as a
    person."""
    words, organisations, persons = set(), set(), set()
    people = {n for s in sentences if s.parse is not None for n in full_names(s.parse)}
    for sentence in sentences:
        tokens = list(sentence.parse) if sentence.parse is not None else []
        for before, token in pairwise(tokens):
            possessive = token.i + 1 < len(token.doc) and token.doc[token.i + 1].dep_ == "case"
            if (
                before.lower_ in _PLACE_PREPOSITIONS
                and token.text[:1].isupper()
                and not possessive
                and not _opens_person_name(token, people)
            ):
                words.add(token.text)  # "in Chelsea", not "in Chelsea's writing"
        for token in tokens:
            if not _lone_entity(token):
                continue
            if token.ent_type_ == "PERSON":
                persons.add(token.text)
            elif token.ent_type_ == "ORG":
                organisations.add(token.text)
    return words | (organisations - persons) if organisations_too else words


def _opens_person_name(token: Any, people: set[str]) -> bool:
    """Whether the token opens one of the document's full person names (``across Ada Lind's
    work``, tagged there as a body): a person's given name, not a place after the
    preposition."""
    rest = token.doc.text[token.idx :]
    return any(
        rest.startswith(name) and not rest[len(name) : len(name) + 1].isalnum() for name in people
    )


def _lone_entity(token: Any) -> bool:
    """Whether the token is an entity of one word."""
    doc = token.doc
    return token.ent_iob_ == "B" and (token.i + 1 >= len(doc) or doc[token.i + 1].ent_iob_ != "I")


def stands_alone(token: Any) -> bool:
    """A proper noun with no other proper noun or title right before or after it, not a
    nickname quoted inside a full name and not half of a hyphenated name."""
    doc = token.doc
    before = doc[token.i - 1] if token.i > 0 else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if token.pos_ != "PROPN":
        return False
    if _in_quoted_nickname(token):
        return False  # "Andargachew 'Andy' Tsege": a nickname inside the full name, or its ends
    if _hyphened(before, token) or _hyphened(token, after):
        return False  # "Ingram-Moore": one half of a double-barrelled name
    if before is not None and (before.pos_ == "PROPN" or before.lower_.rstrip(".") in TITLE_WORDS):
        return False
    return after is None or after.pos_ != "PROPN"


def _hyphened(left: Any, right: Any) -> bool:
    """Whether two neighbouring tokens are joined by a hyphen with no space (``Ingram-``,
    ``-Moore``)."""
    if left is None or right is None:
        return False
    return (left.text == "-" and not left.whitespace_) or (
        right.text == "-" and not left.whitespace_
    )


def _in_quoted_nickname(token: Any) -> bool:
    """Whether the token is a quoted nickname between the parts of a name, or a part of the
    name right next to that nickname (``Andargachew 'Andy' Tsege``)."""
    doc = token.doc

    def at(i: int) -> Any:
        return doc[i] if 0 <= i < len(doc) else None

    def nickname(i: int) -> bool:  # token i is quoted, with name parts outside both quotes
        parts = [at(i - 2), at(i - 1), at(i + 1), at(i + 2)]
        if any(p is None for p in parts):
            return False
        return parts[1].is_quote and parts[2].is_quote and parts[0].pos_ == parts[3].pos_ == "PROPN"

    return nickname(token.i) or nickname(token.i - 2) or nickname(token.i + 2)


def _lone_given_name(token: Any, given: dict[str, set[str]], blocked: set[str]) -> str | None:
    """The full name a token that is a bare given name stands for, or None (``blocked``: the
    document's surnames, place words and words used alone before any full name)."""
    names = given.get(token.text, set())
    if len(names) != 1 or token.text in blocked or token.text.lower() in CALENDAR_WORDS:
        return None
    if token.dep_ not in PERSON_ROLES or token.ent_type_ in OTHER_KINDS or _named_as(token):
        return None
    return next(iter(names)) if stands_alone(token) else None


_NAMING_VERBS = frozenset({"know", "call", "name", "nickname", "dub", "refer", "address"})


def _named_as(token: Any) -> bool:
    """Whether the word is a name mentioned, not a person meant: the object of ``as`` after a
    verb of naming (``Known as Ada or Addie, Lind ...``, ``referred to as Ada``), or a name
    coordinated with one."""
    while token.dep_ == "conj":
        token = token.head  # "as Ada or Addie"
    preposition = token.head
    if token.dep_ != "pobj" or preposition.lower_ != "as":
        return False
    verb = preposition.head
    if verb.lower_ == "to" and verb.dep_ == "prep":
        verb = verb.head  # "referred to as Ada"
    return verb.lemma_.lower() in _NAMING_VERBS


def given_name_replacements(
    sentences: Sequence[Sentence],
    taken: Sequence[Replacement],
    quotes: Sequence[tuple[int, int, int]] = (),
) -> list[Replacement]:
    """Replacements of bare given names by the one full name they stand for (see module doc);
    ``taken``: spans already replaced; ``quotes``: spans of quoted speech."""
    given: dict[str, set[str]] = {}
    surnames: set[str] = set()
    firsts: set[str] = set()
    for sentence in sentences:
        if sentence.parse is not None:
            for name in full_names(sentence.parse):
                surnames.add(surname(name))
                firsts.add(given_name(name))
    # a word tagged only as an organisation alone may still be a full name's given name
    # (``Femke`` of ``Femke Van der Veen``); one used as a place never is
    blocked = surnames | place_words(sentences, False) | (place_words(sentences) - firsts)
    out: list[Replacement] = []
    for sentence in sentences:
        span = sentence.parse
        if span is None:
            continue
        base = sentence.start - span.start_char
        for token in span:
            if token.text not in given and stands_alone(token):
                blocked.add(token.text)  # "Twitter ... Twitter Blue": no given name
            full = _lone_given_name(token, given, blocked)
            start, end = base + token.idx, base + token.idx + len(token.text)
            spans = [(r.start, r.end) for r in taken] + [(q[0], q[1]) for q in quotes]
            if full and not any(s < end and start < e for s, e in spans):
                out.append(Replacement(start, end, full))
        for name in full_names(span):
            first = given_name(name)
            if first:
                given.setdefault(first, set()).add(name)
    return out


def upgraded_pronouns(
    text: str, pronouns: Sequence[Replacement], given: Sequence[Replacement]
) -> list[Replacement]:
    """Pronoun replacements whose antecedent was a bare given name (``she`` -> ``Catherine``)
    given the full name that name stands for (``Catherine Pfeiffer``), when every mention of
    that given name the document replaced meant that one name and one was replaced before
    the pronoun."""
    fulls: dict[str, set[str]] = {}
    first: dict[str, int] = {}
    for rep in given:
        bare = text[rep.start : rep.end]
        fulls.setdefault(bare, set()).add(rep.text)
        first[bare] = min(first.get(bare, rep.start), rep.start)
    out = []
    for rep in pronouns:
        owner = rep.text.endswith(("'s", "’s"))
        bare = rep.text[:-2] if owner else rep.text
        names = fulls.get(bare, set())
        if len(names) == 1 and rep.start > first[bare]:
            full = next(iter(names))
            rep = Replacement(rep.start, rep.end, full + rep.text[len(bare) :])
        out.append(rep)
    return out
