"""Tails that leave the clause's point out, cut a quotation, bind a possessive to a noun inside
the head, or end on a content noun only the passage explains
(:mod:`hanker.extract.tail_gaps`)."""

from __future__ import annotations

import pytest

from hanker.extract.tail_gaps import (
    CONTENT_NOUN,
    CUT_OF,
    CUT_TO,
    NESTED_OWNER,
    QUOTE_CUT,
    TIME_GAP,
    tail_gap_problem,
)
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # a time tail while the verb's complement or "as" role is in neither part
        (
            "Mayor Lena Holt wrote on Sunday that the bridge would close.",
            "Mayor Lena Holt",
            "write on",
            "Sunday",
            TIME_GAP,
        ),
        (
            "Mr Okafor was sworn in as governor last month.",
            "Mr Okafor",
            "be sworn in",
            "last month",
            TIME_GAP,
        ),
        # a time tail while an adjective's own phrase is left out
        (
            "Norland was responsible for a third of all mill closures in 2019.",
            "Norland",
            "be responsible in",
            "2019",
            TIME_GAP,
        ),
        # a time tail while the relation folds a bare role or person noun
        (
            "The army named the pilot on Friday as Captain Ivo Marsh.",
            "The army",
            "name the pilot on",
            "Friday",
            TIME_GAP,
        ),
        # kept: the time is the point
        ("Greta Lund was born in Oslo in 1961.", "Greta Lund", "be born in", "1961", None),
        (
            "Prince Carl visited the museum in 2004.",
            "Prince Carl",
            "visit the museum in",
            "2004",
            None,
        ),
        # a quotation cut after its first word, or an unpaired mark whose quotation runs on
        (
            'The coach tweeted: "Proud. What a night for the club."',
            "The coach",
            "tweet",
            "Proud",
            QUOTE_CUT,
        ),
        (
            'She called it a "quiet revolution in farming" at the fair.',
            "She",
            "call it",
            'a "quiet revolution',
            QUOTE_CUT,
        ),
        # kept: a title whose closing mark follows the tail
        (
            'Her latest novel is "The Amber Gate."',
            "Her latest novel",
            "be",
            '"The Amber Gate',
            None,
        ),
        # the tail ends on a noun whose of-phrase the sentence goes on with
        (
            "The tool can write poems and scholarly pieces of research.",
            "The tool",
            "write",
            "poems and scholarly pieces",
            CUT_OF,
        ),
        (
            "The tool can write poems and scholarly pieces of research.",
            "The tool",
            "write",
            "poems and scholarly pieces of research",
            None,
        ),
        # the tail ends on "the" and a content noun
        (
            "Mr Dale made the announcement at noon.",
            "Mr Dale",
            "make",
            "the announcement",
            CONTENT_NOUN,
        ),
        (
            "Officials studied records showing farmers had ignored the warning and the request.",
            "Officials",
            "study",
            "records showing farmers had ignored the warning and the request",
            CONTENT_NOUN,
        ),
        # an ordinal or superlative noun, or a noun's own infinitive, cut before "to ..."
        (
            "In 2011, Ms Oyelaran became the first woman from the town of Deal to swim to France.",
            "Ms Oyelaran",
            "become",
            "the first woman from the town of Deal",
            CUT_TO,
        ),
        (
            "Piet Kaan was the oldest runner in the race to reach the summit.",
            "Piet Kaan",
            "be",
            "the oldest runner in the race",
            CUT_TO,
        ),
        ("Lorna Vick won the right to appeal.", "Lorna Vick", "win", "the right", CUT_TO),
        (
            "Lorna Vick became the first mayor of Ardley.",
            "Lorna Vick",
            "become",
            "the first mayor of Ardley",
            None,
        ),
        (
            "Mr Dale made an announcement about pensions.",
            "Mr Dale",
            "make",
            "an announcement about pensions",
            None,
        ),
    ],
)
def test_tail_gap_problem(
    sentence: str, head: str, relation: str, tail: str, reason: str | None
) -> None:
    doc = load_spacy()(sentence)
    assert tail_gap_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("head", "tail", "reason"),
    [
        ("The tower in Lyon", "Lyon's own footings", NESTED_OWNER),
        ("The mill near the Tyne", "the Tyne's own banks", NESTED_OWNER),
        ("Lyon", "Lyon's own footings", None),
        ("The tower in Lyon", "Paris's own footings", None),
    ],
)
def test_nested_owner(head: str, tail: str, reason: str | None) -> None:
    assert tail_gap_problem(head, "sink into", tail, None) == reason
