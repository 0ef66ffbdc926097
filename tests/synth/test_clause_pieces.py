"""A question keeps no piece of another clause: no verb left after its clause was cut, no
gapped conjunct ("A has 31 and B three"); on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

REJECTED = [
    # (sentence, answer, reason)
    (
        "Ana Lobo hosted the evening bulletin alongside Tom Reed, a former sprinter who"
        " regularly guest presents the Sunday show.",
        "the evening bulletin",
        "piece of a cut clause",
    ),
    ("Hughes has 42 and Daniel Wood seven.", "Hughes", "gapped conjunct kept in the question"),
    ("Hughes made 42 and Daniel Wood seven.", "Hughes", "gapped conjunct kept in the question"),
    (
        "Rosa Klein is on 54 and Mark Reed 12 after Tom Hale was bowled for a duck and Sam Ward 19.",
        "Tom Hale",
        "gapped conjunct kept in the question",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_piece_of_another_clause_rejected(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection), written
    assert written.reason == reason


def test_number_of_a_name_is_no_gapped_conjunct() -> None:
    written = write_question("In 1921, Ruth Hale joined the Leeds Academy № 12.", "Ruth Hale")
    assert written == WrittenQuestion(
        "Who joined the Leeds Academy № 12 in 1921?", "Ruth Hale", "person"
    )


def test_an_age_after_a_conjunct_is_no_gapped_conjunct() -> None:
    written = write_question(
        "Walsh and co-defendant Aaron Pike, now 19, attacked Ms Dunn, 64, after she marked"
        " down Walsh's work.",
        "Ms Dunn",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "Who did Walsh and co-defendant Aaron Pike attack?"
