"""Titles and copula tails of the wrong kind (``spacy-patterns.v27``; called after
:func:`hanker.extract.slot_words.slot_problem` from
:func:`hanker.extract.triple_context.triple_problem`).

Each returns the drop reason counted in the KG manifest, or None:

* ``title of no person``: a title holding a finite verb (``viewer recalled guest
  presenter``) or cut from a work's name (``Road director`` of ``The Road director``), a
  title whose holder is a thing or place (``(Tom Moore Foundation,
  title, Captain)``: the name after the title runs on into an organisation's), a title that is
  a kind of person (``Tasmanian man Kane Symons``: where he is from, no role; ``royal fan X``),
  or one holding a
  sentence adverb (``specifically Prince``; ``then``, ``now`` and ``once`` date a role and stay);
* ``copula tail is a verb``: ``(Mick Lynch, be, added staff)`` of "He added staff deserve ...",
  ``(Judge X, be, sentencing)``: a short tail that opens on a past or ``-ing`` verb is the
  sentence's own verb, read as what the head is;
* ``tail opens on an adverb``: ``(the Russians, replace, sometimes heating pipes)``: the
  adverb belongs to the verb, and the tail it opens is cut from its list; a sentence adverb
  (``admittedly an unrepresentative platform``) hedges what the tail says;
* ``one member read as the group``: ``(X, be, the three signatories)`` of "X is one of the
  three signatories" with ``one of`` lost;
* ``age at a past time``: ``(X, be, 13)`` of "X was 13 when she joined the Scouts": an age
  held at the time of the sentence's event, not now;
* ``aside inside the head``: ``Isabella Moretti, to our knowledge``; ``viewpoint, not a
  fact``: a sentence that opens on whose view it states (``For others in China, Taiwan is
  part of a vision``); ``place said to be a person``: ``(Ethiopia, be, Bezabih Gebre)`` of
  "The author from Addis Ababa, Ethiopia is Bezabih Gebre";
* ``tail points back``: ``a replacement``, ``a successor``, ``a sequel``: which one the
  passage said (``appointed to design a replacement``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

TITLE_OF_NO_PERSON = "title of no person"
COPULA_VERB_TAIL = "copula tail is a verb"
POINTS_BACK = "tail points back"
ADVERB_TAIL = "tail opens on an adverb"
ONE_AS_GROUP = "one member read as the group"
PAST_AGE = "age at a past time"
HEAD_ASIDE = "aside inside the head"
VIEWPOINT = "viewpoint, not a fact"
PLACE_AS_PERSON = "place said to be a person"

_THINGS = frozenset(
    {*("foundation", "trust", "fund", "association", "society", "institute", "centre"), "ltd"}
    | {*("center", "club", "group", "company", "park", "hospital", "street", "road", "school")}
    | {*("college", "university", "bridge", "stadium", "award", "prize", "cup", "square")}
    | {*("station", "airport", "theatre", "museum", "church", "cathedral", "hall", "house")}
)
_KINDS_OF_PERSON = frozenset(  # and what someone is a fan of: "royal fan Sheila Clark"
    {"man", "woman", "boy", "girl", "teenager", "youngster", "lad", "schoolboy", "schoolgirl"}
    | {"fan", "admirer", "follower", "supporter", "devotee"}
)
_HEAD_ASIDE = re.compile(
    r", (?:to|through|unable|such|according|however|though|perhaps|apparently|reportedly)\b"
)
_VIEWPOINT = re.compile(
    r"^(?:(?:For|To) (?:many|some|others|most|critics|fans|supporters|opponents)\b[^,]*,"
    r"|(?:For|To) (?:her|him|me|us|you|them),"
    r"|In (?:his|her|their|my|our|your) (?:view|opinion|eyes|mind)\b[^,]*,)"
)  # "For her, Nato is part of ...", "In his view, ..." (spacy-patterns.v41)
_LOOSE_ADVERBS = frozenset(
    {*("sometimes", "often", "later", "also", "even", "still", "usually", "always", "never")}
    | {*("already", "again", "recently", "mostly", "largely", "mainly", "eventually")}
)
_GROUP_OF = re.compile(
    r"^the (?:two|three|four|five|six|seven|eight|nine|ten|\d+) [a-z-]+s\b", re.IGNORECASE
)
_AGE = re.compile(r"^(?:just |only |aged )?\d{1,3}(?: years? old)?$")
_DATING_ADVERBS = frozenset({"then", "now", "once", "formerly", "currently"})
_DEGREE = frozenset(
    {*("only", "nearly", "roughly", "approximately", "exactly", "merely", "simply", "barely")}
    | {*("fully", "really", "partly", "solely", "entirely", "wholly", "purely", "virtually")}
)
_BACK = re.compile(r"^(?:an?|the) (?:replacement|successor|sequel|rematch|follow-up)$")


def kind_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a title or a copula tail is of the wrong kind, or a tail points back (see the
    module), or None."""
    if problem := _frame_problem(head, relation, tail, doc):
        return problem
    if _BACK.match(tail.strip().lower()):
        return POINTS_BACK
    if tail.split()[:1] and tail.split()[0].lower() in _LOOSE_ADVERBS:
        return ADVERB_TAIL
    if relation == "title":
        return TITLE_OF_NO_PERSON if _no_person_title(head, tail, doc) else None
    if doc is not None and _sentence_adverb(text_tokens(tail, doc)):
        return ADVERB_TAIL  # "(Twitter, be, admittedly an unrepresentative platform)"
    if relation in {"be", "become"} and _GROUP_OF.match(tail) and " and " not in head:
        return ONE_AS_GROUP
    if relation != "be" or doc is None or len(tail.split()) > 3:
        return None
    if _AGE.match(tail.strip()) and re.search(
        rf"\b(?:was|were) {re.escape(tail.strip())}", doc.text
    ):
        return PAST_AGE
    tokens = text_tokens(tail, doc)
    return COPULA_VERB_TAIL if tokens and tokens[0].tag_ in {"VBD", "VBG"} else None


