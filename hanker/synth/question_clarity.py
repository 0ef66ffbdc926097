"""Clauses that give unclear questions (the clarity rules of ``template.v7``).

A question is not written from a cleft sentence ("it was Ann who ..."), for a "by" phrase
that is no passive agent ("forced through the takeover by UBS"), for a "with" phrase that
names a team or a country the subject was with ("won the cup with Barcelona"), for the noun
of a fixed prepositional phrase ("held behind closed doors", "set on fire"), for a "be" whose
infinitive would read as "be to" ("On what is X to mark ...?"), for a phrase that may belong
to a quoted complement before it, for the object of a light verb
with nothing else said ("What has X had?"), for a clause on "the first time" or "the day",
on an unnamed description ("the Catalan") or for one ("What did X coach? -- the Swiss",
a player named by a nationality), or on caption wording ("during speech").
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.prep_arguments import fronted_adjunct
from hanker.synth.question_checks import Rejection
from hanker.synth.question_fit import fit_problem
from hanker.synth.question_premise import premise_problem
from hanker.text.nlp import first_conjunct
from hanker.text.person_nouns import DEMONYM_NOUNS
from hanker.text.prep_idioms import PREP_IDIOMS as _PREP_IDIOMS

_LIGHT = {"have", "get", "take"}
# verbs a caption uses without an object in the active ("Edgar Froese died in 2015")
_INTRANSITIVE = frozenset(
    {*("die", "arrive", "go", "come", "live", "work", "happen", "fall", "rise", "grow", "stay")}
    | {*("remain", "return", "retire", "resign", "appear", "speak", "perform", "play", "walk")}
    | {*("run", "win", "lose", "travel", "sit", "stand", "gather", "march", "protest", "vote")}
    | {*("compete", "emerge", "begin", "start", "end", "finish", "marry", "smile", "wait")}
    | {*("meet", "talk", "pose", "celebrate", "leave", "arrive", "fly", "sail", "land")}
)
_GENERAL = {"make", "do", "give", "see", "find", "face", "hold"}
_LIGHT_OK = {"nsubj", "nsubjpass", "aux", "auxpass", "punct", "advmod", "cc", "conj", "neg"}
_CIRCUMSTANCE_NOUNS = {"time", "moment", "day", "occasion", "way", "reason", "year", "night"}
_COMPANY_ENTITIES = {"ORG", "GPE", "NORP"}
_BARE_OK = {
    *("hospital", "school", "prison", "jail", "court", "home", "work", "church", "college"),
    *("university", "bed", "town", "office", "power", "custody", "time", "lunchtime", "night"),
    *("dawn", "dusk", "noon", "midnight", "breakfast", "lunch", "dinner", "tea", "sea", "land"),
    *("air", "board", "stage", "screen", "camera", "record", "trial", "bail", "parole", "foot"),
}
_DEMONYMS = DEMONYM_NOUNS | {"swiss", "dutch"}  # and the peoples "the Swiss", "the Dutch"
_DETERMINERS = {"det", "poss", "nummod", "predet"}
_EPITHET = re.compile(
    r"^the (?:(?:world |british |european |former |new )?number (?:one|two|three|\d+)"
    r"|(?:left|right) ?- ?(?:hander|footer)|\d+ ?- ?year ?- ?old)$"
)


def _cleft(verb: Any) -> bool:
    """ "it was X who/that ...": an expletive "it" and a copula with a relative-like clause."""
    for be in (verb, verb.head):
        if be.lemma_ != "be" or not any(
            c.lower_ == "it" and c.dep_ in {"nsubj", "expl"} for c in be.children
        ):
            continue
        clauses = [c for c in be.children if c.dep_ in {"ccomp", "relcl", "acl"}]
        clauses += [g for c in be.children if c.dep_ == "attr" for g in c.children]
        for clause in clauses:
            if any(
                g.lower_ in {"who", "that", "which", "whom"} and g.i < clause.i
                for g in clause.children
            ):
                return True
    return False


def _passive(verb: Any) -> bool:
    return any(c.dep_ == "auxpass" for c in verb.children) or (
        verb.tag_ == "VBN" and verb.dep_ in {"acl", "advcl", "amod"}
    )


def _prep_problem(verb: Any, arg: Any, wh: str) -> str:
    """Why a fronted preposition's question is unclear ('' when it is clear)."""
    first = wh.split()[0].lower() if wh else ""
    asked = len(wh.split()) == 2 and wh.split()[1] in {"what", "whom"}
    if not asked or arg.dep_ not in {"prep", "agent"}:
        return ""
    objects = [c for c in arg.children if c.dep_ == "pobj"]
    noun = objects[0] if objects else None
    if first == "by" and arg.dep_ != "agent" and not _passive(verb):
        return "'by' phrase is not the agent"
    if noun is not None and (first, noun.lemma_.lower()) in _PREP_IDIOMS:
        return "idiomatic prepositional phrase"
    company = noun is not None and noun.pos_ == "PROPN" and noun.ent_type_ in _COMPANY_ENTITIES
    if first == "with" and company and not _passive(verb):
        return "'with' names company, not a means"
    if verb.lemma_ == "be" and any(
        c.dep_ in {"advcl", "xcomp"} and any(g.tag_ == "TO" for g in c.children)
        for c in verb.children
    ):
        return "'be' with an infinitive reads as 'be to'"
    closing = verb.doc[arg.i - 1] if arg.i > 0 else arg  # 'as "a local hero" in X'
    complement = closing.head.lower_ == "as" or closing.head.dep_ in {"oprd", "acomp"}
    if closing.tag_ == "''" and complement and arg.dep_ != "agent":
        return "phrase may belong to the complement before it"
    return ""


