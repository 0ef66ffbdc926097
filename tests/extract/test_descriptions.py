"""Heads and tails that are descriptions whose referent only the passage names are dropped;
unique roles, institutions, events, titles and quantities are kept
(:mod:`hanker.extract.descriptions`)."""

from __future__ import annotations

import pytest

from hanker.extract.bare_definites import RELATIVE_ROLE, bare_definite_problem
from hanker.extract.descriptions import (
    ANAPHORIC_TAIL,
    DESCRIBED_ENTITY,
    INDEFINITE_DESCRIPTION,
    description_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.unnamed_heads import OTHER_PLURAL
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("head", "relation", "tail", "reason"),
    [
        ("The Bristol firm", "supply", "many hotels", DESCRIBED_ENTITY),
        ("the Argentine singer", "be known for", "tango ballads", DESCRIBED_ENTITY),
        ("The elderly Paraguayan dictator", "die in", "2006", DESCRIBED_ENTITY),
        ("the 12 Green councillors", "sign", "a letter", DESCRIBED_ENTITY),
        ("several other novels by Ana Ruiz", "include", "Red Sky", OTHER_PLURAL),
        ("Mia Lund", "quit", "the band", ANAPHORIC_TAIL),
        ("The Treasury", "get", "the largest allocation", ANAPHORIC_TAIL),
        ("Mia Lund", "quit the band in", "2004", ANAPHORIC_TAIL),
        ("The Brazilian president", "visit", "Lisbon", None),
        ("The Irish government", "approve", "the plan", None),
        ("the Bristol firm's owner", "sell", "the site", None),
        ("The Danish firm Vestro", "supply", "many hotels", None),
        ("Tom Hale", "perform on", "the main stage", None),
        ("Tom Hale", "join", "the Band of Hope", None),
        ("Tom Hale", "address", "the problem of rising rents", None),
    ],
)
def test_description_problem_by_shape(
    head: str, relation: str, tail: str, reason: str | None
) -> None:
    assert description_problem(head, relation, tail, None) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "reason"),
    [
        (
            "A Swiss ski resort was named in the French leaflet.",
            "A Swiss ski resort",
            INDEFINITE_DESCRIPTION,
        ),
        (
            "A Leeds firm was fined for the leak.",
            "A Leeds firm",
            INDEFINITE_DESCRIPTION,
        ),
        (
            "A yearly walk to Cardiff raises money for the hospice.",
            "A yearly walk to Cardiff",
            None,
        ),
        (
            "Oleg Petrov, a Latvian spy, was jailed for two years.",
            "a Latvian spy",
            DESCRIBED_ENTITY,
        ),
        ("A powerful storm hit Lisbon on Monday.", "A powerful storm", None),
        ("A few novels by Ana Ruiz include Red Sky.", "A few novels by Ana Ruiz", None),
        ("A Piece of Me won the Orange Prize in 2001.", "A Piece of Me", None),
        ("Oleg Petrov's brother, Ivan, runs the farm.", "Oleg Petrov's brother", None),
        ("Ms Reyes' widower, Tom Reyes, sold the farm.", "Ms Reyes' widower", None),
        # a party's name of made-up words the tagger reads as common nouns, then its address
        ("To: Dwelt SpA, 91 Xoprit Court", "Dwelt SpA", None),
    ],
)
def test_description_problem_in_its_sentence(sentence: str, head: str, reason: str | None) -> None:
    doc = load_spacy()(sentence)
    assert description_problem(head, "be", "something", doc) == reason


def test_relative_role_with_a_proper_adjective() -> None:
    assert bare_definite_problem("The former Peruvian president", "visit", "Rome", None) == (
        RELATIVE_ROLE
    )
    assert (
        bare_definite_problem("The former Peruvian president Ana Ruiz", "visit", "Rome", None)
        is None
    )
    assert bare_definite_problem("the former home of the poet", "be", "a museum", None) is None


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor()


def test_extractor_drops_described_firm(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "The Bristol firm has supplied many hotels including the Ritz.",
        ("The Bristol firm", "supply", "many hotels including the Ritz"),
        DESCRIBED_ENTITY,
    )


def test_extractor_drops_indefinite_resort(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "A Swiss ski resort was named in the French version of the leaflet.",
        ("A Swiss ski resort", "be named in", "the French version of the leaflet"),
        INDEFINITE_DESCRIPTION,
    )


def test_extractor_keeps_unique_role(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The Brazilian president visited Lisbon in May.")
    assert ("The Brazilian president", "visit", "Lisbon") in triples
