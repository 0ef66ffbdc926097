"""Roles before names, participle agents after names, objects a dash aside names (v7)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_role_before_a_name_read_as_an_appositive(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "At the summit, the EU trade chief Anna Lindqvist and the French finance minister "
        "Luc Marchand signed the deal.",
    )
    assert ("Anna Lindqvist", "title", "EU trade chief") in triples


def test_role_with_an_organisation_possessor(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "The league is in crisis but the FIFA's new director general Marta Olsen has called "
        "the ruling unfair.",
    )
    assert any(t[0] == "Marta Olsen" and t[1] == "title" for t in triples), triples


def test_participle_agent_after_a_name(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "The Grand Steeplechase was won by Morning Falcon, ridden by Sean Gallagher."
    )
    assert ("Morning Falcon", "be ridden by", "Sean Gallagher") in triples
    triples, _ = run_sentence(
        extractor, "The Oscar went to Harbour Lights, directed by Mira Patel."
    )
    assert ("Harbour Lights", "be directed by", "Mira Patel") in triples


def test_participle_of_the_clause_gives_no_agent_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Greens defeated the Liberals, supported by Unite, in the election."
    )
    assert not any(t[1] == "be supported by" for t in triples), triples
    assert dropped.get("participle of the clause", 0) >= 1, dropped
    triples, _ = run_sentence(
        extractor, "Aboard Storm Petal, ridden by Kieran Doyle, the favourite led from the start."
    )
    assert not any(t[1] == "be ridden by" for t in triples), triples


def test_object_named_in_a_dash_aside(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Analysts found that Pyongyang fired one of its newest rockets - the Hwasong-19 "
        "long-range missile - on 3 March.",
    )
    assert any(t[0] == "Pyongyang" and "Hwasong-19" in t[2] for t in triples), triples


def test_dash_aside_after_a_name_describes_the_name(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Ms Ortega quoted complaints made by Norvik Foods - one of the region's largest "
        "bakers and the maker of Sunny Loaf.",
    )
    assert not any(t[2].startswith("one of the region") for t in triples), triples


def test_role_before_an_honorific(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Panel chairman Dr Omar Haddad said the findings were clear and final."
    )
    assert any(t[1] == "title" and t[2] == "Panel chairman" for t in triples), triples
