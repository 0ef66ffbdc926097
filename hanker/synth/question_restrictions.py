"""Restrictions the answer depends on that a question leaves out (hooked into
:func:`hanker.synth.case_wording.wording_problem`, so ``template`` and LLM cases alike).

A question is only answered by its reference when it keeps what the sentence restricts the
answer with; without it the question has several answers, or another one. Each check names a
phenomenon and returns the rejection reason or None:

* ``share without its whole``: "What percentage has Oxfam delivered? -- 15% of the food that
  reached Sudan": a share, proportion or fraction asked without the "of" whole it is a part of;
* ``count without its restricting modifier``: "How many titles did Diaz win? -- three" from
  "won three Serie A titles": the words between the number and its noun restrict the count;
* ``count without its restricting phrase``: "How many planes did Ryanair have? -- six" from
  "six planes due to leave Faro on Monday": a participle or infinitive after the counted noun
  restricts it;
* ``place of a 'where' clause left out``: "How many goals did Diaz score?" from "joined Betis,
  where he scored 40 goals": the relative "where" restricts the clause to its antecedent;
* ``event of a 'when' clause left out``: "How many goals did Ana score?" from "a rematch of the
  1998 final, when Ana scored two goals": the relative "when" restricts the clause to the
  event before it, and the question names none of it;
* ``role without its owner``: "Who is the Current Prime Minister?": a role noun (minister,
  president, leader) asked with no country, party or organisation whose role it is;
* ``role shared by many holders``: "Who is the Greek government minister?": a government, a
  cabinet or a board has many ministers, officials or members, so the role names none;
* ``comparative time frame left out``: "What had Ryanair posted?" from "... in the same period
  last year": a frame that compares or bounds the answer in time ("so far this season", "of
  all time", "for the first time in 20 years") that neither question nor answer keeps.
"""

from __future__ import annotations

import re
from typing import Any

