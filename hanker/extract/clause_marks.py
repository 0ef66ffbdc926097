"""Words that open a clause as a condition, a comparison or a thing not yet done (used by
:func:`hanker.extract.clauses.clause_status`).

* a condition: ``if``, ``unless``, ``whether``, ``lest`` marking the clause or an adverbial
  clause of it, or ``provided``, ``providing``, ``as long as``, ``so long as``, ``on condition``
  right before the clause (``..., provided the UK also maintains visa-free travel``: the
  parse often makes ``provided`` a verb of its own, ``spacy-patterns.v37``);
* a comparison: ``like``, ``as if``, ``as though`` marking the clause (``he felt like he had
  been stabbed in the back``): a likeness, not a thing that happened (``v37``);
* not yet done: ``is yet to``, ``has yet to``;
* a condition of a general statement: a ``when``/``whenever``/``once`` clause, a bare
  participle or in the present, on a main clause in the simple present (``Zinc turns white
  when heated``, ``The river floods the road when the tide is high``);
* a reduced condition the parse put inside the subject: ``If convicted 28-year-old X faces
  ...`` (``spacy-patterns.v38``).

:func:`in_quotes` tells whether a word stands inside a quotation.
"""

from __future__ import annotations

import re
from typing import Any

CONDITIONAL_MARKS = frozenset({"if", "unless", "whether", "lest"})
_GENERIC_MARKS = frozenset({"when", "whenever", "once"})
_CLAUSE_DEPS = frozenset({"advcl", "relcl", "acl"})
_QUOTES = frozenset({'"', "“", "”", "‘", "’"})
_CONDITION_OPENERS = re.compile(
    r"(?:\bprovided|\bproviding|\bas long as|\bso long as|\bon condition)(?: that)?$"
)


def conditional_link(link: Any) -> bool:
    """Whether the clause of ``link`` (a verb) is a condition, or has one."""
    marks = {c.lower_ for c in link.children if c.dep_ == "mark"}
    if marks & CONDITIONAL_MARKS:
        return True
    if any(
        c.dep_ == "advcl"
        and any(m.dep_ == "mark" and m.lower_ in CONDITIONAL_MARKS for m in c.children)
        for c in link.children
    ):
        return True
    if any(_condition_first(c) for c in link.children if c.dep_ in {"nsubj", "nsubjpass"}):
        return True
    if any(generic_condition(link, c) for c in link.subtree if c.dep_ in _CLAUSE_DEPS):
        return True
    start = link.left_edge.i
    before = " ".join(t.lower_ for t in link.doc[max(start - 4, 0) : start])
    return bool(_CONDITION_OPENERS.search(before))


def _present(verb: Any) -> bool:
    """Whether the verb's clause is in the simple present (``forms``, ``is used``)."""
    group = [verb, *(c for c in verb.children if c.dep_ in {"aux", "auxpass"})]
    if any(t.tag_ in {"VBD", "MD"} or t.lower_ in {"was", "were", "had"} for t in group):
        return False
    return any(t.tag_ in {"VBZ", "VBP"} for t in group)


def generic_condition(link: Any, clause: Any) -> bool:
    """A ``when``/``whenever``/``once`` clause that states the condition of a general
    statement: the main clause in the simple present and the clause a bare participle
    (``Zinc turns white when heated``) or in the present too (``... when the tide is high``);
    a past main clause tells one event (``When he was 12, he moved to Paris``)."""
    opener = clause.left_edge  # "when" is read as a mark or as an adverb of the clause
    if opener.lower_ not in _GENERIC_MARKS or opener.head.i != clause.i or not _present(link):
        return False
    bare = clause.tag_ in {"VBN", "VBG"} and not any(
        c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for c in clause.children
    )
    if clause.head.i != link.i:  # "as particles, when applied to X": read as the noun's
        return bare
    return bare or _present(clause)


def _condition_first(subject: Any) -> bool:
    """A subject phrase that opens with a reduced condition the parse hung on it (``If
    convicted 28-year-old X faces life imprisonment``: ``If`` marks ``convicted``)."""
    first = subject.left_edge
    return first.dep_ == "mark" and first.lower_ in CONDITIONAL_MARKS and first.head.i != first.i


def comparison_link(link: Any) -> bool:
    """Whether the clause of ``link`` is marked as a likeness (``like``, ``as if``)."""
    marks = [c.lower_ for c in link.children if c.dep_ == "mark"]
    if "like" in marks or ("as" in marks and {"if", "though"} & set(marks)):
        return True  # "It is as though the forehead were paved with ...": both words mark it
    start = link.left_edge.i
    before = " ".join(t.lower_ for t in link.doc[max(start - 2, 0) : start])
    return before in {"as if", "as though"}


def yet_to(link: Any) -> bool:
    """``is yet to``, ``has yet to``: what the infinitive says has not happened."""
    yet = any(c.dep_ == "advmod" and c.lower_ == "yet" for c in link.children)
    return yet and link.lemma_ in {"be", "have"} and any(c.dep_ == "xcomp" for c in link.children)


def in_quotes(token: Any) -> bool:
    """An odd number of quotation marks before the token in its sentence."""
    sent = token.sent
    marks = sum(1 for t in sent if t.i < token.i and t.text in _QUOTES and t.text != "’")
    return marks % 2 == 1
