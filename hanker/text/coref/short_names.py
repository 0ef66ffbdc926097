"""Capitalised short names that the document's one full name settles: ``the Board`` after
``the Board of Regents``, ``the Alliance`` after ``the Northern Alliance`` (rules coreference,
called from :func:`hanker.text.coref.definite_names.later_mentions`).

Prose names a body, a league, a treaty or a court in full once and then by the capitalised
head noun of that name alone: ``The Coastal League was founded in 1921. ... The League
collapsed in 1939.`` A fact whose head is ``The League`` says nothing on its own (which
league?), so the mention is replaced by the full name, but only when that is certain:

* the mention is ``the`` + one capitalised singular word (whatever its entity tag: the
  tagger reads many such words as a person; a plural may be a people's name, ``the Medes``)
  and nothing else in its phrase (no compound, no of-phrase, no adjective: ``the League of
  Nations`` is itself a full name, and ``the League Cup`` another thing), outside quoted
  speech and not on a heading line;
* a full name whose head word is that word stands before it in the document: a name
  of two or more words (``the Coastal League``, ``the League of Coastal Towns``, ``a
  Committee on Harbour Works`` (round 35: ``on``, ``for`` inside one entity), tagged as a
  body, place, event or law, or a run of proper nouns with no tag) whose syntactic head is the
  word; a person's name (``King Alfred`` for ``the King``) or a title of a work is none;
* every such full name before the mention is the same one (``the Soviet Union`` and ``the
  European Union`` leave ``the Union`` as written), the latest in the mention's sentence or
  the two before it, and the short name was not used before any full name (``the Union`` all
  through a history that names ``Cooper Union`` once is a name of its own).

The lower-case kind (``the airport`` after ``Lakeside Airport``) is :mod:`.definite_names`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.text.coref.base import Replacement
from hanker.text.coref.competitors import title_line
from hanker.text.segment import Sentence

_WINDOW = 2  # sentences before the mention's own that may hold the full name
_NAME_KINDS = frozenset({"ORG", "FAC", "GPE", "LOC", "EVENT", "LAW", "NORP", ""})
_JOINS = frozenset({"of", "on", "for"})  # "the League of ...", "a Committee on ...", "for"


def short_name_replacements(
    sentences: Sequence[Sentence], blocked: Sequence[tuple[int, int]] = ()
) -> list[Replacement]:
    """Replacements of ``the`` + a capitalised head word by the one full name before it that
    has that head word (see the module)."""
    names: dict[str, dict[str, str]] = {}  # head word -> full names seen (bare -> as written)
    last: dict[str, int] = {}  # head word -> the sentence of its latest full name
    alone: set[str] = set()  # words used as a short name before any full name: names themselves
    out: list[Replacement] = []
    for number, sentence in enumerate(sentences):
        parse = sentence.parse
        if parse is None or title_line(parse):
            continue
        base = sentence.start - parse.start_char
        for token in parse:
            full = _full_name(token)
            if full is not None:
                names.setdefault(token.text, {})[full.removeprefix("the ")] = full
                last[token.text] = number
                continue
            if not _short_mention(token):
                continue
            seen = names.get(token.text, {})
            if not seen:
                alone.add(token.text)  # "the Union" before "Cooper Union": a name of its own
            if len(seen) != 1 or token.text in alone or number - last[token.text] > _WINDOW:
                continue
            det = token.doc[token.i - 1]
            start, end = base + det.idx, base + token.idx + len(token.text)
            if any(s < end and start < e for s, e in blocked):
                continue
            full = next(iter(seen.values()))  # "the Coastal League"; "Westminster Abbey"
            if det.text == "The" and full.startswith("the "):
                full = "The " + full[4:]
            out.append(Replacement(start, end, full))
    return out


def _short_mention(token: Any) -> bool:
    """``the`` + one capitalised singular word alone in its phrase (``'s`` aside), not part
    of a longer name before or after it."""
    if not token.is_alpha or not token.text.istitle() or _people_word(token):
        return False
    if token.i == 0 or token.ent_type_ == "WORK_OF_ART":
        return False
    doc = token.doc
    det = doc[token.i - 1]
    if det.lower_ != "the" or det.head.i != token.i or det.dep_ != "det":
        return False
    if det.text == "The" and not det.is_sent_start:
        return False  # "by The Script": a name with its own capital "The"
    if any(c.dep_ not in {"det", "case"} for c in token.children) or token.dep_ == "compound":
        return False  # "the League Cup", "the League of Nations", "the League's own rules"
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return after is None or not (after.text[:1].isupper() and after.is_alpha)


def _full_name(token: Any) -> str | None:
    """The full name (with ``the`` when the text puts one before it, which a replacement then
    keeps and a name without one drops: ``the Abbey`` -> ``Westminster Abbey``) whose
    syntactic head is ``token``: proper-noun
    compounds or capitalised adjectives before it (``the Coastal League``, ``the Nordic
    Council``) or an ``of`` + proper noun after it (:func:`_joined_end`), the head
    tagged a body, place, event or law, or untagged; else None."""
    if not token.is_alpha or not token.text.istitle() or token.dep_ == "compound":
        return None
    if token.ent_type_ not in _NAME_KINDS or _people_word(token):
        return None
    doc = token.doc
    start = token.i
    while start > 0 and start <= doc[start - 1].head.i <= token.i:  # "New York Times"
        before = doc[start - 1]
        if before.dep_ not in {"compound", "amod"} or not before.text[:1].isupper():
            break  # "the Nordic Council" (an adjective), not "the new Council"
        if before.is_stop:
            break  # "The Script" (a band's "The"), "None": no word of a longer name
        start -= 1
    end = _joined_end(token)
    if start == token.i and end == token.i + 1:
        return None
    words = doc[start:end]
    if end < len(doc) and doc[end].text[:1].isupper() and doc[end].is_alpha:
        return None  # "the Academy of Motion [Picture Arts]": the parse cut the name
    if any(t.ent_type_ in {"PERSON", "WORK_OF_ART"} for t in words):
        return None  # "King Alfred", "the Book of Kells" as a title
    if any(t.is_punct for t in words) or not all(_capital_word(t) for t in words):
        return None
    article = start > 0 and doc[start - 1].lower_ == "the"
    if start > 0 and doc[start - 1].lower_ in {"a", "an"} and end > token.i + 1:
        article = True  # "set up a Committee on Harbour Works": later "the Committee on ..."
    return ("the " if article else "") + words.text


def _capital_word(token: Any) -> bool:
    """A word of a name: capitalised, a number, or a small joining word (``of``, ``the``)."""
    return token.text[:1].isupper() or token.like_num or token.lower_ in {"the", "and", *_JOINS}


def _joined_end(token: Any) -> int:
    """The end of a name whose head word ``token`` an ``of`` + proper noun follows (``the
    League of Coastal Towns``), or ``on``/``for`` + proper noun inside one tagged name (``a
    Committee on Harbour Works``; not ``the Council on Monday``); else just after ``token``."""
    end = token.i + 1
    of = next((c for c in token.children if c.dep_ == "prep" and c.lower_ in _JOINS), None)
    if of is not None and of.i == token.i + 1:
        objects = [c for c in of.children if c.dep_ == "pobj" and c.pos_ == "PROPN"]
        if objects:
            end = max(t.i for t in objects[0].subtree) + 1
            if of.lower_ != "of":
                end = _entity_end(token, of)
    return int(end)


def _entity_end(token: Any, join: Any) -> int:
    """The end of the entity tagged a body, place, event or law that holds ``token`` and the
    word after ``join`` (``a Committee on Harbour Works``), else just after ``token``."""
    ent = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
    if ent is None or ent.label_ not in _NAME_KINDS or ent.end <= join.i + 1:
        return int(token.i + 1)
    return int(ent.end)


def _people_word(token: Any) -> bool:
    """Whether the word is no head of a name here: not a singular noun (a plural may be a
    people's name: ``Iranian Medes`` is no full name of ``the Medes``)."""
    return token.tag_ not in {"NNP", "NN"}  # a plural (``the Medes``) may be a people's name
