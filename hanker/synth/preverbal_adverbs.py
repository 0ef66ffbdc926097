"""A fronted adverb of time put before the question's verb (``template.v40``).

The writer moves what stands before the subject to the end of the question ("In 2014, X
bought Y" asked "What did X buy in 2014?"). A one-word adverb of time or order moved there
changes its sense: "Soon the firm had a rival" asked "What did the firm have soon?" reads as
the future; "Eventually the band signed a deal" asked "What did the band sign eventually?"
reads as a manner. Such an adverb goes before the main verb, where it stands in the
statement too: "What did the firm soon have?", "Who eventually signed a deal?".
"""

from __future__ import annotations

from typing import Any

from hanker.synth.fronted_particles import without_fronted_particles
from hanker.synth.relative_times import without_relative_times

# one-word adverbs of time or order that stand before the main verb
_TIME_ADVERBS = frozenset(
    {
        *("soon", "later", "eventually", "once", "already", "finally", "recently", "ultimately"),
        *("subsequently", "initially", "originally", "previously", "quickly", "gradually"),
        *("immediately", "promptly", "shortly", "briefly", "suddenly", "first", "next"),
    }
)
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def _fronted_adverbs(verb: Any) -> list[Any]:
    """The verb's one-word time adverbs that stand before its subject."""
    subjects = [c.i for c in verb.children if c.dep_ in _SUBJECTS]
    if not subjects:
        return []
    return [
        c
        for c in verb.children
        if c.dep_ == "advmod"
        and c.lower_ in _TIME_ADVERBS
        and c.i < min(subjects)
        and not list(c.children)
    ]


def _verb_slot(parts: list[Any], verb: Any) -> int | None:
    """Where the verb's group starts in ``parts`` after the subject: the verb, an auxiliary of
    its own (not the inverted one) or the base form the writer wrote for it."""
    subject = {t.i for c in verb.children if c.dep_ in _SUBJECTS for t in c.subtree}
    placed = [n for n, p in enumerate(parts) if not isinstance(p, str) and p.i in subject]
    start = placed[-1] + 1 if placed else 1
    for n in range(start, len(parts)):
        part = parts[n]
        if isinstance(part, str):
            return n if part.isalpha() else None
        if part.i == verb.i or (part.dep_ in {"aux", "auxpass"} and part.head == verb):
            return n
        return None
    return None


def adverbs_before_verb(parts: list[Any], verb: Any) -> list[Any]:
    """``parts`` (a question's words in order: source tokens and written strings) with each
    fronted time adverb the writer moved after the verb put right before the verb's group, and
    without the adjuncts dated against the passage (:mod:`hanker.synth.relative_times`) or
    the particle-like adverbs of fronted adjuncts (:mod:`hanker.synth.fronted_particles`)."""
    parts = without_relative_times(parts, verb)  # "afterwards", "within two weeks"
    parts = without_fronted_particles(parts, verb)  # "Back in 1990": "ring back"
    adverbs = _fronted_adverbs(verb)
    if not adverbs:
        return parts
    slot = _verb_slot(parts, verb)
    if slot is None:
        return parts
    placed = {n for n, p in enumerate(parts) if not isinstance(p, str) and p in adverbs}
    moved = [parts[n] for n in sorted(placed) if n > slot]
    if not moved:
        return parts
    rest = [p for n, p in enumerate(parts) if n not in placed or n < slot]
    return [*rest[:slot], *moved, *rest[slot:]]
