"""Appositive chains, second objects, idiom heads, object relatives and list items give no fact."""

from __future__ import annotations

import pytest

from hanker.extract.chain_checks import idiom_head_problem, relative_object
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (
            "The appeal was backed by the mayor and Helen Carter, the chair of Greenway "
            "Housing, Paul Adams, told the meeting.",
            ("Helen Carter", "be chair of", "Greenway Housing"),
            "appositive chain",
        ),
        (  # a name among names is a list item, no description of the first
            "The board was required to notify Mr Lund, the BBBoC and Wada.",
            ("Lund", "be", "the BBBoC"),
            "appositive is a list item",
        ),
        (  # a zero relative: the antecedent is the object, a named one too
            "Rivals have questioned the deal Tom Hale signed with Acme Corp last year.",
            ("Tom Hale", "sign with", "Acme Corp"),
            "object is the relative antecedent",
        ),
        (
            "Nina Park has been the network's choice to host the election coverage, a "
            "reflection of how popular she is.",
            ("Nina Park", "be", "a reflection of how popular she is"),
            "second object after a comma",
        ),
        (
            "Supt Ravi Mehta, in charge of the South East Command Unit which polices "
            "Brixton, said the road was closed.",
            ("charge of the South East Command Unit", "police", "Brixton"),
            "head is an idiom noun",
        ),
        (
            "Lucia Ferro sold the house Lucia Ferro had bought in 1998.",
            ("Lucia Ferro", "buy in", "1998"),
            "object is the relative antecedent",
        ),
        (
            "The report lists the threats that European farming faced during the 2022 heatwave.",
            ("that European farming", "be faced during", "the 2022 heatwave"),
            "object is the relative antecedent",
        ),
        (
            "Jonas Weber, three firefighters and a 40-year-old were taken to hospital after "
            "the blaze.",
            ("Jonas Weber", "be", "three firefighters"),
            "appositive is a list item",
        ),
        (
            "The plan was opposed by the union and Rosa Diaz, the head of Atlas Freight, "
            "Sir Colin Moss, told the inquiry.",
            ("Rosa Diaz", "be head of", "Atlas Freight"),
            "appositive chain",
        ),
        (
            "The panel studied the risks that Dutch agriculture faced during the 2018 floods.",
            ("Dutch agriculture", "be faced during", "the 2018 floods"),
            "object is the relative antecedent",
        ),
        (  # the listener addressed inside the quotation, not Captain Ross's role
            '"Go and ask Captain Ross, old friend, and you will see he is right," said Ned.',
            ("Ross", "be", "old friend"),
            "vocative in quoted speech",
        ),
        (
            "The council hired Eva Stone, an architect, a decision that angered residents.",
            ("Eva Stone", "be", "a decision"),
            "second appositive after a comma",
        ),
    ],
)
def test_chain_drops(extractor: SpacyExtractor, sentence: str, absent: tuple, reason: str) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_list_item_keeps_the_named_subject(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Ruth Ames, two other students and a 19-year-old man were injured in the Leeds bus crash.",
    )
    assert ("Ruth Ames", "be injured in", "the Leeds bus crash") in triples, triples


