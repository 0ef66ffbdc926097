"""Prepositional phrases that belong to the verb's frame, not to its object's noun (the answer
rules after ``template.v14``).

Some verbs take a second complement after their object: a reason ("blamed a shortage of
nurses for the delays", "fined the firm for breaches"), a beneficiary ("found a lamp for her
dad"), what it is taken for ("mistaken by his rivals for his brother"), the language
something is done in ("covers the debates in Welsh") or where the object
ends up ("steered a loose ball into the net"), the charge of a verdict ("convicted at
Maidstone Crown Court of two counts of murder", ``template.v35``), what the object is
seen as ("reimagined the ceremony as a return of The Twilight Zone"), who was somewhere
too ("was at his home with wife Debbie"), what a place is searched for ("scoured the
highlands for the fugitive") or who acted alongside ("combed the forests alongside
militias", ``template.v36``). The parser hangs that phrase on the last noun
before it, so the answer to "What did X blame?" would carry "for the delays". Such a phrase is
the verb's: it is cut from the answer (and stays in the question, as other adverbials do:
:func:`hanker.synth.answer_adverbials.adverbial_start` asks :func:`frame_phrase_start`).

A phrase is kept when the noun before it takes the preposition itself ("the demand for
housing", "an inquiry into the crash"), and a beneficiary is only a person.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.dropped_parts import AS_VERBS
from hanker.text.person_nouns import PERSON_NOUNS

# verbs whose "for" phrase gives the reason of the act done to the object
_REASON_VERBS = {
    *("blame", "thank", "praise", "criticise", "criticize", "condemn", "fine", "punish"),
    *("jail", "sentence", "reward", "credit", "commend", "applaud", "congratulate", "hail"),
    *("fault", "forgive", "honour", "honor", "penalise", "penalize", "arrest", "convict"),
    *("sue", "scold", "rebuke", "reprimand", "sack", "suspend", "attack", "slam", "mock"),
}
# verbs whose "for" phrase names what the object is taken or exchanged for ("mistaken by his
# rivals for his brother", "swapped her car for a bike")
_EXCHANGE_VERBS = {"mistake", "exchange", "swap", "trade", "substitute", "confuse"}
# verbs whose "for" phrase names who the object is got or made for
_BENEFACTIVE_VERBS = {
    *("find", "buy", "make", "bake", "cook", "knit", "build", "get", "pick", "choose"),
    *("bring", "order", "save", "book", "reserve", "design", "sew", "paint", "fetch"),
}
# verbs whose "in" + a language says how the object is told or shown
_TELLING_VERBS = {
    *("cover", "broadcast", "publish", "write", "sing", "perform", "present", "read"),
    *("deliver", "film", "record", "air", "show", "release", "print", "report", "produce"),
    *("tell", "teach", "say", "speak", "give", "post", "translate", "stream"),
}
# nouns that take the preposition as their own complement
_FOR_NOUNS = {
    *("demand", "need", "support", "call", "bid", "responsibility", "reason", "case", "plan"),
    *("appetite", "preference", "cure", "search", "request", "application", "candidate"),
    *("nomination", "room", "time", "money", "funding", "fund", "payment", "compensation"),
    *("treatment", "vaccine", "test", "market", "respect", "love", "passion", "desire"),
    *("award", "prize", "medal", "warrant", "charges", "charge", "sentence", "ticket"),
    *("inspiration", "basis", "model", "template", "blueprint", "recipe", "venue", "name"),
}
_INTO_NOUNS = {
    *("inquiry", "investigation", "probe", "research", "insight", "review", "study", "look"),
    *("foray", "entry", "venture", "access", "raid", "incursion", "move", "transition"),
    *("inquest", "enquiry", "examination", "analysis", "journey", "expansion", "push"),
}
_KIN = {
    *("mum", "mom", "mother", "dad", "father", "son", "daughter", "wife", "husband"),
    *("friend", "friends", "family", "children", "kids", "grandchildren", "grandson"),
    *("granddaughter", "sister", "brother", "partner", "baby", "parents", "nan", "gran"),
}
_LANGUAGES = {
    *("english", "welsh", "gaelic", "irish", "scots", "cornish", "manx", "french", "spanish"),
    *("german", "italian", "portuguese", "arabic", "russian", "ukrainian", "polish", "dutch"),
    *("mandarin", "cantonese", "chinese", "japanese", "korean", "hindi", "urdu", "punjabi"),
    *("bengali", "latin", "greek", "turkish", "swedish", "norwegian", "danish", "finnish"),
    *("hebrew", "persian", "farsi", "swahili", "yiddish", "catalan", "basque", "braille"),
}
# verbs whose "of" phrase is the charge or the thing taken away ("convicted ... of murder")
_OF_VERBS = {
    *("convict", "acquit", "clear", "accuse", "suspect", "warn", "inform", "remind", "rob"),
    *("strip", "deprive", "notify", "absolve"),
}
_STAYING = {"be", "live", "stay", "remain", "shelter", "hide", "sit", "wait"}
# verbs of searching a place: their "for" phrase is what is sought ("scoured the highlands
# [for X]", ``template.v36``)
_SEARCHING = {"search", "scour", "comb", "sweep", "hunt", "scan", "trawl", "patrol", "check"}
_OBJECTS = {"dobj", "pobj"}


def _person(token: Any) -> bool:
    """A person or people: a name, a pronoun, a kin or person noun."""
    lemma = token.lemma_.lower()
    return (
        token.ent_type_ == "PERSON"
        or token.pos_ == "PRON"
        or token.lower_ in _KIN
        or lemma in _KIN
        or lemma in PERSON_NOUNS
    )


def _language(token: Any) -> bool:
    """A bare language name ("in Gaelic", "in English"), not "in Welsh schools"."""
    bare = not any(c.dep_ in {"det", "poss", "amod", "compound"} for c in token.children)
    return token.lower_ in _LANGUAGES and bare


def _frame(verb: str, prep: Any, obj: Any, noun: Any) -> bool:
    """Whether ``prep`` (with object ``obj``, hung on ``noun``) is in the frame of ``verb``."""
    word, owner = prep.lower_, noun.lemma_.lower()
    if word == "for" and verb in _REASON_VERBS:
        return owner not in _FOR_NOUNS
    if word == "for" and verb in _EXCHANGE_VERBS:
        return owner not in _FOR_NOUNS
    if word == "for" and verb in _BENEFACTIVE_VERBS:
        return owner not in _FOR_NOUNS and _person(obj)
    if word == "in" and verb in _TELLING_VERBS:
        return _language(obj)
    if (word == "of" and verb in _OF_VERBS) or (word == "as" and verb in AS_VERBS):
        return True
    if word == "with" and verb in _STAYING:
        return _person(obj)  # "was at his home [with wife X]": who was there too
    if (word == "for" and verb in _SEARCHING) or word == "alongside":
        return owner not in _FOR_NOUNS  # "combed the forests [alongside militias]": who too
    if word in {"into", "onto"}:
        return owner not in _INTO_NOUNS and not noun.lower_.endswith(("ion", "ment"))
    return False


def _clause_verb(root: Any) -> Any | None:
    """The verb whose object the answer is (through one preposition for a ``pobj``)."""
    if root.dep_ == "dobj":
        return root.head
    if root.dep_ == "pobj" and root.head.head.pos_ in {"VERB", "AUX"}:
        return root.head.head
    return None


def frame_phrase_start(span: Any) -> int | None:
    """The index of the prepositional phrase at the end of the answer ``span`` that belongs to
    the frame of the answer's verb (see the module), or None."""
    root = next((t for t in span if not span.start <= t.head.i < span.end or t.head == t), None)
    if root is None or root.dep_ not in _OBJECTS or root.pos_ not in {"NOUN", "PROPN"}:
        return None
    verb = _clause_verb(root)
    if verb is None:
        return None
    for prep in span:
        if prep.i <= root.i or prep.dep_ != "prep":
            continue
        inside = span.start <= prep.head.i < span.end  # else the parse hangs it on the verb
        noun = prep.head if inside else span.doc[prep.i - 1]
        objects = [c for c in prep.children if c.dep_ == "pobj"]
        if not objects or max(t.i for t in prep.subtree) != span.end - 1:
            continue
        if noun.pos_ in {"NOUN", "PROPN"} and _frame(verb.lemma_.lower(), prep, objects[0], noun):
            return int(prep.i)
    return None
