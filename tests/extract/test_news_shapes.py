"""Shapes from the fresh news reading of session 28 (spacy-patterns.v40): what a verb prevents,
a list read as an apposition, a tail cut at the end of its line, a title cut from the name of
an institution. Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_what_is_prevented_did_not_happen(extractor: SpacyExtractor) -> None:
    sentence = "The new radar has helped prevent Russia gaining control of the skies."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Russia", "gain", "control of the skies") not in triples, triples
    assert dropped.get("hypothetical", 0) >= 1, dropped


def test_places_listed_after_a_name_are_no_apposition(extractor: SpacyExtractor) -> None:
    sentence = (
        "Students were treated in hospitals in the capital Tehran, the north-western city of "
        "Ardabil and the western city of Kermanshah."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert all(t[0] != "Tehran" for t in triples), triples
    assert dropped.get("appositive is a list item", 0) >= 1, dropped


def test_tail_ending_on_an_article_is_cut(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Dr Yasemin Didem Aktas, co-leader of the")
    assert triples == [], triples
    assert dropped.get("cut tail", 0) >= 1, dropped


def test_title_cut_from_an_institution_name(extractor: SpacyExtractor) -> None:
    sentence = (
        "UUK president and University of the West of England vice-chancellor Prof Steve West "
        "welcomed the plan."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert ("Prof Steve West", "title", "England vice-chancellor") not in triples, triples
    triples, _ = run_sentence(extractor, "The Culture Secretary Lucy Frazer opened the museum.")
    assert ("Lucy Frazer", "title", "Culture Secretary") in triples, triples


def test_role_title_after_of_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "The assassination of President Jovenel Moise shocked Haiti."
    )
    assert ("Jovenel Moise", "title", "President") in triples, triples


def test_role_title_after_a_noun_and_of_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "It followed the resignation of BBC chairman Richard Sharp."
    )
    assert ("Richard Sharp", "title", "BBC chairman") in triples, triples


def test_title_after_a_month_and_of_is_kept(extractor: SpacyExtractor) -> None:
    sentence = "It follows the sudden departure in November of ex-CEO Bob Chapek."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Bob Chapek", "title", "ex-CEO") in triples, triples
