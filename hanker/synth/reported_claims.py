"""A claim asked as fact (``template.v12``): "Ana Ruiz alleges she was dismissed unfairly by
the board" gives no "By whom was Ana Ruiz dismissed unfairly?", and "Tom told the jury he had
acted in self-defence" no "In what had Tom acted?": the clause is what someone alleges,
believes or argues (or tells a court), not what the passage states, so a case that asks it
must name the speaker ("According to Ana Ruiz, ..."); without that it is dropped. Plain
reporting verbs ("say", "tell") are left alone, news reports facts through them, except for
a speaker's own account of what another did to them ("Ana said she was attacked by a
neighbour": "By whom was Ana attacked?" asks an allegation as fact).
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl

_CLAIMING = {"claim", "allege", "insist", "believe", "think", "argue", "deny", "suggest"}
_CLAIMING |= {"maintain", "contend"}
_COURTS = {"court", "jury", "trial", "hearing", "inquest", "tribunal", "judge"}


def _testimony(verb: Any) -> bool:
    """ "told the jury", "told his trial": a statement to a court."""
    if verb.lemma_.lower() not in {"tell", "say"}:
        return False
    near = [*verb.children, *(g for c in verb.children for g in c.children)]
    return any(t.dep_ in {"dobj", "dative", "pobj"} and t.lemma_.lower() in _COURTS for t in near)


_SELF = {"he", "she", "they", "i", "we"}


def _own_account(node: Any) -> bool:
    """A passive with its doer said by the one it happened to ("X said he was hit by Y")."""
    if node.dep_ != "ccomp" or node.head.lemma_.lower() not in {"say", "tell"}:
        return False
    undergoer = [c for c in node.children if c.dep_ == "nsubjpass" and c.lower_ in _SELF]
    return bool(undergoer) and any(c.dep_ == "agent" for c in node.children)


def _claimed(node: Any) -> bool:
    """Whether ``node`` heads the clause of a claim: the complement of "allege", "believe",
    ... or of a statement to a court (also when the parser hangs it on "the jury")."""
    frame = node.head
    if _own_account(node):
        return True
    if node.dep_ == "ccomp":
        return frame.lemma_.lower() in _CLAIMING or _testimony(frame)
    court = frame.lemma_.lower() in _COURTS and frame.dep_ in {"dobj", "dative"}
    return node.dep_ == "relcl" and court and _testimony(frame.head)


def claim_as_fact(question: str, answer: str, sentence: str) -> str | None:
    """Why a case asks as fact what the sentence only reports as a claim, or None."""
    if question.lower().startswith("according to ") or not sentence:
        return None
    doc = cl.parse(sentence)
    span = cl.locate(doc, answer)
    if span is None:
        return None
    node = span.root
    for _ in range(6):
        if _claimed(node):
            return "claim asked as fact"
        if node.head is node:
            return None
        node = node.head
    return None
