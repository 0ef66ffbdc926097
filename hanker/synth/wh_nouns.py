"""The wh-word against the common noun, ordinal or product name that answers it.

Four phenomena the name-based rules of :mod:`hanker.synth.answer_people` do not see:

* people named by a common noun after "by" or "with" ("By what is the drug used? --
  farmers", "With what had the firm worked? -- marine biologists"): a person noun, an agent
  noun ("reader", "biologist") or a group of people asked with "what" is asked with "by
  whom"/"with whom"; "with" only after a verb of joint action (work, collaborate, meet), as
  "diagnosed with cancer" names no partner; as a direct object it is asked with "who"
  ("What does the site pay? -- content providers");
* a service, product or company by name as the object of a verb of closing, launching or
  buying ("Who did the firm decide to close? -- Threadline") is asked with "what" unless
  the passage gives evidence of a person; after a verb done to people too (a footballer
  is bought, a presenter axed) only a name the tagger calls an organisation or product;
* an ordinal answer ("12th") asked with "how many": a rank, not a count. After "to"/"from"
  in a question about a ranking, table or standings it is asked "to what position";
  otherwise the case is dropped (``ordinal asked as a count``);
* a document as the subject ("Who stressed X? -- the UK Climate Review" for a strategy,
  report, study or survey) is asked with "what": a text says, it is no one.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hanker.synth import answer_people, wh_people
from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.text.person_nouns import PERSON_NOUNS
from hanker.text.verb_lemmas import known_verb_lemmas

_AUX = "did|does|do|has|have|had|will|would|can|could|should|may|might|must|is|was|are|were"
_PREP_WHAT = re.compile(rf"^((?:[^,?]+, )?)(by|with) what (?=(?:{_AUX}) )", re.IGNORECASE)
_WHO = re.compile(rf"^((?:[^,?]+, )?)(who|whom) (?=(?:{_AUX}) )", re.IGNORECASE)
_SUBJECT_WHO = re.compile(rf"^((?:[^,?]+, )?)(who) (?!(?:{_AUX}|being|been)\b)", re.IGNORECASE)
_HOW_MANY = re.compile(r"\b(to|from) how many\b", re.IGNORECASE)
_ORDINAL = re.compile(r"^(?:the )?(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth)$", re.I)
_RANKING = re.compile(r"\b(rank\w*|table|standings|chart|league|leaderboard|place)\b", re.I)
# verbs of doing something together: their "with" names a partner
_JOINT = {
    *("work", "collaborate", "partner", "team", "meet", "speak", "talk", "consult", "side"),
    *("cooperate", "co-operate", "liaise", "negotiate", "clash", "argue", "deal", "chat"),
    *("compete", "train", "play", "dine", "agree", "disagree", "join", "engage", "interact"),
}
# short nouns for people that no agent ending catches
_SHORT_PEOPLE = {"vet", "cop", "kid", "pupil", "guest", "peer", "medic", "user", "crew"}
# nouns with an agent ending that name things, animals or states, not people
_THING_AGENTS = {
    *("computer", "printer", "bomber", "fighter", "carrier", "destroyer", "cruiser", "tanker"),
    *("trailer", "tractor", "container", "monitor", "sensor", "motor", "reactor", "generator"),
    *("predator", "cancer", "disorder", "water", "weather", "thunder", "disaster", "river"),
    *("border", "letter", "number", "paper", "matter", "power", "order", "error", "factor"),
    *("career", "veneer", "beer", "deer", "cheer", "sneer", "steer"),  # -eer, no agent
    *("sector", "layer", "filter", "poster", "banner", "liver", "tumor", "meteor", "scanner"),
    *("helicopter", "elevator", "ventilator", "indicator", "detector", "processor", "charger"),
    *("flower", "tower", "shower", "flavour", "flavor", "colour", "color", "behaviour"),
    *("behavior", "humour", "humor", "labour", "labor", "rumour", "rumor", "honour", "honor"),
    *("favour", "favor", "terror", "horror", "anger", "hunger", "fever", "laughter", "danger"),
    *("answer", "character", "chapter", "winter", "summer", "dinner", "shelter", "barrier"),
    *("trigger", "hammer", "cluster", "register", "counter", "corner", "finger", "monster"),
    *("spider", "tiger", "mirror", "vapour", "vapor", "list", "twist", "fist", "mist"),
    *("equaliser", "equalizer", "leveller", "opener", "header", "stunner", "screamer"),
    *("offer", "sticker", "sweater", "sneaker", "slipper", "locker", "folder", "binder"),
}
# verbs of closing, launching or dropping a product or service: the object is a thing
_CLOSE_LAUNCH = {
    *("shut", "close", "launch", "relaunch", "scrap", "axe", "discontinue", "shutter"),
    *("unveil", "rebrand", "debut"),
}
# of those, verbs never done to a person (unlike: a presenter is axed, a signing unveiled)
_NO_PERSON = {"shut", "close", "shutter", "discontinue", "launch", "relaunch", "rebrand"}
# verbs of buying and selling: a thing, unless the tagger calls it a person (a player)
_TRADE = {"buy", "acquire", "purchase", "sell", "sell-off", "divest"}
# nouns of documents, which say and show but are no one
_DOCUMENTS = {
    *("strategy", "report", "study", "survey", "document", "analysis", "assessment"),
    *("audit", "census", "memo", "dossier", "manifesto", "paper", "guidance"),
    *("guideline", "guidelines", "research", "forecast", "figures", "statistics", "data"),
    *("plan", "blueprint", "index", "poll", "review", "framework", "roadmap"),
}


def people_noun(root: Any) -> bool:
    """A common noun that names people: a person noun, a group of people, or an agent noun
    ("reader", "biologist") that names no thing ("computer", "cancer")."""
    if root.pos_ != "NOUN":
        return False
    lemma, lower = root.lemma_.lower(), root.lower_
    if lemma in _THING_AGENTS or lower in _THING_AGENTS:
        return False
    if lemma in PERSON_NOUNS or lemma in _SHORT_PEOPLE or lemma in wh_people._GROUPS:
        return True
    if lower in wh_people._GROUPS or wh_people.armed_forces(root):
        return True
    return bool(re.search(r"(?:er|or|ist|ian|eer)$", lemma))


def _people_after_prep(candidate: CaseCandidate, span: Any, _: str) -> CaseCandidate | None:
    """ "By what"/"With what" made "by whom"/"with whom" for people named by a noun."""
    match = _PREP_WHAT.match(candidate.question)
    root = cl.span_root(span)
    if match is None or root.dep_ != "pobj" or not people_noun(root):
        return None
    prep = match.group(2).lower()
    verb = root.head.head
    if prep == "with" and verb.lemma_.lower() not in _JOINT:
        return None  # "diagnosed with cancer", "charged with murder"
    word = f"{match.group(2)} whom" if not match.group(1) else f"{prep} whom"
    asked = match.group(1) + word + " " + candidate.question[match.end() :]
    return dataclasses.replace(candidate, question=asked)


_WHAT_OBJECT = re.compile(rf"^((?:[^,?]+, )?)(what) (?=(?:{_AUX}) )", re.IGNORECASE)


def _people_object(candidate: CaseCandidate, span: Any, _: str) -> CaseCandidate | None:
    """ "What does X pay? -- content providers": people named by a noun as the object are
    asked with "who"."""
    match = _WHAT_OBJECT.match(candidate.question)
    root = cl.span_root(span)
    if match is None or root.dep_ != "dobj" or not _listed_people(root):
        return None
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in root.children):
        return None  # "a group of ...", "a list of ...": the head is no person
    word = "Who" if not match.group(1) else "who"
    asked = match.group(1) + word + " " + candidate.question[match.end() :]
    return dataclasses.replace(candidate, question=asked)


def _listed_people(root: Any) -> bool:
    """A noun the lexicons list as people, or an agent noun in -ist/-ian/-eer: an object is
    asked "who" on that evidence alone, never on an -er/-or ending (``offer``, ``indoors``)
    or a group (``the government``, ``the committee``), unless someone's (:func:`owned_people`)."""
    lemma = root.lemma_.lower()
    if root.pos_ != "NOUN" or lemma in _THING_AGENTS:
        return False
    if owned_people(root):
        return True
    return lemma in PERSON_NOUNS or lemma in _SHORT_PEOPLE or lemma.endswith(("ist", "ian", "eer"))


