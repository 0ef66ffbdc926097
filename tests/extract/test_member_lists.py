"""A copula listing the members of a plural subject (hanker.extract.member_lists).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.member_lists import MEMBER_LIST
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_named_members_of_a_plural_subject_are_included(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Tom Hale's daughters are Ana Hale and Rosa Hale.")
    assert triples == [
        ("Tom Hale's daughters", "include", "Ana Hale"),
        ("Tom Hale's daughters", "include", "Rosa Hale"),
    ], triples


def test_singular_common_members_of_a_plural_subject_give_no_fact(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(extractor, "Tom Hale's sons are a doctor and a lawyer.")
    assert triples == [], triples
    assert dropped.get(MEMBER_LIST) == 2, dropped


def test_a_list_after_a_singular_subject_keeps_be(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ana Ruiz was a painter and a sculptor.")
    assert triples == [("Ana Ruiz", "be", "a painter"), ("Ana Ruiz", "be", "a sculptor")]
    assert MEMBER_LIST not in dropped, dropped
