"""Shapes from the holdout news reading of session 29 (spacy-patterns.v41): a view the
sentence opens on, a noun the parser hung on the verb after a reflexive object, a tail cut at
``one`` or before what its owner owns. Sentences written for the test."""

from __future__ import annotations

from hanker.extract.base import ExtractionStats
from hanker.extract.cut_units import OWNER_CUT, unit_tail
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_reported_main_clause_keeps_its_speaker(extractor: SpacyExtractor) -> None:
    sentence = "Ms Okafor said that Tomas Reyes left the band in 2019."
    triples, _ = run_sentence(extractor, sentence)
    assert any(t[0] == "Tomas Reyes" and "according to Ms Okafor" in t[1] for t in triples), triples


def test_a_view_the_sentence_opens_on_is_no_fact(extractor: SpacyExtractor) -> None:
    for sentence in (
        "For him, the Harbour Trust is a relic of the old port.",
        "In her view, the Harbour Trust is a relic of the old port.",
    ):
        triples, dropped = run_sentence(extractor, sentence)
        assert triples == [], triples
        assert dropped.get("viewpoint, not a fact", 0) >= 1, dropped


def test_a_noun_after_a_reflexive_object_keeps_the_preposition(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Farmers in Norfolk have been preparing themselves for a dry summer and the "
        "possibility of water restrictions."
    )
    triples, _ = run_sentence(extractor, sentence)
    tails = {t[2]: t[1] for t in triples}
    assert "the possibility of water restrictions" in tails, triples
    assert tails["the possibility of water restrictions"].endswith(" for"), triples


def test_a_tail_cut_at_one_is_dropped(extractor: SpacyExtractor) -> None:
    # "lifts Spain one last time" read as (X, lift, Spain one): the rest of the phrase is lost
    extractor.stats = ExtractionStats()
    extractor._doc = load_spacy()("Ana Ruiz lifts Spain one last time.")
    assert list(extractor._emit("Ana Ruiz", "lift", "Spain one", strict=True)) == []
    assert (extractor.stats.dropped or {}).get("cut tail") == 1
    kept = list(extractor._emit("Ana Ruiz", "be", "the world number one", strict=True))
    assert kept == [("Ana Ruiz", "be", "the world number one")]


def test_a_tail_cut_before_what_its_owner_owns_is_dropped() -> None:
    doc = load_spacy()("Ivo Brandt began his career as a runner on Channel 9's The Hour.")
    assert unit_tail("begin career as", "a runner on Channel 9", doc)[1] == OWNER_CUT
    doc = load_spacy()("Ivo Brandt joined Radio Porto's board in 2019.")
    assert unit_tail("join", "Radio Porto's board", doc)[1] is None
