"""A ``City, State,`` pair that modifies the noun after it (``spacy-patterns.v46``).

In ``a nurse in the Dayton, Ohio, public library system`` the place pair is a modifier of
``system``: the noun phrase is ``the Dayton, Ohio, public library system``. The parser may
instead make ``Ohio`` the phrase's head and hang ``public library system`` on it as an
apposition, which gives a cut tail (``a nurse in the Dayton, Ohio``) and a false role
(``Ohio`` is a ``public library system``). The pair is read back as one phrase:

* the second place name follows a comma after the first (``Dayton , Ohio``), the first
  comes right after a determiner or possessive (``the``, ``a``, ``its``);
* the "apposition" is a common noun with no determiner of its own, right after the comma
  closing the pair.
"""

from __future__ import annotations

from typing import Any

_PLACES = {"GPE", "LOC"}
_OPENERS = {"the", "a", "an"}


def pair_noun(place: Any) -> Any | None:
    """The noun that the ``City, State,`` pair holding the place token ``place`` modifies,
    when the parser hung it on the pair as an apposition (``the Dayton, Ohio, library
    system``: ``system``); None when ``place`` is in no such pair."""
    if place.ent_type_ not in _PLACES:
        return None
    doc = place.doc
    first_end, second_start = _pair_around(place)
    if first_end is None or second_start is None:
        return None
    first_start = _entity_start(doc[first_end])
    opener = doc[first_start - 1] if first_start > 0 else None
    if opener is None or not (opener.lower_ in _OPENERS or opener.tag_ in {"PRP$", "POS"}):
        return None
    second_end = _entity_end(doc[second_start])
    if second_end + 2 >= len(doc) or doc[second_end + 1].text != ",":
        return None
    after = doc[second_end + 2]
    noun = after
    while noun.dep_ in {"amod", "compound", "nmod"} and noun.head.i > noun.i:
        noun = noun.head  # "public school system": up to the phrase's noun
    if noun.dep_ != "appos" or noun.pos_ != "NOUN" or noun.left_edge.i != after.i:
        return None  # "Ohio, public library system": the noun's phrase begins after the comma
    if noun.head.ent_type_ not in _PLACES or not first_start <= noun.head.i <= second_end:
        return None
    if any(c.dep_ in {"det", "poss"} for c in noun.children):
        return None  # "Dayton, Ohio, a city of 140,000": an apposition of its own
    return noun


def is_pair_noun(place: Any, noun: Any) -> bool:
    """Whether ``noun`` is the noun the ``City, State,`` pair holding ``place`` modifies
    (compared by index: spaCy makes a new token object per access)."""
    found = pair_noun(place)
    return found is not None and bool(found.i == noun.i)


def _pair_around(place: Any) -> tuple[int | None, int | None]:
    """(last token of the first name, first token of the second) of ``P1 , P2`` around
    ``place`` (either name), or Nones."""
    doc = place.doc
    start, end = _entity_start(place), _entity_end(place)
    after = doc[end + 2] if end + 2 < len(doc) else None
    if after is not None and doc[end + 1].text == "," and _starts_place(after):
        return end, end + 2  # place is the first name
    if start >= 2 and doc[start - 1].text == "," and doc[start - 2].ent_type_ in _PLACES:
        return start - 2, start  # place is the second name
    return None, None


def _starts_place(token: Any) -> bool:
    """Whether ``token`` begins a place name."""
    return bool(token.ent_type_ in _PLACES and token.ent_iob_ == "B")


def _entity_start(token: Any) -> int:
    """Index of the first token of the named entity ``token`` belongs to (itself if none)."""
    i = token.i
    doc = token.doc
    while i > 0 and doc[i].ent_iob_ == "I" and doc[i - 1].ent_type_ == token.ent_type_:
        i -= 1
    return int(i)


def _entity_end(token: Any) -> int:
    """Index of the last token of the named entity ``token`` belongs to (itself if none)."""
    i = token.i
    doc = token.doc
    while i + 1 < len(doc) and doc[i + 1].ent_iob_ == "I":
        i += 1
    return int(i)
