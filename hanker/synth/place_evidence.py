"""More evidence that a name is a place, from one mention of it (used by answer_people).

The small tagger often calls a one-word place a PERSON or a body ("Paddington", "Goma"); the
passage says it is a place where a mention of it

* heads a capitalised place noun that is part of the place's name ("Paddington Station",
  "Kinshasa Airport", "Harbour Road"): only nouns that are no common surnames ("Park",
  "Hall", "Lane" are left out: "Songmi Park" is a person); this one counts for a name the
  tagger calls a body too, when nothing says it is one;
* is the goal or source of a verb of moving ("arriving at X", "departed from X", "advanced
  towards X", "marched into X"): people move to and from places, not to a person's name.
"""

from __future__ import annotations

from typing import Any

# capitalised place nouns that are part of a place's name and seldom a surname
_NAME_PLACE_NOUNS = frozenset(
    {
        *("station", "airport", "street", "road", "avenue", "square", "province", "county"),
        *("district", "city", "harbour", "harbor", "stadium", "island", "valley", "river"),
        *("terminal", "airfield", "airbase", "infirmary", "hospital", "region", "village"),
        *("mountain", "lake", "bay", "desert", "forest", "peninsula", "junction", "crossing"),
    }
)
# verbs of a journey from or to a place (not go, come, return, move, transfer: they take people,
# "went to Ana Ruiz", "returned to her mother")
MOTION_VERBS = frozenset(
    {
        *("arrive", "depart", "travel", "fly", "sail", "drive", "advance", "march", "retreat"),
        *("withdraw", "flee", "escape", "evacuate", "relocate", "migrate", "emigrate"),
        *("commute", "divert", "redirect", "reroute", "deport", "airlift", "journey"),
    }
)
_MOTION_PREPS = {"to", "towards", "toward", "into", "from", "at", "onto", "via"}


def named_place_head(token: Any) -> bool:
    """A name before a capitalised place noun of its name ("Paddington Station")."""
    head = token.head
    if token.dep_ != "compound" or head.i != token.i + 1 or not head.text[:1].isupper():
        return False
    return head.lower_ in _NAME_PLACE_NOUNS


def motion_end(token: Any) -> bool:
    """A name as the goal or source of a verb of moving ("arriving at X", "fled from X")."""
    prep = token.head
    if token.dep_ != "pobj" or prep.lower_ not in _MOTION_PREPS:
        return False
    verb = prep.head
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    return verb.lemma_.lower() in MOTION_VERBS