def _light_object(verb: Any, arg: Any) -> bool:
    """ "What has Gardner had?": a light verb's object with nothing else in its clause; also
    "What does Paul make? -- jokes": a bare plural of a general verb, with nothing else."""
    bare_plural = arg.tag_ == "NNS" and not any(True for _ in arg.children)
    if bare_plural and arg.dep_ == "dobj" and verb.lemma_.lower() in _LIGHT | _GENERAL:
        return all(c.dep_ in _LIGHT_OK or c.i == arg.i for c in verb.children)
    if verb.lemma_.lower() not in _LIGHT or arg.dep_ != "dobj":
        return False
    if not any(c.dep_ == "aux" for c in verb.children):
        return False  # "What does X have?": the question text's own check (question_text)
    return all(c.dep_ in _LIGHT_OK or c.i == arg.i for c in verb.children)


def _unnamed_description(subject: tuple[Any, ...]) -> bool:
    """ "The Catalan", "the Frenchman": a nationality standing for a person not named; a
    sport's epithet too ("the world number one", "the left-hander")."""
    words = [t for t in subject if not t.is_punct]
    if _EPITHET.match(" ".join(t.lower_ for t in subject)):
        return True  # "the world number one", "the left-hander": a player not named
    if len(words) != 2 or words[0].lower_ != "the":
        return False
    noun = words[1]
    if not noun.text[:1].isupper() or noun.tag_ not in {"NNP", "NN"}:
        return False
    demonym = noun.ent_type_ == "NORP" and not noun.lower_.endswith("s")  # not "the Rovers"
    return demonym or noun.lower_ in _DEMONYMS or noun.lower_.endswith(("shman", "chman"))


def _caption(verb: Any, covered: set[int]) -> bool:
    """Caption wording: no closing full stop and a singular count noun with no determiner
    ("Biden spoke of threats during speech"), or a past verb with no auxiliary and no object,
    which a caption may mean as a passive ("Ann Roe kidnapped and held for a year")."""
    sentence = verb.sent
    if sentence[-1].is_punct or sentence[-1].tag_ in {"''", "-RRB-"}:
        return False
    if _bare_past(verb):
        return True
    for token in verb.subtree:
        if token.i in covered or token.tag_ != "NN" or token.dep_ not in {"pobj", "dobj"}:
            continue
        if token.lemma_.lower() in _BARE_OK or token.ent_type_:
            continue
        if not any(c.dep_ in _DETERMINERS or c.dep_ == "compound" for c in token.children):
            return True
    return False


