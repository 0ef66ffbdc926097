"""Case shapes that misread their sentence (gaps read as durations, a name described twice,
a count left out, a split idiom, an answer run into a time), for every generator; on
sentences written for these tests."""

from __future__ import annotations

from collections import Counter

import pytest

from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.case_shapes import shape_problem
from hanker.synth.validate import validate

REJECTED = [
    # (question, answer, sentence, reason)
    (
        "How many hours was Dan Moss detained in Hull after the robbery?",
        "about three hours",
        "Dan Moss was detained in Hull, some five miles from the port, about three hours after the robbery.",
        "answer measures a gap",
    ),
    (
        "How many years did the war push the subject into the headlines?",
        "two years",
        "The singer recorded the album two years before the war pushed the subject into the headlines.",
        "answer measures a gap",
    ),
    (
        "What is Ms Darrow?",
        "councillor for Leith North",
        "Ms Darrow, who is councillor for Leith North, is a close ally of the mayor.",
        "vague role question",
    ),
    (
        "What has the central bank raised in a row to 5%?",
        "interest rates",
        "The central bank has raised interest rates nine times in a row to 5% in an effort to curb inflation.",
        "count left out of the question",
    ),
    (
        "In what was Poland sending grain to Egypt?",
        "return for gas and oil",
        "Poland was sending grain to Egypt in return for gas and oil.",
        "idiomatic prepositional phrase",
    ),
    (
        "What did Oskar Lind take over as head of the union?",
        "the country's largest workers' group, five years ago",
        "Oskar Lind took over as head of the union, the country's largest workers' group, five years ago.",
        "answer carries a time phrase",
    ),
]

KEPT = [
    (
        "What did the party take?",
        "control of the council",
        "The party took control of the council.",
    ),
    (
        "How many times has the central bank raised interest rates in a row to 5%?",
        "nine times",
        "The central bank has raised interest rates nine times in a row to 5%.",
    ),
    (
        "For how many weeks did the band stay in Lisbon?",
        "two weeks",
        "The band stayed in Lisbon for two weeks after the tour.",
    ),
    (
        "What is Ms Darrow?",
        "councillor for Leith North",
        "Ms Darrow, who is councillor for Leith North, said the plan was sound.",
    ),
    ("What is Ivo Sand?", "the new Leeds captain", "Ivo Sand is the new Leeds captain."),
    (
        "How many times in a row has the central bank raised interest rates?",
        "nine times",
        "The central bank has raised interest rates nine times in a row.",
    ),
]


@pytest.mark.parametrize(("question", "answer", "sentence", "reason"), REJECTED)
def test_shape_rejected(question: str, answer: str, sentence: str, reason: str) -> None:
    assert shape_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(("question", "answer", "sentence"), KEPT)
def test_shape_kept(question: str, answer: str, sentence: str) -> None:
    assert shape_problem(question, answer, sentence) is None


def test_validate_counts_the_shape_rejection() -> None:
    question, answer, sentence, reason = REJECTED[0]
    item = SynthesisInput("f", "Dan Moss", "detain", answer, sentence, sentence, {})
    rejections: Counter[str] = Counter()
    kept = validate(item, [CaseCandidate(question, answer)], rejections)
    assert kept == []
    assert rejections == Counter({reason: 1})
