"""A question that two facts of one suite answer differently is dropped and counted."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from hanker.synth.audit import AuditConfig, AuditResult, _cases
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.suite_questions import SHARED_REASON, drop_shared_questions


def _case(question: str, answer: str, kind: str = "question") -> dict[str, str]:
    return {"question": question, "answer": answer, "kind": kind}


def test_different_answers_dropped() -> None:
    cases = [
        _case("What did Lena Okafor write?", "Silver Orchard"),
        _case("What did Lena Okafor write ?", "Salt Road"),
        _case("Where was Lena Okafor born?", "Accra"),
    ]
    rejections: Counter[str] = Counter()
    kept = drop_shared_questions(cases, rejections)
    assert [c["answer"] for c in kept] == ["Accra"]
    assert rejections == Counter({SHARED_REASON: 2})
    assert SHARED_REASON == "no clean question: question has several answers in the suite"


def test_same_answer_in_other_words_kept() -> None:
    cases = [
        _case("What did Lena Okafor write?", "Silver Orchard"),
        _case("What did Lena Okafor write?", "the novel Silver Orchard"),
    ]
    rejections: Counter[str] = Counter()
    assert drop_shared_questions(cases, rejections) == cases
    assert not rejections


def test_a_name_with_and_without_its_title_is_one_answer() -> None:
    cases = [
        _case("Who is the Green leader?", "Marta Inés Valdoro"),
        _case("Who is the Green leader?", "Ms Valdoro"),
    ]
    rejections: Counter[str] = Counter()
    assert drop_shared_questions(cases, rejections) == cases
    assert not rejections


def test_earlier_cases_count_but_stay() -> None:
    earlier = [_case("Who is Mr Dale?", "the club's owner")]
    cases = [_case("Who is Mr Dale?", "the former mayor"), _case("x ___ y", "z", "cloze")]
    rejections: Counter[str] = Counter()
    kept = drop_shared_questions(cases, rejections, earlier)
    assert kept == [cases[1]]
    assert rejections[SHARED_REASON] == 1


class _Fixed:
    """A generator that asks every fact the same question, answered by the fact's tail."""

    backend = "fixed"
    model = None
    prompt_version = "fixed.v1"

    def generate(self, items: Sequence[SynthesisInput]) -> list[list[CaseCandidate]]:
        return [[CaseCandidate("Where did Mr Dale open a shop?", item.tail)] for item in items]


def _input(number: int, tail: str) -> SynthesisInput:
    sentence = f"Mr Dale opened a shop in {tail}."
    return SynthesisInput(
        fact_id=f"f{number}",
        head="Mr Dale",
        relation="open a shop in",
        tail=tail,
        context=sentence,
        sentence=sentence,
        source={"doc_id": f"d{number}", "sentence": sentence},
    )


def test_audit_counts_the_shared_question(tmp_path: Path) -> None:
    """The suite pass drops both cases and the quality report's rejections count them."""
    result = AuditResult(out=tmp_path / "suite.jsonl")
    config = AuditConfig(test_kg=tmp_path, out=tmp_path / "suite.jsonl")
    items = [_input(1, "Leeds"), _input(2, "York"), _input(3, "Leeds")]
    cases = _cases(_Fixed(), items[:2], config, tmp_path / "cache.jsonl", False, result)
    assert cases == [] and result.rejections[SHARED_REASON] == 2
    result = AuditResult(out=tmp_path / "suite.jsonl")
    cases = _cases(_Fixed(), items[::2], config, tmp_path / "cache2.jsonl", False, result)
    assert [c["answer"] for c in cases] == ["Leeds"]  # the same answer twice: one case kept
    assert SHARED_REASON not in result.rejections


def test_bare_questions_on_one_head_and_relation_are_one_question() -> None:
    fact = {"head": "Lena Okafor", "relation": "paint"}
    cases = [
        {**_case("What has Lena Okafor painted?", "Harbour at Dusk"), "fact": fact},
        {**_case("What did Lena Okafor paint?", "The Red Mill"), "fact": fact},
        {**_case("What did Lena Okafor paint in 2004?", "Salt Flats"), "fact": fact},
    ]
    rejections: Counter[str] = Counter()
    kept = drop_shared_questions(cases, rejections)
    assert [c["answer"] for c in kept] == ["Salt Flats"]  # the year says which painting
    assert rejections[SHARED_REASON] == 2


def test_a_degree_word_makes_another_question() -> None:
    fact = {"head": "Tomas Rieger", "relation": "be know for"}
    cases = [
        {**_case("For what is Tomas Rieger best known?", "his sea novels"), "fact": fact},
        {**_case("For what is Tomas Rieger known?", "his careful research"), "fact": fact},
    ]
    assert drop_shared_questions(cases, Counter()) == cases
