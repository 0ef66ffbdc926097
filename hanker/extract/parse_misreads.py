"""Verbs the parser made out of words that are no clause of their own (spaCy parses).

Shared by the extractor (:func:`hanker.extract.parse_agreement.misparsed_clause`) and the
question writer (:func:`hanker.synth.clause_scope.misparse`): a fact or a question built on
such a verb says something the sentence does not. Each check takes the verb token.

* ``gerund read as a coordinated verb``: ``she denied hacking or using private
  investigators``: ``using`` is the second object of ``denied``, which the parser hung on
  ``denied`` as a conjoined verb, so (she, use, private investigators) would drop the denial.
  An ``-ing`` form conjoined to a finite simple verb, with no auxiliary or subject of its own.
* ``hyphenated verb split``: ``has not co-authored any book``: the parser made ``co`` the
  verb (with the negation) and ``authored`` its conjunct.
* ``perfect read as possession``: ``he has consolidated power``: ``has`` read as the verb
  "have" and ``consolidated`` as an adjective of its object.
* ``preposition read as a clause``: ``Avivim, which like the rest of Israel has become``:
  the parser made ``like`` the verb of the relative clause, so the verbs after it lost their
  real subject (``which``) and took the sentence's.
"""

from __future__ import annotations

from typing import Any

GERUND_CONJUNCT = "gerund read as a coordinated verb"
HYPHEN_SPLIT = "hyphenated verb split"
PERFECT_AS_HAVE = "perfect read as possession"
PREPOSITION_CLAUSE = "preposition read as a clause"

_FINITE_SIMPLE = frozenset({"VBD", "VBZ", "VBP"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})


def _gerund_conjunct(verb: Any) -> bool:
    head = verb.head
    if verb.dep_ != "conj" or verb.tag_ != "VBG" or head.tag_ not in _FINITE_SIMPLE:
        return False
    if head.lemma_ == "be" or any(c.dep_ in {"aux", "auxpass"} for c in head.children):
        return False  # "is running and jumping": a progressive shares its "is"
    own = [c for c in verb.children if c.dep_ in _SUBJECTS or c.dep_ in {"aux", "auxpass"}]
    gerund_object = any(
        c.dep_ in {"dobj", "xcomp", "ccomp"} and c.tag_ == "VBG" for c in head.children
    )
    return not own and gerund_object  # "denied hacking or using": the gerunds are objects


def _hyphen_split(verb: Any) -> bool:
    if verb.dep_ != "conj" or verb.i < 2:
        return False
    dash, before = verb.doc[verb.i - 1], verb.doc[verb.i - 2]
    return (
        dash.text == "-" and not dash.whitespace_ and not before.whitespace_ and before == verb.head
    )


def _perfect_as_have(verb: Any) -> bool:
    if verb.lemma_ != "have" or verb.i + 1 >= len(verb.doc):
        return False
    after = verb.doc[verb.i + 1]
    return after.tag_ == "VBN" and after.dep_ == "amod" and after.head.head == verb


def _preposition_clause(verb: Any) -> bool:
    sentence = verb.sent
    return any(
        t.dep_ == "relcl" and t.pos_ == "ADP" and t.i < verb.i and t != verb for t in sentence
    )


def parse_misread(verb: Any) -> str | None:
    """Why ``verb`` is no verb of the sentence's own clause (see the module), or None."""
    if _gerund_conjunct(verb):
        return GERUND_CONJUNCT
    if _hyphen_split(verb) or (
        verb.dep_ != "conj" and any(_hyphen_split(c) for c in verb.children)
    ):
        return HYPHEN_SPLIT
    if _perfect_as_have(verb):
        return PERFECT_AS_HAVE
    if _preposition_clause(verb):
        return PREPOSITION_CLAUSE
    return None
