"""Slots that say too little or the wrong thing are dropped (``hanker.extract.slot_words``)."""

from __future__ import annotations

import pytest

from hanker.extract.slot_words import (
    DANGLING_UPBRINGING,
    HEAD_ASIDE,
    HEAD_CUT,
    HEAD_PARTICLE,
    OPENING_ADVERBIAL,
    OWN_THING,
    PHOTO_CAPTION,
    PLACE_ROLE,
    SPLIT_IDIOM,
    TIME_ONLY,
    WITNESSING_EVENT,
    WORKS_LIVING,
    slot_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "triple", "reason"),
    [
        (
            "Ana Ruiz and Tom Hale kissing outside court after the verdict was read",
            ("Ana Ruiz", "kiss", "outside court"),
            OPENING_ADVERBIAL,
        ),
        (
            "Also on board was Mr Lindqvist, a retired pilot.",
            ("Mr Lindqvist", "be on", "board"),
            SPLIT_IDIOM,
        ),
        (
            "Extra police are in place for the march on Sunday.",
            ("Extra police", "be in", "place"),
            SPLIT_IDIOM,
        ),
        (
            "Its rival, the Harbour Party, followed suit hours later.",
            ("the Harbour Party", "follow", "suit"),
            SPLIT_IDIOM,
        ),
        (
            "Mr Ode and Ms Vale met a week last Friday.",
            ("Ms Vale", "meet", "a week last Friday"),
            TIME_ONLY,
        ),
        (
            "Olaf Berg was born in Bergen, western Norway, the son of a fisherman.",
            ("Norway", "be", "the son of a fisherman"),
            PLACE_ROLE,
        ),
        (
            "On the night - hours after the arrest of singer Tom Vale and two others - Ana Ruiz held down the guard.",
            ("the arrest of singer Tom Vale and two others", "hold down", "the guard"),
            HEAD_ASIDE,
        ),
        (
            "Growing up in Porto, Ana Ruiz's novels are full of the sea.",
            ("Ana Ruiz's novels", "grow up in", "Porto"),
            DANGLING_UPBRINGING,
        ),
        (
            "Tom Hale, pictured at an earlier hearing, denies two counts of fraud.",
            ("Tom Hale", "be pictured at", "an earlier hearing"),
            PHOTO_CAPTION,
        ),
        (
            "Ana Ruiz founded her charity after the floods of 2010.",
            ("Ana Ruiz", "found", "Ana Ruiz's charity"),
            OWN_THING,
        ),
        (
            "The Syrian Observatory for Human Rights relies on sources in Syria.",
            ("Human Rights", "rely on", "sources in Syria"),
            HEAD_CUT,
        ),
        (
            "What sets Ana Ruiz's writing apart is her ear for dialogue.",
            ("Ana Ruiz's writing apart", "be", "Ana Ruiz's ear for dialogue"),
            HEAD_PARTICLE,
        ),
        (
            "Tom Hale's novels follow characters who experience sudden losses.",
            ("Tom Hale's novels", "experience", "sudden losses"),
            WORKS_LIVING,
        ),
        (
            "Ana Ruiz paved the way for women in the sport.",
            ("Ana Ruiz", "pave", "the way"),
            SPLIT_IDIOM,
        ),
        (
            "The minister's remarks caused raised eyebrows in Cardiff.",
            ("The minister's remarks", "cause", "raised eyebrows in Cardiff"),
            SPLIT_IDIOM,
        ),
        (
            "Victory in Oslo saw the young Norwegian beat the old record.",
            ("Victory in Oslo", "see", "the young Norwegian"),
            WITNESSING_EVENT,
        ),
    ],
)
def test_slot_problem_named(sentence: str, triple: tuple[str, str, str], reason: str) -> None:
    doc = load_spacy()(sentence)
    assert slot_problem(*triple, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "triple"),
    [
        ("The singer died last September.", ("The singer", "die", "last September")),
        (
            "Her greatest hits span several decades.",
            ("Her greatest hits", "span", "several decades"),
        ),
        ("Ana Ruiz was remanded in custody.", ("Ana Ruiz", "be remanded in", "custody")),
        ("Det Insp Ana Ruiz led the inquiry.", ("Ana Ruiz", "lead", "the inquiry")),
        ("The council met on Friday.", ("The council", "meet on", "Friday")),
        (
            "Tom Hale is pictured with his dog Bess.",
            ("Tom Hale", "be pictured with", "his dog Bess"),
        ),
        (
            "Ana Ruiz published her first book in 2001.",
            ("Ana Ruiz", "publish", "Ana Ruiz's first book"),
        ),
        (
            "Tom Hale's novels explore sudden losses.",
            ("Tom Hale's novels", "explore", "sudden losses"),
        ),
        ("Ana Ruiz saw the film in Leeds.", ("Ana Ruiz", "see", "the film")),
        ("Ana Ruiz's parents split up in 1990.", ("Ana Ruiz's parents", "split up in", "1990")),
        (  # a figure of speech with its complement says something
            "Ana Ruiz's speech struck a chord with young voters.",
            ("Ana Ruiz's speech", "strike", "a chord with young voters"),
        ),
    ],
)
def test_whole_slots_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    assert slot_problem(*triple, load_spacy()(sentence)) is None


def test_split_idiom_dropped_by_the_extractor(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Also on board was Mr Lindqvist, a retired pilot.")
    assert ("Mr Lindqvist", "be on", "board") not in triples
    assert dropped.get(SPLIT_IDIOM, 0) >= 1, (triples, dropped)
