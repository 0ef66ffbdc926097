"""Titles and copula tails of the wrong kind, and tails that point back
(:mod:`hanker.extract.slot_kinds`)."""

from __future__ import annotations

import pytest

from hanker.extract.slot_kinds import (
    ADVERB_TAIL,
    COPULA_VERB_TAIL,
    HEAD_ASIDE,
    ONE_AS_GROUP,
    PAST_AGE,
    PLACE_AS_PERSON,
    POINTS_BACK,
    TITLE_OF_NO_PERSON,
    VIEWPOINT,
    kind_problem,
)
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "triple", "reason"),
    [
        (
            "Neither The Captain Ann Lee Foundation nor her son has responded.",
            ("Ann Lee Foundation", "title", "Captain"),
            TITLE_OF_NO_PERSON,
        ),
        (  # a ship's name: the title word is part of it
            "The crew of the Danish schooner Admiral H. Lund was rescued off Wick.",
            ("H. Lund", "title", "Admiral"),
            TITLE_OF_NO_PERSON,
        ),
        (
            "Tasmanian man Tom Hale also died in the crash.",
            ("Tom Hale", "title", "Tasmanian man"),
            TITLE_OF_NO_PERSON,
        ),
        (
            "Two royals - specifically Prince Tom and Prince Ned - were left out.",
            ("Tom", "title", "specifically Prince"),
            TITLE_OF_NO_PERSON,
        ),
        (
            'He added staff "deserve decent pensions", said union boss Tom Hale.',
            ("Tom Hale", "be", "added staff"),
            COPULA_VERB_TAIL,
        ),
        (
            "In 1893 the architect Tom Hale was appointed to design a replacement.",
            ("Tom Hale", "be appointed to design", "a replacement"),
            POINTS_BACK,
        ),
        (
            "The engineers replaced sometimes whole boilers and radiators.",
            ("The engineers", "replace", "sometimes whole boilers"),
            ADVERB_TAIL,
        ),
        (
            "Ann Lee is one of the four trustees of the Hale Fund.",
            ("Ann Lee", "be", "the four trustees of the Hale Fund"),
            ONE_AS_GROUP,
        ),
        (
            "Ann Lee, to our knowledge, is an only child.",
            ("Ann Lee, to our knowledge", "be", "an only child"),
            HEAD_ASIDE,
        ),
        (
            "For many in Oslo, the new tower is a symbol of greed.",
            ("the new tower", "be", "a symbol of greed"),
            VIEWPOINT,
        ),
        (
            "The best-selling crime author from Bergen, Norway is Kari Holm.",
            ("Norway", "be", "Kari Holm"),
            PLACE_AS_PERSON,
        ),
        (
            "Critics said The Long Night director Ann Lee would return.",
            ("Ann Lee", "title", "Long Night director"),
            TITLE_OF_NO_PERSON,
        ),
        (
            "One critic recalled guest host Ann Lee crying on air.",
            ("Ann Lee", "title", "critic recalled guest host"),
            TITLE_OF_NO_PERSON,
        ),
        (
            "Tom Hale was 12 when the mine closed in 1985.",
            ("Tom Hale", "be", "12"),
            PAST_AGE,
        ),
        (
            "Readers on Reddit, admittedly a small forum, were unconvinced by Ann Lee.",
            ("Reddit", "be", "admittedly a small forum"),
            ADVERB_TAIL,
        ),
    ],
)
def test_kind_problem_named(sentence: str, triple: tuple[str, str, str], reason: str) -> None:
    assert kind_problem(*triple, load_spacy()(sentence)) == reason


@pytest.mark.parametrize(
    ("sentence", "triple"),
    [
        ("Then SDLP leader Ann Lee met the taoiseach.", ("Ann Lee", "title", "Then SDLP leader")),
        ("Arsenal manager Tom Hale praised the fans.", ("Tom Hale", "title", "Arsenal manager")),
        ("Tom Hale is the chief executive of Acme.", ("Tom Hale", "be", "the chief executive")),
        ("Tom Hale, who is 12, lives in Leeds.", ("Tom Hale", "be", "12")),
        ("Bergen, a city in Norway, is rainy.", ("Bergen", "be", "a city in Norway")),
        ("Film director Ann Lee won.", ("Ann Lee", "title", "Film director")),
        (  # a sentence's own first "The" opens no work's name
            "The BBC's director general Ann Lee has praised the film.",
            ("Ann Lee", "title", "BBC's director general"),
        ),
        ("Ann and Tom are the two trustees.", ("Ann and Tom", "be", "the two trustees")),
        ("Tom Hale was then leader of the party.", ("Tom Hale", "be", "then leader")),
        (
            "Ann Lee enjoys highly vocal support from fans.",
            ("Ann Lee", "enjoy", "highly vocal support from fans"),
        ),
        ("The port is only a 40km drive away.", ("The port", "be", "only a 40km drive")),
        (
            "Ann Lee designed a replacement for the old bridge.",
            ("Ann Lee", "design", "a new bridge"),
        ),
    ],
)
def test_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    assert kind_problem(*triple, load_spacy()(sentence)) is None


def test_the_extractor_drops_a_kind_of_person_as_title() -> None:
    from hanker.extract.spacy_patterns import SpacyExtractor
    from tests.extract.conftest import run_sentence

    triples, dropped = run_sentence(
        SpacyExtractor(min_fact_confidence=0.0), "Tasmanian man Tom Hale also died in the crash."
    )
    assert not [t for t in triples if t[1] == "title"], triples
    assert dropped.get(TITLE_OF_NO_PERSON, 0) >= 1, dropped
