"""Questions a reader cannot read as plain English or that ask a thing with "who".

Checked for template and LLM-written cases alike by
:func:`hanker.synth.validate.rejection_reason`; each is a counted rejection reason:

* ``who asked of a common noun``: "To whom was X introduced? -- Druidism": a singular common
  noun that names no person (the tagger's NN, not a name) is a "what", whatever entity type
  its capital letter won it ("Who is X?" asks for a description and is left alone);
* ``naming verb asked with who``: "Who has the storm been named by the agency?": what a
  thing is named, called or dubbed is a name, asked with "what";
* ``sentence adverb read as part of a name``: "By what is Meanwhile Lysets shelled?": a
  capitalised sentence adverb ("Meanwhile", "Nearby", "Elsewhere") stuck before a name;
* ``verb without its preposition``: "What has X mainly concentrated?": a verb that takes its
  object through a preposition ("concentrate on", "rely on", "belong to") asked with a bare
  "what" loses the preposition;
* ``relative clause in the question``: "What did X use as a prism she read and through which
  told her tales?": a relative pronoun after a preposition inside the question is a clause of
  the sentence carried over half-built;
* ``role complement left on the verb``: "As what did X serve to the governor?": "adviser to
  the governor" is one role; asked with "as what", its "to" phrase dangles on the verb;
* ``question cut mid-phrase``: "... over the union's campaign urging?": the question ends on a
  gerund of a noun's clause whose complement the sentence goes on with;
* ``subject described elsewhere in its sentence``: "Who was Allan? -- president of the CBI"
  from "Allan, who had been vice president, was president of the CBI" or "Nina Ode, a
  chemist, was ..." : the sentence gives the subject another description too (an apposition,
  a relative clause, a second predicate), so "Who is X?" has more than one answer
  (``template.v28``);
* ``context of a where-clause dropped``: "What does X examine? -- the rituals of court life"
  from "a novel in which he examines ...": what is said holds inside the work the relative
  clause belongs to, which the question drops, so other things answer it too.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.fact_scope import SENTENCE_ADVERBS
from hanker.synth import clause as cl
from hanker.synth import wh_people
from hanker.text.person_nouns import person_word

_AUX = r"(?:did|does|do|has|have|had|will|would|can|could|is|was|are|were)"
_OPENER = r"^(?:According to [^,?]+, )?"
_WHO = re.compile(rf"{_OPENER}(?:\w+ )?(?:who|whom)\b", re.IGNORECASE)
_NAMING = r"(?:named|called|dubbed|christened|nicknamed|renamed|titled|termed|labell?ed)"
# "Who has the storm been named ...?": a subject between the auxiliary and the participle
_WHO_BE = re.compile(rf"{_OPENER}Who (?:is|was|are|were) [A-Z][^?]*\?$")  # "Who is X?"
_WHO_NAMED = re.compile(
    rf"{_OPENER}Who (?:(?:is|was|are|were) (?:\S+ )+?|(?:has|have|had) (?:\S+ )+?been ){_NAMING}\b"
)
_WHO_NAMED_END = re.compile(r"\b(?:after|by|for|to|with)\?$")
_ADVERBS = SENTENCE_ADVERBS  # shared with the extractor's hanker.extract.fact_scope
_ADVERB_NAME = re.compile(rf"(?<=\w )(?:{_ADVERBS}),? [A-Z]")
_BARE_WHAT = re.compile(rf"{_OPENER}What {_AUX} .+ (\w+)\?$")
# verbs whose object comes through a preposition ("focus on", "belong to", "cope with")
_PREP_VERBS = {
    *("focus", "rely", "depend", "concentrate", "specialise", "specialize", "insist", "dwell"),
    *("embark", "elaborate", "listen", "belong", "refer", "respond", "adhere", "devote"),
    *("consist", "cope", "comply", "interact", "collaborate", "resonate", "emerge"),
    *("differ", "originate", "revolve", "hinge", "cater", "delve", "excel", "participate"),
    *("gravitate", "subscribe", "refrain", "abstain", "dabble", "reside", "aspire", "yearn"),
}
_RELATIVE = re.compile(
    r"\b(?:and|or|but) (?:in|through|by|with|for|from|of|on|at|to|under|into|about) (?:which|whom)\b"
)
_ROLE_TO = re.compile(rf"{_OPENER}As what {_AUX} .+? (?:work|serve|act)(?:ed|s|ing)? to\b", re.I)
_QUOTES = {'"', "”", "’", "'"}
_WHERE_PREPS = {"in", "within", "inside", "throughout"}
# works and texts: what is said in them holds inside them ("a novel in which he examines X")
_WORKS = wh_people.WORKS | {
    *("story", "tale", "narrative", "report", "article", "essay", "memoir", "autobiography"),
    *("biography", "study", "paper", "chapter", "collection", "work", "piece", "letter"),
    *("speech", "interview", "trilogy", "saga", "novella", "script", "screenplay", "episode"),
}


def sense_problem(question: str, answer: str, sentence: str, kind: str = "question") -> str | None:
    """Why the question does not read as plain English or asks a thing with "who" (see the
    module), or None; a cloze (a blanked sentence) is not checked."""
    if kind == "cloze":
        return None
    if _ADVERB_NAME.search(question):
        return "sentence adverb read as part of a name"
    if _RELATIVE.search(question):
        return "relative clause in the question"
    if _ROLE_TO.match(question):
        return "role complement left on the verb"
    if _WHO_NAMED.match(question) and not _WHO_NAMED_END.search(question):
        return "naming verb asked with who"
    bare = _BARE_WHAT.match(question)
    if bare and _lemma(bare.group(1)) in _PREP_VERBS:
        return "verb without its preposition"
    doc = cl.parse(sentence)
    span = cl.locate(doc, " ".join(answer.split())) if answer.strip() else None
    if span is not None and len(span) and _WHO.match(question) and not _WHO_BE.match(question):
        problem = _who_thing(span)
        if problem is not None:
            return problem
    if span is not None and len(span) and _WHO_BE.match(question) and _described_twice(span):
        return "subject described elsewhere in its sentence"
    if _cut_gerund(question, doc, span):
        return "question cut mid-phrase"
    if span is not None and len(span) and _where_clause(span, question):
        return "context of a where-clause dropped"
    return None


def _described_twice(span: Any) -> bool:
    """Whether the subject of the copula the answer completes has another description in the
    sentence: an apposition, a relative or participle clause, or a second predicate."""
    verb = cl.span_root(span).head
    subjects = [c for c in verb.children if c.dep_ == "nsubj"] if verb.lemma_ == "be" else []
    if not subjects:
        return False
    described = any(c.dep_ in {"appos", "acl", "relcl"} for c in subjects[0].children)
    return described or any(c.dep_ == "conj" for c in verb.children)


def _lemma(word: str) -> str:
    """The base form of a regular verb form ("focused" -> "focus", "relies" -> "rely")."""
    word = word.lower()
    for ending, base in (
        ("ied", "y"),
        ("ies", "y"),
        ("ing", ""),
        ("ed", ""),
        ("es", ""),
        ("s", ""),
    ):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            stem = word[: -len(ending)] + base
            if stem in _PREP_VERBS:
                return stem
            if stem + "e" in _PREP_VERBS:
                return stem + "e"
            if len(stem) > 3 and stem[-1] == stem[-2] and stem[:-1] in _PREP_VERBS:
                return stem[:-1]
    return word


def _who_thing(span: Any) -> str | None:
    """Why a who-question's answer is no person, or None."""
    root = cl.span_root(span)
    lemma = root.lemma_.lower()
    people = person_word(lemma) or lemma in wh_people._PEOPLE or root.lower_ in wh_people._PEOPLE
    if people or any(t.pos_ == "PROPN" for t in span):
        return None
    if root.tag_ == "NN" and root.pos_ == "NOUN":
        return "who asked of a common noun"  # "Druidism" tagged a noun, typed a group
    return None


