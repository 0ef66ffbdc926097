"""Wh-words fitted to the answer and the verb (hanker.synth.wh_fit), on sentences written for
these tests: "by whom" for an animate agent, "who" for a group one contacts, "for whom" for a
named beneficiary, "where" for a destination, no "from where" of dying, no kept preposition
fronted, no light-verb idiom taken apart."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

WRITTEN = [
    (
        "Two schoolgirls were attacked and killed by Hartley in the 1990s.",
        "Hartley",
        "By whom were two schoolgirls attacked and killed in the 1990s?",
    ),
    (
        "The Guardian has contacted Adele's team for a response.",
        "Adele's team",
        "Who has the Guardian contacted for a response?",
    ),
    (
        "The council has contacted Mr Dunn's family for further comment.",
        "Mr Dunn's family",
        "Who has the council contacted for further comment?",
    ),
    (
        "The survey results have been collected for Reuters by a polling firm.",
        "Reuters",
        "For whom have the survey results been collected by a polling firm?",
    ),
    (
        "The folk festival was founded in Dorset in 1972.",
        "Dorset",
        "Where was the folk festival founded in 1972?",
    ),
    ("Mr Clarke moved to Cardiff in 2010.", "Cardiff", "Where did Mr Clarke move in 2010?"),
    (  # a storm's name is no person
        "Storm Ciara caused severe flooding to parts of northern England.",
        "Storm Ciara",
        "What caused severe flooding to parts of northern England?",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question"), WRITTEN)
def test_wh_word_fits(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


REJECTED = [
    (
        "Tom Avery died from Leeds after a fall in March.",
        "Leeds",
        "source of a verb of no motion",
    ),
    (
        "Toyota accounted for 15% of the country's car exports last year.",
        "15% of the country's car exports",
        "preposition belongs to the verb",
    ),
    ("The soldiers took cover behind a wall.", "cover", "idiomatic phrase"),
    # template.v27: a destination after "for", a bare noun after "to"
    (
        "The coach left for Halden Town after two seasons.",
        "Halden Town",
        "destination asked as a thing",
    ),
    (
        "The movement came to prominence in the north in May.",
        "prominence in the north",
        "idiomatic phrase",
    ),
    ("The villagers took shelter in the church.", "shelter", "idiomatic phrase"),
    # the other place stays in the question, so "where" has two answers
    (
        "Ms Hale moved to Bristol originally from Truro in Cornwall.",
        "Bristol",
        "question holds another place",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "reason"), REJECTED)
def test_wh_word_rejected(sentence: str, answer: str, reason: str) -> None:
    rejected = write_question(sentence, answer)
    assert isinstance(rejected, Rejection), rejected
    assert rejected.reason == reason


def test_a_compass_region_tagged_as_a_body_is_not_who() -> None:
    sentence = "Southern Norland has experienced two hot summers, with drought causing fires."
    written = write_question(sentence, "Southern Norland")  # tagged an organisation
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What has experienced two hot summers with drought causing fires?"


def test_a_country_beaten_in_a_match_is_asked_who() -> None:
    written = write_question("Norway beat Portugal in the final in May 2011.", "Portugal")
    assert isinstance(written, WrittenQuestion)
    assert written.question == "Who did Norway beat in the final in May 2011?"
