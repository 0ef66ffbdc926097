"""``hanker run``: the whole chain from one config file, resumable stage by stage.

Each stage writes into its own folder under the run's output folder and is recorded in
``run-state.json`` with a hash of its resolved config; a rerun skips every stage whose
config is unchanged and whose output is still there.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.config import from_mapping, load_toml
from hanker.core.errors import ConfigError
from hanker.core.fingerprint import external_paths, inputs_fingerprint
from hanker.core.io import read_json, write_json
from hanker.evaluate.evaluate import EvaluateConfig
from hanker.pistol.compile import CompileConfig
from hanker.run.data_stages import (
    AuditStageConfig,
    BuildStageConfig,
    DataStagesConfig,
    DedupeStageConfig,
    data_stages,
)
from hanker.run.layout import RunLayout
from hanker.run.model_stages import (
    FinetuneStageConfig,
    ModelStagesConfig,
    Stage,
    model_stages,
    parse_model_tables,
)
from hanker.train.unlearn import UnlearnConfig

log = logging.getLogger(__name__)

RUN_STATE_VERSION = "run-state.v1"
STAGES = ("pistol", "build_kg", "dedupe", "audit", "finetune", "unlearn", "evaluate")


@dataclass(frozen=True)
class RunConfig:
    """A whole run: output folder plus one optional table per stage."""

    out: Path
    pistol: CompileConfig | None = None  # the [pistol] table; its out is <run out>/pistol
    build_kg: BuildStageConfig | None = None
    dedupe: DedupeStageConfig | None = None
    audit: AuditStageConfig | None = None
    finetune: FinetuneStageConfig | None = None
    unlearn: tuple[UnlearnConfig, ...] = ()
    evaluate: EvaluateConfig | None = None
    source: str = "<memory>"


@dataclass
class StageOutcome:
    """What one stage did in this run."""

    stage: str
    status: str  # "ran" or "skipped"
    out: Path
    summary: dict[str, Any] = field(default_factory=dict)


def demo_config_text() -> str:
    """The embedded demo config (``hanker/resources/demo.toml``)."""
    return resources.files("hanker").joinpath("resources", "demo.toml").read_text(encoding="utf-8")


def parse_run_config(data: dict[str, Any], source: str, out: Path | None = None) -> RunConfig:
    """Turn a parsed TOML document into a :class:`RunConfig`; ``out`` overrides ``[run] out``."""
    unknown = sorted(set(data) - {"run", *STAGES})
    if unknown:
        raise ConfigError(
            f"{source}: unknown table(s) {', '.join(unknown)}; known: run, {', '.join(STAGES)}"
        )
    run_table = data.get("run", {})
    target = out or (Path(run_table["out"]) if "out" in run_table else None)
    if target is None:
        raise ConfigError(f'{source}: set [run] out = "FOLDER" or pass --out')
    extra = sorted(set(run_table) - {"out"})
    if extra:
        raise ConfigError(f"{source}: [run] has unknown key(s) {', '.join(extra)}")
    pistol = None
    if "pistol" in data:
        pistol = from_mapping(
            CompileConfig,
            data["pistol"],
            "pistol",
            exclude=frozenset({"out", "overwrite"}),
            out=target / "pistol",
            overwrite=True,
        )
    build = (
        from_mapping(BuildStageConfig, data["build_kg"], "build_kg") if "build_kg" in data else None
    )
    dedupe = from_mapping(DedupeStageConfig, data["dedupe"], "dedupe") if "dedupe" in data else None
    audit = from_mapping(AuditStageConfig, data["audit"], "audit") if "audit" in data else None
    finetune, unlearn, evaluate = parse_model_tables(
        data, source, target, audit is not None and audit.include_redundant
    )
    if not any((pistol, build, dedupe, audit, finetune)):
        raise ConfigError(f"{source}: no stage to run; add a table: {', '.join(STAGES)}")
    if build is not None and not (build.forget and build.retain) and pistol is None:
        raise ConfigError(
            f"{source}: [build_kg] needs forget and retain corpora (or a [pistol] stage to take them from)"
        )
    if (dedupe is not None or audit is not None) and build is None:
        raise ConfigError(f"{source}: [dedupe] and [audit] need a [build_kg] stage")
    if audit is not None and dedupe is None:
        raise ConfigError(f"{source}: [audit] needs a [dedupe] stage")
    run_config = RunConfig(
        out=target,
        pistol=pistol,
        build_kg=build,
        dedupe=dedupe,
        audit=audit,
        finetune=finetune,
        unlearn=unlearn,
        evaluate=evaluate,
        source=source,
    )
    check_run_config(run_config)
    return run_config


def _in_range(section: str, name: str, value: float | None, low: float, high: float) -> None:
    if value is not None and not low <= value <= high:
        bound = f"at least {low:g}" if high == float("inf") else f"between {low:g} and {high:g}"
        raise ConfigError(f"[{section}] {name} must be {bound}, got {value}")


def _check_data_tables(config: RunConfig) -> None:
    from hanker.kg.rdf import RDF_FORMATS

    for fmt in config.pistol.rdf_formats if config.pistol is not None else ():
        if fmt not in RDF_FORMATS:
            raise ConfigError(
                f"[pistol] rdf_formats: unknown {fmt!r}; choose from {', '.join(RDF_FORMATS)}"
            )
    if config.build_kg is not None and config.build_kg.chunk_chars is not None:
        _in_range("build_kg", "chunk_chars", config.build_kg.chunk_chars, 1, float("inf"))
    if config.dedupe is not None:
        _in_range("dedupe", "semantic_threshold", config.dedupe.semantic_threshold, 0.0, 1.0)


def _check_model_tables(config: RunConfig) -> None:
    if config.finetune is not None:
        try:
            config.finetune.train.check()
        except ConfigError as exc:
            raise ConfigError(f"[finetune] {exc}") from None
    for number, run in enumerate(config.unlearn):
        where = f"unlearn[{number}]"
        for name in ("epochs", "batch_size", "grad_accumulation", "lora_rank"):
            _in_range(where, name, getattr(run, name), 1, float("inf"))
        if not run.learning_rate > 0:
            raise ConfigError(f"[{where}] learning_rate must be positive, got {run.learning_rate}")
    ev = config.evaluate
    if ev is not None:
        try:
            ev.check_judges()
        except ConfigError as exc:
            raise ConfigError(f"[evaluate] {exc}") from None
        for judge, options in ev.judge_options.items():
            _in_range("evaluate", f"{judge} threshold", options.get("threshold"), 0.0, 1.0)
        _in_range("evaluate", "limit", ev.limit, 1, float("inf"))


def check_run_config(config: RunConfig) -> None:
    """Check every table's values now, before any stage runs: ranges, names, formats."""
    _check_data_tables(config)
    _check_model_tables(config)
    try:
        _stages(config)  # builds every stage's own config, with its checks, running nothing
    except ConfigError as exc:
        raise ConfigError(f"{config.source}: {exc}") from None


