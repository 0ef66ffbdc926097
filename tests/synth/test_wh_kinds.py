"""The wh-word fitted to the answer's kind on the written case (wh_kinds)."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate
from hanker.synth.wh_kinds import fit_wh_kind


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (  # a person's name asked with "what"
            "Poland's Kowal defeated Spain's Miguel Herrera for the third time in May.",
            "What did Poland's Kowal defeat for the third time in May?",
            "Spain's Miguel Herrera",
            "Who did Poland's Kowal defeat for the third time in May?",
        ),
        (  # people an owner's name goes with
            "The paper has approached Maria Lopez's team for a response.",
            "What has the paper approached for a response?",
            "Maria Lopez's team",
            "Who has the paper approached for a response?",
        ),
        (  # an organisation addressed by "ask"
            "The weekly has asked the sport's ruling body Unifa for a statement.",
            "What has the weekly asked for a statement?",
            "the sport's ruling body Unifa",
            "Who has the weekly asked for a statement?",
        ),
        (  # an award asked with "who" as the object
            "Tomas Berg has won the coveted Golden Quill Award.",
            "Who has Tomas Berg won?",
            "the coveted Golden Quill Award",
            "What has Tomas Berg won?",
        ),
        (  # a role asked of a person's relative stays "what"
            "Ana Ruiz's father was a carpenter.",
            "What was Ana Ruiz's father?",
            "a carpenter",
            "What was Ana Ruiz's father?",
        ),
        (  # "who is X?" asks for a description
            "Gwen Hale is the chief editor of a local newspaper.",
            "Who is Gwen Hale?",
            "the chief editor of a local newspaper",
            "Who is Gwen Hale?",
        ),
    ],
)
def test_wh_word_fitted(sentence: str, question: str, answer: str, expected: str) -> None:
    fitted = fit_wh_kind(CaseCandidate(question, answer), sentence)
    assert not fitted.rejected
    assert fitted.question == expected


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "reason"),
    [
        (
            "On Monday the Belgian minister visited Chancellor Olaf Brandt in Berlin.",
            "Who visited Chancellor Olaf Brandt in Berlin on Monday?",
            "the Belgian minister",
            "who answered without a name",
        ),
        (
            "Lena Dahl has worked with a renowned Norwegian painter on a mural.",
            "With whom has Lena Dahl worked on a mural?",
            "a renowned Norwegian painter",
            "who answered without a name",
        ),
        (
            "Mark Owens lives on Birch Lane.",
            "On whom does Mark Owens live?",
            "Birch Lane",
            "wh word names a thing",
        ),
        (
            "One notable novel by Rosa Ibarra is The Quiet Harbour.",
            "What is one notable novel by Rosa Ibarra?",
            "The Quiet Harbour",
            "asks for one of several",
        ),
        (
            "Salt and Ember is another acclaimed novel.",
            "What is Salt and Ember?",
            "another acclaimed novel",
            "asks for one of several",
        ),
    ],
)
def test_wh_case_dropped(sentence: str, question: str, answer: str, reason: str) -> None:
    assert fit_wh_kind(CaseCandidate(question, answer), sentence).rejected == reason


def test_name_in_apposition_answers() -> None:
    sentence = "The Belgian minister, Ann Peeters, visited Chancellor Olaf Brandt in Berlin."
    case = CaseCandidate("Who visited Chancellor Olaf Brandt in Berlin?", "The Belgian minister")
    assert fit_wh_kind(case, sentence).answer == "Ann Peeters"


def test_role_word_before_name_is_cut() -> None:
    sentence = "Novelist Lucia Moreno was born in Seville."
    case = CaseCandidate("Who was born in Seville?", "Novelist Lucia Moreno")
    assert fit_wh_kind(case, sentence).answer == "Lucia Moreno"
    titled = "President Lucia Moreno was born in Seville."
    case = CaseCandidate("Who was born in Seville?", "President Lucia Moreno")
    assert fit_wh_kind(case, titled).answer == "President Lucia Moreno"
