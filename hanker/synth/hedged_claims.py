"""Claims a question would ask as fact, beyond :mod:`hanker.synth.reported_claims`.

* ``hedged claim asked as fact``: "The firm reportedly paid $2m to settle" -- an evidential
  adverb (reportedly, allegedly, supposedly, purportedly, apparently) on the clause the answer
  belongs to says the fact is only claimed by someone else; "How much did the firm pay?" would
  assert it, and "How much did the firm reportedly pay?" asks what no one can check. Without a
  named speaker ("According to ...") the case is dropped.
* ``self-description asked as fact``: "The charity says it feeds 2,000 families a week" --
  a speaker's present-tense statement about itself (the complement's subject is a pronoun
  standing for the speaker, the complement is in the present) is the speaker's own account
  (an organisation describing its work or record); what the speaker wants, hopes or
  plans is theirs to say; "Whom does the charity feed?"
  would assert it. Reports of past events ("Police said they arrested a man") are left alone:
  news reports facts through them.
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl

CLAIM_HEDGES = frozenset(
    {"reportedly", "allegedly", "supposedly", "purportedly", "apparently", "ostensibly"}
)
_SAYING = frozenset({"say", "claim", "insist", "state", "maintain", "describe"})
_SELF_PRONOUNS = frozenset({"it", "he", "she", "they", "we"})
_OWN_MIND = frozenset(  # what a speaker wants or feels: their own word is the fact
    {*("want", "hope", "plan", "intend", "wish", "expect", "aim", "love", "like", "fear"), "feel"}
    | {"regret", "welcome", "hate", "prefer"}
)


def _ancestors(node: Any, limit: int = 6) -> list[Any]:
    """``node`` and the heads above it, nearest first."""
    chain = [node]
    while len(chain) < limit and chain[-1].head is not chain[-1]:
        chain.append(chain[-1].head)
    return chain


def _hedged(verb: Any) -> bool:
    return any(c.dep_ == "advmod" and c.lower_ in CLAIM_HEDGES for c in verb.children)


def _self_report(frame: Any, complement: Any) -> bool:
    """Whether ``complement`` is the speaker's present-tense statement about itself."""
    if frame.lemma_.lower() not in _SAYING or frame.tag_ not in {"VBZ", "VBP"}:
        return False
    if complement.lemma_.lower() in _OWN_MIND:
        return False
    speaker = [c for c in frame.children if c.dep_ == "nsubj"]
    subject = [c for c in complement.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not speaker or not subject or speaker[0].pos_ == "PRON":
        return False
    pronoun = subject[0].lower_
    if pronoun not in _SELF_PRONOUNS:
        return False
    auxes = {c.tag_ for c in complement.children if c.dep_ in {"aux", "auxpass"}}
    return complement.tag_ in {"VBZ", "VBP"} or bool(auxes & {"VBZ", "VBP", "MD"})


def hedged_claim(question: str, answer: str, sentence: str) -> str | None:
    """Why a case asks as fact what the sentence hedges or lets its subject say of itself."""
    if not question or question.lower().startswith("according to ") or not sentence:
        return None
    if any(f" {word} " in question.lower() for word in ("say", "says", "claim", "claims")):
        return None  # "What does X say it provides?": the attribution is in the question
    if set(question.lower().rstrip("?").replace(",", " ").split()) & CLAIM_HEDGES:
        return "hedged claim asked as fact"  # "What did X reportedly pay?"
    doc = cl.parse(sentence)
    span = cl.locate(doc, answer)
    if span is None:
        return None
    for node in _ancestors(span.root):
        if node.pos_ in {"VERB", "AUX"} and _hedged(node):
            return "hedged claim asked as fact"
        if node.dep_ == "ccomp" and _self_report(node.head, node):
            return "self-description asked as fact"
    return None
