"""``hanker score --muse``: MUSE's VerbMem, KnowMem and PrivLeak of one model, plus exact
memorization and extraction strength (open-unlearning's definitions) of its sets.

- VerbMem: greedy continuations (128 new tokens) of ``verbmem/forget.json`` prompts against
  the ground truth cut to its first 128 token ids; mean ROUGE-L F1 without stemming.
- KnowMem (forget, retain): greedy answers (32 new tokens) to ``knowmem/*_qa.json`` after
  the few-shot block of the matching ``*_qa_icl.json`` file, the whole prompt tokenized in
  one pass; the answer is cut before ``\\n\\n``, ``\\nQuestion``, ``Question:``; mean
  ROUGE-L F1 without stemming.
- PrivLeak: Min-40% score of every ``privleak/forget.json`` and ``privleak/holdout.json``
  text, their AUC, and ``(AUC - AUC_retrain) / AUC_retrain x 100``. ``AUC_retrain`` is
  given, computed from a retrained model, or MUSE-News's shipped 0.4772 for a ``news`` folder.
- Exact memorization and extraction strength on the VerbMem (prompt, ground truth) pairs
  and the KnowMem QA pairs (``Question: {q}\\nAnswer: `` then the answer).
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hanker import __version__
from hanker.core.errors import ConfigError, InputError
from hanker.core.io import read_json
from hanker.core.records import FewShot
from hanker.metrics import muse
from hanker.metrics.generation import load_scoring_model
from hanker.metrics.muse import (
    DEFAULT_MIN_K,
    forget_holdout_auc,
    mean,
    min_k_score,
    privleak,
)
from hanker.metrics.muse_model import (
    cut_reference,
    greedy_continuations,
    memorization,
    text_log_probs,
)
from hanker.models.base import format_prompt

MUSE_SCORE_VERSION = "muse.v1"
VERBMEM_NEW_TOKENS = 128
KNOWMEM_NEW_TOKENS = 32
MIN_K_RATIO = DEFAULT_MIN_K
NEWS_RETRAIN_AUC = 0.4772  # MUSE-News's retrained model, forget_holdout_Min-40%
KNOWMEM_SETS = {"forget": "forget_qa", "retain": "retain2_qa"}


def _read(folder: Path, name: str, limit: int | None) -> list[Any]:
    path = folder / name
    if not path.exists():
        raise InputError(path, "missing MUSE file (expected knowmem/, verbmem/ and privleak/)")
    rows = read_json(path)
    if not isinstance(rows, list):
        raise InputError(path, "a MUSE file must hold a JSON list")
    return rows if limit is None else rows[:limit]


def _memorization(model: Any, tokenizer: Any, pairs: Sequence[tuple[str, str]]) -> dict[str, float]:
    scores = [memorization(model, tokenizer, prefix, target) for prefix, target in pairs]
    return {
        "exact_memorization": statistics.fmean(s[0] for s in scores) if scores else 0.0,
        "extraction_strength": statistics.fmean(s[1] for s in scores) if scores else 0.0,
    }


def verbmem_scores(model: Any, tokenizer: Any, rows: Sequence[dict[str, str]]) -> dict[str, Any]:
    """VerbMem (mean ROUGE-L F1 of continuations) and memorization of the (prompt, gt) pairs."""
    outputs = greedy_continuations(
        model, tokenizer, [r["prompt"] for r in rows], VERBMEM_NEW_TOKENS
    )
    references = [cut_reference(tokenizer, r["gt"], VERBMEM_NEW_TOKENS) for r in rows]
    f1 = muse.verbmem_scores(outputs, references)
    pairs = [(r["prompt"], r["gt"]) for r in rows]
    return {"rougeL_f1": mean(f1), "items": len(rows)} | _memorization(model, tokenizer, pairs)


def knowmem_scores(
    model: Any, tokenizer: Any, qa: Sequence[FewShot], icl: Sequence[FewShot]
) -> dict[str, Any]:
    """KnowMem (mean ROUGE-L F1 of few-shot answers) and memorization of the QA pairs."""
    prompts = [format_prompt(p.question, icl) for p in qa]
    raw = greedy_continuations(model, tokenizer, prompts, KNOWMEM_NEW_TOKENS)
    f1 = muse.knowmem_scores(raw, [p.answer for p in qa])
    pairs = [(format_prompt(p.question), p.answer) for p in qa]
    return {
        "rougeL_f1": mean(f1),
        "items": len(qa),
    } | _memorization(model, tokenizer, pairs)


def min_k_auc(model: Any, tokenizer: Any, forget: Sequence[str], holdout: Sequence[str]) -> float:
    """AUC of Min-40% scores, forget texts against holdout texts (MUSE's ``forget_holdout_Min-40%``)."""

    def scores(texts: Sequence[str]) -> list[float]:
        return [min_k_score(text_log_probs(model, tokenizer, t), MIN_K_RATIO) for t in texts]

    try:
        return forget_holdout_auc(scores(forget), scores(holdout))
    except ValueError as exc:  # a text too short for one Min-k token, or an empty set
        raise ConfigError(f"PrivLeak: {exc}") from None


def _qa(rows: Sequence[dict[str, Any]]) -> list[FewShot]:
    return [FewShot(str(r["question"]), str(r["answer"])) for r in rows]


def _retrain_auc(
    folder: Path,
    retrain_auc: float | None,
    retrain_model: str | None,
    forget: Sequence[str],
    holdout: Sequence[str],
) -> tuple[float, str]:
    """The retrained model's AUC and where it came from."""
    if retrain_auc is not None and retrain_model is not None:
        raise ConfigError("give --retrain-auc or --retrain-model, not both")
    if retrain_auc is not None:
        if not 0 < retrain_auc < 1:
            raise ConfigError(f"--retrain-auc must be in (0, 1), got {retrain_auc}")
        return retrain_auc, "given"
    if retrain_model is not None:
        tokenizer, model = load_scoring_model(retrain_model)
        auc = min_k_auc(model, tokenizer, forget, holdout)
        if auc == 0:
            raise ConfigError(
                f"{retrain_model}: the retrained model's AUC is 0; PrivLeak is undefined"
            )
        return auc, f"model {retrain_model}"
    if Path(os.path.abspath(folder)).name == "news":
        return NEWS_RETRAIN_AUC, "MUSE-News shipped value"
    raise ConfigError(
        f"{folder}: PrivLeak needs the retrained model's AUC: give --retrain-auc or --retrain-model "
        "(the shipped default exists only for MUSE-News, a folder named news)"
    )


def score_muse(
    model_dir: str,
    folder: str | Path,
    retrain_auc: float | None = None,
    retrain_model: str | None = None,
    limit: int | None = None,
) -> dict[str, Any]:
    """MUSE's table for ``model_dir`` on the corpus ``folder`` (``limit``: first N items per set)."""
    root = Path(folder)
    forget_texts = [str(t) for t in _read(root, "privleak/forget.json", limit)]
    holdout_texts = [str(t) for t in _read(root, "privleak/holdout.json", limit)]
    verbmem_rows = _read(root, "verbmem/forget.json", limit)
    knowmem = {
        name: (
            _qa(_read(root, f"knowmem/{stem}.json", limit)),
            _qa(_read(root, f"knowmem/{stem}_icl.json", None)),
        )
        for name, stem in KNOWMEM_SETS.items()
    }
    reference_auc, source = _retrain_auc(
        root, retrain_auc, retrain_model, forget_texts, holdout_texts
    )
    tokenizer, model = load_scoring_model(model_dir)
    model_auc = min_k_auc(model, tokenizer, forget_texts, holdout_texts)
    return {
        "benchmark": "muse",
        "metrics_version": MUSE_SCORE_VERSION,
        "hanker_version": __version__,
        "model": model_dir,
        "verbmem": verbmem_scores(model, tokenizer, verbmem_rows),
        "knowmem": {
            name: knowmem_scores(model, tokenizer, qa, icl) for name, (qa, icl) in knowmem.items()
        },
        "privleak": {
            "auc": model_auc,
            "retrain_auc": reference_auc,
            "retrain_auc_source": source,
            "privleak": 100 * privleak(model_auc, reference_auc),
            "min_k_ratio": MIN_K_RATIO,
            "forget_texts": len(forget_texts),
            "holdout_texts": len(holdout_texts),
        },
        "config": {
            "muse": str(root),
            "limit": limit,
            "verbmem_new_tokens": VERBMEM_NEW_TOKENS,
            "knowmem_new_tokens": KNOWMEM_NEW_TOKENS,
            "rouge": "rougeL F1, no stemmer",
        },
    }


def muse_markdown(result: dict[str, Any]) -> str:
    """score.md: one row per number."""
    rows = [("VerbMem ROUGE-L F1 (forget)", result["verbmem"]["rougeL_f1"])]
    rows += [
        (f"KnowMem ROUGE-L F1 ({name})", scores["rougeL_f1"])
        for name, scores in result["knowmem"].items()
    ]
    leak = result["privleak"]
    rows += [
        ("Min-40% AUC (forget vs holdout)", leak["auc"]),
        (f"retrain AUC ({leak['retrain_auc_source']})", leak["retrain_auc"]),
        ("PrivLeak (%)", leak["privleak"]),
    ]
    sets = [("verbmem forget", result["verbmem"])] + [
        (f"knowmem {n}", s) for n, s in result["knowmem"].items()
    ]
    for name, scores in sets:
        rows.append((f"exact memorization ({name})", scores["exact_memorization"]))
        rows.append((f"extraction strength ({name})", scores["extraction_strength"]))
    lines = [f"# MUSE scores: {result['model']} ({result['metrics_version']})", ""]
    lines += ["| metric | value |", "|---|---|"]
    lines += [f"| {name} | {value:.4f} |" for name, value in rows]
    return "\n".join(lines) + "\n"
