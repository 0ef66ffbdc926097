"""Facts that leave out a part of their sentence the statement needs
(:mod:`hanker.extract.dropped_parts`)."""

from __future__ import annotations

import pytest

from hanker.extract.dropped_parts import (
    AS_LEFT_OUT,
    CLAUSE_OPENER,
    PLURAL_TITLE,
    RECIPIENT_LEFT_OUT,
    SHARED_COUNT,
    SHARED_DETERMINER,
    WEEKDAY_CUT,
    dropped_part_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "triple", "reason"),
    [
        (
            "When the club's new owner, Ana Ruiz, arrived in 2021, she promised a new stadium.",
            ("When the club's new owner, Ana Ruiz", "arrive in", "2021"),
            CLAUSE_OPENER,
        ),
        (
            "At least 40 Sudanese soldiers and civilians were killed during two days of clashes.",
            ("At least 40 Sudanese soldiers", "be killed during", "two days of clashes"),
            SHARED_COUNT,
        ),
        (
            "The Scottish Cup final kicks off on Saturday, 27 May 2023.",
            ("The Scottish Cup final", "kick off on", "Saturday"),
            WEEKDAY_CUT,
        ),
        (
            "Professor Lena Ortiz described the ruling as historic.",
            ("Lena Ortiz", "describe", "the ruling"),
            AS_LEFT_OUT,
        ),
        (  # the "as" read as an adverb of a hyphenated participle
            "Dr Ivo Brandt has also described the council's parking plan as well-meant but "
            "badly run.",
            ("Ivo Brandt", "describe", "the council's parking plan"),
            AS_LEFT_OUT,
        ),
        (
            "The Football Association gave him the honour of leading the team out at Wembley.",
            ("The Football Association", "give", "the honour of leading the team out at Wembley"),
            RECIPIENT_LEFT_OUT,
        ),
    ],
)
def test_a_part_the_statement_needs_is_left_out(
    extractor: SpacyExtractor, sentence: str, triple: tuple[str, str, str], reason: str
) -> None:
    doc_reason = dropped_part_problem(*triple, _doc(sentence))
    assert doc_reason == reason
    triples, _ = run_sentence(extractor, sentence)
    assert triple not in triples, triples


def test_a_title_field_is_not_split_at_its_and(extractor: SpacyExtractor) -> None:
    sentence = "Mara Olsen, director of emergency planning and response, said the roads were shut."
    assert dropped_part_problem(
        "Mara Olsen", "be director of", "emergency planning", _doc(sentence)
    )
    triples, _ = run_sentence(extractor, sentence)
    assert not any(r == "be director of" for _, r, _ in triples), triples
    kin = _doc("Ana Ruiz, the mother of Tom and Eva, said it was fine.")
    assert dropped_part_problem("Ana Ruiz", "be mother of", "Tom", kin) is None


def test_a_determiner_shared_with_a_conjunct_is_not_dropped_from_it(
    extractor: SpacyExtractor,
) -> None:
    sentence = "The council settled the claim with her husband and teenage son."
    assert dropped_part_problem(
        "The council", "settle claim with", "teenage son", _doc(sentence)
    ) == (SHARED_DETERMINER)
    triples, _ = run_sentence(extractor, sentence)
    assert not any(t == "teenage son" for _, _, t in triples), triples
    copula = _doc("Ana Ruiz is a singer and guitarist.")
    assert dropped_part_problem("Ana Ruiz", "be", "guitarist", copula) is None


def test_every_verb_of_taking_as_needs_its_as_phrase() -> None:
    doc = _doc("Ana Ruiz remembered Tom Hale as a kind and patient teacher.")
    assert dropped_part_problem("Ana Ruiz", "remember", "Tom Hale", doc) == AS_LEFT_OUT


def test_a_plural_title_is_no_role() -> None:
    doc = _doc("But fearsome competitors Cummins and Lyon refused to yield.")
    assert dropped_part_problem("Cummins", "title", "fearsome competitors", doc) == PLURAL_TITLE
    assert dropped_part_problem("Lyon", "title", "spinner", doc) is None


def test_the_whole_statement_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Professor Lena Ortiz described the ruling in detail.")
    assert not any(r.startswith("describe") and "as" in r for _, r, _ in triples)
    assert (
        dropped_part_problem("Ann Lee", "give", "a speech", _doc("Ann Lee gave a speech.")) is None
    )
    named = _doc("The Football Association gave Ann Lee the armband.")
    assert dropped_part_problem("The Football Association", "give", "the armband", named) is None


def _doc(sentence: str) -> object:
    from hanker.text.nlp import load_spacy

    return load_spacy()(sentence)


def test_a_time_in_the_head_and_saying_before_an_infinitive() -> None:
    from hanker.extract.dropped_parts import SAYING_INFINITIVE, TIME_HEAD

    doc = _doc("Ruiz last October reached a settlement with the studio.")
    assert dropped_part_problem("Ruiz last October", "reach", "a settlement", doc) == TIME_HEAD
    assert dropped_part_problem("Ruiz", "reach", "a settlement", doc) is None
    doc = _doc("Tom Hale said to look at his wife of 40 years.")
    assert dropped_part_problem("Tom Hale", "say to look at", "his wife", doc) == SAYING_INFINITIVE
    assert dropped_part_problem("Tom Hale", "look at", "his wife", doc) is None
