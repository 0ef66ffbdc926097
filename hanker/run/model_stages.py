"""The model stages of ``hanker run``: fine-tune, unlearn with each method, evaluate, report.

- ``[finetune]`` teaches a model the corpus's QA (the PISTOL stage's pairs) and the audit
  cases of the full (undeduplicated) suite, so that it knows the facts the suite asks about.
- Each ``[[unlearn]]`` entry unlearns the forget side from that model with one method. The
  forget set is the forget split's QA plus the deduplicated suite's cases (facts only the
  forget corpus holds); the retain set is the retain split's QA plus the redundant cases
  (facts the retain corpus holds too, which the model is meant to keep).
- ``[evaluate]`` runs the fine-tuned and every unlearned model on the deduplicated suite and
  on the full one, and writes the run report (``report.md``) with the KMC table and charts.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from functools import partial
from pathlib import Path
from typing import Any

from hanker.core.config import from_mapping
from hanker.core.errors import ConfigError
from hanker.evaluate.evaluate import EvaluateConfig, ModelSpec
from hanker.run.layout import RunLayout, Stage
from hanker.train.loop import TrainConfig
from hanker.train.methods import METHODS
from hanker.train.selection import ForgetRetainSelection, PairSource
from hanker.train.unlearn import UnlearnConfig


@dataclass(frozen=True)
class FinetuneStageConfig:
    """The ``[finetune]`` table: the starting model, extra data, and ``TrainConfig``'s settings."""

    model: str | None = None  # hub id or folder; default: a tiny model built from the data
    init: str | None = "tiny"
    data: tuple[str, ...] = ()  # more QA sources besides the PISTOL QA and the audit cases
    train: TrainConfig = field(default_factory=TrainConfig)


@dataclass(frozen=True)
class ModelStagesConfig:
    """What the model stages need from the run: their tables and the upstream stages present."""

    out: Path
    finetune: FinetuneStageConfig | None
    unlearn: tuple[UnlearnConfig, ...]
    evaluate: EvaluateConfig | None  # the models and suites filled in from the run
    has_pistol: bool
    has_audit: bool
    full_suite: bool  # the audit stage writes the undeduplicated suite too


def _finetune_table(table: Any) -> FinetuneStageConfig:
    """``[finetune]``: ``model``, ``init`` and ``data``; every other key is a ``TrainConfig`` field."""
    if not isinstance(table, dict):
        raise ConfigError("[finetune] must be a table")
    own = {"model", "init", "data"}
    known = own | {f.name for f in fields(TrainConfig)} - {"resume"}
    unknown = sorted(set(table) - known)
    if unknown:
        raise ConfigError(
            f"[finetune] has unknown key(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
        )
    # a stage that stopped part-way continues from its checkpoint when rerun
    train = from_mapping(
        TrainConfig,
        {k: v for k, v in table.items() if k not in own},
        "finetune",
        exclude=frozenset({"resume"}),
        resume=True,
    )
    return from_mapping(
        FinetuneStageConfig,
        {k: v for k, v in table.items() if k in own},
        "finetune",
        exclude=frozenset({"train"}),
        train=train,
    )


def parse_model_tables(
    data: dict[str, Any], source: str, out: Path, full_suite: bool
) -> tuple[FinetuneStageConfig | None, tuple[UnlearnConfig, ...], EvaluateConfig | None]:
    """(finetune, unlearn runs, evaluate) from the run config's tables."""
    finetune = _finetune_table(data["finetune"]) if "finetune" in data else None
    entries = data.get("unlearn", [])
    if isinstance(entries, dict):
        entries = [entries]
    unlearn = tuple(
        from_mapping(UnlearnConfig, entry, f"unlearn[{i}]") for i, entry in enumerate(entries)
    )
    for run in unlearn:  # an unknown method or hyperparameter fails now, not after fine-tuning
        METHODS.create(run.method, **run.hyperparameters)
    if unlearn and finetune is None:
        raise ConfigError(f"{source}: [[unlearn]] needs a [finetune] stage")
    evaluate = None
    if "evaluate" in data:
        if finetune is None:
            raise ConfigError(f"{source}: [evaluate] needs a [finetune] stage")
        layout = RunLayout(out)
        models = [layout.finetune] + [layout.unlearned(n) for n in unlearn_names(unlearn)]
        evaluate = from_mapping(
            EvaluateConfig,
            _evaluate_table(data["evaluate"]),
            "evaluate",
            exclude=frozenset({"suite", "models", "out", "compare_suite"}),
            suite=layout.suite,
            models=tuple(ModelSpec(str(m)) for m in models),
            out=layout.evaluation,
            compare_suite=layout.full_suite if full_suite else None,
        )
    return finetune, unlearn, evaluate


def _evaluate_table(table: Any) -> Any:
    """``[evaluate]`` with its flat judge settings (``rouge_threshold``) moved into ``judge_options``."""
    from hanker.judge import FLAT_JUDGE_OPTIONS, judge_options_from_flat

    if not isinstance(table, dict):
        return table  # from_mapping names the error
    flat = {k: v for k, v in table.items() if k in FLAT_JUDGE_OPTIONS}
    if not flat:
        return table
    rest = {k: v for k, v in table.items() if k not in FLAT_JUDGE_OPTIONS}
    options = rest.get("judge_options", {})
    if not isinstance(options, dict):
        return table
    rest["judge_options"] = judge_options_from_flat(flat, options)
    return rest


