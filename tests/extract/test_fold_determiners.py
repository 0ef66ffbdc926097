"""An object folded into the relation keeps what its determiner says or the fact is dropped
(hanker.extract.fold_determiners, ``spacy-patterns.v42``). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.fold_determiners import FOLD_DETERMINER, FOLD_MODIFIER
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped, run_sentence

REASON = "object's determiner lost in the relation"


def test_someone_elses_possessive_is_not_folded(extractor: SpacyExtractor) -> None:
    # "her" is no teacher's: "sue school at" would make it theirs
    assert_dropped(
        extractor,
        "Four teachers from Leeds sued her school at Oak Academy in 2019.",
        ("Four teachers from Leeds", "sue school at", "Oak Academy"),
        REASON,
    )


def test_a_possessive_of_the_other_gender_is_not_folded(extractor: SpacyExtractor) -> None:
    # "her" is not Tom Hale's: "sue employer at" would make the employer his
    assert_dropped(
        extractor,
        "Tom Hale sued her employer at Acme in 2019.",
        ("Tom Hale", "sue employer at", "Acme"),
        REASON,
    )


def test_a_denying_determiner_is_not_folded(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Marta Lind won no medals at the Olympics in Tokyo.",
        ("Marta Lind", "win medal at", "the Olympics"),
        REASON,
    )


def test_the_subjects_own_possessive_folds(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Tom Hale made his debut for Leeds United in 2010.")
    assert ("Tom Hale", "make debut for", "Leeds United in 2010") in triples, triples


def test_a_possessive_of_the_renamed_subjects_owner_is_not_folded(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(
        extractor, "Ines Moreau's home town, Lyon, fills her paintings with river light."
    )
    assert [t for t in triples if t[0] == "Lyon"] == [], triples
    assert dropped.get(FOLD_DETERMINER) == 1, dropped


def test_an_identifying_adjective_is_not_folded_away(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "The Danish Navy was continuing to prepare an alternative channel out of Greenland via "
        "a harbour on the west coast.",
    )
    assert triples == [("The Danish Navy", "continue to prepare", "an alternative channel")]
    assert dropped.get(FOLD_MODIFIER) == 1, dropped
