"""Tails cut from a coordination that shares one head noun, and numbers joined by ``and``
(:mod:`hanker.extract.shared_heads`). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.shared_heads import SHARED_HEAD_CUT
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_modifiers_sharing_one_head_give_no_cut_tail(extractor: SpacyExtractor) -> None:
    for sentence in (
        "Marta Quist had face, chest and arm burns.",
        "Marta Quist sells car, van and truck tyres.",
    ):
        triples, dropped = run_sentence(extractor, sentence)
        assert triples == [], triples
        assert dropped.get(SHARED_HEAD_CUT, 0) >= 1, dropped


def test_a_list_of_plural_things_keeps_its_items(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Marta Quist suffered cuts, bruises and knee pain.")
    assert SHARED_HEAD_CUT not in dropped, (triples, dropped)


def test_a_number_joined_by_and_is_one_tail(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "The Wexford Canal cost more than four and a halt million pounds."
    )
    assert triples == [], triples
    assert dropped.get(SHARED_HEAD_CUT, 0) >= 1, dropped


def test_a_whole_number_with_its_fraction_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The Orkney Ferry carried three and a half thousand cars.")
    assert triples == [("The Orkney Ferry", "carry", "three and a half thousand cars")], triples


def test_numbers_in_a_list_stay_apart(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ravi Menon won races in 2017 and 2018.")
    assert ("Ravi Menon", "win races in", "2017") in triples, triples
    assert SHARED_HEAD_CUT not in dropped, dropped
