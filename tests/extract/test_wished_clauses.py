"""Wishes and clauses under a modal frame give no facts (hanker.extract.wished_clauses).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.wished_clauses import MODAL_FRAME, WISH, optative_problem
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_blessing_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "God bless the people of Merthyr Tydfil.")
    assert triples == [], triples
    assert dropped.get(WISH) == 1, dropped


def test_a_team_with_a_plural_verb_is_no_wish() -> None:
    doc = load_spacy()("Harrogate Town play their home games at Wetherby Road.")
    verb = next(t for t in doc if t.lower_ == "play")
    assert verb.tag_ in {"VB", "VBP"}, verb.tag_
    assert optative_problem(verb) is None


def test_a_relative_clause_under_a_modal_copula_gives_no_fact(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(
        extractor, "This must be the year Leeds City Council rebuilds the Kirkstall Bridge."
    )
    assert triples == [], triples
    assert dropped.get(MODAL_FRAME) == 1, dropped
    triples, dropped = run_sentence(
        extractor, "This needs to be the season Harrogate Town wins the National League."
    )
    assert triples == [], triples
    assert dropped.get(MODAL_FRAME) == 1, dropped


def test_a_relative_clause_under_a_plain_copula_stays(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "That was the year Leeds City Council rebuilt the Kirkstall Bridge."
    )
    assert ("Leeds City Council", "rebuild", "the Kirkstall Bridge") in triples, triples
    assert MODAL_FRAME not in dropped, dropped
