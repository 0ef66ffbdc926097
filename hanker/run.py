"""``hanker run``: the whole chain from one config file, resumable stage by stage.

Each stage writes into its own folder under the run's output folder and is recorded in
``run-state.json`` with a hash of its resolved config; a rerun skips every stage whose
config is unchanged and whose output is still there.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.config import from_mapping, load_toml
from hanker.errors import ConfigError
from hanker.io import read_json, write_json

log = logging.getLogger(__name__)

RUN_STATE_VERSION = "run-state.v1"
STAGES = ("pistol",)


@dataclass(frozen=True)
class PistolStageConfig:
    """The ``[pistol]`` table: what `hanker pistol compile` would take."""

    topology: str | None = None
    edges_from: Path | None = None
    generator: str | None = None
    generator_params: tuple[str, ...] = ()
    seed: int = 0
    forget_edges: tuple[str, ...] = ()
    rdf_formats: tuple[str, ...] = ("turtle",)
    name: str | None = None


@dataclass(frozen=True)
class RunConfig:
    """A whole run: output folder plus one optional table per stage."""

    out: Path
    pistol: PistolStageConfig | None = None
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
    pistol = from_mapping(PistolStageConfig, data["pistol"], "pistol") if "pistol" in data else None
    if pistol is None:
        raise ConfigError(f"{source}: no stage to run; add a [pistol] table")
    return RunConfig(out=target, pistol=pistol, source=source)


def load_run_config(path: str | Path | None, out: Path | None = None) -> RunConfig:
    """Load a run config from a TOML file, or the embedded demo when ``path`` is None."""
    if path is None:
        import tomllib

        return parse_run_config(tomllib.loads(demo_config_text()), "demo.toml", out)
    return parse_run_config(load_toml(path), str(path), out)


def _stage_hash(payload: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()[
        :16
    ]


def _run_pistol(cfg: PistolStageConfig, out: Path) -> dict[str, Any]:
    from hanker.pistol.compile import CompileConfig, compile_dataset

    result = compile_dataset(
        CompileConfig(
            out=out,
            topology=cfg.topology,
            edges_from=cfg.edges_from,
            generator=cfg.generator,
            generator_params=cfg.generator_params,
            seed=cfg.seed,
            forget_edges=cfg.forget_edges,
            rdf_formats=cfg.rdf_formats,
            name=cfg.name,
            overwrite=True,
        )
    )
    return {
        "name": result.name,
        "contracts": result.contracts,
        "qa_pairs": result.qa_pairs,
        "facts": result.facts,
        "components": result.components,
        **{f"{k}_edges": v for k, v in result.splits.items()},
    }


def run_pipeline(config: RunConfig, force: bool = False) -> list[StageOutcome]:
    """Run every configured stage in order, skipping those already complete with the same config."""
    config.out.mkdir(parents=True, exist_ok=True)
    state_path = config.out / "run-state.json"
    state: dict[str, Any] = read_json(state_path) if state_path.exists() else {}
    if state.get("format") != RUN_STATE_VERSION:
        state = {"format": RUN_STATE_VERSION, "stages": {}}
    outcomes: list[StageOutcome] = []
    if config.pistol is not None:
        stage_out = config.out / "pistol"
        digest = _stage_hash(
            {"stage": "pistol", "config": config.pistol.__dict__, "hanker": __version__}
        )
        previous = state["stages"].get("pistol", {})
        if (
            not force
            and previous.get("config_hash") == digest
            and (stage_out / "manifest.json").exists()
        ):
            log.info("stage pistol: up to date, skipped")
            outcomes.append(
                StageOutcome("pistol", "skipped", stage_out, previous.get("summary", {}))
            )
        else:
            summary = _run_pistol(config.pistol, stage_out)
            state["stages"]["pistol"] = {
                "config_hash": digest,
                "summary": summary,
                "config": json.loads(json.dumps(config.pistol.__dict__, default=str)),
            }
            write_json(state_path, state)
            outcomes.append(StageOutcome("pistol", "ran", stage_out, summary))
    return outcomes
