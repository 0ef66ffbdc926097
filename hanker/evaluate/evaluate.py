"""Evaluate models on an audit suite (or a MUSE/TOFU QA file): answer, judge, count KMCs, report.

Outputs in ``OUT``: ``records.jsonl`` (one evaluation record per case and model, see
docs/formats.md), ``summary.json`` (per model and judge: KMC count and rate and the judge's
own means; per model MUSE's knowmem mean ROUGE-L F1; cases, backends, thresholds,
versions, resolved config), ``report.md``
and PNG charts, and ``answers/<model>.jsonl`` (the answer caches that make reruns free).
With ``compare_suite`` (the undeduplicated suite) the report also shows what redundancy
does to KMC counts and dataset-level scores.

Judges come from the judge registry (:data:`hanker.judge.JUDGES`), each with its options
from ``judge_options[name]``; what a judge writes into a record and a summary is the
judge's own (:class:`hanker.judge.base.BaseJudge`).
"""

from __future__ import annotations

import logging
import statistics
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError, InputError, OutputError
from hanker.core.io import write_json, write_jsonl, write_text
from hanker.core.records import FewShot
from hanker.corpora import QAPair, ReaderOptions, read_corpus
from hanker.evaluate.answers import answer_with_cache, describe, model_slug
from hanker.judge.base import Judge, JudgeResult
from hanker.judge.rouge import muse_knowmem_rougeL_f1
from hanker.models.base import TargetModel

log = logging.getLogger(__name__)

EVALUATION_VERSION = "evaluate.v1"


@dataclass(frozen=True)
class ModelSpec:
    """A model to evaluate: ``backend:name`` (``hf`` by default) plus backend options."""

    name: str
    backend: str = "hf"
    options: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, text: str, **options: Any) -> ModelSpec:
        """``BACKEND:NAME`` for any registered target backend (``openai:gpt-4o-mini``,
        ``hf:PATH``), or a plain path/hub id (hf)."""
        from hanker.models import TARGETS

        backend, sep, name = text.partition(":")
        if sep and backend in TARGETS:
            return cls(name=name, backend=backend, options=tuple(sorted(options.items())))
        return cls(name=text, backend="hf", options=tuple(sorted(options.items())))


@dataclass(frozen=True)
class EvaluateConfig:
    """What `hanker evaluate` runs.

    ``judge_options[name]`` holds the options of judge ``name`` (``{"rouge": {"threshold":
    0.9}}``); a judge without an entry gets its defaults.
    """

    suite: Path
    models: tuple[ModelSpec, ...]
    out: Path
    judges: tuple[str, ...] = ("rouge", "embedding")
    judge_options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    fewshot: Path | None = None
    compare_suite: Path | None = None
    limit: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.judge_options, Mapping) or not all(
            isinstance(v, Mapping) for v in self.judge_options.values()
        ):
            raise ConfigError(
                "judge_options must map judge names to tables of options, "
                f"got {self.judge_options!r}"
            )

    def check_judges(self) -> None:
        """Every judge and every judge option known; nothing is loaded."""
        from hanker.judge import JUDGES

        if not self.judges:
            raise ConfigError(f"judges: none given; choose from {', '.join(JUDGES.names())}")
        unknown = [j for j in (*self.judges, *self.judge_options) if j not in JUDGES]
        if unknown:
            raise ConfigError(
                f"judges: unknown {', '.join(map(repr, unknown))}; choose from {', '.join(JUDGES.names())}"
            )
        for name in self.judges:
            JUDGES.check_options(name, self.judge_options.get(name, {}))


@dataclass
class ModelResult:
    """Everything measured for one model on one suite."""

    model: dict[str, Any]
    suite: str
    records: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)


def load_cases(path: Path, limit: int | None = None) -> list[QAPair]:
    """Audit cases or QA pairs from a suite JSONL, a MUSE knowmem JSON or a TOFU JSONL file."""
    corpus = read_corpus(path, options=ReaderOptions(format="qa"))
    cases = list(corpus.qa)
    if not cases:
        raise InputError(path, "holds no question/answer pairs")
    return cases[:limit] if limit else cases


def _judges(config: EvaluateConfig) -> list[Judge]:
    from hanker.judge import make_judge

    config.check_judges()
    return [make_judge(name, **config.judge_options.get(name, {})) for name in config.judges]


def _records(
    model: TargetModel, cases: list[QAPair], predictions: list[str], judges: list[Judge]
) -> tuple[list[dict[str, Any]], dict[str, list[JudgeResult]]]:
    """One evaluation record per case, and each judge's results (for the summary)."""
    questions = [c.question for c in cases]
    references = [c.answer for c in cases]
    results = {j.name: j.judge(questions, predictions, references) for j in judges}
    knowmem = muse_knowmem_rougeL_f1(predictions, references)
    # the judges write their fields in rank order; a field two judges write keeps the first
    ordered = sorted(judges, key=lambda j: getattr(j, "record_rank", 100))
    records = []
    for index, (case, prediction) in enumerate(zip(cases, predictions, strict=True)):
        record: dict[str, Any] = {
            "case_id": case.id,
            "model": model.name,
            "question": case.question,
            "reference": case.answer,
            "prediction": prediction,
            "knowmem_rougeL_f1": round(knowmem[index], 6),
        }
        for judge in ordered:
            for key, value in judge.record_fields(results[judge.name][index]).items():
                record.setdefault(key, value)
        record["kmc"] = {j.name: results[j.name][index].verdict for j in judges}
        if case.meta.get("redundant") is not None:
            record["redundant"] = bool(case.meta.get("redundant"))
        records.append(record)
    return records, results


