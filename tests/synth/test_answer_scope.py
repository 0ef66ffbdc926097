"""Answers cut to the constituent their question asks: an amount's alternative in the asked
unit, the object before an "as" complement, a specific noun phrase without the clause's place."""

from __future__ import annotations

import pytest

from hanker.synth.answer_scope import scope_answer
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("By how many points did the Nikkei rise?", "2.4% or 710 points", "710 points"),
        ("By what percentage did sales drop?", "12% or 4,000 units", "12%"),
        ("How many barrels did the field lose?", "5% or 90,000 barrels", "90,000 barrels"),
        ("For how much are the seats offered?", "£870 on ticket sites", "£870"),
        ("For how long did the crew wait?", "three hours at Leeds station", "three hours"),
        ("For how many years was Ivo jailed?", "six years for smuggling arms", "six years"),
        (
            "What had the church leaders strongly denounced?",
            "the planned demolition as an insult to the parish",
            "the planned demolition",
        ),
        ("Whom did the board appoint?", "Ms Okafor as interim chief", "Ms Okafor"),
        (
            "With what was Queen Margrethe presented at the gala?",
            "Denmark's royal regalia in Copenhagen",
            "Denmark's royal regalia",
        ),
        ("By what was the cyclist hit?", "a Ford Fiesta on Mill Street", "a Ford Fiesta"),
        (
            "What has the studio released?",
            "its long-awaited sequel, Orbit, in Canada and Mexico",
            "its long-awaited sequel, Orbit",
        ),
    ],
)
def test_scoped(question: str, answer: str, expected: str) -> None:
    case = scope_answer(CaseCandidate(question, answer, answer_type="entity"))
    assert (case.question, case.answer, case.answer_type) == (question, expected, "entity")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("By how much did prices rise?", "3% or 4%"),  # no unit asked: both stay
        ("What did the firm describe?", "the same model as last year"),  # "same ... as"
        ("What did Lina attend?", "a school in Leeds"),  # the place says which school
        ("What did the author publish?", "Lost in Lisbon"),  # a title
        ("What did the rebels escalate?", "Russia's war in Ukraine"),  # the war's own place
        ("Where did Ms Ruiz open Ana's Bakery?", "Ana's Bakery in Porto"),
        ("What did the club buy?", "a B&B in Brecon"),  # not a name
        ("What did the club pay?", "£870 on Friday night"),  # no amount asked
    ],
)
def test_kept(question: str, answer: str) -> None:
    case = CaseCandidate(question, answer)
    assert scope_answer(case) == case
