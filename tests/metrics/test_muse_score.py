"""hanker score --muse on the shared MUSE-News files with a tiny model (first items of each set)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.errors import ConfigError

LIMIT = 3


def _min_40_scores(model_dir: Path, texts: list[str]) -> list[float]:
    """Min-40% scores computed here from the model's logits, independently of hanker's code."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir).eval()
    scores = []
    for text in texts:
        ids = tokenizer(text, return_tensors="pt").input_ids[:, : model.config.n_positions]
        with torch.no_grad():
            logits = model(ids).logits[0, :-1].log_softmax(-1)
        token_lp = sorted(logits[torch.arange(ids.shape[1] - 1), ids[0, 1:]].tolist())
        k = int(len(token_lp) * 0.4)
        scores.append(-sum(token_lp[:k]) / k)
    return scores


def _pairwise_auc(forget: list[float], holdout: list[float]) -> float:
    """P(a holdout text looks more likely, i.e. has a lower Min-k score, than a forget text)."""
    wins = sum((h < f) + 0.5 * (h == f) for f in forget for h in holdout)
    return wins / (len(forget) * len(holdout))


@pytest.mark.slow
def test_score_muse_writes_every_metric(
    tiny_causal_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    news = shared_corpora / "muse" / "news"
    args = ["score", "-m", str(tiny_causal_lm), "--muse", str(news), "--limit", str(LIMIT)]
    result = CliRunner().invoke(cli, [*args, "-o", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    assert "VerbMem ROUGE-L F1" in result.output and "PrivLeak" in result.output
    score = json.loads((tmp_path / "a" / "score.json").read_text())
    assert score["metrics_version"] == "muse.v1"
    sets = [score["verbmem"], score["knowmem"]["forget"], score["knowmem"]["retain"]]
    for scores in sets:
        assert scores["items"] == LIMIT
        for name in ("rougeL_f1", "exact_memorization", "extraction_strength"):
            assert 0.0 <= scores[name] <= 1.0, (name, scores)
    leak = score["privleak"]
    forget = json.loads((news / "privleak" / "forget.json").read_text())[:LIMIT]
    holdout = json.loads((news / "privleak" / "holdout.json").read_text())[:LIMIT]
    auc = _pairwise_auc(
        _min_40_scores(tiny_causal_lm, forget), _min_40_scores(tiny_causal_lm, holdout)
    )
    assert leak["auc"] == pytest.approx(auc, abs=1e-9)
    assert leak["retrain_auc"] == 0.4772 and leak["retrain_auc_source"] == "MUSE-News shipped value"
    assert leak["privleak"] == pytest.approx((auc - 0.4772) / 0.4772 * 100, abs=1e-6)
    given = CliRunner().invoke(cli, [*args, "--retrain-auc", "0.5", "-o", str(tmp_path / "b")])
    assert given.exit_code == 0, given.output
    leak_b = json.loads((tmp_path / "b" / "score.json").read_text())["privleak"]
    assert leak_b["privleak"] == pytest.approx((auc - 0.5) / 0.5 * 100, abs=1e-6)


def test_score_muse_needs_a_retrain_auc_outside_muse_news(
    tiny_causal_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    books = tmp_path / "books"
    books.symlink_to(shared_corpora / "muse" / "news")
    args = ["score", "-m", str(tiny_causal_lm), "--muse", str(books), "-o", str(tmp_path / "o")]
    result = CliRunner().invoke(cli, args)
    assert isinstance(result.exception, ConfigError)
    assert "give --retrain-auc or --retrain-model" in str(result.exception)
    bad = CliRunner().invoke(cli, [*args, "--retrain-auc", "1.5"])
    assert isinstance(bad.exception, ConfigError) and "must be in (0, 1)" in str(bad.exception)


def test_a_models_own_greedy_continuation_is_fully_memorized(tiny_causal_lm: Path) -> None:
    import torch

    from hanker.metrics.muse_model import greedy_continuations, memorization
    from hanker.models.hf_target import load_causal_lm

    tokenizer, model = load_causal_lm(str(tiny_causal_lm), "cpu", None)
    prefix = "Alice Smith works for Acme Corp."
    ids = torch.tensor([tokenizer(prefix)["input_ids"]])
    generated = model.generate(
        ids, attention_mask=torch.ones_like(ids), max_new_tokens=8, do_sample=False
    )[0, ids.shape[1] :].tolist()
    own = tokenizer.decode(generated, skip_special_tokens=True, clean_up_tokenization_spaces=True)
    assert greedy_continuations(model, tokenizer, [prefix], 8) == [own]
    if tokenizer(own, add_special_tokens=False)["input_ids"] != generated:
        pytest.skip("the continuation does not re-tokenize to the same ids")
    assert memorization(model, tokenizer, prefix, own) == (1.0, 1.0)
    em, es = memorization(model, tokenizer, prefix, "zebra quartz violin sails")
    assert em < 1.0 and es < 1.0


@pytest.mark.slow
def test_privleak_against_a_retrained_model_that_is_the_model_itself_is_zero(
    tiny_causal_lm: Path, shared_corpora: Path, tmp_path: Path
) -> None:
    news = shared_corpora / "muse" / "news"
    args = ["score", "-m", str(tiny_causal_lm), "--muse", str(news), "--limit", str(LIMIT)]
    args += ["--retrain-model", str(tiny_causal_lm), "-o", str(tmp_path)]
    result = CliRunner().invoke(cli, args)
    if isinstance(result.exception, ConfigError):  # a retrain AUC of 0 leaves PrivLeak undefined
        assert "AUC is 0" in str(result.exception)
        return
    assert result.exit_code == 0, result.output
    leak = json.loads((tmp_path / "score.json").read_text())["privleak"]
    assert leak["retrain_auc_source"] == f"model {tiny_causal_lm}"
    assert leak["retrain_auc"] == leak["auc"] and leak["privleak"] == 0.0
