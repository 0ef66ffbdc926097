"""Questions on narrative prose (template.v37): an opening connective stays out of the question,
a gapped second clause gives no case, a one-word name of no known kind is not asked "what"."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.question_text import final_check
from hanker.synth.question_writer import Rejection
from hanker.synth.template import TemplateGenerator


def _cases(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str]]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {})
    return [
        (c.question, c.answer)
        for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
        if c.question
    ]


def test_opening_connective_leaves_the_question() -> None:
    sentence = "Whereupon Stubb quickly pulled to the floating body."
    cases = _cases("Stubb", "pull to", "the floating body", sentence)
    assert ("To what did Stubb quickly pull?", "the floating body") in cases
    assert all("Whereupon" not in q for q, _ in cases)


def test_gapped_second_clause_gives_no_case() -> None:
    sentence = "Again, the Right Whale has two external spout-holes, the Sperm Whale only one."
    assert _cases("the Right Whale", "have", "two external spout-holes", sentence) == []


def test_one_word_name_of_no_known_kind_is_not_asked_what() -> None:
    sentence = "Stubb was the second mate of the Pequod."
    cases = _cases("Stubb", "be", "the second mate of the Pequod", sentence)
    assert ("What was Stubb?", "the second mate of the Pequod") in cases
    assert all(answer != "Stubb" for _, answer in cases), cases


def test_one_word_name_of_a_thing_is_asked_what() -> None:
    sentence = "Python was the most popular programming language in 2023."
    cases = _cases("Python", "be", "the most popular programming language in 2023", sentence)
    assert ("What was the most popular programming language in 2023?", "Python") in cases


def test_rather_without_than_is_no_question() -> None:
    written = final_check(
        "For what did Jo Woolnough decide to pay rather?", "the second stage", "noun phrase", ""
    )
    assert isinstance(written, Rejection)
    kept = final_check("Whom did Ann Lee pay rather than Tom?", "Bob", "person", "")
    assert not isinstance(kept, Rejection)


def test_one_word_name_of_no_kind_is_not_an_object_asked_what() -> None:
    sentence = "Ann Lee carried Yojo in a small bag every day."
    cases = _cases("Ann Lee", "carry", "Yojo", sentence)
    assert all(answer != "Yojo" for _, answer in cases), cases
    assert ("Who carried Yojo in a small bag every day?", "Ann Lee") in cases
