"""RESTOR scoring on the shared fact set: answer files, models, the match rule, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.errors import ConfigError
from hanker.metrics.restor_table import answer_matches, load_restor_facts


def test_facts_come_with_five_examples_of_the_same_relation_about_other_entities(
    shared_corpora: Path,
) -> None:
    facts = load_restor_facts(shared_corpora / "restor")
    entities = set(json.loads((shared_corpora / "restor" / "entities.json").read_text()))
    assert {f.entity for f in facts} <= entities and len(facts) == 1051
    for fact in facts[:50]:
        assert len(fact.shots) == 5
        assert all(fact.entity not in shot.question for shot in fact.shots)
    assert len(load_restor_facts(shared_corpora / "restor", limit=7)) == 7


def test_answer_match_rule() -> None:
    assert answer_matches("He was born in Hat Yai, Thailand.", ["Hat Yai"])
    assert answer_matches("thailand", ["Kingdom of Thailand"])
    assert not answer_matches("Hat", ["Hatyai"])
    assert not answer_matches("", ["x"])
    assert not answer_matches("Yaimat", ["Hat Yai"])


def _write(path: Path, rows: dict[str, str]) -> Path:
    path.write_text("".join(json.dumps({"id": k, "prediction": v}) + "\n" for k, v in rows.items()))
    return path


def test_score_restor_from_answer_files_matches_a_direct_count(
    shared_corpora: Path, tmp_path: Path
) -> None:
    facts = load_restor_facts(shared_corpora / "restor", limit=40)
    right = {f.id: f.answers[0] for f in facts}
    wrong = {f.id: "Atlantis" for f in facts}
    clean = dict(right)
    corrupted = {f.id: (wrong if i % 2 else right)[f.id] for i, f in enumerate(facts)}
    # of the 20 broken facts: 8 recovered, 6 forgotten but wrong, 6 unchanged;
    # of the 20 intact ones: 15 unaffected, 5 degraded
    unlearned = {}
    broken = [f for i, f in enumerate(facts) if i % 2]
    intact = [f for i, f in enumerate(facts) if not i % 2]
    for j, f in enumerate(broken):
        unlearned[f.id] = right[f.id] if j < 8 else ("Lemuria" if j < 14 else "Atlantis")
    for j, f in enumerate(intact):
        unlearned[f.id] = right[f.id] if j < 15 else "Lemuria"
    files = {
        name: _write(tmp_path / f"{name}.jsonl", rows)
        for name, rows in (("clean", clean), ("corrupted", corrupted), ("unlearned", unlearned))
    }
    result = CliRunner().invoke(
        cli,
        [
            "score",
            "--restor",
            str(shared_corpora / "restor"),
            "--clean",
            str(files["clean"]),
            "--corrupted",
            str(files["corrupted"]),
            "--model",
            str(files["unlearned"]),
            "--limit",
            "40",
            "--out",
            str(tmp_path / "out"),
        ],
    )
    assert result.exit_code == 0, result.output
    score = json.loads((tmp_path / "out" / "score.json").read_text())
    o = score["outcomes"]
    assert (o["corrupted_facts"], o["intact_facts"]) == (20, 20)
    assert (o["recovery"], o["forget"], o["unchanged"]) == pytest.approx((8 / 20, 6 / 20, 6 / 20))
    assert (o["unaffected"], o["degradation"]) == pytest.approx((15 / 20, 5 / 20))
    assert score["accuracy"] == pytest.approx(
        {"clean": 1.0, "corrupted": 0.5, "unlearned": 23 / 40}
    )
    assert "| recovered | forgotten but wrong | unchanged |" in result.output


def _direct_log_normalized(model_dir: Path, prompt: str, answer: str) -> float:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir).eval()
    p = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    a = tokenizer(answer, add_special_tokens=False)["input_ids"]
    with torch.no_grad():
        logits = model(input_ids=torch.tensor([p + a])).logits[0].log_softmax(-1)
    total = sum(float(logits[len(p) - 1 + i, t]) for i, t in enumerate(a))
    return total / len(a)


def test_score_restor_with_a_model_adds_candidate_probabilities(
    shared_corpora: Path, tmp_path: Path, tiny_causal_lm: Path
) -> None:
    from hanker.metrics.restor_table import restor_from_sources
    from hanker.models.base import format_prompt

    facts = load_restor_facts(shared_corpora / "restor", limit=6)
    clean = _write(tmp_path / "clean.jsonl", {f.id: f.answers[0] for f in facts})
    corrupted = _write(tmp_path / "corrupted.jsonl", {f.id: "Atlantis" for f in facts})
    sources = {"clean": str(clean), "corrupted": str(corrupted), "unlearned": str(tiny_causal_lm)}
    result = restor_from_sources(facts, sources, tmp_path / "out")
    answers = (tmp_path / "out" / "answers" / "unlearned.jsonl").read_text().splitlines()
    assert len(answers) == 6 and result["outcomes"]["corrupted_facts"] == 6
    probabilities = result["log_normalized_probability"]
    assert set(probabilities) == {"unlearned"}
    direct_clean = sum(
        _direct_log_normalized(tiny_causal_lm, format_prompt(f.question, f.shots), f.answers[0])
        for f in facts
    ) / len(facts)
    direct_corrupted = sum(
        _direct_log_normalized(tiny_causal_lm, format_prompt(f.question, f.shots), "Atlantis")
        for f in facts
    ) / len(facts)
    assert probabilities["unlearned"]["clean"] == pytest.approx(direct_clean, rel=1e-4)
    assert probabilities["unlearned"]["corrupted"] == pytest.approx(direct_corrupted, rel=1e-4)


def test_score_restor_needs_both_references(shared_corpora: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli,
        ["score", "--restor", str(shared_corpora / "restor"), "-m", "x", "-o", str(tmp_path)],
    )
    assert isinstance(result.exception, ConfigError)
    assert "--clean and --corrupted" in str(result.exception)