def test_time_antecedent_keeps_the_clause(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Ann Roe moved to Paris the year Ann Roe turned twenty.")
    assert ("Ann Roe", "move to", "Paris") in triples, triples


@pytest.mark.parametrize(
    ("head", "reason"),
    [
        ("two other teenagers", "head is indefinite"),
        ("a 23-year-old", "head is indefinite"),
        ("behalf of the Riverside Trust", "head is an idiom noun"),
        ("Three Labour MPs", None),
        ("Ann Lee", None),
    ],
)
def test_idiom_head_problem(head: str, reason: str | None) -> None:
    assert idiom_head_problem(head) == reason


def test_passive_or_whose_clause_is_no_object_relative(extractor: SpacyExtractor) -> None:
    _, dropped = run_sentence(
        extractor, "Mr Ortiz, whose brother Carlos Ortiz was injured in 2015, spoke to the panel."
    )
    assert "object is the relative antecedent" not in dropped, dropped


def test_second_appositive_is_no_relative_head(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "The club signed Marco Neri, a winger from Turin, a deal that surprised the fans.",
    )
    assert ("Marco Neri", "surprise", "the fans") not in triples, triples
    assert ("Marco Neri", "be", "a winger from Turin") in triples, triples


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        (
            "Ms Petra Lund, 61, the widow of former senator Karl Lund, was questioned.",
            ("Petra Lund", "be", "the widow of former senator Karl Lund"),
        ),
        (
            "Omar Haddad's best-known songs include Desert Rain, Blue Harbour, and Night Train.",
            ("Omar Haddad's best-known songs", "include", "Night Train"),
        ),
    ],
)
def test_chain_checks_keep(extractor: SpacyExtractor, sentence: str, kept: tuple) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert kept in triples, triples


def test_name_deep_in_the_role_clause_is_no_chain(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "The board's chair, Clara Voss, a former adviser to the culture ministry who wrote "
        "the letter to the former mayor, Hugo Brandt, resigned.",
    )
    assert "appositive chain" not in dropped, (triples, dropped)


def test_an_appositive_with_a_complement_clause_comments_on_the_clause(
    extractor: SpacyExtractor,
) -> None:
    # "that" opens a clause with its own subject: the noun says what the joining meant
    assert_dropped(
        extractor,
        "Ms Reyes joined Initech, proof that Tom Bell had lost interest in the firm.",
        ("Initech", "be", "proof"),
        "appositive with a clause of its own",
    )
    # "that" is the relative clause's own object: the role is the name's
    triples, _ = run_sentence(extractor, "Tom Hale, a lawyer that Ann Lee hired, won the case.")
    assert ("Tom Hale", "be", "a lawyer") in triples, triples


def test_an_appositive_running_into_a_subjectless_verb_is_its_subject(
    extractor: SpacyExtractor,
) -> None:
    assert_dropped(
        extractor,
        "Before the vote began, according to Ms Reyes's spokesman, Ortega, a young Chilean "
        "economist stood up and demanded a recount.",
        ("Ortega", "be", "a young Chilean economist"),
        "appositive runs into a verb without a subject",
    )
    # the name is the verb's subject: a closing comma left out changes nothing
    triples, _ = run_sentence(extractor, "Ann Lee, a British barrister arrived in Leeds in May.")
    assert ("Ann Lee", "be", "a British barrister") in triples, triples
    assert ("Ann Lee", "arrive in", "Leeds") in triples, triples


def test_a_relative_that_read_as_a_mark_still_leaves_the_object_gap() -> None:
    """``the stillness that she connects to X``: the parse reads ``that`` as a mark, and the
    missing object is still the antecedent; a time or a stranded preposition is no gap."""
    nlp = load_spacy()
    doc = nlp("Mira Olsen fills her verses with the stillness that she connects to the island.")
    verb = next(t for t in doc if t.lower_ == "connects")
    assert [c.dep_ for c in verb.children if c.lower_ == "that"] == ["mark"]
    assert relative_object(verb) == "pronoun"
    doc = nlp("Mira Olsen left Oslo in the year that she moved to the island of Fano.")
    assert relative_object(next(t for t in doc if t.lower_ == "moved")) is None


def test_a_repeated_partitive_after_a_name_is_the_next_list_item(
    extractor: SpacyExtractor,
) -> None:
    """``part of Powys, part of Ceredigion``: no (Powys, be, part of Ceredigion)."""
    triples, dropped = run_sentence(
        extractor,
        "The new diocese covers part of Powys, part of Ceredigion, all of Pembrokeshire and"
        " the town of Tenby.",
    )
    assert not [t for t in triples if t[0] == "Powys"], triples
    assert dropped.get("appositive is a list item") == 1, dropped
