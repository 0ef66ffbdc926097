"""The case-confidence model: its features, the shipped weights, the template hook and training."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.errors import ConfigError
from hanker.core.fact import ExtractorInfo, Source, make_fact, write_facts
from hanker.run.data_stages import AuditStageConfig
from hanker.synth.base import SynthesisInput
from hanker.synth.case_confidence import (
    CASE_CONFIDENCE_VERSION,
    LOW_CASE_CONFIDENCE,
    case_confidence_problem,
    case_floor,
    case_score,
    default_case_model,
    scored_version,
)
from hanker.synth.case_features import case_features
from hanker.synth.template import TEMPLATE_VERSION, TemplateGenerator
from hanker.synth.validate import validate
from hanker.text.nlp import load_spacy
from tests.benchmark_scripts import load_script

FOUNDED = "Ingrid Salo founded the Baltic Song Festival in Tallinn in 1998."


def _features(question: str, answer: str, sentence: str) -> dict[str, float]:
    nlp = load_spacy()
    return case_features(question, answer, nlp(sentence), nlp(question))


def test_the_opening_of_a_question_is_classed() -> None:
    assert _features("When did Ingrid Salo found it?", "1998", FOUNDED)["q_open_when"] == 1.0
    fronted = _features("During what did Ingrid Salo found it?", "1998", FOUNDED)
    assert fronted["q_open_prep_other_what"] == 1.0
    by_what = _features("By what was the festival founded?", "Ingrid Salo", FOUNDED)
    assert by_what["q_open_prep_by_what"] == 1.0
    reported = _features("According to Ann Lee, what is Nasa keeping?", "its promise", FOUNDED)
    assert reported["q_according"] == 1.0 and reported["q_open_what_be"] == 1.0


def test_the_answer_is_read_in_the_sentence_parse() -> None:
    head = _features("Who founded the Baltic Song Festival?", "Ingrid Salo", FOUNDED)
    assert head["a_dep_nsubj"] == 1.0 and head["a_ent_PERSON"] == 1.0
    assert head["fit_what_person"] == 0.0
    misfit = _features("What did Ingrid Salo's festival honour?", "Ingrid Salo", FOUNDED)
    assert misfit["fit_what_person"] == 1.0
    missing = _features("What did she found?", "a library", FOUNDED)
    assert missing["a_unlocated"] == 1.0


def test_words_the_sentence_does_not_hold_are_counted() -> None:
    same = _features("What did Ingrid Salo found in Tallinn?", "the Baltic Song Festival", FOUNDED)
    other = _features("What did Ingrid Salo close in Riga?", "the Baltic Song Festival", FOUNDED)
    assert same["q_new_words"] == 0.0 and other["q_new_words"] == 2.0


def test_the_shipped_model_names_its_version_and_held_out_figures() -> None:
    model = default_case_model()
    assert model.version == CASE_CONFIDENCE_VERSION and 0.0 < model.threshold < 1.0
    path = Path(__file__).resolve().parents[2] / f"hanker/resources/{CASE_CONFIDENCE_VERSION}.json"
    data = json.loads(path.read_text())
    assert all(
        r.startswith(("news", "newcases", "tofu", "novel", "restor", "wiki"))
        for r in data["readings"]
    )
    assert data["held_out"]["news"]["auc"] > 0.6
    assert data["held_out"]["news"]["right_kept"] > data["held_out"]["news"]["right_all"]


def test_the_shipped_model_prefers_clear_questions() -> None:
    married = "Ingrid Salo married Tomas Reyes in 2001."
    assert case_score("Whom did Ingrid Salo marry in 2001?", "Tomas Reyes", married) > case_score(
        "What did Ingrid Salo marry?", "Tomas Reyes", married
    )
    assert case_score("When did Ingrid Salo found the festival?", "1998", FOUNDED) > case_score(
        "During what did Ingrid Salo found the festival?", "1998", FOUNDED
    )
    threshold = default_case_model().threshold
    assert case_score("Who founded the Baltic Song Festival in 1998?", "Ingrid Salo", FOUNDED) > (
        threshold
    )
    running = "Ms Okafor was running against only one other candidate."
    assert case_score(
        "Against what was Ms Okafor running?", "only one other candidate", running
    ) < (threshold)
    board = "The harbour board eventually took the decision to close the north pier."
    taken = "the decision to close the north pier"
    assert case_score("What did the harbour board take eventually?", taken, board) < threshold


def test_the_floor_is_checked_and_followed() -> None:
    assert case_floor(None) is None and case_floor(0) == 0.0
    with pytest.raises(ConfigError, match="min_case_confidence"):
        case_floor(1.5)
    question = ("When did Ingrid Salo found the festival?", "1998", FOUNDED)
    assert case_confidence_problem(*question, floor=0.0) is None
    assert case_confidence_problem(*question, floor=1.0) == LOW_CASE_CONFIDENCE
    assert scored_version(0.0) == "" and scored_version(None) == f"+{CASE_CONFIDENCE_VERSION}"
    assert scored_version(0.5) == f"+{CASE_CONFIDENCE_VERSION}@0.5"


def _item(subject: str = "") -> SynthesisInput:
    return SynthesisInput(
        "f1", "Ingrid Salo", "found", "the Baltic Song Festival", FOUNDED, FOUNDED, {}, "", subject
    )


def test_the_template_writer_rejects_and_counts_low_confidence_cases() -> None:
    strict, open_ = (
        TemplateGenerator(min_case_confidence=1.0),
        TemplateGenerator(min_case_confidence=0.0),
    )
    assert open_.prompt_version == TEMPLATE_VERSION
    assert TemplateGenerator().prompt_version == f"{TEMPLATE_VERSION}+{CASE_CONFIDENCE_VERSION}"
    [kept] = open_.generate([_item()])
    written = [c.answer for c in kept if c.question and not c.rejected]
    assert written == ["Ingrid Salo"]  # "Who founded the Baltic Song Festival ...?"
    [rejected] = strict.generate([_item()])
    assert [c.answer for c in rejected if c.rejected == LOW_CASE_CONFIDENCE] == written
    counts: Counter[str] = Counter()
    assert validate(_item(), rejected, counts) == []
    assert counts[f"no clean question: {LOW_CASE_CONFIDENCE}"] == 1


def test_agreements_are_not_scored() -> None:
    [cases] = TemplateGenerator(min_case_confidence=1.0).generate([_item(subject="Agreement")])
    assert any(c.question and not c.rejected for c in cases)


def test_the_audit_command_takes_the_floor(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(
        cli,
        [
            *("audit", str(tmp_path / "kg"), "-o", str(tmp_path / "s.jsonl")),
            *("-g", "openai", "--min-case-confidence", "0.5"),
        ],
    )
    assert result.exit_code == 2 and "template generator only" in result.output


def test_the_audit_command_passes_the_floor_to_the_template_writer(tmp_path: Path) -> None:
    source = Source("c", "d1", None, 0, len(FOUNDED), FOUNDED)
    fact = make_fact(
        "Ingrid Salo",
        "found",
        "the Baltic Song Festival in Tallinn",
        [source],
        ExtractorInfo("t", None, "t.v1"),
    )
    write_facts(tmp_path / "kg" / "facts.jsonl", [fact])
    suite = tmp_path / "suite.jsonl"
    result = CliRunner().invoke(
        cli, ["audit", str(tmp_path / "kg"), "-o", str(suite), "--min-case-confidence", "1"]
    )
    assert result.exit_code == 0, result.output
    manifest = json.loads(suite.with_name("suite.jsonl.manifest.json").read_text())
    assert (
        manifest["generator"]["prompt_version"]
        == f"{TEMPLATE_VERSION}+{CASE_CONFIDENCE_VERSION}@1.0"
    )
    assert manifest["config"]["generator_options"] == {"min_case_confidence": 1.0}
    assert suite.read_text() == ""  # every case under a floor of 1
    assert f"no clean question: {LOW_CASE_CONFIDENCE}" in result.output


def test_the_run_config_takes_the_floor_for_the_template_writer_only() -> None:
    assert AuditStageConfig(min_case_confidence=0.5).min_case_confidence == 0.5
    with pytest.raises(ConfigError, match="template"):
        AuditStageConfig(generator="openai", min_case_confidence=0.5)
    with pytest.raises(ConfigError, match="min_case_confidence"):
        AuditStageConfig(min_case_confidence=2.0)


def _script() -> ModuleType:
    return load_script("train_case_confidence")


def test_training_reads_wholly_judged_question_cases(tmp_path: Path) -> None:
    base = {"type": "case", "source_sentence": "A met B.", "passage": "A met B."}
    lines = [
        {"header": {"format": "fidelity-sample.v2"}},
        {
            **base,
            "question": "Whom did A meet?",
            "answer": "B",
            "judgement": {"QR": 1, "QC": 1, "AC": 1},
        },
        {
            **base,
            "question": "What did A meet?",
            "answer": "B",
            "judgement": {"QR": 1, "QC": 0, "AC": 1},
        },
        {**base, "question": "Who met B?", "answer": "A", "judgement": {"QR": 1, "QC": None}},
        {"type": "fact", "judgement": {"AK": 1}},
    ]
    path = tmp_path / "fidelity_blind_news_x.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines), encoding="utf-8")
    rows = _script().judged_cases(str(tmp_path / "fidelity_blind_*.jsonl"))
    assert [(r[0], r[1], r[5]) for r in rows] == [
        ("news_x", "Whom did A meet?", 1),
        ("news_x", "What did A meet?", 0),
    ]


def test_a_case_judged_in_several_readings_counts_once_by_majority() -> None:
    row = ("news_a", "Whom did A meet?", "B", "A met B.", "", 1)
    rows = [row, ("news_b", *row[1:5], 0), ("news_c", *row[1:5], 0)]
    assert _script().once_each(rows) == [(*row[:5], 0)]
    assert _script().once_each([row, ("news_b", *row[1:5], 1)]) == [row]
