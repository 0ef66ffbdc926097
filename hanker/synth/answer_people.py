"""Person, place or thing: what an answer is, from the evidence of its whole passage.

The small tagger labels a name by its looks in one sentence: a drug that opens a sentence
is a PERSON, a surname an ORG, a town nothing at all. The passage around the answer usually
says what it is, and this module reads that evidence from every mention of the answer (its
name's last word, capitalised as in the answer, or a common noun's lemma):

* a person: an honorific before the name ("Ms Wood", "Dr Ruiz"), a person noun in
  apposition or before the name ("the former leader", "midfielder Ana Ruiz"), an age in
  apposition ("Ruiz, 34,"), the subject of a verb only people do ("died", "married",
  "smiled"), or the subject a following subject "he"/"she" most nearly goes back to
  (``pronoun``: a person unless the tagger calls the answer a place);
* a place: the object of "in"/"near"/"across" of a verb that does not select it ("fighting
  in Rafah"), "the city of X", a place noun after the name ("X province"), the goal or
  source of a verb of moving or a capitalised place noun of its name ("arriving at X",
  "X Station", :mod:`hanker.synth.place_evidence`), where the mention
  is the answer's name alone (a parser may run a name into a place before it: "in Glasgow
  Emma was ...");
* a thing: a class noun of things (a drug, a ship, a song) in apposition, before the name,
  as the copula's complement or after "as" ("X, a sedative", "the drug X", "X is a drug",
  "X is used as a sedative"), or the name written in lower case mid-sentence ("xylazine"),
  as no person's name is (a one-word name only: "the party" is no mention of a Party);
* a doer (a person or a body): the subject of a finite verb of saying ("Vets say ...").

:func:`answer_kinds` gives the set of kinds found; :mod:`hanker.synth.wh_kinds` asks with
"who"/"whom" when the passage says person (or doer, after "by"), with "what"/"where" when it
says place or thing, and drops the case when person and place or thing conflict (``answer
kind unclear``). A "who" changes only for an answer the tagger calls a person or nothing (or
a body whose only evidence is a thing's, or a place noun said of it: "Mariupol, a Ukrainian
port"): countries and bodies are doers as well as places.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth import place_evidence, wh_answers, wh_people
from hanker.synth.base import CaseCandidate
from hanker.text.coref.identity import known_given_name
from hanker.text.person_nouns import PERSON_NOUNS, person_word

_PERSON_VERBS = {
    *("die", "marry", "smile", "laugh", "weep", "cry", "recall", "remember", "wed", "divorce"),
    *("retire", "graduate", "grow", "breastfeed", "sob", "shrug", "nod", "giggle", "frown"),
}
# verbs done to people: a given name as their object is a person's, whatever the tagger says
_DONE_TO_PEOPLE = {
    *("shoot", "stab", "kill", "murder", "strangle", "assault", "kidnap", "rape", "abuse"),
    *("arrest", "charge", "sentence", "marry", "hire", "sack", "interview", "injure", "attack"),
}
_FINITE = {"VBD", "VBZ", "VBP"}
_NAMED_PLACE = "named place"  # a mention before a place noun of its name ("X Station")
_SAY_VERBS = {"say", "tell", "add", "explain", "insist", "admit", "claim", "warn", "reply"}
_PLACE_PREPS = {"in", "near", "across", "throughout", "inside", "around", "outside"}
_PRONOUNS = {"he", "she"}
_NOT_NAMES = {"LANGUAGE", "DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "CARDINAL"}
_AUX = "did|does|do|has|have|had|will|would|can|could|should|may|might|must|is|was|are|were"
_PREPS = "by|for|to|from|with|against|of|about|on|at|in|behind|under|over|towards|toward|into"
# "[According to X, ][<prep> ]who/whom/what <aux> ...", or a subject "Who <verb> ...?"
_ASKED = re.compile(rf"^((?:[^,?]+, )?)(?:({_PREPS}) )?(who|whom|what) (?=(?:{_AUX}) )", re.I)
# "Who is X?": the wh-word is the copula's complement, asking for a description
_COPULA = re.compile(
    r"^(?:is|was|are|were) (?!(?:\w+ed|\w+ing|born|known|seen|taken|given|made)\b)"
)
_SUBJECT_WHO = re.compile(rf"^((?:[^,?]+, )?)(who) (?!(?:{_AUX}|being|been)\b)", re.I)
# nouns for a body of people that acts (a company is asked "who" as a doer)
_BODIES = {
    *("giant", "firm", "business", "corporation", "conglomerate", "multinational", "brand"),
    *("chain", "startup", "start-up", "airline", "carrier", "outlet", "publisher", "label"),
    *("platform", "supermarket", "subsidiary", "enterprise", "institution", "outfit"),
    *("magazine", "tabloid", "journal", "station", "channel", "website", "site"),
}
# class nouns of things no person is ("X, a sedative", "the drug X", "X is a song")
_THING_CLASSES = wh_people.WORKS | {
    *("drug", "substance", "sedative", "medicine", "medication", "painkiller", "opioid"),
    *("tranquilliser", "tranquilizer", "stimulant", "anaesthetic", "anesthetic", "chemical"),
    *("compound", "vaccine", "treatment", "pill", "device", "service", "software", "model"),
    *("ship", "vessel", "boat", "aircraft", "plane", "jet", "car", "vehicle", "rocket"),
    *("single", "track", "musical", "opera", "sitcom", "podcast", "phone", "smartphone"),
    *("disease", "virus", "illness", "condition", "syndrome", "variant", "storm", "hurricane"),
    *("award", "prize", "trophy", "tournament", "festival", "contest", "scheme", "policy"),
}


def _mentions(span: Any, doc: Any) -> tuple[list[Any], bool]:
    """The tokens of ``doc`` that mention the answer, and whether it is a name: a name by its
    last word (any case), a common noun by its lemma."""
    root = cl.span_root(span)
    if root.pos_ == "PROPN" or (root.text[:1].isupper() and not root.is_sent_start):
        key = root.lower_
        return [t for t in doc if t.lower_ == key], True
    return [t for t in doc if t.lemma_.lower() == root.lemma_.lower() and t.pos_ == "NOUN"], False


def _name_start(token: Any) -> Any:
    """The first word of the name ``token`` ends ("Leanne" of "Leanne Wood")."""
    doc, i = token.doc, token.i
    while i > 0 and doc[i - 1].pos_ == "PROPN" and doc[i - 1].text[:1].isupper():
        i -= 1
    return doc[i]


def _class_kind(noun: Any) -> str | None:
    """The kind a class noun says its name is ("sedative" a thing, "leader" a person)."""
    if noun.pos_ != "NOUN":
        return None
    lemma = noun.lemma_.lower()
    if lemma in PERSON_NOUNS:
        return "person"
    if lemma in _THING_CLASSES:
        return "thing"  # before agent nouns: "tranquilliser", "painkiller"
    if person_word(lemma) or lemma in wh_people._PEOPLE or wh_answers._people_noun(noun):
        return "doer"  # "the retailer", "the council": a person or a body
    if lemma in _BODIES:
        return "doer"
    if lemma in wh_answers.PLACE_NOUNS:
        return "place"
    return "thing" if lemma in _THING_CLASSES else None


def _classed(token: Any) -> set[str]:
    """Kinds a noun in apposition, before the name, or as its complement gives it."""
    nouns = [c for c in token.children if c.dep_ == "appos"]
    nouns += [token.head] if token.dep_ == "appos" else []
    start = _name_start(token)
    before = token.doc[start.i - 1] if start.i > 0 else None
    if before is not None and before.dep_ == "compound" and before.head.i == token.i:
        nouns.append(before)  # "the drug Xylazine", "leader Leanne Wood"
    verb = token.head
    if token.dep_ in {"nsubj", "nsubjpass"}:
        if verb.lemma_ == "be":
            nouns += [c for c in verb.children if c.dep_ == "attr"]
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "as"):
            nouns += [c for c in prep.children if c.dep_ == "pobj"]
    return {kind for kind in map(_class_kind, nouns) if kind}


def _person_signs(token: Any) -> bool:
    """An honorific, an age in apposition, a verb only people do, or a given name as the object
    of a verb done to people (see the module)."""
    start = _name_start(token)
    doc = token.doc
    if start.i > 0 and doc[start.i - 1].lower_.rstrip(".") in wh_people._TITLES:
        return True
    if start.lower_.rstrip(".") in wh_people._TITLES and start.i < token.i:
        return True
    after = doc[token.i + 1 : token.i + 4]
    if len(after) == 3 and after[0].text == "," and after[1].like_num and after[2].text == ",":
        return after[1].text.isdigit() and 0 < int(after[1].text) < 120  # "Ruiz, 34,"
    if token.dep_ == "dobj" and token.head.lemma_ in _DONE_TO_PEOPLE:
        return known_given_name(start.text)  # "shot Olivia": a person, whatever the tagger says
    subject = token.dep_ == "nsubj" or (token.dep_ == "nsubjpass" and token.head.lemma_ == "bear")
    return subject and (token.head.lemma_ in _PERSON_VERBS or token.head.lemma_ == "bear")


def _place_signs(token: Any) -> bool:
    """A place's preposition, "the city of X", or a place noun after the name."""
    if place_evidence.named_place_head(token) or place_evidence.motion_end(token):
        return True  # "Paddington Station", "departing from Paddington"
    head = token.head
    if token.dep_ == "compound" and head.text.islower() and head.lemma_ in wh_answers.PLACE_NOUNS:
        return True  # "Helmand province", not the surname of "Songmi Park"
    if token.dep_ != "pobj" or any(c.dep_ == "poss" for c in token.children):
        return False
    if head.lower_ == "of" and head.head.lemma_.lower() in wh_answers.PLACE_NOUNS:
        return head.head.lemma_.lower() not in {"street", "road", "avenue", "lane", "bridge"}
    verb = head.head
    return head.lower_ in _PLACE_PREPS and verb.lemma_.lower() not in wh_answers._SELECTING


