"""``hanker dedupe``: stream two fact files, remove forget facts the retain KG also holds.

The driver runs one matcher per level (:mod:`hanker.dedupe.matchers`) over the facts no earlier
level took, so the first level that matches a fact is the one it is counted under; kept facts are
written out unchanged.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError
from hanker.core.fact import facts_path
from hanker.core.io import atomic_path, write_json, write_text
from hanker.core.outdir import output_lock, prepare_output_dir, record_outputs
from hanker.dedupe.aliases import UnionFind
from hanker.dedupe.matchers import (
    Match,
    alias_clusters,
    match_aliases,
    match_keys,
    match_semantic,
    run_passes,
)
from hanker.dedupe.normalize import NORMALIZATION_VERSION
from hanker.dedupe.stream import fact_id_bytes, fetch_rows, loads

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


def resolve_facts_file(kg: Path, scratch: Path) -> Path:
    """The facts.jsonl behind a KG argument: a folder, a facts.jsonl file, or an RDF file (converted)."""
    kg = facts_path(kg)
    if kg.suffix == ".jsonl":
        return kg
    from hanker.core.fact import write_facts
    from hanker.kg.rdf import parse_facts

    converted = scratch / f"{kg.stem}.{abs(hash(str(kg)))}.facts.jsonl"
    write_facts(converted, parse_facts(kg))
    return converted


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


class _Removals:
    """What redundancy removal took out: counts per level, ``removed.jsonl`` rows, examples to render."""

    def __init__(self, lines: list[bytes], levels: tuple[str, ...], examples: int) -> None:
        import numpy as np

        self.lines = lines
        self.counts = dict.fromkeys(levels, 0)
        self.rows: list[bytes] = []
        self.pending: list[tuple[str, bytes, int, float | None]] = []
        self.removed = np.zeros(len(lines), dtype=bool)
        self._examples = examples

    def take(self, level: str, matches: list[Match]) -> None:
        """Record ``matches`` (forget position, retain line, score) as removed at ``level``."""
        level_bytes = level.encode()
        for position, retain_line, score in matches:
            raw_id = fact_id_bytes(self.lines[position])
            fact_id = b'"%s"' % raw_id if raw_id is not None else b"null"
            extra = b"" if score is None else b',"score":%.4f' % score
            self.rows.append(
                b'{"fact_id":%s,"level":"%s","retain_line":%d%s}\n'
                % (fact_id, level_bytes, retain_line + 1, extra)
            )
            self.removed[position] = True
            self.counts[level] += 1
            if self.counts[level] <= self._examples:
                self.pending.append((level, self.lines[position], retain_line, score))

    def kept(self) -> list[int]:
        """Forget positions no level has removed, in file order."""
        import numpy as np

        return np.nonzero(~self.removed)[0].tolist()

    def examples(self, retain_file: Path) -> dict[str, list[dict[str, Any]]]:
        """The first few removals per level, with the retain fact that matched."""
        retain_rows = fetch_rows(retain_file, {r for _, _, r, _ in self.pending})
        out: dict[str, list[dict[str, Any]]] = {lv: [] for lv in self.counts}
        for level, line, retain_line, score in self.pending:
            out[level].append(_example(loads(line), retain_rows.get(retain_line), level, score))
        return out


def _checked_levels(config: DedupeConfig) -> tuple[str, ...]:
    unknown = [lv for lv in config.levels if lv not in LEVELS]
    if unknown or not config.levels:
        raise ConfigError(
            f"unknown dedupe level(s) {', '.join(unknown) or '(none given)'}; choose from {', '.join(LEVELS)}"
        )
    return tuple(lv for lv in LEVELS if lv in config.levels)  # fixed order


def _find_redundant(
    config: DedupeConfig, levels: tuple[str, ...], forget_file: Path, retain_file: Path
) -> tuple[_Removals, int]:
    """Run each level's matcher in order over the facts still kept; returns removals and retain count."""
    use_alias, use_semantic = "alias" in levels, "semantic" in levels
    # The retain file is read in a second process while this one reads the forget file.
    retain_pass, forget_pass = run_passes(retain_file, forget_file, use_semantic, use_alias)
    removals = _Removals(forget_pass.raw_lines, levels, config.examples)
    for level, forget_keys, retain_keys in (
        ("exact", forget_pass.exact, retain_pass.exact),
        ("normalized", forget_pass.normalized, retain_pass.normalized),
    ):
        if level in levels:
            removals.take(
                level, match_keys(forget_keys, retain_keys, retain_pass.lines, removals.removed)
            )
    clusters = (
        alias_clusters(config.forget, config.retain, forget_pass, retain_pass)
        if use_alias
        else UnionFind()
    )
    if use_alias:
        matches = match_aliases(
            removals.kept(), forget_pass.parts or [], retain_pass, retain_file, clusters
        )
        removals.take("alias", matches)
    if use_semantic:
        matches = match_semantic(
            removals.kept(),
            forget_pass,
            retain_pass,
            retain_file,
            clusters,
            config.semantic_threshold,
            config.semantic_model,
        )
        removals.take("semantic", matches)
    return removals, len(retain_pass.lines)


