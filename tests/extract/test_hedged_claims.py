"""Hedges of absolute claims, ``as`` roles and generic conditions left out give no fact
(hanker.extract.hedged_claims, hanker.extract.clause_marks). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.hedged_claims import FIGURATIVE, HEDGE_LOST, ROLE_LOST
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_hedge_left_out_of_an_only_claim_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "The Suez Canal became effectively the only trade route to India."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(HEDGE_LOST) == 1, dropped


def test_a_hedge_left_out_of_a_superlative_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "The Suez Canal is essentially the shortest route to India."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(HEDGE_LOST) == 1, dropped


def test_an_unhedged_only_claim_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The Suez Canal became the only trade route to India.")
    assert triples == [("The Suez Canal", "become", "the only trade route to India")], triples


def test_a_use_without_its_as_role_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "Tabasco is used in Creole cooking as a marinade."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(ROLE_LOST) == 1, dropped


def test_a_present_statement_under_a_when_condition_gives_no_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = "The Thames floods the embankment when the tide is high."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get("conditional") == 1, dropped


def test_a_reduced_when_condition_read_onto_the_tail_gives_no_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "The Bohr model describes electrons as particles in fixed orbits, when applied to hydrogen."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get("conditional") == 1, dropped


def test_a_past_event_with_a_when_clause_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "When she was 12, Ana Ruiz moved to Paris.")
    assert triples == [("Ana Ruiz", "move to", "Paris")], triples


def test_a_clause_marked_in_effect_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "In effect, the Bank of Canada became the lender of last resort for Ontario."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(FIGURATIVE) == 1, dropped


def test_a_so_to_speak_aside_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Dana Ruiz was, so to speak, the conscience of the Senate."
    )
    assert triples == [], triples
    assert dropped.get(FIGURATIVE) == 1, dropped


def test_effect_and_speak_as_plain_words_keep_their_facts(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Dana Ruiz was invited to speak at the United Nations.")
    assert ("Dana Ruiz", "be invited to speak at", "the United Nations") in triples, triples
    triples, _ = run_sentence(extractor, "The Clean Air Act came into effect in May 2004.")
    assert ("The Clean Air Act", "come into", "effect") in triples, triples
