"""Definition questions on a name (template.v12): "who" for a person's position, no case for a
person described by no position, an age or a part."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.definition_questions import definition_problem, who_for_person
from hanker.synth.template import TemplateGenerator
from hanker.synth.vague_cases import vague_case


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("What is Ana Ruiz?", "the new finance secretary", "Who is Ana Ruiz?"),
        ("What was Tom Hale?", "chief executive of Mintly", "Who was Tom Hale?"),
        ("What is Dr Bo Lin?", "the Danish co-founder of the app, Tixo", "Who is Dr Bo Lin?"),
        # a place keeps "what"; a question that is no definition is left as it is
        ("What is Ravenna?", "the capital of the province", "What is Ravenna?"),
        ("What did Ana Ruiz found?", "the new finance group", "What did Ana Ruiz found?"),
        # a verb after the name: no definition ("What was X appointed? -- head of ...")
        (
            "What was General Tom Hale appointed in 2012?",
            "head of special forces",
            "What was General Tom Hale appointed in 2012?",
        ),
    ],
)
def test_who_for_person(question: str, answer: str, expected: str) -> None:
    assert who_for_person(question, answer) == expected


@pytest.mark.parametrize(
    ("question", "answer", "reason"),
    [
        (
            "What is Ana Ruiz?",
            "the winner of the Lark Poetry Medal",
            "definition question on a person",
        ),
        (
            "What was Tom Hale?",
            "the quietest person in the village",
            "definition question on a person",
        ),
        # a person (an honorific or a known given name) described by no position
        (
            "What was Mr Oduya?",
            "the second man charged in the case",
            "definition question on a person",
        ),
        ("What is Sarah Pell?", "the face of the campaign", "definition question on a person"),
        ("What is Norway?", "part of the Nordic council", "definition question answered by a part"),
        ("Who is Ana Ruiz?", "one of the founders", "definition question answered by a part"),
        # a bare description: indefinite, one quality among many
        ("What is Tom Hale?", "good company", "definition by a bare description"),
        ("What were Westport Rovers?", "tough opposition", "definition by a bare description"),
        # a perfect copula names no one time (template.v38)
        ("What has Norway been?", "the firm's largest market", "open definition question"),
    ],
)
def test_definition_problem(question: str, answer: str, reason: str) -> None:
    assert definition_problem(question, answer) == reason
    assert vague_case(question, answer) == reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What is Ravenna?", "the capital of the province"),
        ("Who is Ana Ruiz?", "the new finance secretary"),
        ("What did Ana Ruiz win?", "the Lark Poetry Medal"),
        ("What is Mr Oduya?", "the host of the evening show on Radio Kent"),
        ("What was Sarah Pell celebrating?", "her tenth year in office"),
        ("What is Sarah Pell's new book?", "The Grey Orchard"),
        ("What is Mr Oduya?", "chief executive of Mintly"),  # a bare post names one position
        ("What is Harlow?", "the nearest large town"),
        ("What is Sarah Pell reading?", "old letters"),
        ("Who is Ana Okafor?", "the club captain"),
        ("What is Okafor?", "the largest town of the province"),
    ],
)
def test_definitions_with_one_answer(question: str, answer: str) -> None:
    assert definition_problem(question, answer) is None


def test_template_asks_who_for_a_position() -> None:
    sentence = "Bo Lindqvist is the Danish co-founder of the app maker, Tixo."
    item = SynthesisInput(
        fact_id="f",
        head="Bo Lindqvist",
        relation="be",
        tail="the Danish co-founder of the app maker, Tixo",
        context=sentence,
        sentence=sentence,
        source={},
        resolved=sentence,
    )
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    asked = [(c.question, c.answer) for c in candidates if not c.rejected]
    assert asked[0] == ("Who is Bo Lindqvist?", "the Danish co-founder of the app maker, Tixo")
