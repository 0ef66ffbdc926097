"""What kind of thing a case's answer is, for the wh-word that asks it (used by wh_kinds).

Each rule names a phenomenon of the answer and the wh-word it allows:

* a place asked with a person's wh-word after a preposition of place or direction ("To whom
  was the ferry rerouted? -- Dover Harbour") is asked with "where" ("Where was the ferry
  rerouted?"): a place is a named place or building (a GPE, LOC or FAC name, a head noun
  such as airport, station, stadium, hospital), or an organisation's name that is the goal
  of a verb of moving people or vehicles ("diverted to Leeds Bradford");
* a thing that is not a person is never a "who": a common noun that names no person or
  group of people ("his childhood memories"), or a name the sentence itself describes as a
  thing in apposition ("Zest Plus, its premium delivery service");
* an adverbial answer ("worked solo", "lives abroad", "travelled alone") asked as the
  object of "What did X do?": the word says how or where, not what (``adverbial answer
  asked as an object``);
* "What is <place>?" answered by a phrase that is not a place ("Growing up in Lyon, the
  music of France shaped her"): the apposition the parser found defines nothing (``place
  defined by a non-place``);
* a law, act, treaty or bill asked with "who" in a subject question becomes "what"
  ("Who banned X? -- the Clean Air Act" -> "What banned X?"), and bare plural people asked
  with "what" as the object become "whom" ("What does X delight? -- young fans",
  "What did police disperse? -- protesters").
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth import wh_people
from hanker.synth.place_evidence import MOTION_VERBS
from hanker.text.coref.identity import known_given_name
from hanker.text.person_nouns import PERSON_NOUNS, person_word

PLACE_NOUNS = frozenset(
    {
        *("airport", "station", "terminal", "port", "harbour", "harbor", "airfield", "airbase"),
        *("stadium", "arena", "venue", "ground", "park", "hospital", "infirmary", "clinic"),
        *("hotel", "theatre", "theater", "hall", "centre", "center", "prison", "base", "camp"),
        *("city", "town", "village", "capital", "country", "region", "county", "island"),
        *("province", "state", "district", "area", "suburb", "neighbourhood", "neighborhood"),
        *("street", "road", "avenue", "lane", "square", "bridge", "coast", "border", "valley"),
        *("mountain", "peak", "river", "lake", "sea", "ocean", "volcano", "desert", "forest"),
        *("rainforest", "glacier", "bay", "continent", "nation", "kingdom", "republic"),
    }
)
# groups that are people though their noun names no one person
_PEOPLE_GROUPS = {
    *("community", "audience", "public", "crowd", "congregation", "electorate", "court"),
    *("union", "party", "club", "firm", "company", "agency", "ministry", "department"),
    *("charity", "organisation", "organization", "group", "regulator", "watchdog", "bank"),
    *("league", "federation", "association", "body", "side", "force", "army", "coalition"),
    *("opposition", "alliance", "broadcaster", "newspaper", "paper", "network", "host"),
}
# verbs of moving people or vehicles: the goal of "to" is a place, even an organisation's name
_MOVE_VERBS = MOTION_VERBS | {  # and verbs that move someone or something somewhere
    *("land", "ship", "transport", "ferry", "bus", "rush", "take", "move", "return", "head"),
}
# verbs that select their preposition ("look at", "point to"): its object is no place
_SELECTING = {
    *("look", "point", "aim", "stare", "glance", "smile", "laugh", "hint", "refer", "appeal"),
    *("object", "respond", "react", "listen", "belong", "amount", "lead", "contribute"),
    *("appear", "feature", "star", "work", "invest", "specialise", "specialize", "focus"),
}
_WHERE_PREPS = {"to", "towards", "toward", "into", "in", "at", "on", "near", "inside", "onto"}
# a way one went, or a place beside the one named ("outside Woolwich Barracks"): not that place
_DIRECTIONS = ("towards", "toward", "outside", "near", "behind", "opposite", "beside", "beyond")
# words that say how or where a verb's action went, read as its object by the tagger
_ADVERBIAL_WORDS = {
    *("solo", "alone", "together", "abroad", "overseas", "home", "freelance", "online"),
    *("independently", "remotely", "full-time", "part-time", "undercover", "unpaid"),
    *("indoors", "outdoors", "inside", "outside", "upstairs", "downstairs", "away", "back"),
}
_WHAT_OBJECT = re.compile(r"^What (?=(?:does|did|do|has|have|had|will|would|can|could) )")
_BARE_PEOPLE = re.compile(r"^(?:[a-z]+ )?([a-z]+)$")
_PLURAL_PEOPLE = {
    *("readers", "fans", "viewers", "listeners", "children", "people", "followers"),
    *("audiences", "demonstrators", "commuters", "youngsters", "teenagers", "adults"),
}
_SUBJECT_WHO = re.compile(r"^Who (?!(?:is|was|are|were|did|does|do|has|have|had)\b)")
_LAW_WORDS = frozenset(
    {"Act", "Bill", "Treaty", "Law", "Convention", "Accord", "Directive", "Charter"}
    | {"Amendment", "Protocol", "Statute", "Regulations", "Code", "Agreement"}
)
_VESSEL = re.compile(r"^(?:the )?(?:HMS|USS|RMS|HMY|MV|SS|HMAS|HMCS|RFA|MS)\s+[A-Z]")
_WHAT_IS = re.compile(r"^What (?:is|was) ([A-Z][^?]*)\?$")


def _heads(span: Any) -> list[Any]:
    """The span's head and the compounds before it ("Leeds Bradford Airport")."""
    root = cl.span_root(span)
    return [t for t in span if t.i == root.i or (t.head.i == root.i and t.dep_ == "compound")]


