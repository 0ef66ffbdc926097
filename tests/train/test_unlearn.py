"""Unlearning on a tiny model that memorized 10 PISTOL contracts: every method changes the forget answers;
GD and NPO forget edge A_C while the other edges stay, and SimNPO, RMU and Task Vector change the forget
answers while retained-edge ROUGE-1 stays >= 0.8 (the settings below are the documented ones)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hanker.core.records import FewShot
from hanker.judge.rouge import RougeJudge
from hanker.models.hf_target import HFTarget
from hanker.train.methods import METHODS
from hanker.train.unlearn import UnlearnConfig, unlearn_to_folder

ROOT = Path(__file__).resolve().parents[2]
# lr, epochs, hyperparameters per method (batch 4, warm-up over the first epoch: PISTOL's defaults)
SETTINGS = {
    "ga": (1e-4, 20, {}),
    "gd": (1e-4, 20, {"retain_weight": 5.0}),
    "ukl": (3e-4, 20, {}),
    "dpo": (1e-3, 20, {}),
    "npo": (1e-4, 20, {"retain_weight": 10.0}),
    "dpo_ou": (1e-3, 20, {}),
    "ukl_answer": (3e-4, 20, {}),
    "simnpo": (3e-4, 10, {}),  # open-unlearning's defaults: beta 4.5, delta 0, weights 0.125 / 1
    "rmu": (1e-3, 10, {"layer": 1, "retain_weight": 10.0}),  # steering 2; layers 0-1 trained
    "task_vector": (
        1e-3,
        10,
        {"alpha": 0.5},
    ),  # 10 epochs of fine-tuning on forget, half subtracted
}
KEEPS_RETAIN = {"gd", "npo", "simnpo", "rmu", "task_vector"}


def _edges() -> list[str]:
    rows = json.loads((ROOT / "corpora" / "pistol-demo" / "qa.json").read_text())[:200]
    return [r["edge"] for r in rows]


def _rouge1(model: Path, pairs: list[FewShot]) -> tuple[float, list[str]]:
    answers = HFTarget(str(model), max_new_tokens=24).answer([p.question for p in pairs])
    results = RougeJudge().judge([""] * len(pairs), answers, [p.answer for p in pairs])
    return sum(r.extra["rouge1_recall"] for r in results) / len(results), answers


@pytest.mark.slow
@pytest.mark.parametrize("method", list(SETTINGS))
def test_unlearning_methods(
    method: str, memorized_lm: Path, memorized_qa: list[FewShot], tmp_path: Path
) -> None:
    edges = _edges()
    forget = [p for p, e in zip(memorized_qa, edges, strict=True) if e == "A_C"]
    retain = [p for p, e in zip(memorized_qa, edges, strict=True) if e != "A_C"]
    before, before_answers = _rouge1(memorized_lm, forget)
    lr, epochs, hyper = SETTINGS[method]
    manifest = unlearn_to_folder(
        memorized_lm,
        tmp_path / method,
        forget,
        retain,
        UnlearnConfig(
            method=method, learning_rate=lr, epochs=epochs, batch_size=4, hyperparameters=hyper
        ),
    )
    assert manifest["method_version"] == METHODS.get(method).version
    assert manifest["config"]["learning_rate"] == lr
    after, after_answers = _rouge1(tmp_path / method, forget)
    kept, _ = _rouge1(tmp_path / method, retain)
    assert before > 0.9
    assert after_answers != before_answers  # every method changes the forget answers
    if method in {"gd", "npo"}:
        assert after <= 0.3, (method, after)
    if method in KEEPS_RETAIN:
        assert kept >= 0.8, (method, kept)


@pytest.mark.slow
def test_lr_sweep_picks_the_rate_that_forgets_within_the_retain_threshold(
    memorized_lm: Path, memorized_qa: list[FewShot], tmp_path: Path
) -> None:
    from hanker.train.sweep import lr_sweep

    edges = _edges()
    forget = [p for p, e in zip(memorized_qa, edges, strict=True) if e == "A_C"]
    retain = [p for p, e in zip(memorized_qa, edges, strict=True) if e != "A_C"]
    config = UnlearnConfig(
        method="npo", epochs=20, batch_size=4, hyperparameters={"retain_weight": 10.0}
    )
    summary = lr_sweep(
        memorized_lm, tmp_path, forget, retain, config, [1e-6, 1e-4, 1e-3], retain_threshold=0.8
    )
    by_rate = {r["learning_rate"]: r for r in summary["runs"]}
    assert by_rate[1e-6]["forget_rouge1"] > 0.9  # too small a rate forgets nothing
    kept = [r for r in summary["runs"] if r["retain_rouge1"] >= 0.8]
    best = min(kept, key=lambda r: r["forget_rouge1"])
    assert summary["best"]["learning_rate"] == best["learning_rate"] != 1e-6
    assert (tmp_path / "best" / "unlearn.json").exists() and (tmp_path / "sweep.json").exists()


@pytest.mark.slow
def test_npo_through_a_lora_adapter_forgets_and_leaves_the_base_untouched(
    memorized_lm: Path,
    memorized_qa: list[FewShot],
    tmp_path: Path,
) -> None:
    edges = _edges()
    forget = [p for p, e in zip(memorized_qa, edges, strict=True) if e == "A_C"]
    retain = [p for p, e in zip(memorized_qa, edges, strict=True) if e != "A_C"]
    out = tmp_path / "npo-lora"
    manifest = unlearn_to_folder(
        memorized_lm,
        out,
        forget,
        retain,
        UnlearnConfig(
            method="npo",
            learning_rate=1e-3,
            epochs=8,
            lora=True,
            hyperparameters={"retain_weight": 3.0},
        ),
    )
    assert manifest["config"]["lora"] and (out / "adapter_config.json").exists()
    assert not (out / "model.safetensors").exists()
    before, _ = _rouge1(memorized_lm, forget)
    after, _ = _rouge1(out, forget)
    kept, _ = _rouge1(out, retain)
    assert after < before - 0.3 and kept > 0.6


def test_refusals_come_from_the_benchmark_file(tmp_path: Path) -> None:
    from hanker.train.unlearn import idk_answers

    shipped = ROOT.parent / "shared" / "corpora" / "tofu" / "idontknow.jsonl"
    path = shipped if shipped.exists() else tmp_path / "idk.jsonl"
    if not shipped.exists():
        path.write_text('I\'m not certain about that.\n"I have no idea."\n\n')
    answers = idk_answers(path)
    assert answers[0] == "I'm not certain about that." and all(a.strip() == a for a in answers)
    assert len(answers) == len([line for line in path.read_text().splitlines() if line.strip()])
    assert idk_answers() and idk_answers() != answers  # hanker's own list otherwise
    quoted = tmp_path / "quoted.jsonl"
    quoted.write_text('"I have no idea."\n')
    assert idk_answers(quoted) == ["I have no idea."]


def test_unlearn_manifest_reports_tokens_per_second_and_peak_memory(
    memorized_lm: Path, memorized_qa: list[FewShot], tmp_path: Path
) -> None:
    from transformers import AutoTokenizer

    from hanker.train.batch import qa_examples

    forget = [p for p, e in zip(memorized_qa, _edges(), strict=True) if e == "A_C"]
    config = UnlearnConfig(method="ga", learning_rate=1e-5, epochs=2, batch_size=4)
    manifest = unlearn_to_folder(memorized_lm, tmp_path / "ga", forget, [], config)
    rows = qa_examples(AutoTokenizer.from_pretrained(memorized_lm), forget)
    throughput = manifest["throughput"]
    # GA runs the model on the forget rows only: every real token of every epoch, no padding
    assert throughput["tokens"] == 2 * sum(len(ids) for ids, _ in rows)
    assert throughput["tokens_per_second"] == pytest.approx(
        throughput["tokens"] / throughput["seconds"], rel=0.01
    )
    assert throughput["peak_memory_mb"] > 0 and throughput["optimizer"] == "adamw foreach"
