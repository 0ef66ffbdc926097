"""Facts that drop a qualifier their clause's truth depends on: a frequency or degree adverb,
a time that ended a state, a co-participant (:mod:`hanker.extract.clause_qualifiers`)."""

from __future__ import annotations

import pytest

from hanker.extract.clause_qualifiers import (
    COMPARISON_LOST,
    DEGREE_LOST,
    PARTNER_LOST,
    PAST_STATE,
    qualifier_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # adverbs that deny or limit the clause
        (
            "Senator Ruth Vance is seldom seen in Parliament.",
            "Senator Ruth Vance",
            "be seen in",
            "Parliament",
            DEGREE_LOST,
        ),
        (
            "Rafael Ortiz almost won the Tour de France in 1994.",
            "Rafael Ortiz",
            "win",
            "the Tour de France",
            DEGREE_LOST,
        ),
        (
            "The treble was last won by Arsenal between 2001 and 2004.",
            "The treble",
            "be won by",
            "Arsenal",
            DEGREE_LOST,
        ),
        # a state that held only at a time that is over
        (
            "Driver Omar Haddad, who was 23 at the time, suffered minor injuries.",
            "Driver Omar Haddad",
            "be",
            "23",
            PAST_STATE,
        ),
        (
            "The Okafor family were unaware of the link until 2019 when engineers came.",
            "The Okafor family",
            "be unaware of",
            "the link",
            PAST_STATE,
        ),
        (
            "Ms Reid said that, prior to the merger, Halvorsen Ltd was a small family firm.",
            "Halvorsen Ltd",
            "be (according to Ms Reid)",
            "a small family firm",
            PAST_STATE,
        ),
        (
            "Tarn Press released several folk tales that were previously unknown to scholars.",
            "several folk tales",
            "be unknown to",
            "scholars",
            PAST_STATE,
        ),
        (
            "Ms Carr was once a teacher in Hull.",
            "Ms Carr",
            "be",
            "a teacher in Hull",
            PAST_STATE,
        ),
        (
            "As a boy, Rafael Ortiz lived in Seville.",
            "Rafael Ortiz",
            "live in",
            "Seville",
            PAST_STATE,
        ),
        (
            "Before the war, Elmhurst Manor was owned by the Vane family.",
            "Elmhurst Manor",
            "be owned by",
            "the Vane family",
            PAST_STATE,
        ),
        (
            "Ana Ruiz, initially the party's treasurer, later led the campaign.",
            "Ana Ruiz",
            "be",
            "the party's treasurer",
            PAST_STATE,
        ),
        # a state ended by an "until" clause
        (
            "The old pier was the town's pride until a storm wrecked it.",
            "The old pier",
            "be",
            "the town's pride",
            PAST_STATE,
        ),
        # a comparative adverb with its "than" phrase, left out
        (
            "Halvorsen Ltd has expanded faster in Norway than any rival firm.",
            "Halvorsen Ltd",
            "expand in",
            "Norway",
            COMPARISON_LOST,
        ),
        # one of a coordinated subject with a tail that counts the others
        (
            "Tom Reed and his brother Sam are on trial with four others.",
            "Tom Reed",
            "be on",
            "trial with four others",
            PARTNER_LOST,
        ),
    ],
)
def test_qualifier_lost(sentence: str, head: str, relation: str, tail: str, reason: str) -> None:
    doc = load_spacy()(sentence)
    assert qualifier_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        (
            "Senator Ruth Vance is seen in Parliament.",
            "Senator Ruth Vance",
            "be seen in",
            "Parliament",
        ),
        ("The museum was last renovated in 2004.", "The museum", "be renovated in", "2004"),
        ("Ms Carr is originally from Leeds.", "Ms Carr", "be from", "Leeds"),
        # an event told earlier stays true; only states are restricted
        ("Ms Carr previously visited a bank in Leeds.", "Ms Carr", "visit", "a bank in Leeds"),
        ("Ms Carr moved to Bristol in 2015.", "Ms Carr", "move to", "Bristol"),
        # "at the moment" says now; a date is a normal tail
        (
            "At the moment, Leeds City Council has control over parking fees.",
            "Leeds City Council",
            "have",
            "control over parking fees",
        ),
        ("Halvorsen Ltd was based in Oslo in 2015.", "Halvorsen Ltd", "be based in", "Oslo"),
        ("Tom Reed and Sam Reed met in Hull.", "Tom Reed", "meet in", "Hull"),
        # a state before a later event still held; a count compared is no comparison lost
        ("Ms Carr already had two sons before she moved.", "Ms Carr", "have", "two sons"),
        ("Leeds has 40 parks, more than any other city.", "Leeds", "have", "40 parks"),
    ],
)
def test_qualifier_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert qualifier_problem(head, relation, tail, doc) is None


def test_extractor_drops_and_counts(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Senator Ruth Vance is seldom seen in Parliament.",
        ("Ruth Vance", "be seen in", "Parliament"),
        DEGREE_LOST,
    )
    assert_dropped(
        extractor,
        "Kirkwall Hall was then the largest building in the town.",
        ("Kirkwall Hall", "be", "the largest building in the town"),
        PAST_STATE,
    )
    triples, _ = run_sentence(extractor, "Ms Carr is originally from Leeds.")
    assert ("Ms Carr", "be from", "Leeds") in triples