_SHARE_WH = re.compile(
    r"\b(?:what|which) (?:percentage|percent|proportion|share|fraction|portion)\b(?! of\b)",
    re.IGNORECASE,
)
_SHARE_ANSWER = re.compile(
    r"(?:%|\bper ?cent|\bpercentage|\bproportion|\bshare|\bfraction|\bhalf|\bthird|"
    r"\bquarter)\s+of\s+\S",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(r"\bhow (?:many|much)\b", re.IGNORECASE)
_CLAUSE_STARTS = frozenset(
    {
        *("did", "does", "do", "has", "have", "had", "is", "are", "was", "were", "will"),
        *("would", "can", "could", "in", "on", "at", "for", "of", "from", "to", "with", "by"),
        *("since", "during", "according", "been", "be", "they", "he", "she", "it", "we"),
    }
)
# modifiers that do not narrow what is counted ("three more goals", "four new books")
_LOOSE_MODIFIERS = frozenset(
    {
        *("more", "other", "further", "additional", "extra", "new", "separate", "different"),
        *("full", "whole", "entire", "total", "of", "the", "a", "an", "some", "such", "about"),
        *("around", "nearly", "almost", "over", "than", "least", "at", "just", "only", "some"),
    }
)
_RESTRICTING_TAIL = re.compile(r"^\s+(?:(?:\w+ed|\w+ing|due|set|yet)\b|to \w+)")
_TAIL_NOT_RESTRICTING = frozenset({"according", "including", "during", "following", "regarding"})
_WHERE = re.compile(r"((?:[A-Z][\w.'&-]*\s+){0,4}[A-Z][\w.'&-]*),?\s+where\s+")
_ROLE_QUESTION = re.compile(
    r"^Who (?:is|was|are|were|has been|had been|became|becomes|will be) (?:the )?"
    r"((?:current|former|new|acting|interim|then|incoming|outgoing|deputy|late|"
    r"first|next|previous|ex-|sitting)[\s-]+)*"
    r"(prime minister|president|chancellor|leader|head|chief executive|chief|mayor|governor|"
    r"premier|chairman|chairwoman|chair|chairperson|speaker|captain|manager|coach|boss|"
    r"director|ceo|king|queen|ambassador|spokesman|spokeswoman|spokesperson|first minister|"
    r"minister|secretary|general secretary)\?$",
    re.IGNORECASE,
)
# "Who is the Greek government minister?": a member of a body, one of many (a portfolio,
# "the Greek health minister", names one)
_MEMBER_ROLE = re.compile(
    r"^Who (?:is|was|are|were|has been|had been) (?:the |a |an )?(?:[A-Z][\w'’-]* )*"
    r"(?i:government|cabinet|junior|party|council|board|committee) "
    r"(?i:minister|official|member|spokesman|spokeswoman|spokesperson|adviser|advisor|MP)\?$"
)
_TIME_FRAMES = (
    r"(?:the )?same (?:period|quarter|month|week|time|stage|point) (?:last|a|the previous) "
    r"(?:year|season|month|week)",
    r"so far this (?:year|season|month|week|campaign|term|century|decade)",
    r"of all time",
    r"since records began",
    r"on record",
    r"for the first time (?:in|since) [\w ]+?(?=[,.;]|$| and | but )",
    r"the previous (?:year|season|month|week|quarter|decade)",
    r"year[- ]on[- ]year",
)
_SHORT_WHOLE = 4
_FRAME_COMMON = frozenset(
    {"the", "a", "one", "in", "of", "for", "on", "this", "last", "year", "time", "since"}
)
_FRAME = re.compile(r"\b(?:" + "|".join(_TIME_FRAMES) + r")\b", re.IGNORECASE)


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w%£$€'-]+", " ", text.lower()).split())


def _share_problem(question: str, answer: str) -> str | None:
    """ "What percentage ...? -- 15% of the food": the whole is in the answer only."""
    if _SHARE_WH.search(question) and _SHARE_ANSWER.search(answer):
        return "share without its whole"
    return None


def _counted_noun(question: str) -> str:
    """The noun a "how many" question counts ("By how many bereaved families is ...": families)."""
    asked = _HOW_MANY.search(question)
    if asked is None:
        return ""
    words: list[str] = []
    for word in question[asked.end() :].split():
        word = word.strip("?,").lower()
        if not word or word in _CLAUSE_STARTS:
            break
        words.append(word)
    return words[-1] if 0 < len(words) <= 4 else ""


def _count_problem(question: str, answer: str, sentence: str) -> str | None:
    """A "how many" question that drops the words restricting the counted noun."""
    noun = _counted_noun(question)
    where = sentence.find(answer)
    if not noun or where < 0:
        return None
    after = sentence[where + len(answer) :]
    said = set(_norm(question).split())
    if answer.split()[-1].lower().rstrip(".,") != noun:  # "three" + " Serie A titles"
        match = re.match(r"^\s+((?:[\w'-]+\s+){0,4}?)" + re.escape(noun) + r"\b", after, re.I)
        if match is None:
            return None
        if set(_norm(match.group(1)).split()) - _LOOSE_MODIFIERS - said:
            return "count without its restricting modifier"
        after = after[match.end() :]
    tail = _RESTRICTING_TAIL.match(after)
    restricting = tail is not None and after.split()[0].lower() not in _TAIL_NOT_RESTRICTING
    if restricting and not set(_norm(after).split()[:3]) <= said:
        return "count without its restricting phrase"
    return None


def _where_problem(question: str, answer: str, sentence: str) -> str | None:
    """An amount asked from a "X, where ..." clause (goals scored, votes won there) and the
    question without X."""
    if not (_HOW_MANY.search(question) or _SHARE_WH.search(question)):
        return None
    for match in _WHERE.finditer(sentence):
        place = match.group(1).split()
        while place and place[0].lower() in {"the", "a", "in", "at", "to", "for", "joined"}:
            place = place[1:]
        at = sentence.find(answer, match.end())
        if at < 0 or answer in sentence[: match.end()] or not place:
            continue
        if not set(_norm(" ".join(place)).split()) & set(_norm(question).split()):
            return "place of a 'where' clause left out"
    return None


_WHEN = re.compile(r"((?:[\w'’-]+\s+){0,5}[\w'’-]+),\s+when\s+")
_FUNCTION_WORDS = frozenset({"the", "a", "an", "of", "to", "in", "on", "at", "for", "and", "its"})


def _when_problem(question: str, answer: str, sentence: str) -> str | None:
    """An amount asked from a "NOUN, when ..." clause ("the 1998 final, when she scored two
    goals") and the question with none of the words of the event the clause restricts to."""
    if not _HOW_MANY.search(question):
        return None
    said = set(_norm(question).split())
    for match in _WHEN.finditer(sentence):
        clause = re.split(r"[,;:.]\s", sentence[match.end() :], maxsplit=1)[0]
        if answer not in clause:
            continue
        event = set(_norm(match.group(1)).split()) - _FUNCTION_WORDS
        if event and not event & said:
            return "event of a 'when' clause left out"
    return None


def _frame_problem(question: str, answer: str, sentence: str) -> str | None:
    """A comparative time frame in the answer's stretch of the sentence (no comma between
    them) that neither question nor answer keeps (one of its own words is enough: "so far")."""
    said = set(_norm(f"{question} {answer}").split())
    where = sentence.find(answer)
    if where < 0:
        return None
    for match in _FRAME.finditer(sentence):
        start, end = sorted((match.start(), where))
        between = sentence[min(match.end(), where + len(answer)) : max(start, end)]
        if re.search(r"[,;:()\u2013\u2014]| - ", between):
            continue
        if not set(_norm(match.group(0)).split()) & said - _FRAME_COMMON:
            return "comparative time frame left out"
    return None


def share_whole(span: Any) -> str:
    """ " of the vote" for a share answer "45% of the vote", so that the question asks "what
    percentage of the vote"; "" when the share has no "of" whole or it is long (a clause)."""
    ofs = [t for t in span if t.lower_ == "of" and t.i > span.start]
    if not ofs:
        return ""
    whole = [t for t in span if t.i > ofs[0].i]
    clause = any(t.pos_ in {"VERB", "AUX"} or t.dep_ == "relcl" for t in whole)
    if not whole or clause or len(whole) > _SHORT_WHOLE or any(t.is_punct for t in whole):
        return ""
    words = [t.lower_ if t.pos_ == "DET" else t.text for t in whole]
    return " of " + " ".join(words)


def restriction_problem(question: str, answer: str, sentence: str) -> str | None:
    """Why a case leaves out a restriction of its sentence that its answer depends on, or None
    (see the module notes)."""
    if _ROLE_QUESTION.match(question.strip()):
        return "role without its owner"
    if _MEMBER_ROLE.match(question.strip()):
        return "role shared by many holders"
    return (
        _share_problem(question, answer)
        or _count_problem(question, answer, sentence)
        or _where_problem(question, answer, sentence)
        or _when_problem(question, answer, sentence)
        or _frame_problem(question, answer, sentence)
    )
