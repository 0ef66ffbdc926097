"""Tails keep a short complement or title, or are dropped (``spacy-patterns.v7``)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_complements import count_tail_problem, named_role
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "Tom Reyes is facing pressure from his party to resign.",
            ("Tom Reyes", "face", "pressure from his party to resign"),
        ),
        (
            "Nils Berg spends whole summers sketching coastal birds.",
            ("Nils Berg", "spend", "whole summers sketching coastal birds"),
        ),
        (
            'Petra Holm\'s debut was the crime novel "Salt Harbour", which sold well.',
            ("Petra Holm's debut", "be", 'the crime novel "Salt Harbour"'),
        ),
        (
            "Ravi Menon received a medal for bravery, the George Cross.",
            ("Ravi Menon", "receive", "a medal for bravery, the George Cross"),
        ),
        (
            'Ines Ford has written a memoir, "Tides of Home", that tells of her childhood.',
            ("Ines Ford", "write", 'a memoir, "Tides of Home"'),
        ),
        (
            "Mia Sorensen released her pop anthem Tattoo in 2023.",
            ("Mia Sorensen", "release", "her pop anthem Tattoo"),
        ),
        (
            "Carla Diaz weaves rhythms of Andean music and dance into her plays.",
            ("Carla Diaz", "weave", "rhythms of Andean music and dance"),
        ),
        (
            "The Herald carries a warning from Mayor Ann Lee that the bridge will close.",
            ("The Herald", "carry", "a warning from Mayor Ann Lee that the bridge will close"),
        ),
        (
            "Kofi Mensah bought a house that had a pool.",
            ("Kofi Mensah", "buy", "a house that had a pool"),
        ),
    ],
)
def test_a_tail_keeps_its_short_complement(
    extractor: SpacyExtractor, sentence: str, fact: tuple[str, str, str]
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert fact in triples, triples


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (
            "Judge Ray Ortiz lifted approval by the Medicines Agency (EMA) of the vaccine Zorvax.",
            ("Ray Ortiz", "lift", "approval by the Medicines Agency"),
            "tail cut from its complement",
        ),
        (
            "The Ramblers, of which Lord Pym was president, held a meeting.",
            ("Lord Pym", "be", "president"),
            "complement in a relative pronoun",
        ),
        (
            "Dr Omar Said referred to the deal as a fiasco.",
            ("Dr Omar Said", "refer to", "the deal"),
            "'as' complement left out",
        ),
        (
            "Dr Omar Said referred to the deal as a fiasco.",
            ("Dr Omar Said", "refer as", "a fiasco"),
            "'as' phrase about another object",
        ),
        (
            "Noor Haddad specialises in sculpture as the focus of her practice.",
            ("Noor Haddad", "specialise as", "the focus of her practice"),
            "'as' phrase about another object",
        ),
        (
            "As a trained nurse, Clara Mendes has brought fresh insight to her novels.",
            ("Clara Mendes", "bring insight as", "a trained nurse"),
            "fronted 'as' phrase",
        ),
        (
            "The admiral Joan Pike sailed on HMS Kent the Falkland Islands.",
            ("The admiral Joan Pike", "sail on", "HMS Kent"),
            # the parse reads "the Falkland Islands" as a zero relative's antecedent (v37)
            "object is the relative antecedent",
        ),
        (
            "Admiral Joan Pike sailed on HMS Kent the Falkland Islands in 1982.",
            ("Admiral Joan Pike", "sail", "the Falkland Islands"),
            "two noun phrases without a preposition",
        ),
        (
            "Lena Ortiz opposed every plan that the council put forward in the long and bitter"
            " years of the dispute.",
            ("Lena Ortiz", "oppose", "every plan"),
            "tail cut from its complement",
        ),
        (
            "Tomas Berg's first film that gained Tomas Berg recognition abroad was a thriller.",
            ("Tomas Berg's first film", "gain", "Tomas Berg recognition"),
            "recipient read into the tail",
        ),
        (
            "Kofi Mensah sold the company Ana Ruiz founded in Leeds.",
            ("Kofi Mensah", "sell", "the company Ana Ruiz"),
            "relative clause subject read as a name",
        ),
        (
            "Orla Fenn studies ancient coins and seals.",
            ("Orla Fenn", "study", "seals"),
            "tail cut from its shared modifier",
        ),
    ],
)
def test_a_tail_without_its_complement_is_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_counts_and_ordinals_alone_are_no_tail() -> None:
    assert count_tail_problem("two") == "bare number tail"
    assert count_tail_problem("her first") == "ordinal-only tail"
    assert count_tail_problem("the third") == "ordinal-only tail"
    assert count_tail_problem("two goals") is None
    assert count_tail_problem("1997") is None


def test_an_as_phrase_with_its_object_folded_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Lena Voss used Porto as the setting of her first play.")
    assert ("Lena Voss", "use Porto as", "the setting of her first play") in triples


def test_a_role_before_another_name_is_that_names() -> None:
    """``TV host Ann Bell, comedian Tom Lee and author Jo Marsh``: ``comedian`` is Tom Lee's."""
    from spacy.tokens import Doc

    words = [
        "TV",
        "host",
        "Ann",
        "Bell",
        ",",
        "comedian",
        "Tom",
        "Lee",
        "and",
        "author",
        "Jo",
        "Marsh",
        "joined",
        ".",
    ]
    heads = [1, 3, 3, 12, 3, 3, 7, 5, 7, 11, 11, 7, 12, 12]
    deps = ["compound", "compound", "compound", "nsubj", "punct", "appos", "compound", "appos"]
    deps += ["cc", "compound", "compound", "conj", "ROOT", "punct"]
    person = ["B-PERSON", "I-PERSON"]
    ents = ["O", "O", *person, "O", "O", *person, "O", "O", *person, "O", "O"]
    doc = Doc(load_spacy().vocab, words=words, heads=heads, deps=deps, ents=ents)
    assert named_role(doc[5])
    assert not named_role(doc[1])


def test_a_relative_clause_of_a_noun_inside_the_tail_stays_with_it(
    extractor: SpacyExtractor,
) -> None:
    # "a woman" inside the tail: the clause is kept even though it coordinates
    triples, _ = run_sentence(
        extractor, "Tom Hale painted a portrait of a woman who was old and tired."
    )
    assert ("Tom Hale", "paint", "a portrait of a woman who was old and tired") in triples
    # the tail's own noun: a clause that lists is still left out
    triples, _ = run_sentence(
        extractor, "Ann Lee wrote a novel that explores love, loss and grief."
    )
    assert ("Ann Lee", "write", "a novel") in triples, triples
