"""A ``City, State,`` pair modifying the noun after it is one phrase, not an apposition
(hanker.extract.place_pairs). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.place_pairs import pair_noun
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_place_pair_before_its_noun_keeps_the_whole_phrase(extractor: SpacyExtractor) -> None:
    sentence = "Ray Ortiz is a detective in the Newark, New Jersey, police department."
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [
        ("Ray Ortiz", "be", "a detective in the Newark, New Jersey, police department")
    ], triples


def test_a_place_pair_read_as_a_list_is_not_split(extractor: SpacyExtractor) -> None:
    sentence = "Omar Haddad coaches in the Fresno, California, youth soccer league."
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [
        ("Omar Haddad", "coach in", "the Fresno, California, youth soccer league")
    ], triples


def test_a_place_with_its_own_apposition_is_not_a_pair_modifier() -> None:
    doc = load_spacy()("Nadia Sousa moved to Dayton, Ohio, a city of 140,000 people, in 1998.")
    assert all(pair_noun(token) is None for token in doc)


def test_the_pair_noun_is_found_from_either_name() -> None:
    doc = load_spacy()("Omar Haddad coaches in the Fresno, California, youth soccer league.")
    nouns = {token.text: pair_noun(token) for token in doc if token.ent_type_ == "GPE"}
    assert {name: noun.text for name, noun in nouns.items() if noun is not None} == {
        "Fresno": "league",
        "California": "league",
    }
