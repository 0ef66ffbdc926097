"""Heads that are not a whole constituent of the sentence (hanker.extract.head_constituents)."""

from __future__ import annotations

from typing import Any

import pytest

from hanker.extract.head_constituents import (
    BARE_NAME_WORD,
    LIST_CONTINUED,
    NAME_CUT_AT_PREPOSITION,
    NOUN_PREPOSITION_OBJECT,
    POSSESSOR_CUT,
    SOURCE_NAME,
    SWALLOWED_OBJECT,
    head_constituent_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.triple_context import triple_problem
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


@pytest.fixture(scope="module")
def nlp() -> Any:
    return load_spacy()


@pytest.mark.parametrize(
    ("sentence", "triple", "reason"),
    [
        (
            "The London-based Institute for Marine Studies, which relies on data from dozens"
            " of buoys, published the figures.",
            ("Marine Studies", "rely on", "data from dozens of buoys"),
            NAME_CUT_AT_PREPOSITION,
        ),
        (
            "After years of low inflation Dutch shop owners are raising the alarm about rents.",
            ("low inflation Dutch shop owners", "raise", "the alarm about rents"),
            SWALLOWED_OBJECT,
        ),
        (
            "Moving to life in noisy, bustling Cairo is often a shock for villagers.",
            ("bustling Cairo", "be", "a shock for villagers"),
            SWALLOWED_OBJECT,
        ),
        (
            "Dr Anne Holt, who edits Farmers' Almanac, a yearly guide to the seasons, spoke.",
            ("Almanac", "be", "a yearly guide to the seasons"),
            POSSESSOR_CUT,
        ),
        (
            "Police questioned the owners of the Blue Anchor pub, who deny any wrongdoing.",
            ("the Blue Anchor pub", "deny", "any wrongdoing"),
            NOUN_PREPOSITION_OBJECT,
        ),
        (
            "Reporters spoke to residents of Ripon, which lies on the River Ure.",
            ("Ripon", "lie on", "the River Ure"),
            NOUN_PREPOSITION_OBJECT,
        ),
        (
            "Delays hit the main road between Leeds and York and drivers on the M1, M62 and A1"
            " were told to slow down.",
            ("M62 and A1", "be told to slow", "down"),
            LIST_CONTINUED,
        ),
        (
            "According to the head of the firm, Ann Roe, the fluid used in the process is"
            ' "safely drained into the sewer".',
            ("Ann Roe", "be drained into", "the sewer"),
            SOURCE_NAME,
        ),
        (
            "According to the chair of the trust, Tom Hale, the water left in the tank is"
            ' "quickly pumped into the river".',
            ("Tom Hale", "be pumped into", "the river"),
            SOURCE_NAME,
        ),
    ],
)
def test_head_that_is_no_whole_constituent_is_dropped(
    nlp: Any, sentence: str, triple: tuple[str, str, str], reason: str
) -> None:
    doc = nlp(sentence)
    assert head_constituent_problem(*triple, doc) == reason
    assert triple_problem(*triple, doc, prose=True) == reason


@pytest.mark.parametrize(
    ("sentence", "triple"),
    [
        (
            "The film tells the story of Ada Lovelace, a gifted mathematician.",
            ("Ada Lovelace", "be", "a gifted mathematician"),
        ),
        ("Poland's President Duda met the press in Warsaw.", ("Duda", "title", "President")),
        ("In 1968, Moore left the firm to start his own.", ("Moore", "leave", "the firm")),
        (
            "The University of Leeds, which was founded in 1904, has 38,000 students.",
            ("The University of Leeds", "be founded in", "1904"),
        ),
        ("She met Tom Reed, who runs a bakery in York.", ("Tom Reed", "run", "a bakery in York")),
        ("According to police, Ann Roe was driving home.", ("Ann Roe", "drive", "home")),
        ("In Paris, John and Mary met at a cafe.", ("John and Mary", "meet at", "a cafe")),
        (
            "Minutes after 29-year-old Kerber had closed out the second set, the umpire spoke.",
            ("29-year-old Kerber", "close out", "the second set"),
        ),
    ],
)
def test_whole_constituent_head_is_kept(
    nlp: Any, sentence: str, triple: tuple[str, str, str]
) -> None:
    assert head_constituent_problem(*triple, nlp(sentence)) is None


def test_bare_generic_name_word_needs_no_parse() -> None:
    assert head_constituent_problem("Town", "beat", "Rovers", None) == BARE_NAME_WORD
    assert head_constituent_problem("Leeds United", "beat", "Rovers", None) is None


def test_a_name_after_a_possessive_fronted_source_is_no_subject(
    extractor: SpacyExtractor,
) -> None:
    # the comma after "spokesman" hangs inside the source's phrase in the parse
    sentence = (
        "After the talk began, according to Shell's spokesman, Ruiz, a young Dutch chemist "
        "stood up and asked for a recount."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(t[0] == "Ruiz" for t in triples), triples
    assert dropped.get(SOURCE_NAME, 0) >= 1, dropped
