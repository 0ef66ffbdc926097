"""PISTOL's learning-rate selection: unlearn with each rate, keep the one that forgets most while
retain ROUGE-1 recall stays at or above a threshold."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from hanker.io import write_json
from hanker.models.base import FewShot
from hanker.unlearn.trainer import UnlearnConfig, unlearn_to_folder


def rouge1_recalls(
    model_dir: str | Path, *pair_sets: Sequence[FewShot], max_new_tokens: int = 32
) -> list[float]:
    """Mean ROUGE-1 recall of the model's greedy answers on each set (the model is loaded once)."""
    from hanker.judge.rouge import RougeJudge
    from hanker.models.hf_target import HFTarget

    target = HFTarget(str(model_dir), max_new_tokens=max_new_tokens)
    judge = RougeJudge()
    scores = []
    for pairs in pair_sets:
        answers = target.answer([p.question for p in pairs])
        results = judge.judge([""] * len(pairs), answers, [p.answer for p in pairs])
        scores.append(sum(r.extra["rouge1_recall"] for r in results) / max(len(results), 1))
    return scores


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
        unlearn_to_folder(model_dir, folder, forget, retain, replace(config, learning_rate=rate))
        forget_score, retain_score = rouge1_recalls(folder, forget, retain)
        runs.append(
            {
                "learning_rate": rate,
                "forget_rouge1": forget_score,
                "retain_rouge1": retain_score,
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
