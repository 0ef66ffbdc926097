"""A title after a common noun's possessive that names another body gives no fact
(``hanker.extract.owned_titles``)."""

from __future__ import annotations

from hanker.extract.owned_titles import OWNED_TITLE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped, run_sentence


def _titles(extractor: SpacyExtractor, sentence: str) -> set[tuple[str, ...]]:
    triples, _ = run_sentence(extractor, sentence)
    return {t for t in triples if t[1] == "title"}


def test_a_title_naming_a_body_after_a_common_possessor_is_dropped(
    extractor: SpacyExtractor,
) -> None:
    # she is the party's Home Office spokesperson, not the Home Office's
    assert_dropped(
        extractor,
        '"The plan failed," the party\'s Home Office spokesperson Ann Roe said.',
        ("Ann Roe", "title", "Home Office spokesperson"),
        OWNED_TITLE,
    )


def test_a_title_after_a_named_possessor_or_naming_no_body_stays(
    extractor: SpacyExtractor,
) -> None:
    assert ("Tom Reilly", "title", "Acme's chief executive") in _titles(
        extractor, "Acme's chief executive Tom Reilly resigned in May."
    )
    assert _titles(extractor, "The country's Interior Minister Luca Bassi demanded more help.") == {
        ("Luca Bassi", "title", "Interior Minister")
    }
