"""Adding a judge is one class and one registry line: a throwaway judge runs through evaluate.

Nothing outside this file knows the judge: it is registered in ``JUDGES`` only, takes its
options from ``judge_options["overlap"]``, and its per-case fields and summary entry come
out of the real evaluation path (a tiny transformers model answering a real suite).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from hanker.core.errors import ConfigError
from hanker.evaluate import EvaluateConfig, ModelSpec, evaluate_suite
from hanker.judge import JUDGES
from hanker.judge.base import BaseJudge, JudgeResult


class OverlapJudge(BaseJudge):
    """Share of the reference's words found in the prediction (a case-folded bag of words)."""

    name = "overlap"
    version = "overlap.test.v1"

    def __init__(self, threshold: float = 0.5, lowercase: bool = True) -> None:
        self.threshold = threshold
        self.lowercase = lowercase
        self.info = {"judge": self.name, "version": self.version, "threshold": threshold}

    def _words(self, text: str) -> set[str]:
        return set((text.lower() if self.lowercase else text).split())

    def judge(
        self, questions: Sequence[str], predictions: Sequence[str], references: Sequence[str]
    ) -> list[JudgeResult]:
        out = []
        for prediction, reference in zip(predictions, references, strict=True):
            wanted = self._words(reference)
            score = len(wanted & self._words(prediction)) / len(wanted) if wanted else 0.0
            out.append(self.result(score, score >= self.threshold))
        return out


@pytest.fixture
def overlap_judge() -> Iterator[None]:
    JUDGES.register("overlap", OverlapJudge, "test: word overlap with the reference")
    try:
        yield
    finally:
        JUDGES.unregister("overlap")


def _suite(path: Path) -> Path:
    rows = [
        {"id": "a", "question": "Who wrote the contract?", "answer": "the seller"},
        {"id": "b", "question": "Where is the buyer based?", "answer": "Lyon"},
        {"id": "c", "question": "What is sold?", "answer": "steel pipes"},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_a_registered_judge_runs_through_evaluate(
    overlap_judge: None, tiny_causal_lm: Path, tmp_path: Path
) -> None:
    suite = _suite(tmp_path / "suite.jsonl")
    config = EvaluateConfig(
        suite=suite,
        models=(ModelSpec(str(tiny_causal_lm), options=(("max_new_tokens", 8),)),),
        out=tmp_path / "ev",
        judges=("rouge", "overlap"),
        judge_options={"overlap": {"threshold": 0.0, "lowercase": False}},
    )
    summary = evaluate_suite(config)
    records = [json.loads(x) for x in (tmp_path / "ev" / "records.jsonl").read_text().splitlines()]
    assert len(records) == 3
    judge = OverlapJudge(threshold=0.0, lowercase=False)
    expected = judge.judge(
        [r["question"] for r in records],
        [r["prediction"] for r in records],
        [r["reference"] for r in records],
    )
    for record, result in zip(records, expected, strict=True):
        assert record["overlap_score"] == round(result.score, 6)
        assert record["kmc"]["overlap"] is True  # threshold 0.0 from judge_options
        assert "rouge1_recall" in record and "entailment" not in record
    entry = summary["models"][str(tiny_causal_lm)]["judges"]["overlap"]
    assert entry["kmc"] == 3 and entry["version"] == "overlap.test.v1"
    assert entry["threshold"] == 0.0
    assert entry["mean_score"] == pytest.approx(
        sum(round(r.score, 6) for r in expected) / 3, abs=1e-6
    )
    assert summary["config"]["judge_options"] == {"overlap": {"threshold": 0.0, "lowercase": False}}
    assert "| overlap |" in (tmp_path / "ev" / "report.md").read_text()


def test_a_judge_option_it_does_not_take_is_refused_before_any_answer(
    overlap_judge: None, tiny_causal_lm: Path, tmp_path: Path
) -> None:
    config = EvaluateConfig(
        suite=_suite(tmp_path / "suite.jsonl"),
        models=(ModelSpec(str(tiny_causal_lm)),),
        out=tmp_path / "ev",
        judges=("overlap",),
        judge_options={"overlap": {"stemmer": True}},
    )
    with pytest.raises(ConfigError, match="judge 'overlap' takes no option"):
        evaluate_suite(config)
    assert not (tmp_path / "ev" / "answers").exists()


def test_an_unregistered_judge_is_gone(tmp_path: Path) -> None:
    assert "overlap" not in JUDGES
    with pytest.raises(ConfigError, match="judges: unknown 'overlap'"):
        EvaluateConfig(
            suite=tmp_path / "s.jsonl", models=(), out=tmp_path, judges=("overlap",)
        ).check_judges()


def test_run_config_flat_settings_and_judge_options_tables(tmp_path: Path) -> None:
    from hanker.run.pipeline import demo_config_text, load_run_config

    text = demo_config_text()
    judges = 'judges = ["rouge", "embedding"]'
    assert judges in text
    config_file = tmp_path / "run.toml"
    config_file.write_text(
        text.replace(
            judges,
            f"{judges}\nrouge_threshold = 0.9\nembedding_threshold = 0.6\n"
            "[evaluate.judge_options.embedding]\nthreshold = 0.7\nbatch_size = 8",
        )
    )
    config = load_run_config(config_file, out=tmp_path / "o")
    assert config.evaluate is not None
    assert config.evaluate.judge_options == {
        "rouge": {"threshold": 0.9},
        "embedding": {"threshold": 0.7, "batch_size": 8},  # the table wins over the flat key
    }
    config_file.write_text(
        text.replace(judges, f"{judges}\n[evaluate.judge_options.rouge]\nstemmer = true")
    )
    with pytest.raises(
        ConfigError, match=r"\[evaluate\] judge 'rouge' takes no option\(s\) stemmer"
    ):
        load_run_config(config_file, out=tmp_path / "o")
