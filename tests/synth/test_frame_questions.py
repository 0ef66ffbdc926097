"""Questions that drop the frame their answer needs (``hanker.synth.frame_questions``)."""

from __future__ import annotations

import pytest

from hanker.synth.frame_questions import frame_problem


@pytest.mark.parametrize(
    ("question", "answer", "reason"),
    [
        ("Where had Ms Lind been?", "Oslo", "question has several answers"),
        ("To whom have tributes been paid?", "a popular jockey", "answer names no one"),
        ("What did Ruiz have on?", "a red scarf", "question has several answers"),
        (
            "What is mentioned in the mayor's letter?",
            "the old bridge",
            "question has several answers",
        ),
        (
            "What is the attack on the depot?",
            "the worst incident in the region for a decade",
            "question has several answers",
        ),
        (
            "When can the band be heard?",
            "Radio 6's Friday Session",
            "wh-word does not fit the answer",
        ),
    ],
)
def test_question_without_its_frame_rejected(question: str, answer: str, reason: str) -> None:
    assert frame_problem(question, answer) == reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Where had Ms Lind been working before 2010?", "Oslo"),
        ("What is the main theme of Ana Ruiz's novels?", "the search for home"),
        ("What is the attack on the depot called?", "Operation Lark"),
        ("When did the band play in Leeds?", "on 3 May"),
        ("To what had Koletti dialled in?", "a court hearing"),
        ("Whom did the BBC track down?", "a woman who paid for a fake degree"),
        ("Where did the fans end up sleeping?", "in a hall"),
    ],
)
def test_framed_question_kept(question: str, answer: str) -> None:
    assert frame_problem(question, answer) is None
