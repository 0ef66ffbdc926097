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

from hanker.core.errors import InputError
from hanker.core.io import read_json, read_jsonl
from hanker.core.records import FewShot
from hanker.metrics.answer_scores import answer_scores
from hanker.metrics.generation import (
    adds_special_tokens,
    check_prompt_format,
    greedy_generate,
    labelled_token_losses,
    load_scoring_model,
    prompt_text,
)
from hanker.metrics.pistol import (
    PISTOL_METRICS_VERSION,
    PISTOL_TOP_HIT,
    deviation_score,
    eval_loop_mean,
    generation_ranks,
    mrr,
    top_hit_ratio,
)
from hanker.metrics.tofu import (
    TOFU_METRICS_VERSION,
    answer_probability,
    forget_quality,
    forget_set_ratios,
    model_utility,
    probability_with_options,
    truth_ratio,
    truth_ratio_score,
)

TOFU_QUESTIONS_PER_SET = 300  # TOFU's evaluation keeps the first 300 questions of each set
TOFU_MAX_NEW_TOKENS = 200
PISTOL_MAX_NEW_TOKENS = 512
PISTOL_BATCH_SIZE = 16
PISTOL_RANKS = ("generation", "teacher-forced")
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


def _load(model_dir: str | Path) -> _Loaded:
    tokenizer, model = load_scoring_model(model_dir)
    return _Loaded(model, tokenizer, str(model_dir))


def _pistol_set(
    loaded: _Loaded,
    pairs: Sequence[FewShot],
    ranks: str,
    prompt_format: str,
    max_new_tokens: int,
) -> dict[str, Any]:
    """ROUGE-1 recall (stemmed, raw generation), MRR and top-hit of one PISTOL set."""
    from hanker.judge.rouge import RougeJudge

    tokenizer = loaded.tokenizer
    prompts = [prompt_text(tokenizer, p.question, prompt_format) for p in pairs]
    generations = greedy_generate(
        loaded.model,
        tokenizer,
        prompts,
        max_new_tokens,
        with_scores=ranks == "generation",
        special_tokens=adds_special_tokens(prompt_format),
    )
    judge = RougeJudge(use_stemmer=True)
    rouge1 = [
        judge.scores(g.text, p.answer)["rouge1_recall"]
        for g, p in zip(generations, pairs, strict=True)
    ]
    if ranks == "generation":
        token_ranks = [
            generation_ranks(g.scores, tokenizer.encode(p.answer, add_special_tokens=False))
            for g, p in zip(generations, pairs, strict=True)
        ]
    else:
        scores = answer_scores(
            loaded.model, tokenizer, [p.question for p in pairs], [p.answer for p in pairs]
        )
        token_ranks = [s.ranks for s in scores]
    mrrs = [mrr(r) for r in token_ranks]
    hits = [top_hit_ratio(r) for r in token_ranks]
    return {
        "pairs": len(pairs),
        "rouge1_recall": statistics.fmean(rouge1),
        "mrr": statistics.fmean(mrrs),
        f"top_hit_{PISTOL_TOP_HIT}": statistics.fmean(hits),
        "mrr_eval_loop": eval_loop_mean(mrrs, PISTOL_BATCH_SIZE),
        f"top_hit_{PISTOL_TOP_HIT}_eval_loop": eval_loop_mean(hits, PISTOL_BATCH_SIZE),
    }


def score_pistol(
    model_dir: str | Path,
    sets: Mapping[str, Sequence[FewShot]],
    forget_set: str = "forget",
    retain_set: str = "retain",
    ranks: str = "generation",
    prompt_format: str = "qa",
    max_new_tokens: int = PISTOL_MAX_NEW_TOKENS,
) -> dict[str, Any]:
    """PISTOL's table for ``sets`` (name -> QA pairs).

    ``ranks="generation"`` (PISTOL's code) ranks answer tokens in the scores of greedy generation;
    ``"teacher-forced"`` (hanker's former definition) ranks them given the true prefix. The
    ``*_eval_loop`` values are what PISTOL's evaluation loop reports (batches of 16).
    """
    if ranks not in PISTOL_RANKS:
        raise ValueError(
            f"unknown PISTOL ranks {ranks!r}; choose one of: {', '.join(PISTOL_RANKS)}"
        )
    check_prompt_format(prompt_format)
    loaded = _load(model_dir)
    table = {
        name: _pistol_set(loaded, pairs, ranks, prompt_format, max_new_tokens)
        for name, pairs in sets.items()
        if pairs
    }
    out: dict[str, Any] = {
        "benchmark": "pistol",
        "metrics_version": PISTOL_METRICS_VERSION
        if ranks == "generation"
        else "pistol-teacher-forced.v1",
        "model": str(model_dir),
        "sets": table,
        "settings": {
            "ranks": ranks,
            "prompt_format": prompt_format,
            "max_new_tokens": max_new_tokens,
        },
    }
    if forget_set in table and retain_set in table:
        out["deviation_score"] = deviation_score(
            table[forget_set]["rouge1_recall"], table[retain_set]["rouge1_recall"]
        )
    return out


