"""Vague light verbs, indefinite definitions and counts asked with 'what' (template.v6)."""

from __future__ import annotations

import pytest

from hanker.synth.vague_cases import vague_case


@pytest.mark.parametrize(
    ("question", "answer", "reason"),
    [
        ("What did Ravi Shah make?", "frequent appearances on local radio", "vague light verb"),
        ("What has Ola Berg made?", "major contributions to Nordic jazz", "vague light verb"),
        ("What did the club take?", "the decision to close", "vague light verb"),
        ("What did keeper Ruiz make when required?", "key contributions", "vague light verb"),
        ("What does Paul Hale make?", "jokes", "vague light verb"),
        (
            "Who is Dr Ivo Arn?",
            "the director at at the Genome Institute",
            "garbled or overlong question",
        ),
        ("What has Lena Dahl had?", "a phenomenal season", "vague light verb"),
        ("Who is Ana Ruiz?", "a skilled web developer", "answer not self-contained"),
        (
            "What has Ana Ruiz written so far?",
            "a total of 9 novels",
            "wh-word does not fit the answer",
        ),
        ("What does Lena Park fund?", "charities that back the same", "contrastive reference"),
        ("What is The Glass Orchard?", "another acclaimed novel", "contrastive reference"),
        ("What did the inspectors find?", "traces of another toxin", "contrastive reference"),
        (  # an occasion asked "where" (template.v38)
            "Where was the award for best score introduced?",
            "the 12th ceremony",
            "wh-word does not fit the answer",
        ),
    ],
)
def test_vague_cases_are_rejected(question: str, answer: str, reason: str) -> None:
    assert vague_case(question, answer) == reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What did Ravi Shah make in 1998?", "the first electric scooter"),
        ("Who is Ana Ruiz?", "the mayor of Toledo"),
        ("How many novels has Ana Ruiz written?", "9 novels"),
        ("What did the board approve?", "a merger with Nordbank"),
        ("What is Orvik SA's registered address?", "998 Dwwyze Lane"),
        ("What is the total price in dollars of the order?", "64449"),
        ("What is the payment term of Orvik SA's contract?", "30 days"),
        ("What is the payment method of the agreement?", "a bank transfer"),
        ("What is The Glass Orchard?", "another novel by Omar Haddad"),  # a named owner
        ("When did the twins last see each other?", "in 2011"),
        ("Where was the award for best score introduced?", "the Lyric Theatre in Leeds"),
        ("Where did Ms Lee speak on Saturday?", "the party conference in Leeds"),
    ],
)
def test_clear_cases_pass(question: str, answer: str) -> None:
    assert vague_case(question, answer) is None


def test_an_llm_written_case_gets_the_same_checks() -> None:
    from collections import Counter

    from hanker.synth.base import CaseCandidate, SynthesisInput
    from hanker.synth.validate import validate

    sentence = "Ana Ruiz, a skilled web developer, has written a total of 9 novels."
    item = SynthesisInput(
        fact_id="f",
        head="Ana Ruiz",
        relation="write",
        tail="a total of 9 novels",
        context=sentence,
        sentence=sentence,
        source={},
    )
    rejections: Counter[str] = Counter()
    candidates = [
        CaseCandidate("What has Ana Ruiz written?", "a total of 9 novels"),
        CaseCandidate("Who is Ana Ruiz?", "a skilled web developer"),
    ]
    assert validate(item, candidates, rejections) == []
    assert rejections["no clean question: wh-word does not fit the answer"] == 1
    assert rejections["no clean question: answer not self-contained"] == 1
