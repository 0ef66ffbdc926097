"""Values read whole (ranges, numbers in relations, measured times) and ``when it ...`` clauses."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The Liberal Party abolished power-sharing in March 2019 after a long dispute.",
            ("The Liberal Party", "abolish power-sharing in", "March 2019"),
        ),
        (
            "Unemployment in Portugal fell to 5.8% in October.",
            ("Unemployment in Portugal", "fall to 5.8% in", "October"),
        ),
        (
            "Nelson Mandela died on 5 December 2013 aged 95.",
            ("Nelson Mandela", "die on", "5 December 2013"),
        ),
        (
            "South Africa began 10 days of national mourning on Friday.",
            ("South Africa", "begin", "10 days of national mourning"),
        ),
        (
            "Nigeria's population grew by 40 million people between 2010 and 2020.",
            ("Nigeria's population", "grow between", "2010 and 2020"),
        ),
    ],
)
def test_values_are_read_whole(
    extractor: SpacyExtractor, sentence: str, expected: tuple[str, str, str]
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert expected in triples, triples


def test_no_relation_holds_a_bare_unit(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Unemployment in Portugal fell to 5.8% in October.")
    assert all("to % " not in relation for _, relation, _ in triples), triples


def test_a_value_is_no_subject(extractor: SpacyExtractor) -> None:
    sentence = (
        "After President Mandela died on 5 December 2013 aged 95, South Africa began "
        "10 days of national mourning."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert not any(tail.startswith("95") for _, _, tail in triples), triples


def test_a_duration_in_two_units_is_one_value(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Tom Hale, from Leeds, has been jailed for seven years and six months."
    )
    assert ("Tom Hale", "be jailed for", "seven years and six months") in triples, triples
    assert ("Tom Hale", "be jailed for", "six months") not in triples, triples


def test_a_range_is_no_list(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Nigeria's population grew by 40 million people between 2010 and 2020."
    )
    assert not any(tail.endswith(("between 2010", " 2010")) for _, _, tail in triples), triples


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Ferrari dominated the season when it won 15 of the 17 races in 2002.",
            ("Ferrari", "win", "15 of the 17 races in 2002"),
        ),
        (
            "Serena Williams retired from tennis after she won her 23rd Grand Slam title.",
            ("Serena Williams", "win", "23rd Grand Slam title"),
        ),
        (
            "Margaret Thatcher led the Conservatives until she resigned as prime minister in 1990.",
            ("Margaret Thatcher", "resign as", "prime minister"),
        ),
    ],
)
def test_a_pronoun_of_a_when_clause_is_the_named_subject(
    extractor: SpacyExtractor, sentence: str, expected: tuple[str, str, str]
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert expected in triples, triples


@pytest.mark.parametrize(
    "sentence",
    [
        # two people before "she": either could be meant
        "Emma Hayes praised Sam Kerr after she scored twice in the final.",
        # "it" does not stand for a person
        "Kim Jones moved to Berlin when it was still divided.",
        # "when it comes to": a dummy "it"
        "Oslo Council acted quickly when it came to the housing crisis.",
    ],
)
def test_an_ambiguous_pronoun_stays_unread(extractor: SpacyExtractor, sentence: str) -> None:
    triples, _ = run_sentence(extractor, sentence)
    heads = {head for head, _, _ in triples}
    assert heads <= {"Emma Hayes", "Kim Jones", "Oslo Council"}, triples
    taken = ("score", "be still", "come to")
    assert not any(r.startswith(taken) for _, r, _ in triples), triples


def test_a_nationality_adjective_is_no_antecedent(extractor: SpacyExtractor) -> None:
    """``Italian`` modifies a noun: ``it`` stands for the named subject, not for Italy; a name
    that heads its own phrase (``Renault engineers``) could be meant and leaves ``it`` unread."""
    triples, _ = run_sentence(
        extractor,
        "Ferrari relied on Italian engineers until it won the world championship in 2002.",
    )
    assert ("Ferrari", "win the world championship in", "2002") in triples, triples
    triples, _ = run_sentence(
        extractor,
        "Ferrari relied on Renault engineers until it won the world championship in 2002.",
    )
    assert not any(relation.startswith("win") for _, relation, _ in triples), triples


def test_a_range_inside_an_object_is_kept_whole(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Brazil's population grew by 12 million people between 2010 and 2022."
    )
    assert ("Brazil's population", "grow by", "12 million people between 2010 and 2022") in (
        triples
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Wales have pressed hard all season, and it has shown in their results at home.",
        "Jane Doe led the race for an hour, but she slumped to her knees in exhaustion.",
    ],
)
def test_a_conjunct_it_or_but_clause_keeps_its_pronoun(
    extractor: SpacyExtractor, sentence: str
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert not any(r.startswith(("show", "slump")) for _, r, _ in triples), triples


def test_a_measured_head_with_a_named_object_is_kept(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "The 120-page report criticised the Scottish Government for the delays."
    )
    assert ("The 120-page report", "criticise", "the Scottish Government") in triples, triples
    assert "head names no entity" not in dropped, dropped


@pytest.mark.parametrize(
    "sentence",
    [
        "Around 40 people were moved out of a tower block after the flood.",  # a count of people
        "The 5.1 magnitude tremor shook the old houses, injuring 12 people.",  # no name
    ],
)
def test_a_measured_head_without_a_name_is_dropped(
    extractor: SpacyExtractor, sentence: str
) -> None:
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get("head names no entity", 0) >= 1, dropped
