"""Questions that misread their clause or their answer (the rules of ``template.v8``).

A particle read as a preposition ("headed in the cross": no "In what did X head?"), a
participle clause set off by a comma that describes a noun ("..., fired from the far bank":
no active question on the noun), a subject that is one conjunct of a list or that disagrees
with its verb, the idioms of "take" ("took a bit of persuading", "took some time"), an answer
that refers back ("the perfect blend of the two"), and a bare present-tense "control"/"hold"/
"own" (also "operate", "oversee") with one object ("What does X control?", many answers) give
no question. The wh-word is fitted to the verb: what is founded, formed or launched is a
"what", what one attends is a "what", and a name whose copula complement is a person noun
("X is the second child of Y") is a "who".
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.question_checks import Rejection

_PARTICLES = {"in", "out", "up", "off", "down"}
_PHRASAL = {
    *("head", "slot", "tap", "sweep", "fire", "stab", "poke", "nod", "bundle", "roll", "curl"),
    *("drill", "smash", "knock", "turn", "hand", "give", "fill", "pass", "bring", "point"),
    *("pick", "carry", "put", "call", "let", "blow", "cut", "chip", "lash", "stroke", "volley"),
    *("pour", "rack", "clock", "ring", "send", "sign", "set", "shut", "wipe", "rule", "back"),
}
_SUBJECTS = {"nsubj", "nsubjpass"}
_TAKE_NOUNS = {"bit", "while", "time", "ages", "effort", "courage", "guts", "nerve", "lot"}
_REFERS_BACK = re.compile(r"\b(the two|the three|both|the former|the latter|the pair)\b", re.I)
_HOLD_VERBS = {"control", "hold", "own", "occupy", "possess", "operate", "oversee"}
_BARE_OK = {"nsubj", "dobj", "advmod", "punct", "aux", "neg", "mark"}
_MADE = {"found", "establish", "create", "form", "launch", "set", "start", "build", "run"}
_ATTENDED = {"attend"}
_OTHER_ARGUMENT = {"to": {"from"}, "into": {"from"}, "from": {"to", "into"}, "by": {"to", "from"}}
_CHARGE = {"accuse", "charge", "convict", "suspect", "acquit", "clear", "fine", "sue"}
_PERSON_NOUNS = {
    *("child", "son", "daughter", "wife", "husband", "leader", "mother", "father", "brother"),
    *("sister", "grandson", "granddaughter", "heir", "widow", "partner", "founder", "chief"),
    *("captain", "boss", "head", "spouse", "niece", "nephew", "cousin", "successor"),
}


def phrasal_particle(verb: Any, arg: Any) -> bool:
    """ "headed in the cross", "slotted home": a particle right after a phrasal verb, not a
    preposition that can be asked ("In what did X head?")."""
    return (
        arg.dep_ == "prep"
        and arg.head == verb
        and arg.lower_ in _PARTICLES
        and arg.i == verb.i + 1
        and verb.lemma_.lower() in _PHRASAL
        and not any(c.ent_type_ in {"DATE", "TIME"} for c in arg.children)  # "fired in April"
    )


def comma_participle(verb: Any) -> bool:
    """ "..., fired from the far bank": a past participle set off by a comma, with no subject
    or auxiliary of its own, that describes a noun rather than says what it did."""
    if verb.tag_ != "VBN" or verb.dep_ not in {"conj", "advcl"}:
        return False
    if any(c.dep_ in {*_SUBJECTS, "aux", "auxpass"} for c in verb.children):
        return False
    start = min(t.i for t in verb.subtree)
    return start > 0 and verb.doc[start - 1].text == ","


def subject_conjunct(verb: Any, subject: list[Any]) -> bool:
    """A subject that follows "and"/"or" (one conjunct of a list), or a singular noun with a
    plural finite verb ("the richness of his narratives have left ...")."""
    if not subject:
        return False
    doc = verb.doc
    start = subject[0].i
    joined = start > doc[start].sent.start and doc[start - 1].lower_ in {"and", "or"}
    if joined and doc[start - 1].head.pos_ in {"NOUN", "PROPN", "PRON"} and start < verb.i:
        return True  # "..., and the warmth of her characters have earned": not "The pair ... and X"
    heads = [t for t in subject if t.dep_ in _SUBJECTS]
    finite = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}] + [verb]
    plural_verb = finite[0].tag_ == "VBP" and finite[0].lower_ in {"have", "are", "were"}
    single = (
        bool(heads)
        and heads[0].tag_ == "NN"
        and not any(c.dep_ == "conj" for c in heads[0].children)
    )
    return plural_verb and single and heads[0].i < verb.i


def answer_overruns(verb: Any, arg: Any, span: Any) -> str:
    """Why the answer runs past its argument, or '': a "from" phrase in a "to" answer ("moved
    to X from Y"), a "to" phrase in a "by" answer ("rose by 7% to £66bn"), the charge in the
    answer of "accuse" ("accused X of Y"), or a list cut after its first title ("hits like
    A" of "hits like A and B")."""
    preps = {t.lower_ for t in span if t.dep_ in {"prep", "agent"} and t.i != span.start}
    if arg.dep_ == "prep" and preps & _OTHER_ARGUMENT.get(arg.lower_, set()):
        return "answer holds another argument"
    if arg.dep_ == "dobj" and verb.lemma_.lower() in _CHARGE and preps & {"of", "for"}:
        return "answer holds another argument"
    doc = span.doc
    after = doc[span.end] if span.end < len(doc) else None
    listing = any(t.lower_ in {"like", "including"} for t in span)
    if after is not None and after.lower_ in {"and", "or"} and listing:
        return "answer cut inside a list"
    return ""


def fit_problem(verb: Any, subject: list[Any], arg: Any, span: Any) -> Rejection | None:
    """Why the clause gives a misread question for the answer ``span``, or None."""
    overrun = answer_overruns(verb, arg, span)
    if overrun:
        return Rejection(overrun)
    if phrasal_particle(verb, arg):
        return Rejection("phrasal verb particle read as a preposition")
    if comma_participle(verb):
        return Rejection("participle clause describes a noun")
    if subject_conjunct(verb, subject):
        return Rejection("subject is one conjunct of a list")
    root = span.root
    take = verb.lemma_.lower() == "take" and arg.dep_ == "dobj"
    if take and (root.lemma_.lower() in _TAKE_NOUNS or any(t.tag_ == "VBG" for t in span)):
        return Rejection("idiom of take")
    if _REFERS_BACK.search(span.text):
        return Rejection("answer refers back")
    bare = all(c.dep_ in _BARE_OK for c in verb.children)
    if verb.lemma_.lower() in _HOLD_VERBS and verb.tag_ in {"VBZ", "VBP"} and bare:
        return Rejection("vague present possession")
    return None


def fitted_wh(word: str, span: Any, arg: Any) -> str:
    """The wh-word fitted to the verb: "what" for what is founded or attended, "who" for a
    name whose copula complement is a person noun."""
    verb = arg.head if arg.dep_ in {*_SUBJECTS, "dobj"} else None
    if verb is None or word not in {"who", "whom", "what"}:
        return word
    lemma = verb.lemma_.lower()
    if arg.dep_ == "nsubjpass" and lemma in _MADE:
        return "what"  # "What was founded by Ms Okafor?", not "Who ...?"
    if arg.dep_ == "dobj" and lemma in _ATTENDED:
        return "what"  # "What did X attend? -- Universidade de Lisboa"
    return "who" if person_complement(span, arg) else word


def person_complement(span: Any, arg: Any) -> bool:
    """A name whose copula complement is a person noun ("Rosa is the eldest daughter of X"):
    the name is asked with "who"."""
    if arg.dep_ != "nsubj" or arg.head.lemma_ != "be" or span.root.pos_ != "PROPN":
        return False
    attrs = [c for c in arg.head.children if c.dep_ == "attr"]
    return bool(attrs) and attrs[0].lemma_.lower() in _PERSON_NOUNS and attrs[0].pos_ == "NOUN"
