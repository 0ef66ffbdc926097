"""Appositives that do not rename the name before them (spaCy extractor).

* ``appositive of a place names a person``: ``a clear aim for Norway, a trained nurse in every
  village``: a person noun set off after a place's name inside the phrase of an indefinite
  noun renames that noun (the aim), never the place: no (Norway, be, a trained nurse in every village). Nouns a place
  can be (``a partner``, ``a leader``, ``a rival``) stay;
* ``appositive is a name in a list``: ``through the Nordic Fund, the Baltic Credit bank, and
  the Danube Trust``: a capitalised name the parser read as the appositive of the first item
  of a list whose last item follows after ``and``/``or`` is another item, not the same thing.
"""

from __future__ import annotations

from typing import Any

from hanker.text.person_nouns import PERSON_NOUNS

PLACE_PERSON = "appositive of a place names a person"
LISTED_NAME = "appositive is a name in a list"

_PLACE_LABELS = frozenset({"GPE", "LOC"})
# person nouns that a country or region can be called too ("a key partner", "a regional leader")
_PLACE_ROLES = frozenset(
    {"leader", "partner", "owner", "founder", "rival", "neighbour", "neighbor", "successor"}
    | {"predecessor", "ally", "parent", "relative", "general", "opponent", "player", "customer"}
    | {"friend", "colleague", "victim", "candidate", "champion", "member", "host", "supplier"}
)


def appositive_kind_problem(ent_root: Any, role: Any) -> str | None:
    """Why the appositive ``role`` is no second name of the name ending in ``ent_root``
    (see the module), or None."""
    if _place_given_person(ent_root, role):
        return PLACE_PERSON
    if _listed_name(ent_root, role):
        return LISTED_NAME
    return None


def _place_given_person(ent_root: Any, role: Any) -> bool:
    """A place's name inside a phrase of an indefinite noun (``a clear aim for Norway``) with an
    appositive person noun (``a trained nurse``): the appositive renames the outer noun. (The
    tagger takes some people's names for places: ``an insult to Chryses, a priest`` has no
    indefinite noun before the name and keeps its role.)"""
    lemma = role.lemma_.lower()
    if ent_root.ent_type_ not in _PLACE_LABELS or lemma not in PERSON_NOUNS - _PLACE_ROLES:
        return False
    prep = ent_root.head
    outer = prep.head
    if ent_root.dep_ != "pobj" or prep.dep_ != "prep" or outer.pos_ != "NOUN":
        return False
    return any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in outer.children)


def _listed_name(ent_root: Any, role: Any) -> bool:
    """The appositive carries a capitalised name of its own (``the Baltic Credit bank``) and
    the name it hangs on has a conjunct after it, joined by ``and``/``or``: a list of names."""
    named = any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in role.children)
    later = [c for c in ent_root.children if c.dep_ == "conj" and c.i > role.i]
    joined = any(c.dep_ == "cc" for c in ent_root.children) or any(
        t.dep_ == "cc" for c in later for t in c.children
    )
    return named and bool(later) and joined
