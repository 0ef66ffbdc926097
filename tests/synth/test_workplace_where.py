"""A named organisation or facility after "in"/"at" of a verb of working or studying is a
place, asked "where" (wh_people.dwelling)."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _questions(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str]]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {})
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    return [(case.question, case.answer) for case in cases if case.question]


@pytest.mark.parametrize(
    ("relation", "tail", "sentence", "expected"),
    [
        (
            "work in",
            "Halden Laboratories",
            "As Mara Quint worked in Halden Laboratories, she designed a new relay.",
            ("Where did Mara Quint work?", "Halden Laboratories"),
        ),
        (
            "work at",
            "the Orvik Institute",
            "Mara Quint worked at the Orvik Institute for ten years.",
            ("Where did Mara Quint work for ten years?", "the Orvik Institute"),
        ),
    ],
)
def test_place_of_work_asked_where(
    relation: str, tail: str, sentence: str, expected: tuple[str, str]
) -> None:
    assert expected in _questions("Mara Quint", relation, tail, sentence)


def test_partner_of_work_is_no_place() -> None:
    sentence = "Mara Quint worked with Orvik Labs for ten years."
    asked = _questions("Mara Quint", "work with", "Orvik Labs", sentence)
    assert not any(question.startswith("Where") for question, _ in asked)