def _avg_losses(
    loaded: _Loaded, questions: Sequence[str], answers: Sequence[str], prompt_format: str
) -> list[float]:
    """Each answer's average per-token loss (answer tokens and EOS) given its question: ``avg_gt_loss``."""
    prompts = [prompt_text(loaded.tokenizer, q, prompt_format) for q in questions]
    losses = labelled_token_losses(
        loaded.model,
        loaded.tokenizer,
        prompts,
        answers,
        special_tokens=adds_special_tokens(prompt_format),
    )
    return [sum(x) / max(len(x), 1) for x in losses]


def _tofu_probability_and_ratios(
    loaded: _Loaded, name: str, rows: list[dict[str, Any]], prompt_format: str
) -> tuple[float, list[float]]:
    """One TOFU set's answer probability and truth ratios (from the per-token losses)."""
    questions = [r["question"] for r in rows]
    answers = [r["answer"] for r in rows]
    paraphrased = [r.get("paraphrased_answer") or r["answer"] for r in rows]
    perturbed = [
        r["perturbed_answer"]
        if isinstance(r["perturbed_answer"], list)
        else [r["perturbed_answer"]]
        for r in rows
    ]
    correct = _avg_losses(loaded, questions, answers, prompt_format)
    para = (
        _avg_losses(loaded, questions, paraphrased, prompt_format)
        if name in {"forget", "retain"}
        else correct  # TOFU's base answer on real authors and world facts is the true one
    )
    flat_q = [q for q, ps in zip(questions, perturbed, strict=True) for _ in ps]
    flat_a = [a for ps in perturbed for a in ps]
    flat = iter(_avg_losses(loaded, flat_q, flat_a, prompt_format))
    pert = [[next(flat) for _ in ps] for ps in perturbed]
    ratios = [truth_ratio(a, p) for a, p in zip(para, pert, strict=True)]
    if name in {"real_authors", "world_facts"}:
        probability = statistics.fmean(
            probability_with_options(c, p) for c, p in zip(correct, pert, strict=True)
        )
    else:
        probability = statistics.fmean(answer_probability(c) for c in correct)
    return probability, ratios


def _tofu_set(
    loaded: _Loaded,
    rouge: Any,
    name: str,
    rows: list[dict[str, Any]],
    prompt_format: str,
    max_new_tokens: int,
) -> dict[str, Any]:
    """One TOFU set's row: probability, ROUGE-L recall of greedy answers, truth ratio."""
    probability, ratios = _tofu_probability_and_ratios(loaded, name, rows, prompt_format)
    prompts = [prompt_text(loaded.tokenizer, r["question"], prompt_format) for r in rows]
    generated = [
        g.text
        for g in greedy_generate(
            loaded.model,
            loaded.tokenizer,
            prompts,
            max_new_tokens,
            special_tokens=adds_special_tokens(prompt_format),
        )
    ]
    rouge_l = statistics.fmean(
        rouge.scores(g, r["answer"])["rougeL_recall"] for g, r in zip(generated, rows, strict=True)
    )
    return {
        "questions": len(rows),
        "probability": probability,
        "rougeL_recall": rouge_l,
        "truth_ratio": truth_ratio_score(ratios, forget=name == "forget"),
        "truth_ratios": ratios,
    }


def score_tofu(
    model_dir: str | Path,
    tofu_dir: str | Path,
    forget: str = "forget10",
    retain_result: str | Path | None = None,
    limit: int | None = TOFU_QUESTIONS_PER_SET,
    prompt_format: str = "qa",
    max_new_tokens: int = TOFU_MAX_NEW_TOKENS,
) -> dict[str, Any]:
    """TOFU's table for one model on the files in ``tofu_dir``.

    As TOFU's evaluation: the first ``limit`` questions of each set (300), answers generated up to
    ``max_new_tokens`` (200) without stop strings, losses over the answer tokens and EOS of
    prompt + answer tokenized in one pass. ``retain_result`` is a ``score.json`` of a retain-only
    model or a TOFU eval log (``eval_log_aggregated.json``) with ``eval_log_forget.json`` in it.
    """
    check_prompt_format(prompt_format)
    from hanker.judge.rouge import RougeJudge

    loaded = _load(model_dir)
    rouge = RougeJudge(use_stemmer=True)
    sets: dict[str, Any] = {}
    for name, pattern in TOFU_SETS.items():
        path = Path(tofu_dir) / pattern.format(forget=forget)
        if not path.exists():
            raise InputError(path, "no such TOFU file")
        rows = read_jsonl(path)[:limit] if limit else read_jsonl(path)
        sets[name] = _tofu_set(loaded, rouge, name, rows, prompt_format, max_new_tokens)
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
    out["settings"] = {
        "prompt_format": prompt_format,
        "max_new_tokens": max_new_tokens,
        "questions_per_set": limit,
    }
    if retain_result:
        out["forget_quality"] = forget_quality(
            sets["forget"]["truth_ratios"], retain_forget_ratios(retain_result)
        )
        out["forget_quality_reference"] = str(retain_result)
    return out


def retain_forget_ratios(path: str | Path) -> list[float]:
    """Forget-set truth ratios of the retain-only model: a hanker ``score.json`` or a TOFU eval log."""
    reference = read_json(path)
    if "sets" in reference:
        return list(reference["sets"]["forget"]["truth_ratios"])
    if "eval_log_forget.json" in reference:
        return forget_set_ratios(reference["eval_log_forget.json"])
    raise InputError(
        path,
        "neither a hanker score.json nor a TOFU eval log with 'eval_log_forget.json'",
    )


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
