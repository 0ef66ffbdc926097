"""Heads and tails that need the passage to name their referent
(:mod:`hanker.extract.fact_referents`)."""

from __future__ import annotations

import pytest

from hanker.extract.fact_referents import (
    ADDITIVE_TAIL,
    DEMONSTRATIVE,
    GERUND_CONTENT,
    MERGED_APPOSITIVES,
    OPEN_QUOTE,
    OWNERLESS_ROLE,
    SEPARATIVE_DROPPED,
    TERM_ALONE,
    deictic,
    merged_appositives,
    open_quote,
    referent_problem,
)
from hanker.extract.triple_context import triple_problem
from hanker.text.nlp import load_spacy


def _problem(sentence: str, head: str, relation: str, tail: str) -> str | None:
    return referent_problem(head, relation, tail, load_spacy()(sentence))


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (  # a determiner "that" inside the tail (spacy-patterns.v39)
            "Tom Hale, an old hand as touching that trade, retired in May.",
            "Tom Hale",
            "be",
            "an old hand as touching that trade",
            DEMONSTRATIVE,
        ),
        (
            "Maria Lopez shot this picture of the harbour at dawn.",
            "Maria Lopez",
            "shoot",
            "this picture of the harbour",
            DEMONSTRATIVE,
        ),
        (
            "The ministry published these numbers on Monday.",
            "The ministry",
            "publish",
            "these numbers",
            DEMONSTRATIVE,
        ),
        (
            "Tom Hale said the club had grown when he stepped in as chairman a decade ago.",
            "Tom Hale",
            "step in as",
            "chairman",
            OWNERLESS_ROLE,
        ),
        (
            "The rebels freed the town from a brutal warlord in 1921.",
            "The rebels",
            "free",
            "the town",
            SEPARATIVE_DROPPED,
        ),
        (
            "Later that week the Gazette printed further claims, keeping the row alive.",
            "the Gazette",
            "print",
            "further claims",
            ADDITIVE_TAIL,
        ),
        (
            "Jane Moss offers a sober warning in describing the slump as the worst she has seen.",
            "Jane Moss",
            "offer",
            "a sober warning",
            GERUND_CONTENT,
        ),
        (
            'The firm sold trips to travellers - its founder favoured the word "explorers" - '
            "for many years.",
            "its founder",
            "favour",
            'the word "explorers',
            TERM_ALONE,
        ),
        (
            'The mayor said the council had "lost all sense of proportion" over the plan.',
            "the council",
            "lose",
            '"lost all sense',
            OPEN_QUOTE,
        ),
        (
            "Lena Park, an editor of the Herald and Tom Reed's longtime friend, spoke first.",
            "Lena Park",
            "be editor of",
            "the Herald and Tom Reed's longtime friend",
            MERGED_APPOSITIVES,
        ),
    ],
)
def test_dropped(sentence: str, head: str, relation: str, tail: str, reason: str) -> None:
    assert _problem(sentence, head, relation, tail) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # a role with its owner in the sentence
        (
            "Tom Hale stepped in as chairman of the rowing club in 2010.",
            "Tom Hale",
            "step in as",
            "chairman of the rowing club",
        ),
        ("Ana Ruiz served as chairman of the board.", "Ana Ruiz", "serve as", "chairman"),
        # the separative phrase kept in the tail
        (
            "The rebels freed the town from a brutal warlord.",
            "The rebels",
            "free",
            "the town from a brutal warlord",
        ),
        # a verb of freeing without a from-phrase
        ("The rebels freed the hostages in May.", "The rebels", "free", "the hostages"),
        # a quotation closed right after the tail
        (
            'The coach called the referee "biased" after the match.',
            "The coach",
            "call",
            'the referee "biased',
        ),
        # a coordination of two names
        (
            "Ana is a co-founder of Lumen and Orbit.",
            "Ana",
            "be co-founder of",
            "Lumen and Orbit",
        ),
        # "those" of a generic set with its relative clause
        (
            "The fund helps those who lost their homes in the flood.",
            "The fund",
            "help",
            "those who lost their homes in the flood",
        ),
        # a definite tail with a conjunction that
        ("He said that the deal was done.", "He", "say", "that the deal was done"),
        # an ordinary indefinite object with no gerund phrase
        ("Jane Moss gave a speech in Leeds.", "Jane Moss", "give", "a speech"),
    ],
)
def test_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    assert _problem(sentence, head, relation, tail) is None


def test_open_quote_counts_marks() -> None:
    assert open_quote('the term "voyagers')
    assert open_quote("the “Night Lines")
    assert not open_quote('the film "Night Lines"')
    assert not open_quote('Night Lines" by Ana Ruiz')  # the title's start lost, not its end
    assert not open_quote("the film “Night Lines”")


def test_deictic_words() -> None:
    assert deictic("storms like this")
    assert deictic("These figures")
    assert deictic("the rise in prices this year")
    assert not deictic('the album "This Is Us"')
    assert not deictic("those who stayed behind")
    assert not deictic("the thistle")


def test_merged_appositives_needs_copular_of() -> None:
    assert merged_appositives("be head of", "Corda and Ana Ruiz's business partner")
    assert merged_appositives("become director of", "the Orbis Trust and a keen sailor")
    assert not merged_appositives("meet", "Corda and Ana Ruiz's business partner")
    assert not merged_appositives("be head of", "research and development")


def test_hooked_into_triple_problem() -> None:
    doc = load_spacy()("Maria Lopez shot this picture of the harbour at dawn.")
    reason = triple_problem("Maria Lopez", "shoot", "this picture of the harbour", doc, prose=True)
    assert reason == DEMONSTRATIVE


def test_a_complementizer_or_a_title_that_is_no_demonstrative() -> None:
    sentence = "Tom Lee published research showing that sugar damages teeth."
    tail = "research showing that sugar damages teeth"
    assert _problem(sentence, "Tom Lee", "publish", tail) is None
    sentence = "Tom Hanks starred in That Thing You Do in 1996."
    assert _problem(sentence, "Tom Hanks", "star in", "That Thing You Do") is None
