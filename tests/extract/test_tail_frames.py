"""Tails that carry a piece of another clause or lose the frame that makes them true
(:mod:`hanker.extract.tail_frames`)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_frames import (
    CLAUSE_SPILL,
    DEFINITE_COMPARISON,
    FRAMED_COUNT,
    NESTED_POSSESSIVE,
    OPENING_TIME,
    RELATIVE_ANOTHER,
    frame_problem,
)
from hanker.extract.triple_context import triple_problem
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (
            "After the rain delay, Moreno quickly won the second game on serve, only for Patel, "
            "showing her strong volleys, to break back in the tenth game.",
            "Moreno",
            "win",
            "the second game on serve, only for Patel",
            CLAUSE_SPILL,
        ),
        (
            "The council approved the new budget in March, before residents protested.",
            "The council",
            "approve",
            "the new budget in March, before residents",
            CLAUSE_SPILL,
        ),
        (
            "Weeks before the election, the veteran senator Ruth Ames was arrested at a hotel.",
            "the veteran senator Ruth Ames",
            "be arrested",
            "Weeks",
            OPENING_TIME,
        ),
        (
            "Last spring Taras and his crew were loading all twelve tubes of their old launcher.",
            "Taras",
            "load",
            "all twelve tubes of their old launcher",
            NESTED_POSSESSIVE,
        ),
        (
            "Midnight in Lisbon captures the quiet charm of their neighbourhood.",
            "Midnight in Lisbon",
            "capture",
            "the quiet charm of their neighbourhood",
            NESTED_POSSESSIVE,
        ),
        (
            "Indonesia accounted for 12% of all global palm oil exports in 2021.",
            "Indonesia",
            "account for",
            "12% of all global palm oil exports",
            FRAMED_COUNT,
        ),
        (
            "The Riverside Trust, based in Kent, has had five chairmen in the past six years.",
            "The Riverside Trust",
            "have",
            "five chairmen",
            FRAMED_COUNT,
        ),
        (
            "Cumbria had a lower rate of burglaries than the region.",
            "Cumbria",
            "have",
            "a lower rate of burglaries than the region",
            DEFINITE_COMPARISON,
        ),
        (
            "Moonlit Harbours is yet another beloved novel.",
            "Moonlit Harbours",
            "be",
            "yet another beloved novel",
            RELATIVE_ANOTHER,
        ),
    ],
)
def test_frame_lost(sentence: str, head: str, relation: str, tail: str, reason: str) -> None:
    doc = load_spacy()(sentence)
    assert frame_problem(head, relation, tail, doc) == reason
    assert triple_problem(head, relation, tail, doc) is not None


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        (
            "Moonlit Harbours is another novel by Clara Benz.",
            "Moonlit Harbours",
            "be",
            "another novel by Clara Benz",
        ),
        ("Indonesia joined the trade bloc in 2021.", "Indonesia", "join the trade bloc in", "2021"),
        ("Indonesia has 17 active volcanoes.", "Indonesia", "have", "17 active volcanoes"),
        ("Ana Ruiz won three titles in 2019.", "Ana Ruiz", "win", "three titles in 2019"),
        (
            "Ana Ruiz ran a charity campaign with her brother Tom.",
            "Ana Ruiz",
            "run",
            "a charity campaign with her brother Tom",
        ),
        ("Ana Ruiz bought apples, pears and plums.", "Ana Ruiz", "buy", "apples, pears and plums"),
        (
            "Cumbria had a lower rate of burglaries than London.",
            "Cumbria",
            "have",
            "a lower rate of burglaries than London",
        ),
        (
            "Omar Haddad was shaped by writers like Italo Calvino, who wrote novels, and Toni "
            "Morrison.",
            "Omar Haddad",
            "be shaped by",
            "writers like Italo Calvino, who wrote novels, and Toni Morrison",
        ),
        ("Ana Ruiz waited for days before the verdict.", "Ana Ruiz", "wait for", "days"),
    ],
)
def test_frame_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert frame_problem(head, relation, tail, doc) is None


def test_extractor_drops_and_counts(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Last spring Taras and his crew were firing all twelve tubes of their old launcher at "
        "once.",
        ("Taras", "fire", "all twelve tubes of their old launcher"),
        NESTED_POSSESSIVE,
    )
    assert_dropped(
        extractor,
        "Indonesia accounted for 12% of all global palm oil exports in 2021.",
        ("Indonesia", "account for", "12% of all global palm oil exports"),
        FRAMED_COUNT,
    )
    triples, dropped = run_sentence(
        extractor,
        "The Riverside Trust, based in Kent, has had five chairmen in the past six years.",
    )
    assert ("The Riverside Trust", "have", "five chairmen") not in triples
    assert ("The Riverside Trust", "be based in", "Kent") in triples
    assert dropped.get(FRAMED_COUNT) == 1
    assert_dropped(
        extractor,
        "This meant Cumbria had a lower rate of burglaries than the region.",
        ("Cumbria", "have", "a lower rate of burglaries than the region"),
        DEFINITE_COMPARISON,
    )
