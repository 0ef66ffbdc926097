"""Degree words and purpose clauses a relation leaves out (``degree_words``)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Norway is less dependent on imported gas.", "degree word lost"),
        ("Canada is too dependent on exports.", "degree word lost"),
        ("Sweden has become more dependent on wind power.", "degree word lost"),
        (
            "We will fund the port so Norway stays competitive in shipping.",
            "purpose clause read as fact",
        ),
        (
            "The council must build new roads so Leeds is better connected to Hull.",
            "purpose clause read as fact",
        ),
    ],
)
def test_graded_or_wished_claim_gives_no_fact(
    extractor: SpacyExtractor, sentence: str, reason: str
) -> None:
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == []
    assert dropped.get(reason) == 1


def test_plain_degree_and_past_result_stay(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Spain is heavily dependent on tourism.")
    assert triples == [("Spain", "be dependent on", "tourism")]
    triples, _ = run_sentence(extractor, "Ghana is increasingly reliant on cocoa exports.")
    assert triples == [("Ghana", "be reliant on", "cocoa exports")]
    triples, _ = run_sentence(
        extractor, "The board raised wages so that Acme kept its best engineers."
    )
    assert ("Acme", "keep", "its best engineers") in triples
