"""Unnatural wording of a template question is repaired or the case rejected
(:mod:`hanker.synth.question_wording`)."""

from __future__ import annotations

import pytest

from hanker.synth.question_text import final_check
from hanker.synth.question_wording import repair_wording, wording_trouble


@pytest.mark.parametrize(
    ("question", "repaired"),
    [
        (
            "Where do Ana and Luis have a score to settle in any case?",
            "Where do Ana and Luis have a score to settle?",
        ),
        (
            "When did meanwhile Tom Reed quit the board of the club?",
            "When did Tom Reed quit the board of the club?",
        ),
        (
            "What has Ola Berg written, however, since 2001?",
            "What has Ola Berg written since 2001?",
        ),
        ("What has Mira Okafor published as of now?", "What has Mira Okafor published?"),
        ("Who was Ms Dale Originally?", "Who was Ms Dale originally?"),
        (
            "What did Mr Cole sell at the fair Last month?",
            "What did Mr Cole sell at the fair last month?",
        ),
        ("Where was Lena Ortiz born on 3rd March 1961?", "Where was Lena Ortiz born?"),
        ("Where was Lena Ortiz born on June 9, 1958?", "Where was Lena Ortiz born?"),
        ("Where was Lena Ortiz born on 11/30/1958?", "Where was Lena Ortiz born?"),
        ("To whom did Ms Pike write at the time?", "To whom did Ms Pike write?"),
        (
            "How many flights was the airline running, at that time?",
            "How many flights was the airline running?",
        ),
        # kept: a phrase, not a marker; a title's capital; a plain birth-place question
        (
            "What did the board do after all the votes were counted?",
            "What did the board do after all the votes were counted?",
        ),
        ("Who wrote The Last Green Field?", "Who wrote The Last Green Field?"),
        ("Who sang Of Course, My Love?", "Who sang Of Course, My Love?"),
        ("Where was Lena Ortiz born?", "Where was Lena Ortiz born?"),
        (
            "What did Ms Pike do at the time of the flood?",
            "What did Ms Pike do at the time of the flood?",
        ),
    ],
)
def test_repair_wording(question: str, repaired: str) -> None:
    assert repair_wording(question) == repaired


def test_repairs_are_applied_in_final_check() -> None:
    written = final_check(
        "Where did meanwhile Ana Ruiz open a bakery?", "Leeds", "place", "Ana Ruiz"
    )
    assert getattr(written, "question", None) == "Where did Ana Ruiz open a bakery?"


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "When was Mr Hale leaving the council after two decades?",
            "March 2019",
            "Mr Hale was leaving the council after two decades when he fell ill in March 2019.",
            "progressive in a when-question",
        ),
        (
            "When do firefighters clear the wreckage from the river bank?",
            "June 2020",
            "June 2020: firefighters clear the wreckage from the river bank.",
            "present tense with a past date",
        ),
        (
            "What does the ferry line remain?",
            "unprofitable",
            "The ferry line remains unprofitable.",
            "copula verb with do-support",
        ),
        (
            "According to Mr Ames, what do the club's two goals remain?",
            "the best route to promotion",
            "Mr Ames said the club's two goals remain the best route to promotion.",
            "copula verb with do-support",
        ),
        (
            "What has Rosa Lind been for her first play?",
            "a winner of the Tony Award",
            "Rosa Lind has been a winner of the Tony Award for her first play.",
            "copula question with a trailing phrase",
        ),
        (
            "To what are the walls of the old mill thought?",
            "date from the 1700s",
            "The walls of the old mill are thought to date from the 1700s.",
            "raising verb without its infinitive",
        ),
        (
            "How many former ministers are Ben Cho, Ada Wirth, Li Pan and Omar Said?",
            "four",
            "Ben Cho, Ada Wirth, Li Pan and Omar Said are four former ministers.",
            "count question listing what it counts",
        ),
        (
            "Since when has the firm cut prices most recently by 5% in June?",
            "May 2022",
            "The firm has cut prices since May 2022, most recently by 5% in June.",
            "since-question with another time",
        ),
        (  # template.v39
            "When had the mayor been replaced weeks earlier by his deputy?",
            "June 2015",
            "The mayor had been replaced weeks earlier, in June 2015, by his deputy.",
            "when-question with another time",
        ),
        (
            "When did the band split up two years later?",
            "1994",
            "The band split up two years later, in 1994.",
            "when-question with another time",
        ),
    ],
)
def test_wording_trouble(question: str, answer: str, sentence: str, reason: str) -> None:
    assert wording_trouble(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        ("When was the bridge opened?", "1932", "The bridge was opened in 1932."),
        (
            "What does Ana Ruiz become?",
            "the first woman to chair the club",
            "Ana Ruiz becomes the first woman to chair the club.",
        ),
        ("What has Ms Poll been since 2004?", "a judge", "Ms Poll has been a judge since 2004."),
        ("What had Kim been for three years?", "a nurse", "Kim had been a nurse for three years."),
        (
            "From what is the climber reported to have fallen?",
            "a ledge",
            "The climber is reported to have fallen from a ledge.",
        ),
        (
            "How many cats are Tom and Ann Moss keeping?",
            "two cats",
            "Tom and Ann Moss are keeping two cats.",
        ),
        ("Since when has Mr Vale led the party?", "2015", "Mr Vale has led the party since 2015."),
        ("When does the festival begin?", "3 August", "The festival begins on 3 August."),
    ],
)
def test_natural_wording_kept(question: str, answer: str, sentence: str) -> None:
    assert wording_trouble(question, answer, sentence) is None


def test_when_question_with_its_own_time_only_is_kept() -> None:
    question = "When did the band record its first album?"
    assert (
        wording_trouble(question, "1990", "Earlier, in 1990, the band recorded its first album.")
        is None
    )


def test_a_span_before_an_event_is_no_second_time() -> None:
    question = "When did Ann Lee serve as mayor for four years before retiring?"
    assert (
        wording_trouble(
            question, "1990", "In 1990, Ann Lee served as mayor for four years before retiring."
        )
        is None
    )