def unlearn_names(runs: tuple[UnlearnConfig, ...]) -> list[str]:
    """A folder name per unlearning run: the method, numbered when a method runs twice."""
    names = []
    for run in runs:
        name = run.method
        n = 2
        while name in names:
            name = f"{run.method}-{n}"
            n += 1
        names.append(name)
    return names


def forget_retain_selection(cfg: ModelStagesConfig) -> ForgetRetainSelection:
    """The run's forget set (forget split, deduplicated suite) and retain set (retain split,
    the full suite's redundant cases)."""
    layout = RunLayout(cfg.out)
    forget: list[PairSource] = []
    retain: list[PairSource] = []
    if cfg.has_pistol:
        forget.append(PairSource(str(layout.pistol), "forget"))
        retain.append(PairSource(str(layout.pistol), "retain"))
    if cfg.has_audit:
        forget.append(PairSource(str(layout.suite), suite=True))
        if cfg.full_suite:
            full = layout.full_suite
            retain.append(PairSource(str(full), suite=True, redundant=True))
    return ForgetRetainSelection(tuple(forget), tuple(retain))


def _run_finetune(cfg: ModelStagesConfig) -> dict[str, Any]:
    from hanker.train.finetune import FinetuneConfig, finetune

    assert cfg.finetune is not None
    ft = cfg.finetune
    layout = RunLayout(cfg.out)
    sources: list[str] = []
    if cfg.has_pistol:
        sources.append(str(layout.pistol / "qa.json"))
    if cfg.has_audit:
        suite = layout.full_suite if cfg.full_suite else layout.suite
        sources.append(str(single_hop_copy(suite)))
    sources += list(ft.data)
    if not sources:
        raise ConfigError(
            "[finetune] has no data: add a [pistol] or [audit] stage, or data = [...]"
        )
    manifest = finetune(
        FinetuneConfig(
            sources=tuple(sources),
            out=layout.finetune,
            model=ft.model,
            init=None if ft.model else ft.init,
            mode="qa",
            train=ft.train,
        )
    )
    return {
        "qa_pairs": manifest["examples"],
        "epochs": ft.train.epochs,
        "final_loss": round(manifest["final_loss"], 4),
        "rouge1_recall": round(manifest["rouge1_recall"], 4),
        "seconds": manifest["seconds"],
    }


def single_hop_copy(suite: Path) -> Path:
    """The suite itself, or a copy without its multi-hop cases (``*.single-hop.jsonl``) if it has any."""
    from hanker.core.io import iter_jsonl, write_jsonl

    rows = list(iter_jsonl(suite))
    single = [r for r in rows if int(r.get("hops") or 1) == 1]
    if len(single) == len(rows):
        return suite
    copy = suite.with_name(suite.name.removesuffix(".jsonl") + ".single-hop.jsonl")
    write_jsonl(copy, single)
    return copy


def _run_unlearn(cfg: ModelStagesConfig, run: UnlearnConfig, name: str) -> dict[str, Any]:
    from hanker.train.unlearn import unlearn_to_folder

    forget, retain = forget_retain_selection(cfg).read()
    if not forget:
        raise ConfigError("[[unlearn]] has no forget set: add a [pistol] or [audit] stage")
    layout = RunLayout(cfg.out)
    manifest = unlearn_to_folder(layout.finetune, layout.unlearned(name), forget, retain, run)
    scores = manifest["rouge1_recall"]
    return {
        "method_version": manifest["method_version"],
        "learning_rate": run.learning_rate,
        "epochs": run.epochs,
        "forget_pairs": len(forget),
        "retain_pairs": len(retain),
        "forget_rouge1": round(scores["forget"], 4),
        "retain_rouge1": round(scores["retain"], 4),
        "seconds": manifest["seconds"],
    }


def _run_evaluate(cfg: ModelStagesConfig) -> dict[str, Any]:
    from hanker.evaluate.evaluate import evaluate_suite
    from hanker.run.report import write_run_report

    assert cfg.evaluate is not None
    summary = evaluate_suite(cfg.evaluate)
    models = [m.name for m in cfg.evaluate.models]
    report = write_run_report(cfg.out, summary, models)
    judge = cfg.evaluate.judges[0]
    return {
        **{f"kmc_{Path(m).name}": summary["models"][m]["judges"][judge]["kmc"] for m in models},
        "judge": judge,
        "report": str(report),
    }


def model_stages(cfg: ModelStagesConfig) -> list[Stage]:
    """The configured model stages, in order."""
    layout = RunLayout(cfg.out)
    stages: list[Stage] = []
    if cfg.finetune is not None:
        stages.append(
            Stage(
                "finetune",
                asdict(cfg.finetune),
                layout.finetune / "finetune.json",
                partial(_run_finetune, cfg),
            )
        )
    for run, name in zip(cfg.unlearn, unlearn_names(cfg.unlearn), strict=True):
        stages.append(
            Stage(
                f"unlearn:{name}",
                asdict(run),
                layout.unlearned(name) / "unlearn.json",
                partial(_run_unlearn, cfg, run, name),
            )
        )
    if cfg.evaluate is not None:
        if not cfg.has_audit:
            raise ConfigError("[evaluate] needs an [audit] stage (the suite to evaluate on)")
        stages.append(
            Stage("evaluate", asdict(cfg.evaluate), layout.report, partial(_run_evaluate, cfg))
        )
    return stages
