"""A tail that is only a rank (``number twelve``, ``the eleventh``) names nothing alone."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_complements import count_tail_problem
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    "tail", ["number twelve", "No. 7", "number 31", "the eleventh", "her twentieth", "42nd"]
)
def test_bare_rank_is_ordinal_only(tail: str) -> None:
    assert count_tail_problem(tail) == "ordinal-only tail"


@pytest.mark.parametrize("tail", ["the 19th century", "number of voters", "two goals"])
def test_rank_with_its_noun_stays(tail: str) -> None:
    assert count_tail_problem(tail) is None


def test_rank_tails_give_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Garcia was number twelve, and Okafor was number thirteen."
    )
    assert triples == []
    assert dropped.get("ordinal-only tail") == 2
