"""Reports stated as facts: ``is reported as being``, ``reports about X being``
(:mod:`hanker.extract.report_complements`). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.report_complements import REPORTED_CONTENT
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_clause_reported_as_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "The Naval College at Dartmouth is reported as being in a high state of efficiency and "
        "well equipped for the training of cadets.",
    )
    assert triples == [], triples
    assert dropped.get(REPORTED_CONTENT) == 1, dropped


def test_a_gerund_about_a_report_noun_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "There was speculation about Lena Ortiz being chosen for the Paris post."
    )
    assert triples == [], triples
    assert dropped.get(REPORTED_CONTENT) == 1, dropped
