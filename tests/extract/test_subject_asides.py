"""The verb after a subject's set-off appositive is the main verb, not a participle
(subject_asides)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.subject_asides import closes_subject_aside
from tests.extract.conftest import run_sentence
from tests.hand_parse import hand_parse


def test_a_verb_after_an_age_aside_stays_active(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Hilda Brandt, 71, steered the orchestra through two decades of cuts, when the city "
        "council, its main funder, trimmed the grant each year.",
    )
    assert triples == [
        ("Hilda Brandt", "steer", "the orchestra"),
        ("Hilda Brandt", "steer the orchestra through", "two decades of cuts"),
        ("Hilda Brandt", "age", "71"),
    ]


def test_a_participle_aside_after_the_subject_stays_passive(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Hilda Brandt, considered one of the best conductors of her time, led the orchestra, "
        "the city's pride, for two decades.",
    )
    assert ("Hilda Brandt", "be considered", "one of the best conductors of her time") in triples


def test_an_aside_of_punctuation_alone_closes_nothing() -> None:
    # Ida -- , sang: the parser hung a lone dash on the subject as its appositive
    doc = hand_parse(
        ["Ida", "--", ",", "sang", "."],
        [3, 0, 3, 3, 3],
        ["nsubj", "appos", "punct", "ROOT", "punct"],
        ["NNP", ":", ",", "VBD", "."],
    )
    assert doc[1].is_punct and not closes_subject_aside(doc[0], doc[3])
