"""A wh-word that misfits the answer's kind, or a question that lost what made its answer the
only one, is a counted rejection (:mod:`hanker.synth.question_kinds`)."""

from __future__ import annotations

import pytest

from hanker.synth.question_kinds import kind_problem


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "Who is one of the oldest festivals in the north?",
            "Harrowgate Fair",
            "Harrowgate Fair is one of the oldest festivals in the north.",
            "who asked of a thing",
        ),
        (
            "Who was consecrated by the bishop in 1850?",
            "the new parish church",
            "In 1850 the new parish church was consecrated by the bishop.",
            "who asked of a thing",
        ),
        (
            "Who is the mayor's plan for the docks?",
            "the main story in the local paper",
            "The mayor's plan for the docks is the main story in the local paper.",
            "who asked of a thing",
        ),
        (
            "On whom did Priya Shah appear with her brother?",
            "Bake Off",
            "Priya Shah appeared on Bake Off with her brother.",
            "who asked of a show",
        ),
        (
            "From whom did Mr Lowe resign in May?",
            "the shadow cabinet",
            "Mr Lowe resigned from the shadow cabinet in May.",
            "who asked of a body left",
        ),
        (
            "Who is Spain and Portugal?",
            "Marta Gil",
            "Marta Gil, who starred in Summer is Spain and Portugal, signed the deal.",
            "who-is question on another clause's copula",
        ),
        (
            "For what does Tom Ash work?",
            "the residents",
            "The council hired Tom Ash, who works for the residents.",
            "what asked of people",
        ),
        (
            "What did the mayor open the following week?",
            "a new library",
            "The mayor opened a new library the following week.",
            "relative time with no anchor",
        ),
        (
            "Who was named club captain the very same day?",
            "Lena Hart",
            "Lena Hart was named club captain the very same day.",
            "relative time with no anchor",
        ),
        (
            "What had the club sold by then?",
            "its stadium",
            "By then, the club had sold its stadium.",
            "relative time with no anchor",
        ),
        (
            "How many charges does Lee Barr face?",
            "five",
            "Lee Barr faces five charges of fraud.",
            "count's of-phrase dropped",
        ),
        (
            "Who voted in the Senate in March 2021?",
            "Ms Vance",
            "Ms Vance voted in the Senate in March 2021 while recovering from surgery.",
            "subject question drops its limiting clause",
        ),
    ],
)
def test_kind_problem(question: str, answer: str, sentence: str, reason: str) -> None:
    assert kind_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        # a person and a who-question; a name asked "Who is X?"
        (
            "Who is one of the best sprinters in Europe?",
            "Ana Ruiz",
            "Ana Ruiz is one of the best sprinters in Europe.",
        ),
        (
            "Who is Dr Ian Holt?",
            "the clinical lead at the eye clinic",
            "Dr Ian Holt is the clinical lead at the eye clinic.",
        ),
        # "then" as an adjective of a title, not a relative time
        (
            "When was Ms Cole appointed by then Mayor Tom Hill?",
            "2015",
            "Ms Cole was appointed by then Mayor Tom Hill in 2015.",
        ),
        # "within what" asks for a setting; a counted noun whose of-phrase is no kind
        (
            "Within what has the novel been praised?",
            "the farming community",
            "The novel has been praised within the farming community.",
        ),
        ("How many pints did Mr Day lose?", "three", "Mr Day lost three pints of blood."),
        # an object and a clause with no subordinator
        (
            "Who arrived in Oslo in 2012?",
            "Lars Berg",
            "Lars Berg arrived in Oslo in 2012, having left Bergen a year earlier.",
        ),
        ("On what did Priya Shah appear?", "Bake Off", "Priya Shah appeared on Bake Off."),
    ],
)
def test_kept(question: str, answer: str, sentence: str) -> None:
    assert kind_problem(question, answer, sentence) is None


def test_cloze_not_checked() -> None:
    assert (
        kind_problem("Who is one of the oldest festivals?", "X Fair", "X Fair is one.", "cloze")
        is None
    )
