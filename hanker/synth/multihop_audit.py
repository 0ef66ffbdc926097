"""The ``hanker audit --hops 2`` hook: multi-hop cases added to a suite of one-hop cases."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hanker.core.errors import ConfigError
from hanker.core.fact import Fact
from hanker.synth.base import QuestionGenerator, SynthesisInput
from hanker.synth.multihop import HopWriter, TemplateHopWriter, hop_pairs, multihop_cases

MAX_PAIRS_PER_BRIDGE = 200  # a hub entity gives at most this many paths
_CAPPED = f"over {MAX_PAIRS_PER_BRIDGE} pairs through one bridge"


def mark_single_hop(cases: Sequence[dict[str, Any]]) -> None:
    """Give every one-hop case its ``hops`` (1) and ``path`` (its own fact), in place."""
    for case in cases:
        case.setdefault("hops", 1)
        case.setdefault("path", [case["fact_id"]])


def dropped_path(out: Path) -> Path:
    """Where the pairs that got no multi-hop case are listed with their reasons (JSONL)."""
    return out.with_name(out.name + ".hops.dropped.jsonl")


def hop_writer(
    generator: QuestionGenerator, cases: Sequence[dict[str, Any]], cache: Path
) -> HopWriter:
    """The multi-hop writer matching the one-hop generator (template, or the same LLM client)."""
    if generator.backend == "template":
        questions: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for case in cases:
            if case.get("kind", "question") == "question" and case.get("hops", 1) == 1:
                questions[case["fact_id"]].append(case)
        return TemplateHopWriter(questions)
    client = getattr(generator, "client", None)
    if client is None:
        raise ConfigError(f"generator {generator.backend!r} cannot write multi-hop cases")
    from hanker.synth.multihop_llm import LLMHopWriter

    return LLMHopWriter(client, generator.backend, cache)


def add_multihop_cases(
    hops: int,
    generator: QuestionGenerator,
    facts: Sequence[Fact],
    inputs: Sequence[SynthesisInput],
    cases: list[dict[str, Any]],
    out: Path,
    rejections: dict[str, int],
) -> list[dict[str, Any]]:
    """The 2-hop cases of ``facts`` (none when ``hops`` is 1); ``rejections`` updated in place.

    The pairs of facts that got no case are listed with their reasons in :func:`dropped_path`.
    """
    mark_single_hop(cases)
    if hops < 2:
        return []
    if hops > 2:
        raise ConfigError(f"--hops {hops}: only 1 and 2 are supported")
    by_id = {item.fact_id: item for item in inputs}
    writer = hop_writer(generator, cases, out.with_name(out.name + ".hops.cache.jsonl"))
    counts: Counter[str] = Counter(rejections)
    capped: list[list[str]] = []
    pairs = hop_pairs(facts, by_id, MAX_PAIRS_PER_BRIDGE, capped)
    dropped: list[dict[str, Any]] = [{"path": p, "reason": _CAPPED} for p in capped]
    if capped:
        counts[f"multi-hop pair dropped: {_CAPPED}"] += len(capped)
    taken = {(c["question"], c["answer"]) for c in cases}
    found = multihop_cases(pairs, writer, counts, taken, dropped)
    with dropped_path(out).open("w", encoding="utf-8") as handle:
        for row in dropped:
            handle.write(json.dumps(row) + "\n")
    rejections.clear()
    rejections.update(counts)
    return found
