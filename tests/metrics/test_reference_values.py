"""hanker's metric and loss functions reproduce the benchmarks' reference code on fixed inputs.

Each test names the entry of ``../shared/reference/golden.json`` it checks (values computed by
running TOFU, open-unlearning, MUSE, PISTOL and RESTOR's own functions; see that folder's
README) and compares to 1e-6.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from hanker.judge.rouge import RougeJudge, muse_knowmem_cut
from hanker.metrics import muse, pistol, tofu

GOLDEN = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "golden.json"
TOL = 1e-6


@pytest.fixture(scope="module")
def golden() -> dict[str, Any]:
    if not GOLDEN.exists():
        pytest.skip(f"reference values not found at {GOLDEN}")
    return json.loads(GOLDEN.read_text())["entries"]


def close(actual: Any, expected: Any) -> None:
    """Equal to 1e-6 (absolute, or relative for large values), elementwise for lists and dicts."""
    if isinstance(expected, dict):
        assert set(actual) == set(expected)
        for key in expected:
            close(actual[key], expected[key])
    elif isinstance(expected, list):
        assert len(actual) == len(expected)
        for a, e in zip(actual, expected, strict=True):
            close(a, e)
    else:
        assert actual == pytest.approx(expected, rel=TOL, abs=TOL)


def test_tofu_truth_ratio(golden: dict[str, Any]) -> None:
    """Entry ``tofu_truth_ratio``: geometric-mean truth ratio and both aggregations."""
    entry = golden["tofu_truth_ratio"]
    para, pert = entry["inputs"]["avg_paraphrased_loss"], entry["inputs"]["average_perturb_loss"]
    out = entry["outputs"]
    ratios = [tofu.truth_ratio(a, p) for a, p in zip(para, pert, strict=True)]
    close(ratios, out["per_question"]["R_tofu"])
    close(ratios, out["per_question"]["R_open_unlearning"])
    close(tofu.truth_ratio_score(ratios, forget=False), out["tofu_retain_style"])
    close(tofu.truth_ratio_score(ratios, forget=True), out["tofu_forget_style"])
    close(tofu.truth_ratio_score(ratios, forget=False), out["open_unlearning_true_better"])
    close(tofu.truth_ratio_score(ratios, forget=True), out["open_unlearning_closer_to_1_better"])


def test_tofu_forget_quality(golden: dict[str, Any]) -> None:
    """Entry ``tofu_forget_quality``: KS test between the two models' forget-set truth ratios."""
    entry = golden["tofu_forget_quality"]
    unlearned = entry["inputs"]["unlearned_model_forget_set"]
    retain = entry["inputs"]["retain_model_forget_set"]
    p_value, statistic = tofu.ks_forget_quality(
        tofu.forget_set_ratios(unlearned), tofu.forget_set_ratios(retain)
    )
    out = entry["outputs"]
    close(p_value, out["tofu_forget_quality_pvalue"])
    close(statistic, out["tofu_ks_statistic"])
    close(p_value, out["open_unlearning_ks_test_pvalue"])
    logs = tofu.forget_quality_from_logs(
        {"eval_log_forget.json": unlearned}, {"eval_log_forget.json": retain}
    )
    close(logs["Forget Quality"], out["open_unlearning_utils_get_forget_quality_pvalue"])


def test_tofu_model_utility(golden: dict[str, Any]) -> None:
    """Entry ``tofu_model_utility``: TOFU's aggregate table and open-unlearning's nine values."""
    entry = golden["tofu_model_utility"]
    inputs = entry["inputs"]
    logs = {
        "eval_log.json": inputs["retain"],
        "eval_real_author_wo_options.json": inputs["real_authors"],
        "eval_real_world_wo_options.json": inputs["world_facts"],
        "eval_log_forget.json": inputs["forget"],
    }
    table = tofu.eval_log_table(logs)
    close(table, entry["outputs"]["tofu"])
    ou = entry["outputs"]["open_unlearning"]
    close(table["Prob. Retain"], ou["retain_Q_A_Prob"])
    close(table["Prob. Real Authors"], ou["ra_Q_A_Prob_normalised"])
    close(table["Truth Ratio Real World"], ou["wf_Truth_Ratio"])
    close(table["Model Utility"], ou["model_utility"])


