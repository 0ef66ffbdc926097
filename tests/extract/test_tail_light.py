"""Abstract objects keep their complement; coordinations, titles and times are not cut into
tails (``spacy-patterns.v8``, :mod:`hanker.extract.tail_light`)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_light import ABSTRACT_CUT, DATE_ELSEWHERE
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "Lena Okafor devotes great effort to restoring old clocks.",
            ("Lena Okafor", "devote", "great effort to restoring old clocks"),
        ),
        (
            "Tariq Bello plays a key role in the city orchestra.",
            ("Tariq Bello", "play", "a key role in the city orchestra"),
        ),
        (
            "Oskar Lind is fluent in both Greek and Latin.",
            ("Oskar Lind", "be fluent in", "Greek"),
        ),
        (
            "Oskar Lind is fluent in both Greek and Latin.",
            ("Oskar Lind", "be fluent in", "Latin"),
        ),
    ],
)
def test_tail_is_whole(extractor: SpacyExtractor, sentence: str, fact: tuple[str, ...]) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert fact in triples, triples


@pytest.mark.parametrize(
    ("sentence", "absent"),
    [
        ("Lena Okafor devotes great effort to restoring old clocks.", "great effort"),
        ("Tariq Bello plays a key role in the city orchestra.", "a key role"),
        ("Oskar Lind is fluent in both Greek and Latin.", "both Greek"),
        ("Early on, Nora Vance starred in the sitcom Cats and Dogs as the mother.", "Dogs"),
        ("The Green Party became the second largest at the city election last June.", "last June"),
    ],
)
def test_cut_tail_is_not_produced(extractor: SpacyExtractor, sentence: str, absent: str) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert absent not in {t for _, _, t in triples}, triples


def test_long_complement_of_an_abstract_object_drops_the_tail(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Pia Kron uses a painting technique that blends thin oil glazes with heavy layers of "
        "coarse sand and crushed shells.",
        ("Pia Kron", "use", "a painting technique"),
        ABSTRACT_CUT,
    )


def test_date_is_not_read_into_a_later_phrase(extractor: SpacyExtractor) -> None:
    sentence = "Ivo Petrov was fined by the regulator in 2019 for his role in the fraud."
    assert_dropped(
        extractor, sentence, ("Ivo Petrov", "be fined for role in", "2019"), DATE_ELSEWHERE
    )
    triples, _ = run_sentence(extractor, sentence)
    assert ("Ivo Petrov", "be fined in", "2019") in triples
