"""Judges: ROUGE equals rouge_score, NLI through the tiny DeBERTa fixture, embeddings through real MiniLM."""

from __future__ import annotations

from pathlib import Path

import pytest
from rouge_score import rouge_scorer

from hanker.judge import make_judge

PAIRS = [
    ("The cat sat on the mat.", "the cat sat"),
    ("Paris is the capital.", "Paris"),
    ("running runners ran", "run"),
    ("", "Lyon"),
    ("It was 45 days.", "45 days"),
    ("Jzrcws SA and Wnzatj SAS", "Wnzatj SAS"),
]


@pytest.mark.parametrize("stemmer", [False, True])
def test_rouge_equals_rouge_score(stemmer: bool) -> None:
    judge = make_judge("rouge", use_stemmer=stemmer)
    reference = rouge_scorer.RougeScorer(["rouge1", "rougeL"], use_stemmer=stemmer)
    results = judge.judge(["q"] * len(PAIRS), [p for p, _ in PAIRS], [r for _, r in PAIRS])
    for (prediction, target), result in zip(PAIRS, results, strict=True):
        expected = reference.score(target, prediction)  # MUSE and TOFU: reference as target
        assert result.extra["rouge1_recall"] == expected["rouge1"].recall
        assert result.extra["rougeL_recall"] == expected["rougeL"].recall
        assert result.extra["rougeL_f1"] == expected["rougeL"].fmeasure
        assert result.kmc == (expected["rouge1"].recall >= 1.0)
    # TOFU's stemmed ROUGE-L recall differs from the unstemmed one on inflected words
    if stemmer:
        assert results[2].extra["rougeL_recall"] == 1.0


def test_nli_judge_through_the_tiny_classifier(tiny_nli_classifier: Path) -> None:
    judge = make_judge("nli", model=str(tiny_nli_classifier), batch_size=2, threshold=0.3)
    assert judge.info["entailment_index"] == 0 and judge.info["entailment_label"] == "entailment"
    results = judge.judge(
        ["Who sells?"] * 3,
        ["Acme sells.", "Nobody.", "Acme Corp sells goods to Zeta."],
        ["Acme", "Acme", "Acme"],
    )
    assert len(results) == 3
    for r in results:
        assert 0.0 <= r.score <= 1.0 and abs(sum(r.extra["probabilities"]) - 1.0) < 1e-4
        assert r.kmc == (r.score > 0.3) and r.extra["label"] in {
            "entailment",
            "neutral",
            "contradiction",
        }
    one_by_one = [
        judge.judge(["Who sells?"], [p], ["Acme"])[0].score
        for p in ["Acme sells.", "Nobody.", "Acme Corp sells goods to Zeta."]
    ]
    assert [round(r.score, 5) for r in results] == [
        round(s, 5) for s in one_by_one
    ]  # batching changes nothing


def test_nli_label_mapping_is_read_from_config(tmp_path: Path, training_texts: list[str]) -> None:
    from hanker.core.errors import ConfigError
    from hanker.models.tiny import build_tiny_classifier

    swapped = build_tiny_classifier(
        training_texts[:50],
        tmp_path / "swapped",
        labels=("contradiction", "neutral", "entailment"),
        vocab_size=400,
    )
    assert make_judge("nli", model=str(swapped)).info["entailment_index"] == 2
    binary = build_tiny_classifier(
        training_texts[:50], tmp_path / "binary", labels=("yes", "no"), vocab_size=400
    )
    with pytest.raises(ConfigError, match="cannot tell which label is entailment"):
        make_judge("nli", model=str(binary))


def test_embedding_judge_with_real_minilm() -> None:
    judge = make_judge("embedding")
    assert "all-MiniLM-L6-v2" in judge.info["model"]
    results = judge.judge(
        ["Where is Acme based?"] * 2,
        ["Acme Corp has its head office in Lyon, France.", "Bananas are rich in potassium."],
        ["Acme is headquartered in Lyon", "Acme is headquartered in Lyon"],
    )
    assert results[0].score > 0.6 and results[1].score < 0.3
    assert results[0].score > results[1].score
