"""Who or what: answers that are people without a person's name, and names that are places.

``template.v6`` asks "who"/"whom" for a noun phrase whose head names people or a group of
people ("police", "the council", "his mother", "researcher Ann Lee"), and refuses "who" for
a one-word "person" the parser found where a place belongs ("seen leaving Khartoum").
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.person_nouns import PERSON_NOUNS

_GROUPS = {
    *("police", "staff", "council", "team", "government", "committee", "board", "jury"),
    *("authorities", "officials", "officers", "ministers", "administration", "panel"),
    *("parliament", "family", "parents", "crew", "band", "cabinet", "management"),
    *("inspectors", "investigators", "detectives", "prosecutors", "judges", "regulators"),
    *("crowd", "crowds", "fans", "audience", "onlookers", "well-wishers", "mourners"),  # v28
    *("troops", "militants", "rebels", "insurgents", "gunmen", "militiamen", "guerrillas"),
    *("peacekeepers", "paramilitaries"),  # v36
}
# "Israeli forces", "Northern Alliance forces", "security forces" are people; "market forces",
# "the forces of nature" are not: "forces" counts only after such a modifier (v36)
_ARMED = {"security", "special", "armed", "government", "coalition", "allied", "enemy", "rebel"}
_PERSONS = PERSON_NOUNS
_PEOPLE = _GROUPS | _PERSONS
_PLACE_VERBS = {
    *("leave", "flee", "enter", "reach", "visit", "evacuate", "tour", "cross", "invade"),
    *("bomb", "shell", "capture", "occupy", "abandon", "besiege", "storm", "liberate"),
}
_ROLE_VERBS = {"become", "remain", "serve", "work", "identify", "name", "appoint", "elect"}
WORKS = {  # kinds of work or product (a copula's predicate: "what")
    *("series", "film", "movie", "show", "novel", "book", "song", "album", "game", "programme"),
    *("program", "play", "drama", "documentary", "app", "product", "painting", "poem", "sequel"),
}
_MAKE = {
    *("release", "launch", "unveil", "publish", "develop", "produce", "build", "design"),
    *("manufacture", "sell", "ship", "write", "create", "introduce"),
}
# "to" a place or a post, not to a party: "promoted to the Ten O'Clock News"
_DESTINATION = {
    *("promote", "move", "return", "switch", "transfer", "relegate", "demote", "elevate"),
    *("go", "come", "travel", "fly", "head", "admit", "add", "join", "upgrade", "downgrade"),
}
# a team or a rival as the other side of a match: "host Sheffield United"
_OPPONENT = {"host", "beat", "face", "play", "defeat", "meet", "thrash", "edge", "hammer"}
_DWELL = {"live", "reside", "settle", "stay", "base", "grow"}
# verbs of working or studying somewhere: "in"/"at" a name is the place of it
_WORKPLACE = {"work", "study", "teach", "train", "lecture", "research"}
# verbs whose passive subject is a thing given a new name or form ("was rebranded as X")
RENAMING = frozenset({"rename", "rebrand", "relaunch", "retitle", "restyle", "reissue"})
_RENAMED = ("renamed", "rebranded", "relaunched", "retitled", "restyled", "reissued")
_TITLES = {"mr", "mrs", "ms", "miss", "dr", "sir", "dame", "lord", "lady", "prof", "professor"}


def armed_forces(root: Any) -> bool:
    """ "forces" of a people, a name or an armed body ("Israeli forces", "security forces")."""
    if root.lower_ != "forces":
        return False
    return any(
        c.dep_ in {"amod", "compound"}
        and (c.ent_type_ in {"NORP", "GPE", "ORG"} or c.pos_ == "PROPN" or c.lower_ in _ARMED)
        for c in root.children
    )


def names_people(span: Any, root: Any) -> bool:
    """A noun phrase whose head (or a title before the name it heads) names people."""
    if root.lemma_.lower() in _PEOPLE or root.lower_ in _PEOPLE or armed_forces(root):
        return True
    if root.pos_ != "PROPN":
        return False
    titles = [c for c in root.children if c.dep_ == "compound" and span.start <= c.i]
    return any(
        (c.pos_ == "NOUN" and c.lemma_.lower() in _PEOPLE) or c.lower_.rstrip(".") in _TITLES
        for c in titles
    )  # "researcher Ann Lee", "the deeply religious Ms Forbes"


def place_read_as_person(span: Any, arg: Any) -> bool:
    """A one-word "person" that is the object of a verb of going to or from a place
    ("vehicles were seen leaving Khartoum"): most likely a place the parser mislabelled."""
    words = [t for t in span if not t.is_punct]
    if len(words) != 1 or words[0].pos_ != "PROPN":
        return False
    if span.start > 0 and span.doc[span.start - 1].lower_.rstrip(".") in _TITLES:
        return False
    return arg.dep_ == "dobj" and arg.head.lemma_.lower() in _PLACE_VERBS


def asks_who(span: Any, root: Any, prep: str, subject: bool) -> bool:
    """Whether a noun phrase answer is asked with "who"/"whom": a person noun in any role, a
    group of people as the doer or the other party ("by police", "to the council")."""
    if not names_people(span, root) or prep == "as":
        return False  # "As what did X work? -- chief of staff": a role
    if root.tag_ == "NN" and not any(c.dep_ in {"det", "poss"} for c in root.children):
        return False  # "X became chairman", "editor of the Spectator": a role, not a person
    if root.head.lemma_ in _ROLE_VERBS:
        return False  # "What did X become? -- a successful lawyer"
    group = root.lemma_.lower() in _GROUPS and root.lemma_.lower() not in _PERSONS
    return not group or subject or prep in {"by", "agent", "to", "with", "from"}


def dwelling(arg: Any) -> bool:
    """A name after "in"/"at" of a verb of living somewhere ("lives in Radyr") or of working
    or studying at a place ("worked at Orvik Labs", "studied in Leiden"): a place."""
    objects = [c for c in arg.children if c.dep_ == "pobj"]
    named = bool(objects) and objects[0].pos_ == "PROPN"
    if not named or arg.dep_ != "prep":
        return False
    verb = arg.head.lemma_.lower()
    return verb in _DWELL or (verb in _WORKPLACE and arg.lower_ in {"in", "at"})


def made_thing(arg: Any) -> bool:
    """The object of a verb of making or releasing ("OpenAI has released GPT-4"): a thing."""
    return arg.dep_ == "dobj" and arg.head.lemma_.lower() in _MAKE


_COMPASS = frozenset(
    {*("eastern", "western", "northern", "southern", "central", "north", "south", "east")}
    | {"west", "north-east", "north-west", "south-east", "south-west"}
)


def opponent(arg: Any) -> bool:
    """Whether ``arg`` is the object of a verb of playing a match ("beat England")."""
    return arg.dep_ == "dobj" and arg.head.lemma_.lower() in _OPPONENT


def renamed_thing(arg: Any) -> bool:
    """The subject of a passive verb of renaming ("BackRub had been renamed Google", "the show
    was relaunched as X"): the name of a thing, a firm, a product or a work, asked "what"."""
    return arg.dep_ == "nsubjpass" and arg.head.lemma_.lower() in RENAMING


def renamed_question(question: str) -> bool:
    """A "What" question on what a passive verb of renaming names ("What was renamed X?")."""
    return re.match(rf"^What (?:\w+ ){{1,3}}(?:{'|'.join(_RENAMED)})\b", question) is not None


def organisation_who(span: Any, root: Any, arg: Any, prep: str) -> bool:
    """Whether an organisation answer is asked with "who": a named one (not "Numbers") as the
    doer, the party something goes to (not a post or a place), or the opponent of a match;
    not what a verb of renaming names (``template.v40``)."""
    subject = arg.dep_ in {"nsubj", "nsubjpass", "expl"}
    if renamed_thing(arg):
        return False  # "What had been renamed Google?"
    if span[0].lower_ in _COMPASS and len(span) > 1:
        return False  # "Eastern Australia", a region the tagger called an organisation
    if root.tag_ == "NNS":
        return asks_who(span, root, prep, subject)  # "the authorities", not "Numbers"
    if prep in {"by", "agent"} or subject:
        return True
    verb = arg.head.lemma_.lower()
    if prep == "to":
        return verb not in _DESTINATION
    return not prep and arg.dep_ == "dobj" and verb in _OPPONENT


def person_who(span: Any, root: Any, kind: str) -> bool | None:
    """Whether a person's name is asked with "who" (None: as the answer's type says): not a
    thing a name owns ("King Charles' Coronation", tagged a person with its owner), but a name
    after its owner ("the BBC's Amol Rajan", typed by its first word)."""
    owners = [c for c in root.children if c.dep_ == "poss" and c.i >= span.start]
    if root.ent_type_ != "PERSON" or not owners or root.pos_ != "PROPN":
        return None
    if root.dep_ in {"nsubj", "nsubjpass"}:
        return None  # "Who beat X? -- Olaf Scholz's SPD party": a doer stays "who"
    entity = [e for e in root.doc.ents if e.start <= root.i < e.end]
    if entity and entity[0].start <= owners[0].i:
        return False  # the owner is inside the "person": a thing of theirs
    return kind != "person"
