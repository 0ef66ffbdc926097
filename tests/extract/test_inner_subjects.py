"""Heads taken from inside the real subject give no fact (hanker.extract.inner_subjects).
Sentences written for the test."""

from __future__ import annotations

from hanker.extract.inner_subjects import ABSOLUTE_SUBJECT, NESTED_SUBJECT, OWN_SUBJECT
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_specific_subject_with_a_name_inside_its_modifiers_is_the_whole_head(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Clashes between the Sudanese army and paramilitary group the Popular Defence "
        "Forces (PDF) began on 2 June."
    )
    triples, dropped = run_sentence(extractor, sentence)
    head = "Clashes between the Sudanese army and paramilitary group the Popular Defence Forces"
    assert triples == [(head, "begin on", "2 June")], triples
    assert NESTED_SUBJECT not in dropped, dropped


def test_a_subject_with_a_company_name_inside_its_modifiers_is_the_whole_head(
    extractor: SpacyExtractor,
) -> None:
    sentence = "A strike by workers at logistics firm the Harlow Freight Company began on 3 March."
    triples, _ = run_sentence(extractor, sentence)
    head = "A strike by workers at logistics firm the Harlow Freight Company"
    assert triples == [(head, "begin on", "3 March")], triples


def test_a_bare_subject_with_a_noun_inside_its_modifiers_is_no_head(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Fighting between the police and protesters the youths broke out last night."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(NESTED_SUBJECT, 0) >= 1, dropped


def test_the_phrase_around_an_absolute_clauses_subject_is_no_head(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "England batted first, after which came the big break with Ana Ruiz being handed the ball."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(ABSOLUTE_SUBJECT) == 1, dropped


def test_coordinated_subjects_stay(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ana Ruiz and Tom Reed founded Globex in 2001.")
    assert ("Ana Ruiz", "found", "Globex") in triples, triples
    assert ("Tom Reed", "found", "Globex") in triples, triples
    assert NESTED_SUBJECT not in dropped and ABSOLUTE_SUBJECT not in dropped, dropped


def test_a_clause_after_a_dash_with_its_own_subject_takes_no_other_head(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Microsoft is gearing up for a big push to win back ground from Google - Mr Reed is "
        "targeting a comeback of his own and hopes to win Leeds."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert [t for t in triples if t[1] in {"target", "hope to win"}] == [], triples
    assert dropped.get(OWN_SUBJECT) == 2, dropped


def test_conjunct_verbs_after_and_or_a_comma_keep_the_subject(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Tom Reed sold his car, bought a bike and moved to Leeds."
    )
    assert ("Tom Reed", "buy", "a bike") in triples, triples
    assert ("Tom Reed", "move to", "Leeds") in triples, triples
    assert OWN_SUBJECT not in dropped, dropped


def test_the_first_conjunct_after_an_objectless_have_is_its_object(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Many older fans have Netflix and younger Spotify users cover a large share of the market."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert triples == [("younger Spotify users", "cover", "a large share of the market")], triples


def test_coordinated_subjects_of_a_reported_clause_stay(extractor: SpacyExtractor) -> None:
    sentence = "Tom Reed said Ana Ruiz and Microsoft signed a new contract in Leeds."
    triples, _ = run_sentence(extractor, sentence)
    heads = {t[0] for t in triples}
    assert {"Ana Ruiz", "Microsoft"} <= heads, triples
