"""Answers cut where words of the clause spill into them: a stray contrast word, a year's
frame, a subordinate clause, an absolute after a score, a participle, a cause or means on the
verb, the question's own words; cases dropped when the answer lost its relative clause."""

from __future__ import annotations

import pytest

from hanker.synth.answer_spill import trim_spill
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "expected"),
    [
        ("About what was the minister speaking?", "interest rates, not", "", "interest rates"),
        ("When did Ada Lunn win the Hale Medal?", "the year 1987", "", "1987"),
        ("Of what did the painter die?", "a stroke aged 81", "", "a stroke"),
        (
            "With what percentage of the vote did Mayor Ruiz finish?",
            "just over 48% of the vote",
            "",
            "just over 48%",
        ),
        ("Who were offered the jab?", "children aged 5 to 11", "", "children aged 5 to 11"),
        (
            "To what did Wales limit Ireland?",
            "212-9, seamer Dan Hall's 4-30 the highlight",
            "",
            "212-9",
        ),
        ("Where was the guard treated?", "hospital for stab wounds", "", "hospital"),
        (
            "What does her narrative voice captivate?",
            "readers with vivid scenes and memorable heroes",
            "",
            "readers",
        ),
        (
            "With whom had the council worked closely?",
            "local teachers on what could count as bullying",
            "",
            "local teachers",
        ),
        (
            "What percentage of global coffee sales does the firm handle?",
            "40% of global coffee sales",
            "",
            "40%",
        ),
        (
            "What did the striker produce?",
            "a stunning display as caretaker coach Tom Reilly",
            "The striker produced a stunning display as caretaker coach Tom Reilly watched from "
            "the stands.",
            "a stunning display",
        ),
        (
            "Who does video from a local agency show?",
            "a man firing outside the crowded club",
            "Video from a local agency shows a man firing outside the crowded club.",
            "a man",
        ),
    ],
)
def test_cut(question: str, answer: str, sentence: str, expected: str) -> None:
    assert trim_spill(CaseCandidate(question, answer), sentence).answer == expected


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        ("What did the agency show?", "a man firing outside the crowded club", ""),
        ("What did the bank report?", "a profit of £5m, up 3%", ""),
        ("Where was the summit held?", "the Centre for Peace Studies", ""),
        ("In what year did the mill close?", "1987", ""),
        ("What does the club reward?", "loyalty", ""),
        (
            "Who crowded the square?",
            "Green as well as Labour supporters",
            "Green as well as Labour supporters crowded the square as the motorcade passed.",
        ),
        (
            "What is the Harbour Fund?",
            "a charity for sailors, which was founded in 1901",
            "The Harbour Fund is a charity for sailors, which was founded in 1901.",
        ),
    ],
)
def test_kept(question: str, answer: str, sentence: str) -> None:
    assert trim_spill(CaseCandidate(question, answer), sentence).answer == answer


def test_cut_relative_clause_drops_case() -> None:
    case = trim_spill(
        CaseCandidate("What is the Coastal Lenders Union?", "the lobby group for banks"),
        "The Coastal Lenders Union is the lobby group for banks that lend to small farms.",
    )
    assert case.rejected == "answer cut before its relative clause"
    assert case.question == ""


def test_mark_read_as_preposition_before_finite_verb() -> None:
    sentence = (
        "Keeper Ana Ruiz produced a superb display as new head coach Lena Vos made it five wins "
        "in a row to dent the hosts' hopes."
    )
    case = CaseCandidate(
        "What did Keeper Ana Ruiz produce?", "a superb display as new head coach Lena Vos"
    )
    assert trim_spill(case, sentence).answer == "a superb display"
