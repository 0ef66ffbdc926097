"""Answers that carry an adverbial of their clause (time, nearness, a winning event, a place
set off by a comma) are trimmed to their noun phrase; a restricting phrase stays. Sentences
written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.answer_adverbials import trim_adverbial
from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

TRIMMED = [
    # (sentence, answer, expected question, expected answer)
    (
        "Ben Cole suffered a broken wrist in the second half.",
        "a broken wrist in the second half",
        "What did Ben Cole suffer in the second half?",
        "a broken wrist",
    ),
    (
        "Apple has unveiled a new tablet in the evening.",
        "a new tablet in the evening",
        "What has Apple unveiled in the evening?",
        "a new tablet",
    ),
    (
        "Police seized 40 stolen bicycles near the canal.",
        "40 stolen bicycles near the canal",
        "How many stolen bicycles did police seize near the canal?",
        "40 stolen bicycles",
    ),
    (  # a "during" phrase says when the clause happened (template.v36)
        "Three rival parties have reached agreement on a new cabinet during talks in Oslo.",
        "agreement on a new cabinet during talks in Oslo",
        "What have three rival parties reached during talks in Oslo?",
        "agreement on a new cabinet",
    ),
    (  # "in the build-up to X" says when (template.v38)
        "The striker had been struggling with an ankle injury in the build-up to the derby.",
        "an ankle injury in the build-up to the derby",
        "With what had the striker been struggling in the build-up to the derby?",
        "an ankle injury",
    ),
]

KEPT = [
    # a phrase that says which thing is meant stays in the answer
    ("Officials reported a sharp rise in rents.", "a sharp rise in rents"),
    ("The charity opened a shelter for homeless veterans.", "a shelter for homeless veterans"),
    ("Tourists visited a village near York.", "a village near York"),
    # a person noun keeps its phrase: "behind" says which singer
    (
        "Fans paid tribute to Ella Grant, the jazz singer behind hits like Blue Moon and Night"
        " Train, who has died aged 80.",
        "the jazz singer behind hits like Blue Moon and Night Train",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question", "trimmed"), TRIMMED)
def test_adverbial_is_trimmed_and_stays_in_the_question(
    sentence: str, answer: str, question: str, trimmed: str
) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
    assert written.answer == trimmed


@pytest.mark.parametrize(("sentence", "answer"), KEPT)
def test_restricting_phrase_stays_in_the_answer(sentence: str, answer: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.answer == answer


def test_bare_noun_left_after_trimming_is_rejected() -> None:
    written = write_question(
        "Maria Lopez scored from a corner in second-half injury time.",
        "a corner in second-half injury time",
    )
    assert isinstance(written, Rejection)


def test_place_after_a_comma_never_stays_in_the_answer() -> None:
    written = write_question(
        "Apple has unveiled its new tablet, the Slate, in Japan and Canada.",
        "its new tablet, the Slate, in Japan and Canada",
    )
    assert not (isinstance(written, WrittenQuestion) and "Japan" in written.answer)


@pytest.mark.parametrize(
    ("sentence", "answer", "question"),
    [
        (
            "The 61-year-old from Hull died in St Mary's Hospice on Friday.",
            "St Mary's Hospice",
            "Where did the 61-year-old from Hull die on Friday?",
        ),
        (
            "The 52-year-old from Preston died in Royal Lancaster Infirmary on Monday.",
            "Royal Lancaster Infirmary",
            "Where did the 52-year-old from Preston die on Monday?",
        ),
    ],
)
def test_named_facility_is_asked_where(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        # "near" hangs on an inner noun (the farm, the harbour), not on the answer's head
        (
            "Rescuers found the missing dog in a barn at a farm near Ripon.",
            "a barn at a farm near Ripon",
        ),
        (
            "The museum bought a painting of a harbour near Genoa.",
            "a painting of a harbour near Genoa",
        ),
    ],
)
def test_phrase_on_an_inner_noun_is_not_trimmed(sentence: str, answer: str) -> None:
    span = cl.locate(cl.parse(sentence), answer)
    assert span is not None
    assert trim_adverbial(span, answer)[1] == answer


def test_time_phrase_on_a_noun_is_trimmed_by_the_parse() -> None:
    sentence = "Ben Cole suffered a broken wrist in the second half."
    span = cl.locate(cl.parse(sentence), "a broken wrist in the second half")
    assert span is not None
    assert trim_adverbial(span, span.text)[1] == "a broken wrist"


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "question", "trimmed"),
    [
        (  # a date ends the answer: when, not what (a person noun keeps other phrases)
            "Eva Lund joined the Royal Navy as a helicopter pilot in May 2001.",
            "a helicopter pilot in May 2001",
            "Eva Lund",
            "As what did Eva Lund join the Royal Navy in May 2001?",
            "a helicopter pilot",
        ),
        (  # the passive verb's agent, hung on the answer's noun
            "Lord Hale was replaced as club captain by Tom Reyes.",
            "club captain by Tom Reyes",
            "Lord Hale",
            "As what was Lord Hale replaced by Tom Reyes?",
            "club captain",
        ),
    ],
)
def test_dates_ages_and_agents_leave_the_answer(
    sentence: str, answer: str, head: str, question: str, trimmed: str
) -> None:
    written = write_question(sentence, answer, head=head)
    assert isinstance(written, WrittenQuestion), written
    assert (written.question, written.answer) == (question, trimmed)


def test_an_early_age_never_ends_an_answer() -> None:
    sentence = "Eva Lund nurtured the dream of becoming a pilot from a very young age."
    written = write_question(
        sentence, "the dream of becoming a pilot from a very young age", head="Eva Lund"
    )
    assert not (isinstance(written, WrittenQuestion) and "age" in written.answer), written


def test_the_purpose_of_the_verb_leaves_the_answer() -> None:
    sentence = "Tom Reyes shot low into the far corner of the Leeds goal to give Ardley the lead."
    written = write_question(sentence, "the far corner of the Leeds goal to give Ardley the lead")
    assert isinstance(written, WrittenQuestion), written
    assert written.answer == "the far corner of the Leeds goal"


def test_a_date_inside_a_relative_clause_stays() -> None:
    sentence = "The council thanked volunteers who cleared the beach in May 2021."
    written = write_question(
        sentence, "volunteers who cleared the beach in May 2021", head="The council"
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.answer == "volunteers who cleared the beach in May 2021"
    assert "2021" not in written.question


def test_a_given_name_the_tagger_calls_a_place_is_no_place() -> None:
    from hanker.synth.wh_answers import is_place

    doc = cl.parse("Vondrousova was in London as a tourist when Jabeur lost to Elena Rybakina.")
    span = cl.locate(doc, "Elena Rybakina")
    assert span is not None and not is_place(span, "to")
    station = cl.locate(cl.parse("Fans travelled to Victoria Station."), "Victoria Station")
    assert station is not None and is_place(station, "to")
