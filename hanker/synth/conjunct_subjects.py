"""The clause of a coordinated verb phrase whose subject is asked (``template`` head questions).

``Ana Ruiz was arrested and was charged with fraud`` gives ``(Ana Ruiz, be charged with,
fraud)``; the question whose answer is the head ("Who was charged with fraud?") is built
from the clause of the subject's own verb, ``arrested``, so the question writer rejects it
("relation not in the clause"). Coordinated verb phrases share their subject, so the
conjunct the relation is read from is a clause of that subject on its own: this module
writes it as a sentence, ``Ana Ruiz was charged with fraud.``, for the writer to ask from.

Only a conjunct that holds as written: it has no subject of its own, its verb is the
relation's verb, ``and``/``but`` joins it (not a comma: "the grey, cracked mud" is no verb),
it follows no reported or complement clause it could continue instead ("X said he was ill,
and had resigned"), and it is finite or carries its own auxiliary; a bare participle
(``was arrested and charged with``) takes the first verb's auxiliaries, unless they
negate or hedge it (``did not attend and send``, ``may be arrested and charged``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_FINITE = frozenset({"VBD", "VBZ", "VBP"})
_PLAIN_AUX = frozenset({"be", "have"})  # "was arrested and charged": the auxiliary is shared


def _relation_verb(relation: str) -> str:
    """The relation's verb: its first word, or the participle after ``be``."""
    words = re.sub(r"\(according to[^)]*\)", "", relation).split()
    if len(words) > 1 and words[0] == "be":
        return words[1].lower()
    return words[0].lower() if words else ""


def _conjuncts(verb: Any) -> list[Any]:
    """The verbs coordinated with ``verb`` (a chain of ``conj``), in order."""
    found, stack = [], [verb]
    while stack:
        node = stack.pop()
        for child in node.children:
            if child.dep_ == "conj" and child.pos_ in {"VERB", "AUX"}:
                found.append(child)
                stack.append(child)
    return sorted(found, key=lambda t: t.i)


def _shared_aux(first: Any, conjunct: Any) -> list[str] | None:
    """The auxiliaries the conjunct takes from the first verb ([] when it needs none), or
    None when it cannot stand alone."""
    own = [c for c in conjunct.children if c.dep_ in {"aux", "auxpass"}]
    if own or conjunct.tag_ in _FINITE:
        return []
    auxes = [c for c in first.children if c.dep_ in {"aux", "auxpass"} and c.i < first.i]
    if not auxes or any(c.dep_ == "neg" for c in first.children):
        return None
    if any(a.lemma_.lower() not in _PLAIN_AUX for a in auxes):
        return None  # "may be arrested and charged": a hedge on both
    return [a.text for a in auxes]


def _coordinated(first: Any, conjunct: Any) -> bool:
    """Whether the conjunct is joined by "and"/"but" right before it and follows no reported or
    complement clause of the first verb ("X said he was ill, and had resigned": whose clause
    does "had resigned" continue?)."""
    start = min(t.i for t in conjunct.subtree)
    joined = start > 0 and first.doc[start - 1].lower_ in {"and", "but"}
    embedded = any(
        c.dep_ in {"ccomp", "xcomp", "advcl", "parataxis"} and first.i < c.i < conjunct.i
        for c in first.children
    )
    return joined and not embedded


def conjunct_sentence(sentence: str, head: str, relation: str) -> str | None:
    """``head`` with the coordinated verb phrase the relation is read from, as a sentence of
    its own (see the module), or None."""
    doc = cl.parse(" ".join(sentence.split()))
    span = cl.locate(doc, head)
    wanted = _relation_verb(relation)
    if span is None or not wanted:
        return None
    root = cl.span_root(span)
    first = root.head
    if any(t.tag_ == "POS" for t in span):
        return None  # "Ann Lee's firm": the asked subject is the possession, not the name
    if root.dep_ not in _SUBJECTS or first.pos_ not in {"VERB", "AUX"}:
        return None
    if wanted in {first.lower_, first.lemma_.lower()}:
        return None  # the relation is the subject's own verb
    for conjunct in _conjuncts(first):
        if wanted not in {conjunct.lower_, conjunct.lemma_.lower()}:
            continue
        if any(c.dep_ in _SUBJECTS for c in conjunct.children):
            return None  # a clause of its own subject
        if not _coordinated(first, conjunct):
            return None
        auxes = _shared_aux(first, conjunct)
        if auxes is None:
            return None
        later = {t.i for c in conjunct.children if c.dep_ in {"cc", "conj"} for t in c.subtree}
        words = [t for t in conjunct.subtree if t.i not in later]
        text = doc[words[0].i : words[-1].i + 1].text if words else ""
        if len(words) != words[-1].i - words[0].i + 1:
            return None  # the phrase is not one stretch of the sentence
        return f"{span.text} {' '.join([*auxes, text])}".rstrip(" ,;.-") + "."
    return None