_KIN_GROUPS = frozenset({"family", "household"})


def owned_people(root: Any) -> bool:
    """Someone's people: a possessed plural agent noun made from a verb ("his readers", "her
    followers", "their supporters": ``read`` + ``er``) or a possessed kin group ("his family")."""
    lemma = root.lemma_.lower()
    if root.pos_ != "NOUN" or lemma in _THING_AGENTS:
        return False
    if not any(c.dep_ == "poss" for c in root.children):
        return False
    if lemma in _KIN_GROUPS:
        return True
    return root.tag_ == "NNS" and _verb_agent(lemma)


def _verb_agent(lemma: str) -> bool:
    """An -er/-or noun whose stem is a known verb (``reader``, ``voter``, ``runner``,
    ``investor``)."""
    if not lemma.endswith(("er", "or")) or len(lemma) < 5:
        return False
    stems = {lemma[:-2], lemma[:-1]} | ({lemma[:-3]} if lemma[-3] == lemma[-4] else set())
    known = known_verb_lemmas()
    return any(len(stem) >= 3 and stem in known for stem in stems)


def _person_kind(span: Any, context: str) -> bool:
    """Whether the passage gives any evidence that the answer is a person."""
    return bool(answer_people.answer_kinds(span, context) & {"person", "pronoun", "doer"})


