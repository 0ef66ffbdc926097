"""Extractor protocol: resolved chunks in, raw (head, relation, tail) triples out."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from hanker.core.fact import ExtractorInfo
from hanker.text.segment import Chunk


@dataclass(frozen=True)
class RawTriple:
    """A triple as an extractor produced it, tied to a chunk and, when known, one of its sentences."""

    head: str
    relation: str
    tail: str
    chunk_index: int
    sentence_index: int | None = None  # index within the chunk's sentences


@dataclass
class ExtractionStats:
    """Counts an extractor reports (drops by reason, model calls)."""

    triples: int = 0
    dropped: dict[str, int] | None = None

    def drop(self, reason: str, count: int = 1) -> None:
        """Count ``count`` triples dropped for ``reason``."""
        self.dropped = self.dropped or {}
        self.dropped[reason] = self.dropped.get(reason, 0) + count


class Extractor(Protocol):
    """A triple extractor backend."""

    info: ExtractorInfo
    max_chunk_chars: int
    stats: ExtractionStats

    def extract(self, chunks: Sequence[Chunk]) -> Iterator[RawTriple]:
        """Triples of every chunk (chunks carry resolved sentence texts and, for spaCy, parses)."""
        ...
