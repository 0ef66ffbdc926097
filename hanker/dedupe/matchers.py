"""One matcher per redundancy level, over integer keys built in one streaming pass per file.

Each retain fact is reduced to one integer key per level (a hash of its exact, normalized or
alias-resolved triple); a matcher takes the forget positions still kept and returns the ones it
finds in the retain KG, each with the first retain line that holds it. Memory is a few integers
per retain fact, so millions of facts fit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from hanker.core.progress import progress
from hanker.dedupe.aliases import UnionFind, add_alias_facts, add_alias_file
from hanker.dedupe.normalize import ALIAS_RELATIONS, canonical_relation, entity_key
from hanker.dedupe.stream import iter_triples

# (forget position, first retain line holding the same fact, cosine for the semantic level)
Match = tuple[int, int, float | None]


@lru_cache(maxsize=1 << 20)
def _entity(raw: bytes) -> str:
    return entity_key(raw.decode())


@lru_cache(maxsize=1 << 16)
def _relation(raw: bytes) -> str:
    return canonical_relation(raw.decode()) or "_"


def decoded(triple: tuple[bytes, bytes, bytes]) -> tuple[str, str, str]:
    """A raw (head, relation, tail) triple as strings."""
    return triple[0].decode(), triple[1].decode(), triple[2].decode()


@dataclass
class KeyPass:
    """What one pass over a facts file keeps: per-fact keys, line numbers, and what later levels need."""

    exact: Any  # numpy int64 array
    normalized: Any  # numpy int64 array
    lines: Any  # numpy int64 array of 0-based line numbers
    parts: (
        list[tuple[str, str, str]] | None
    )  # normalized (head, relation, tail), aligned with lines
    alias_triples: list[tuple[str, str, str]]
    raw_lines: list[bytes] = field(default_factory=list)
    triples: list[tuple[bytes, bytes, bytes]] = field(default_factory=list)


def key_pass(path: Path, want_parts: bool, use_alias: bool, keep_lines: bool = False) -> KeyPass:
    """Stream ``path`` once and build the keys of every fact in it."""
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
                decoded(t) for t, p in zip(batch, parts, strict=True) if p[1] in ALIAS_RELATIONS
            )
    return KeyPass(
        exact=np.asarray(exact, dtype=np.int64),
        normalized=np.asarray(normalized, dtype=np.int64),
        lines=np.asarray(numbers, dtype=np.int64),
        parts=parts_list if want_parts else None,
        alias_triples=alias_triples,
        raw_lines=raw_lines,
        triples=triples,
    )


_PARALLEL_MIN_BYTES = 8 << 20


def run_passes(
    retain_file: Path, forget_file: Path, want_retain_parts: bool, use_alias: bool
) -> tuple[KeyPass, KeyPass]:
    """Both key passes; the retain one in a forked worker when the files are large and a second core exists."""
    import multiprocessing
    import os

    parallel = (
        (os.cpu_count() or 1) > 1
        and "fork" in multiprocessing.get_all_start_methods()
        and retain_file.stat().st_size + forget_file.stat().st_size >= _PARALLEL_MIN_BYTES
    )
    if not parallel:
        retain = key_pass(retain_file, want_retain_parts, use_alias)
        return retain, key_pass(forget_file, True, use_alias, keep_lines=True)
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork")) as pool:
        future = pool.submit(key_pass, retain_file, want_retain_parts, use_alias)
        forget = key_pass(forget_file, True, use_alias, keep_lines=True)
        retain = future.result()
    return retain, forget


def match_keys(forget_keys: Any, retain_keys: Any, retain_lines: Any, removed: Any) -> list[Match]:
    """The ``exact`` and ``normalized`` levels: forget keys found among the retain keys.

    ``removed`` (a boolean array over forget positions) skips facts an earlier level took; the
    first retain line with an equal key is the one reported.
    """
    import numpy as np

    if not len(forget_keys) or not len(retain_keys):
        return []
    order = np.argsort(retain_keys, kind="stable")  # equal keys keep file order
    ordered = retain_keys[order]
    slots = np.minimum(np.searchsorted(ordered, forget_keys), len(ordered) - 1)
    hits = np.nonzero(ordered[slots] == forget_keys)[0]
    found = retain_lines[order[slots[hits]]]
    fresh = ~removed[hits]
    return [(p, r, None) for p, r in zip(hits[fresh].tolist(), found[fresh].tolist(), strict=True)]


def alias_clusters(
    forget_kg: Path, retain_kg: Path, forget_pass: KeyPass, retain_pass: KeyPass
) -> UnionFind:
    """Entity clusters from both KGs' ``aliases.jsonl`` files and their alias facts."""
    clusters = UnionFind()
    for kg, triples in (
        (forget_kg, forget_pass.alias_triples),
        (retain_kg, retain_pass.alias_triples),
    ):
        alias_file = kg / "aliases.jsonl" if kg.is_dir() else kg.parent / "aliases.jsonl"
        if alias_file.exists():
            add_alias_file(clusters, alias_file)
        add_alias_facts(clusters, triples)
    return clusters


def match_aliases(
    kept: list[int],
    forget_parts: list[tuple[str, str, str]],
    retain_pass: KeyPass,
    retain_file: Path,
    clusters: UnionFind,
) -> list[Match]:
    """The ``alias`` level: only facts touching an aliased entity can match here and not before."""
    if not len(clusters):
        return []
    retain_parts = retain_pass.parts
    if retain_parts is None:
        retain_parts = key_pass(retain_file, True, False).parts or []
    aliased, find = clusters.parent, clusters.find
    table: dict[int, int] = {}
    for index, (head, relation, tail) in zip(retain_pass.lines.tolist(), retain_parts, strict=True):
        if head in aliased or tail in aliased:
            table.setdefault(hash((find(head), relation, find(tail))), index)
    matches: list[Match] = []
    for position in kept:
        head, relation, tail = forget_parts[position]
        if head in aliased or tail in aliased:
            found = table.get(hash((find(head), relation, find(tail))))
            if found is not None:
                matches.append((position, found, None))
    return matches


def match_semantic(
    kept: list[int],
    forget_pass: KeyPass,
    retain_pass: KeyPass,
    retain_file: Path,
    clusters: UnionFind,
    threshold: float,
    model: str | None,
) -> list[Match]:
    """The ``semantic`` level: embedding cosine between facts that share an entity."""
    from hanker.dedupe.semantic import semantic_matches

    if not kept or retain_pass.parts is None:
        return []
    blocks: dict[str, list[int]] = {}
    for index, (head, _relation, tail) in zip(
        retain_pass.lines.tolist(), retain_pass.parts, strict=True
    ):
        for entity in {clusters.find(head), clusters.find(tail)}:
            blocks.setdefault(entity, []).append(index)
    texts = _retain_texts(retain_file, {i for ids in blocks.values() for i in ids})
    forget_triples = [decoded(forget_pass.triples[p]) for p in kept]
    found = semantic_matches(forget_triples, blocks, texts, clusters, threshold, model)
    return [(kept[offset], line, score) for offset, (line, score) in sorted(found.items())]


def _retain_texts(path: Path, indices: set[int]) -> dict[int, str]:
    texts: dict[int, str] = {}
    for numbers, _lines, batch in iter_triples(path):
        for index, (head, relation, tail) in zip(numbers, batch, strict=True):
            if index in indices:
                texts[index] = f"{head.decode()} {relation.decode()} {tail.decode()}"
    return texts
