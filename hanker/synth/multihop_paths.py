"""The 2-hop paths of a test KG: pairs of facts sharing an entity, and why a path has no case.

Two facts that share an entity ``B`` form a path: the *first* fact links a cue ``C`` to ``B``,
the *second* links ``B`` to the answer ``A``. A path is only asked when its question has one
answer in the KG: the first fact must single ``B`` out (no other entity has the same relation
to ``C``) and the second must give one answer (no other fact with the same relation from ``B``).
The one exception is a shared attribute: K1 and K2 both have customer B, so "Which other sales
contract has the same customer as K1?" asks for K2 (``same``). A bridge that is a term each
document defines for itself ("the Seller" of two contracts) is no shared entity.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from hanker.core.fact import Fact
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.multihop_grammar import shape
from hanker.synth.multihop_names import (
    cue_phrase,
    document_term,
    party_document,
    party_documents,
    short_cue,
)


@dataclass(frozen=True)
class HopInput:
    """One 2-hop path: cue --first--> bridge --second--> answer (sides say where each end sits)."""

    first: SynthesisInput
    second: SynthesisInput
    bridge: str  # as the second fact spells it
    bridge_side: str  # "head" or "tail" of the first fact
    answer: str
    answer_side: str  # "head" or "tail" of the second fact
    cue: str  # the first fact's other end
    problem: str = ""  # why the path has no one-answer question ("" when it has)
    same: bool = False  # the answer shares the second fact's relation and bridge with the cue
    cue_phrase: str = ""  # how a template question names the cue ("" when it cannot)
    cue_short: str = ""  # a shorter name of the cue, for a question that would be too long
    bridge_short: str = ""  # the bridge document by the cue, its party ("X's sales contract")

    @property
    def path(self) -> tuple[str, str]:
        """The fact ids along the path, the answered fact last."""
        return (self.first.fact_id, self.second.fact_id)


class HopWriter(Protocol):
    """A backend that writes 2-hop questions."""

    backend: str
    model: str | None
    prompt_version: str

    def write(self, items: Sequence[HopInput]) -> Sequence[list[CaseCandidate] | None]:
        """Candidates per path, in input order (None when no usable reply came back)."""
        ...


class _Index:
    """The KG's facts by (head, relation) and (tail, relation), and its parties' documents."""

    def __init__(self, facts: Sequence[Fact]) -> None:
        self.tails: dict[tuple[str, str], set[str]] = defaultdict(set)
        self.heads: dict[tuple[str, str], set[str]] = defaultdict(set)
        for fact in facts:
            self.tails[(fact.head_norm, fact.relation_norm)].add(fact.tail_norm)
            self.heads[(fact.tail_norm, fact.relation_norm)].add(fact.head_norm)
        self.documents = party_documents(name for f in facts for name in (f.head, f.tail))

    def others(self, fact: Fact, side: str) -> set[str]:
        """The ends on ``side`` of every fact with this fact's relation and other end."""
        if side == "tail":
            return self.tails[(fact.head_norm, fact.relation_norm)]
        return self.heads[(fact.tail_norm, fact.relation_norm)]


def _ends(fact: Fact) -> dict[str, tuple[str, str]]:
    return {"head": (fact.head_norm, fact.head), "tail": (fact.tail_norm, fact.tail)}


def _problem(first: Fact, second: Fact, sides: tuple[str, str], index: _Index) -> tuple[str, bool]:
    """Why the path first -> second has no one-answer question, and whether it is ``same``."""
    side1, answer_side = sides
    if len(index.others(first, side1)) > 1:
        return "the first fact does not single out the bridge", False
    answers = index.others(second, answer_side)
    cue = first.head_norm if side1 == "tail" else first.tail_norm
    same = (
        answer_side == "head"
        and side1 == "tail"
        and first.relation_norm == second.relation_norm
        and cue in answers
    )
    if len(answers - ({cue} if same else set())) > 1:
        return "the second fact has more than one answer", same
    return "", same


