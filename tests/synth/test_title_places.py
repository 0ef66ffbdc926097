"""Place names before state roles and shared roles in title questions (title_places)."""

from __future__ import annotations

import pytest

from hanker.synth.title_question import title_question


@pytest.mark.parametrize(
    ("title", "head", "sentence", "question"),
    [
        (
            "Norway Prime Minister",
            "Jonas Gahr Store",
            "Norway Prime Minister Jonas Gahr Store opened the new bridge on Friday.",
            "Who is the Prime Minister of Norway?",
        ),
        (
            "Utah Governor",
            "Spencer Cox",
            "The bill was signed by Utah Governor Spencer Cox after a long debate.",
            "Who is the Governor of Utah?",
        ),
        (
            "Philippines President",
            "Ferdinand Marcos",
            "The Philippines President Ferdinand Marcos flew to Tokyo for talks.",
            "Who is the President of the Philippines?",
        ),
        (
            "UK Prime Minister",
            "Keir Starmer",
            "UK Prime Minister Keir Starmer met the unions on Monday.",
            "Who is the UK Prime Minister?",
        ),
        (
            "Norway coach",
            "Stale Solbakken",
            "Norway coach Stale Solbakken praised his young forwards.",
            "Who is the Norway coach?",
        ),
    ],
)
def test_place_name_before_state_role(title: str, head: str, sentence: str, question: str) -> None:
    case = title_question(head, title, sentence, sentence)
    assert case.question == question


@pytest.mark.parametrize(
    ("title", "head", "sentence"),
    [
        (
            "Netflix co-founder",
            "Marc Randolph",
            "Netflix co-founder Marc Randolph spoke at the fair.",
        ),
        ("Oscars co-host", "Ann Lee", "The jokes by Oscars co-host Ann Lee fell flat last year."),
        ("Senate co-chair", "Tom Reyes", "Senate co-chair Tom Reyes signed the report."),
    ],
)
def test_shared_roles_give_no_question(title: str, head: str, sentence: str) -> None:
    case = title_question(head, title, sentence, sentence)
    assert case.question == ""
    assert case.rejected == "title names no unique position"
