"""Questions whose wh-word does not fit what the answer is, or that lose what made the answer one.

Checked for template and LLM-written cases alike by
:func:`hanker.synth.validate.rejection_reason` (after :mod:`hanker.synth.question_sense`);
each is a counted rejection reason. The answer's kind is read from the sentence's parse, not
only from its entity label:

* ``who asked of a thing``: "Who is one of the largest fairs in Europe? -- Leeds Expo": the
  answer is the subject of a copula whose predicate is a thing (an event, a show, a church;
  "one of the ... events"), or the answer's own head is such a noun ("Who was founded by X? --
  the new church"), or a common-noun answer with no person in it ("Who is X's plan? -- the top
  story in the paper");
* ``who asked of a show``: "On whom did X appear? -- Dragons' Den": the object of "appear
  on/in", "star in" or "feature in" is a programme or a work;
* ``who asked of a body left``: "From whom did X resign? -- the shadow cabinet": what one
  resigns or withdraws from is an office or a body;
* ``who-is question on another clause's copula``: "Who is Paris and Rome? -- Ana" from "Ana,
  who starred in Love is Paris and Rome": the "is" belongs to a title or another subject;
* ``what asked of people``: "For what does X speak? -- the residents": a collective noun of
  people ("community", "refugees", "residents") is asked with "who", not "what";
* ``relative time with no anchor``: "To whom did X speak at the time?": "at the time", "that
  year", "then" point to a time the sentence before gave, which the question does not;
* ``count's of-phrase dropped``: "How many charges does X face? -- three" from "three charges
  of fraud": the of-phrase restricts what is counted, and others may be counted in the passage;
* ``subject question drops its limiting clause``: "Who spoke at the rally in May? -- Ana" from
  "... while waiting for a verdict": an intransitive verb's subject asked with only place and
  time left; many people did that, the dropped adverbial clause is what singled the answer out.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth import wh_people
from hanker.text.person_nouns import person_word

_OPENER = r"^(?:According to [^,?]+, )?"
_WHO = re.compile(rf"{_OPENER}(?:\w+ )?(?:who|whom)\b", re.IGNORECASE)
_WHO_IS = re.compile(rf"{_OPENER}Who (?:is|was) ([A-Z][^?]*)\?$")
# things that readers will not accept a "who" for, whatever their entity label
_THING_NOUNS = {
    *("event", "tournament", "championship", "competition", "contest", "festival", "fair"),
    *("race", "match", "game", "show", "programme", "program", "series", "film", "church"),
    *("cathedral", "mosque", "temple", "chapel", "monastery", "cabinet", "story"),
    *("headline", "exhibition", "conference", "summit", "ceremony", "concert", "award"),
}
_SHOW = re.compile(rf"{_OPENER}(?:On|In) whom .+? (?:appear|star|feature)(?:ed|s|ing)?\b")
_BODY = re.compile(
    rf"{_OPENER}From whom .+? (?:resign|withdraw|withdrew|retire|step|stepped|quit)\w*\b"
)
# collective nouns of people: a "what" question for them reads wrong
_COLLECTIVE = {
    *("community", "communities", "refugees", "residents", "public", "victims", "voters"),
    *("population", "electorate", "crowd", "audience", "fans", "supporters", "families"),
    *("workers", "employees", "pupils", "students", "patients", "migrants", "locals"),
}
# a preposition's "what" for people: "For what does X speak?" (not "within what": a setting)
_WHAT = re.compile(
    rf"{_OPENER}(?:for|to|from|with|among|against|by) what (?:did|does|do|has|have|had|is|was)\b",
    re.IGNORECASE,
)
_RELATIVE_TIME = re.compile(
    r"\b(?:(?:that|the (?:very )?same|the following|the next|the previous|the preceding) "
    r"(?:year|month|week|day|night|morning|evening|season|summer|winter|spring|autumn)\b"
    r"|(?:since|by|until) then(?=[?,])|then(?=\?))"
)
_HOW_MANY = re.compile(rf"{_OPENER}(?:\w+ )?How many (\w+)\b(?! of\b)", re.IGNORECASE)
# classifier nouns: what they count is named by their of-phrase ("three counts of fraud")
_CLASSIFIERS = {
    *("count", "counts", "charge", "charges", "case", "cases", "instance", "instances"),
    *("act", "acts", "offence", "offences", "offense", "offenses", "incident", "incidents"),
    *("type", "types", "kind", "kinds", "form", "forms", "episode", "episodes"),
}
_SUBORDINATORS = {"while", "whilst", "as", "when", "before", "after", "until", "once"}
_WHO_SUBJECT = re.compile(rf"{_OPENER}Who ([a-z]+)\b(?! (?:is|was|are|were)\b)")


def kind_problem(question: str, answer: str, sentence: str, kind: str = "question") -> str | None:
    """Why the question's wh-word misfits the answer or the question lost what made its answer
    the only one (see the module), or None; a cloze is not checked."""
    if kind == "cloze":
        return None
    if _SHOW.match(question):
        return "who asked of a show"
    if _BODY.match(question):
        return "who asked of a body left"
    if _RELATIVE_TIME.search(question):
        return "relative time with no anchor"
    doc = cl.parse(sentence)
    span = cl.locate(doc, " ".join(answer.split())) if answer.strip() else None
    if span is None or not len(span):
        return None
    who_is = _WHO_IS.match(question)
    asks_be = who_is is not None and bool(re.search(r"\b[a-z]", who_is.group(1)))
    if _WHO.match(question) and _who_thing(span, asks_be):
        return "who asked of a thing"
    if who_is and _other_copula(doc, span, who_is.group(1)):
        return "who-is question on another clause's copula"
    root = cl.span_root(span)
    if _WHAT.match(question) and root.lower_ in _COLLECTIVE:
        return "what asked of people"
    if _dropped_of(question, doc, span):
        return "count's of-phrase dropped"
    if _dropped_clause(question, span):
        return "subject question drops its limiting clause"
    return None


def _who_thing(span: Any, asks_be: bool) -> bool:
    """The answer is a thing: a copula's subject whose predicate is a thing noun, a thing noun
    itself, or (when the question asks "Who is <a description>?", ``asks_be``) a common noun
    whose head is no person word."""
    root = cl.span_root(span)
    if root.dep_ in ("nsubj", "nsubjpass") and root.head.lemma_ == "be":
        for attr in (c for c in root.head.children if c.dep_ == "attr"):
            head = attr
            if attr.lower_ == "one":  # "one of the biggest events"
                head = next((t for t in attr.subtree if t.dep_ == "pobj"), attr)
            if head.lemma_.lower() in _THING_NOUNS and not person_word(head.lower_):
                return True
    lemma = root.lemma_.lower()
    if lemma in _THING_NOUNS and not any(t.ent_type_ == "PERSON" for t in span):
        return True
    if not asks_be:
        return False
    people = person_word(root.lower_) or root.lower_ in wh_people._PEOPLE
    common = root.pos_ == "NOUN" and root.text.islower() and root.tag_ == "NN"
    return common and not people and any(t.lower_ in ("the", "a", "an") for t in span[:1])


def _other_copula(doc: Any, span: Any, predicate: str) -> bool:
    """ "Who is X?" where the sentence's "is" before X follows a capitalised word outside the
    answer: the copula is part of a title ("Love is Paris") or of another subject."""
    found = cl.locate(doc, predicate)
    if found is None or found.start < 2:
        return False
    before = doc[found.start - 1]
    if before.lower_ not in ("is", "was"):
        return False
    left = doc[found.start - 2]
    return left.text[:1].isupper() and not span.start <= left.i < span.end


def _dropped_of(question: str, doc: Any, span: Any) -> bool:
    """ "How many N ...?" where the sentence's counted N has an of-phrase the question drops."""
    asked = _HOW_MANY.match(question)
    if asked is None:
        return False
    noun = asked.group(1).lower()
    if noun not in _CLASSIFIERS:
        return False
    for token in doc:
        if token.lower_ != noun or not any(c.dep_ == "nummod" for c in token.children):
            continue
        for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"):
            objects = [c for c in prep.children if c.dep_ == "pobj"]
            if objects and objects[0].pos_ == "NOUN" and objects[0].lower_ not in question.lower():
                return True
    return False


def _dropped_clause(question: str, span: Any) -> bool:
    """ "Who <verb> <place/time>?" of an intransitive verb whose adverbial clause, dropped by the
    question, is what singled out its subject."""
    asked = _WHO_SUBJECT.match(question)
    root = cl.span_root(span)
    if asked is None or root.dep_ != "nsubj" or root.head.pos_ != "VERB":
        return False
    verb = root.head
    if verb.lower_ != asked.group(1).lower():
        return False
    roles = {c.dep_ for c in verb.children}
    if roles & {"dobj", "attr", "ccomp", "xcomp", "dative", "acomp"}:
        return False
    for clause in (c for c in verb.children if c.dep_ == "advcl"):
        if not any(m.dep_ == "mark" and m.lower_ in _SUBORDINATORS for m in clause.children):
            continue
        words = [t.lower_ for t in clause.subtree if t.is_alpha and len(t) > 3]
        if words and not any(w in question.lower() for w in words):
            return True
    return False
