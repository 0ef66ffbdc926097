"""The spaCy extractor, built once per test module, and a way to run it on one sentence."""

from __future__ import annotations

import pytest

from hanker.extract.base import ExtractionStats
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    """The extractor's rules alone: the learned fact-confidence filter, which scores what the
    rules keep, is tested on its own (``test_fact_confidence.py``)."""
    return SpacyExtractor(min_fact_confidence=0.0)


def run_sentence(extractor: SpacyExtractor, sentence: str) -> tuple[list[tuple[str, ...]], dict]:
    """The triples of one prose sentence and the drops counted on the way, by reason."""
    extractor.stats = ExtractionStats()
    doc = load_spacy()(sentence)
    triples = list(extractor._sentence_triples(doc, None, sentence))
    return triples, dict(extractor.stats.dropped or {})


def assert_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    """``absent`` is not among the sentence's triples, and a drop was counted for ``reason``."""
    triples, dropped = run_sentence(extractor, sentence)
    assert absent not in triples, triples
    assert dropped.get(reason, 0) >= 1, (triples, dropped)
