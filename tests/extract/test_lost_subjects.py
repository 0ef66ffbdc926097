"""A main clause's subject is never read into a fronted subordinate clause's object
(hanker.extract.lost_subjects). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_the_object_stops_before_the_main_clauses_subject(extractor: SpacyExtractor) -> None:
    sentence = (
        "As the Green Revolution produced surplus grain, the Digital Revolution, begun in "
        "California, made possible the modern internet."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [("the Green Revolution", "produce", "surplus grain")], triples


def test_a_title_after_a_main_clauses_object_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Tom Reed won a medal for bravery, the George Cross, in 1944."
    )
    assert ("Tom Reed", "win", "a medal for bravery, the George Cross") in triples, triples
