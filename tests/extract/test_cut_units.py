"""Tails that are a cut piece of a longer unit are widened to the whole unit or dropped
(:mod:`hanker.extract.cut_units`)."""

from __future__ import annotations

import pytest

from hanker.extract.cut_units import (
    HALF_RANGE,
    NEXT_SUBJECT,
    RESPECTIVE,
    SENTENCE_ADVERB,
    unit_tail,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_complements import BARE_NUMBER
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


def _unit(sentence: str, relation: str, tail: str) -> tuple[str, str | None]:
    return unit_tail(relation, tail, load_spacy()(sentence))


@pytest.mark.parametrize(
    ("sentence", "relation", "tail", "whole"),
    [
        (
            "Maria Lopez was nominated for Pride and Prejudice at the awards in London.",
            "be nominated for",
            "Pride",
            "Pride and Prejudice",
        ),
        (
            "Ana Ruiz was nominated for Fargo: Year of the Wolf at the ceremony.",
            "be nominated for",
            "Fargo",
            "Fargo: Year of the Wolf",
        ),
        (
            "Earlier, Bath and Wells Council leader Tom Hart called on police to act.",
            "title",
            "Wells Council leader",
            "Bath and Wells Council leader",
        ),
        (
            "The Tate stays open from 10:00 to 18:00 on Sundays.",
            "stay open from",
            "10:00",
            "10:00 to 18:00",
        ),
        (
            "The Tate was closed between March and June for repairs.",
            "be closed between",
            "March",
            "March and June",
        ),
        ("Ana Ruiz was born on May 4th, 2001, in Leeds.", "be born on", "May 4th", "May 4th, 2001"),
        (
            "Ruth Ellis starred in Romeo and Juliet at the Globe in 1998.",
            "star in",
            "Romeo",
            "Romeo and Juliet",
        ),
    ],
)
def test_cut_tail_is_widened_to_its_unit(
    sentence: str, relation: str, tail: str, whole: str
) -> None:
    assert _unit(sentence, relation, tail) == (whole, None)


@pytest.mark.parametrize(
    ("sentence", "relation", "tail", "reason"),
    [
        (
            "Poet Ana Ruiz shared a song about Lisbon and Blur drummer Dave Rowntree posted his "
            "memories of the city.",
            "share",
            "a song about Lisbon and Blur drummer Dave Rowntree",
            NEXT_SUBJECT,
        ),
        (
            "Ana Ruiz understands a new plan by the city and the region is ready.",
            "understand",
            "a new plan by the city and the region",
            NEXT_SUBJECT,
        ),
        (
            "The Tate stays open from 10:00 to 18:00 on Sundays.",
            "stay open to",
            "18:00",
            HALF_RANGE,
        ),
        (
            "Jean Baptiste suffered many injuries, most notably a broken arm.",
            "suffer",
            "most notably a broken arm",
            SENTENCE_ADVERB,
        ),
        ("Smith took 45 from the first ten overs of the match.", "take", "45", BARE_NUMBER),
        (
            "Ana Ruiz and Tom Hart won gold and silver respectively at the games in Rome.",
            "win",
            "gold",
            RESPECTIVE,
        ),
    ],
)
def test_cut_tail_is_dropped(sentence: str, relation: str, tail: str, reason: str) -> None:
    assert _unit(sentence, relation, tail)[1] == reason


@pytest.mark.parametrize(
    ("sentence", "relation", "tail"),
    [
        ("Ana Ruiz visited France and Germany in May.", "visit", "France"),
        ("Ana Ruiz met Tom Hart and Sally Fine in Paris.", "meet", "Tom Hart"),
        ("Ana Ruiz owns shares in Sony and Apple.", "own shares in", "Sony"),
        ("Ana Ruiz won gold and silver at the games in Rome.", "win", "gold"),
        (
            "Ana Ruiz wrote a song about Lisbon and Porto in May.",
            "write",
            "a song about Lisbon and Porto",
        ),
        ("Ana Ruiz read the letter Tom Hart wrote.", "read", "the letter"),
        ("Ana Ruiz was nominated for Fargo: a series about crime.", "be nominated for", "Fargo"),
        ("Prices rose from 5% to 10% last year.", "rise to", "10%"),
        ("Ana Ruiz moved from Leeds to York in 2001.", "move to", "York"),
        ("Ana Ruiz moved from Leeds to York in 2001.", "move from", "Leeds"),
        ("Ana Ruiz was born in 1990 in Leeds.", "be born in", "1990"),
        ("Ana Ruiz died on 23 November aged 90.", "die on", "23 November"),
        ("Smith took 45 wickets in the first season.", "take", "45 wickets"),
        (
            "Ana Ruiz endured particularly cold winters in Oslo.",
            "endure",
            "particularly cold winters",
        ),
        (
            "Ana Ruiz raised significantly more money than Tom Hart.",
            "raise",
            "significantly more money",
        ),
        (
            "Jean Baptiste suffered many injuries, including a broken arm.",
            "suffer",
            "many injuries, including a broken arm",
        ),
    ],
)
def test_whole_tail_is_kept(sentence: str, relation: str, tail: str) -> None:
    assert _unit(sentence, relation, tail) == (tail, None)


def test_extractor_writes_the_whole_title(extractor: SpacyExtractor) -> None:
    sentence = "Maria Lopez was nominated for Pride and Prejudice at the awards in London."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Maria Lopez", "be nominated for", "Pride and Prejudice") in triples, triples
    assert not {t for _, _, t in triples} & {"Pride", "Prejudice"}, triples


def test_extractor_drops_the_next_clause_subject(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Poet Ana Ruiz shared a song about Lisbon and Blur drummer Dave Rowntree posted his "
        "memories of the city.",
        ("Poet Ana Ruiz", "share", "a song about Lisbon and Blur drummer Dave Rowntree"),
        NEXT_SUBJECT,
    )


def test_extractor_keeps_a_shared_organisation_name_whole(extractor: SpacyExtractor) -> None:
    sentence = "It comes after Kent and Medway Council leader Ana Ruiz called for calm in the town."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Ana Ruiz", "title", "Kent and Medway Council leader") in triples, triples


def test_extractor_drops_a_bare_count(extractor: SpacyExtractor) -> None:
    sentence = "Smith took 45 from the first ten overs of the match."
    assert_dropped(extractor, sentence, ("Smith", "take", "45"), BARE_NUMBER)
