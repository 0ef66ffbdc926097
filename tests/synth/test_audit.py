"""Audit-suite synthesis: templates, validation, cache and resume, the redundant comparison suite."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from hanker.cli.main import cli
from hanker.core.errors import OutputError
from hanker.synth.audit import AuditConfig, build_audit
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.cloze import cloze_candidates
from hanker.synth.template import TemplateGenerator
from hanker.synth.validate import parse_candidates, source_sentence_key, validate
from tests.pistol_kgs import build_pistol_kg_pair


def _item(**overrides: str) -> SynthesisInput:
    data = {
        "fact_id": "f1",
        "head": "Acme Corp",
        "relation": "open in",
        "tail": "Lyon",
        "context": "Acme Corp opened a factory in Lyon. It employs 300 people.",
        "sentence": "Acme Corp opened a factory in Lyon.",
    }
    data.update(overrides)
    return SynthesisInput(source={}, **data)  # type: ignore[arg-type]


def test_template_writes_a_knowledge_question_and_cloze_is_separate() -> None:
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([_item()])
    assert candidates == [
        CaseCandidate("Where did Acme Corp open a factory?", "Lyon", answer_type="place"),
        # the head is a name, so the clause is asked the other way round too
        CaseCandidate("Who opened a factory in Lyon?", "Acme Corp", answer_type="organisation"),
    ]
    [labelled] = TemplateGenerator(min_case_confidence=0).generate(
        [
            _item(
                head="Agreement between A and B",
                relation="number of units",
                tail="338",
                sentence="Number of units: 338",
            )
        ]
    )
    assert labelled[0].question == "What is the number of units of Agreement between A and B?"
    assert cloze_candidates(_item()) == [
        CaseCandidate("Fill in the blank: Acme Corp opened a factory in ____.", "Lyon", "cloze"),
        CaseCandidate("Fill in the blank: ____ opened a factory in Lyon.", "Acme Corp", "cloze"),
    ]


@pytest.mark.parametrize(
    ("head", "relation", "tail", "sentence"),
    [
        # nothing in the question fixes who: many could have visited a village in 1997
        ("Queen Elizabeth", "visit in", "1997", "Queen Elizabeth visited the village in 1997."),
        # a subject question on a thing, not a person or organisation
        (
            "The Hadley Bridge",
            "carry",
            "the A40",
            "The Hadley Bridge carries the A40 over the Wye.",
        ),
        # the answer's name would be in the question
        ("Ann Berg", "end", "Ann Berg's shift", "Ann Berg was at the end of her shift in Leeds."),
    ],
)
def test_no_vague_questions_for_the_head(
    head: str, relation: str, tail: str, sentence: str
) -> None:
    item = _item(head=head, relation=relation, tail=tail, sentence=sentence, context=sentence)
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    assert all(c.answer != head for c in candidates), candidates


def test_a_unique_description_is_asked_for_the_head() -> None:
    sentence = "Lake Varn is the deepest lake in the county to be fed by glaciers."
    item = _item(
        head="Lake Varn",
        relation="be",
        tail="the deepest lake in the county",
        sentence=sentence,
        context=sentence,
    )
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    asked = {c.question: c.answer for c in candidates if not c.rejected}
    assert asked["What is the deepest lake in the county to be fed by glaciers?"] == "Lake Varn"


def test_lenient_parsing_of_llm_replies() -> None:
    reply = 'Sure! Here you go:\n```json\n[{"question": "Where?", "answer": "Lyon"}]\n```\nHope it helps.'
    assert parse_candidates(reply) == [CaseCandidate("Where?", "Lyon")]
    assert parse_candidates('{"questions": [{"question": "Q", "answer": 3}]} trailing') == [
        CaseCandidate("Q", "3")
    ]
    assert parse_candidates("no json here") is None


def test_validation_counts_each_rejection() -> None:
    rejections: Counter[str] = Counter()
    kept = validate(
        _item(),
        [
            CaseCandidate("Where did Acme open a factory?", "Lyon"),
            CaseCandidate("Where did Acme open its factory?", "Lyon"),  # near-duplicate
            CaseCandidate("Who founded Acme?", "Elon Musk"),  # not grounded
            CaseCandidate("", "Lyon"),
            CaseCandidate("How many people does it employ?", "300"),  # "it" names nothing
            CaseCandidate("How many people does Acme Corp employ?", "300"),
        ],
        rejections,
    )
    assert [k.answer for k in kept] == ["Lyon", "300"]
    assert rejections == Counter(
        {
            "near-duplicate question": 1,
            "answer not grounded": 1,
            "empty question or answer": 1,
            "pronoun in the question": 1,
        }
    )
    assert validate(_item(), None, rejections) == [] and rejections["unparseable reply"] == 1


@pytest.fixture(scope="module")
def test_kg(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("audit")
    pair = build_pistol_kg_pair(root, dedupe=True, seed=5, forget_edges=("A_C",), style="classic")
    assert pair.test is not None
    return pair.test


def test_suite_covers_every_fact_with_grounded_answers(test_kg: Path, tmp_path: Path) -> None:
    result = build_audit(
        AuditConfig(test_kg=test_kg, out=tmp_path / "suite.jsonl", include_redundant=True)
    )
    facts = [json.loads(x) for x in (test_kg / "facts.jsonl").read_text().splitlines()]
    cases = [json.loads(x) for x in (tmp_path / "suite.jsonl").read_text().splitlines()]
    # a fact whose clause makes no clean question gets no case, and the reason is counted
    covered = {c["fact_id"] for c in cases}
    assert result.facts == len(facts) and covered <= {f["fact_id"] for f in facts}
    assert 0 < len(covered) == result.facts - result.facts_without_cases
    assert all(c["kind"] == "question" and c["question"].endswith("?") for c in cases)
    assert sum(n for r, n in result.rejections.items() if r.startswith("no clean question")) > 0
    for case in cases:
        assert case["answer"].lower() in case["context"].lower()
        assert case["generator"] == {
            "backend": "template",
            "model": None,
            "prompt_version": "template.v46+case-confidence.v1",
        }
        assert case["split"] == "forget" and case["redundant"] is False
        assert set(case) >= {"id", "question", "answer", "fact_id", "fact", "context", "source"}
    assert len({c["id"] for c in cases}) == len(cases)
    full = [json.loads(x) for x in (tmp_path / "suite.full.jsonl").read_text().splitlines()]
    assert full[: len(cases)] == cases and all(c["redundant"] for c in full[len(cases) :])
    assert result.redundant_facts == len((test_kg / "removed.jsonl").read_text().splitlines())
    manifest = json.loads((tmp_path / "suite.jsonl.manifest.json").read_text())
    assert (
        manifest["counts"]["cases"] == len(cases) and manifest["generator"]["backend"] == "template"
    )


def test_rerun_uses_the_cache_and_a_crash_resumes(
    test_kg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "suite.jsonl"
    build_audit(AuditConfig(test_kg=test_kg, out=out, batch_size=4))
    first = out.read_bytes()
    calls: list[int] = []
    original = TemplateGenerator.generate

    def counting(self, items):  # type: ignore[no-untyped-def]
        calls.append(len(items))
        return original(self, items)

    monkeypatch.setattr(TemplateGenerator, "generate", counting)
    build_audit(AuditConfig(test_kg=test_kg, out=out, batch_size=4, overwrite=True))
    assert calls == [] and out.read_bytes() == first  # nothing generated twice
    # a run killed after two batches resumes where it stopped, with the same suite
    out2 = tmp_path / "suite2.jsonl"

    def crashing(self, items):  # type: ignore[no-untyped-def]
        calls.append(len(items))
        if len(calls) == 3:
            raise RuntimeError("simulated crash")
        return original(self, items)

    monkeypatch.setattr(TemplateGenerator, "generate", crashing)
    with pytest.raises(RuntimeError):
        build_audit(AuditConfig(test_kg=test_kg, out=out2, batch_size=4))
    monkeypatch.setattr(TemplateGenerator, "generate", counting)
    calls.clear()
    build_audit(AuditConfig(test_kg=test_kg, out=out2, batch_size=4))
    facts = len((test_kg / "facts.jsonl").read_text().splitlines())
    assert sum(calls) == facts - 8 and out2.read_bytes() == first
    with pytest.raises(OutputError, match="exists"):
        build_audit(AuditConfig(test_kg=test_kg, out=out2))


def test_cli_audit(test_kg: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli, ["audit", str(test_kg), "--out", str(tmp_path / "s.jsonl"), "--include-redundant"]
    )
    assert result.exit_code == 0, result.output
    assert "facts without a case" in result.output and "quality" in result.output
    assert (tmp_path / "s.full.jsonl").exists()
    cloze = CliRunner().invoke(
        cli,
        ["audit", str(test_kg), "--out", str(tmp_path / "c.jsonl"), "--cloze"],
    )
    assert cloze.exit_code == 0, cloze.output
    kinds = [json.loads(x)["kind"] for x in (tmp_path / "c.jsonl").read_text().splitlines()]
    assert "cloze" in kinds and "question" in kinds
    bad = CliRunner().invoke(
        cli, ["audit", str(test_kg), "--out", str(tmp_path / "x.jsonl"), "--max-per-sentence", "0"]
    )
    assert bad.exit_code == 2 and "--max-per-sentence" in bad.output


def test_cloze_is_off_by_default_and_reported_apart(test_kg: Path, tmp_path: Path) -> None:
    plain = build_audit(AuditConfig(test_kg=test_kg, out=tmp_path / "q.jsonl"))
    assert set(plain.quality["by_kind"]) == {"question"}
    both = build_audit(AuditConfig(test_kg=test_kg, out=tmp_path / "b.jsonl", cloze=True))
    quality = json.loads((tmp_path / "b.jsonl.quality.json").read_text())
    assert quality == both.quality and quality["format"] == "audit-quality.v1"
    assert quality["by_kind"]["question"]["cases"] == plain.cases
    assert quality["by_kind"]["cloze"]["cases"] == both.cases - plain.cases > 0
    assert plain.quality["cases_per_sentence"]["max"] <= 3
    # knowledge questions and cloze cases have their own per-sentence budgets
    rows = [json.loads(x) for x in (tmp_path / "b.jsonl").read_text().splitlines()]
    kinds = Counter((r["kind"], source_sentence_key(r["source"])) for r in rows)
    assert max(kinds.values()) <= 3
    assert {s for k, s in kinds if k == "cloze"} & {s for k, s in kinds if k == "question"}
    assert sum(quality["cases_per_fact"]["histogram"].values()) == both.facts


def test_validation_rules() -> None:
    rejections: Counter[str] = Counter()
    item = _item(context="Acme Corp opened 1 factory in Lyon.", sentence="")
    kept = validate(
        item,
        [
            CaseCandidate("", "Lyon", rejected="answer nested in a noun phrase"),
            CaseCandidate("Where in Lyon did Acme Corp open a factory?", "Lyon"),
            CaseCandidate("What did Acme Corp open in Lyon?", "It"),
            CaseCandidate("How many factories did Acme Corp open?", "1"),
            CaseCandidate("What did Acme Corp open?", "1"),
            CaseCandidate("Where did Acme Corp open a factory?", "Lyon"),
        ],
        rejections,
    )
    assert [(k.question, k.answer) for k in kept] == [
        ("How many factories did Acme Corp open?", "1"),
        ("Where did Acme Corp open a factory?", "Lyon"),
    ]
    assert rejections == Counter(
        {
            "no clean question: answer nested in a noun phrase": 1,
            "answer in the question": 1,
            "trivial answer": 2,
        }
    )
    # at most N cases per source sentence, across facts
    per_sentence: Counter[str] = Counter()
    questions = [CaseCandidate(f"Where did Acme Corp open factory {n}?", "Lyon") for n in "ABC"]
    for question in questions:
        validate(item, [question], rejections, sentence_cases=per_sentence, per_sentence=2)
    assert rejections["over the per-sentence limit"] == 1


def test_set_phrases_vague_answers_and_near_duplicates_across_facts() -> None:
    rejections: Counter[str] = Counter()
    item = _item(context="Acme Corp took part in the fair on its behalf in Lyon.", sentence="")
    kept = validate(
        item,
        [
            CaseCandidate("What did Acme Corp take in the fair?", "part"),
            CaseCandidate("On what did Acme Corp take part in the fair?", "its behalf"),
            CaseCandidate("Where did Acme Corp take part in the fair?", "Lyon"),
        ],
        rejections,
    )
    assert [k.answer for k in kept] == ["Lyon"] and rejections["trivial answer"] == 2
    # another fact of the same sentence asking nearly the same question is a near-duplicate
    again = CaseCandidate("Where did Acme Corp then take part in the fair?", "Lyon")
    assert validate(item, [again], rejections, earlier=kept) == []
    assert rejections["near-duplicate question"] == 1
    # an LLM's question with a pronoun nothing in it names is rejected like a template's
    llm = [CaseCandidate("Where did it take part in the fair?", "Lyon")]
    assert validate(item, llm, rejections) == [] and rejections["pronoun in the question"] == 1


def test_hf_generator_runs_a_local_causal_lm(tiny_causal_lm: Path, tmp_path: Path) -> None:
    from hanker.core.fact import ExtractorInfo, Source, make_fact, write_facts

    folder = tmp_path / "kg"
    sentence = "Acme Corp opened a factory in Lyon."
    write_facts(
        folder / "facts.jsonl",
        [
            make_fact(
                "Acme Corp",
                "open in",
                "Lyon",
                [Source("c", "d", None, 0, len(sentence), sentence)],
                ExtractorInfo("t", None, "v"),
            )
        ],
    )
    options = (("model", str(tiny_causal_lm)), ("max_new_tokens", 8), ("parse_retries", 1))
    result = build_audit(
        AuditConfig(
            test_kg=folder, out=tmp_path / "s.jsonl", generator="hf", generator_options=options
        )
    )
    # an untrained model writes no JSON: the fact is asked twice, then counted as unparseable
    assert result.generator == {
        "backend": "hf",
        "model": str(tiny_causal_lm),
        "prompt_version": "qa.v1",
    }
    assert result.rejections == {"unparseable reply": 1} and result.facts_without_cases == 1