def _cut_gerund(question: str, doc: Any, span: Any) -> bool:
    """The question ends on a gerund of a noun's clause whose complement it leaves out."""
    words = re.findall(r"[\w'’-]+", question)
    if len(words) < 3:
        return False
    covered = {t.i for t in span} if span is not None else set()
    lower = question.lower()
    for token in doc:
        if token.text != words[-1] or token.i == 0 or doc[token.i - 1].text != words[-2]:
            continue
        if token.tag_ != "VBG" or token.dep_ not in {"acl", "pcomp", "relcl"}:
            continue
        rest = [c for c in token.rights if not c.is_punct and c.i not in covered]
        if any(c.text.lower() not in lower for c in rest):
            return True
    return False


def _where_clause(span: Any, question: str) -> bool:
    """The answer's verb is a relative clause on "in which"/"where" whose work the question
    leaves out ("a novel in which he examines X" asked "What does he examine?")."""
    verb = cl.span_root(span).head
    if verb.pos_ not in {"VERB", "AUX"} or verb.dep_ not in {"relcl", "advcl"}:
        return False
    preps = [
        c
        for c in verb.children
        if c.dep_ == "prep"
        and c.lower_ in _WHERE_PREPS
        and any(g.lower_ == "which" for g in c.children)
    ]
    if preps:  # "..., in which": the parser may hang the clause on the main verb
        before = [t for t in verb.doc[: preps[0].i] if not t.is_punct]
        noun = verb.head if verb.dep_ == "relcl" else (before[-1] if before else verb)
    elif verb.dep_ == "relcl" and any(c.lower_ in {"where", "wherein"} for c in verb.children):
        noun = verb.head
    else:
        return False
    return _work(noun) and noun.text.lower() not in question.lower()


def _work(noun: Any) -> bool:
    """A work or a text: a noun of one, or a title (quoted or typed a work of art)."""
    after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    quoted = after is not None and after.text in _QUOTES
    return noun.lemma_.lower() in _WORKS or noun.ent_type_ == "WORK_OF_ART" or quoted
