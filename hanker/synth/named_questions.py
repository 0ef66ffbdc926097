"""Questions on the name facts of ``spacy-patterns.v7`` (``template.v7``) that the clause
writer cannot ask from the sentence as written.

- A participle with its agent after a name (``won by Blue Comet, ridden by Ana Ruiz``):
  "By whom was Blue Comet ridden?" -- Ana Ruiz.
- An object named in a dash aside (``tested one of its rockets - the Falcon X2 launcher - in
  May``): the clause is asked with the aside in the vague object's place ("What did the firm
  test in May?" -- the Falcon X2 launcher).
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.synth.question_writer import Rejection, write_question

_PARTICIPLE = re.compile(r"^be ([a-z]+(?:en|ed|wn|un|ught|ot|lt|t))\s+by$")
_DASHES = "-–—"


def participle_question(head: str, relation: str, tail: str, sentence: str) -> CaseCandidate | None:
    """ "By whom was <head> <participle>?" when the sentence reads ``<head>, <participle> by
    <tail>``, else None."""
    match = _PARTICIPLE.match(relation)
    if match is None:
        return None
    participle = match.group(1)
    if f"{head}, {participle} by {tail}" not in " ".join(sentence.split()):
        return None
    doc = cl.parse(sentence)
    agent = cl.locate(doc, tail)
    if agent is not None and agent.root.ent_type_ in {"GPE", "LOC", "FAC"}:
        return None  # "anchored by Kotzebue": a place is no "whom"
    span = cl.locate(doc, head)
    plural = span is not None and (
        span.root.tag_ in {"NNS", "NNPS"} or any(t.dep_ == "conj" for t in span)
    )  # "By whom were the Trojans led?" (template.v38)
    if span is not None and span[0].lower_ == "the" and not span[0].ent_type_:
        head = "the" + head[3:]  # the article of a sentence's first word, not of a name
    verb = "were" if plural else "was"
    return CaseCandidate(f"By whom {verb} {head} {participle}?", tail, answer_type="person")


def _without_aside(sentence: str, tail: str) -> str | None:
    """The sentence with the object a dash aside names replaced by the aside (``tested one of
    its rockets - the X2 -`` -> ``tested the X2``), or None when the tail is no such aside."""
    doc = cl.parse(sentence)
    span = cl.locate(doc, tail)
    if span is None or span.start < 2 or span.end >= len(doc):
        return None
    before, after = doc[span.start - 1], doc[span.end]
    if before.text not in _DASHES or after.text not in _DASHES:
        return None
    root = cl.span_root(span)
    named = root.head
    if root.dep_ != "appos" or named.i >= span.start:
        return None
    if named.dep_ == "pobj" and named.head.lower_ == "of":  # "one of its rockets - the X2 -"
        named = named.head.head
    start = min(t.i for t in named.subtree)
    text = doc.text
    return text[: doc[start].idx] + span.text + text[after.idx + len(after.text) :]


def aside_question(
    head: str, relation: str, tail: str, sentence: str, resolved: str = ""
) -> CaseCandidate | None:
    """The clause's question with the aside as its object, or None when there is none."""
    rewritten = _without_aside(" ".join(sentence.split()), tail)
    if rewritten is None:
        return None
    written = write_question(" ".join(rewritten.split()), tail, head=head, relation=relation)
    if isinstance(written, Rejection):
        return None
    return CaseCandidate(written.question, written.answer, answer_type=written.answer_type)
