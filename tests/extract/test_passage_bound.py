"""A possessive in the tail that cannot be the head's, and markup debris of web or wiki text,
give no fact (:mod:`hanker.extract.passage_bound`)."""

from __future__ import annotations

from hanker.extract.passage_bound import (
    DESCRIBED_HEAD,
    FOREIGN_POSSESSIVE,
    HEAD_NAME_CUT,
    MARKUP_DEBRIS,
    passage_bound_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.triple_context import NAME_SPLIT
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_copular_possessive_names_someone_else(extractor: SpacyExtractor) -> None:
    """``X was one of his critics``: ``his`` is not X, so the fact needs the passage."""
    triples, dropped = run_sentence(extractor, "Olga Brandt, 52, was one of his fiercest critics.")
    assert triples == [("Olga Brandt", "age", "52")]
    assert dropped.get(FOREIGN_POSSESSIVE) == 1


def test_own_possessive_is_kept(extractor: SpacyExtractor) -> None:
    """``her own`` binds the subject: the fact stays."""
    triples, _ = run_sentence(extractor, "Olga Brandt was one of her own fiercest critics.")
    assert triples == [("Olga Brandt", "be", "one of her own fiercest critics")]


def test_work_cannot_be_his() -> None:
    """A name in apposition with ``novel`` names a thing: ``his`` in its tail is someone else."""
    doc = load_spacy()("A novel, Winter Orchard, describes his childhood in Riga.")
    reason = passage_bound_problem("Winter Orchard", "describe", "his childhood in Riga", doc)
    assert reason == FOREIGN_POSSESSIVE


def test_person_with_possessive_is_not_a_thing() -> None:
    """A name in apposition with a person noun may be ``his``: no problem."""
    doc = load_spacy()("Ivo Marek, a retired miner, described his childhood in Riga.")
    assert passage_bound_problem("Ivo Marek", "describe", "his childhood in Riga", doc) is None


def test_markup_debris_gives_no_fact(extractor: SpacyExtractor) -> None:
    """Table numbers, an image size and a name glued to its repeat make no head."""
    sentence = "1,204 3,310 Tarnow 30px Lower SaxonyLower Saxony is a region of Germany."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == []
    assert dropped.get(MARKUP_DEBRIS) == 1
    clean, _ = run_sentence(extractor, "Lower Saxony is a region of Germany.")
    assert clean == [("Lower Saxony", "be", "a region of Germany")]


def test_citation_locator_is_no_description(extractor: SpacyExtractor) -> None:
    """``X, Some Review, page 17, 1998``: a page of a source, not what X is."""
    sentence = "Halvard Institute of Geology, Annual Mining Review, page 17, 1998"
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == []
    assert dropped.get(MARKUP_DEBRIS) == 1


def test_dates_with_commas_are_no_debris() -> None:
    """``June 4, 1934``: numbers with a comma between them are a date, not a table row."""
    assert passage_bound_problem("Ada Lind", "be born on", "June 4, 1934", None) is None


def test_name_cut_at_its_comma_gives_no_fact(extractor: SpacyExtractor) -> None:
    """``the Safe Streets, Safe Homes scheme``: neither half of the name is a tail or head."""
    triples, dropped = run_sentence(
        extractor, "Kent County Council launched the Safe Streets, Safe Homes scheme in May."
    )
    assert triples == []
    assert dropped.get(NAME_SPLIT) == 1
    assert dropped.get(HEAD_NAME_CUT) == 1


def test_place_in_a_place_is_no_cut_name(extractor: SpacyExtractor) -> None:
    """``from Magor, Monmouthshire,``: a town and its county, no name cut at its comma."""
    triples, _ = run_sentence(
        extractor, "Karen Rogers, 57, from Magor, Monmouthshire, was given a new kidney."
    )
    assert ("Karen Rogers, 57, from Magor", "be given", "a new kidney") in triples


def test_description_of_a_named_person_is_no_head(extractor: SpacyExtractor) -> None:
    """``X met Y as the Austrian minister faces ..``: the minister is someone the sentence
    names; the head alone does not say who."""
    triples, dropped = run_sentence(
        extractor,
        "Chancellor Mara Voss met Tomas Hale in Vienna as the Austrian minister faces a vote "
        "of confidence.",
    )
    assert ("the Austrian minister", "face", "a vote of confidence") not in triples
    assert dropped.get(DESCRIBED_HEAD) == 1


def test_description_alone_is_kept(extractor: SpacyExtractor) -> None:
    """With no person named before it, the description is the sentence's own subject."""
    triples, _ = run_sentence(extractor, "The Austrian minister faces a vote of confidence.")
    assert triples == [("The Austrian minister", "face", "a vote of confidence")]


def test_title_with_its_name_in_apposition_is_no_head() -> None:
    """``Harbour Gala Queen, Mia Stone, ..``: the name, not the title, is the head."""
    doc = load_spacy()("Among the guests was Harbour Gala Queen, Mia Stone, who wore a tiara.")
    reason = passage_bound_problem("Harbour Gala Queen", "wear", "a tiara", doc)
    assert reason == DESCRIBED_HEAD


def test_fronted_place_before_the_subject_is_no_cut_name(extractor: SpacyExtractor) -> None:
    """``In the Tarn Valley, French troops ..``: the comma ends a fronted phrase; the words
    after it are the clause's subject, not the rest of a name."""
    triples, dropped = run_sentence(
        extractor, "In the Tarn Valley, French troops crossed the river at dawn."
    )
    assert ("French troops", "cross river in", "the Tarn Valley") in triples
    assert NAME_SPLIT not in dropped


def test_short_citation_is_no_description() -> None:
    """``Name (year, p 12)`` and ``Name year, cf.``: a citation, not what the name is."""
    for tail in ("p 212", "pp 14-19", "cf", "cf.", "ibid."):
        assert passage_bound_problem("Marlowe", "be", tail, None) == MARKUP_DEBRIS, tail
    assert passage_bound_problem("Marlowe", "be", "a painter", None) is None
