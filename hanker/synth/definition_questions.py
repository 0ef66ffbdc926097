"""Definition questions on a name, "What is NAME?" (``template.v12``).

A copula clause "NAME is the DESCRIPTION" gives "What is NAME?", which has one answer only when
the description is what the name is known as. For a person the question asks "who", and
only a position identifies one ("Who is Ana Ruiz? -- the chief executive of Mintly"): a
description of a person that is no position ("the recipient of a prize", "a prominent
figure") or a part ("part of the alliance", "one of the founders") fits among many true
answers, so the case is dropped (an age: :mod:`hanker.synth.answer_kinds`). So is a bare
description with no determiner ("What is Tom Hale? -- good company", "-- tough opposition"):
a mass or plural noun without an article is indefinite, one quality among many the passage
may give (a bare post, "chief executive of Mintly", names one position and is kept).
:func:`who_for_person` rewrites the wh-word of a position; :func:`definition_problem` says
why a definition case has no one answer.

``template.v15``: "What is NAME?" of a person (an honorific, or a given name the lexicon
knows) asks "who" when the answer is a position and is dropped otherwise ("What was Ed Vane?
-- the first man charged in the case"); a participle with its preposition ends the answer's
head noun ("the first man charged in ..." is a "man").

``template.v38``: "What has China been?" asks for a state over a time the question does not
give: it has no one answer.
"""

from __future__ import annotations

import re

from hanker.text.coref.identity import HONORIFICS, given_name_gender
from hanker.text.names import PARTICLES

_DEFINITION = re.compile(r"^(What) (is|was|are|were) ([A-Z][^?,]*)\?$")
_NAME_PARTICLES = PARTICLES | {"of", "the"}
_ANY_DEFINITION = re.compile(r"^(?:What|Who) (?:is|was|are|were) [A-Z][^?,]*\?$")
_STOPS = frozenset({"of", "at", "for", "in", "on", "to", "with", "from", "behind", "and", ","})
_POSITIONS = frozenset(
    {
        *("skipper", "captain", "secretary", "minister", "commander", "founder", "co-founder"),
        *("chair", "chairman", "chairwoman", "director", "barrister", "mp", "msp", "mep"),
        *("president", "executive", "officer", "lecturer", "envoy", "coach", "head", "analyst"),
        *("lead", "manager", "chief", "leader", "editor", "governor", "mayor", "ambassador"),
        *("professor", "spokesman", "spokeswoman", "spokesperson", "presenter", "correspondent"),
        *("chancellor", "deputy", "commissioner", "councillor", "senator", "judge", "owner"),
        *("host", "anchor", "adviser", "advisor", "partner", "curator", "principal", "dean"),
    }
)
_DESCRIPTIONS = frozenset(
    {
        *("recipient", "winner", "figure", "individual", "person", "man", "woman", "author"),
        *("writer", "novelist", "poet", "star", "member", "friend", "follower", "occupant"),
        *("fan", "resident", "victim", "mother", "father", "son", "daughter", "personality"),
        *("voice", "champion", "advocate", "pioneer", "talent", "icon", "storyteller"),
    }
)
_TITLES = frozenset({"dr", "prof", "professor"})
_PARTITIVE = re.compile(r"^(?:part|one|some|among|home)\b", re.IGNORECASE)
# "What is Kavanagh? -- reasonable company": a name's bare (determinerless) description
_NAME_ONLY = re.compile(r"^What (?:is|was|are|were) [A-Z][\w.-]*(?: [A-Z][\w.-]*){0,3}\?$")
# "What has China been? -- the company's biggest market": a state over an unnamed time
_PERFECT_COPULA = re.compile(r"^(?:What|Who) (?:has|have|had) [A-Z][^?,]* been\?$")
_BARE_START = re.compile(r"^[a-z][a-z-]*\b")
_DETERMINERS = frozenset(
    {*("the", "a", "an", "his", "her", "their", "its", "our", "this", "that", "these", "those")}
    | {*("another", "each", "every", "both", "all", "no", "yet")}  # one, part, some: _PARTITIVE
)


def head_noun(answer: str) -> str:
    """The answer's head noun, roughly: its last word before a preposition or a comma."""
    words: list[str] = []
    tokens = answer.replace(",", " , ").split()
    for at, word in enumerate(tokens):
        if word.lower() in _STOPS and words:
            break
        following = tokens[at + 1].lower() if at + 1 < len(tokens) else ""
        if len(words) >= 2 and word.lower().endswith("ed") and following in _STOPS:
            break  # "the first man charged in ...": the participle is no head

        words.append(word.strip(".;:'’\"").lower())
    return words[-1] if words else ""


def who_for_person(question: str, answer: str) -> str:
    """ "Who is NAME?" for "What is NAME?" when the answer is a person's position ("the new
    justice secretary"); the question unchanged otherwise."""
    match = _DEFINITION.match(question)
    if match is None or head_noun(answer) not in _POSITIONS:
        return question
    if any(w[:1].islower() and w not in _NAME_PARTICLES for w in match.group(3).split()):
        return question  # "What was X appointed in 2012?": a verb follows the name (v28)
    return f"Who {match.group(2)} {match.group(3)}?"


def _person_name(name: str) -> bool:
    """A name that is a person's: an honorific first, or a given name of known gender."""
    words = name.split()
    if not words or not all(w[:1].isupper() for w in words) or "'" in name or "’" in name:
        return False  # "What was Ana Ruiz celebrating ...?", "What is Ana Ruiz's book?"
    title = words[0].rstrip(".").lower()
    return title in HONORIFICS or title in _TITLES or bool(given_name_gender(name))


def definition_problem(question: str, answer: str) -> str | None:
    """Why a definition question on a name has no one answer, or None: a person described
    by no position, a perfect "What has X been?", or a part of something."""
    if _PERFECT_COPULA.match(question):
        return "open definition question"  # "What has China been?": over which time?
    if not _ANY_DEFINITION.match(question):
        return None
    if _PARTITIVE.match(answer.strip()):
        return "definition question answered by a part"
    bare = _BARE_START.match(answer.strip())
    bare = bare if bare and bare.group(0) not in _DETERMINERS else None
    if _NAME_ONLY.match(question) and bare and head_noun(answer) not in _POSITIONS:
        return "definition by a bare description"  # not "chief executive of X", one post
    if question.startswith("What") and head_noun(answer) in _DESCRIPTIONS:
        return "definition question on a person"
    what = _DEFINITION.match(question)
    if what and _person_name(what.group(3)) and head_noun(answer) not in _POSITIONS:
        return "definition question on a person"
    return None
