"""``hanker score`` as a library call: a frozen :class:`ScoreConfig` in, score.json and score.md out.

One benchmark per run: PISTOL (forget, retained and independent edges, through
:class:`~hanker.train.selection.ForgetRetainSelection`), TOFU, RESTOR or MUSE.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hanker.core.errors import ConfigError
from hanker.core.io import write_json, write_text


@dataclass(frozen=True)
class ScoreConfig:
    """What ``hanker score`` scores: a model and exactly one of pistol, tofu, restor or muse."""

    model: str
    out: Path
    pistol: str | None = None  # PISTOL QA file or compiled folder
    forget_edges: tuple[str, ...] = ()
    factual: str | None = None
    tofu: Path | None = None
    restor: Path | None = None
    muse: Path | None = None
    retrain_auc: float | None = None
    retrain_model: str | None = None
    clean: str | None = None
    corrupted: str | None = None
    all_entities: bool = False
    forget_split: str = "forget10"
    retain_result: Path | None = None
    limit: int | None = None
    prompt_format: str = "qa"
    max_new_tokens: int | None = None
    ranks: str = "generation"

    def check(self) -> None:
        """One benchmark, and the options it needs; raises :class:`ConfigError`."""
        if sum(map(bool, (self.pistol, self.tofu, self.restor, self.muse))) != 1:
            raise ConfigError(
                "give one of --pistol DATA, --tofu FOLDER, --restor FOLDER or --muse FOLDER"
            )
        if self.restor and not (self.clean and self.corrupted):
            raise ConfigError("--restor needs --clean and --corrupted (models or answer files)")
        if self.pistol and not self.forget_edges:
            raise ConfigError("--pistol needs --forget-edges")


def _muse(config: ScoreConfig) -> tuple[dict[str, Any], str]:
    from hanker.metrics.muse_table import muse_markdown, score_muse

    assert config.muse is not None
    result = score_muse(
        config.model, config.muse, config.retrain_auc, config.retrain_model, config.limit
    )
    return result, muse_markdown(result)


def _restor(config: ScoreConfig) -> tuple[dict[str, Any], str]:
    from hanker.metrics.restor_table import load_restor_facts, restor_from_sources, restor_markdown

    assert config.restor is not None and config.clean and config.corrupted
    facts = load_restor_facts(config.restor, config.all_entities, config.limit)
    sources = {"clean": config.clean, "corrupted": config.corrupted, "unlearned": config.model}
    result = restor_from_sources(facts, sources, config.out)
    result["benchmark"] = "restor"
    result["config"].update(
        {"restor": str(config.restor), "all_entities": config.all_entities, "limit": config.limit}
    )
    return result, restor_markdown(result)


def _pistol(config: ScoreConfig) -> tuple[dict[str, Any], str]:
    from hanker.metrics.tables import PISTOL_MAX_NEW_TOKENS, markdown_table, score_pistol
    from hanker.train.selection import ForgetRetainSelection, read_pairs

    assert config.pistol is not None
    selection = ForgetRetainSelection.from_options(
        config.pistol, forget_edges=config.forget_edges, with_independent=True
    )
    sets = selection.read_sets()
    if config.factual:
        sets["factual"] = read_pairs(config.factual)
    result = score_pistol(
        config.model,
        sets,
        ranks=config.ranks,
        prompt_format=config.prompt_format,
        max_new_tokens=config.max_new_tokens or PISTOL_MAX_NEW_TOKENS,
    )
    result["config"] = {
        "data": config.pistol,
        "forget_edges": list(config.forget_edges),
        "factual": config.factual,
    }
    return result, markdown_table(result)


def _tofu(config: ScoreConfig) -> tuple[dict[str, Any], str]:
    from hanker.metrics.tables import (
        TOFU_MAX_NEW_TOKENS,
        TOFU_QUESTIONS_PER_SET,
        markdown_table,
        score_tofu,
    )

    assert config.tofu is not None
    result = score_tofu(
        config.model,
        config.tofu,
        config.forget_split,
        config.retain_result,
        config.limit or TOFU_QUESTIONS_PER_SET,
        prompt_format=config.prompt_format,
        max_new_tokens=config.max_new_tokens or TOFU_MAX_NEW_TOKENS,
    )
    result["config"] = {
        "tofu": str(config.tofu),
        "forget_split": config.forget_split,
        "retain_result": str(config.retain_result) if config.retain_result else None,
        "limit": config.limit,
    }
    return result, markdown_table(result)


def score_model(config: ScoreConfig) -> tuple[dict[str, Any], str]:
    """Score the model, write ``score.json`` and ``score.md`` to ``config.out``; (result, table)."""
    config.check()
    if config.muse:
        result, table = _muse(config)
    elif config.restor:
        result, table = _restor(config)
    elif config.pistol:
        result, table = _pistol(config)
    else:
        result, table = _tofu(config)
    write_json(config.out / "score.json", result)
    write_text(config.out / "score.md", table)
    return result, table
