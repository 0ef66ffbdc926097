"""The fact record (``fact.v1``, docs/formats.md) and the normalization its identity rests on.

A fact is a ``(head, relation, tail)`` triple of surface strings as extracted, with
normalized forms, provenance (every passage that states it) and the extractor that found it.
``fact_id`` is a stable hash of the normalized triple, so the same fact from two corpora, or
from two runs, gets the same id.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hanker.core.errors import InputError
from hanker.core.io import iter_jsonl, write_jsonl

FACT_FORMAT_VERSION = "fact.v1"

_WHITESPACE = re.compile(r"\s+")
_EDGE_PUNCT = "\"'`“”‘’«»()[]{}<>.,;:!?"


def normalize_text(text: str) -> str:
    """Identity normalization: Unicode NFKC, case-folded, whitespace collapsed, outer punctuation trimmed.

    This is the normalization behind ``fact_id``; looser matching (articles, relation
    synonyms, aliases) belongs to redundancy removal, not to identity.
    """
    norm = unicodedata.normalize("NFKC", text).casefold()
    norm = _WHITESPACE.sub(" ", norm).strip()
    norm = norm.strip(_EDGE_PUNCT + " ")
    return norm


def normalize_relation(relation: str) -> str:
    """Normalize a relation name: like :func:`normalize_text`, with ``_`` and ``-`` read as spaces."""
    return normalize_text(relation.replace("_", " ").replace("-", " "))


def fact_key(head_norm: str, relation_norm: str, tail_norm: str) -> str:
    """The stable id of a normalized triple: 16 hex digits of SHA-256."""
    payload = "\x1f".join((head_norm, relation_norm, tail_norm)).encode("utf-8")
    return hashlib.sha256(payload).hexdigest()[:16]


@dataclass(frozen=True)
class Source:
    """Where a fact is stated: a span of one chunk of one document of one corpus."""

    corpus: str
    doc_id: str
    chunk_id: str | None
    char_start: int
    char_end: int
    sentence: str

    def to_dict(self) -> dict[str, Any]:
        """Plain-JSON form."""
        return {
            "corpus": self.corpus,
            "doc_id": self.doc_id,
            "chunk_id": self.chunk_id,
            "char_start": self.char_start,
            "char_end": self.char_end,
            "sentence": self.sentence,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Source:
        """Inverse of :meth:`to_dict`."""
        chunk = data.get("chunk_id")
        return cls(
            corpus=str(data["corpus"]),
            doc_id=str(data["doc_id"]),
            chunk_id=None if chunk is None else str(chunk),
            char_start=int(data["char_start"]),
            char_end=int(data["char_end"]),
            sentence=str(data["sentence"]),
        )


@dataclass(frozen=True)
class ExtractorInfo:
    """Which extractor (and model, and version) produced a fact."""

    name: str
    model: str | None
    version: str

    def to_dict(self) -> dict[str, Any]:
        """Plain-JSON form."""
        return {"name": self.name, "model": self.model, "version": self.version}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ExtractorInfo:
        """Inverse of :meth:`to_dict`."""
        model = data.get("model")
        return cls(
            name=str(data["name"]),
            model=None if model is None else str(model),
            version=str(data["version"]),
        )


@dataclass(frozen=True)
class Fact:
    """One fact of a knowledge graph, with provenance."""

    fact_id: str
    head: str
    relation: str
    tail: str
    head_norm: str
    relation_norm: str
    tail_norm: str
    sources: tuple[Source, ...]
    extractor: ExtractorInfo
    meta: Mapping[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The ``facts.jsonl`` line of this fact."""
        out: dict[str, Any] = {
            "fact_id": self.fact_id,
            "head": self.head,
            "relation": self.relation,
            "tail": self.tail,
            "head_norm": self.head_norm,
            "relation_norm": self.relation_norm,
            "tail_norm": self.tail_norm,
            "sources": [s.to_dict() for s in self.sources],
            "extractor": self.extractor.to_dict(),
        }
        if self.meta:
            out["meta"] = dict(self.meta)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Fact:
        """Inverse of :meth:`to_dict`; raises ``KeyError``/``TypeError`` on a malformed record."""
        return cls(
            fact_id=str(data["fact_id"]),
            head=str(data["head"]),
            relation=str(data["relation"]),
            tail=str(data["tail"]),
            head_norm=str(data["head_norm"]),
            relation_norm=str(data["relation_norm"]),
            tail_norm=str(data["tail_norm"]),
            sources=tuple(Source.from_dict(s) for s in data.get("sources", [])),
            extractor=ExtractorInfo.from_dict(data["extractor"]),
            meta={str(k): str(v) for k, v in (data.get("meta") or {}).items()},
        )


def make_fact(
    head: str,
    relation: str,
    tail: str,
    sources: Iterable[Source],
    extractor: ExtractorInfo,
    meta: Mapping[str, str] | None = None,
) -> Fact:
    """Build a fact from surface strings, computing the normalized forms and the id."""
    head_norm = normalize_text(head)
    relation_norm = normalize_relation(relation)
    tail_norm = normalize_text(tail)
    return Fact(
        fact_id=fact_key(head_norm, relation_norm, tail_norm),
        head=head,
        relation=relation,
        tail=tail,
        head_norm=head_norm,
        relation_norm=relation_norm,
        tail_norm=tail_norm,
        sources=tuple(sources),
        extractor=extractor,
        meta=dict(meta or {}),
    )


def facts_path(kg: str | Path) -> Path:
    """The ``facts.jsonl`` behind a KG argument: a KG folder (its facts.jsonl) or the file itself."""
    path = Path(kg)
    if path.is_dir():
        inner = path / "facts.jsonl"
        if not inner.exists():
            raise InputError(path, "folder has no facts.jsonl")
        return inner
    if not path.exists():
        raise InputError(path, "no such file or folder")
    return path


def write_facts(path: str | Path, facts: Iterable[Fact]) -> int:
    """Atomically write ``facts.jsonl``; return the number of facts."""
    return write_jsonl(path, (f.to_dict() for f in facts))


def iter_facts(path: str | Path) -> Iterator[Fact]:
    """Stream facts from a ``facts.jsonl`` file."""
    for lineno, row in enumerate(iter_jsonl(path), start=1):
        try:
            yield Fact.from_dict(row)
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(path, f"line {lineno} is not a fact record ({exc!r})") from None
