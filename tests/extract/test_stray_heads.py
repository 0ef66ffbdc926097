"""Heads with stray words, cut titles, or a noun that is not the doer (hanker.extract.stray_heads)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.stray_heads import (
    CUT_RESTRICTIVE,
    FREE_CHOICE,
    INSIDE_SUBJECT,
    OPENING_ADVERBIAL,
    PART_NOUN,
    PLACE_SUBJECT,
    UNBALANCED_QUOTE,
    WITH_PARTICIPLE,
    stray_head_problem,
    unbalanced_quote,
)
from hanker.extract.triple_context import triple_problem
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence

CASES = [
    (
        "Dutch racing driver Joris van 't Hoff has died after a crash at a race.",
        ("Joris van '", "title", "Dutch racing driver"),
        UNBALANCED_QUOTE,
    ),
    (
        'Tom Hale\'s "Silent (Harbour Tales, #2)" made him a star.',
        ("Tom Hale's \"Silent", "make", "him a star"),
        UNBALANCED_QUOTE,
    ),
    (
        'The council said from Monday "drivers aged 70 or over will need a new test".',
        ('Monday "drivers', "be aged", "70"),
        UNBALANCED_QUOTE,
    ),
    (
        "At the summit, a panel of experts was led by Professor Ana Ruiz.",
        ("At the summit, a panel of experts", "be led by", "Professor Ana Ruiz"),
        OPENING_ADVERBIAL,
    ),
    (
        "Raised in Porto, Ana Ruiz's poetry shows a love of the sea.",
        ("Raised in Porto, Ana Ruiz's poetry", "show", "a love of the sea"),
        OPENING_ADVERBIAL,
    ),
    (
        "Every pupil at the school can apply for the grant.",
        ("Every pupil at the school", "apply for", "the grant"),
        FREE_CHOICE,
    ),
    (
        "The Asian leg begins with three shows in Tokyo.",
        ("The Asian leg", "begin with", "three shows in Tokyo"),
        PART_NOUN,
    ),
    (
        "Two wardens saw a lorry with a Dutch licence plate driving fast in a bus lane.",
        ("a Dutch licence plate", "drive in", "a bus lane"),
        WITH_PARTICIPLE,
    ),
    (
        "The claims about the bank were denied by the minister.",
        ("the bank", "be denied by", "the minister"),
        INSIDE_SUBJECT,
    ),
    (
        "Being born and raised in Lima, Peru has deeply influenced his poems.",
        ("Peru", "influence", "his poems"),
        PLACE_SUBJECT,
    ),
    (
        "Maria Lopez has founded a bakery in Lisbon that sells bread to local schools.",
        ("a bakery in Lisbon", "sell", "bread"),
        CUT_RESTRICTIVE,
    ),
    (
        "Carl Berg said a photo of stray dogs taken at the fair won three prizes.",
        ("a photo of stray dogs", "win", "three prizes"),
        CUT_RESTRICTIVE,
    ),
]

KEPT = [
    (
        'Tom Hale\'s "Silent Harbour" explores grief.',
        ("Tom Hale's \"Silent Harbour", "explore", "grief"),
    ),
    (
        '"Silent Harbour" by Tom Hale explores grief.',
        ('Silent Harbour" by Tom Hale', "explore", "grief"),
    ),
    ("Ana Ruiz founded the bakery in 1999.", ("Ana Ruiz", "found", "the bakery")),
    ("Growing up in Lyon, Ana Ruiz learned to bake bread.", ("Ana Ruiz", "learn to bake", "bread")),
    ("The bakery that Ana Ruiz founded sells bread.", ("Ana Ruiz", "found", "The bakery")),
    ("Ana Ruiz, who founded the bakery, sells bread.", ("Ana Ruiz", "sell", "bread")),
    ("The second album of the band sold well.", ("The second album of the band", "sell", "well")),
]


@pytest.mark.parametrize(("sentence", "triple", "reason"), CASES)
def test_stray_or_wrong_head_is_named(
    sentence: str, triple: tuple[str, str, str], reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert stray_head_problem(*triple, doc) == reason
    assert triple_problem(*triple, doc) is not None


@pytest.mark.parametrize(("sentence", "triple"), KEPT)
def test_whole_head_is_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    assert stray_head_problem(*triple, load_spacy()(sentence)) is None


def test_quote_shapes() -> None:
    assert unbalanced_quote("Ann Roe's \"Silent")
    assert unbalanced_quote("the series 'Tides of Ash")
    assert not unbalanced_quote("the players' union")
    assert not unbalanced_quote('the "Silent Harbour" prize')
    assert stray_head_problem("Any member of the club", "join", "the board", None) == FREE_CHOICE
    assert stray_head_problem("Each one", "join", "the board", None) is None


def test_extractor_counts_the_with_participle() -> None:
    extractor = SpacyExtractor()
    sentence = "Two wardens saw a lorry with a Dutch licence plate driving fast in a bus lane."
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(t[0] == "a Dutch licence plate" for t in triples), triples
    assert sum(dropped.values()) >= 1, dropped
