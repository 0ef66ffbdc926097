"""Heads (and age-descriptor tails) that name no specific entity (hanker.extract.unnamed_heads)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.unnamed_heads import (
    AGE_DESCRIPTOR,
    DEMONSTRATIVE_HEAD,
    INDEFINITE_PARTICIPLE,
    INFINITIVE_CONJUNCT,
    NUMBERED_PART,
    OTHER_PLURAL,
    REPORT_CONTAINER,
    UNNAMED_GROUP,
    unnamed_head_problem,
)
from hanker.text.nlp import load_spacy

from .conftest import run_sentence

PLEDGES = (
    "Meanwhile, Ms Reed has insisted that her pledges to cut taxes, bring down NHS waiting "
    "lists and fix potholes, are the best way to win back voters."
)
MARCH = "They are supporting Walk for Wales this month - a yearly march to Cardiff calling for cleaner rivers."


@pytest.mark.parametrize(
    ("head", "relation", "tail", "sentence", "reason"),
    [
        (
            "These ITV television debates",
            "be decisive for",
            "Boris Johnson",
            "These ITV television debates were decisive for Boris Johnson.",
            DEMONSTRATIVE_HEAD,
        ),
        (
            "other Cardiff clubs",
            "converge on",
            "the stadium",
            "Fans from other Cardiff clubs converged on the stadium.",
            OTHER_PLURAL,
        ),
        (
            "Tributes",
            "be paid to",
            "the 41-year-old",
            "Tributes have been paid to the 41-year-old, who lived in Fife.",
            AGE_DESCRIPTOR,
        ),
        (
            "rumours about councillors",
            "complain about",
            "a shortage of seats",
            "There had been rumours about councillors complaining about a shortage of seats.",
            REPORT_CONTAINER,
        ),
        (
            "Firefighters from Kent Fire and Rescue Service",
            "rescue",
            "two people",
            "Firefighters from Kent Fire and Rescue Service rescued two people.",
            UNNAMED_GROUP,
        ),
        ("Ms Reed's pledges", "fix", "potholes", PLEDGES, INFINITIVE_CONJUNCT),
        ("a yearly march to Cardiff", "call for", "cleaner rivers", MARCH, INDEFINITE_PARTICIPLE),
    ],
)
def test_unnamed_heads_are_dropped(
    head: str, relation: str, tail: str, sentence: str, reason: str
) -> None:
    assert unnamed_head_problem(head, relation, tail, load_spacy()(sentence)) == reason


@pytest.mark.parametrize(
    ("head", "relation", "tail", "sentence"),
    [
        # a finite verb after an infinitive-complemented noun: the noun is its subject
        ("Plans to cut taxes", "bring", "relief", "Plans to cut taxes bring relief to families."),
        # a capitalised word after the demonstrative: a title ("This Morning")
        ("This Morning", "return to", "ITV", "This Morning returned to ITV on Monday."),
        # "of" links a group to a named whole ("members of the Royal Family")
        (
            "members of the Royal Family",
            "attend",
            "the service",
            "Members of the Royal Family attended the service.",
        ),
        # an indefinite head with a finite verb, no participle
        ("A Romanian man", "plead guilty to", "theft", "A Romanian man pleaded guilty to theft."),
        ("Ms Reed", "cut", "taxes", "Ms Reed cut taxes in May."),
        # a report noun as the subject of its own verb, no gerund after it
        (
            "allegations of sexism within the club",
            "be revealed by",
            "a BBC programme",
            "Allegations of sexism within the club were revealed by a BBC programme.",
        ),
    ],
)
def test_named_heads_are_kept(head: str, relation: str, tail: str, sentence: str) -> None:
    assert unnamed_head_problem(head, relation, tail, load_spacy()(sentence)) is None


def test_extractor_drops_group_and_keeps_the_named_clause(extractor: SpacyExtractor) -> None:
    sentence = (
        "Paramedics from West Midlands Ambulance Service administered first aid before Ms Khan "
        "was taken to hospital."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [("Ms Khan", "be taken to", "hospital")]
    assert dropped.get(UNNAMED_GROUP) == 1


def test_extractor_drops_the_age_descriptor(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Tributes have been paid to the 41-year-old, who lived in Fife, on social media."
    )
    assert triples == []
    assert dropped.get(AGE_DESCRIPTOR) == 1


def test_extractor_drops_the_participle_of_an_indefinite(extractor: SpacyExtractor) -> None:
    sentence = (
        "Dr Hale then went on to do her first degree at Durham, followed by a doctorate at "
        "Edinburgh studying black holes."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("a doctorate at Edinburgh", "study", "black holes") not in triples
    assert ("Dr Hale", "go on to do", "her first degree") in triples
    assert dropped.get(INDEFINITE_PARTICIPLE) == 1


@pytest.mark.parametrize(
    "head",
    ["Game Four", "Round 2", "the Match 3", "Part III", "Stage 14", "Episode Seven"],
)
def test_a_numbered_part_of_a_series_names_no_series(head: str) -> None:
    sentence = f"{head} was moved to a later date."
    assert unnamed_head_problem(head, "be moved to", "a later date", load_spacy()(sentence)) == (
        NUMBERED_PART
    )


@pytest.mark.parametrize("head", ["Gate 5", "Pier 39", "Route 66", "Game Four Theatre"])
def test_a_numbered_name_of_a_thing_is_kept(head: str) -> None:
    sentence = f"{head} was moved to a later date."
    assert unnamed_head_problem(head, "be moved to", "a later date", load_spacy()(sentence)) is None


def test_extractor_drops_a_numbered_match_as_the_head(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Game Four was postponed until Sunday because of the storm."
    )
    assert triples == []
    assert dropped.get(NUMBERED_PART, 0) >= 1
