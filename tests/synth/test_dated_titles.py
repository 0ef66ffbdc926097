"""Titles held at a stated past time are asked in the past with that time (dated_titles)."""

from __future__ import annotations

import pytest

from hanker.synth.position_questions import position_question
from hanker.synth.title_question import title_question


@pytest.mark.parametrize(
    ("head", "title", "sentence", "expected"),
    [
        (  # a dated past event: the title held then
            "Ann Holt",
            "Orvik Mayor",
            "On 4 May 1921, Orvik Mayor Ann Holt opened the new bridge over the river.",
            "Who was the Orvik Mayor on 4 May 1921?",
        ),
        (  # a past participle with its own year
            "Tomas Brandt",
            "Veldian President",
            "The levy, first imposed in 1962 under Veldian President Tomas Brandt, still stands.",
            "Who was the Veldian President in 1962?",
        ),
        (  # news of the day: no year on the holder's clause
            "Ann Holt",
            "Orvik Mayor",
            "Orvik Mayor Ann Holt said on Tuesday that the bridge would reopen.",
            "Who is the Orvik Mayor?",
        ),
        (  # a year in a clause of its own says nothing of when the title was held
            "Ann Holt",
            "Orvik Mayor",
            "Orvik Mayor Ann Holt says the old bridge, which opened in 1921, must be rebuilt.",
            "Who is the Orvik Mayor?",
        ),
    ],
)
def test_title_asked_at_its_time(head: str, title: str, sentence: str, expected: str) -> None:
    assert title_question(head, title, sentence).question == expected


def test_position_asked_at_its_time() -> None:
    sentence = "In 1998, Pavel Dorn, the leader of the Kessel Front, was arrested in the capital."
    cases = position_question("Pavel Dorn", "be", "the leader of the Kessel Front", sentence)
    assert [case.question for case in cases] == ["Who was the leader of the Kessel Front in 1998?"]
