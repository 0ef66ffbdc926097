"""Participles given the wrong doer and heads a stray word garbles (participle_doers)."""

from __future__ import annotations

from hanker.extract.participle_doers import (
    AGENT_PARTICIPLE,
    DEPICTIVE_ON_THING,
    ERA_HEAD,
    FUSED_RELATIVE,
    FUSED_YEAR,
    OBJECT_PARTICIPLE,
    POSSESSIVE_STUB,
    REPORTING_HEAD,
    head_garble_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


def test_a_participle_right_after_an_object_has_no_certain_doer(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Amir Shah came across this grey heron braving the rain after leaving its nest."
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Amir Shah", "brave", "the rain") not in triples, triples
    assert dropped.get(OBJECT_PARTICIPLE) == 1, dropped


def test_a_participle_after_a_named_object_has_no_certain_doer(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "As fog rolled in from the sea, Mark Dunn took this photo of his neighbour, "
        "Jane Ross, walking along the shore for her swim in the loch at Ardmore."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Mark Dunn", "walk along", "the shore") not in triples, triples
    assert dropped.get(OBJECT_PARTICIPLE) == 1, dropped


def test_a_participle_of_means_keeps_the_subject(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ian Pratt opened the crate using a crowbar.")
    assert ("Ian Pratt", "use", "a crowbar") in triples, (triples, dropped)
    assert OBJECT_PARTICIPLE not in dropped


def test_attire_on_a_place_is_dropped(extractor: SpacyExtractor) -> None:
    sentence = (
        "On 9 June 2020, the robber entered the Lidl loading bay dressed in a grey tracksuit "
        "and ski goggles, holding a crowbar."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert not any(t[1] == "be dressed in" for t in triples), triples
    doc = load_spacy()(sentence)
    assert head_garble_problem("the Lidl loading bay", "be dressed in", doc) == DEPICTIVE_ON_THING


def test_attire_on_a_person_stays() -> None:
    doc = load_spacy()("Police found a man dressed in a grey tracksuit near the station.")
    assert head_garble_problem("a man", "be dressed in", doc) is None


def test_a_year_after_a_preposition_is_no_part_of_a_name(extractor: SpacyExtractor) -> None:
    sentence = "In 1975 Gates and Paul Allen founded Microsoft to make software."
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(t[0].startswith("1975") for t in triples), triples
    assert dropped.get(FUSED_YEAR) == 1, dropped
    plain = load_spacy()("The 1975 Budget raised taxes.")
    assert head_garble_problem("1975 Budget", "raise", plain) is None


def test_an_inverted_reporting_verb_is_no_part_of_the_head(extractor: SpacyExtractor) -> None:
    sentence = (
        '"What a day," tweeted singer Tom Jones, who sang with the Halle Choir at the 1999 '
        "festival."
    )
    doc = load_spacy()(sentence)
    problem = head_garble_problem("tweeted singer Tom Jones", "sing with", doc)
    assert problem == REPORTING_HEAD
    triples, _ = run_sentence(extractor, sentence)
    assert not any(t[0].startswith("tweeted") for t in triples), triples


def test_a_bare_possessive_is_no_head() -> None:
    doc = load_spacy()("His school, a comprehensive in Leeds, has set its own rules.")
    assert head_garble_problem("Ann Roe's", "set", doc) == POSSESSIVE_STUB
    firm = load_spacy()("McDonald's opened a new restaurant in Leeds.")
    assert head_garble_problem("Ann Roe", "open", firm) is None


def test_a_zero_relative_subject_is_no_part_of_the_head() -> None:
    doc = load_spacy()("The railway Ann Berg built opened in May.")
    assert head_garble_problem("The railway Ann Berg", "open in", doc) == FUSED_RELATIVE
    group = load_spacy()("Airline group Zenair reported profits of 3bn after a strong year.")
    assert head_garble_problem("Airline group Zenair", "report", group) is None
    firm = load_spacy()("The firm Acme bought the mill in 2004.")
    assert head_garble_problem("The firm Acme", "buy", firm) is None
    singer = load_spacy()("The singer Ann Berg released an album in May.")
    assert head_garble_problem("The singer Ann Berg", "release", singer) is None


def test_participle_after_another_subjects_clause() -> None:
    from hanker.extract.spacy_patterns import SpacyExtractor as Extractor

    sentence = (
        "Lena Frey and Tom Otto rescued the match as the teams head to Leeds for the final, "
        "beginning at 19:00 on Friday."
    )
    triples, dropped = run_sentence(Extractor(min_fact_confidence=0.0), sentence)
    assert not any(r.startswith("begin") for _, r, _ in triples), triples
    assert dropped.get("participle next to an object", 0) >= 1, dropped


def test_a_participle_after_another_participles_agent_is_not_the_agents(
    extractor: SpacyExtractor,
) -> None:
    """ "a song, written by Ana Ruiz and Tom Hale, recorded in Leeds": the song was recorded."""
    sentence = (
        "She sang a new song, written by Ana Ruiz and Tom Hale, recorded at Abbey Road Studios "
        "last spring."
    )
    assert_dropped(
        extractor, sentence, ("Tom Hale", "be recorded at", "Abbey Road Studios"), AGENT_PARTICIPLE
    )
    triples, _ = run_sentence(extractor, sentence)
    assert not any(r.startswith("be recorded") for _, r, _ in triples), triples


def test_a_head_opening_on_an_era_marker_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = "By the 9th century BC Assyrian scribes used a set of cuneiform signs."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(ERA_HEAD) == 2, dropped


def test_an_era_marker_as_a_word_of_a_name_is_no_era(extractor: SpacyExtractor) -> None:
    assert head_garble_problem("BC Hydro", "raise", None) is None