def _people_noun(token: Any) -> bool:
    """A noun that names a person or a group of people ("protesters", "the council")."""
    lemma, lower = token.lemma_.lower(), token.lower_
    people = wh_people._PEOPLE | _PEOPLE_GROUPS | PERSON_NOUNS
    return lemma in people or lower in people or lower in _PLURAL_PEOPLE


def is_place(span: Any, prep: str) -> bool:
    """A named place or building, a place noun, or an organisation's name that is the goal
    of a verb of moving people or vehicles ("diverted to Leeds Bradford"); never the object
    of a verb that selects its preposition ("looked at the stadium")."""
    root = cl.span_root(span)
    verb = root.head.head if root.dep_ == "pobj" else root.head
    if verb.lemma_.lower() in _SELECTING:
        return False
    if any(_people_noun(t) for t in span if t.pos_ == "NOUN"):
        return False
    named = len(span) == 2 and known_given_name(span[0].text) and span[0].pos_ == "PROPN"
    if named and span[1].lower_ not in PLACE_NOUNS:
        return False  # "lost to Elena Rybakina", tagged GPE: a person's full name
    if root.ent_type_ in {"GPE", "LOC", "FAC"}:
        return True
    if any(t.lower_ in PLACE_NOUNS for t in _heads(span)):
        return True
    moved = prep in {"to", "towards", "toward", "into"} and verb.lemma_.lower() in _MOVE_VERBS
    return moved and root.pos_ == "PROPN" and root.ent_type_ in {"ORG", "PERSON", ""}


def not_a_person(span: Any) -> bool:
    """A common noun that names no person or group of people ("his childhood memories"), or
    a name the sentence describes in apposition as a thing ("Zest Plus, its ... service")."""
    root = cl.span_root(span)
    if root.pos_ == "NOUN":
        if any(t.ent_type_ == "PERSON" and t.pos_ == "PROPN" for t in span):
            return False  # "Ann Lee's team": a person's people
        if root.ent_type_ == "PERSON" or (root.text[:1].isupper() and not root.is_sent_start):
            return False  # a name the tagger read as a noun ("Cummins", "Channel 4 News")
        people = [t for t in span if _people_noun(t) or person_word(t.lemma_)]
        return not people  # no person or group named, not even "painter" or "ex-ceo"
    if root.pos_ != "PROPN" or span[0].lower_.rstrip(".") in wh_people._TITLES:
        return False  # "Mr Zinni, a retired Marine Corps general": a person by the honorific
    described = [c for c in root.children if c.dep_ == "appos" and c.pos_ == "NOUN"]
    if not described or _people_noun(described[0]):
        return False
    owned = any(c.lower_ == "its" for c in described[0].children)  # "Zest Plus, its service"
    whole_name = all(t.ent_type_ == "PERSON" for t in span)
    return owned or not whole_name  # "Julian Assange, a top target of ...": a person still


