"""Adjuncts a template question keeps only in part (``template.v39``), each a rejection:

* ``measure cut from its preposition``: "sent emails ... just four blocks from the White
  House" asked as "... from the White House?": the distance that a preposition of place or
  source depends on ("four blocks", "miles") is left out, and the question says something
  the sentence does not ("two days after X" cut to "after X" is left out whole by :mod:`.whole_adjuncts`);
* ``clause cut from a kept verb``: "outed him for claiming the apartment was larger than ..."
  asked as "... for claiming the apartment?": a verb the question keeps inside an adjunct
  loses the clause that completes it (or a noun of the adjunct runs into a finite verb the
  question leaves out).
"""

from __future__ import annotations

from typing import Any

from hanker.synth.clause import SEQUENCE_PREPS
from hanker.synth.question_checks import Rejection

_COMPLEMENTS = frozenset({"ccomp", "xcomp"})


_ADJUNCTS = frozenset({"prep", "advcl", "agent", "npadvmod", "advmod"})


def _measure_cut(token: Any, kept: set[int]) -> bool:
    """A kept preposition of place or source whose measure phrase (an ``npadvmod`` before it)
    is left out."""
    return (
        token.pos_ == "ADP"
        and token.lower_ not in SEQUENCE_PREPS  # not "two days after"
        and any(c.dep_ == "npadvmod" and c.i < token.i and c.i not in kept for c in token.children)
    )


def _in_adjunct(token: Any, verb: Any) -> bool:
    """Whether ``token`` sits in an adjunct of ``verb`` (not in its subject or object)."""
    node = token
    while node.head.i != node.i and node.head.i != verb.i:
        node = node.head
    return node.head.i == verb.i and node.dep_ in _ADJUNCTS


def _clause_cut(token: Any, kept: set[int], covered: set[int]) -> bool:
    """A kept verb inside an adjunct whose complement clause is neither kept nor the answer."""
    if token.pos_ not in {"VERB", "AUX"} or token.dep_ not in {"pcomp", "advcl", "acl"}:
        return False
    return any(c.dep_ in _COMPLEMENTS and c.i not in kept | covered for c in token.children)


def _runs_into_verb(token: Any, verb: Any, kept: set[int], covered: set[int]) -> bool:
    """A kept noun of an adjunct straight followed by a finite auxiliary or copula the question
    leaves out ("claiming the apartment [was ...]", the parser hanging that verb elsewhere):
    the noun is the subject of a clause cut away."""
    doc = token.doc
    if token.i + 1 >= len(doc) or token.pos_ in {"PRON", "PUNCT"}:
        return False
    if token.dep_ not in {"dobj", "pobj"} or not _in_adjunct(token, verb):
        return False  # a subject or the verb's own object: "X breached Y and murdered Z"
    after = doc[token.i + 1]
    if after.i == verb.i or (after.head.i == verb.i and after.dep_ in {"aux", "auxpass"}):
        return False  # the question's own verb, written as a word of its own
    finite = after.pos_ == "AUX" and after.tag_ in {"VBD", "VBZ", "VBP", "MD"}  # "was", "could"
    return finite and after.i not in kept | covered  # not "a thriller stopped by": a participle


def partly_kept_adjunct(verb: Any, kept: set[int], covered: set[int]) -> Rejection | None:
    """Why an adjunct the question keeps is cut from what it depends on (see the module)."""
    doc = verb.doc
    for i in sorted(kept - covered):
        token = doc[i]
        if token.i == verb.i:
            continue
        if _measure_cut(token, kept):
            return Rejection("measure cut from its preposition")
        if _clause_cut(token, kept, covered) or _runs_into_verb(token, verb, kept, covered):
            return Rejection("clause cut from a kept verb")
    return None
