"""The run folder of ``hanker run``: every path in one object, and the stage record.

Every stage reads and writes through :class:`RunLayout`, so a folder name (``kg-test``,
``audit/suite.full.jsonl``, ``unlearn-npo``) is written once, here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class RunLayout:
    """The paths of one run folder."""

    root: Path

    @property
    def pistol(self) -> Path:
        """The compiled PISTOL dataset."""
        return self.root / "pistol"

    def kg(self, side: str) -> Path:
        """The KG of the ``forget`` or ``retain`` corpus."""
        return self.root / f"kg-{side}"

    @property
    def kg_test(self) -> Path:
        """The test KG: forget facts the retain KG does not hold."""
        return self.root / "kg-test"

    @property
    def suite(self) -> Path:
        """The deduplicated audit suite."""
        return self.root / "audit" / "suite.jsonl"

    @property
    def full_suite(self) -> Path:
        """The suite with the redundant cases too."""
        return self.suite.with_name("suite.full.jsonl")

    @property
    def suite_manifest(self) -> Path:
        """The audit stage's completion marker."""
        return self.suite.with_name("suite.jsonl.manifest.json")

    @property
    def suite_quality(self) -> Path:
        """The suite's quality report."""
        return self.suite.with_name("suite.jsonl.quality.json")

    @property
    def finetune(self) -> Path:
        """The fine-tuned model."""
        return self.root / "finetune"

    def unlearned(self, name: str) -> Path:
        """The model of unlearning run ``name``."""
        return self.root / f"unlearn-{name}"

    @property
    def evaluation(self) -> Path:
        """The evaluation folder (records, summary, per-case report, charts)."""
        return self.root / "evaluate"

    @property
    def report(self) -> Path:
        """The run report."""
        return self.root / "report.md"

    @property
    def state(self) -> Path:
        """What ran, with which config and inputs (for resuming)."""
        return self.root / "run-state.json"


@dataclass(frozen=True)
class Stage:
    """One stage of a run: its name, resolved config, the file that marks it done, its runner."""

    name: str
    config: dict[str, Any]
    marker: Path
    run: Callable[[], dict[str, Any]]
