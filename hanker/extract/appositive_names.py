"""Tails cut before the name their noun is given (``tail cut before its name``).

``Tom Reed wrote his first play, Winter Lights, in 1990`` gives ``(Tom Reed, write, Tom Reed's
first play)``: the description is kept and the name the sentence puts beside it, the thing
the fact is about, is lost; the fact says next to nothing (``her first literary award``,
``his epic tale``). A tail whose last word is a common noun with an appositive name or title
right after it (``, Winter Lights,``, ``'A Gracious Enemy'``) that the tail does not hold is
dropped; the same noun with its name inside the tail is kept. So is a tail that stops inside
a name, before the name's own noun (``the Award of Excellence in Theological``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import person_word

TAIL_CUT_BEFORE_NAME = "tail cut before its name"
_INSIDE_NAME = frozenset({"det", "compound", "amod", "nmod", "poss"})
_SETTING_MARKS = frozenset({",", "'", '"', "‘", "’", "“", "”", "``", "''"})
_QUOTES = frozenset({"'", '"', "‘", "’", "“", "”", "``", "''"})


def _named(token: Any) -> bool:
    """Whether an appositive is a name or a title: a proper noun heads it, or it is quoted
    or capitalised throughout its content words."""
    words = [t for t in token.subtree if not t.is_punct]
    if token.pos_ == "PROPN" or token.ent_type_:
        return True
    before = token.doc[min(t.i for t in token.subtree) - 1] if token.i > 0 else None
    quoted = before is not None and before.text in _QUOTES
    return quoted or (bool(words) and all(w.text[:1].isupper() for w in words if w.is_alpha))


def _cut_inside_name(last: Any) -> bool:
    """Whether a tail's last word is a name's modifier whose own noun, the next word, is left
    out (``... in Theological`` of ``in Theological Literature``)."""
    inside = last.dep_ in {"compound", "amod", "nmod"} and last.pos_ == "PROPN"
    return inside and last.head.i == last.i + 1 and last.head.pos_ == "PROPN"


def _name_after(last: Any, follower: Any, quoted: bool) -> bool:
    """Whether ``follower`` opens a name given to ``last``: its appositive (or a comma-set
    ``conj`` without a coordinator, the parser's other reading of one), or a quoted title."""
    if quoted and (follower.pos_ == "PROPN" or follower.text[:1].isupper()):
        return True
    if follower.head.i != last.i or not _named(follower):
        return False
    if follower.dep_ == "appos":
        return True
    coordinated = any(t.dep_ == "cc" for t in last.subtree if t.i > last.i)
    return follower.dep_ == "conj" and not coordinated


def appositive_name_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """``tail cut before its name`` when the tail ends on a common noun whose appositive name
    (or quoted title) follows outside the tail; else None."""
    if relation == "title":  # "Det Con Priya Mehta": a title stands before its name
        return None
    tokens = text_tokens(tail, doc)
    while tokens and tokens[-1].is_punct:
        tokens = tokens[:-1]
    if tokens and _cut_inside_name(tokens[-1]):
        return TAIL_CUT_BEFORE_NAME  # "the Award of Excellence in Theological [Literature]"
    if not tokens or tokens[-1].pos_ != "NOUN" or tokens[-1].i + 2 >= len(doc):
        return None
    if not any(c.dep_ in {"det", "poss"} for c in tokens[-1].children):  # "a ...", "her ..."
        return None
    last, at = tokens[-1], tokens[-1].i + 1
    marks = []
    while at < len(doc) and doc[at].is_punct and doc[at].text != ".":
        marks.append(doc[at].text)
        at += 1
    if not marks or at >= len(doc) or not set(marks) <= _SETTING_MARKS:
        return None
    if person_word(last.lower_):  # "a psychiatrist father, Dr Leo Moretti": a person's role
        return None
    follower = doc[at]
    while follower.dep_ in _INSIDE_NAME and follower.head.i > follower.i:
        follower = follower.head  # "the Award", "Winter Lights": the name's own head
    quoted = marks[-1] in _QUOTES and not doc[at - 1].whitespace_  # an opening quote mark
    return TAIL_CUT_BEFORE_NAME if _name_after(last, follower, quoted) else None
