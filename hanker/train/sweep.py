"""PISTOL's learning-rate selection: unlearn with each rate, keep the one that forgets most while
retain ROUGE-1 recall stays at or above a threshold."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from hanker.core.io import write_json
from hanker.core.records import FewShot
from hanker.train.unlearn import UnlearnConfig, unlearn_to_folder


def lr_sweep(
    model_dir: str | Path,
    out: str | Path,
    forget: Sequence[FewShot],
    retain: Sequence[FewShot],
    config: UnlearnConfig,
    learning_rates: Sequence[float],
    retain_threshold: float = 0.8,
) -> dict[str, Any]:
    """Run every rate into ``out/lr-<rate>``; copy the chosen run to ``out/best``; write ``out/sweep.json``."""
    root = Path(out)
    runs: list[dict[str, Any]] = []
    for rate in learning_rates:
        folder = root / f"lr-{rate:g}"
        manifest = unlearn_to_folder(
            model_dir, folder, forget, retain, replace(config, learning_rate=rate)
        )
        runs.append(
            {
                "learning_rate": rate,
                "forget_rouge1": manifest["rouge1_recall"]["forget"],
                "retain_rouge1": manifest["rouge1_recall"]["retain"],
                "folder": str(folder),
            }
        )
    eligible = [r for r in runs if r["retain_rouge1"] >= retain_threshold]
    best = (
        min(eligible, key=lambda r: (r["forget_rouge1"], -r["retain_rouge1"])) if eligible else None
    )
    if best is not None:
        if (root / "best").exists():
            shutil.rmtree(root / "best")
        shutil.copytree(str(best["folder"]), root / "best")
    summary = {
        "method": config.method,
        "retain_threshold": retain_threshold,
        "runs": runs,
        "best": best,
    }
    write_json(root / "sweep.json", summary)
    return summary
