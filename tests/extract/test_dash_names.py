"""Names joined by an unspaced dash give no fact between their parts
(hanker.extract.dash_names). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.dash_names import NAME_DASH_CUT, cut_at_dash
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_no_fact_between_the_parts_of_a_dashed_name(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "He had a rare disorder such as Guillain–Barré syndrome."
    )
    assert triples == [], triples
    assert dropped.get(NAME_DASH_CUT) == 1, dropped


def test_a_head_cut_after_the_dash_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "The Franco–Prussian War ended in 1871.")
    assert triples == [], triples
    assert dropped.get(NAME_DASH_CUT) == 1, dropped


def test_spaced_dashes_and_lower_case_words_are_no_name() -> None:
    assert cut_at_dash("Barré syndrome", "such as Guillain–Barré syndrome")
    assert cut_at_dash("Guillain", "such as Guillain–Barré syndrome")
    assert not cut_at_dash("Ana Ruiz", "to Ana Ruiz – a Leeds doctor – in 2019")
    assert not cut_at_dash("Leeds", "a Leeds-based firm")
    assert not cut_at_dash("Leeds", "Leeds and Leeds-based firms")
