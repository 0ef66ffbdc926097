"""``hanker score``: PISTOL and TOFU tables for one model.

PISTOL: per set (forget edges, retained edges, independent retained edges, factual set):
ROUGE-1 recall of greedy answers, MRR and top-hit ratio (m = 100) over the answer tokens;
the deviation score from the forget and retained ROUGE-1.

TOFU: on forget (``forgetXX_perturbed``), retain (``retain_perturbed``), real authors and
world facts: answer probability (normalized; relative to the perturbed answers on real
authors and world facts), ROUGE-L recall (stemmed) of greedy answers, and the truth ratio;
forget quality against a retain-only model's result file; model utility. Per-question truth
ratios are written out, so a run on a retain-only model is the reference of later runs.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hanker.errors import InputError
from hanker.io import read_json, read_jsonl
from hanker.metrics.pistol import PISTOL_METRICS_VERSION, deviation_score, mrr, top_hit_ratio
from hanker.metrics.scoring import answer_scores
from hanker.metrics.tofu import (
    TOFU_METRICS_VERSION,
    answer_probability,
    forget_quality,
    model_utility,
    probability_with_options,
    truth_ratio,
    truth_ratio_score,
)
from hanker.models.base import FewShot

TOFU_SETS = {
    "forget": "{forget}_perturbed.jsonl",
    "retain": "retain_perturbed.jsonl",
    "real_authors": "real_authors_perturbed.jsonl",
    "world_facts": "world_facts_perturbed.jsonl",
}


@dataclass
class _Loaded:
    """One model in memory, shared by teacher-forced scoring and greedy answering."""

    model: Any
    tokenizer: Any
    path: str

    def greedy(self, questions: Sequence[str], max_new_tokens: int) -> list[str]:
        """Greedy answers with the loaded model (no second load)."""
        from hanker.models.hf_target import HFTarget

        target = HFTarget(
            self.path, max_new_tokens=max_new_tokens, preloaded=(self.tokenizer, self.model)
        )
        return target.answer(list(questions))


def _load(model_dir: str | Path) -> _Loaded:
    from hanker.models.device import pick_device
    from hanker.models.hf_target import load_causal_lm

    tokenizer, model = load_causal_lm(str(model_dir), pick_device(None), None)
    return _Loaded(model, tokenizer, str(model_dir))


def rouge1_recalls(
    model_dir: str | Path,
    *pair_sets: Sequence[FewShot],
    preloaded: tuple[Any, Any] | None = None,
    max_new_tokens: int = 32,
) -> list[float]:
    """Mean ROUGE-1 recall of the model's greedy answers on each set.

    The model is loaded once from ``model_dir``, or not at all when ``preloaded`` is the
    ``(tokenizer, model)`` already in memory (right after training it).
    """
    from hanker.judge.rouge import RougeJudge
    from hanker.models.hf_target import HFTarget

    target = HFTarget(str(model_dir), max_new_tokens=max_new_tokens, preloaded=preloaded)
    judge = RougeJudge()
    scores = []
    for pairs in pair_sets:
        answers = target.answer([p.question for p in pairs])
        results = judge.judge([""] * len(pairs), answers, [p.answer for p in pairs])
        scores.append(
            statistics.fmean(r.extra["rouge1_recall"] for r in results) if results else 0.0
        )
    return scores


def score_pistol(
    model_dir: str | Path,
    sets: Mapping[str, Sequence[FewShot]],
    forget_set: str = "forget",
    retain_set: str = "retain",
    m: int = 100,
) -> dict[str, Any]:
    """PISTOL's table for ``sets`` (name -> QA pairs)."""
    loaded = _load(model_dir)
    table: dict[str, Any] = {}
    for name, pairs in sets.items():
        if not pairs:
            continue
        [rouge1] = rouge1_recalls(model_dir, pairs, preloaded=(loaded.tokenizer, loaded.model))
        scores = answer_scores(
            loaded.model, loaded.tokenizer, [p.question for p in pairs], [p.answer for p in pairs]
        )
        table[name] = {
            "pairs": len(pairs),
            "rouge1_recall": rouge1,
            "mrr": statistics.fmean(mrr(s.ranks) for s in scores),
            f"top_hit_{m}": statistics.fmean(top_hit_ratio(s.ranks, m) for s in scores),
        }
    out: dict[str, Any] = {
        "benchmark": "pistol",
        "metrics_version": PISTOL_METRICS_VERSION,
        "model": str(model_dir),
        "sets": table,
    }
    if forget_set in table and retain_set in table:
        out["deviation_score"] = deviation_score(
            table[forget_set]["rouge1_recall"], table[retain_set]["rouge1_recall"]
        )
    return out


