"""Pieces of another clause a question must not keep.

* a verb whose governing word the question left out ("X presented Y alongside Z, a host who
  regularly presents the show": "What did X present alongside Z presents the show?"): a
  clause set under a noun or a verb is kept or dropped whole, never a verb without its head;
* a kept clause verb whose own subject is left out (the relative pronoun or noun before it);
* a gapped conjunct, a noun with its number and no verb of its own ("A has 31 and B three",
  "A came 17th, B 19th"): it reads as part of the asked clause.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.question_checks import Rejection

_VERBS = {"VERB", "AUX"}
_SUBJECTS = {"nsubj", "nsubjpass"}
_ORDINAL = re.compile(r"^\d+(?:st|nd|rd|th)$")
_NUMBER_CHILDREN = {"nummod", "appos", "npadvmod", "amod", "dobj"}


def _numeral(token: Any) -> bool:
    """A number or an ordinal ("three", "31", "19th")."""
    return token.like_num or token.ent_type_ == "ORDINAL" or _ORDINAL.match(token.text) is not None


def _coordinated(token: Any) -> bool:
    """A conjunct, or a phrase right after "and" or a comma (the parser's reading of a gapped
    clause)."""
    if token.dep_ == "conj":
        return True
    start = min(t.i for t in token.subtree)
    before = token.doc[start - 1] if start > 0 else None
    return before is not None and (before.dep_ == "cc" or before.text == ",")


def _gapped(token: Any) -> bool:
    """A noun conjunct with a number of its own and no verb: the verb of the clause before
    it is gapped ("Cameron Green three", "Newcastle United 19th")."""
    if token.dep_ not in {"conj", "npadvmod"} or any(t.pos_ in _VERBS for t in token.subtree):
        return False
    if not _coordinated(token):
        return False  # "the school № 554": a number of a name
    named = [c for c in token.children if c.i < token.i and c.pos_ == "PROPN"]
    if _numeral(token) and named:
        return True  # "Newcastle United 19th": the name hangs on the number
    if token.dep_ != "conj" or token.pos_ not in {"PROPN", "NOUN"} or _numeral(token):
        return False
    after = [c for c in token.children if c.i > token.i and c.dep_ in _NUMBER_CHILDREN]
    return any(_numeral(c) and not _set_off(c) for c in after)  # ", now 18": an age


def _set_off(token: Any) -> bool:
    """Whether the token's phrase opens after a comma (an aside, not a gapped object)."""
    start = token.left_edge.i
    return start > 0 and token.doc[start - 1].text == ","


def _in_clause_modifier(token: Any) -> bool:
    """Whether the token sits inside a clause set on a noun (a relative clause, an apposition)."""
    return any(a.dep_ in {"relcl", "acl", "appos"} for a in [token, *token.ancestors])


def _cut_before(token: Any, kept: set[int], covered: set[int]) -> bool:
    """A clause verb with no subject or marker of its own whose words follow a stretch the
    question cut ("... Z, a host who regularly guest | presents the show"); the answer's own
    words before it are no cut, unless they end a clause set on the answer's noun."""
    if token.dep_ not in {"advcl", "conj", "xcomp", "acl"}:
        return False
    if any(c.dep_ in _SUBJECTS | {"mark", "aux", "auxpass"} for c in token.children):
        return False
    first = min(t.i for t in token.subtree if t.i in kept)
    before = token.doc[first - 1] if first > 0 else None
    if before is None or before.i in kept or before.is_punct:
        return False
    return before.i not in covered or _in_clause_modifier(before)


def clause_piece(verb: Any, kept: set[int], covered: set[int]) -> Rejection | None:
    """Why the question keeps a piece of another clause (see the module), or None."""
    doc = verb.doc
    present = kept | covered | {verb.i}  # a verb in do-support is written as a string
    for i in sorted(kept - covered):
        token = doc[i]
        if _gapped(token):
            return Rejection("gapped conjunct kept in the question")
        if token == verb or token.pos_ not in _VERBS or token.dep_ in {"aux", "auxpass"}:
            continue
        if _cut_before(token, kept | {verb.i}, covered) or (
            token.head.i not in present and token.head != token
        ):
            return Rejection("piece of a cut clause")  # the verb's head is left out
        subjects = [c for c in token.children if c.dep_ in _SUBJECTS]
        if subjects and not any(s.i in present for s in subjects):
            return Rejection("piece of a cut clause")  # the clause's subject is left out
    return None