def _antecedent(pronoun: Any) -> Any | None:
    """The name a "he"/"she" most nearly goes back to: the last name before it in its own
    or the previous sentence that is a subject, object or owner (not "in Leeds")."""
    doc = pronoun.doc
    first = pronoun.sent.start
    if first > 0:
        first = doc[first - 1].sent.start
    for token in reversed(doc[first : pronoun.i]):
        if token.pos_ != "PROPN" or not token.text[:1].isupper():
            continue
        if token.dep_ == "compound":
            continue  # the name's last word stands for it
        return token if token.dep_ in {"nsubj", "nsubjpass"} else None
    return None


def _pronoun_names(doc: Any) -> set[str]:
    """The last words of names a "he"/"she" goes back to (lower case)."""
    found = (_antecedent(t) for t in doc if t.lower_ in _PRONOUNS and t.dep_ == "nsubj")
    return {t.lower_ for t in found if t is not None}


def _lower_mention(token: Any, name: bool) -> bool:
    """A name written in lower case mid-sentence ("xylazine"): no person's name is."""
    return name and token.text.islower() and not token.is_sent_start and len(token.text) > 3


def answer_kinds(span: Any, context: str) -> set[str]:
    """What the passage says the answer is: a subset of person, place, thing and doer (a
    person or a body that speaks), from every mention of it (see the module)."""
    kinds, placed = _evidence(span, context)
    return kinds - {_NAMED_PLACE} | ({"place"} if placed else set())


