"""Facts whose noun needs another party the triple leaves out
(:mod:`hanker.extract.relational_nouns`)."""

from __future__ import annotations

import pytest

from hanker.extract.relational_nouns import (
    BARE_SCORE,
    LINK_WITHOUT_SIDE,
    NO_ONE_NAMED,
    UNNAMED_OWNER,
    relational_noun_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "triple", "reason"),
    [
        (
            "Ms Dunne is a distant cousin, related through the singer's grandfather Owen.",
            ("Ms Dunne", "be", "a distant cousin"),
            NO_ONE_NAMED,
        ),
        (
            "There she met her husband and business partner Ravi, a chef.",
            ("Ravi", "title", "business partner"),
            NO_ONE_NAMED,
        ),
        (
            "The Moldovan government has denied any involvement.",
            ("The Moldovan government", "deny", "any involvement"),
            LINK_WITHOUT_SIDE,
        ),
        (
            "Norway cut ties in 2019 after its consulate was attacked.",
            ("Norway", "cut ties in", "2019"),
            LINK_WITHOUT_SIDE,
        ),
        ("Hibernian won 2-0.", ("Hibernian", "win", "2-0"), BARE_SCORE),
        (  # "her" is whoever Dara Kell was deputy to, whom the fact leaves out
            "Dara Kell, many years her deputy, took over in May.",
            ("Dara Kell", "be", "many years her deputy"),
            UNNAMED_OWNER,
        ),
    ],
)
def test_relational_noun_problem_named(
    sentence: str, triple: tuple[str, str, str], reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert relational_noun_problem(*triple, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "triple"),
    [
        ("Sean Dyche is the Burnley boss.", ("Sean Dyche", "be", "the Burnley boss")),
        (
            "Tessa Gray is a partner at law firm Leigh Day.",
            ("Tessa Gray", "be", "a partner at law firm Leigh Day"),
        ),
        ("Ann Roe is Tom Roe's cousin.", ("Ann Roe", "be", "Tom Roe's cousin")),
        (
            "The Moldovan government has denied any involvement in the attack.",
            ("The Moldovan government", "deny", "any involvement in the attack"),
        ),
        (
            "Norway and Chile restored diplomatic relations in 2019.",
            ("Norway and Chile", "restore", "diplomatic relations"),
        ),
        ("Ron Davies scored 37 in 1966-67.", ("Ron Davies", "score 37 in", "1966-67")),
        (
            "Mr Sunak underlined the improvement of UK-EU relations.",
            ("Mr Sunak", "underline", "the improvement of UK-EU relations"),
        ),
    ],
)
def test_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    doc = load_spacy()(sentence)
    assert relational_noun_problem(*triple, doc) is None


def test_the_extractor_drops_a_cousin_of_no_one(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Ms Dunne is a distant cousin, related through the singer's grandfather Owen.",
        ("Ms Dunne", "be", "a distant cousin"),
        NO_ONE_NAMED,
    )


def test_the_extractor_keeps_a_whose_cousin(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Ms Dunne is a distant cousin of the singer Tom Roe.")
    assert ("Ms Dunne", "be", "a distant cousin of the singer Tom Roe") in triples, triples


def test_a_direction_without_its_landmark(extractor: SpacyExtractor) -> None:
    from hanker.extract.relational_nouns import NO_LANDMARK

    assert relational_noun_problem("Ravenswood", "be", "a suburb to the north", None) == NO_LANDMARK
    assert relational_noun_problem("Ravenswood", "be", "a suburb north of Leeds", None) is None
    assert_dropped(
        extractor,
        "The charity moved its clinic to Ravenswood, a suburb to the north.",
        ("Ravenswood", "be", "a suburb to the north"),
        NO_LANDMARK,
    )


def test_an_invasion_needs_what_it_invades(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Andriy said the dam was seized shortly after Moscow launched its full-scale invasion "
        "in February 2022.",
        ("Moscow", "launch (according to Andriy)", "its full-scale invasion"),
        LINK_WITHOUT_SIDE,
    )
    triples, _ = run_sentence(
        extractor, "Moscow launched its invasion of Ukraine in February 2022."
    )
    assert ("Moscow", "launch", "its invasion of Ukraine") in triples


def test_a_pronoun_inside_a_relative_clause_owns_no_role() -> None:
    doc = load_spacy()("Ann Lee was a teacher who loved her job.")
    assert relational_noun_problem("Ann Lee", "be", "a teacher who loved her job", doc) is None