def _avg_losses(loaded: _Loaded, questions: Sequence[str], answers: Sequence[str]) -> list[float]:
    """Each answer's average per-token loss given its question (TOFU's ``avg_gt_loss``)."""
    scores = answer_scores(loaded.model, loaded.tokenizer, questions, answers)
    return [-sum(s.log_probs) / max(len(s.log_probs), 1) for s in scores]


def score_tofu(
    model_dir: str | Path,
    tofu_dir: str | Path,
    forget: str = "forget10",
    retain_result: str | Path | None = None,
    limit: int | None = None,
) -> dict[str, Any]:
    """TOFU's table for one model on the files in ``tofu_dir``."""
    from hanker.judge.rouge import RougeJudge

    loaded = _load(model_dir)
    rouge = RougeJudge(use_stemmer=True)
    sets: dict[str, Any] = {}
    for name, pattern in TOFU_SETS.items():
        path = Path(tofu_dir) / pattern.format(forget=forget)
        if not path.exists():
            raise InputError(path, "no such TOFU file")
        rows = read_jsonl(path)[:limit] if limit else read_jsonl(path)
        questions = [r["question"] for r in rows]
        answers = [r["answer"] for r in rows]
        paraphrased = [r.get("paraphrased_answer") or r["answer"] for r in rows]
        perturbed = [
            r["perturbed_answer"]
            if isinstance(r["perturbed_answer"], list)
            else [r["perturbed_answer"]]
            for r in rows
        ]
        correct = _avg_losses(loaded, questions, answers)
        para = (
            _avg_losses(loaded, questions, paraphrased)
            if name in {"forget", "retain"}
            else correct  # TOFU's base answer on real authors and world facts is the true one
        )
        flat_q = [q for q, ps in zip(questions, perturbed, strict=True) for _ in ps]
        flat_a = [a for ps in perturbed for a in ps]
        flat = iter(_avg_losses(loaded, flat_q, flat_a))
        pert = [[next(flat) for _ in ps] for ps in perturbed]
        ratios = [truth_ratio(a, p) for a, p in zip(para, pert, strict=True)]
        if name in {"real_authors", "world_facts"}:
            probability = statistics.fmean(
                probability_with_options(c, p) for c, p in zip(correct, pert, strict=True)
            )
        else:
            probability = statistics.fmean(answer_probability(c) for c in correct)
        generated = loaded.greedy(questions, 64)
        rouge_l = statistics.fmean(
            rouge.scores(g, a)["rougeL_recall"] for g, a in zip(generated, answers, strict=True)
        )
        sets[name] = {
            "questions": len(rows),
            "probability": probability,
            "rougeL_recall": rouge_l,
            "truth_ratio": truth_ratio_score(ratios, forget=name == "forget"),
            "truth_ratios": ratios,
        }
    utility_values = [
        sets[s][k]
        for s in ("retain", "real_authors", "world_facts")
        for k in ("probability", "rougeL_recall", "truth_ratio")
    ]
    out: dict[str, Any] = {
        "benchmark": "tofu",
        "metrics_version": TOFU_METRICS_VERSION,
        "model": str(model_dir),
        "forget_split": forget,
        "sets": sets,
        "model_utility": model_utility(utility_values),
        "forget_quality": None,
    }
    if retain_result:
        reference = read_json(retain_result)
        out["forget_quality"] = forget_quality(
            sets["forget"]["truth_ratios"], reference["sets"]["forget"]["truth_ratios"]
        )
    return out


def markdown_table(result: dict[str, Any]) -> str:
    """The result in the papers' layout."""
    if result["benchmark"] == "pistol":
        keys = [k for k in next(iter(result["sets"].values())) if k != "pairs"]
        lines = [
            "| set | pairs | " + " | ".join(keys) + " |",
            "| --- | ---: |" + " ---: |" * len(keys),
        ]
        for name, row in result["sets"].items():
            lines.append(
                f"| {name} | {row['pairs']} | " + " | ".join(f"{row[k]:.4f}" for k in keys) + " |"
            )
        if "deviation_score" in result:
            lines += ["", f"Deviation score: **{result['deviation_score']:.2f}** (lower is better)"]
        return "\n".join(lines) + "\n"
    lines = [
        "| set | questions | probability | ROUGE-L recall | truth ratio |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for name, row in result["sets"].items():
        lines.append(
            f"| {name} | {row['questions']} | {row['probability']:.4f} | {row['rougeL_recall']:.4f} | {row['truth_ratio']:.4f} |"
        )
    quality = result["forget_quality"]
    lines += [
        "",
        f"Model utility: **{result['model_utility']:.4f}**  ",
        "Forget quality: "
        + (f"**{quality:.4g}**" if quality is not None else "n/a (give --retain-result)"),
    ]
    return "\n".join(lines) + "\n"
