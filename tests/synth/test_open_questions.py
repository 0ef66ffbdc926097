"""Questions with several answers, a date asked "where", garbled prepositions, contrasts."""

from __future__ import annotations

import pytest

from hanker.synth.open_questions import open_question
from hanker.synth.vague_cases import vague_case


@pytest.mark.parametrize(
    ("question", "answer", "reason"),
    [
        (
            "What has Tomas Rieger written?",
            "a trilogy of sea stories",
            "question has several answers",
        ),
        ("What did Lena Okafor pen?", "Silver Orchard", "question has several answers"),
        ("What does Okafor often handle?", "difficult subjects", "question has several answers"),
        ("What does Tomas Rieger discuss?", "his years at sea", "question has several answers"),
        ("Who lives in Canada?", "Lena Okafor", "question has several answers"),
        ("Who resides in the Netherlands?", "Tomas Rieger", "question has several answers"),
        ("On what did Lena Okafor work?", "a film about the delta", "question has several answers"),
        ("On what has Tomas Rieger worked?", "two radio dramas", "question has several answers"),
        ("In what has Lena Okafor appeared?", "a Lagos soap opera", "question has several answers"),
        ("In what had Tomas Rieger starred?", "a stage musical", "question has several answers"),
        ("What does Norland still control?", "the port of Vell", "question has several answers"),
        ("What does Harlow Town Council operate?", "the lido", "question has several answers"),
        ("What did Kent Police want?", "a second warrant", "question has several answers"),
        ("Where was Lena Okafor born?", "11/09/1979", "wh-word does not fit the answer"),
        ("Where was Tomas Rieger born?", "14th of May 1962", "wh-word does not fit the answer"),
        (
            "Who found worth of stolen paintings in a barn near Leeds?",
            "Detectives",
            "garbled or overlong question",
        ),
        (
            "What did fans lay outside the ground in memory Ms Carter?",
            "scarves and flowers",
            "garbled or overlong question",
        ),
        (
            "What will the council spend?",
            "its reserve over three years rather than two",
            "answer carries a contrast",
        ),
    ],
)
def test_rejected(question: str, answer: str, reason: str) -> None:
    assert open_question(question, answer) == reason
    assert vague_case(question, answer) == reason  # the hook every generator goes through


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What has Tomas Rieger written in the crime genre?", "Cold Harbour"),
        ("What did Lena Okafor write after leaving Lagos?", "Silver Orchard"),
        ("What does Tomas Rieger often explore?", "loneliness and the sea"),
        ("Who was born in Lisbon?", "Tomas Rieger"),
        ("Who has lived in a lighthouse off Mull for 20 years?", "Tomas Rieger"),
        ("Where was Lena Okafor born?", "Accra, Ghana"),
        ("When was Lena Okafor born?", "11/09/1979"),
        ("Who seized £3m worth of stolen paintings?", "Detectives"),
        ("On what is Lena Okafor working?", "her next film"),  # one current project
        ("On what did Lena Okafor work in 2019?", "a film about the delta"),
        ("In what did the advert appear?", "a Sunday paper"),  # one event
        ("In what does Tomas Rieger work?", "insurance"),  # a trade
        ("What does Norland control in the north?", "the port of Vell"),
        ("What did Kent Police want to search?", "the barn"),
        ("Who seized a week's worth of supplies?", "Detectives"),
        ("What did fans lay outside the ground in memory of Ms Carter?", "scarves"),
    ],
)
def test_kept(question: str, answer: str) -> None:
    assert open_question(question, answer) is None


def test_span_of_time_is_not_asked_what() -> None:
    assert (
        open_question("What has Ms Hale farmed the valley?", "her entire adult life")
        == "wh-word does not fit the answer"
    )
    assert open_question("What did Ms Hale farm?", "the whole valley") is None
