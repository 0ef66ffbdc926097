"""MUSE's knowmem ROUGE-L F1 against the values computed with MUSE's own code (golden.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanker.judge.rouge import muse_knowmem_rougeL_f1

GOLDEN = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "golden.json"


def test_rouge_variants_muse_knowmem_rougeL_f1() -> None:
    """golden.json entry ``rouge_variants``: ``muse_knowmem_rougeL_f1`` and its mean."""
    if not GOLDEN.exists():
        pytest.skip("the shared reference values are not here")
    entry = json.loads(GOLDEN.read_text())["entries"]["rouge_variants"]
    pairs = entry["inputs"]["pairs"]
    scores = muse_knowmem_rougeL_f1(
        [p["prediction"] for p in pairs], [p["reference"] for p in pairs]
    )
    expected = entry["outputs"]["muse_knowmem_rougeL_f1"]
    assert scores == pytest.approx(expected, abs=1e-6)
    assert sum(scores) / len(scores) == pytest.approx(
        entry["outputs"]["muse_knowmem_mean_rougeL"], abs=1e-6
    )
