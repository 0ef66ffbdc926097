"""Shapes from the holdout news reading of session 29 (spacy-patterns.v41, clauses.v10): a
time clause inside a report, a view the sentence opens on, a noun the parser hung on the verb
after a reflexive object, an appositive cut from its relative clause, a tail cut at ``one``.
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.base import ExtractionStats
from hanker.extract.cut_units import OWNER_CUT, unit_tail
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_time_clause_inside_a_report_is_neither_claim_nor_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Ms Okafor said that while the Harbour Museum stayed in Leeds, visitors were welcome."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(t[0] == "the Harbour Museum" for t in triples), triples
    assert dropped.get("time clause inside a report", 0) >= 1, dropped
    later = "Ms Okafor said Tomas Reyes left the band after he lost the vote."
    triples, dropped = run_sentence(extractor, later)
    assert dropped.get("time clause inside a report", 0) >= 1, dropped


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


def test_an_appositive_noun_without_its_clause_is_dropped(extractor: SpacyExtractor) -> None:
    sentence = "Ivo Brandt, a chef who runs two restaurants in Porto, won the award."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Ivo Brandt", "be", "a chef") not in triples, triples
    assert dropped.get("appositive before its clause", 0) >= 1, dropped
    triples, _ = run_sentence(extractor, "Ivo Brandt, a chef, won the award.")
    assert ("Ivo Brandt", "be", "a chef") in triples, triples


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


def test_a_lone_result_or_a_part_in_one_match_is_no_title(extractor: SpacyExtractor) -> None:
    for sentence in (
        "Champion Ivo Brandt and runner-up Tomas Reyes both look ready for the new season.",
        "Okafor was caught by sub fielder Tomas Reyes.",
    ):
        triples, _ = run_sentence(extractor, sentence)
        assert not any(t[1] == "title" for t in triples), triples
    triples, _ = run_sentence(extractor, "Defence Secretary Ivo Brandt visited the base.")
    assert ("Ivo Brandt", "title", "Defence Secretary") in triples, triples
