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
from hanker.pistol.compile import CompileConfig, compile_dataset

log = logging.getLogger(__name__)

RUN_STATE_VERSION = "run-state.v1"
STAGES = ("pistol",)


@dataclass(frozen=True)
class RunConfig:
    """A whole run: output folder plus one optional table per stage."""

    out: Path
    pistol: CompileConfig | None = None  # the [pistol] table; its out is <run out>/pistol
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


def _run_pistol(cfg: CompileConfig) -> dict[str, Any]:
    result = compile_dataset(cfg)
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
        stage_out = config.pistol.out
        resolved = config.pistol.resolved()
        digest = _stage_hash({"stage": "pistol", "config": resolved, "hanker": __version__})
        previous = state["stages"].get("pistol", {})
        up_to_date = (
            previous.get("config_hash") == digest and (stage_out / "manifest.json").exists()
        )
        if up_to_date and not force:
            log.info("stage pistol: up to date, skipped")
            outcomes.append(
                StageOutcome("pistol", "skipped", stage_out, previous.get("summary", {}))
            )
        else:
            summary = _run_pistol(config.pistol)
            state["stages"]["pistol"] = {
                "config_hash": digest,
                "summary": summary,
                "config": resolved,
            }
            write_json(state_path, state)
            outcomes.append(StageOutcome("pistol", "ran", stage_out, summary))
    return outcomes
