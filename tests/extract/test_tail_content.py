"""Tails cut short of their content or with none (:mod:`hanker.extract.tail_content`)."""

from __future__ import annotations

import pytest

from hanker.extract.tail_content import (
    APPOSITIVE_NAME,
    BARE_CLASS,
    CUT_DIMENSION,
    CUT_NUMBER,
    CUT_TIME_CLAUSE,
    FREQUENCY_TAIL,
    LEFT_POSSESSIVE,
    PLURAL_CLASSIFIER,
    ROLE_COMPLEMENT,
    UNIDENTIFIED_OWNER,
    VACUOUS_POSSESSION,
    VERB_TAIL,
    tail_content_problem,
)
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (
            "Maria Lind, the co-founder of a bakery in the village, said sales were falling.",
            "Maria Lind",
            "be",
            "the co-founder",
            ROLE_COMPLEMENT,
        ),
        (
            'Paul Ashby renewed the 2020 party pledge to "scrap tuition fees" in a radio interview.',
            "Paul Ashby",
            "renew",
            "the 2020 party pledge",
            ROLE_COMPLEMENT,
        ),
        (
            "Tom Reyes was the only registered runner not to finish the race.",
            "Tom Reyes",
            "be",
            "the only registered runner",
            ROLE_COMPLEMENT,
        ),
        (
            "Lena Ford often remembers her old teacher and lifelong mentor, Ruth Bader.",
            "Lena Ford",
            "remember",
            "lifelong mentor",
            APPOSITIVE_NAME,
        ),
        (
            "In May she was diagnosed with Crohn's disease, a disorder that inflames the gut.",
            "Crohn's disease",
            "be",
            "a disorder",
            BARE_CLASS,
        ),
        (
            "Ravi Patel sacked nearly a third of its 2,000 workers when he bought the mill.",
            "Ravi Patel",
            "sack",
            "nearly a third of its 2,000 workers",
            LEFT_POSSESSIVE,
        ),
        (
            "Engineers will dig a drainage trench 40ft (12m) deep to protect the houses.",
            "Engineers",
            "dig",
            "a drainage trench 40ft",
            CUT_DIMENSION,
        ),
        (
            "Boots and Superdrug have joined rival chains Tesco's and Asda in raising wages.",
            "Boots",
            "join",
            "rival chains Tesco's",
            PLURAL_CLASSIFIER,
        ),
        (
            "Owen Price recalled a proud moment of the season when he scored twice against Leeds.",
            "Owen Price",
            "recall",
            "a proud moment of the season",
            CUT_TIME_CLAUSE,
        ),
        (
            "Leeds, Hull and York occupied places six to 10 in the table.",
            "Leeds",
            "occupy",
            "places",
            CUT_NUMBER,
        ),
        (
            "Ana Ruiz was knocked down and kicked dozens of times outside the bar.",
            "Ana Ruiz",
            "kick",
            "dozens of times",
            FREQUENCY_TAIL,
        ),
        (
            "Tom Berg secured his place in round two on Friday.",
            "Tom Berg",
            "secure place in",
            "round",
            CUT_NUMBER,
        ),
        (
            "Surveyors from Historic Wales hope to establish the height of the tower next year.",
            "Surveyors from Historic Wales",
            "hope to establish",
            "the height of the tower",
            UNIDENTIFIED_OWNER,
        ),
        (  # a verb phrase whose subject is the firms, not Lynch
            "Mick Lynch said the rail firms quietly added staff.",
            "Mick Lynch",
            "say",
            "quietly added staff",
            VERB_TAIL,
        ),
    ],
)
def test_tails_without_content_are_dropped(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert tail_content_problem(head, relation, tail, doc) == reason


def test_vacuous_possession_needs_no_parse() -> None:
    assert tail_content_problem("Ana Ruiz", "have", "Ana Ruiz's doubts", None) == VACUOUS_POSSESSION
    assert tail_content_problem("Ana Ruiz", "have", "Ana Ruiz's own views", None) == (
        VACUOUS_POSSESSION
    )
    assert tail_content_problem("Ana Ruiz", "have", "a degree in law", None) is None


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # the role's complement is in the tail
        (
            "Maria Lind, the co-founder of a bakery, said sales were falling.",
            "Maria Lind",
            "be",
            "the co-founder of a bakery",
        ),
        # an indefinite noun before its name says what the name is
        (
            "Ana Ruiz was born to a surgeon father, Dr Luis Ruiz, in Madrid.",
            "Ana Ruiz",
            "be born to",
            "a surgeon father",
        ),
        # a modified class noun says which class
        (
            "Crohn's disease is a bowel condition.",
            "Crohn's disease",
            "be",
            "a bowel condition",
        ),
        # the pronoun is the head's own
        (
            "Owen Price published his first novel in 2004.",
            "Owen Price",
            "publish",
            "his first novel",
        ),
        # a measure with its dimension
        (
            "Engineers will dig a trench 40ft deep near the houses.",
            "Engineers",
            "dig",
            "a trench 40ft deep",
        ),
        # a count before its noun, and a date after the tail
        ("Ana Ruiz won 20 races in 2019.", "Ana Ruiz", "win", "20 races"),
        ("Ana Ruiz sold the farm 2019.", "Ana Ruiz", "sell", "the farm"),
        # a plain list item without a shared plural classifier
        (
            "Boots has joined Tesco and Asda in raising wages.",
            "Boots",
            "join",
            "Tesco",
        ),
    ],
)
def test_tails_with_content_are_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert tail_content_problem(head, relation, tail, doc) is None


def test_a_tail_rewritten_by_coreference_is_read_in_its_sentence() -> None:
    doc = load_spacy()("Owen Price recalled a proud moment of his season when he scored twice.")
    tail = "a proud moment of Owen Price's season"
    assert tail_content_problem("Owen Price", "recall", tail, doc) == CUT_TIME_CLAUSE
