"""Bare definite heads and tails, time-relative roles, counts of bare nouns and possessors of
the subject are dropped; definite names are kept (:mod:`hanker.extract.bare_definites`)."""

from __future__ import annotations

import pytest

from hanker.extract.bare_definites import (
    BARE_COUNT,
    BARE_DEFINITE,
    POSSESSOR_SUBJECT,
    RELATIVE_ROLE,
    bare_definite_problem,
    possessor_subject,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("head", "relation", "tail", "reason"),
    [
        ("Clara Voss", "live in", "the city", BARE_DEFINITE),
        ("The Norwegian Space Agency", "run", "the centre", BARE_DEFINITE),
        ("the 17th Century building", "be", "the home of the Earl of Kent", BARE_DEFINITE),
        ("The Interior Ministry figures", "be published by", "the Guardian", BARE_DEFINITE),
        ("Judge Harlow", "add the prison sentences for", "three years", BARE_DEFINITE),
        ("The former coach", "give", "the opening speech", RELATIVE_ROLE),
        ("Japan", "confirm", "more than 120 cases", BARE_COUNT),
        ("The PM", "reject", "calls for an inquiry", RELATIVE_ROLE),
        ("the DJ", "host", "a breakfast show", RELATIVE_ROLE),
        ("another Kent officer", "be jailed for", "fraud", BARE_DEFINITE),
        ("Cameron Hale", "be", "part of the group", BARE_DEFINITE),
        ("Cameron Hale", "be", "part of the group that won the cup", None),
        ("The PMO of India", "issue", "a statement", None),
        ("The Karvo army", "invade the country in", "1941", BARE_DEFINITE),
        ("Lena Ruiz", "move to", "the island", BARE_DEFINITE),
        ("The Harbour Party", "vote against", "the deal", BARE_DEFINITE),
        ("Mrs Okafor", "opt to pay", "the fine", BARE_DEFINITE),
        ("Tom Hale", "speak after", "the meeting", BARE_DEFINITE),
        ("The FBI", "take down", "the site", BARE_DEFINITE),
        ("Mayor Ana Ruiz", "order", "the arrest", BARE_DEFINITE),  # spacy-patterns.v38
        ("Hundreds of supporters", "gather after", "the attempted arrest", BARE_DEFINITE),
        ("Mayor Ana Ruiz", "order", "the arrest of three officers", None),
        ("Ana Ruiz", "be a critic of", "the peace deal", None),
        ("Clara Voss", "live in", "the City", None),
        ("Tom Hale", "join", "the Festival of Britain", None),
        ("Ana Ruiz", "speak to", "the BBC", None),
        ("The Danish Space Agency", "run", "the centre near Kiruna", None),
        ("Marco Bellini", "be", "the mayor of the town", None),
        ("The current PM Ana Ruiz", "give", "a speech", None),
        ("Japan", "confirm", "120 cases of measles", None),
        ("one report from early May", "warn of", "shortages", BARE_DEFINITE),
        ("Mr Hale", "teach at", "the school", BARE_DEFINITE),
        ("Ms Letby", "murder", "the boys", BARE_DEFINITE),
        ("One Direction", "release", "Midnight Memories", None),
    ],
)
def test_bare_definite_problem(head: str, relation: str, tail: str, reason: str | None) -> None:
    assert bare_definite_problem(head, relation, tail, None) == reason


@pytest.mark.parametrize(
    ("sentence", "triple"),
    [
        (
            "Last week, two judges on that court issued a lengthy opinion.",
            ("two judges on that court", "issue", "a lengthy opinion"),
        ),
        (
            "Many Taiwanese descend from Fujian immigrants, and Beijing often uses these ties as "
            "an argument for closer integration.",
            ("Beijing", "use tie as", "an argument for closer integration"),
        ),
        (
            "Wagner fighters have led the fighting there for the Russian side.",
            ("Wagner fighters", "lead", "the fighting there for the Russian side"),
        ),
    ],
)
def test_a_pointing_head_or_tail_is_bare(sentence: str, triple: tuple[str, str, str]) -> None:
    assert bare_definite_problem(*triple, load_spacy()(sentence)) == BARE_DEFINITE


@pytest.mark.parametrize(
    ("sentence", "triple"),
    [
        ("Ana Ruiz led the fighting in Bakhmut.", ("Ana Ruiz", "lead", "the fighting in Bakhmut")),
    ],
)
def test_a_people_or_a_placed_tail_is_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    assert bare_definite_problem(*triple, load_spacy()(sentence)) is None


def test_possessor_of_the_subject() -> None:
    doc = load_spacy()("Serena Ortiz waved to the fans as her title defence started with a draw.")
    assert possessor_subject("Serena Ortiz", "start with", doc)
    assert bare_definite_problem("Serena Ortiz", "start with", "a draw", doc) == POSSESSOR_SUBJECT
    assert not possessor_subject("Serena Ortiz", "wave to", doc)


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor()


def test_extractor_drops_bare_city(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Clara Voss lives in the city.",
        ("Clara Voss", "live in", "the city"),
        BARE_DEFINITE,
    )


def test_extractor_keeps_named_city(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Clara Voss lives in the City.")
    assert ("Clara Voss", "live in", "the City") in triples


def test_possessor_check_needs_the_verb_and_the_owner() -> None:
    doc = load_spacy()("Mia Lund's grandfather was among nine miners killed in the Dunmore blast.")
    assert not possessor_subject("nine miners", "be killed in", doc)
    doc = load_spacy()("The firm's reports are dull, says Omar Haddad, a lecturer at Leeds.")
    assert not possessor_subject("Omar Haddad", "be", doc)


def test_folded_object_only_when_it_is_the_object() -> None:
    assert bare_definite_problem("Ivan Orlov", "hand control of the town by", "May", None) is None
    assert bare_definite_problem("Ms Lane", "leave the town in", "2019", None) == BARE_DEFINITE


@pytest.mark.parametrize("phrase", ["the scene", "the offer", "the convention", "the treaty"])
def test_more_nouns_a_report_names_once(phrase: str) -> None:
    from hanker.extract.bare_definites import bare_definite

    assert bare_definite(phrase)
    assert not bare_definite(f"{phrase} of the crash")  # its of-phrase says which
    assert not bare_definite(phrase.replace("the ", "the Paris "))


@pytest.mark.parametrize("phrase", ["the apology", "the analysis", "the job"])
def test_an_apology_or_analysis_the_passage_explains(phrase: str) -> None:
    from hanker.extract.bare_definites import bare_definite

    assert bare_definite(phrase)
    assert not bare_definite(f"{phrase} of the year")
