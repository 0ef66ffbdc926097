"""Degree words and purpose clauses a relation leaves out (spaCy extractor, through
:func:`hanker.extract.relation_meaning.relation_meaning_problem`).

* ``degree word lost``: a grading word right before the relation's adjective or participle
  (``is less reliant on coal``, ``has become more dependent on imports``, ``is less used by
  clinics``, ``is too small for``) that the relation leaves out: ``(X, be reliant on, coal)``
  states the plain claim the sentence only grades. A relation that keeps the word (``be less
  reliant on``) stays; a trend word (``increasingly reliant on``) still states the claim
  (readers take it so), and a finite verb's grading (``more often require``) is no degree
  of a property;
* ``purpose clause read as fact``: the relation's verb heads a ``so``/``so that``/``in order
  that`` clause in the present or under a modal (``we must cut costs so the mill stays
  open``): the clause says what is wanted, not what is.
"""

from __future__ import annotations

from typing import Any

DEGREE_LOST = "degree word lost"
PURPOSE_CLAUSE = "purpose clause read as fact"

# words that grade an adjective or participle; "too" only before an adjective ("too small";
# before a verb it means "also")
_GRADERS = frozenset({"more", "less", "fewer", "least"})
_ADJECTIVE_GRADERS = _GRADERS | {"too"}
_GRADED_DEPS = frozenset({"acomp", "oprd", "attr"})


def degree_problem(words: set[str], verb: Any) -> str | None:
    """Why the relation (its lower-case ``words``) of ``verb`` drops a degree word or states a
    purpose (see the module), or None."""
    if _degree_lost(words, verb):
        return DEGREE_LOST
    if _purpose_clause(verb):
        return PURPOSE_CLAUSE
    return None


def _degree_lost(words: set[str], verb: Any) -> bool:
    """A grading word before the verb or its predicate adjective that ``words`` lack."""
    graded = [verb] if verb.tag_ == "VBN" else []  # "is less used by"
    graded += [c for c in verb.children if c.dep_ in _GRADED_DEPS and c.pos_ in {"ADJ", "VERB"}]
    for word in graded:
        if word.lower_ not in words and word.lemma_.lower() not in words:
            continue  # the relation does not say this word: nothing of it is claimed
        graders = _ADJECTIVE_GRADERS if word.pos_ == "ADJ" else _GRADERS
        for child in word.children:
            before = child.dep_ == "advmod" and child.i < word.i
            if before and child.lower_ in graders and child.lower_ not in words:
                return True
    return False


def _purpose_clause(verb: Any) -> bool:
    """The verb heads a present or modal clause opened by ``so``, ``so that`` or ``in order
    that``."""
    if verb.dep_ != "advcl" or verb.head.i == verb.i:
        return False
    doc = verb.doc
    opening = [t.lower_ for t in doc[verb.left_edge.i : min(verb.left_edge.i + 3, verb.i)]]
    purpose = opening[:1] == ["so"] or opening[:3] == ["in", "order", "that"]
    if not purpose or (opening[:1] == ["so"] and doc[verb.left_edge.i].dep_ != "mark"):
        return False  # "so" that grades ("so big") or links ("and so") opens no purpose
    past = verb.tag_ == "VBD" or any(
        c.dep_ in {"aux", "auxpass"} and c.tag_ == "VBD" for c in verb.children
    )
    return not past
