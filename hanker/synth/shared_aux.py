"""Verbs coordinated under one auxiliary (``template.v7``): "The bridge was closed in May and
reopened in July" asks "When was the bridge reopened?", the last verb borrowing the first one's
auxiliary; "The limit has been raised, extended or revised 78 times" keeps its bare list of verbs
("How many times has the limit been raised, extended or revised?"), since the answer counts
them all. A first verb that is negated or an infinitive lends nothing.
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import first_conjunct

_SUBJECTS = {"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"}
_AUX = {"aux", "auxpass"}
_NON_FINITE = {"VBN", "VBG", "VB"}


def shared_auxiliaries(verb: Any) -> list[Any] | None:
    """The auxiliaries a non-finite verb conjunct without its own subject or auxiliary shares
    with the first verb of its coordination ("has been" of "has been raised ... or revised"),
    or None when it shares none."""
    if verb.dep_ != "conj" or verb.tag_ not in _NON_FINITE:
        return None
    if any(c.dep_ in _SUBJECTS | _AUX or c.dep_ == "neg" for c in verb.children):
        return None
    first = first_conjunct(verb)
    if first.pos_ not in {"VERB", "AUX"} or first.tag_ != verb.tag_:
        return None  # "has been forced to import X and use Y": "use" shares nothing
    auxes = [c for c in first.children if c.dep_ in _AUX and c.i < first.i]
    if not auxes or any(c.tag_ == "TO" for c in auxes):
        return None
    if any(c.dep_ == "neg" for c in first.children):
        return None  # "was not charged or questioned": the negation is not carried over
    return auxes


def _bare(node: Any, first: Any) -> bool:
    allowed = {"cc", "punct", "conj"} | (_AUX | _SUBJECTS if node == first else set())
    return all(c.dep_ in allowed for c in node.children)


def bare_verb_list(verb: Any) -> list[Any]:
    """The verbs coordinated before ``verb`` with their commas and conjunctions, when none of
    them has words of its own (so that the verb's object and adverbials belong to them all);
    empty otherwise."""
    first = first_conjunct(verb)
    chain, node = [], verb
    while node != first:
        node = node.head
        chain.append(node)
    if not chain or not all(_bare(node, first) for node in chain):
        return []
    joints = [
        c
        for node in chain
        for c in node.children
        if c.i < verb.i and (c.dep_ == "cc" or (c.dep_ == "punct" and c.text == ","))
    ]
    return sorted([*chain, *joints], key=lambda t: t.i)


def _alternative(verb: Any) -> bool:
    """Whether ``verb`` is an alternative to the verbs before it ("or", "nor")."""
    node = verb
    while node.dep_ == "conj" and node.head != node:
        node = node.head
        if any(c.dep_ == "cc" and c.lower_ in {"or", "nor"} for c in node.children):
            return True
    return False


def shared_inversion(verb: Any, rest: list[Any]) -> tuple[str, list[Any]] | None:
    """The first shared auxiliary to put before the subject, and the rest of the clause with the
    other auxiliaries (and a bare verb list) before the verb; None when the verb shares none."""
    auxes = shared_auxiliaries(verb)
    if auxes is None:
        return None
    verbs = bare_verb_list(verb)
    if not verbs and _alternative(verb):
        return None  # "must repaint it or apply for X": no "For what must she apply?"
    before = sorted([*auxes[1:], *verbs], key=lambda t: t.i)
    body: list[Any] = []
    for token in rest:
        if not isinstance(token, str) and token.i == verb.i:
            body += before
        body.append(token)
    return auxes[0].text.lower(), body
