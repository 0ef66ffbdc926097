"""A fronted adjunct that opens on a verb particle (``template.v45``).

The writer moves what stands before the subject to the end of the question. An adjunct that
opens on an adverb that can also be a verb's particle ("Back in 1990, ...", "Up in the hills,
...", "Out on the coast, ...", "Over in Lyon, ...") then lands right after the verb or its
object and reads as a phrasal verb: "Back in 1990, the firm rang the bank" asked "What did
the firm ring back in 1990?" (``ring back``). Such an adverb only sets the scene; the question
keeps the phrase it leads ("What did the firm ring in 1990?").
"""

from __future__ import annotations

from typing import Any

_PARTICLES = frozenset({"back", "up", "out", "off", "down", "over", "on", "in", "away", "around"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def fronted_particles(verb: Any) -> set[int]:
    """The ids of the particle-like adverbs that open a fronted adjunct of the verb and lead a
    phrase of their own ("Back" of "Back in 1990, ...")."""
    subjects = [c.i for c in verb.children if c.dep_ in _SUBJECTS]
    if not subjects:
        return set()
    return {
        c.i
        for c in verb.children
        if c.dep_ in {"advmod", "prep"}
        and c.lower_ in _PARTICLES
        and c.i < min(subjects)
        and c.i == c.left_edge.i
        and any(k.dep_ in {"prep", "advmod", "npadvmod"} and k.i > c.i for k in c.children)
        and not any(k.dep_ == "pobj" for k in c.children)
    }


def without_fronted_particles(parts: list[Any], verb: Any) -> list[Any]:
    """``parts`` (a question's words: source tokens and written strings) without the fronted
    particle-like adverbs the writer moved after the verb."""
    drop = fronted_particles(verb)
    if not drop:
        return parts
    return [p for p in parts if isinstance(p, str) or p.i not in drop]