def _evidence(span: Any, context: str) -> tuple[set[str], int]:
    """The kinds said of the answer but a place's mentions (and ``_NAMED_PLACE`` for a mention
    before a place noun of its name, "X Station"), and how many mentions are a place's."""
    whole = context and " ".join(context.split()) != span.doc.text
    doc = cl.parse(context) if whole else span.doc  # the passage when there is one
    kinds: set[str] = set()
    placed = 0  # mentions with place evidence (a body's count none)
    words = {t.lower_ for t in span}  # "in Glasgow Emma" is no place evidence for Emma
    single = len([t for t in span if t.pos_ == "PROPN"]) <= 1
    mentions, name = _mentions(span, doc)
    for token in mentions:
        kinds |= _classed(token)
        if single and _lower_mention(token, name):
            kinds.add("thing")
        if name and _person_signs(token):
            kinds.add("person")
        run = {t.lower_ for t in token.doc[_name_start(token).i : token.i + 1]}
        if name and token.text[:1].isupper() and run <= words and _place_signs(token):
            placed += 0 if token.ent_type_ == "ORG" else 1
        if name and place_evidence.named_place_head(token):
            kinds.add(_NAMED_PLACE)
        verb = token.head
        if token.dep_ == "nsubj" and verb.lemma_ in _SAY_VERBS and verb.tag_ in _FINITE:
            kinds.add("doer")  # "Vets say ...", not a "wind warning"
    if name and cl.span_root(span).lower_ in _pronoun_names(doc):
        kinds.add("pronoun")  # a person unless the tagger calls it a place
    return kinds, placed


def _worded(opener: str, word: str, rest: str) -> str:
    """The question with its wh-phrase replaced, capitalised at the start."""
    if not opener:
        word = word[:1].upper() + word[1:]
    return f"{opener}{word} {rest}"


