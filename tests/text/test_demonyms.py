"""A country's adjective in a question gives its name away (:mod:`hanker.text.demonyms`)."""

from __future__ import annotations

from hanker.synth.base import CaseCandidate
from hanker.synth.validate import answer_in_question
from hanker.text.demonyms import adjective_in


def test_the_adjective_of_a_country_is_found_as_a_whole_word() -> None:
    assert adjective_in("Wales", "after talks with the Welsh government")
    assert adjective_in("the Netherlands", "a Dutch court ruled")
    assert not adjective_in("Wales", "after talks with the Welshpool council")
    assert not adjective_in("Leeds", "a Leeds court ruled")


def test_a_question_naming_its_answer_through_an_adjective_is_rejected() -> None:
    given = CaseCandidate("Where was the strike paused for talks with the Welsh unions?", "Wales")
    assert answer_in_question(given)
    fair = CaseCandidate("Where did the Welsh choir travel in May?", "Austria")
    assert not answer_in_question(fair)
