"""Wh-words that must fit the answer's kind and the verb (the wh-phrase rules after ``template.v9``).

* an animate agent: the agent of a verb only a person does ("murdered by Hartley", "hired by
  Mr Lee") is asked "by whom", even when the parser typed the name as no person;
* a group a verb of addressing reaches ("contacted Ms Ray's team") is asked "who": one
  contacts, asks or thanks people, not things;
* a beneficiary: a named organisation or person after "for" ("analysed for Reuters") is
  asked "for whom";
* a destination: a bare name after "to" of a verb of moving house ("moved to Bristol") is a
  place, asked "where", never "to whom"/"to what";
* a site: a bare name after "in"/"at" of a verb of founding or staging ("was founded in
  Dorset", "is buried at Highgate") is a place, asked "where", not "in what";
* a source of no motion: "from" on a verb of dying, being born, living ("X from Leeds died")
  hangs on the noun, not the verb: no "From where did X die?";
* a prepositional verb whose preposition stays with it ("account for", "consist of") and a
  light-verb idiom with a bare noun ("take cover", "take part", "give way") give no question;
* ``template.v27``: nor does a destination after "for" ("left for Stoke City"), or a bare
  singular noun after "to" ("came to prominence", "rose to power": an idiom, not a thing
  one went to).
"""

from __future__ import annotations

from typing import Any

from hanker.synth import wh_people
from hanker.synth.question_checks import Rejection
from hanker.text.prep_idioms import FIGURATIVE_OBJECTS
from hanker.text.prep_idioms import VERB_IDIOMS as _LIGHT_IDIOMS

_ANIMATE_AGENT = {
    *("murder", "rape", "assault", "abduct", "kidnap", "rob", "stab", "strangle", "groom"),
    *("abuse", "molest", "hire", "sack", "employ", "appoint", "elect", "interview", "marry"),
    *("arrest", "sentence", "convict", "question", "praise", "criticise", "criticize"),
}
_ADDRESS = {
    *("contact", "call", "ask", "tell", "thank", "urge", "warn", "inform", "invite", "meet"),
    *("approach", "consult", "email", "phone", "lobby", "notify", "brief", "interview"),
}
_MOVE_HOUSE = {"move", "relocate", "emigrate", "return", "retire", "flee", "go", "travel"}
_SITED = {
    *("inaugurate", "found", "establish", "stage", "build", "base", "locate", "bury", "film"),
    *("set", "host", "hold", "open"),
}
_SITE_NAMES = {"", "GPE", "LOC", "FAC", "ORG"}  # the tagger calls many counties ORG
_NO_MOTION = {"die", "bear", "live", "stay", "remain", "sit", "stand", "wait", "marry", "kill"}
_KEPT_PREPS = {("account", "for"), ("consist", "of")}
# verbs whose "for" names where one goes ("left for Stoke City"): "For what did X leave?" misleads
_DESTINATION_FOR = {"leave", "head", "depart", "sail", "bound", "set", "fly"}
_PERSONS = {"PERSON", "ORG"}


def _verbs(arg: Any) -> list[str]:
    """The lemmas of the verb ``arg`` hangs on and of the verb it is conjoined to."""
    verb = arg.head
    out = [verb.lemma_.lower()]
    if verb.dep_ == "conj":
        out.append(verb.head.lemma_.lower())
    return out


def _bare_name(span: Any) -> bool:
    """A name with no article, title or common noun ("Bristol", "Hartley")."""
    words = [t for t in span if not t.is_punct]
    return bool(words) and all(t.pos_ == "PROPN" or t.text[:1].isupper() for t in words)


def clause_problem(span: Any, arg: Any, prep: str) -> Rejection | None:
    """Why no question fits: a kept preposition or a light-verb idiom (see the module)."""
    verb = arg.head.lemma_.lower()
    if prep and (verb, prep) in _KEPT_PREPS:
        return Rejection("preposition belongs to the verb")  # "For what did X account?"
    if prep == "for" and verb in _DESTINATION_FOR:
        return Rejection("destination asked as a thing")  # "For what did X leave?"
    root = span.root
    bare = not any(c.dep_ in {"det", "poss", "amod", "compound", "nummod"} for c in root.children)
    if prep == "to" and arg.dep_ == "prep" and root.tag_ == "NN" and bare:
        return Rejection("idiomatic phrase")  # "came to prominence", "rose to power"
    idiom = (arg.head.lemma_.lower(), root.lemma_.lower()) in _LIGHT_IDIOMS
    if arg.dep_ == "dobj" and root == arg and bare and idiom:
        return Rejection("idiomatic phrase")  # "What did X take? -- cover"
    if arg.dep_ == "dobj" and (arg.head.lemma_.lower(), root.lemma_.lower()) in FIGURATIVE_OBJECTS:
        return Rejection("idiomatic phrase")  # "What does X set? -- an immense example"
    return None


def refit(word: str, span: Any, arg: Any, prep: str) -> str | Rejection:
    """The wh-word ``word`` refitted to the answer and the verb (see the module); "where"
    for a destination, which the caller fronts as a place."""
    root = span.root
    verbs = _verbs(arg)
    to_name = prep == "to" and arg.dep_ == "prep" and _bare_name(span)
    if word in {"what", "whom"} and to_name and verbs[0] in _MOVE_HOUSE:
        return "where"  # "To whom did Ms Hale move? -- Bristol"
    if word != "what":
        return word
    site = prep in {"in", "at"} and len(span) == 1 and root.pos_ == "PROPN"
    if site and root.ent_type_ in _SITE_NAMES and verbs[0] in _SITED:
        return "where"  # "In what was the race inaugurated? -- Dorset"
    if prep in {"by", "agent"} and _bare_name(span) and set(verbs) & _ANIMATE_AGENT:
        return "whom"  # "By what were they murdered? -- Hartley"
    if prep == "for" and root.pos_ == "PROPN" and root.ent_type_ in _PERSONS:
        return "whom"  # "For whom were the figures analysed? -- Reuters"
    people = wh_people.names_people(span, root)
    if not prep and arg.dep_ == "dobj" and verbs[0] in _ADDRESS and people:
        return "who"  # "Who has the Guardian contacted? -- Adele's team"
    return word


def checked_source(adverbial: str | Rejection, arg: Any) -> str | Rejection:
    """``adverbial``, unless it is "from where" on a verb of no motion ("X from Leeds died":
    the place says where X is from, not where the dying came from)."""
    if adverbial == "from where" and arg.head.lemma_.lower() in _NO_MOTION:
        return Rejection("source of a verb of no motion")
    return adverbial