def _write_test_kg(config: DedupeConfig, out: Path, removals: _Removals) -> None:
    """``facts.jsonl`` (kept facts, lines unchanged), ``removed.jsonl``, RDF views, the passages."""
    kept = removals.kept()
    with atomic_path(out / "facts.jsonl") as tmp, tmp.open("wb") as handle:
        if kept:
            handle.write(b"\n".join([removals.lines[p] for p in kept]) + b"\n")
    with atomic_path(out / "removed.jsonl") as tmp, tmp.open("wb") as handle:
        handle.writelines(removals.rows)
    if config.rdf_formats:
        from hanker.core.fact import iter_facts
        from hanker.kg.rdf import RDF_FORMATS, write_rdf

        for fmt in config.rdf_formats:
            if fmt not in RDF_FORMATS:
                raise ConfigError(
                    f"unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}"
                )
            path = out / f"kg{RDF_FORMATS[fmt][1]}"
            write_rdf(path, iter_facts(out / "facts.jsonl"), fmt, name=out.name)
    forget_dir = config.forget if config.forget.is_dir() else config.forget.parent
    chunks = forget_dir / "chunks.jsonl"  # the passages the audit shows the generator
    if chunks.exists() and chunks.resolve() != (out / "chunks.jsonl").resolve():
        shutil.copyfile(chunks, out / "chunks.jsonl")


def dedupe_kgs(config: DedupeConfig) -> DedupeResult:
    """Write the test KG (forget facts not held by the retain KG) and the redundancy report."""
    from hanker.kg.rdf import RDF_FORMATS

    for fmt in config.rdf_formats:
        if fmt not in RDF_FORMATS:
            raise ConfigError(
                f"--rdf: unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}"
            )
    levels = _checked_levels(config)
    with output_lock(config.out):
        foreign = prepare_output_dir(
            config.out, overwrite=config.overwrite, inputs=(config.forget, config.retain)
        )
        result = _dedupe_locked(config, levels)
        record_outputs(config.out, foreign)
    return result


def _dedupe_locked(config: DedupeConfig, levels: tuple[str, ...]) -> DedupeResult:
    out = config.out
    started = time.perf_counter()
    forget_file = resolve_facts_file(config.forget, out)
    retain_file = resolve_facts_file(config.retain, out)
    removals, retain_count = _find_redundant(config, levels, forget_file, retain_file)
    examples = removals.examples(retain_file)
    _write_test_kg(config, out, removals)
    for scratch in out.glob("*.facts.jsonl"):
        scratch.unlink()
    result = DedupeResult(
        out=out,
        initial=len(removals.lines),
        final=len(removals.kept()),
        removed=removals.counts,
        retain_facts=retain_count,
        examples=examples,
        seconds=time.perf_counter() - started,
    )
    report = result.report(config)
    write_json(out / "redundancy.json", report)
    write_text(out / "redundancy.md", render_report(report))
    return result


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
