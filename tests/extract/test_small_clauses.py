"""Object complements read as clauses: a set-off participle is the subject's (small_clauses)."""

from __future__ import annotations

from hanker.extract.small_clauses import object_complement
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_participle_after_an_object_complement_is_the_subjects(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = run_sentence(
        extractor,
        "Omar Haddad kept Omar Haddad's remarks measured, avoiding any mention of the strike.",
    )
    assert triples == [("Omar Haddad", "avoid", "any mention of the strike")]
    triples, _ = run_sentence(
        extractor,
        "Jane Ross kept Jane Ross's head lowered, ignoring the questions from reporters.",
    )
    assert triples == [("Jane Ross", "ignore", "the questions from reporters")]


def test_a_reported_clause_is_no_object_complement() -> None:
    doc = load_spacy()("The minister said the plan failed, citing rising costs.")
    assert not any(object_complement(token) for token in doc)
    doc = load_spacy()("Omar Haddad kept Omar Haddad's remarks measured, avoiding the strike.")
    assert [t.text for t in doc if object_complement(t)] == ["measured"]
