"""Kinds of thing a copula's predicate noun names: its subject is asked "what", not "who".

"X is an order of insects", "X is a town in Y", "X is one of the largest festivals in Z": the
predicate noun says what the subject is, whatever the name's entity tag (a tagger may read a
Latin genus or a village as a person). The nouns are categories of things: works, ranks of
living things, places, events, substances and objects; nouns of people or of bodies of people
("a member", "a club", "the council") are never among them.
"""

from __future__ import annotations

from typing import Any

from hanker.synth.place_questions import PLACE_NOUNS
from hanker.synth.wh_people import WORKS

_TAXA = {
    *("order", "suborder", "genus", "subgenus", "species", "subspecies", "phylum", "clade"),
    *("superfamily", "subfamily", "infraorder", "superorder", "class", "subclass", "breed"),
    *("cultivar", "variety", "strain"),
}
_KINDS = {
    *("event", "tournament", "competition", "festival", "race", "election", "war", "battle"),
    *("element", "compound", "mineral", "chemical", "drug", "disease", "language", "dialect"),
    *("river", "mountain", "lake", "sea", "volcano", "plant", "tree", "shrub", "fungus"),
    *("dish", "drink", "ship", "vessel", "aircraft", "vehicle", "weapon", "engine", "rocket"),
    *("ferry", "boat", "yacht", "steamer", "liner", "locomotive", "satellite", "spacecraft"),
    *("municipality", "commune", "county", "province", "parish", "state", "kingdom", "empire"),
    *("genre", "style", "technique", "instrument", "award", "prize", "newspaper", "magazine"),
}
# places that are also bodies of people ("the parliament", "the assembly"): never a thing here
_BODIES = {"parliament", "assembly", "senate", "congress", "commons", "academy", "school"}
THING_KINDS = frozenset(WORKS | _TAXA | _KINDS | (PLACE_NOUNS - _BODIES))


def predicate_noun(verb: Any) -> Any:
    """The head noun of the copula's predicate ("an order of insects": order; "one of the
    largest festivals": festivals), or None."""
    attrs = [c for c in verb.children if c.dep_ == "attr"]
    if not attrs:
        return None
    noun = attrs[0]
    if noun.lower_ == "one":
        objects = [g for c in noun.children if c.lower_ == "of" for g in c.children]
        noun = objects[0] if objects and objects[0].dep_ == "pobj" else noun
    return noun


def thing_predicate(arg: Any) -> bool:
    """The subject of a copula whose predicate names a kind of thing ("X is a TV series", "X
    is an order of insects", "X is a village in Y")."""
    if arg.dep_ not in {"nsubj", "nsubjpass"} or arg.head.lemma_ != "be":
        return False
    noun = predicate_noun(arg.head)
    return noun is not None and noun.lemma_.lower() in THING_KINDS
