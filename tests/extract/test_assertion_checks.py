"""Clauses mentioned, not asserted: plans, questioned content, obligations, the inside of a
quotation whose speaker is in another sentence."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence as _run


def test_plan_spelled_out_by_an_infinitive_is_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "There are plans for regional bus companies in Wales to share some routes with "
        "private operators.",
    )
    assert not any("share" in r for _, r, _ in triples)
    assert dropped.get("planned, not done") == 1


def test_passive_infinitive_on_a_noun_is_still_to_come(extractor: SpacyExtractor) -> None:
    sentence = (
        "Anna Berzina, minister in the cabinet to be sworn in on Monday, opened the new bridge."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(r.startswith("be sworn") for _, r, _ in triples)
    assert dropped.get("planned, not done") == 2
    assert ("Anna Berzina", "open", "the new bridge") in triples
    # a ranked noun: the infinitive says what happened
    triples, _ = _run(extractor, "Maria Lind was the first woman to be elected to the council.")
    assert ("Maria Lind", "be", "the first woman to be elected to the council") in triples
    triples, _ = _run(extractor, "Ana Ruiz became the fourth reporter to be killed in Vardo.")
    assert any(r.startswith("be killed") for _, r, _ in triples) or any(
        "fourth reporter" in t for _, _, t in triples
    ), triples


def test_questioned_content_is_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "The minister questioned Ohio's interest in having Intel expand in the region."
    )
    assert not any(h == "Intel" for h, _, _ in triples)
    assert dropped.get("questioned content") == 1
    # a relative clause on the one questioned is asserted
    triples, _ = _run(extractor, "Police questioned Tom Reed, who had stolen a car from Leeds.")
    assert ("Tom Reed", "steal", "a car") in triples


def test_obligation_is_not_done(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "The letter stated Mr Hale must demolish the shed or apply for retrospective permission.",
    )
    assert not any(h == "Mr Hale" for h, _, _ in triples)
    assert dropped.get("obligation", 0) >= 1


def test_inside_of_a_quotation_is_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, 'Sadly, Portugal is winning the battle for young voters in Lisbon."'
    )
    assert triples == []
    assert dropped.get("inside a quotation") == 1
    # a quotation with its speaker keeps the fact, attributed
    triples, _ = _run(extractor, 'Portugal is winning the battle," said Mr Costa.')
    assert ("Portugal", "win (according to Mr Costa)", "the battle") in triples


def test_subject_of_a_passive_saying_is_no_speaker(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Mr Lane and Mr Cobb, along with a third man, are said to have acted as lookouts "
        "during the raid.",
    )
    assert not any("according to Mr Lane" in r for _, r, _ in triples)
    assert dropped.get("unattributed claim", 0) >= 1


def test_an_exclamation_is_no_plain_statement(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(extractor, "Ana Ruiz won the cup at last!")
    assert triples == []
    assert dropped.get("exclamation", 0) >= 1
    triples, _ = _run(extractor, "Ana Ruiz won the cup at last.")
    assert ("Ana Ruiz", "win", "the cup") in triples


def test_a_title_ending_in_an_exclamation_mark_is_no_exclamation(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = _run(extractor, "In 2008, Meryl Streep starred in Mamma Mia!")
    assert ("Meryl Streep", "star in", "Mamma Mia") in triples
