"""A main verb the parser buried below a relative clause of a noun root gives no fact
(hanker.extract.buried_clauses). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.buried_clauses import BURIED_VERB
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_buried_main_verb_gives_its_subject_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "The risks we face today as Europeans respect no nation's borders."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(BURIED_VERB) == 1, dropped


def test_a_relative_clause_under_a_verb_root_keeps_its_facts(extractor: SpacyExtractor) -> None:
    sentence = "Nokia, which Elena Varga ran while Finland recovered, sold phones."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [("Nokia", "sell", "phones")], triples
    assert BURIED_VERB not in dropped, dropped
