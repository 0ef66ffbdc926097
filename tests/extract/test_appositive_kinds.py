"""Appositives that rename something else than the name before them (``appositive_kinds``)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        (
            "They set a clear aim for Norway, a trained nurse in every village.",
            "appositive of a place names a person",
        ),
        (
            "The plan sets a bold target for Canada, a skilled doctor in every town.",
            "appositive of a place names a person",
        ),
        (
            "Loans were made through the Asian Bank, the Pacific Development fund, and the "
            "Ocean Trade Bank.",
            "appositive is a name in a list",
        ),
    ],
)
def test_appositive_renaming_something_else_gives_no_fact(
    extractor: SpacyExtractor, sentence: str, reason: str
) -> None:
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == []
    assert dropped.get(reason) == 1


def test_place_role_and_person_role_stay(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "He flew to Peru, a country of 30 million people.")
    assert ("Peru", "be", "a country of 30 million people") in triples
    triples, _ = run_sentence(extractor, "She met Ann Rowe, the mayor of Leeds, and her aide.")
    assert ("Ann Rowe", "be", "the mayor of Leeds") in triples
