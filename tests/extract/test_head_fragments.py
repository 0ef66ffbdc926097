"""Heads that are fragments of a longer name or phrase, or name no specific entity
(hanker.extract.head_fragments): a comment adverb swallowed into a head, the last conjunct of
a name holding a list, a given name cut from its name, a bare role word, a subject and its
verb read as one noun phrase, and indefinite or described heads."""

from __future__ import annotations

from typing import Any

import pytest

from hanker.extract.head_fragments import (
    BARE_ROLE,
    BROKEN_HEAD,
    DEMONSTRATIVE_HEAD,
    EXCLAMATION_HEAD,
    FOCUS_HEAD,
    GIVEN_NAME_CUT,
    INDEFINITE_HEAD,
    INVERTED_SPEECH,
    NAME_LIST_CUT,
    NUMBER_CUT,
    VERB_AS_NOUN,
    comment_adverb,
    head_fragment_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run


def _doc(sentence: str) -> Any:
    return load_spacy()(sentence)


def test_comment_adverb_is_stripped_from_the_head(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "Tragically Mr Hartley died in hospital on Sunday.")
    assert ("Mr Hartley", "die in", "hospital") in triples
    assert not any(h.startswith("Tragically") for h, _, _ in triples)
    # a focus adverb changes the fact: it is no comment adverb
    assert not comment_adverb("Only", _doc("Only Ms Patel voted against the motion."))
    assert comment_adverb("Happily", _doc("Happily Dr Moss recovered within a week."))
    # opening a quotation after "said:"
    quoted = _doc('Insp Ava Ross said: "Sadly Ms Grant died at home and we grieve."')
    assert comment_adverb("Sadly", quoted)
    assert not comment_adverb("Kelly", _doc("They met Kelly Ms Grant's aunt."))


def test_last_conjunct_of_a_listed_name_is_a_fragment() -> None:
    doc = _doc("Last year the Office for Trade Energy and Industrial Strategy opened a review.")
    problem = head_fragment_problem("Industrial Strategy", "open", "a review", doc)
    assert problem == NAME_LIST_CUT
    # a whole name, and two bodies joined by "and", are kept
    assert head_fragment_problem("the Office for Trade", "open", "a review", doc) is None
    doc = _doc("Lloyds and Barclays Capital raised their rates on Monday.")
    assert head_fragment_problem("Barclays Capital", "raise", "their rates", doc) is None


@pytest.mark.parametrize(
    ("sentence", "name", "title"),
    [
        (
            'Det Supt Karen Hale said: "We are working hard to find the driver."',
            "Karen",
            "Det Supt",
        ),
        ("Insp Pieter van Dam said the road would reopen.", "Pieter", "Insp"),
        ("Mia Lorenz (Austria Women) left footed shot is blocked.", "Lorenz", "Mia"),
        ("A vigil was held in King George V park in Antrim.", "George V park", "King"),
    ],
)
def test_given_name_cut_from_its_name(sentence: str, name: str, title: str) -> None:
    assert head_fragment_problem(name, "title", title, _doc(sentence)) == GIVEN_NAME_CUT


def test_whole_name_with_its_title_is_kept() -> None:
    doc = _doc("Prime Minister Rishi Sunak visited the factory.")
    assert head_fragment_problem("Rishi Sunak", "title", "Prime Minister", doc) is None
    doc = _doc("President Bashar al-Assad visited the city.")
    assert head_fragment_problem("Bashar al-Assad", "title", "President", doc) is None
    doc = _doc("Singer Ava Holt cancelled the tour.")
    assert head_fragment_problem("Holt", "title", "Singer", doc) is None
    doc = _doc("The court heard from Mr Justice Kerr on Friday.")
    assert head_fragment_problem("Kerr", "title", "Justice", doc) is None


def test_bare_role_word_names_no_one() -> None:
    doc = _doc("A photo shows the King and Duchess seated at a long table.")
    assert head_fragment_problem("Duchess", "seat at", "a long table", doc) == BARE_ROLE
    doc = _doc("Duchess Maria opened the new wing.")
    assert head_fragment_problem("Duchess Maria", "open", "the new wing", doc) is None


def test_subject_and_verb_read_as_one_noun_phrase() -> None:
    doc = _doc("Maps given to the council show roads closed across the north of the county.")
    problem = head_fragment_problem("the council show roads", "be closed across", "x", doc)
    assert problem == VERB_AS_NOUN
    doc = _doc(
        "The games were held near Ashby. Photos sent to the paper show vans parked on both "
        "sides of the A614, and bags of litter dumped across the fields."
    )
    sentence = list(doc.sents)[1]
    problem = head_fragment_problem("the paper show vans", "be parked on", "x", sentence)
    assert problem == VERB_AS_NOUN
    # with a main verb of its own, "the talent show judges" is a noun phrase
    doc = _doc("The talent show judges praised the young singer.")
    assert head_fragment_problem("The talent show judges", "praise", "x", doc) is None


@pytest.mark.parametrize(
    ("sentence", "head"),
    [
        ("A man from Leeds has died after falling from a cliff in Spain.", "A man from Leeds"),
        ("Later, another Navy sailor, Tom Brice, was charged.", "another Navy sailor"),
        ("Anna's brother, Karl Weber, has started a fundraising page.", "Anna's brother"),
        ("On Monday one opposition MP slapped a minister in the chamber.", "one opposition MP"),
        ("Other short stories by Mia Roth include The Well.", "Other short stories by Mia Roth"),
        ("Mia Roth's other novels include The Well.", "Mia Roth's other novels"),
    ],
)
def test_indefinite_or_described_head(sentence: str, head: str) -> None:
    assert head_fragment_problem(head, "do", "something", _doc(sentence)) == INDEFINITE_HEAD


def test_indefinite_thing_and_named_possessive_are_kept(extractor: SpacyExtractor) -> None:
    doc = _doc("Other Voices, a choir, sang in Leeds.")
    assert head_fragment_problem("Other Voices", "sing in", "Leeds", doc) is None  # a name
    doc = _doc("Anna's brother has started a fundraising page.")
    assert head_fragment_problem("Anna's brother", "start", "a page", doc) is None
    triples, _ = _run(extractor, "An Italian satellite crashed into the Pacific on Monday.")
    assert ("An Italian satellite", "crash into", "the Pacific") in triples
    triples, _ = _run(extractor, "Anna's brother, Karl Weber, has started a fundraising page.")
    assert not any(h == "Anna's brother" for h, _, _ in triples)
    # the name set off after the role is the head (spacy-patterns.v38)
    assert ("Karl Weber", "start", "a fundraising page") in triples


@pytest.mark.parametrize(
    "head",
    [
        "Only Iceland",
        "About 200 nurses at Leeds General",
        "almost all bids",
    ],
)
def test_a_focus_or_approximation_word_opens_no_head(head: str) -> None:
    sentence = f"{head} applied the new rules last year."
    assert head_fragment_problem(head, "apply", "the new rules", _doc(sentence)) == FOCUS_HEAD


def test_only_before_a_count_is_the_counts_own_word() -> None:
    head = "Only two of the six ferries"
    sentence = f"{head} had been sailing to Orkney."
    assert head_fragment_problem(head, "sail to", "Orkney", _doc(sentence)) is None


def test_a_negated_head_names_no_one() -> None:
    from hanker.extract.head_fragments import NEGATED_HEAD, head_fragment_problem
    from hanker.text.nlp import load_spacy

    doc = load_spacy()("Not all of Ana Ruiz's books are set in Spain.")
    head = "not all of Ana Ruiz's books"
    assert head_fragment_problem(head, "be set in", "Spain", doc) == NEGATED_HEAD


@pytest.mark.parametrize(
    ("head", "sentence", "reason"),
    [
        (
            "Doctor! Doctor!",
            '"Doctor! Doctor!" shouted the boy, running to the gate.',
            EXCLAMATION_HEAD,
        ),
        ("Oh, Martha", "Oh, Martha, whispered Tom, closing the door quietly.", EXCLAMATION_HEAD),
        ("THIS STONE", "THIS STONE Was laid by the Mayor of Hull.", DEMONSTRATIVE_HEAD),
        ("friends all,—the old mill", "Hear me, friends all,—the old mill is sold.", BROKEN_HEAD),
        ("CHAPTER II. The mill", "CHAPTER II. The mill stood by the river.", BROKEN_HEAD),
        ("Mandrake", "Mandrake 2.4 Release 3 came out in May 2001.", NUMBER_CUT),
    ],
)
def test_outcries_and_shouted_demonstratives_name_no_entity(
    head: str, sentence: str, reason: str
) -> None:
    assert head_fragment_problem(head, "be", "x", _doc(sentence)) == reason


def test_inverted_speech_tag_has_no_subject_before_it(extractor: SpacyExtractor) -> None:
    # Martha is spoken to; Tom speaks
    assert_dropped(extractor, "Martha, murmured Tom.", ("Martha", "murmur", "Tom"), INVERTED_SPEECH)
    # after a closing quotation mark, any verb, adverbs between
    sentence = '"Cook," then interrupted Stubb, slapping him on the shoulder.'
    assert_dropped(extractor, sentence, ("Cook", "interrupt", "Stubb"), INVERTED_SPEECH)
    triples, _ = _run(extractor, "Ana Ruiz called Tom Hale on Monday.")
    assert ("Ana Ruiz", "call", "Tom Hale") in triples


@pytest.mark.parametrize(
    ("head", "sentence"),
    [
        ("Yahoo!", "Yahoo! bought Tumblr in 2013."),  # a name ending in its mark
        ("Oh Wonder", "Oh Wonder released an album in 2015."),  # no comma after the "Oh"
        ("Ann Lee's 2019–20 campaign", "Ann Lee's 2019–20 campaign ended in March."),
    ],
)
def test_names_with_marks_and_ranges_are_kept(head: str, sentence: str) -> None:
    assert head_fragment_problem(head, "do", "something", _doc(sentence)) is None


def test_an_object_pronoun_after_a_comma_is_no_inverted_speaker(extractor: SpacyExtractor) -> None:
    sentence = "Tom Lee asked Sarah Green to dinner, and in the spring, asked her to marry him."
    triples, _ = _run(extractor, sentence)
    assert ("Tom Lee", "ask", "Sarah Green") in triples
