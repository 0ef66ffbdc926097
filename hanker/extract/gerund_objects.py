"""Gerund phrases as prepositional objects: ``was accused of stealing cars``.

A preposition of the verb whose object is a gerund with its own direct object (``charged
with murdering a guard``, ``known for building bridges``, ``stripped of hosting rights``,
where the parser may read the modifier ``hosting`` as a gerund) gives a tail of the whole
gerund phrase: (X, be accused of, stealing cars). Only a preposition right after its verb
(the verb's complement) that is no adverbial one (``after leaving the party``) counts. The tail
ends at the object, or at one prepositional argument right after it (``charged with causing
death by dangerous driving``, ``accused of taking bribes from a builder``); a time after either
(``in 2017``) may be left out, and a gerund with any other phrase gives no such tail.
"""

from __future__ import annotations

from typing import Any


def gerund_objects(prep: Any) -> list[Any]:
    """The gerund of ``prep`` that takes a direct object of its own, as the prepositional
    object (its tail is the gerund phrase); none when there is no such gerund."""
    if prep.lower_ in _ADVERBIAL_PREPS or not _right_after_verb(prep):
        return []
    return [
        c
        for c in prep.children
        if c.dep_ == "pcomp"
        and c.tag_ == "VBG"
        and c.lower_ not in _PREPOSITION_PARTICIPLES
        and not _garbled_object(c)
        and any(g.dep_ == "dobj" for g in c.children)
        and not any(g.dep_ in _OWN_ARGUMENTS for g in c.children)
        and _kept_argument(c) is not False
    ]


_PREPOSITION_PARTICIPLES = frozenset({"following", "including", "regarding", "concerning"})


def _garbled_object(gerund: Any) -> bool:
    """A gerund phrase whose object runs into another verb (``securing the success the party
    had achieved and praised his team``), or a gerund in a relative clause with its own
    subject (``the part he played in securing ...``: the relation would lose ``the part``)."""
    verb = gerund.head.head
    if verb.dep_ == "relcl" and any(c.dep_ == "nsubj" for c in verb.children):
        return True
    inside = [t for g in gerund.children if g.dep_ == "dobj" for t in g.subtree]
    return any(t.dep_ == "conj" and t.pos_ in {"VERB", "AUX"} for t in inside)


_ADVERBIAL_PREPS = frozenset(
    {"after", "before", "since", "while", "until", "upon", "despite", "without", "by", "as"}
)


def _right_after_verb(prep: Any) -> bool:
    """Whether ``prep`` is its verb's complement, right after it (``known for``), not an
    adjunct further on (``driven by farmers' interest in knowing ...``)."""
    verb, doc = prep.head, prep.doc
    if prep.i + 1 < len(doc) and doc[prep.i + 1].is_quote:
        return False  # 'referred to "shifting customer habits"': a quoted term, no gerund
    between = doc[verb.i + 1 : prep.i]
    return verb.pos_ in {"VERB", "AUX"} and all(t.dep_ in {"advmod", "prt", "neg"} for t in between)


_OWN_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "ccomp", "xcomp", "dative", "oprd", "advcl"})


def _argument(child: Any) -> bool:
    """A prepositional phrase of the gerund that no tail cut at its object could leave out
    (``passing secrets to Russia``); a time (``in 2017``) may go."""
    if child.dep_ != "prep":
        return False
    return not any(o.dep_ == "pobj" and o.ent_type_ in {"DATE", "TIME"} for o in child.children)


def _kept_argument(gerund: Any) -> Any | bool | None:
    """The one prepositional argument the tail runs through (``passing secrets [to Russia]``),
    None when there is none, False when the phrase cannot be cut cleanly: two arguments, one
    before the object or after a time, or one holding a comma, a verb or a quote."""
    arguments = [g for g in gerund.children if _argument(g)]
    objects = [g for g in gerund.children if g.dep_ == "dobj"]
    object_end = max(t.i for g in objects for t in g.subtree)
    kept_end = max([object_end] + [t.i for g in arguments for t in g.subtree])
    if any(_trailing(g) for g in gerund.children if g.i > kept_end):
        return False  # "paying workers in Leicester [only £3]": the tail would lose it
    if not arguments:
        return None
    if len(arguments) > 1:
        return False
    argument = arguments[0]
    between = gerund.doc[object_end + 1 : argument.i]
    inside = list(argument.subtree)
    if argument.i < object_end or len(between) or len(inside) > 6:
        return False
    return False if any(t.is_punct or t.pos_ in {"VERB", "AUX"} for t in inside) else argument


def _trailing(child: Any) -> bool:
    """A phrase of the gerund after its tail's end that the tail cannot leave out: anything
    but punctuation, a conjunction or a time (``in 2017``)."""
    if child.is_punct or child.dep_ in {"cc", "conj"}:
        return False
    return child.dep_ != "prep" or _argument(child)


def is_gerund_object(token: Any) -> bool:
    """Whether ``token`` is a gerund that :func:`gerund_objects` reads as an object."""
    return token.dep_ == "pcomp" and any(token.i == g.i for g in gerund_objects(token.head))


def gerund_span(token: Any) -> tuple[int, int]:
    """Character span of a gerund phrase as a tail: the gerund through its direct object's
    phrase (``racially abusing a man``, with its one argument: ``passing secrets to Russia``), without the gerund's own adjuncts after it (``in 2017``)."""
    objects = [g for g in token.children if g.dep_ == "dobj"]
    argument = _kept_argument(token)
    kept = objects + ([argument] if argument not in (None, False) else [])
    last = max(t.i for g in kept for t in g.subtree)
    end_token = token.doc[last]
    first = min([token.i] + [c.i for c in token.children if c.dep_ in {"advmod", "neg"}])
    return token.doc[first].idx, end_token.idx + len(end_token.text)
