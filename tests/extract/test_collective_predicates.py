"""Facts that split a collective statement over its participants, or garble their verb chain
(:mod:`hanker.extract.collective_predicates`)."""

from __future__ import annotations

import pytest

from hanker.extract.collective_predicates import (
    COLLECTIVE_SPLIT,
    COUNT_SPLIT,
    GARBLED_CHAIN,
    PARTNER_DROPPED,
    collective_problem,
)
from hanker.text.nlp import load_spacy


def _problem(sentence: str, head: str, relation: str, tail: str) -> str | None:
    return collective_problem(head, relation, tail, load_spacy()(sentence))


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # a collective noun predicate said of the second conjunct
        (
            "He and Mira Castell were a couple for a decade.",
            "Mira Castell",
            "be",
            "a couple",
            COLLECTIVE_SPLIT,
        ),
        # a superlative object ranks the pair together
        (
            "Brook Lane and Mill Street have the highest rents in the county.",
            "Mill Street",
            "have",
            "the highest rents in the county",
            COLLECTIVE_SPLIT,
        ),
        # a collective verb said of the first conjunct
        (
            "Ferrari's Carlos Sainz and the Williams of Alex Albon completed the top eight.",
            "Ferrari's Carlos Sainz",
            "complete",
            "the top eight",
            COLLECTIVE_SPLIT,
        ),
        # a joint count said of one party
        (
            "Between 1990 and 2004, the county police and other agencies seized 45 guns in raids.",
            "the county police",
            "seize 45 guns between",
            "1990 and 2004",
            COLLECTIVE_SPLIT,
        ),
        # the partner of solidarity lies outside the triple
        (
            "The Red Lantern charity halted its deliveries for a week in solidarity with the drivers.",
            "The Red Lantern charity",
            "halt delivery for",
            "a week in solidarity",
            PARTNER_DROPPED,
        ),
        # one of the coordinated partners is the tail, the other lies outside
        (
            "Ines Varga formed a band in 2004 alongside painter Olek Brun and sculptor Ada Lind.",
            "Ines Varga",
            "form band alongside",
            "painter Olek Brun",
            PARTNER_DROPPED,
        ),
        # a count split over a coordinated place
        (
            "Since March, more than 60 miners have been injured in the northern valleys and the coastal pits.",
            "more than 60 miners",
            "be injured in",
            "the coastal pits",
            COUNT_SPLIT,
        ),
        # "has become" read as a passive
        (
            "The old harbour has become a busy marina.",
            "The old harbour",
            "be become",
            "a busy marina",
            GARBLED_CHAIN,
        ),
        # a "to" put before the gerund of a noun misparsed as a verb
        (
            "She has a fine record in Spain, with four of her major titles coming in Madrid.",
            "four of her major titles",
            "title to come in",
            "Madrid",
            GARBLED_CHAIN,
        ),
        # the future "going to" read as a verb of motion
        (
            "The council was going to build a new library in the square.",
            "The council",
            "go to build",
            "a new library",
            GARBLED_CHAIN,
        ),
        # the subject of another clause read as a preposition's object
        (
            "All ten Kent wickets fell to pace as fast bowler Omar Reid and Leon Pike took five each.",
            "All ten Kent wickets",
            "fall to pace as",
            "fast bowler Omar Reid",
            GARBLED_CHAIN,
        ),
        # a majority won together
        (
            "The Unity party and its nationalist allies have secured a majority in parliament.",
            "The Unity party",
            "secure",
            "a majority in parliament",
            COLLECTIVE_SPLIT,
        ),
        # relations restored between two parties hold of the pair
        (
            "Norland and Estavia have agreed to restore diplomatic relations after a long row.",
            "Estavia",
            "agree to restore",
            "diplomatic relations",
            COLLECTIVE_SPLIT,
        ),
        # a floated "all" before the tail: each conjunct is one of them
        (
            "The border dispute, the fishing quota and the rail link are all topics the two"
            " ministers expect to discuss.",
            "The border dispute",
            "be",
            "all topics the two ministers expect to discuss",
            COLLECTIVE_SPLIT,
        ),
    ],
)
def test_collective_predicates(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    assert _problem(sentence, head, relation, tail) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # a distributive predicate of a coordinated subject
        ("Mira Castell and Tom Reyes were born in Lisbon.", "Tom Reyes", "be born in", "Lisbon"),
        # a reciprocal verb holds of each party: each of them met there
        ("Ana Ruiz and Tom Bell met in a cafe in Porto.", "Tom Bell", "meet in", "a cafe in Porto"),
        # a superlative said of one subject alone
        (
            "Mill Street has the highest rents in the county.",
            "Mill Street",
            "have",
            "the highest rents in the county",
        ),
        # the whole coordination is the head
        (
            "The parade and the concert cost the city about £2m.",
            "The parade and the concert",
            "cost",
            "about £2m",
        ),
        # the partner is kept in the tail
        (
            "Mira Castell formed an alliance with Tom Reyes.",
            "Mira Castell",
            "form alliance with",
            "Tom Reyes",
        ),
        # a count over one place
        (
            "More than 60 miners were injured in the coastal pits.",
            "More than 60 miners",
            "be injured in",
            "the coastal pits",
        ),
        # a gerund after a verb that takes either form
        ("Ms Oduya started singing in the choir.", "Ms Oduya", "start to sing in", "the choir"),
        # a real infinitive
        ("He decided to walk along the canal.", "He", "decide to walk along", "the canal"),
    ],
)
def test_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    assert _problem(sentence, head, relation, tail) is None
