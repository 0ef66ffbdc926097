"""Places asked with "where" (the rules of ``template.v6``).

"Merkel and Macron met on the 5th floor of the Ritz Hotel" asks "Where did Merkel and
Macron meet?", not "On what did ...?"; "Mr Hunt headed to the Scottish Parliament" asks
"Where did Mr Hunt head?", not "To whom ...?": the object of a locative preposition on a
verb of motion or location is a place when its noun names one (a building, a floor, a hotel,
a court, a parliament, a street, an area, a city ...) or the parser tagged it as one; a name a journey goes to is a place too.
"""

from __future__ import annotations

from typing import Any

_MOTION = {
    *("go", "head", "travel", "come", "arrive", "return", "move", "fly", "drive", "walk"),
    *("march", "rush", "flee", "escape", "meet", "gather", "sit", "stand", "stay", "live"),
    *("wait", "remain", "appear", "hide", "land", "relocate", "take", "send", "bring"),
    *("transfer", "admit", "hold", "speak", "die", "work", "study", "sail", "retreat"),
}
# verbs of a journey: a name they go to is a place ("travelled to the Old Bailey")
_JOURNEY = {"go", "head", "travel", "fly", "arrive", "drive", "walk", "march", "rush", "sail"}
_PREPS = {"in", "at", "on", "to", "into", "inside", "outside", "near", "from"}
_PLACE_NOUNS = {
    *("floor", "hotel", "building", "court", "parliament", "street", "road", "area", "city"),
    *("town", "village", "hospital", "station", "airport", "house", "home", "office"),
    *("palace", "square", "park", "stadium", "hall", "room", "church", "school", "prison"),
    *("jail", "embassy", "headquarters", "commons", "chamber", "venue", "port", "harbour"),
    *("border", "camp", "base", "centre", "center", "bridge", "restaurant", "pub"),
    *("cafe", "shop", "market", "beach", "island", "country", "region", "district"),
    *("capital", "avenue", "lane", "cathedral", "castle", "museum", "theatre", "arena"),
    *("assembly", "senate", "congress", "abbey", "mosque", "temple", "studio", "ward"),
    # named facilities ("died in Royal Leeds Infirmary": where, not "in what")
    *("infirmary", "clinic", "hospice", "academy", "college", "university", "library"),
    *("barracks", "gaol", "courthouse", "airfield", "racecourse", "showground", "arena"),
}
_PLACE_ENTITIES = {"GPE", "LOC", "FAC"}
PLACE_NOUNS = frozenset(_PLACE_NOUNS)  # nouns that name a place (also for fronted prepositions)


def place_answer(arg: Any) -> bool:
    """Whether the object of preposition ``arg`` is a place of its verb of motion or location."""
    if arg.dep_ != "prep" or arg.lower_ not in _PREPS or arg.head.pos_ not in {"VERB", "AUX"}:
        return False
    if arg.head.lemma_.lower() not in _MOTION:
        return False
    objects = [c for c in arg.children if c.dep_ == "pobj"]
    if not objects:
        return False
    noun = objects[0]
    if noun.ent_type_ in _PLACE_ENTITIES:
        return True
    if noun.pos_ == "PROPN" and arg.head.lemma_.lower() in _JOURNEY and arg.lower_ != "from":
        return True
    return noun.lemma_.lower() in _PLACE_NOUNS or noun.lower_ in _PLACE_NOUNS
