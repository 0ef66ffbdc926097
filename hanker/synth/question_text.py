"""Checks on a written question's text (the rules of ``template.v6``): no negation, no
garbled or cut wording, no deictic or vague question, the fact's head named."""

from __future__ import annotations

import re

from hanker.synth.question_checks import (
    DEICTIC_ANSWER,
    DEICTIC_PAIRS,
    Rejection,
    WrittenQuestion,
    names_head,
    unbalanced_quotes,
)
from hanker.synth.question_wording import repair_wording

_MAX_WORDS = 25
_DEICTIC_QUESTION = re.compile(r"\b(this|these|those)\b", re.IGNORECASE)
_SHORT_PREP_COPULA = re.compile(r"^[A-Z][a-z]+ what (is|was|are|were) \S+( \S+)?\?$")
# "How many years is John Tinniswood?": an age asked as a count of years
# "What has Russia attacked in the days?": a period cut before its "since"/"after" clause
_CUT_PERIOD = re.compile(r"\bin the (?:days|weeks|months|hours)\?$")
_AGE_AS_COUNT = re.compile(r"^How many years (is|was) [A-Z][\w'-]*(?: [A-Z][\w'-]*)*\?$")
_DOUBLED = re.compile(r"\b(\w+) \1\b", re.IGNORECASE)
_DOUBLED_NAME = re.compile(r"\b([A-Z]\w+(?: [A-Z]\w+){1,3}) \1\b")  # "Ann Lee Ann Lee"
_DANGLING = re.compile(
    r"\b(which|who|whom|whose|that|and|or|but)\?$|\brather\b(?! than)", re.IGNORECASE
)  # "For what did X decide to pay rather?": "rather" lost its "than" phrase
_DEFINITION = re.compile(r"^(What|Who) ((is|was|are|were) [^,]+|(has|have|had) [^,]+ been)\?$")
_GARBLED = re.compile(r"'s'?s\b|'s(\?$| (to|with|by|in|of|and|at|on|for|has|have|had|is|was)\b)")
_NEGATION = re.compile(r"\b(no|not|never|nothing|none|nobody|neither|nor)\b|n't\b", re.IGNORECASE)
_DASH_ASIDE = re.compile(r" [-–—] |(^|\s)-\w|\w-(\s|\?)")
_AUX = r"(did|does|do|is|was|were|are|has|have|had|will|would|can|could)"
_WH_INSIDE = re.compile(rf"\b{_AUX} (how|what|why|whether|which|who|whom)\b", re.IGNORECASE)
_INDEFINITE = r"(a|an|another|some|one) "
# the subject after the auxiliary (do-support: always; be/have: only when more than the
# wh-word comes first, since "Who was a member ...?" asks the subject)
_INDEFINITE_SUBJECT = re.compile(
    rf"^[A-Z][\w ]*? (did|does|do) {_INDEFINITE}|^[A-Z]\w*( [\w-]+)+ {_AUX} {_INDEFINITE}"
)
_VAGUE_HAVE = re.compile(
    r"^What (do|does|did) [^?]+ (have|get|do)( (in|on|at|during|since|by) \S+( \S+)?)?\?$"
)
# "In how many years did X become the youngest MP?": a superlative's span, not a duration;
# "At whom did ... take place?": a place the parser took for a person
_TRAILING_WHAT = re.compile(r"^\S+ .*\b(to|of|for|with|by|in|on|at|from|about) what\?$")
_FOCUSED_WH = re.compile(r"^(Specifically|Particularly|Notably|Especially|Mainly|Namely) ")
_WHO_GERUND = re.compile(r"^Who (?!during\b)\w+ing\b")  # "Who washing ...?": no finite verb
_UNCLEAR_WH = re.compile(
    r"^In how many (years|decades|months|weeks|days)\b|^(At|In|Near|Inside|Outside|Into) whom\b"
)


def _doubled_word(question: str) -> bool:
    """A word written twice in a row ("the the"), other than the grammatical "had had"."""
    match = _DOUBLED.search(question)
    if _DOUBLED_NAME.search(question):
        return True
    return match is not None and match.group(1).lower() not in {"had", "that"}


