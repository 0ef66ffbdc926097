"""``hanker audit``: the audit suite of a test KG, one fact at a time (HANKER stage 3).

For every fact the generator sees the triple and its passage (the chunk it came from);
candidates are validated and written as audit cases (docs/formats.md). Generator
replies are cached in ``SUITE.cache.jsonl`` under a key of (generator, model, prompt
version, fact and passage), appended as they arrive: a rerun makes no new calls, and a run
killed half-way resumes without losing or duplicating cases. The suite itself is written
atomically at the end, with ``SUITE.manifest.json`` beside it.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError, InputError, ServiceError
from hanker.core.fact import facts_path, iter_facts
from hanker.core.io import iter_jsonl, read_json, write_json, write_jsonl
from hanker.core.outdir import check_output_file, output_lock
from hanker.core.progress import progress
from hanker.synth.base import CaseCandidate, QuestionGenerator, SynthesisInput
from hanker.synth.cloze import cloze_candidates
from hanker.synth.inputs import load_chunks_of as _chunks
from hanker.synth.inputs import synthesis_input
from hanker.synth.multihop_audit import add_multihop_cases, mark_single_hop
from hanker.synth.quality import quality_report
from hanker.synth.suite_questions import drop_shared_questions
from hanker.synth.validate import sentence_of, validate

log = logging.getLogger(__name__)

SUITE_FORMAT = "audit-suite.v1"


@dataclass(frozen=True)
class AuditConfig:
    """What `hanker audit` reads and writes."""

    test_kg: Path
    out: Path
    generator: str = "template"
    generator_options: tuple[tuple[str, Any], ...] = ()
    max_per_fact: int = 5
    batch_size: int = 32
    include_redundant: bool = False
    overwrite: bool = False
    cloze: bool = False  # also write cloze cases (kind "cloze"), verbatim-style probes
    max_per_sentence: int = 3
    max_failed_share: float = 0.05  # more facts than this share failing is an error
    hops: int = 1  # 2: also multi-hop cases along 2-fact paths (hanker.synth.multihop)

    def __post_init__(self) -> None:
        for name in ("max_per_fact", "max_per_sentence", "batch_size"):
            if getattr(self, name) < 1:
                option = "--" + name.replace("_", "-")
                raise ConfigError(f"{option} must be at least 1, got {getattr(self, name)}")
        if self.hops not in (1, 2):
            raise ConfigError(f"--hops must be 1 or 2, got {self.hops}")
        if not 0.0 <= self.max_failed_share <= 1.0:
            raise ConfigError(
                f"--max-failed-share must be between 0 and 1, got {self.max_failed_share}"
            )


@dataclass
class AuditResult:
    """Counts of a suite, for the CLI summary and the manifest."""

    out: Path
    facts: int = 0
    cases: int = 0
    facts_without_cases: int = 0
    rejections: dict[str, int] = field(default_factory=dict)
    redundant_facts: int = 0
    redundant_cases: int = 0
    full_suite: Path | None = None
    generator: dict[str, Any] = field(default_factory=dict)
    quality: dict[str, Any] = field(default_factory=dict)
    quality_path: Path | None = None
    failed_facts: int = 0  # facts whose generation failed (server errors), never cached
    multi_hop_cases: int = 0


def _cache_key(generator: QuestionGenerator, item: SynthesisInput) -> str:
    payload = json.dumps(
        [
            generator.backend,
            generator.model,
            generator.prompt_version,
            item.head,
            item.relation,
            item.tail,
            item.context,
            item.sentence,
            item.resolved,
            item.subject,
        ],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _load_cache(path: Path) -> dict[str, list[dict[str, str]] | None]:
    cache: dict[str, list[dict[str, str]] | None] = {}
    if path.exists():
        with path.open("r", encoding="utf-8") as handle:
            for line in handle:
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line cut by a crash: that fact is generated again
                cache[row["key"]] = row["candidates"]
    return cache


def _generate(
    generator: QuestionGenerator, items: list[SynthesisInput], cache_path: Path, batch_size: int
) -> Iterator[tuple[SynthesisInput, list[CaseCandidate] | None, bool]]:
    """Candidates per item, from the cache or the generator (new replies appended to the cache)."""
    cache = _load_cache(cache_path)
    failed: set[str] = set()
    cache_path.parent.mkdir(parents=True, exist_ok=True)
    with cache_path.open("a", encoding="utf-8") as handle:
        for start in progress(
            range(0, len(items), batch_size),
            desc="synthesize",
            total=(len(items) + batch_size - 1) // batch_size,
            unit="batch",
        ):
            batch = items[start : start + batch_size]
            keys = [_cache_key(generator, item) for item in batch]
            todo = [i for i, key in enumerate(keys) if key not in cache]
            if todo:
                replies = generator.generate([batch[i] for i in todo])
                unanswered: set[int] = getattr(generator, "unanswered", set())
                for number, (i, reply) in enumerate(zip(todo, replies, strict=True)):
                    fresh = [c.to_dict() for c in reply] if reply is not None else None
                    cache[keys[i]] = fresh
                    if number in unanswered:
                        failed.add(keys[i])  # a server failure is never cached as an answer
                        continue
                    handle.write(
                        json.dumps(
                            {"key": keys[i], "fact_id": batch[i].fact_id, "candidates": fresh},
                            ensure_ascii=False,
                        )
                        + "\n"
                    )
                handle.flush()
            for item, key in zip(batch, keys, strict=True):
                cached = cache[key]
                yield (
                    item,
                    None if cached is None else [CaseCandidate.from_dict(r) for r in cached],
                    key in failed,
                )


def _cases(
    generator: QuestionGenerator,
    items: list[SynthesisInput],
    config: AuditConfig,
    cache_path: Path,
    redundant: bool,
    result: AuditResult,
    seen_cases: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    seen_cases = seen_cases or []
    rejections: Counter[str] = Counter(result.rejections)
    cases: list[dict[str, Any]] = []
    seen = {(c["question"], c["answer"]) for c in seen_cases}
    # knowledge questions and cloze cases have their own per-sentence budgets
    per_sentence: dict[bool, Counter[str]] = {False: Counter(), True: Counter()}
    by_sentence: dict[str, list[CaseCandidate]] = {}  # kept cases per source sentence
    for item, candidates, failed in _generate(generator, items, cache_path, config.batch_size):
        if failed:
            result.failed_facts += 1
        kept = []
        earlier = by_sentence.setdefault(sentence_of(item), [])
        valid = _valid(item, candidates, config, rejections, per_sentence, earlier)
        for case in valid:
            if (case.question, case.answer) in seen:
                rejections["same case as another fact's"] += 1
                continue
            seen.add((case.question, case.answer))
            kept.append(case)
            earlier.append(case)
        if not kept and not redundant:
            result.facts_without_cases += 1
        cases += [
            _case_record(item, case, number, generator, redundant)
            for number, case in enumerate(kept)
        ]
    cases = drop_shared_questions(cases, rejections, seen_cases)  # one question, one answer
    result.rejections = dict(rejections)
    return cases


def _valid(
    item: SynthesisInput,
    candidates: list[CaseCandidate] | None,
    config: AuditConfig,
    rejections: Counter[str],
    per_sentence: dict[bool, Counter[str]],
    earlier: list[CaseCandidate],
) -> list[CaseCandidate]:
    """The generated and (with ``--cloze``) cloze candidates that pass validation."""
    return [
        case
        for cloze, batch in (
            (False, candidates),
            (True, cloze_candidates(item) if config.cloze else []),
        )
        for case in validate(
            item,
            batch,
            rejections,
            limit=config.max_per_fact,
            sentence_cases=per_sentence[cloze],
            per_sentence=config.max_per_sentence,
            earlier=earlier,
        )
    ]


def _case_record(
    item: SynthesisInput,
    case: CaseCandidate,
    number: int,
    generator: QuestionGenerator,
    redundant: bool,
) -> dict[str, Any]:
    """One line of the suite."""
    return {
        "id": f"{item.fact_id}-{number}",
        "kind": case.kind,
        "question": case.question,
        "answer": case.answer,
        "answer_type": case.answer_type or "unknown",
        "fact_id": item.fact_id,
        "fact": {"head": item.head, "relation": item.relation, "tail": item.tail},
        "context": item.context,
        "source": item.source,
        "generator": {
            "backend": generator.backend,
            "model": generator.model,
            "prompt_version": generator.prompt_version,
        },
        "split": "forget",
        "redundant": redundant,
    }


def _check_failures(result: AuditResult, asked: int, config: AuditConfig) -> None:
    """Raise when more than ``config.max_failed_share`` of the facts got no reply at all."""
    if asked and result.failed_facts > config.max_failed_share * asked:
        raise ServiceError(
            f"{result.failed_facts} of {asked} facts failed to generate (server errors; over "
            f"{config.max_failed_share:.0%}); no suite written, rerun to retry only the failed ones"
        )


def build_audit(config: AuditConfig) -> AuditResult:
    """Synthesize the audit suite of ``config.test_kg`` into ``config.out`` (JSONL)."""
    # --- issue 11: one writer per suite file; never a folder, never inside a file ---
    check_output_file(config.out, overwrite=config.overwrite)
    with output_lock(config.out, folder=False):
        return _build_audit_locked(config)


def _build_audit_locked(config: AuditConfig) -> AuditResult:
    from hanker.synth import make_generator

    out = config.out
    check_output_file(out, overwrite=config.overwrite)
    test_file = facts_path(config.test_kg)
    kg_folder = config.test_kg if config.test_kg.is_dir() else config.test_kg.parent
    report_path = kg_folder / "redundancy.json"
    forget_folder = None
    if report_path.exists():
        # issue 11: the report stores the forget KG relative to its own folder
        forget = kg_folder / read_json(report_path)["config"]["forget"]
        forget_folder = forget if forget.is_dir() else forget.parent
    chunks = _chunks(kg_folder, forget_folder)
    generator = make_generator(config.generator, **dict(config.generator_options))
    result = AuditResult(
        out=out,
        generator={
            "backend": generator.backend,
            "model": generator.model,
            "prompt_version": generator.prompt_version,
        },
    )
    facts = list(iter_facts(test_file))
    result.facts = len(facts)
    cache_path = out.with_name(out.name + ".cache.jsonl")
    inputs = [synthesis_input(f, chunks) for f in facts]
    cases = _cases(generator, inputs, config, cache_path, False, result)
    hop_cases = add_multihop_cases(
        config.hops, generator, facts, inputs, cases, out, result.rejections
    )
    result.multi_hop_cases = len(hop_cases)
    cases += hop_cases
    result.cases = len(cases)
    _check_failures(result, result.facts, config)
    write_jsonl(out, cases)
    if config.include_redundant:
        extra = _redundant_cases(config, kg_folder, forget_folder, generator, chunks, result, cases)
        result.full_suite = out.with_name(out.name.removesuffix(".jsonl") + ".full.jsonl")
        write_jsonl(result.full_suite, cases + extra)
    _write_manifest(config, result)
    result.quality_path = out.with_name(out.name + ".quality.json")
    result.quality = quality_report(cases, result.facts, result.rejections)
    write_json(result.quality_path, result.quality)
    return result


def _redundant_cases(
    config: AuditConfig,
    kg_folder: Path,
    forget_folder: Path | None,
    generator: QuestionGenerator,
    chunks: Any,
    result: AuditResult,
    cases: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    """Cases of the forget facts that dedupe removed (the retain KG holds them too)."""
    if forget_folder is None or not (kg_folder / "removed.jsonl").exists():
        raise InputError(
            kg_folder,
            "--include-redundant needs a test KG written by `hanker dedupe` (redundancy.json, removed.jsonl)",
        )
    removed = {row["fact_id"] for row in iter_jsonl(kg_folder / "removed.jsonl")}
    forget_facts = [f for f in iter_facts(facts_path(forget_folder)) if f.fact_id in removed]
    result.redundant_facts = len(forget_facts)
    cache_path = config.out.with_name(config.out.name + ".cache.jsonl")
    inputs = [synthesis_input(f, chunks) for f in forget_facts]
    extra = _cases(generator, inputs, config, cache_path, True, result, cases)
    mark_single_hop(extra)
    result.redundant_cases = len(extra)
    _check_failures(result, result.facts + result.redundant_facts, config)
    return extra


def _write_manifest(config: AuditConfig, result: AuditResult) -> None:
    out = config.out
    write_json(
        out.with_name(out.name + ".manifest.json"),
        {
            "format": SUITE_FORMAT,
            "hanker_version": __version__,
            "test_kg": str(config.test_kg),
            "generator": result.generator,
            "config": {
                "max_per_fact": config.max_per_fact,
                "generator_options": dict(config.generator_options),
                "include_redundant": config.include_redundant,
                "cloze": config.cloze,
                "max_per_sentence": config.max_per_sentence,
                "hops": config.hops,
            },
            "counts": {
                "facts": result.facts,
                "cases": result.cases,
                "cases_per_fact": round(result.cases / result.facts, 3) if result.facts else 0.0,
                "facts_without_cases": result.facts_without_cases,
                "multi_hop_cases": result.multi_hop_cases,
                "redundant_facts": result.redundant_facts,
                "redundant_cases": result.redundant_cases,
            },
            "rejections": result.rejections,
        },
    )
