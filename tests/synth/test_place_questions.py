"""Places of a verb of motion or location are asked with "where" (template.v6)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "question"),
    [
        (
            "Angela Merkel and Emmanuel Macron met on the 5th floor of the Ritz Hotel.",
            "the 5th floor of the Ritz Hotel",
            "Angela Merkel",
            "meet on",
            "Where did Angela Merkel and Emmanuel Macron meet?",
        ),
        (
            "Mrs Khan headed to the House of Lords after the vote.",
            "the House of Lords",
            "Mrs Khan",
            "head to",
            "Where did Mrs Khan head after the vote?",
        ),
        (
            "Mr Hunt travelled to the Old Bailey on Monday.",
            "the Old Bailey",
            "Mr Hunt",
            "travel to",
            "Where did Mr Hunt travel on Monday?",
        ),
    ],
)
def test_place_asked_with_where(
    sentence: str, answer: str, head: str, relation: str, question: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_party_is_no_place() -> None:
    written = write_question(
        "Sarah Lee returned to the Labour Party in 2015.",
        "the Labour Party",
        head="Sarah Lee",
        relation="return to",
    )
    assert not isinstance(written, WrittenQuestion) or not written.question.startswith("Where")
