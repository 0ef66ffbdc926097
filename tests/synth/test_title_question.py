"""Title facts ask who holds a position that one person holds (template.v6)."""

from __future__ import annotations

import pytest

from hanker.synth.title_question import title_question, unique_position


@pytest.mark.parametrize(
    "title",
    [
        "Culture Secretary",
        "Arsenal manager",
        "US Vice President",
        "EU technology chief",
        "Greek Prime Minister",
        "Microsoft founder",
        "Twitter chief executive",
    ],
)
def test_one_holder_positions(title: str) -> None:
    assert unique_position(title)


@pytest.mark.parametrize(
    "title",
    [
        "Prime Minister",
        "Director",
        "former Prime Minister",
        "Ex-Labour leader",
        "chief executive",
        "Foreign Minister",
        "sales executive",
        "Coronation Street actor",
        "Deputy Prime Minister",
    ],
)
def test_positions_many_people_hold(title: str) -> None:
    assert not unique_position(title)


def test_title_question() -> None:
    case = title_question("Nadia Brook", "Health Secretary")
    assert (case.question, case.answer, case.rejected) == (
        "Who is the Health Secretary?",
        "Nadia Brook",
        "",
    )
    assert title_question("Nadia Brook", "Director").rejected == "title names no unique position"
    assert title_question("Brook's", "Health Secretary").rejected == (
        "title holder is not a clean name"
    )
