"""A result colour read as the object's noun (:mod:`hanker.extract.resultative_colours`).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.resultative_colours import RESULT_COLOUR
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped, run_sentence


def test_a_result_colour_read_as_a_compound_noun_gives_no_tail(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Wildfire ash from Oregon has tinged the sky orange in Boise."
    assert_dropped(
        extractor,
        sentence,
        ("Wildfire ash from Oregon", "ting", "the sky orange in Boise"),
        RESULT_COLOUR,
    )


def test_a_colour_named_as_a_colour_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Mira Sandoval chose the colour green for the flag.")
    assert [t for t in triples if t[0] == "Mira Sandoval" and "green" in t[2]], triples
