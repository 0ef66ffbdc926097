"""Bare definite descriptions that a name just before settles: ``the airport`` after
``Heathrow Airport`` (rules coreference, called from :mod:`hanker.text.coref.rules` with the
bare surnames of :mod:`.surnames`).

Prose names a place, body or event once and then calls it by its kind: ``The flight landed at
Lakeside Airport at noon. Passengers left the airport ...``; ``Engineers inspected the Orwin
dam. The dam had cracked.`` A fact that keeps ``the airport`` says nothing on its own, so the
mention is replaced by the name, but only when that is certain:

* the mention is ``the`` + a singular lower-case common noun with nothing else in its phrase
  (no adjective, compound, of-phrase, clause or name: ``the old airport``, ``the airport
  bus``, ``the airport in Lyon`` stay), outside quoted speech, not a person or time noun;
* a name whose last word is that noun (``Lakeside Airport``, ``the Orwin dam``; no ``of``
  inside it: ``Person of the Year`` is no year) stands in the same sentence before it or in
  one of the two sentences before;
* every name of the document so far that ends in that noun is the same one, and the noun has
  come only in such names, as the same bare ``the`` + noun or as a modifier (``the airport
  fence``): ``a second airport``, ``another dam`` or ``the old airport`` anywhere before is
  a rival of the same kind, and the mention stays. The word itself must match, not its lemma
  (``the United States`` is no name of ``the state``);
* no other name of a body, work, building or event came between the name and the mention
  (``The Arts Show ends, as does Night Organ .. the show``: the tagger cannot tell which is a
  show);
* the name is no title of a work (``Coronation Street`` is no street), no speaker (``Downing
  Street said``: a body by its address), no place epithet
  (``the Ohio city``), and no phrase with ``a``, a possessor, a number, a lower-case adjective
  or a name after it (``a Denton hospital``, ``his best Grand Slam event``, ``the Cretan seer
  Epimenides``), nor cut from a longer name (``the For Dads By Dads group``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hanker.text.coref.base import Replacement
from hanker.text.coref.competitors import title_line
from hanker.text.coref.short_names import short_name_replacements
from hanker.text.coref.surnames import surname_replacements
from hanker.text.person_nouns import PERSON_NOUNS
from hanker.text.segment import Sentence

_WINDOW = 2  # sentences before the mention's own that may hold the name
_NAME_KINDS = frozenset({"ORG", "FAC", "GPE", "LOC", "EVENT", "NORP", "PRODUCT", "LAW", ""})
# nouns of time: "later in the day" is no "Independence Day"
_TIME_NOUNS = frozenset(
    {"day", "week", "month", "year", "night", "morning", "evening", "time", "season", "decade"}
    | {"century", "era", "age", "hour", "minute", "weekend", "moment", "period", "term"}
)
# kinds of place a lower-case noun after a name describes: "the Ohio city" is no name
_PLACE_KINDS = frozenset(
    {"city", "town", "village", "state", "country", "county", "region", "province", "capital"}
)
# verbs of saying: a place name as their subject stands for a body ("Downing Street said")
_SAYING = frozenset(
    {"say", "describe", "announce", "deny", "confirm", "claim", "insist", "warn", "state"}
    | {"add", "tell", "comment", "respond", "reply", "explain", "admit", "argue", "call"}
)
_THINGS = frozenset({"ORG", "FAC", "EVENT", "PRODUCT", "WORK_OF_ART", "LAW"})
_SPELLINGS = {"center": "centre", "theater": "theatre", "program": "programme"}


@dataclass
class _Kind:
    """What the document said so far of one noun: the names ending in it, where the last one
    stood and its entity kind, whether a rival mention of the noun came anywhere before, and
    whether another name of the same entity kind came since the last name."""

    names: set[str]
    sentence: int
    label: str = ""
    rival: bool = False
    crossed: bool = False


def later_mentions(
    sentences: Sequence[Sentence],
    taken: Sequence[Replacement],
    quotes: Sequence[tuple[int, int, int]] = (),
) -> list[Replacement]:
    """Replacements of bare surnames (:mod:`.surnames`), then of bare definite descriptions
    by the one name they stand for (see the module), then of capitalised short names
    (:mod:`.short_names`); ``taken``: spans already replaced."""
    surnames = surname_replacements(sentences, taken, quotes)
    blocked = [(r.start, r.end) for r in [*taken, *surnames]] + [(q[0], q[1]) for q in quotes]
    definites = definite_name_replacements(sentences, blocked)
    blocked += [(r.start, r.end) for r in definites]
    return surnames + definites + short_name_replacements(sentences, blocked)


def definite_name_replacements(
    sentences: Sequence[Sentence], blocked: Sequence[tuple[int, int]] = ()
) -> list[Replacement]:
    """Replacements of ``the`` + noun by the one name ending in that noun just before."""
    kinds: dict[str, _Kind] = {}
    out: list[Replacement] = []
    for number, sentence in enumerate(sentences):
        parse = sentence.parse
        if parse is None or title_line(parse):  # "The Fossil Whale.": a chapter's title
            continue
        base = sentence.start - parse.start_char
        for token in parse:
            _cross(token, kinds)
            kind = kinds.setdefault(_word(token), _Kind(set(), number))
            named = _name_ending(token)
            if named is not None:
                kind.names.add(named[1].lower().removeprefix("the "))
                kind.sentence, kind.label, kind.crossed = number, token.ent_type_, False
                continue
            if token.pos_ != "NOUN" or token.dep_ == "compound":
                continue  # "the airport fence": about a fence
            if not _bare_definite(token):
                kind.rival = True  # "a second airport", "the old dam": another of the kind
                continue
            if kind.rival or kind.crossed or len(kind.names) != 1:
                continue
            replacement = _replacement(token, base, sentences[kind.sentence])
            if (
                number - kind.sentence <= _WINDOW
                and replacement
                and not _overlaps(replacement, blocked)
            ):
                out.append(replacement)
    return out


def _cross(token: Any, kinds: dict[str, _Kind]) -> None:
    """Mark the kinds whose last name is a thing's (a body, work, building or event) when the
    name of another thing starts at ``token`` and does not end in their noun: ``The Arts Show
    ended, as did Night Organ .. the show`` may mean either, whatever the tagger calls each
    (places aside: ``Gaza City ... Israel ... the city`` is still the city)."""
    if token.ent_iob_ != "B" or token.ent_type_ not in _THINGS:
        return
    ent = next((e for e in token.doc.ents if e.start == token.i), None)
    if ent is None:
        return
    for word, kind in kinds.items():
        if kind.label in _THINGS and _word(ent[-1]) != word:
            kind.crossed = True


def _overlaps(replacement: Replacement, blocked: Sequence[tuple[int, int]]) -> bool:
    return any(s < replacement.end and replacement.start < e for s, e in blocked)


def _word(token: Any) -> str:
    """The lower-case word, one spelling for each (``center`` -> ``centre``): the word itself,
    not its lemma, so that ``the United States`` is no name of a ``state``."""
    return _SPELLINGS.get(token.lower_, token.lower_)


def _name_ending(token: Any) -> tuple[int, str] | None:
    """(start index, text) of a name of two or more words that ends with ``token``: an entity
    of a place, body or event (``Lakeside Airport``) or a common noun after proper-noun
    compounds (``the Orwin dam``), with ``the`` when the text puts one before it; not one that
    modifies another noun or takes ``a``, a title of a work, or a place epithet."""
    doc = token.doc
    if token.pos_ not in {"NOUN", "PROPN"} or not _may_end_name(token):
        return None
    start = token.i
    if token.ent_iob_ == "I" and token.ent_type_ in _NAME_KINDS:
        ent = next((e for e in doc.ents if e.start <= token.i < e.end), None)
        if ent is None or ent.end != token.i + 1:
            return None
        start = ent.start
    else:
        while start > 0 and doc[start - 1].dep_ == "compound" and doc[start - 1].pos_ == "PROPN":
            start -= 1
    if doc[start].lower_ == "the":
        start += 1
    before = doc[start - 1] if start > 0 else None
    if before is not None and before.text[:1].isupper() and not before.is_sent_start:
        return None  # "the For Dads By Dads group": more name before than the parse joined
    words = doc[start : token.i + 1]
    if len(words) < 2 or any(t.pos_ in {"ADP", "DET", "PUNCT", "CCONJ"} for t in words):
        return None
    if any(t.ent_type_ == "PERSON" for t in words) or not words[0].text[:1].isupper():
        return None
    article = start > 0 and doc[start - 1].lower_ == "the"
    return start, ("the " if article else "") + words.text


def _may_end_name(token: Any) -> bool:
    """Whether a noun may end a name of a thing of its kind (see :func:`_name_ending`)."""
    if _word(token) in PERSON_NOUNS or token.ent_type_ in {"WORK_OF_ART", "PERSON"}:
        return False  # "Coronation Street": a title, no street
    if token.text.islower() and _word(token) in _PLACE_KINDS:
        return False  # "the Ohio city": an epithet, not a name
    if token.dep_ == "nsubj" and token.head.lemma_ in _SAYING:
        return False  # "Downing Street said": a body by its address, no street
    if token.dep_ == "compound" or any(_unnamed_by(c) for c in token.children):
        return False  # "Shadow Environment Minister", "a Dallas hospital": no name of a thing
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return not (token.text.islower() and after is not None and after.pos_ == "PROPN")


def _unnamed_by(child: Any) -> bool:
    """Whether a child of a noun makes its phrase no name: ``a``, a possessor, a number, an
    apposition or a lower-case adjective (``his best Grand Slam event``)."""
    if child.dep_ == "det":
        return child.lower_ != "the"
    return child.dep_ in {"poss", "nummod", "appos"} or (
        child.dep_ == "amod" and child.text.islower()
    )


def _bare_definite(token: Any) -> bool:
    """``the`` + a singular lower-case noun and nothing else in its phrase (``'s`` aside)."""
    if token.tag_ != "NN" or not token.text.islower() or token.ent_type_:
        return False
    if _word(token) in _TIME_NOUNS:
        return False
    children = list(token.children)
    dets = [c for c in children if c.dep_ == "det"]
    others = [c for c in children if c.dep_ not in {"det", "case"}]
    return len(dets) == 1 and dets[0].lower_ == "the" and dets[0].i == token.i - 1 and not others


def _replacement(token: Any, base: int, named_in: Sentence) -> Replacement | None:
    """The replacement of ``the`` + ``token`` by the name the sentence ``named_in`` holds."""
    parse = named_in.parse
    before = [t for t in parse if t.doc is not token.doc or t.i < token.i]
    names = [n for t in before if _word(t) == _word(token) and (n := _name_ending(t))]
    if not names:
        return None
    name = names[-1][1]
    det = token.doc[token.i - 1]
    if det.text == "The" and name.startswith("the "):
        name = "The " + name[4:]
    start = base + det.idx
    return Replacement(start, base + token.idx + len(token.text), name)