def test_tofu_normalized_probability(golden: dict[str, Any]) -> None:
    """Entry ``tofu_normalized_probability``: average losses, probabilities, with options."""
    entry = golden["tofu_normalized_probability"]
    retain_in, out = entry["inputs"]["retain_type"], entry["outputs"]
    avg = [sum(losses) / len(losses) for losses in retain_in["gt_token_losses"]]
    close(avg, out["retain_type"]["avg_gt_loss"])
    close([len(x) for x in retain_in["gt_token_losses"]], out["retain_type"]["num_token_gt"])
    probs = [tofu.answer_probability(x) for x in avg]
    close(probs, out["retain_type"]["prob_per_question"])
    close(sum(probs) / len(probs), out["retain_type"]["tofu_prob"])
    ra_in, ra_out = entry["inputs"]["real_authors_type"], out["real_authors_type"]
    true_avg = [sum(x) / len(x) for x in ra_in["gt_token_losses"]]
    pert_avg = [[sum(x) / len(x) for x in options] for options in ra_in["perturbed_token_losses"]]
    close(true_avg, ra_out["avg_gt_loss"])
    close(pert_avg, ra_out["average_perturb_loss"])
    shares = [tofu.probability_with_options(t, p) for t, p in zip(true_avg, pert_avg, strict=True)]
    close(shares, ra_out["normalized_prob_per_question"])
    close(sum(shares) / len(shares), ra_out["tofu_prob"])
    close([-math.log(s) for s in shares], ra_out["tofu_normalized_gt_loss"])
    with_eps = [
        tofu.probability_with_options(t, p, epsilon=1e-10)
        for t, p in zip(true_avg, pert_avg, strict=True)
    ]
    close(sum(with_eps) / len(with_eps), ra_out["open_unlearning_prob_w_options"])


@pytest.mark.parametrize("vocab", ["vocab50", "vocab150"])
def test_pistol_mrr_top_hit(golden: dict[str, Any], vocab: str) -> None:
    """Entry ``pistol_mrr_top_hit``: ranks in the scores of greedy generation, PISTOL's loop mean."""
    entry = golden["pistol_mrr_top_hit"]
    inputs, out = entry["inputs"][vocab], entry["outputs"][vocab]
    scores = inputs["scores"]
    ranks = [
        pistol.generation_ranks([step[answer] for step in scores], gt)
        for answer, gt in enumerate(inputs["gt_ids"])
    ]
    assert ranks == out["ranks"]
    mrrs = [pistol.mrr(r) for r in ranks]
    hits = [pistol.top_hit_ratio(r) for r in ranks]
    close(mrrs, out["mrr_per_answer"])
    close(hits, out["hit_ratio_per_answer"])
    close(sum(mrrs) / len(mrrs), out["mrr_mean"])
    close(sum(hits) / len(hits), out["hit_ratio_mean"])
    if "eval_loop_reported_mrr" in out:
        batch = inputs["eval_loop_batches"][0]
        close(pistol.eval_loop_mean(mrrs, batch), out["eval_loop_reported_mrr"])
        close(pistol.eval_loop_mean(hits, batch), out["eval_loop_reported_hit_ratio"])


def test_unlearning_losses(golden: dict[str, Any]) -> None:
    """Entry ``unlearning_losses``: GA, GD, NPO, both DPOs, the KL retain term, RESTOR's NPO."""
    import torch

    from hanker.train import losses

    entry = golden["unlearning_losses"]
    inputs, out = entry["inputs"], entry["outputs"]
    beta, alpha = inputs["beta"], inputs["alpha"]

    def tensors(name: str) -> dict[str, Any]:
        batch = inputs[name]
        return {
            "labels": torch.tensor(batch["labels"]),
            "logits": torch.tensor(batch["logits"], dtype=torch.float64),
            "ref_logits": torch.tensor(batch["ref_logits"], dtype=torch.float64),
        }

    f, r, idk = tensors("forget"), tensors("retain"), tensors("idk")

    nll_f, nll_r = (
        losses.mean_nll(f["logits"], f["labels"]),
        losses.mean_nll(r["logits"], r["labels"]),
    )
    close(float(nll_f), out["hf_mean_nll"]["forget"])
    close(float(nll_r), out["hf_mean_nll"]["retain"])
    close(
        float(losses.mean_nll(f["ref_logits"], f["labels"])), out["hf_mean_nll"]["forget_ref_model"]
    )
    s_f = losses.sequence_nll(f["logits"], f["labels"])
    s_f_ref = losses.sequence_nll(f["ref_logits"], f["labels"])
    s_idk = losses.sequence_nll(idk["logits"], idk["labels"])
    s_idk_ref = losses.sequence_nll(idk["ref_logits"], idk["labels"])
    close(s_f.tolist(), out["per_sequence_summed_nll"]["forget"])
    close(s_idk_ref.tolist(), out["per_sequence_summed_nll"]["idk_ref"])
    close(float(-nll_f), out["ga"])
    close(float(-nll_f + nll_r), out["graddiff_nll"])
    npo = losses.npo_forget_term(s_f, s_f_ref, beta)
    close(float(npo), out["npo_forget_term"])
    close(float(npo + alpha * nll_r), out["npo_total"])
    margin = losses.dpo_margin(s_f, s_f_ref, s_idk, s_idk_ref)
    dpo_ou = losses.dpo_forget_term(margin, beta, "open-unlearning")
    close(float(dpo_ou), out["dpo_open_unlearning_forget_term"])
    close(float(dpo_ou + alpha * nll_r), out["dpo_open_unlearning_total"])
    close(float(losses.dpo_forget_term(margin, beta, "tofu")), out["dpo_tofu_pistol"])
    kl = losses.kl_all_positions(r["logits"], r["ref_logits"])
    close(float(kl), out["kl_retain_term_open_unlearning"])
    close(float(-nll_f + kl), out["graddiff_kl_total"])
    close(float(-nll_f + kl), out["tofu_pistol_kl_total"])
    restor = losses.npo_forget_term_batch_mean(
        nll_f, losses.mean_nll(f["ref_logits"], f["labels"]), 0.1
    )
    close(float(restor), out["restor_npo_forget_term"])


