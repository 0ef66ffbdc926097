"""Tails that stop before or inside a name give no fact (hanker.extract.cut_names).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.cut_names import BEFORE_NAME, INSIDE_NAME
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_tail_stopping_before_its_name_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "Ira Moss, founder of charity All Dogs Matter, says she knows of many buyers."
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(tail.endswith("charity") for _, _, tail in triples), triples
    assert dropped.get(BEFORE_NAME, 0) >= 1, dropped


def test_a_name_read_as_a_verb_still_follows_its_noun(extractor: SpacyExtractor) -> None:
    """``See Me`` tagged a verb and a pronoun, but an entity: the tail stops before it."""
    sentence = "Ira Moss, director of disability charity See Me, told the BBC that work remains."
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(tail.endswith("charity") for _, _, tail in triples), triples
    assert dropped.get(BEFORE_NAME, 0) >= 1, dropped


def test_a_tail_ending_inside_a_name_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = (
        "Mr Holt knows the names of those in his department, the Ministry of Defence, "
        "who were complainants."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(tail.endswith("the Ministry") for _, _, tail in triples), triples
    assert dropped.get(INSIDE_NAME) == 1, dropped


def test_a_name_kept_with_its_noun_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Nell Ruiz, a trustee of charity Open Doors Trust, lives in Leeds."
    )
    assert ("Nell Ruiz", "be", "a trustee of charity Open Doors Trust") in triples, triples
    assert ("Nell Ruiz", "live in", "Leeds") in triples, triples


def test_an_object_named_only_by_its_relative_clause_gives_no_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Mia Tanaka has received a prestigious science award, which is the Royal Society medal "
        "for Chemistry."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Mia Tanaka", "receive", "a prestigious science award") not in triples, triples
    assert dropped.get(BEFORE_NAME) == 1, dropped
    triples, _ = run_sentence(extractor, "Mia Tanaka bought a house, which is a Georgian villa.")
    assert ("Mia Tanaka", "buy", "a house") in triples, triples
