"""Facts whose noun needs another party the triple leaves out (spaCy extractor,
``spacy-patterns.v31``; called from :func:`hanker.extract.triple_context.triple_problem`).

Some nouns say nothing until the sentence says to whom or to what they relate. A fact that
keeps the noun and loses its other party is true of the passage and empty outside it:

* ``relation of no one named``: a kinship or social noun said of the head with no possessor
  and no phrase after it (``(Ms McKevitt, be, a distant cousin)`` of "a distant cousin,
  related through the president's great-grandfather"; ``(Davey, title, business partner)``
  of "her now husband and business partner Davey"). A role in an organisation (``Newcastle
  boss``), a parent described by a job (``born to a psychiatrist father``) and one with a
  phrase of its own (``a partner at law firm Leigh Day``) are kept;
* ``link without its other side``: a noun of a tie between two sides (``involvement``,
  ``ties``, ``relations``, and an ``invasion`` of somewhere) with no phrase naming the other
  side (``(The Iranian regime, deny, any involvement)``, ``(Saudi Arabia, cut ties in,
  2016)``), unless the head itself
  names both sides (``Iran and Saudi Arabia``) or the noun's modifier does (``UK-EU
  relations``);
* ``score without its match``: a bare score as the tail (``(Celtic, win, 1-0)``): against
  whom the passage says;
* ``role of someone unnamed`` (``spacy-patterns.v39``): a ``be`` or ``title`` tail whose
  noun is owned by a pronoun left as written (``(Peleg, be, many years her chief-mate)``,
  ``(Ann Cole, be, its finance director)``): no one holds a role of themselves, so the
  pronoun is someone else, whom the fact does not name;
* ``direction without its landmark`` (``spacy-patterns.v36``): a tail ending in a bare
  compass direction (``an area to the west``): west of what, the passage says.

Each check returns the drop reason counted in the KG manifest, or None.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import text_tokens

NO_ONE_NAMED = "relation of no one named"
LINK_WITHOUT_SIDE = "link without its other side"
BARE_SCORE = "score without its match"
NO_LANDMARK = "direction without its landmark"
UNNAMED_OWNER = "role of someone unnamed"
_OWNERS = frozenset({"his", "her", "its", "their"})

_KIN = frozenset(
    {*("cousin", "partner", "husband", "wife", "son", "daughter", "brother", "sister")}
    | {*("father", "mother", "friend", "colleague", "uncle", "aunt", "nephew", "niece")}
    | {*("grandson", "granddaughter", "grandfather", "grandmother", "stepson", "stepdaughter")}
    | {*("fiancé", "fiancée", "girlfriend", "boyfriend", "spouse", "sibling", "relative")}
    | {*("widow", "widower", "classmate", "teammate")}
)
# the prepositions that name a link's other side ("involvement in", "ties with")
_LINKS = {
    "involvement": frozenset({"in", "with"}),
    "ties": frozenset({"with", "between", "to"}),
    "relations": frozenset({"with", "between"}),
    # an invasion of what (spacy-patterns.v36): "(Moscow, launch, its full-scale invasion)"
    "invasion": frozenset({"of"}),
    "occupation": frozenset({"of"}),
    "annexation": frozenset({"of"}),
}
_DEEDS = frozenset({"invasion", "occupation", "annexation"})  # a possessor is the doer
_SCORE = re.compile(r"^\d{1,3}\s*[-–]\s*\d{1,3}$")
_DIRECTION = re.compile(
    r"\b(?:to|in) the (?:north|south)?-?(?:north|south|east|west)(?:ern)?$", re.I
)


def relational_noun_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a fact's noun lacks the other party it relates to (see the module), or None."""
    if _SCORE.match(tail.strip()):
        return BARE_SCORE
    if _DIRECTION.search(tail.strip()):
        return NO_LANDMARK  # "an area to the west": of what, the passage says
    if doc is None:
        return None
    tokens = text_tokens(tail, doc)
    if relation in {"be", "title"} and _unowned_kin(tokens):
        return NO_ONE_NAMED
    if relation in {"be", "title"} and _pronoun_owned_root(tokens):
        return UNNAMED_OWNER
    if " and " in head:
        return None  # "Iran and Saudi Arabia restored relations": both sides named
    words = set(relation.split()) | {t.lower_ for t in tokens}
    for token in doc:
        sides = _LINKS.get(token.lower_)
        if sides is None or token.lower_ not in words:
            continue
        owners = (
            {"prep", "relcl", "acl"} if token.lower_ in _DEEDS else {"prep", "poss", "relcl", "acl"}
        )
        own = any(c.dep_ in owners for c in token.children)  # "its invasion": its invader only
        named = any(c.dep_ in {"compound", "amod"} and c.text[:1].isupper() for c in token.children)
        verbs = any(c.dep_ == "prep" and c.lower_ in sides for c in token.head.children)
        if not (own or named or verbs):
            return LINK_WITHOUT_SIDE
    return None


def _unowned_kin(tokens: list[Any]) -> bool:
    """A kinship or social noun heading the tail, with no possessor or phrase in the tail and
    no job or phrase of its own after it in the sentence."""
    roots = [t for t in tokens if t.head not in tokens or t.head.i == t.i]
    if len(roots) != 1 or roots[0].lemma_.lower() not in _KIN:
        return False
    noun = roots[0]
    if any(t.dep_ in {"poss", "prep"} for t in tokens):
        return False
    return not any(c.dep_ in {"prep", "relcl"} and c.i > noun.i for c in noun.children)


def _pronoun_owned_root(tokens: list[Any]) -> bool:
    """A noun of the tail outside any prepositional phrase or clause has a possessive pronoun
    of its own (``her chief-mate``, ``many years her deputy``; not ``a woman in her sixties``,
    ``a teacher who loved her job``)."""
    inside = {t.i for t in tokens}
    for token in tokens:
        if not any(c.dep_ == "poss" and c.lower_ in _OWNERS for c in token.children):
            continue
        above = [a for a in token.ancestors if a.i in inside]
        if not any(a.pos_ in {"ADP", "VERB", "AUX"} for a in above) and token.dep_ != "pobj":
            return True
    return False