def wh_by_evidence(candidate: CaseCandidate, span: Any, context: str) -> CaseCandidate | None:
    """The case asked with the wh-word the passage's evidence on its answer calls for (None
    to leave it as it is): "who"/"whom" for a person ("by whom" also for a doer), "what" or
    "where" for a place or thing, dropped when the evidence conflicts (see the module); a
    "who" changes only for an answer the tagger calls a person or nothing, or a body with
    evidence of a thing alone (a drug tagged ORG)."""
    question = candidate.question
    match = _ASKED.match(question) or _SUBJECT_WHO.match(question)
    if match is None or re.search(r"\bname\b", question, re.I):
        return None
    if cl.span_root(span).head.lemma_ == "be":
        return None  # "Who is X? -- a painter": a copula asks for a description
    opener, word = match.group(1), match.groups()[-1].lower()
    prep = (match.group(2) or "").lower() if len(match.groups()) == 3 else ""
    root = cl.span_root(span)
    if not prep and _COPULA.match(question[match.end() :]):
        return None  # "Who is the prime minister?": a description
    capital = root.text[:1].isupper() and not root.is_sent_start  # "by Pitchfork", a NOUN
    name = (root.pos_ == "PROPN" or capital) and root.ent_type_ not in _NOT_NAMES
    if not name and not (prep == "by" and word == "what"):
        return None
    kinds, placed = _evidence(span, context)
    classed = kinds & {"person", "doer", "pronoun", "thing", "place"} == {"place"}
    kinds |= {"place"} if placed else set()
    station = _NAMED_PLACE in kinds and not kinds & {"person", "doer", "pronoun", "thing"}
    station = station and root.ent_type_ == "ORG"  # "Paddington Station": the place, no body
    if "pronoun" in kinds and root.ent_type_ not in {"GPE", "LOC", "FAC"}:
        kinds.add("person")
    person, other = "person" in kinds, kinds & {"place", "thing"}
    tagged_person = root.ent_type_ in {"PERSON", "NORP", ""}  # labels of who-side errors
    thing_only = root.ent_type_ == "ORG" and kinds & {"thing", "doer", "place"} == {"thing"}
    place_only = root.ent_type_ == "ORG" and classed  # "Mariupol, a Ukrainian port"
    if word != "what" and not (tagged_person or thing_only or place_only or station):
        return None  # a body or a country asked with "who": the tagger's label stands
    if other and person:
        return dataclasses.replace(candidate, question="", rejected="answer kind unclear")
    rest = question[match.end() :]
    if not other or word == "what":
        return None if word != "what" else _asked_who(candidate, opener, prep, rest, kinds)
    located = placed > 0 and (root.ent_type_ == "PERSON" or station)
    return _asked_what(candidate, span, opener, prep, rest, "place" in other, located)


def _asked_who(
    candidate: CaseCandidate, opener: str, prep: str, rest: str, kinds: set[str]
) -> CaseCandidate | None:
    """ "what" made "who"/"whom" for a person ("by whom" for any doer); not "as what"."""
    if "person" not in kinds and not (prep == "by" and "doer" in kinds):
        return None
    if prep == "as" or (not prep and _COPULA.match(rest)):
        return None  # "As what did X serve?": a role; "What is X?": a description
    asked = _worded(opener, f"{prep} whom" if prep else "who", rest)
    return dataclasses.replace(candidate, question=asked)


def _asked_what(
    candidate: CaseCandidate,
    span: Any,
    opener: str,
    prep: str,
    rest: str,
    place: bool,
    placed: bool,
) -> CaseCandidate | None:
    """ "who"/"whom" made "where" for a place after a preposition of place, "what" for a
    thing or place that is an object or a subject that acts on nothing ("Who emerged ...?");
    a doer of a transitive verb ("Who published X?"), a team, stays a "who", unless the tagger
    called it a person (or a body named before a place noun, "X Station") and a mention of
    it is a place's (``placed``: "arriving at X")."""
    root = cl.span_root(span)
    if not prep and _COPULA.match(rest):
        return None
    if prep and place:
        where = wh_answers.where_question(candidate.question, opener, prep, rest)
        return dataclasses.replace(candidate, question=where) if where else None
    if prep:
        return dataclasses.replace(candidate, question="", rejected="wh word names a thing")
    acts = root.dep_ == "nsubj" and any(c.dep_ == "dobj" for c in root.head.children)
    acts = acts and not placed  # "What links X to Y? -- Marlowe": a place
    if acts or root.dep_ not in {"nsubj", "nsubjpass", "dobj"}:
        return None
    return dataclasses.replace(candidate, question=_worded(opener, "what", rest))
