"""A tail that describes someone the sentence then names is the name
(hanker.extract.tail_names). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_described_object_gives_the_name_after_it(extractor: SpacyExtractor) -> None:
    sentence = "Last month the Senate lost a loyal and generous colleague, Harold Finch of Ohio."
    triples, _ = run_sentence(extractor, sentence)
    assert ("the Senate", "lose", "Harold Finch of Ohio") in triples, triples
    assert not any(tail.startswith("a loyal") for _, _, tail in triples), triples


def test_a_list_of_names_after_the_object_is_not_one_name(extractor: SpacyExtractor) -> None:
    sentence = "Ines Duarte interviewed two ministers, Paulo Reis and Carla Mota, in Lisbon."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Ines Duarte", "interview", "two ministers") in triples, triples
    assert not any(tail.startswith("Paulo Reis and") for _, _, tail in triples), triples
