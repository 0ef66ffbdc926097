"""Round 35 shapes of the spaCy extractor: tails cut from a shared head, consequence
participles, folded objects that lose what identifies them, reports stated as facts and
expected events. Sentences written for the test."""

from __future__ import annotations

from hanker.extract.clause_structure import UNREALIZED_TIME
from hanker.extract.fold_determiners import FOLD_DETERMINER, FOLD_MODIFIER
from hanker.extract.parse_misreads import EVENT_PARTICIPLE
from hanker.extract.report_complements import REPORTED_CONTENT
from hanker.extract.shared_heads import SHARED_HEAD_CUT
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_modifiers_sharing_one_head_give_no_cut_tail(extractor: SpacyExtractor) -> None:
    for sentence in (
        "Marta Quist had face, chest and arm burns.",
        "Marta Quist sells car, van and truck tyres.",
    ):
        triples, dropped = run_sentence(extractor, sentence)
        assert triples == [], triples
        assert dropped.get(SHARED_HEAD_CUT, 0) >= 1, dropped


def test_a_list_of_plural_things_keeps_its_items(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Marta Quist suffered cuts, bruises and knee pain.")
    assert SHARED_HEAD_CUT not in dropped, (triples, dropped)


def test_a_number_joined_by_and_is_one_tail(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "The Wexford Canal cost more than four and a halt million pounds."
    )
    assert triples == [], triples
    assert dropped.get(SHARED_HEAD_CUT, 0) >= 1, dropped


def test_a_whole_number_with_its_fraction_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The Orkney Ferry carried three and a half thousand cars.")
    assert triples == [("The Orkney Ferry", "carry", "three and a half thousand cars")], triples


def test_numbers_in_a_list_stay_apart(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ravi Menon won races in 2017 and 2018.")
    assert ("Ravi Menon", "win races in", "2017") in triples, triples
    assert SHARED_HEAD_CUT not in dropped, dropped


def test_an_inference_after_a_state_is_not_the_subjects(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Oskar Lind was a night porter, odd for a poet, suggesting a restless mind."
    )
    assert triples == [("Oskar Lind", "be", "a night porter, odd for a poet")], triples
    assert dropped.get(EVENT_PARTICIPLE) == 1, dropped


def test_an_own_act_participle_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Oskar Lind wrote to the council, suggesting a new park.")
    assert ("Oskar Lind", "suggest", "a new park") in triples, triples


def test_a_possessive_of_the_renamed_subjects_owner_is_not_folded(
    extractor: SpacyExtractor,
) -> None:
    triples, dropped = run_sentence(
        extractor, "Ines Moreau's home town, Lyon, fills her paintings with river light."
    )
    assert [t for t in triples if t[0] == "Lyon"] == [], triples
    assert dropped.get(FOLD_DETERMINER) == 1, dropped


def test_an_identifying_adjective_is_not_folded_away(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "The Danish Navy was continuing to prepare an alternative channel out of Greenland via "
        "a harbour on the west coast.",
    )
    assert triples == [("The Danish Navy", "continue to prepare", "an alternative channel")]
    assert dropped.get(FOLD_MODIFIER) == 1, dropped


def test_an_of_phrase_after_a_named_recipient_belongs_to_the_object(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = run_sentence(
        extractor,
        "The Chilean Government has made a present to the United States of commodious offices "
        "in Santiago.",
    )
    assert triples == [("The Chilean Government", "make", "a present to the United States")]
    triples, _ = run_sentence(
        extractor,
        "The Norwegian Government has made a gift to the United States of handsome premises.",
    )
    assert ("The Norwegian Government", "make gift to", "the United States") in triples, triples


def test_a_clause_reported_as_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "The Naval College at Dartmouth is reported as being in a high state of efficiency and "
        "well equipped for the training of cadets.",
    )
    assert triples == [], triples
    assert dropped.get(REPORTED_CONTENT) == 1, dropped


def test_a_gerund_about_a_report_noun_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "There was speculation about Lena Ortiz being chosen for the Paris post."
    )
    assert triples == [], triples
    assert dropped.get(REPORTED_CONTENT) == 1, dropped


def test_an_expected_step_in_a_once_clause_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "Once the Harbour Bill is signed and printed by the Crown Printer, it becomes law.",
    )
    assert triples == [], triples
    assert dropped.get(UNREALIZED_TIME, 0) >= 1, dropped


def test_a_past_until_clause_states_its_event(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Lena Ortiz lived in Porto until the Dom Luis Bridge was rebuilt by engineers."
    )
    assert ("the Dom Luis Bridge", "be rebuilt by", "engineers") in triples, triples
