"""Facts misread from a list, a coordination or an apposition (hanker.extract.list_checks):
list items read as appositives, predicates and list items read as subjects, additions set
beside a subject, quantified and example heads, and heads or tails cut at a coordination."""

from __future__ import annotations

from typing import Any

import pytest

from hanker.extract.chain_checks import LIST_APPOSITIVE
from hanker.extract.list_checks import (
    ADDITION_HEAD,
    CUT_COORDINATION,
    EXAMPLE_HEAD,
    GAPPED_CONJUNCT,
    HEAD_CUT_COORDINATION,
    NAME_CUT,
    PLURAL_EQUATED,
    PREDICATE_HEAD,
    QUANTIFIED_HEAD,
    SINGULAR_LIST,
    SUBJECT_IN_LIST,
    list_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def _doc(sentence: str) -> Any:
    return load_spacy()(sentence)


def test_list_of_places_and_impressions_is_no_apposition(extractor: SpacyExtractor) -> None:
    sentence = (
        "Her stories are full of longing for Naples, the narrow alleys, the street markets, "
        "the late dinners, which colour every chapter."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(LIST_APPOSITIVE, 0) == 1, dropped


def test_role_after_a_name_is_still_an_apposition(extractor: SpacyExtractor) -> None:
    sentence = "Dr Lena Fox, the head of research at Corvo Labs, said the trial had worked."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Lena Fox", "be", "the head of research at Corvo Labs") in triples, triples


def test_second_clause_of_a_coordination_keeps_its_own_subject(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Nadia Karim's father is a Cardiologist and her mother is a Forensic Accountant."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [("Nadia Karim's father", "be", "a Cardiologist")], triples
    assert dropped.get(SUBJECT_IN_LIST, 0) == 1, dropped
    sentence = "Ana Ruiz's father lives in Leeds and her mother lives in York."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Ana Ruiz's father", "live in", "York") not in triples, triples
    assert ("Ana Ruiz's father", "live in", "Leeds") in triples, triples


def test_predicate_after_a_copula_is_no_subject() -> None:
    doc = _doc("Lina Farah's father is a Podiatrist and his mother is a Clinical Psychologist.")
    problem = list_problem("a Podiatrist", "be", "a Clinical Psychologist", doc)
    assert problem == PREDICATE_HEAD
    inverted = _doc("Among the guests was Ana Ruiz, the mayor of Leeds.")
    assert list_problem("Ana Ruiz", "be among", "the guests", inverted) is None


def test_tail_keeps_the_coordination_of_its_own_phrase(extractor: SpacyExtractor) -> None:
    cut = "The Red Foxes were one of the biggest rock acts of the late 1970s and early 1980s."
    triples, dropped = run_sentence(extractor, cut)
    assert ("The Red Foxes", "be", "one of the biggest rock acts of the late 1970s") not in (
        triples
    ), triples
    assert dropped.get(CUT_COORDINATION, 0) == 1, dropped
    whole = (
        "The Blue Tigers were one of the most popular boy bands of the early 1980s and late 1990s."
    )
    triples, _ = run_sentence(extractor, whole)
    expected = "one of the most popular boy bands of the early 1980s and late 1990s"
    assert triples == [("The Blue Tigers", "be", expected)], triples


def test_list_broken_by_the_parser_is_no_tail(extractor: SpacyExtractor) -> None:
    sentence = (
        "Kim Lee faced the challenge of reading, translating, and publishing old Korean poems."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Kim Lee", "face", "the challenge of reading") not in triples, triples
    assert dropped.get(CUT_COORDINATION, 0) == 1, dropped
    sentence = (
        "Jon Hale is renowned in the art world for his contributions to the genre of "
        "landscape painting and portrait photography."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [("Jon Hale", "be renowned in", "the art world")], triples


def test_addition_beside_the_subject_is_no_head(extractor: SpacyExtractor) -> None:
    sentence = (
        "He joins nine other painters chosen by the Queen, as well as Peter Blake, who will "
        "design the poster."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Peter Blake", "be chosen by", "the Queen") not in triples, triples
    assert dropped.get(ADDITION_HEAD, 0) == 1, dropped
    triples, dropped = run_sentence(
        extractor, "Ana Ruiz, rather than Tom Bell, won the Leeds marathon."
    )
    assert not any("Tom Bell" in head for head, _, _ in triples), triples
    assert dropped.get(ADDITION_HEAD, 0) == 1, dropped
    triples, _ = run_sentence(extractor, "Ana Ruiz and Tom Bell have won the Leeds marathon.")
    assert triples == [
        ("Ana Ruiz", "win", "the Leeds marathon"),
        ("Tom Bell", "win", "the Leeds marathon"),
    ], triples


def test_list_subject_with_a_singular_verb_gives_no_item_fact(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Mia Lund has often said how the spicy food, the loud music, and the busy life of "
        "Lima has been a source of joy for her novels."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert not any("Lima" in head for head, _, _ in triples), triples
    assert dropped.get(SINGULAR_LIST, 0) == 3, dropped


def test_plural_subject_is_not_one_list_item(extractor: SpacyExtractor) -> None:
    """member_lists: the named members are included in the plural subject, never equated."""
    sentence = "Ana Diaz's parents are Luis Diaz, a famous chef, and Rosa Diaz, a skilled pianist."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [
        ("Ana Diaz's parents", "include", "Luis Diaz"),
        ("Ana Diaz's parents", "include", "Rosa Diaz"),
        ("Luis Diaz", "be", "a famous chef"),
        ("Rosa Diaz", "be", "a skilled pianist"),
    ], triples
    assert PLURAL_EQUATED not in dropped, dropped


def test_quantified_heads_name_no_entity(extractor: SpacyExtractor) -> None:
    sentence = (
        "Some of Karin Holm's best known books include 'Salt Roads', 'Iron Bells' and "
        "'Quiet Harbour'."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(QUANTIFIED_HEAD, 0) == 3, dropped


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ("some of the short stories by Ines Walde", QUANTIFIED_HEAD),
        ("one of the victims of the Hull flood", QUANTIFIED_HEAD),
        ("the majority of Leeds' councillors", QUANTIFIED_HEAD),
        ("many Inca myths", QUANTIFIED_HEAD),
        ("One of Us", None),  # a title
        ("Many Moons", None),
        ("Ines Walde", None),
        ("the most successful AI companies", None),  # a superlative, no quantifier
        ("six of the court's 16 judges", None),  # a count says how many
    ],
)
def test_quantified_head_words(head: str, expected: str | None) -> None:
    assert list_problem(head, "include", "Harbour Lights", None) == expected


def test_heads_holding_examples_or_half_a_coordination() -> None:
    doc = _doc("The eight clubs see towns merged, such as Leeds and Bradford at Aire United.")
    problem = list_problem(
        "towns merged, such as Leeds and Bradford", "merge at", "Aire United", doc
    )
    assert problem == EXAMPLE_HEAD
    doc = _doc(
        "The Andean music and folklore taught by her grandmother shaped Rosa Quispe's poetry."
    )
    problem = list_problem("The Andean music", "shape", "Rosa Quispe's poetry", doc)
    assert problem == HEAD_CUT_COORDINATION
    doc = _doc("Heavy fighting between the army and the rebel militia has killed 300 people.")
    assert list_problem("Heavy fighting between the army", "kill", "300 people", doc) == (
        HEAD_CUT_COORDINATION
    )
    whole = "Heavy fighting between the army and the rebel militia"
    assert list_problem(whole, "kill", "300 people", doc) is None


def test_distributive_and_repeated_subjects_are_kept(extractor: SpacyExtractor) -> None:
    """Guards: a plain coordination of subjects is two facts, a name repeated after a copula
    is the same entity, and a count (``six of the 29 judges``) is no vague quantifier."""
    sentence = "Marta Ruiz's partner and son had to stay in Poland when the war broke out."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Marta Ruiz's partner", "have to stay in", "Poland") in triples, triples
    sentence = (
        "Yes, the author's name is Marisol Vega and Marisol Vega was born in Valencia, Spain."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert ("Marisol Vega", "be born in", "Valencia") in triples, triples
    sentence = "Six of the Ninth Circuit's 29 judges were appointed by Barack Obama."
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [("Six of the Ninth Circuit's 29 judges", "be appointed by", "Barack Obama")]


def test_gapped_clause_is_no_second_predicate(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Tomas Lind was a baker and Eva Lind a nurse.")
    assert triples == [], triples
    assert dropped.get(GAPPED_CONJUNCT, 0) == 1, dropped
    triples, _ = run_sentence(extractor, "Tomas Lind was a baker and a keen cyclist.")
    assert triples == [("Tomas Lind", "be", "a baker"), ("Tomas Lind", "be", "a keen cyclist")]


def test_a_name_whose_places_share_one_organisation_word_is_not_split(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Sgt Ben Stansbury served with Devon and Cornwall Police between 2009 and 2011."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Sgt Ben Stansbury", "serve with", "Devon") not in triples
    assert ("Sgt Ben Stansbury", "serve with", "Cornwall Police") not in triples
    assert dropped.get(NAME_CUT) == 1  # the other half is read whole (cut_units)
    assert ("Sgt Ben Stansbury", "serve with", "Devon and Cornwall Police") in triples
    # two places are two objects
    triples, _ = run_sentence(extractor, "Mary Cole visited Paris and Rome in June.")
    assert ("Mary Cole", "visit", "Paris") in triples
    assert ("Mary Cole", "visit", "Rome") in triples


def test_tail_sharing_its_article_with_a_conjunct_is_cut(extractor: SpacyExtractor) -> None:
    # the article and the relative clause span both nouns: "the sharp wit" alone is half
    triples, dropped = run_sentence(
        extractor, "Rina Vos values the sharp wit and quiet honesty Tom Hale brings to the stage."
    )
    assert ("Rina Vos", "value", "the sharp wit") not in triples, triples
    assert dropped.get(CUT_COORDINATION, 0) >= 1, dropped
    triples, _ = run_sentence(
        extractor, "The best part of Ada Kerr's poems is the dry humour and calm anger she shows."
    )
    assert not any(t[2] == "the dry humour" for t in triples), triples
    # a conjunct with its own article is another phrase: the first one stands
    triples, _ = run_sentence(extractor, "Rina Vos visited the museum and the old harbour.")
    assert ("Rina Vos", "visit", "the museum") in triples, triples