def _summary(
    records: list[dict[str, Any]], judges: list[Judge], results: dict[str, list[JudgeResult]]
) -> dict[str, Any]:
    n = len(records)
    out: dict[str, Any] = {
        "cases": n,
        # MUSE's headline knowmem number (plain mean, not x100), whatever the judges
        "knowmem_mean_rougeL_f1": (
            round(statistics.fmean(r["knowmem_rougeL_f1"] for r in records), 6) if n else 0.0
        ),
        "judges": {},
    }
    for judge in judges:
        kmc = sum(1 for r in records if r["kmc"].get(judge.name))
        out["judges"][judge.name] = {
            "kmc": kmc,
            "kmc_rate": round(kmc / n, 6) if n else 0.0,
            **judge.info,
            **judge.summary_fields(results[judge.name]),
        }
    return out


def headline_mean(entry: Mapping[str, Any]) -> tuple[str, float]:
    """A judge summary entry's headline mean: its first ``mean_*`` field (key, value)."""
    key = next(k for k in entry if k.startswith("mean_"))
    return key, entry[key]


def _evaluate_one(
    model: TargetModel,
    cases: list[QAPair],
    examples: list[FewShot],
    judges: list[Judge],
    out: Path,
    suite_label: str,
) -> ModelResult:
    predictions, new = answer_with_cache(
        model,
        [c.question for c in cases],
        examples,
        out / "answers" / f"{model_slug(model.name)}.jsonl",
    )
    log.info("%s: %d answers, %d new", model.name, len(predictions), new)
    records, results = _records(model, cases, predictions, judges)
    result = ModelResult(model=describe(model), suite=suite_label, records=records)
    result.summary = {
        "model": result.model,
        "new_answers": new,
        **_summary(records, judges, results),
    }
    return result


def _summary_head(
    config: EvaluateConfig, cases: int, examples: int, results: list[ModelResult]
) -> dict[str, Any]:
    """The summary's versions, resolved config and per-model results."""
    return {
        "format": EVALUATION_VERSION,
        "hanker_version": __version__,
        "suite": str(config.suite),
        "cases": cases,
        "fewshot_examples": examples,
        "config": {
            "judges": list(config.judges),
            "judge_options": {k: dict(v) for k, v in config.judge_options.items()},
            "fewshot": str(config.fewshot) if config.fewshot else None,
            "compare_suite": str(config.compare_suite) if config.compare_suite else None,
            "models": [
                {"name": m.name, "backend": m.backend, "options": dict(m.options)}
                for m in config.models
            ],
        },
        "models": {r.model["name"]: r.summary for r in results},
    }


def evaluate_suite(config: EvaluateConfig) -> dict[str, Any]:
    """Run every model on the suite (and the comparison suite), write records, summary, report, charts."""
    from hanker.evaluate.analysis import write_analysis
    from hanker.evaluate.report import compare, write_report
    from hanker.models import make_target

    if not config.models:
        raise ConfigError("give at least one --model")
    if config.out.exists() and not config.out.is_dir():
        raise OutputError(f"{config.out}: exists and is not a directory")
    cases = load_cases(config.suite, config.limit)
    full_cases = load_cases(config.compare_suite, None) if config.compare_suite else []
    examples = (
        [FewShot(q.question, q.answer) for q in load_cases(config.fewshot)]
        if config.fewshot
        else []
    )
    judges = _judges(config)
    results: list[ModelResult] = []
    full_results: list[ModelResult] = []
    for spec in config.models:
        model = make_target(spec.backend, model=spec.name, **dict(spec.options))
        results.append(_evaluate_one(model, cases, examples, judges, config.out, str(config.suite)))
        if full_cases:
            full_results.append(
                _evaluate_one(
                    model, full_cases, examples, judges, config.out, str(config.compare_suite)
                )
            )
        del model
    write_jsonl(config.out / "records.jsonl", (r for result in results for r in result.records))
    if full_results:
        write_jsonl(
            config.out / "records.full.jsonl",
            (r for result in full_results for r in result.records),
        )
    summary = _summary_head(config, len(cases), len(examples), results)
    if full_results:
        summary["redundancy"] = compare(results, full_results)
    # issue 14: fact/entity verdicts, case features and stratified rates (hanker.evaluate.analysis)
    records = [r for result in results for r in result.records]
    summary["analysis"], analysis_md = write_analysis(
        config.suite, records, list(config.judges), config.out
    )
    write_json(config.out / "summary.json", summary)
    write_text(
        config.out / "report.md", write_report(summary, results, config.out) + analysis_md + "\n"
    )
    return summary