def _vague_definition(question: str, answer: str) -> bool:
    """ "What is Turkey? -- part of ...": a copula question on a bare name whose answer says
    what the name is only in its passage (another book, this author, the sole occupant), or is
    one description of many ("What was X? -- a private person")."""
    if not _DEFINITION.match(question):
        return False
    words = answer.lower().split()
    if not words:
        return True
    if words[0] in DEICTIC_ANSWER or " ".join(words[:2]) in DEICTIC_PAIRS:
        return True
    if words[0] in {"a", "an"} and "'s " not in question:
        return True  # "What is X? -- a mesmerizing tale": one of many true answers
    return len(words) == 1 and answer.isalpha() and answer.islower()  # "complainants"


def _cut_quotation(question: str) -> bool:
    """A quoted title opened and not closed ("dabbled with her book 'Loops in Time?"), closed
    and not opened, or a quote mark left on its own."""
    return unbalanced_quotes(question) or bool(re.search(r"\s['‘’\"“”]\s", question))


_UNITS = r"(week|month|year|weekend|season|spring|summer|autumn|fall|winter|night|term|decade)"
_WEEKDAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_RELATIVE_TIME = re.compile(
    rf"((on|by|until|since|from) )?("
    rf"(last|next|this|earlier this|later this|the following|the previous|the past) {_UNITS}"
    rf"|{_WEEKDAY}( (morning|afternoon|evening|night))?|(last|next|this) {_WEEKDAY}"
    r"|yesterday|today|tomorrow|tonight|recently|earlier|later|now|currently"
    rf"|((a|an|one|two|three|four|five|six|a few|several|some|\d+) )?({_UNITS}|day|hour)s? ago)",
    re.IGNORECASE,
)


def _question_problem(question: str, answer: str) -> Rejection | None:
    """Why a written question is not a clean, self-contained knowledge question, or None."""
    if _cut_quotation(question):
        return Rejection("garbled or overlong question")
    if _NEGATION.search(question):
        return Rejection("negated clause")  # "With what must X have no contact?"
    if (
        _TRAILING_WHAT.search(question)
        or _WHO_GERUND.match(question)
        or _FOCUSED_WH.match(question)
    ):
        return Rejection("garbled or overlong question")  # "By what is X referring to what?"
    if _DASH_ASIDE.search(question) or _WH_INSIDE.search(question):
        return Rejection("garbled or overlong question")  # "What did how X describe?"
    if _VAGUE_HAVE.match(question):
        return Rejection("question not self-contained")  # "What does China have?"
    if _UNCLEAR_WH.match(question):
        return Rejection("wh-word does not fit the answer")
    if _DASH_ASIDE.search(answer):
        return Rejection("answer is not a whole phrase")  # "X - citing potential health risks"
    if question.startswith("When ") and re.fullmatch(r"\d{1,3}", answer.strip()):
        return Rejection("answer is not a time")  # "When has X died aged? -- 84"
    if _RELATIVE_TIME.fullmatch(answer.strip()):
        return Rejection(
            "relative time"
        )  # "last week", "on Saturday": no date without the article's
    return None


def indefinite_subject(question: str) -> bool:
    """ "What are a white American and a Han Chinese family afforded?": the clause's subject
    names no one thing (a one-hop question from prose; a contract's "a late penalty" is generic)."""
    return bool(_INDEFINITE_SUBJECT.match(question))


def final_check(question: str, answer: str, kind: str, head: str) -> WrittenQuestion | Rejection:
    """The question as written, or why it is not a clean question about the fact."""
    question = repair_wording(question)  # "When did meanwhile X leave?", "born on 4 May 1970"
    problem = _question_problem(question, answer)
    if problem is not None:
        return problem
    if (
        _GARBLED.search(question)
        or _GARBLED.search(answer)
        or ":" in question
        or len(question.split()) > _MAX_WORDS
        or _doubled_word(question)
        or _DANGLING.search(question)
        or _AGE_AS_COUNT.match(question)
        or _CUT_PERIOD.search(question)
    ):
        return Rejection("garbled or overlong question")
    if _DEICTIC_QUESTION.search(question) or _SHORT_PREP_COPULA.match(question):
        return Rejection("question not self-contained")  # "this book", "In what was Labour?"
    if _vague_definition(question, answer):
        return Rejection("answer not self-contained")
    if head and not names_head(question, head) and not names_head(answer, head):
        return Rejection("head not in the question")
    return WrittenQuestion(question, answer, kind)
