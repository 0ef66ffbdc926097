"""hanker score: PISTOL's table with the deviation score, and TOFU's full table on the shared files."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from scipy import stats

from hanker.cli.main import cli
from hanker.metrics.pistol import deviation_score

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
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
            "--max-new-tokens",
            "40",
            "--out",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    score = json.loads((tmp_path / "score.json").read_text())
    assert score["metrics_version"] == "pistol.v2" and score["settings"]["ranks"] == "generation"
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


@pytest.mark.slow
def test_tofu_table_and_forget_quality(
    tiny_causal_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    """A tiny model fine-tuned on TOFU's forget10 text, scored on the four shared TOFU sets."""
    tofu = shared_corpora / "tofu"
    runner = CliRunner()
    tuned = runner.invoke(
        cli,
        [
            "finetune",
            str(tofu / "forget10.jsonl"),
            "--init",
            "tiny",
            "--mode",
            "text",
            "--epochs",
            "10",
            "--lr",
            "3e-3",
            "--out",
            str(tmp_path / "tofu-model"),
        ],
    )
    assert tuned.exit_code == 0, tuned.output
    args = ["score", "--tofu", str(tofu), "--limit", "20", "--max-new-tokens", "48"]
    # the reference: a model that never saw the forget set (TOFU's retain-only model)
    reference = runner.invoke(
        cli, [*args, "--model", str(tiny_causal_lm), "--out", str(tmp_path / "ref")]
    )
    assert reference.exit_code == 0, reference.output
    ref = json.loads((tmp_path / "ref" / "score.json").read_text())
    assert ref["forget_quality"] is None
    scored = runner.invoke(
        cli,
        [
            *args,
            "--model",
            str(tmp_path / "tofu-model"),
            "--retain-result",
            str(tmp_path / "ref" / "score.json"),
            "--out",
            str(tmp_path / "tuned"),
        ],
    )
    assert scored.exit_code == 0, scored.output
    table = json.loads((tmp_path / "tuned" / "score.json").read_text())
    assert set(table["sets"]) == {"forget", "retain", "real_authors", "world_facts"}
    for row in table["sets"].values():
        assert row["questions"] == 20 and 0.0 <= row["probability"] <= 1.0
        assert len(row["truth_ratios"]) == 20 and 0.0 <= row["rougeL_recall"] <= 1.0
    # it learned the forget set's text: its answers there are far likelier than the reference's
    assert table["sets"]["forget"]["probability"] > 10 * ref["sets"]["forget"]["probability"]
    assert 0.0 <= table["forget_quality"] < 1.0 and 0.0 <= table["model_utility"] <= 1.0
    for heading in (
        "| set | questions | probability | ROUGE-L recall | truth ratio |",
        "Forget quality",
    ):
        assert heading in scored.output
    # scored against itself as the retain-only reference, the forget truth ratios are identical: p = 1
    again = runner.invoke(
        cli,
        [
            *args,
            "--model",
            str(tiny_causal_lm),
            "--retain-result",
            str(tmp_path / "ref" / "score.json"),
            "--out",
            str(tmp_path / "self"),
        ],
    )
    assert again.exit_code == 0, again.output
    assert json.loads((tmp_path / "self" / "score.json").read_text())["forget_quality"] == 1.0

    # a published retain-model log (TOFU's eval_log_aggregated.json shape) as the reference
    rng = np.random.default_rng(0)
    log = {
        "eval_log_forget.json": {
            "avg_paraphrased_loss": {str(i): float(x) for i, x in enumerate(rng.uniform(1, 3, 20))},
            "average_perturb_loss": {
                str(i): [float(x) for x in row] for i, row in enumerate(rng.uniform(1, 3, (20, 5)))
            },
        }
    }
    (tmp_path / "eval_log_aggregated.json").write_text(json.dumps(log))
    with_log = runner.invoke(
        cli,
        [
            *args,
            "--model",
            str(tiny_causal_lm),
            "--retain-result",
            str(tmp_path / "eval_log_aggregated.json"),
            "--out",
            str(tmp_path / "log"),
        ],
    )
    assert with_log.exit_code == 0, with_log.output
    logged = json.loads((tmp_path / "log" / "score.json").read_text())
    reference_ratios = [
        np.exp(log["eval_log_forget.json"]["avg_paraphrased_loss"][str(i)] - np.mean(row))
        for i, row in enumerate(log["eval_log_forget.json"]["average_perturb_loss"].values())
    ]
    expected = stats.ks_2samp(logged["sets"]["forget"]["truth_ratios"], reference_ratios).pvalue
    assert logged["forget_quality"] == pytest.approx(expected)
    assert logged["metrics_version"] == "tofu.v2"
