"""Triples that lost an adverb of domain or direction, or the goal of a verb of placing, are
dropped; the same clauses without that loss keep their facts
(:mod:`hanker.extract.sense_losses`)."""

from __future__ import annotations

from hanker.extract.sense_losses import GOAL_LEFT_OUT, HELP_LEFT_OUT, SENSE_ADVERB_LOST
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_domain_adverb_kept_out_drops_the_fact(extractor: SpacyExtractor) -> None:
    """``racially abused`` is not ``abused``: without the adverb the fact is dropped."""
    triples, dropped = run_sentence(extractor, "Tomas Varga was racially abused by fans in Lisbon.")
    assert triples == []
    assert dropped.get(SENSE_ADVERB_LOST) == 1


def test_plain_verb_keeps_the_fact(extractor: SpacyExtractor) -> None:
    """The same clause without the adverb keeps its fact."""
    triples, _ = run_sentence(extractor, "Tomas Varga was abused by fans in Lisbon.")
    assert triples == [("Tomas Varga", "be abused by", "fans in Lisbon")]


def test_direction_adverb_kept_out_drops_the_fact(extractor: SpacyExtractor) -> None:
    """``moved the deadline forward`` is not ``moved the deadline``."""
    triples, dropped = run_sentence(
        extractor, "The Hartwell council moved the deadline forward by a week."
    )
    assert triples == []
    assert dropped.get(SENSE_ADVERB_LOST) == 1


def test_date_alone_of_a_verb_of_placing_drops_the_fact(extractor: SpacyExtractor) -> None:
    """``(X, be appointed in, 2017)``: appointed to what, the triple does not say."""
    triples, dropped = run_sentence(
        extractor, "Darius Okoro, who was appointed in 2017, will step down next month."
    )
    assert ("Darius Okoro", "be appointed in", "2017") not in triples
    assert dropped.get(GOAL_LEFT_OUT) == 1


def test_date_of_a_verb_with_no_goal_is_kept(extractor: SpacyExtractor) -> None:
    """``married in 2011`` needs no goal: the fact stays."""
    triples, _ = run_sentence(extractor, "Ingrid Solberg was married in 2011.")
    assert triples == [("Ingrid Solberg", "be married in", "2011")]


def test_fronted_aside_from_is_no_direction(extractor: SpacyExtractor) -> None:
    """``Aside from his work, X is ..``: a fronted preposition, not a direction of the verb."""
    triples, _ = run_sentence(
        extractor,
        "Aside from his painting, Tomas Berg is also an active member of many rowing clubs.",
    )
    assert triples == [("Tomas Berg", "be", "an active member of many rowing clubs")]


def test_helped_verb_without_help_drops_the_fact(extractor: SpacyExtractor) -> None:
    """``helped restore the mill`` is not ``restored the mill``."""
    triples, dropped = run_sentence(
        extractor, "Ingrid Solberg helped restore the old watermill at Dunmore."
    )
    assert triples == []
    assert dropped.get(HELP_LEFT_OUT)


def test_verb_without_help_keeps_the_fact(extractor: SpacyExtractor) -> None:
    """The same clause without ``helped`` keeps its fact."""
    triples, _ = run_sentence(extractor, "Ingrid Solberg restored the old watermill at Dunmore.")
    assert ("Ingrid Solberg", "restore", "the old watermill") in triples
