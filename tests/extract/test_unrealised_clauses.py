"""Recommendations, hopes and purposes give no fact (hanker.extract.unrealised_clauses).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.unrealised_clauses import HOPE, PURPOSE, RECOMMENDATION
from tests.extract.conftest import run_sentence


def test_a_mandative_subjunctive_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Hannah Cole recommended that the Senate reject the treaty with Peru."
    )
    assert triples == [], triples
    assert dropped.get(RECOMMENDATION) == 1, dropped


def test_a_passive_subjunctive_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = (
        "I recommend that the salaries of the Federal Trade Commissioners be increased to a sum "
        "more nearly equal to their duties."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(RECOMMENDATION) == 1, dropped


def test_a_reported_indicative_is_no_recommendation(extractor: SpacyExtractor) -> None:
    sentence = "Hannah Cole suggested that the Senate rejects treaties too often."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("the Senate", "reject (according to Hannah Cole)", "treaties") in triples, triples
    assert RECOMMENDATION not in dropped, dropped


def test_an_awaited_time_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "We will work for the day when Norway has a free press."
    )
    assert triples == [], triples
    assert dropped.get(HOPE) == 1, dropped


def test_a_purpose_gerund_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = (
        "The Harbour Trust was established for the purpose of dredging the channel, and building "
        "new quays along the river."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [
        ("The Harbour Trust", "be established for", "the purpose of dredging the channel")
    ], triples
    assert dropped.get(PURPOSE) == 1, dropped
