"""A head cut from a quoted title at its colon (``title_colons``)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_subtitle_alone_is_no_head(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        '"Within Danish Walls: Bio-tales of Copenhagen" was a deep dive into the life of a '
        "Danish family.",
    )
    assert all(not head.startswith("Bio-tales") for head, _, _ in triples), triples
    assert dropped.get("subtitle read as the head") == 1


def test_whole_title_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, '"Cold Harbour: Memoirs" sold a million copies.')
    assert triples == [("Cold Harbour: Memoirs", "sell", "a million copies")]