def load_run_config(path: str | Path | None, out: Path | None = None) -> RunConfig:
    """Load a run config from a TOML file, or the embedded demo when ``path`` is None."""
    if path is None:
        import tomllib

        return parse_run_config(tomllib.loads(demo_config_text()), "demo.toml", out)
    return parse_run_config(load_toml(path), str(path), out)


def _digest(payload: Any) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()[
        :16
    ]


def _stages(config: RunConfig) -> list[Stage]:
    """Each configured stage, in order."""
    stages = data_stages(
        DataStagesConfig(config.out, config.pistol, config.build_kg, config.dedupe, config.audit)
    )
    out = config.out
    stages += model_stages(
        ModelStagesConfig(
            out=out,
            finetune=config.finetune,
            unlearn=config.unlearn,
            evaluate=config.evaluate,
            has_pistol=config.pistol is not None,
            has_audit=config.audit is not None,
            full_suite=config.audit is not None and config.audit.include_redundant,
        )
    )
    return stages


def run_pipeline(
    config: RunConfig, force: bool = False, on_stage: Callable[[StageOutcome], None] | None = None
) -> list[StageOutcome]:
    """Run every configured stage in order, skipping those already complete with the same config and inputs.

    ``on_stage`` is called with each stage's outcome as soon as the stage is done.
    """
    config.out.mkdir(parents=True, exist_ok=True)
    state_path = RunLayout(config.out).state
    state: dict[str, Any] = read_json(state_path) if state_path.exists() else {}
    if state.get("format") != RUN_STATE_VERSION:
        state = {"format": RUN_STATE_VERSION, "stages": {}}
    outcomes: list[StageOutcome] = []
    upstream = ""
    rerun = force
    known: dict[str, str] = state.get("file_hashes", {})
    for stage in _stages(config):
        name, resolved, marker, runner = stage.name, stage.config, stage.marker, stage.run
        # the content of every input file outside the run folder is part of the key (issue 11)
        inputs = inputs_fingerprint(external_paths(resolved, config.out), known)
        state["file_hashes"] = known
        digest = _digest(
            {
                "stage": name,
                "config": resolved,
                "inputs": inputs,
                "hanker": __version__,
                "upstream": upstream,
            }
        )
        previous = state["stages"].get(name, {})
        if not rerun and previous.get("config_hash") == digest and marker.exists():
            log.info("stage %s: up to date, skipped", name)
            outcomes.append(
                StageOutcome(name, "skipped", marker.parent, previous.get("summary", {}))
            )
        else:
            rerun = True  # everything downstream of a stage that ran runs again
            summary = runner()
            state["stages"][name] = {
                "config_hash": digest,
                "summary": summary,
                "config": json.loads(json.dumps(resolved, default=str)),
            }
            write_json(state_path, state)
            outcomes.append(StageOutcome(name, "ran", marker.parent, summary))
        if on_stage:
            on_stage(outcomes[-1])
        upstream = _digest([upstream, digest])
    return outcomes
