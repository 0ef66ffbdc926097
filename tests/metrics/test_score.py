"""hanker score: PISTOL's table with the deviation score, and TOFU's full table on the shared files."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.metrics.pistol import deviation_score

ROOT = Path(__file__).resolve().parents[2]


def test_pistol_table(memorized_lm: Path, tmp_path: Path) -> None:
    data = ROOT / "corpora" / "pistol-demo"
    result = CliRunner().invoke(
        cli,
        [
            "score",
            "--model",
            str(memorized_lm),
            "--pistol",
            str(data),
            "--forget-edges",
            "A_C",
            "--out",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    score = json.loads((tmp_path / "score.json").read_text())
    sets = score["sets"]
    assert (
        sets["forget"]["pairs"] == 20
        and sets["retain"]["pairs"] == 380
        and sets["independent"]["pairs"] == 120
    )
    # the model memorized A_C (among the first 10 contracts): forget ROUGE-1 and MRR are high
    assert sets["forget"]["rouge1_recall"] > 0.9 and sets["forget"]["mrr"] > 0.8
    assert score["deviation_score"] == deviation_score(
        sets["forget"]["rouge1_recall"], sets["retain"]["rouge1_recall"]
    )
    assert "Deviation score" in (tmp_path / "score.md").read_text()


def test_tofu_table_and_forget_quality(
    tiny_causal_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    args = [
        "score",
        "--model",
        str(tiny_causal_lm),
        "--tofu",
        str(shared_corpora / "tofu"),
        "--limit",
        "5",
    ]
    first = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / "a")])
    assert first.exit_code == 0, first.output
    table = json.loads((tmp_path / "a" / "score.json").read_text())
    assert set(table["sets"]) == {"forget", "retain", "real_authors", "world_facts"}
    for row in table["sets"].values():
        assert (
            row["questions"] == 5
            and 0.0 <= row["probability"] <= 1.0
            and len(row["truth_ratios"]) == 5
        )
    assert table["forget_quality"] is None and 0.0 <= table["model_utility"] <= 1.0
    # scored against itself as the retain-only reference, the forget truth ratios are identical: p = 1
    second = CliRunner().invoke(
        cli,
        [
            *args,
            "--retain-result",
            str(tmp_path / "a" / "score.json"),
            "--out",
            str(tmp_path / "b"),
        ],
    )
    assert second.exit_code == 0, second.output
    assert json.loads((tmp_path / "b" / "score.json").read_text())["forget_quality"] == 1.0
    assert "Model utility" in second.output