def _sentence_adverb(tokens: list[Any]) -> bool:
    """A tail that opens on an ``-ly`` adverb of the whole phrase (``admittedly a ...``), not
    of a word inside it (``highly vocal support``) nor of degree (``only``, ``nearly``)."""
    if len(tokens) < 2 or tokens[0].pos_ != "ADV" or not tokens[0].lower_.endswith("ly"):
        return False
    first = tokens[0]
    inner = first.head in tokens and first.head.pos_ in {"ADJ", "ADV", "NUM", "DET", "VERB"}
    return not inner and first.lower_ not in _DEGREE


def _frame_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """An aside inside the head, a viewpoint the sentence opens on, a place said to be a
    person."""
    if _HEAD_ASIDE.search(head):
        return HEAD_ASIDE
    if doc is not None and _VIEWPOINT.match(doc.text):
        return VIEWPOINT
    if relation != "be" or doc is None:
        return None
    heads, tails = text_tokens(head, doc), text_tokens(tail, doc)
    places = heads and all(t.ent_type_ in {"GPE", "LOC"} for t in heads)
    named = tails and (tails[-1].ent_type_ == "PERSON" or all(t.pos_ == "PROPN" for t in tails))
    return PLACE_AS_PERSON if places and named else None


def _no_person_title(head: str, title: str, doc: Any) -> bool:
    """A title held by a thing, a kind of person as a title, an adverb or a finite verb inside
    one, or a title cut from a work's name (``The Road director``: no ``Road director``)."""
    names, words = head.split(), title.split()
    if (names and names[-1].lower() in _THINGS) or (words and words[-1] in _KINDS_OF_PERSON):
        return True
    tokens = text_tokens(title, doc) if doc is not None else []
    if tokens and tokens[0].i > tokens[0].sent.start + 1 and tokens[0].nbor(-1).text == "The":
        return True  # "reported The Road director X": "The" inside a sentence opens a title
    if any(t.tag_ in {"VBD", "VBZ", "VBP"} for t in tokens):
        return True  # "viewer recalled guest presenter"
    if tokens and _named_thing(tokens[0]):
        return True  # "the Norwegian bark Admiral P. Tordenskiold": a ship's name
    return any(t.pos_ == "ADV" and t.lower_ not in _DATING_ADVERBS for t in tokens)


def _named_thing(first: Any) -> bool:
    """Whether the titled name whose first word is ``first`` stands in apposition right after
    a common noun of no person (``the bark Admiral P. Tordenskiold``, ``the racehorse Lord
    Windermere``): the whole name is the thing's, and its title word no person's role."""
    root = first
    while root.dep_ == "compound" and root.head.i > root.i:
        root = root.head
    noun = root.head
    if root.dep_ != "appos" or noun.i != first.i - 1 or noun.pos_ != "NOUN":
        return False
    return noun.is_lower and noun.lemma_.lower() not in PERSON_NOUNS
