"""What the question generators see of a fact: its triple, passage and evidence sentence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hanker.core.fact import Fact
from hanker.synth.base import SynthesisInput


def load_chunks_of(*folders: Path | None) -> dict[str, dict[str, Any]]:
    """Chunks of the given KG folders; the first folder that has a chunk wins."""
    from hanker.extract.build import load_chunks

    chunks: dict[str, dict[str, Any]] = {}
    for folder in folders:
        if folder is not None:
            for chunk_id, row in load_chunks(folder).items():
                chunks.setdefault(chunk_id, row)
    return chunks


def _resolved_sentence(chunk: dict[str, Any] | None, fact: Fact) -> str:
    """The coreference-resolved text of the fact's source sentence, found by its offsets ("" if none)."""
    if chunk is None or not fact.sources:
        return ""
    source = fact.sources[0]
    for row in chunk.get("sentences") or []:
        if row["start"] == source.char_start and row["end"] == source.char_end:
            return str(row["resolved"])
    return ""


def synthesis_input(fact: Fact, chunks: dict[str, dict[str, Any]]) -> SynthesisInput:
    """The fact, its passage and evidence sentence as the source words them, and the resolved sentence.

    Text shown to people (questions, contexts) keeps the source's wording; the resolved
    sentence only tells the question writer which name a pronoun stands for.
    """
    source = fact.sources[0] if fact.sources else None
    chunk = chunks.get(source.chunk_id or "") if source else None
    sentence = source.sentence if source else ""
    context = str(chunk["text"]) if chunk else sentence
    return SynthesisInput(
        fact_id=fact.fact_id,
        head=fact.head,
        relation=fact.relation,
        tail=fact.tail,
        context=context,
        sentence=sentence,
        source=source.to_dict() if source else {},
        resolved=_resolved_sentence(chunk, fact),
        subject=str((chunk or {}).get("subject") or ""),
    )
