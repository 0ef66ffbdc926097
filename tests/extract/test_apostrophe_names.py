"""A name opened by a one-letter particle and an apostrophe stays whole in heads and tails
(hanker.text.names.apostrophe_name, name-particles.v3)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.names import apostrophe_name
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_curly_apostrophe_surname_stays_in_the_name(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Boston Globe journalist Peter James O’Neill wrote a history of the harbour."
    )
    assert triples == [
        ("Boston Globe journalist Peter James O’Neill", "write", "a history of the harbour"),
        ("Peter James O’Neill", "title", "Boston Globe journalist"),
    ]
    doc = load_spacy()("The council thanked Boston Globe journalist Peter James O’Neill.")
    assert [e.text for e in doc.ents if e.label_ == "PERSON"] == ["Peter James O’Neill"]
    assert all(t.pos_ == "PROPN" for t in doc if apostrophe_name(t))


def test_apostrophe_names_are_told_from_other_words() -> None:
    doc = load_spacy()("O’Connor, D'Angelo and N’Golo met O'clock Ltd at the rock 'n' roll bar.")
    assert [t.text for t in doc if apostrophe_name(t)] == ["O’Connor", "D'Angelo", "N’Golo"]
