"""hanker evaluate --baseline: MUSE's own questions next to the suite, in HANKER Table 3's layout."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from tests.evaluate.test_evaluate import _suite

pytest.importorskip("torch")


@pytest.mark.slow
def test_baseline_table_sets_muse_kmcs_next_to_the_suites(
    memorized_lm: Path,
    untrained_lm: Path,
    memorized_qa: list,  # type: ignore[type-arg]
    shared_corpora: Path,
    tmp_path: Path,
) -> None:
    knowmem = shared_corpora / "muse" / "news" / "knowmem"
    suite = _suite(tmp_path / "suite.jsonl", memorized_qa[:30], False)
    full = _suite(tmp_path / "full.jsonl", memorized_qa[:40], True)
    out = tmp_path / "ev"
    result = CliRunner().invoke(
        cli,
        [
            "evaluate",
            str(suite),
            "--baseline",
            str(knowmem / "forget_qa.json"),
            "--compare-suite",
            str(full),
            "-m",
            str(memorized_lm),
            "-m",
            str(untrained_lm),
            "-j",
            "rouge,embedding",
            "--limit",
            "30",
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    table = json.loads((out / "table3.json").read_text())
    base = json.loads((out / "baseline" / "summary.json").read_text())
    main = json.loads((out / "summary.json").read_text())
    assert base["cases"] == 30 and table["baseline_cases"] == 30
    assert [r["model"] for r in table["rows"]] == [str(memorized_lm), str(untrained_lm)]
    for row in table["rows"]:
        for judge in ("rouge", "embedding"):
            assert row["baseline"][judge] == base["models"][row["model"]]["judges"][judge]["kmc"]
            assert row["suite"][judge] == main["models"][row["model"]]["judges"][judge]["kmc"]
        assert (
            row["redundancy"]["rouge"]["kmc_full"] >= row["redundancy"]["rouge"]["kmc_deduplicated"]
        )
    memorized, untrained = table["rows"]
    assert memorized["suite"]["rouge"] > untrained["suite"]["rouge"]
    markdown = (out / "table3.md").read_text()
    assert "HANKER Table 3" in markdown and "Redundancy (HANKER section 4.4)" in markdown
    line = next(x for x in markdown.splitlines() if x.startswith(f"| `{memorized_lm.name}`"))
    cells = [c.strip() for c in line.strip("|").split("|")]
    assert cells[1:5] == [
        str(memorized["baseline"]["rouge"]),
        str(memorized["baseline"]["embedding"]),
        str(memorized["suite"]["rouge"]),
        str(memorized["suite"]["embedding"]),
    ]
    assert "HANKER Table 3" in (out / "report.md").read_text()
    assert "baseline -> suite KMCs" in result.output