def where_question(question: str, opener: str, prep: str, rest: str) -> str | None:
    """ "<prep> whom/what <rest>" asked again with "where" for a place (None for a
    preposition that "where" does not stand for)."""
    if prep.lower() not in _WHERE_PREPS:
        return None
    return opener + ("Where " if not opener else "where ") + rest


def directed_answer(question: str, answer: str, sentence: str) -> str:
    """The answer of a "where" question with its "towards" or "outside" when the sentence gives
    only a direction or a place beside the one named ("advancing towards Goma": "Where ...? --
    towards Goma", not "Goma", a place the subject never reached; "murdered outside Woolwich
    Barracks"), ``answer`` otherwise (``template.v27``)."""
    if not re.match(r"^(?:[^,?]+, )?(?i:where)\b", question):
        return answer
    for word in _DIRECTIONS:
        if f"{word} {answer}" in " ".join(sentence.split()):
            return f"{word} {answer}"
    return answer


def adverbial_object(question: str, span: Any) -> bool:
    """ "What did X do?" answered by one word that says how or where ("solo", "abroad")."""
    words = [t for t in span if not t.is_punct]
    if not _WHAT_OBJECT.match(question) or len(words) != 1:
        return False
    word = words[0]
    return word.lower_ in _ADVERBIAL_WORDS or word.pos_ in {"ADV", "ADJ"}


def undefined_place(question: str, span: Any) -> bool:
    """ "What is <place>?" answered by a phrase that names no place: not a definition."""
    match = _WHAT_IS.match(question)
    if match is None:
        return False
    named = cl.locate(span.doc, match.group(1))
    if named is None or cl.span_root(named).ent_type_ not in {"GPE", "LOC"}:
        return False
    return not any(t.lower_ in PLACE_NOUNS for t in _heads(span))


def law_answer(answer: str) -> bool:
    """Whether the answer names a law, act, treaty or bill ("the Clean Air Act", "the Hague
    Conventions of 1907"): its last capitalised word, singular or plural, is one."""
    names = [w for w in re.findall(r"[A-Za-z]+", answer) if w[:1].isupper()]
    last = names[-1] if names else ""
    return last in _LAW_WORDS or (last.endswith("s") and last[:-1] in _LAW_WORDS)


_COPULAR = re.compile(r"\b(?:become|became|remain|remained|be|been|turn into|seem)\?$")


def plain_wh(question: str, answer: str) -> str:
    """The question with "Who" made "What" for a law or a ship as the subject and "What" made "Whom"
    for bare plural people as the object ("What does X delight? -- young fans")."""
    vessel = _VESSEL.match(answer) and question.startswith("Who ")  # "HMS Mersey" (v27)
    if vessel or (law_answer(answer) and _SUBJECT_WHO.match(question)):
        return "What " + question[len("Who ") :]
    if law_answer(answer) and question.startswith("By whom "):
        return "By what " + question[len("By whom ") :]  # "By what are X burdened? -- the Code"
    if not _WHAT_OBJECT.match(question) or _COPULAR.search(question):
        return question  # "What did millions become? -- refugees": a role, not people asked
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", answer)  # "critics and writers"
    if all(_bare_people(part) for part in parts):
        return "Whom " + question[len("What ") :]
    return question


def _bare_people(phrase: str) -> bool:
    """A bare plural noun of people, with at most one word before it ("young fans")."""
    bare = _BARE_PEOPLE.match(phrase)
    if bare is None:
        return False
    noun = bare.group(1)
    singular = noun[:-1] if noun.endswith("s") else ""
    return noun in _PLURAL_PEOPLE or bool(singular and singular in PERSON_NOUNS)
