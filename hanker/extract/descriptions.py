"""Heads and tails that are descriptions whose referent only the passage supplies (spaCy
extractor; called from :func:`hanker.extract.triple_context.triple_problem`).

A news text names an entity once and then refers to it by a description (``the Welsh
company``, ``the American actor``, ``the band``). A fact that keeps the description says
nothing on its own. Each check returns a drop reason (counted in the KG manifest) or ``None``:

* ``description for a named entity``: a definite description whose noun is a kind of person
  (an occupation, not a role an institution has one of) or of organisation, with no name in
  the phrase (``the Argentine singer``, ``The Leeds firm``); or a common-noun head set in
  apposition to a name (``Ana Ruiz, a Cuban spy, was jailed``: the description, not the
  name, became the head). Unique roles and institutions (``the Russian leader``, ``the
  Scottish government``) name one entity and stay;
* ``indefinite description as head``: ``a Swiss ski resort``, ``a Leeds firm``: an indefinite
  organisation or place kind stands for one the passage names (persons are covered by
  ``indefinite head`` of :mod:`.head_fragments`); other indefinite things stay (``An Italian
  satellite crashed into the Pacific`` reports an event);
* ``other plus a plural``: ``some other novels by X``, ``two other players``: ``other`` after
  a quantifier excludes a set named before (the bare ``other X`` is in :mod:`.unnamed_heads`);
* ``tail stands for something named earlier``: a definite tail whose noun refers back to a
  group, a player, a recording or a matter the passage named (``left the band``, ``signed
  the striker``, ``address the problem``, ``have the clip``), also as an object folded into
  the relation (``quit the band in``).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.unnamed_heads import OTHER_PLURAL
from hanker.text.nlp import phrase_root, text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

DESCRIBED_ENTITY = "description for a named entity"
INDEFINITE_DESCRIPTION = "indefinite description as head"
ANAPHORIC_TAIL = "tail stands for something named earlier"

# roles an institution or place has one holder of: "the Russian leader" names one person
_UNIQUE_ROLES = frozenset(
    {"leader", "president", "king", "queen", "minister", "chancellor", "monarch", "premier"}
    | {"mayor", "pope", "emperor", "empress", "chairman", "chairwoman", "chair", "chief"}
    | {"boss", "head", "manager", "coach", "captain", "ambassador", "governor", "secretary"}
    | {"speaker", "commissioner", "director", "founder", "owner", "editor", "spokesman"}
    | {"spokeswoman", "spokesperson", "government", "parliament", "police", "army"}
)
# kinds of organisation or place that many share: "the Leeds firm" could be any of them
_KIND_NOUNS = frozenset(
    {"company", "firm", "business", "charity", "retailer", "chain", "brand", "club", "band"}
    | {"landmark", "resort", "outfit", "airline", "startup", "manufacturer", "supermarket"}
)
# person nouns the shared list lacks
_MORE_PERSONS = frozenset({"dictator", "tycoon", "warlord", "billionaire", "rapper"})
# nouns that, bare and definite, point back to something named before
_ANAPHORIC = frozenset(
    {"band", "side", "squad", "striker", "clip", "footage", "allocation", "display", "culture"}
)  # shell nouns ("the problem", "the issue") are the "vague tail" of prose_checks
_QUANTIFIERS = frozenset(
    {"some", "many", "several", "few", "various", "numerous", "two", "three", "four", "five"}
    | {"six", "seven", "eight", "nine", "ten", "the", "all", "most"}
)
_POSSESSIVE = ("'s", "’s", "s'", "s’")
_LINKS = frozenset({"of", "in", "at", "for", "from", "with", "by", "on", "and", "to"})


def description_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when the fact's head or tail is a description whose referent only the
    passage names (see the module), else ``None``."""
    words = head.split()
    if not words:
        return None
    if definite_description(words):
        return DESCRIBED_ENTITY
    if _other_after_quantifier(words):
        return OTHER_PLURAL
    if anaphoric_tail(tail.split()) or _folded_anaphor(relation):
        return ANAPHORIC_TAIL
    if doc is None:
        return None
    tokens = text_tokens(head, doc)
    if tokens and _appositive_of_name(head, tokens):
        return DESCRIBED_ENTITY
    if tokens and words[0].lower() in {"a", "an"} and _indefinite_kind(tokens):
        return INDEFINITE_DESCRIPTION
    return None


def definite_description(words: list[str]) -> bool:
    """``the`` + modifiers + a lower-case person noun (not a unique role) or organisation kind,
    with no name after the noun and no possessive or preposition inside."""
    if not 2 <= len(words) <= 6 or words[0].lower() != "the":
        return False
    noun = words[-1]
    if not (noun.isalpha() and noun.islower()) or noun in _UNIQUE_ROLES:
        return False
    if any(w.lower() in _LINKS or w.endswith(("'s", "’s")) for w in words):
        return False
    single = noun[:-1] if noun.endswith("s") else noun
    persons = PERSON_NOUNS | _MORE_PERSONS
    return noun in persons or single in persons or noun in _KIND_NOUNS


def _other_after_quantifier(words: list[str]) -> bool:
    """``some other <plural>`` / ``two other <plural>``: a quantifier, then ``other``."""
    lower = [w.lower() for w in words]
    return len(lower) > 2 and lower[0] in _QUANTIFIERS - {"the"} and lower[1] == "other"


def anaphoric_tail(words: list[str]) -> bool:
    """``the band``, ``the biggest allocation``: ``the``, at most two lower-case words, and a
    noun that points back to something named before."""
    if not 2 <= len(words) <= 4 or words[0] != "the":
        return False
    rest = words[1:]
    return rest[-1] in _ANAPHORIC and all(w.isalpha() and w.islower() for w in rest)


def _folded_anaphor(relation: str) -> bool:
    """Whether the relation folds such an object before its last word (``quit the band in``)."""
    words = relation.split()
    return len(words) >= 4 and anaphoric_tail(words[1:-1])


def _appositive_of_name(head: str, tokens: list[Any]) -> bool:
    """Whether the head is a common-noun phrase set in apposition to a name outside it (``Ana
    Ruiz, a Cuban spy,``); a possessive head (``Ana's son, Tom,``) names its owner."""
    root = phrase_root(tokens)
    if root is None or root.pos_ == "PROPN" or any(w.endswith(_POSSESSIVE) for w in head.split()):
        return False  # "Ana's son, Tom,", "Ms Reyes' widower, Tom,": the owner is named
    if all(w[:1].isupper() for w in head.split()):
        return False  # a name the tagger read as common nouns ("Fchdnv SpA, 442 Elm Court")
    inside = {t.i for t in tokens}
    names = [root.head] if root.dep_ == "appos" else []
    names += [c for c in root.children if c.dep_ == "appos" and c.i not in inside]
    return any(n.i not in inside and n.pos_ == "PROPN" and n.ent_type_ for n in names)


def _indefinite_kind(tokens: list[Any]) -> bool:
    """``a``/``an`` + modifiers + an organisation or place kind noun (``a Swiss ski resort``,
    ``a Leeds firm``); other indefinite things (``An Italian satellite crashed``) stay."""
    root = phrase_root(tokens)
    return root is not None and root.pos_ == "NOUN" and root.lower_ in _KIND_NOUNS
