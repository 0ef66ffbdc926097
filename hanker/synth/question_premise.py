"""Questions whose premise the clause does not support, or that lose what made the answer one
(the premise rules of ``template.v12``).

* ``expectation asked as fact``: the clause is what someone expected or what would have happened
  ("it looked like the Hornets were going to win", "the Hornets looked set to win", "they
  would have won the cup"): asked without that frame, the question states as fact what did not
  (or need not have) happened;
* ``restricting modifier dropped``: the answer's counted noun is restricted by a participle or
  a relative clause with no comma before it ("twelve planes waiting to leave Crete"), which
  neither the answer nor the question keeps: "How many planes did Ryanair have?" then counts
  all of them;
* ``phrase of the answer moved to the verb``: a duration that dates the answer's first or
  superlative ("their first title for 30 years": not "What did Leeds win for 30 years?"), or
  a phrase coordinated with one inside the answer ("a rule in Belgium since 1994, as well as in
  Asian states": not "What has it been since 1994 in Asian states?");
* ``passive fact asked as active`` (``template.v39``): the fact says what was done to its head
  ("be placed under", from a participle of an aside), but the question's own parse reads the
  participle as the head's act ("Under what did X place?").
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hanker.synth.base import CaseCandidate
from hanker.synth.question_checks import Rejection

_FRAMES = {"seem", "look", "appear", "sound", "feel"}  # "it looked like X would win"
_READY = {"set", "poised", "likely", "certain", "bound", "sure"}
_REPORTING = {"say", "tell", "announce", "confirm", "state", "add", "explain", "insist"}
_MODALS = {"would", "could", "might", "should", "must"}
_RESTRICTING = {"acl", "relcl"}
_SPANS = {"year", "decade", "month", "week", "season", "century", "day"}
_RANKS = {"first", "last", "only", "best", "worst", "highest", "lowest", "biggest", "largest"}


def _past_going_to(verb: Any) -> bool:
    """ "were going to win": a past plan or expectation (often one that did not happen), unless
    reported speech put it in the past ("said they were going to spend")."""
    going = verb if verb.lower_ == "going" else verb.head if verb.dep_ == "xcomp" else None
    if going is None or going.lower_ != "going":
        return False
    if going.dep_ == "ccomp" and going.head.lemma_.lower() in _REPORTING:
        return False  # "she said they were going to spend £3bn": a reported plan
    return any(c.dep_ == "aux" and c.lower_ in {"was", "were"} for c in going.children)


def _counterfactual(verb: Any) -> bool:
    """ "would have won", "could have scored": a modal with a perfect "have"."""
    auxes = [c.lower_ for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    return verb.tag_ == "VBN" and "have" in auxes and bool(_MODALS & set(auxes))


def _framed(node: Any) -> bool:
    """Whether ``node`` is the complement of "seem"/"look"/"appear": an xcomp or ccomp, a
    clause after "like"/"as if", or the infinitive of "looked set to"."""
    frame = node.head
    if frame.lemma_.lower() not in _FRAMES or frame is node:
        return False
    if node.dep_ in {"xcomp", "ccomp"}:
        return True
    marked = any(c.dep_ == "mark" and c.lower_ in {"like", "if", "though"} for c in node.children)
    ready = any(c.dep_ == "acomp" and c.lower_ in _READY for c in frame.children)
    return node.dep_ == "advcl" and (marked or ready)


def expectation(verb: Any) -> bool:
    """Whether the clause of ``verb`` is an expectation or a counterfactual rather than a fact:
    a past "going to", a modal perfect, or a clause under "seem"/"look"/"appear" (up its chain
    of complements)."""
    if _past_going_to(verb) or _counterfactual(verb):
        return True
    node = verb
    for _ in range(4):
        if _framed(node):
            return True
        if node.dep_ not in {"xcomp", "ccomp"}:
            return False
        node = node.head
    return False


def dropped_restriction(span: Any) -> bool:
    """Whether the answer's counted noun ("twelve planes") has a restricting participle or
    relative clause (no comma before it) that lies outside the answer."""
    root = span.root
    if not any(c.dep_ == "nummod" or c.tag_ == "CD" for c in root.children):
        return False  # only a count: "How many planes ...?" counts all planes without it
    for child in root.children:
        if child.dep_ not in _RESTRICTING or span.start <= child.i < span.end:
            continue
        start = min(t.i for t in child.subtree)
        if start > 0 and root.doc[start - 1].text in {",", "-", "–", "—", "("}:
            continue
        return True
    return False


def _dated_rank(verb: Any, span: Any) -> bool:
    """ "won their first title for 30 years": a "for/in N years" on the verb dating the first
    or superlative inside the answer."""
    if not any(t.lower_ in _RANKS or t.tag_ == "JJS" for t in span):
        return False
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in {"for", "in"}):
        for noun in (g for g in prep.children if g.dep_ == "pobj"):
            counted = any(c.dep_ == "nummod" for c in noun.children)
            if noun.lemma_.lower() in _SPANS and counted and not span.start <= noun.i < span.end:
                return True
    return False


def _parallel_phrase(verb: Any, span: Any) -> bool:
    """ "a rule in Belgium ..., as well as in Asian states": a coordinated preposition on the
    verb matching one inside the answer."""
    inside = {t.lower_ for t in span if t.dep_ == "prep"}
    for cc in (c for c in verb.children if c.dep_ == "cc" and c.i > span.end - 1):
        following = [c for c in verb.children if c.dep_ == "prep" and c.i > cc.i]
        if following and following[0].lower_ in inside:
            return True
    return False


def premise_problem(verb: Any, span: Any) -> Rejection | None:
    """Why the question from ``verb``'s clause with answer ``span`` misstates its premise or
    drops what made the answer one, or None."""
    if expectation(verb):
        return Rejection("expectation asked as fact")
    if dropped_restriction(span):
        return Rejection("restricting modifier dropped")
    if _dated_rank(verb, span) or _parallel_phrase(verb, span):
        return Rejection("phrase of the answer moved to the verb")
    return None


_PASSIVE = re.compile(r"^be (\w+ed)\b")


def passive_kept(case: CaseCandidate, relation: str) -> CaseCandidate:
    """The case, or its rejection when its fact is passive ("be placed under") and the
    question asks the same verb with do-support ("did X place"), as the head's own act."""
    passive = _PASSIVE.match(relation)
    if case.rejected or not case.question or passive is None:
        return case
    participle = passive.group(1).lower()
    bases = {participle[:-1], participle[:-2]}  # "placed" -> "place", "arrested" -> "arrest"
    words = re.findall(r"[a-z]+", case.question.lower())
    supported = any(w in {"did", "does", "do"} for w in words)
    if supported and bases & set(words) and participle not in words:
        return dataclasses.replace(case, question="", rejected="passive fact asked as active")
    return case
