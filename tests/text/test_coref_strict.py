"""Stricter pronoun links (hanker.text.coref.strict) on real spaCy parses, invented sentences."""

from __future__ import annotations

import pytest

from tests.text.conftest import resolved_text


@pytest.mark.parametrize(
    "text",
    [
        # a common noun is the topic: "It" is the trip, not the city in a prepositional phrase
        "Travellers were told to find their own way to a harbour outside the city of Tangier. "
        "It is a risky trip during a fragile truce.",
        # "It" is the film, not the town that qualifies its director
        "The film was directed by Bristol film-maker Tom Reed. It also stars Ann Cole.",
    ],
)
def test_it_is_not_a_place_named_off_the_topic(text: str) -> None:
    assert resolved_text(text) == text


def test_its_own_is_the_subject_of_its_clause() -> None:
    text = "The tower in Lyon has fallen onto its own base."
    assert resolved_text(text) == text


def test_it_still_links_to_a_named_subject_or_the_only_thing() -> None:
    assert (
        resolved_text("Maria Lopez joined Acme Corp in 2019. She leads its research team.")
        == "Maria Lopez joined Acme Corp in 2019. Maria Lopez leads Acme Corp's research team."
    )


def test_a_person_named_more_than_two_sentences_back_is_not_linked() -> None:
    text = "Anna Berg was born in Oslo. She studied law. She moved to Paris. She died in 2001."
    assert resolved_text(text) == (
        "Anna Berg was born in Oslo. Anna Berg studied law. Anna Berg moved to Paris. "
        "She died in 2001."
    )


@pytest.mark.parametrize(
    "text",
    [
        # an untagged name as a subject in between: "he" may be Kemp
        "Police released footage of the arrest of Daniel Ford. The jury heard Kemp and his "
        "brother had rivals and it was not the first time he had been attacked.",
        # a person noun as a subject in between: "he" is the gunman
        "Daniel Ford was charged on Monday. The gunman fired six shots and he then fled.",
        # an animal as a subject in between: "she" may be the foal
        "Laura Hill reached the stable at noon. The foal was limping and she called a vet.",
    ],
)
def test_another_person_as_subject_in_between_blocks(text: str) -> None:
    assert resolved_text(text) == text


def test_a_subject_before_the_name_in_its_sentence_blocks() -> None:
    """The husband, the clause's subject, is "his", not the name in a prepositional phrase."""
    text = (
        "She filed for divorce after her husband was photographed at the party of model Sasha "
        "Vale. His most famous scandal was the parties at his villa."
    )
    assert resolved_text(text) == text


def test_a_name_after_an_honorific_is_never_it() -> None:
    """The tagger calls "Micklewright" an organisation; "Mr" says it is a person."""
    text = (
        "Speaking for the first time since the 11 members were made to quit. Mr Micklewright "
        'said it was "tantamount to bullying" and had come out of the blue.'
    )
    assert resolved_text(text) == text


def test_a_name_that_outranks_the_person_noun_is_still_linked() -> None:
    assert resolved_text("The lawyer said Tom Reed was innocent. His trial opens today.") == (
        "The lawyer said Tom Reed was innocent. Tom Reed's trial opens today."
    )


def test_a_rival_of_the_other_gender_does_not_block() -> None:
    assert resolved_text("John Smith died in 2020. His wife said he had been ill.") == (
        "John Smith died in 2020. John Smith's wife said John Smith had been ill."
    )


def test_a_possessive_after_and_belongs_to_the_first_conjunct() -> None:
    text = (
        "Officers arrested Daniel Ford on Monday. The jury heard Bexley and his cousin had rivals."
    )
    assert resolved_text(text) == text


def test_a_gendered_title_keeps_the_other_gender() -> None:
    assert resolved_text("Mark Hale was praised by King Edward. She said he was brave.") == (
        "Mark Hale was praised by King Edward. She said he was brave."
    )


def test_a_possessive_continues_the_subject_pronoun_left_before_it() -> None:
    text = "In May, she was handed an award by Alex Moran at her parents' home in Kent."
    assert resolved_text(text) == text


def test_its_in_a_relative_clause_is_the_noun_the_clause_modifies() -> None:
    assert resolved_text(
        "The appeal went back to the Ninth District court, where five of its 12 judges were "
        "named by the governor."
    ) == (
        "The appeal went back to the Ninth District court, where five of Ninth District's 12 "
        "judges were named by the governor."
    )


def test_an_object_pronoun_never_means_its_own_subject() -> None:
    # "her" is the dog; the owner named in apposition to the subject cannot be her object
    text = "Luna is a spaniel. Luna's owner, Ms Brandt, describes her as a lovely dog."
    assert resolved_text(text) == text


def test_it_after_on_is_not_its_own_clause_subject() -> None:
    text = (
        "Millions of people have used Chatbox since it launched in November 2022.\n\n"
        "It can answer questions using natural language.\n\n"
        "Macrosoft has spent billions of dollars on it and it was added to Bong last month."
    )
    assert "on Macrosoft" not in resolved_text(text)