def _hop(
    first: Fact, second: Fact, entity: str, inputs: Mapping[str, SynthesisInput], index: _Index
) -> HopInput | None:
    """The path first -> second through ``entity`` (normalized), or None when it has no far ends."""
    ends1, ends2 = _ends(first), _ends(second)
    side1 = next((s for s, (norm, _) in ends1.items() if norm == entity), None)
    side2 = next((s for s, (norm, _) in ends2.items() if norm == entity), None)
    if side1 is None or side2 is None:
        return None
    answer_side = "tail" if side2 == "head" else "head"
    cue_side = "tail" if side1 == "head" else "head"
    answer_norm, answer = ends2[answer_side]
    cue_norm, cue = ends1[cue_side]
    if len({entity, answer_norm, cue_norm}) < 3:  # a self-loop, or both facts on the same two ends
        return None
    one, two = inputs[first.fact_id], inputs[second.fact_id]
    problem, same = _problem(first, second, (side1, answer_side), index)
    bridge = ends2[side2][1]
    if one.source.get("doc_id") != two.source.get("doc_id") and document_term(
        bridge, (one.sentence, two.sentence)
    ):
        problem = "the bridge is a term each document defines for itself"
    return HopInput(
        first=one,
        second=two,
        bridge=bridge,
        bridge_side=side1,
        answer=answer,
        answer_side=answer_side,
        cue=cue,
        problem=problem,
        same=same,
        cue_phrase=cue_phrase(cue, bridge, one.sentence, index.documents),
        cue_short=short_cue(cue, bridge, index.documents),
        bridge_short=party_document(bridge, cue, index.documents),
    )


def _spread(facts: Sequence[Fact]) -> list[tuple[Fact, Fact]]:
    """The pairs of ``facts`` in an order that asks the clearest first and reaches every fact
    early: pairs of relations that read as a phrase (:func:`shape`) before the others, then
    neighbours before facts two apart, ..., so that a capped hub still pairs each of its facts."""
    unclear = [shape(f.relation) is None for f in facts]
    pairs = itertools.combinations(range(len(facts)), 2)
    order = sorted(pairs, key=lambda p: (unclear[p[0]] + unclear[p[1]], p[1] - p[0], p[0]))
    return [(facts[i], facts[j]) for i, j in order]


def hop_pairs(
    facts: Sequence[Fact],
    inputs: Mapping[str, SynthesisInput],
    max_per_bridge: int | None = None,
    capped: list[list[str]] | None = None,
) -> list[tuple[HopInput, HopInput | None]]:
    """Every unordered pair of facts sharing an entity: (preferred direction, other direction).

    The preferred direction is one with no problem, asking for the second fact's tail if it can.
    Pairs are grouped by bridge entity, in a stable order that reaches each of a bridge's facts
    early (:func:`_spread`); ``max_per_bridge`` caps the pairs of
    one (hub) entity; the pairs left out for it are listed in ``capped`` when given.
    """
    index = _Index(facts)
    by_entity: dict[str, list[Fact]] = defaultdict(list)
    for fact in sorted(facts, key=lambda f: f.fact_id):
        for entity in dict.fromkeys((fact.head_norm, fact.tail_norm)):
            by_entity[entity].append(fact)
    out: list[tuple[HopInput, HopInput | None]] = []
    seen: set[frozenset[str]] = set()
    for entity in sorted(by_entity):
        taken = 0
        for a, b in _spread(by_entity[entity]):
            key = frozenset((a.fact_id, b.fact_id))
            if key in seen:
                continue
            hops = (_hop(a, b, entity, inputs, index), _hop(b, a, entity, inputs, index))
            ways = [h for h in hops if h]
            if not ways:
                continue
            if max_per_bridge is not None and taken >= max_per_bridge:
                if capped is not None:
                    capped.append(sorted(key))
                continue
            ways.sort(key=lambda h: (bool(h.problem), h.answer_side != "tail"))
            seen.add(key)
            taken += 1
            out.append((ways[0], ways[1] if len(ways) > 1 else None))
    return out
