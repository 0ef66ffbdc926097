"""Premise rules of template.v12, on sentences written for these tests: an expectation or a
counterfactual is not asked as fact, a count keeps what restricts it, and a phrase that belongs
to the answer does not move to the verb."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

REJECTED = [
    # (sentence, answer, reason)
    (
        "Just when it seemed the Hornets were going to win 3-0 at home, Diaz scored a late goal.",
        "the Hornets",
        "expectation asked as fact",
    ),
    (
        "The Hornets would have won the FA Cup without the injury.",
        "the FA Cup",
        "expectation asked as fact",
    ),
    ("The Hornets looked set to win the FA Cup.", "the FA Cup", "expectation asked as fact"),
    ("It looked like the Hornets would win the FA Cup.", "the FA Cup", "expectation asked as fact"),
    (
        "Ryanair had twelve planes waiting to leave Crete on Friday.",
        "twelve planes",
        "restricting modifier dropped",
    ),
    (
        "Leeds United won the club's first league title for 30 years.",
        "the club's first league title",
        "phrase of the answer moved to the verb",
    ),
    (
        "Photo ID has been a requirement in Belgium since 1994, as well as in several Asian states.",
        "a requirement in Belgium",
        "phrase of the answer moved to the verb",
    ),
    # a generic verb of running something, present tense, nothing else said
    (
        "Bristol City Council, which operates the care home, has refused to comment.",
        "the care home",
        "vague present possession",
    ),
]

KEPT = [
    # (sentence, answer, expected question)
    ("The Hornets won the FA Cup in 2019.", "the FA Cup", "What did the Hornets win in 2019?"),
    # a reported plan is the speaker's plan, not an expectation that failed
    (
        "Ms Okafor said the council was going to spend £2m on new parks.",
        "£2m",
        "What was the council going to spend on new parks?",
    ),
    # a comma-set relative clause only adds to the count
    (
        "Ryanair had twelve planes, some of which were half empty.",
        "twelve planes",
        "How many planes did Ryanair have?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_rejected(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection)
    assert written.reason == reason


@pytest.mark.parametrize(("sentence", "answer", "question"), KEPT)
def test_kept(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_passive_fact_asked_as_the_heads_act_is_refused() -> None:
    from hanker.synth.base import CaseCandidate
    from hanker.synth.question_premise import passive_kept

    # "Ines Berg - the chemist named in the report and placed under guard - was ..." read with
    # "placed" as Berg's own act (template.v39)
    active = CaseCandidate("Under what did Ines Berg place?", "police guard")
    assert passive_kept(active, "be placed under").rejected == "passive fact asked as active"
    passive = CaseCandidate("Under what was Ines Berg placed?", "police guard")
    assert passive_kept(passive, "be placed under") == passive
    other = CaseCandidate("Where did Ines Berg work?", "Leeds")
    assert passive_kept(other, "be placed under") == other