def _product_object(candidate: CaseCandidate, span: Any, context: str) -> CaseCandidate | None:
    """ "Who did X close/launch/buy? -- <product name>" asked with "what"."""
    match = _WHO.match(candidate.question)
    root = cl.span_root(span)
    if match is None or root.dep_ != "dobj" or root.pos_ != "PROPN":
        return None
    verb = root.head.lemma_.lower()
    if verb not in _CLOSE_LAUNCH and verb not in _TRADE:
        return None
    named_thing = root.ent_type_ in {"ORG", "PRODUCT", "WORK_OF_ART", "FAC"}
    if verb not in _NO_PERSON and not named_thing:
        return None  # "Leeds bought Ana Ruiz", "the club unveiled Ruiz": maybe a person
    if _person_kind(span, context):
        return None  # the passage says it is a person
    word = "What" if not match.group(1) else "what"
    asked = match.group(1) + word + " " + candidate.question[match.end() :]
    return dataclasses.replace(candidate, question=asked)


def _ordinal_count(candidate: CaseCandidate) -> CaseCandidate | None:
    """ "To how many has X fallen in the rankings? -- 12th": a rank asked as a count."""
    match = _HOW_MANY.search(candidate.question)
    if match is None or not _ORDINAL.match(candidate.answer.strip()):
        return None
    if _RANKING.search(candidate.question):
        word = match.group(1) + " what position"
        asked = candidate.question[: match.start()] + word + candidate.question[match.end() :]
        return dataclasses.replace(candidate, question=asked)
    return dataclasses.replace(candidate, question="", rejected="ordinal asked as a count")


def _document_subject(candidate: CaseCandidate, span: Any, _: str) -> CaseCandidate | None:
    """ "Who stressed X? -- the UK Climate Review": a document as the subject is a "what"."""
    match = _SUBJECT_WHO.match(candidate.question)
    root = cl.span_root(span)
    if match is None or root.dep_ != "nsubj" or root.lemma_.lower() not in _DOCUMENTS:
        return None
    if root.lower_ in {"paper", "review"} and root.pos_ == "NOUN":
        return None  # "the paper said": the newspaper
    word = "What" if not match.group(1) else "what"
    asked = match.group(1) + word + " " + candidate.question[match.end() :]
    return dataclasses.replace(candidate, question=asked)


def fit_noun_wh(
    candidate: CaseCandidate, span: Any | None, context: str = ""
) -> CaseCandidate | None:
    """The case refitted or dropped for one of the phenomena of the module (None when none
    applies): people named by a noun after "by"/"with", a product closed or bought, an
    ordinal asked with "how many", a document as the subject."""
    if candidate.rejected or not candidate.question:
        return None
    counted = _ordinal_count(candidate)
    if counted is not None or span is None:
        return counted
    for rule in (_people_after_prep, _people_object, _product_object, _document_subject):
        fitted = rule(candidate, span, context)
        if fitted is not None:
            return fitted
    return None
