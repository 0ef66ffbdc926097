"""``hanker dedupe``: stream two fact files, remove forget facts the retain KG also holds.

Each retain fact is reduced to one integer key per matching level (a hash of its exact,
normalized or alias-resolved triple); forget facts are streamed against those key sets and
written out unchanged when nothing matches. Memory is a few integers per retain fact, so
millions of facts fit; the first level that matches a fact is the one it is counted under.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.dedupe.aliases import UnionFind, add_alias_facts, add_alias_file
from hanker.dedupe.normalize import (
    ALIAS_RELATIONS,
    NORMALIZATION_VERSION,
    canonical_relation,
    entity_key,
)
from hanker.dedupe.stream import fact_id_bytes, fetch_rows, iter_triples, loads
from hanker.errors import ConfigError
from hanker.io import atomic_path, write_json, write_text
from hanker.kg.fact import facts_path
from hanker.outdir import output_lock, prepare_output_dir, record_outputs
from hanker.progress import progress

log = logging.getLogger(__name__)

DEDUPE_VERSION = "dedupe.v1"
LEVELS = ("exact", "normalized", "alias", "semantic")
DEFAULT_LEVELS = ("exact", "normalized", "alias")


@dataclass(frozen=True)
class DedupeConfig:
    """What redundancy removal compares and where it writes."""

    forget: Path
    retain: Path
    out: Path
    levels: tuple[str, ...] = DEFAULT_LEVELS
    semantic_threshold: float = 0.9
    semantic_model: str | None = None
    examples: int = 5
    rdf_formats: tuple[str, ...] = ("turtle",)
    overwrite: bool = False

    def resolved(self) -> dict[str, Any]:
        """The config as recorded in the report."""
        return {
            # relative to the report's own folder (OUT), so the report works from any directory
            "forget": os.path.relpath(Path(self.forget).resolve(), Path(self.out).resolve()),
            "retain": os.path.relpath(Path(self.retain).resolve(), Path(self.out).resolve()),
            "levels": list(self.levels),
            "semantic_threshold": self.semantic_threshold,
            "semantic_model": self.semantic_model,
            "rdf_formats": list(self.rdf_formats),
        }


@dataclass
class DedupeResult:
    """Counts per level, examples, and where the test KG went."""

    out: Path
    initial: int
    final: int
    removed: dict[str, int]
    retain_facts: int
    examples: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    seconds: float = 0.0

    def report(self, config: DedupeConfig) -> dict[str, Any]:
        """The ``redundancy.json`` document."""
        return {
            "format": DEDUPE_VERSION,
            "hanker_version": __version__,
            "normalization": NORMALIZATION_VERSION,
            "config": config.resolved(),
            "initial_facts": self.initial,
            "retain_facts": self.retain_facts,
            "removed": self.removed,
            "removed_total": sum(self.removed.values()),
            "final_facts": self.final,
            "examples": self.examples,
            "seconds": round(self.seconds, 3),
        }


@lru_cache(maxsize=1 << 20)
def _entity(raw: bytes) -> str:
    return entity_key(raw.decode())


@lru_cache(maxsize=1 << 16)
def _relation(raw: bytes) -> str:
    return canonical_relation(raw.decode()) or "_"


def resolve_facts_file(kg: Path, scratch: Path) -> Path:
    """The facts.jsonl behind a KG argument: a folder, a facts.jsonl file, or an RDF file (converted)."""
    kg = facts_path(kg)
    if kg.suffix == ".jsonl":
        return kg
    from hanker.kg.fact import write_facts
    from hanker.kg.rdf import parse_facts

    converted = scratch / f"{kg.stem}.{abs(hash(str(kg)))}.facts.jsonl"
    write_facts(converted, parse_facts(kg))
    return converted


def _decoded(triple: tuple[bytes, bytes, bytes]) -> tuple[str, str, str]:
    return triple[0].decode(), triple[1].decode(), triple[2].decode()


@dataclass
class _KeyPass:
    """What one pass over a facts file keeps: per-fact keys, line numbers, and what later levels need."""

    exact: Any  # numpy int64 array
    normalized: Any  # numpy int64 array
    lines: Any  # numpy int64 array of 0-based line numbers
    parts: (
        list[tuple[str, str, str]] | None
    )  # normalized (head, relation, tail), aligned with ``lines``
    alias_triples: list[tuple[str, str, str]]
    raw_lines: list[bytes] = field(default_factory=list)
    triples: list[tuple[bytes, bytes, bytes]] = field(default_factory=list)


def _key_pass(path: Path, want_parts: bool, use_alias: bool, keep_lines: bool = False) -> _KeyPass:
    import numpy as np

    exact: list[int] = []
    normalized: list[int] = []
    numbers: list[int] = []
    parts_list: list[tuple[str, str, str]] = []
    alias_triples: list[tuple[str, str, str]] = []
    raw_lines: list[bytes] = []
    triples: list[tuple[bytes, bytes, bytes]] = []
    entity, relation = _entity, _relation
    for indices, lines, batch in progress(iter_triples(path), desc=path.name, unit="chunk"):
        parts = [(entity(h), relation(r), entity(t)) for h, r, t in batch]
        exact.extend(map(hash, batch))
        normalized.extend(map(hash, parts))
        numbers.extend(indices)
        if want_parts:
            parts_list.extend(parts)
        if keep_lines:
            raw_lines.extend(lines)
            triples.extend(batch)
        if use_alias:
            alias_triples.extend(
                _decoded(t) for t, p in zip(batch, parts, strict=True) if p[1] in ALIAS_RELATIONS
            )
    return _KeyPass(
        exact=np.asarray(exact, dtype=np.int64),
        normalized=np.asarray(normalized, dtype=np.int64),
        lines=np.asarray(numbers, dtype=np.int64),
        parts=parts_list if want_parts else None,
        alias_triples=alias_triples,
        raw_lines=raw_lines,
        triples=triples,
    )


_PARALLEL_MIN_BYTES = 8 << 20


def _run_passes(
    retain_file: Path, forget_file: Path, want_retain_parts: bool, use_alias: bool
) -> tuple[_KeyPass, _KeyPass]:
    """Both key passes; the retain one in a forked worker when the files are large and a second core exists."""
    import multiprocessing
    import os

    parallel = (
        (os.cpu_count() or 1) > 1
        and "fork" in multiprocessing.get_all_start_methods()
        and retain_file.stat().st_size + forget_file.stat().st_size >= _PARALLEL_MIN_BYTES
    )
    if not parallel:
        retain = _key_pass(retain_file, want_retain_parts, use_alias)
        return retain, _key_pass(forget_file, True, use_alias, keep_lines=True)
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork")) as pool:
        future = pool.submit(_key_pass, retain_file, want_retain_parts, use_alias)
        forget = _key_pass(forget_file, True, use_alias, keep_lines=True)
        retain = future.result()
    return retain, forget


def _first_matches(forget_keys: Any, retain_keys: Any, retain_lines: Any) -> tuple[Any, Any]:
    """Arrays (forget positions, first retain line with the same key) for forget keys found in ``retain_keys``."""
    import numpy as np

    if not len(forget_keys) or not len(retain_keys):
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    order = np.argsort(
        retain_keys, kind="stable"
    )  # equal keys keep file order: the first line wins
    ordered = retain_keys[order]
    slots = np.minimum(np.searchsorted(ordered, forget_keys), len(ordered) - 1)
    hits = np.nonzero(ordered[slots] == forget_keys)[0]
    return hits, retain_lines[order[slots[hits]]]


def _alias_links(clusters: UnionFind, kg: Path, triples: list[tuple[str, str, str]]) -> None:
    alias_file = kg / "aliases.jsonl" if kg.is_dir() else kg.parent / "aliases.jsonl"
    if alias_file.exists():
        add_alias_file(clusters, alias_file)
    add_alias_facts(clusters, triples)


def _example(
    forget_row: dict[str, Any], retain_row: dict[str, Any] | None, level: str, score: float | None
) -> dict[str, Any]:
    def brief(row: dict[str, Any]) -> dict[str, Any]:
        source = (row.get("sources") or [{}])[0]
        return {
            "fact_id": row.get("fact_id"),
            "head": row["head"],
            "relation": row["relation"],
            "tail": row["tail"],
            "doc_id": source.get("doc_id"),
            "sentence": source.get("sentence"),
        }

    out: dict[str, Any] = {
        "level": level,
        "forget": brief(forget_row),
        "retain": brief(retain_row) if retain_row else None,
    }
    if score is not None:
        out["score"] = round(score, 4)
    return out


def dedupe_kgs(config: DedupeConfig) -> DedupeResult:
    """Write the test KG (forget facts not held by the retain KG) and the redundancy report."""
    from hanker.kg.rdf import RDF_FORMATS

    for fmt in config.rdf_formats:
        if fmt not in RDF_FORMATS:
            raise ConfigError(
                f"--rdf: unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}"
            )
    inputs = (config.forget, config.retain)
    with output_lock(config.out):
        foreign = prepare_output_dir(config.out, overwrite=config.overwrite, inputs=inputs)
        result = _dedupe_locked(config)
        record_outputs(config.out, foreign)
    return result


def _dedupe_locked(config: DedupeConfig) -> DedupeResult:
    unknown = [lv for lv in config.levels if lv not in LEVELS]
    if unknown or not config.levels:
        raise ConfigError(
            f"unknown dedupe level(s) {', '.join(unknown) or '(none given)'}; choose from {', '.join(LEVELS)}"
        )
    levels = tuple(lv for lv in LEVELS if lv in config.levels)  # fixed order
    use_alias, use_semantic = "alias" in levels, "semantic" in levels
    out = config.out
    started = time.perf_counter()
    forget_file = resolve_facts_file(config.forget, out)
    retain_file = resolve_facts_file(config.retain, out)
    clusters = UnionFind()
    alias_candidates: dict[str, list[tuple[str, str, str]]] = {"forget": [], "retain": []}

    # Key passes: an integer key per fact at the exact and normalized levels. The retain file is
    # read in a second process while this one reads the forget file (two cores, half the time).
    want_retain_parts = use_semantic
    retain_pass, forget_pass = _run_passes(retain_file, forget_file, want_retain_parts, use_alias)
    alias_candidates["retain"], alias_candidates["forget"] = (
        retain_pass.alias_triples,
        forget_pass.alias_triples,
    )
    retain_count = len(retain_pass.lines)
    lines = forget_pass.raw_lines
    forget_parts = forget_pass.parts or []
    initial = len(lines)

    removed = dict.fromkeys(levels, 0)
    pending: list[tuple[str, bytes, int | None, float | None]] = []  # examples to render
    removed_rows: list[bytes] = []  # lines of removed.jsonl

    def remove(position: int, level: str, retain_line: int, score: float | None = None) -> None:
        removed[level] += 1
        raw_id = fact_id_bytes(lines[position])
        fact_id = b'"%s"' % raw_id if raw_id is not None else b"null"
        extra = b"" if score is None else b',"score":%.4f' % score
        removed_rows.append(
            b'{"fact_id":%s,"level":"%s","retain_line":%d%s}\n'
            % (fact_id, level.encode(), retain_line + 1, extra)
        )
        if removed[level] <= config.examples:
            pending.append((level, lines[position], retain_line, score))

    import numpy as np

    is_removed = np.zeros(initial, dtype=bool)
    for level, forget_keys, retain_keys in (
        ("exact", forget_pass.exact, retain_pass.exact),
        ("normalized", forget_pass.normalized, retain_pass.normalized),
    ):
        if level not in levels:
            continue
        hits, retain_lines = _first_matches(forget_keys, retain_keys, retain_pass.lines)
        fresh = ~is_removed[hits]
        hits, retain_lines = hits[fresh], retain_lines[fresh]
        is_removed[hits] = True
        positions, retain_numbers = hits.tolist(), retain_lines.tolist()
        removed[level] += len(positions)
        level_bytes = level.encode()
        removed_rows.extend(
            b'{"fact_id":%s,"level":"%s","retain_line":%d}\n'
            % (
                b'"%s"' % f if (f := fact_id_bytes(lines[p])) is not None else b"null",
                level_bytes,
                r + 1,
            )
            for p, r in zip(positions, retain_numbers, strict=True)
        )
        pending.extend(
            (level, lines[p], r, None)
            for p, r in list(zip(positions, retain_numbers, strict=True))[: config.examples]
        )
    kept: list[int] = np.nonzero(~is_removed)[0].tolist()

    if use_alias:
        _alias_links(clusters, config.forget, alias_candidates["forget"])
        _alias_links(clusters, config.retain, alias_candidates["retain"])
    if use_alias and len(clusters):
        # Only facts touching an aliased entity can match here and not at the normalized level.
        retain_parts = (
            retain_pass.parts
            if retain_pass.parts is not None
            else _key_pass(retain_file, True, False).parts
        )
        assert retain_parts is not None
        aliased = clusters.parent
        find = clusters.find
        alias_table: dict[int, int] = {}
        for index, (head_key, relation_key, tail_key) in zip(
            retain_pass.lines.tolist(), retain_parts, strict=True
        ):
            if head_key in aliased or tail_key in aliased:
                alias_table.setdefault(hash((find(head_key), relation_key, find(tail_key))), index)
        still_kept = []
        for position in kept:
            head_key, relation_key, tail_key = forget_parts[position]
            if head_key in aliased or tail_key in aliased:
                found = alias_table.get(hash((find(head_key), relation_key, find(tail_key))))
                if found is not None:
                    remove(position, "alias", found)
                    continue
            still_kept.append(position)
        kept = still_kept

    if use_semantic and kept:
        from hanker.dedupe.semantic import semantic_matches

        retain_blocks: dict[str, list[int]] = {}
        assert retain_pass.parts is not None
        for index, (head_key, _relation_key, tail_key) in zip(
            retain_pass.lines.tolist(), retain_pass.parts, strict=True
        ):
            for entity in {clusters.find(head_key), clusters.find(tail_key)}:
                retain_blocks.setdefault(entity, []).append(index)
        retain_texts = _retain_texts(
            retain_file, {i for ids in retain_blocks.values() for i in ids}
        )
        matches = semantic_matches(
            [_decoded(forget_pass.triples[p]) for p in kept],
            retain_blocks,
            retain_texts,
            clusters,
            config.semantic_threshold,
            config.semantic_model,
        )
        for offset, (retain_line, score) in sorted(matches.items()):
            remove(kept[offset], "semantic", retain_line, score)
        kept = [p for offset, p in enumerate(kept) if offset not in matches]

    with atomic_path(out / "facts.jsonl") as tmp, tmp.open("wb") as handle:
        if kept:
            handle.write(b"\n".join([lines[p] for p in kept]) + b"\n")
    with atomic_path(out / "removed.jsonl") as tmp, tmp.open("wb") as handle:
        handle.writelines(removed_rows)
    retain_rows = fetch_rows(retain_file, {r for _, _, r, _ in pending if r is not None})
    examples: dict[str, list[dict[str, Any]]] = {lv: [] for lv in levels}
    for level, line, example_retain, example_score in pending:
        retain_row = retain_rows.get(example_retain) if example_retain is not None else None
        examples[level].append(_example(loads(line), retain_row, level, example_score))
    result = DedupeResult(
        out=out,
        initial=initial,
        final=len(kept),
        removed=removed,
        retain_facts=retain_count,
        examples=examples,
        seconds=time.perf_counter() - started,
    )
    if config.rdf_formats:
        from hanker.kg.fact import iter_facts
        from hanker.kg.rdf import RDF_FORMATS, write_rdf

        for fmt in config.rdf_formats:
            if fmt not in RDF_FORMATS:
                raise ConfigError(
                    f"unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}"
                )
            write_rdf(
                out / f"kg{RDF_FORMATS[fmt][1]}",
                iter_facts(out / "facts.jsonl"),
                fmt,
                name=out.name,
            )
    for scratch in out.glob("*.facts.jsonl"):
        scratch.unlink()
    forget_chunks = (
        config.forget if config.forget.is_dir() else config.forget.parent
    ) / "chunks.jsonl"
    if forget_chunks.exists() and forget_chunks.resolve() != (out / "chunks.jsonl").resolve():
        shutil.copyfile(
            forget_chunks, out / "chunks.jsonl"
        )  # the passages the audit shows the generator
    report = result.report(config)
    write_json(out / "redundancy.json", report)
    write_text(out / "redundancy.md", render_report(report))
    return result


def _retain_texts(path: Path, indices: set[int]) -> dict[int, str]:
    texts: dict[int, str] = {}
    for numbers, _lines, batch in iter_triples(path):
        for index, (head, relation, tail) in zip(numbers, batch, strict=True):
            if index in indices:
                texts[index] = f"{head.decode()} {relation.decode()} {tail.decode()}"
    return texts


def render_report(report: dict[str, Any]) -> str:
    """The redundancy report as a Markdown table plus examples."""
    lines = [
        "# Redundancy report",
        "",
        f"forget KG: `{report['config']['forget']}`  ",
        f"retain KG: `{report['config']['retain']}` ({report['retain_facts']} facts)",
        "",
        "| stage | facts |",
        "| --- | ---: |",
        f"| initial forget facts | {report['initial_facts']} |",
    ]
    for level, count in report["removed"].items():
        lines.append(f"| removed: {level} | {count} |")
    lines += [f"| **final (test KG)** | **{report['final_facts']}** |", ""]
    for level, examples in report["examples"].items():
        if not examples:
            continue
        lines += [f"## Removed at level `{level}`", ""]
        for ex in examples:
            f, r = ex["forget"], ex["retain"]
            lines.append(f"- forget ({f['head']} | {f['relation']} | {f['tail']})")
            if r:
                score = f" (cosine {ex['score']})" if "score" in ex else ""
                lines.append(
                    f"  - retain ({r['head']} | {r['relation']} | {r['tail']}){score}, from `{r['doc_id']}`: {r['sentence']!r}"
                )
        lines.append("")
    return "\n".join(lines)
