"""Facts that state more or less than their sentence (:mod:`hanker.extract.fact_scope`)."""

from __future__ import annotations

import pytest

from hanker.extract.fact_scope import (
    ADVERB_HEAD,
    ATTEMPT_AS_FACT,
    COORDINATION_HEAD,
    DASH_HEAD,
    PAST_STATE,
    WEEKDAY_TAIL,
    scope_problem,
)
from hanker.synth.question_sense import sense_problem
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (
            "Nearby Castle Rock is said to have inspired the novel.",
            "Nearby Castle Rock",
            "inspire",
            "the novel",
            ADVERB_HEAD,
        ),
        (
            "Ms Hale - the youngest daughter of Lord Brent - was born in Leeds.",
            "Ms Hale - the",
            "be youngest daughter of",
            "Lord Brent",
            DASH_HEAD,
        ),
        (
            "Lennon and the other members of the band recorded many albums in the 1960s.",
            "the other members of the band",
            "record",
            "many albums",
            COORDINATION_HEAD,
        ),
        (
            "The Earl and Countess of Wessex also opened a new hospital in May.",
            "The Earl",
            "open",
            "a new hospital",
            COORDINATION_HEAD,
        ),
        (
            "Lucy tried to keep her dogs calm during the storm without spending much.",
            "Lucy",
            "try to keep",
            "Lucy's dogs",
            ATTEMPT_AS_FACT,
        ),
        (
            "Lucy tried to keep her dogs calm during the storm without spending much.",
            "her dogs",
            "be calm during",
            "the storm",
            ATTEMPT_AS_FACT,
        ),
        (
            "The singer also appeared on Tuesday, and sat three rows away from Jones.",
            "The singer",
            "appear on",
            "Tuesday",
            WEEKDAY_TAIL,
        ),
        (
            "Peter Smith, from Leeds, was just 30 when the bridge collapsed.",
            "Peter Smith",
            "be",
            "just 30",
            PAST_STATE,
        ),
    ],
)
def test_facts_beyond_their_sentence_are_dropped(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert scope_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # a weekday after a relation that says what happened then
        (
            "The minister met union leaders on Friday.",
            "The minister",
            "meet union leaders on",
            "Friday",
        ),
        # an event: the day is its point
        ("Ben Cole died on Sunday at the age of 70.", "Ben Cole", "die on", "Sunday"),
        # a trailing dash is only punctuation
        (
            "Grower Lia Moss - who farms near Ely - won the prize.",
            "Grower Lia Moss -",
            "win",
            "the prize",
        ),
        # "while" contrasts, it does not date the state
        (
            "Her father was a pilot, while her mother worked as a nurse.",
            "Her father",
            "be",
            "a pilot",
        ),
        # a coordination of two whole names: each did it
        ("Tom Hale and Ann Lee founded the charity in 2004.", "Tom Hale", "found", "the charity"),
        # the tail is outside the attempt: the apposition is a fact
        (
            "Dr Ana Bell, chair of the board, said they want to be sure of the plan.",
            "Ana Bell",
            "be",
            "chair of the board",
        ),
        # an achievement, not an attempt
        ("Lucy kept her dogs calm during the storm.", "her dogs", "be calm during", "the storm"),
    ],
)
def test_facts_the_sentence_states_are_kept(
    sentence: str, head: str, relation: str, tail: str
) -> None:
    doc = load_spacy()(sentence)
    assert scope_problem(head, relation, tail, doc) is None


def test_the_question_writer_shares_the_adverb_list() -> None:
    sentence = "Meanwhile Oskars was shelled by rebels."
    assert sense_problem("By whom was Meanwhile Oskars shelled?", "rebels", sentence) is not None


def test_a_description_of_a_pair_is_not_of_its_first_name() -> None:
    from hanker.extract.fact_scope import COORDINATION_HEAD, scope_problem
    from hanker.text.nlp import load_spacy

    doc = load_spacy()(
        "Voters in Kirkby and West Hale - a seat held by Labour since 1997 - go to the polls."
    )
    assert scope_problem("Kirkby", "be", "a seat held by Labour", doc) == COORDINATION_HEAD
    doc = load_spacy()("Kirkby, a town in Lancashire, and West Hale will vote.")
    assert scope_problem("Kirkby", "be", "a town in Lancashire", doc) is None