def _bare_past(verb: Any) -> bool:
    """Coordinated past verbs with no auxiliary and no object (``X kidnapped and held for six
    years``): a caption's passive."""
    verbs = [verb, first_conjunct(verb)]
    if verb.tag_ not in {"VBD", "VBN"} or any(v.lemma_.lower() in _INTRANSITIVE for v in verbs):
        return False
    if verbs[0].i == verbs[1].i and not any(c.dep_ == "conj" for c in verb.children):
        return False  # one past verb alone ("Ann and Bo met in Rome") is most often active
    kept = {"aux", "auxpass", "dobj", "ccomp", "xcomp", "attr", "acomp", "oprd", "dative"}
    return not any(c.dep_ in kept for v in verbs for c in v.children)


def _wh_determiner(token: Any) -> bool:
    """ "how many", "what books", "which way": a wh-word asking, not a relative pronoun."""
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if token.lower_ == "how":
        return following is not None and following.lower_ in {"many", "much"}
    return token.lower_ in {"what", "which"} and token.dep_ == "det"


def clarity_problem(clause: Any, arg: Any, span: Any, wh: tuple[str, set[int]]) -> Rejection | None:
    """Why the clause gives an unclear question for the answer ``span`` (of the clause's
    argument ``arg``), or None."""
    verb = clause.verb
    if any(_wh_determiner(t) for t in span):
        return Rejection("answer is an indirect question")  # "exactly how many books"
    if _cleft(verb):
        return Rejection("cleft sentence")
    circumstance = verb.dep_ == "relcl" and verb.head.lemma_.lower() in _CIRCUMSTANCE_NOUNS
    if circumstance and arg.dep_ not in {"nsubj", "nsubjpass"}:
        # "the first time X charged Y": "Who has X charged?" has many answers without it
        return Rejection("clause on a time or manner noun")
    if _unnamed_description(clause.subject):
        return Rejection("head is an unnamed description")
    if _unnamed_description(tuple(span)):  # "What did X coach? -- the Swiss": a player
        return Rejection("answer is an unnamed description")
    problem = _prep_problem(verb, arg, wh[0])
    if problem:
        return Rejection(problem)
    if _light_object(verb, arg):
        return Rejection("vague light verb")
    if _caption(verb, wh[1]):
        return Rejection("caption wording")
    premise = premise_problem(verb, span) or fit_problem(verb, list(clause.subject), arg, span)
    return premise or fronted_adjunct(arg, wh[0])


def aside_leftovers(doc: Any, covered: set[int]) -> set[int]:
    """Words the parser hung on the verb from inside the answer's comma-set apposition
    ("host X, the last team to beat them 19 matches ago, on Monday": "19 matches ago"),
    dropped from the question with the apposition."""
    left: set[int] = set()
    for token in (doc[i] for i in covered):
        if token.dep_ != "appos" or token.head.i not in covered:
            continue
        sub = sorted(t.i for t in token.subtree)
        if sub[0] == 0 or doc[sub[0] - 1].text != ",":
            continue
        end = sub[-1] + 1
        while end < len(doc) and doc[end].text not in {",", ";", ".", "-", "–", "—", ")"}:
            left.add(end)
            end += 1
        inner = end < len(doc) and (doc[end].head.i in left or doc[end].ent_iob_ == "I")
        if end >= len(doc) or doc[end].text != "," or inner:
            # no closing comma ("June 9, 1948": a comma inside a date is none)
            left -= set(range(sub[-1] + 1, end))
    return left - covered


def comparison_tail(verb: Any, covered: set[int]) -> set[int]:
    """A "compared with ..." phrase on the verb after the answer ("singled out June as the
    month that saw a record drop compared with last year"): it compares within the answer,
    so it leaves the question with it."""
    if not covered:
        return set()
    tail: set[int] = set()
    for child in verb.children:
        if child.lemma_.lower() == "compare" and child.tag_ == "VBN" and child.i > max(covered):
            tail |= {t.i for t in child.subtree}
    return tail