def test_rouge_variants(golden: dict[str, Any]) -> None:
    """Entry ``rouge_variants``: MUSE knowmem (cut, no stemmer), TOFU and PISTOL recall (stemmer)."""
    entry = golden["rouge_variants"]
    pairs, out = entry["inputs"]["pairs"], entry["outputs"]
    predictions = [p["prediction"] for p in pairs]
    references = [p["reference"] for p in pairs]
    assert [muse_knowmem_cut(p) for p in predictions] == out["muse_prediction_after_stop_cut"]
    knowmem = muse.knowmem_scores(predictions, references)
    close(knowmem, out["muse_knowmem_rougeL_f1"])
    close(muse.mean(knowmem), out["muse_knowmem_mean_rougeL"])
    close(100 * muse.mean(knowmem), out["muse_knowmem_reported_x100"])
    stemmed = RougeJudge(use_stemmer=True)
    scores = [stemmed.scores(p, r) for p, r in zip(predictions, references, strict=True)]
    close([s["rougeL_recall"] for s in scores], out["tofu_rougeL_recall"])
    close([s["rouge1_recall"] for s in scores], out["pistol_rouge1_recall"])
    close([s["rougeL_recall"] for s in scores], out["open_unlearning_tofu_rougeL_recall"])
    ou = [
        stemmed.scores(muse_knowmem_cut(p).strip(), r)["rougeL_f1"]
        for p, r in zip(predictions, references, strict=True)
    ]
    close(ou, out["open_unlearning_knowmem_rougeL_f1_stemmed"])


def test_muse_privleak_verbmem(golden: dict[str, Any]) -> None:
    """Entry ``muse_privleak_verbmem``: Min-k% scores, forget/holdout AUC, PrivLeak, VerbMem."""
    entry = golden["muse_privleak_verbmem"]
    inputs, out = entry["inputs"], entry["outputs"]
    aucs = {}
    for model in ("unlearned", "retrain"):
        lp = inputs["privleak"][model]
        for side in ("forget", "holdout"):
            expected = out[model][f"min_k_scores_{side}"]
            actual = [
                {f"Min-{round(r * 100)}%": muse.min_k_score(text, r) for r in muse.MIN_K_RATIOS}
                for text in lp[f"{side}_token_logprobs"]
            ]
            close(actual, expected)
        forget = [muse.min_k_score(t) for t in lp["forget_token_logprobs"]]
        holdout = [muse.min_k_score(t) for t in lp["holdout_token_logprobs"]]
        aucs[model] = muse.forget_holdout_auc(forget, holdout)
        close(aucs[model], out[model]["auc_forget_holdout"]["Min-40%"])
        ou_forget = [muse.min_k_score_open_unlearning(t) for t in lp["forget_token_logprobs"]]
        ou_holdout = [muse.min_k_score_open_unlearning(t) for t in lp["holdout_token_logprobs"]]
        close(ou_forget, out[model]["open_unlearning_min_k_0.4_scores_forget"])
        close(muse.auc_open_unlearning(ou_forget, ou_holdout), out[model]["open_unlearning_auc"])
    leak = muse.privleak(aucs["unlearned"], aucs["retrain"])
    close(leak, out["privleak_fraction"])
    close(100 * leak, out["privleak_x100"])
    published = inputs["privleak"]["published_news_retrain_auc_forget_holdout_Min-40%"]
    assert published == pytest.approx(muse.NEWS_RETRAIN_AUC)
    close(
        100 * muse.privleak(aucs["unlearned"], published),
        out["privleak_x100_vs_published_news_retrain_auc"],
    )
    ou_aucs = [out[m]["open_unlearning_auc"] for m in ("unlearned", "retrain")]
    close(muse.privleak_open_unlearning(*ou_aucs), out["open_unlearning_privleak"]["agg_value"])
    items = inputs["verbmem"]["items"]
    verbmem = muse.verbmem_scores([i["output"] for i in items], [i["gt"] for i in items])
    close(verbmem, out["verbmem"]["rougeL_f1_per_item"])
    close(muse.mean(verbmem), out["verbmem"]["mean_rougeL"])


def test_every_entry_has_a_test(golden: dict[str, Any]) -> None:
    """No entry of golden.json goes unchecked: each has a test of its own name here."""
    names = {name.removeprefix("test_") for name in globals() if name.startswith("test_")}
    assert set(golden) <= names
