"""Facts cut from the frame their clause stands in (:mod:`hanker.extract.clause_frames`)."""

from __future__ import annotations

import pytest

from hanker.extract.clause_frames import (
    CLAUSE_COMMENT,
    DIRECTION_LEFT_OUT,
    GAPPED_CLAUSE,
    MUTUAL_SPLIT,
    SHARED_ROLE_PREP,
    TIMES_SPLIT,
    VIEWPOINT_PARTICIPLE,
    WHOSE_CLAUSE,
    clause_frame_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (
            "In May, Ana Ruiz and Tom Hale met in Lisbon during the trade fair.",
            ("Tom Hale", "meet in", "Lisbon"),
            MUTUAL_SPLIT,
        ),
        (
            "Lena Ortiz and Omar Said traded insults for several weeks.",
            ("Lena Ortiz", "trade insults for", "several weeks"),
            MUTUAL_SPLIT,
        ),
        (
            "There is fresh snow on Ben Nevis near Fort William - a welcome sight.",
            ("Ben Nevis", "be", "a welcome sight"),
            CLAUSE_COMMENT,
        ),
        (
            "King Olaf took Norway into the war in April 1940.",
            ("King Olaf", "take Norway in", "April 1940"),
            DIRECTION_LEFT_OUT,
        ),
        (  # the parse gives the clause's verb to the antecedent
            "The Rovers, whose only other cup final appearance in 1988 also ended in defeat, "
            "last won a trophy in 1962.",
            ("The Rovers", "end in", "defeat"),
            WHOSE_CLAUSE,
        ),
        (  # a second clause with its verb gapped (spacy-patterns.v38)
            "Tom Hale is on 31 after Justin Langer was dismissed for a duck and Ricky Ponting 26.",
            ("Justin Langer", "be dismissed for", "Ricky Ponting 26"),
            GAPPED_CLAUSE,
        ),
        (  # a count of both days is false of each (spacy-patterns.v38)
            "Gunmen from the Vardo Front killed 25 people on Saturday and Sunday in the raids.",
            ("the Vardo Front", "kill 25 people on", "Saturday"),
            TIMES_SPLIT,
        ),
        (
            "Matthew Hayden is on 31 and Mark Waugh eight after the openers fell early.",
            ("Matthew Hayden", "be on", "Mark Waugh"),
            GAPPED_CLAUSE,
        ),
    ],
)
def test_a_fact_cut_from_its_frame_is_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    doc = _doc(sentence)
    assert clause_frame_problem(*absent, doc) == reason
    assert_dropped(extractor, sentence, absent, reason)


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Tom Hale met with Ana Ruiz in Lisbon.", ("Tom Hale", "meet with", "Ana Ruiz in Lisbon")),
        ("Ana Ruiz moved to Paris in 1990.", ("Ana Ruiz", "move to Paris in", "1990")),
        ("Tom Hale watched Apollo 13 twice.", ("Tom Hale", "watch", "Apollo 13")),
        (
            "Ravi Menon hugged Tom Reed 30 seconds after the goal.",
            ("Ravi Menon", "hug", "Tom Reed"),
        ),
        (
            "The Harbour Museum opens at 10 on Saturday and Sunday.",
            ("The Harbour Museum", "open at 10 on", "Saturday"),
        ),
        (
            "Ravi Menon won 3 titles between 1998 and 2001.",
            ("Ravi Menon", "win 3 titles between", "1998 and 2001"),
        ),
        (
            "Team Vardo won the Baltic Cup in 1995 and 2000.",
            ("Team Vardo", "win the Baltic Cup in", "1995"),
        ),
        (
            "Tom Hale, writer and producer of The Crown, spoke.",
            ("Tom Hale", "be writer of", "The Crown"),
        ),
        (
            "Protesters threw paint at police at Le Dome - a famous cafe in Paris.",
            ("Le Dome", "be", "a famous cafe in Paris"),
        ),
    ],
)
def test_a_fact_inside_its_frame_is_kept(
    extractor: SpacyExtractor, sentence: str, kept: tuple[str, str, str]
) -> None:
    assert clause_frame_problem(*kept, _doc(sentence)) is None


def test_a_preposition_after_two_roles_may_be_the_second_ones() -> None:
    doc = _doc("Dr Ana Ruiz, a Spanish historian and lecturer at Leeds University, wrote it.")
    assert clause_frame_problem("Ana Ruiz", "be Spanish historian at", "Leeds University", doc) == (
        SHARED_ROLE_PREP
    )
    one = _doc("Dr Ana Ruiz, a lecturer at Leeds University, wrote it.")
    assert clause_frame_problem("Ana Ruiz", "be lecturer at", "Leeds University", one) is None


def test_a_viewpoint_participle_states_nothing() -> None:
    doc = _doc("Valletta, as seen from Manoel Island, looks a lot more prosperous these days.")
    assert clause_frame_problem("Valletta", "be seen from", "Manoel Island", doc) == (
        VIEWPOINT_PARTICIPLE
    )
    plain = _doc("Valletta, seen from Manoel Island, looks calm.")
    assert clause_frame_problem("Valletta", "be seen from", "Manoel Island", plain) is None


def test_a_named_other_party_keeps_the_fact() -> None:
    sentence = "Ana Ruiz and other party leaders met the Prince of Wales in Cardiff."
    assert clause_frame_problem("Ana Ruiz", "meet", "the Prince of Wales", _doc(sentence)) is None
    whose = _doc("The Rovers, whose coach is Ana Ruiz, won the cup in 1962.")
    assert clause_frame_problem("The Rovers", "win", "the cup", whose) is None


def _doc(sentence: str) -> object:
    from hanker.text.nlp import load_spacy

    return load_spacy()(sentence)
