"""Tails whose span stops before a word the fact needs (:mod:`hanker.extract.tail_spans`)."""

from __future__ import annotations

import pytest

from hanker.extract.tail_spans import (
    BROKEN_TAIL,
    CUT_IN_PHRASE,
    CUT_LIST,
    CUT_LOCATOR,
    CUT_MEASURE,
    CUT_RATIO,
    CUT_RELATIVE,
    FIRST_EXAMPLE,
    RECIPROCAL,
    RELATIONAL_CUT,
    ROLE_PLACE,
    SHARED_MODIFIER,
    UNNAMED_GENERIC,
    tail_span_problem,
)
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # a money modifier without the noun it modifies
        (
            "Vesta Council is facing a £40m (12%) gap compared to what it requested.",
            "Vesta Council",
            "face",
            "a £40m",
            CUT_IN_PHRASE,
        ),
        # a relational noun whose complement's preposition follows the tail
        (
            "Mark Hale said the collapse of Vesta Bank marked the end to the turmoil.",
            "the collapse of Vesta Bank",
            "mark",
            "the end",
            RELATIONAL_CUT,
        ),
        (
            "Ana Ruiz takes a careful approach to painting a portrait.",
            "Ana Ruiz",
            "take",
            "a careful approach",
            RELATIONAL_CUT,
        ),
        # a role cut from its organisation
        (
            "The strike will go ahead, said Dr Ana Ruiz, head of research at the teachers' union.",
            "Dr Ana Ruiz",
            "be head of",
            "research",
            ROLE_PLACE,
        ),
        # a reciprocal noun whose partner is the other subject
        (
            "Tom Bell and Lisa Grant were in an on-and-off relationship between 2001 and 2006.",
            "Tom Bell",
            "be in",
            "an on-and-off relationship between 2001 and 2006",
            RECIPROCAL,
        ),
        # a generic noun whose name follows it
        (
            'Omar Haddad wrote a well-known trilogy known as the "River Trilogy".',
            "Omar Haddad",
            "write",
            "a well-known trilogy",
            UNNAMED_GENERIC,
        ),
        # an indefinite noun cut from its relative clause
        (
            "Lena Park was born into a household where her mother had died and her father "
            "worked as a baker.",
            "Lena Park",
            "be born into",
            "a household",
            CUT_RELATIVE,
        ),
        (
            "Kofi Mensah was born to a father who was a famous surgeon.",
            "Kofi Mensah",
            "be born to",
            "a father",
            CUT_RELATIVE,
        ),
        # an example list cut after its first item
        (
            "The novel by Mia Stone features several memorable figures, including a band of "
            "young rebels, a blind monk, and a talking fox.",
            "The novel by Mia Stone",
            "feature",
            "several memorable figures, including a band of young rebels",
            FIRST_EXAMPLE,
        ),
        # a bare first conjunct whose partner carries the modifier
        (
            "Brazil is introducing rules and a register for drones used by farmers.",
            "Brazil",
            "introduce",
            "rules",
            SHARED_MODIFIER,
        ),
        (  # "genre" tagged as a verb: the tail stops inside its noun phrase
            "Tomas Vik is a prolific author in the vampires genre.",
            "Tomas Vik",
            "be",
            "a prolific author in the vampires",
            CUT_IN_PHRASE,
        ),
        (  # the third item of the list hangs on the verb in the parse
            "Mia Sorel's prose is characterized by its wit, sharp dialogue, and the careful "
            "pacing of its chapters.",
            "Mia Sorel's prose",
            "be characterized by",
            "its wit, sharp dialogue",
            CUT_LIST,
        ),
        # a measure read as the object while its preposition follows
        (
            "Ana Ruiz had waited nine years for this.",
            "Ana Ruiz",
            "wait",
            "nine years",
            CUT_MEASURE,
        ),
    ],
)
def test_cut_tails_are_dropped(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert tail_span_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # the complement is inside the tail
        (
            "Ana Ruiz is a member of the board of Vesta Bank.",
            "Ana Ruiz",
            "be",
            "a member of the board of Vesta Bank",
        ),
        (
            "Mark Hale said the vote marked the end of the old party.",
            "the vote",
            "mark",
            "the end of the old party",
        ),
        # a definite noun's relative clause, and a concrete noun's: the noun names a thing
        (
            "Tom Bell confronted a security guard who had followed his brother.",
            "Tom Bell",
            "confront",
            "a security guard",
        ),
        # a partner named in the tail; one subject
        (
            "Lisa Grant was in a relationship with Tom Bell for five years.",
            "Lisa Grant",
            "be in",
            "a relationship with Tom Bell",
        ),
        # the name follows the noun inside the tail
        (
            'Omar Haddad wrote a trilogy known as the "River Trilogy".',
            "Omar Haddad",
            "write",
            'a trilogy known as the "River Trilogy"',
        ),
        # a list item that owns its phrase; a list item that is not first
        (
            "The album deals with grief and its long shadow over the family.",
            "The album",
            "deal with",
            "grief",
        ),
        # a title is a different fact
        (
            "Chief Inspector Ana Ruiz said the road was closed.",
            "Ana Ruiz",
            "title",
            "Inspector",
        ),
    ],
)
def test_whole_tails_are_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert tail_span_problem(head, relation, tail, doc) is None


def test_a_measure_with_its_preposition_in_the_relation_is_kept() -> None:
    doc = load_spacy()("Filming resumed nearly two years after the fire.")
    assert tail_span_problem("Filming", "resume after", "the fire", doc) is None
    doc = load_spacy()("Ana Ruiz sat three rows from her sister at the abbey.")
    assert tail_span_problem("Ana Ruiz", "sit", "three rows", doc) == CUT_MEASURE


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (
            "The singer arrived early and sat three rows away from Jones in the hall.",
            "The singer",
            "sit",
            "three rows",
            CUT_MEASURE,
        ),
        (
            "The driver was found to have 60 micrograms of alcohol in 100 millilitres of breath.",
            "The driver",
            "be found to have",
            "60 micrograms of alcohol",
            CUT_RATIO,
        ),
        (  # either half of a score (spacy-patterns.v38)
            "The visitors had slumped to 9 for 233 by tea on the second day.",
            "The visitors",
            "slump to",
            "9",
            CUT_RATIO,
        ),
        (
            "The visitors had slumped to 9 for 233 by tea on the second day.",
            "The visitors",
            "slump for",
            "233",
            CUT_RATIO,
        ),
        (
            "Tom Baker broke the window above the kitchen sink which let the family escape.",
            "Tom Baker",
            "break",
            "the window",
            CUT_LOCATOR,
        ),
        (
            "The society published new guidance on recycling in 2020.",
            "The society",
            "publish",
            "new guidance",
            CUT_LOCATOR,
        ),
    ],
)
def test_tails_cut_before_their_locating_phrase(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert tail_span_problem(head, relation, tail, doc) == reason


def test_a_tail_whose_phrase_is_the_verbs_is_kept() -> None:
    doc = load_spacy()("Tom Baker broke the window in anger.")
    assert tail_span_problem("Tom Baker", "break", "the window", doc) is None
    doc = load_spacy()("The firm sold 40 cars in March.")
    assert tail_span_problem("The firm", "sell", "40 cars", doc) is None


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        (
            "The Rolling Stones were fined £30,000 in March 2019 for noise.",
            "The Rolling Stones",
            "be fined",
            "£30,000",
        ),
        ("Vesta Bank paid £2m in May 2021 to settle the claim.", "Vesta Bank", "pay", "£2m"),
        ("The club sold 4,000 tickets in June 2022.", "The club", "sell", "4,000 tickets"),
    ],
)
def test_an_amount_before_a_date_is_no_ratio(
    sentence: str, head: str, relation: str, tail: str
) -> None:
    """``in March 2019`` says when, not per what: the amount is whole."""
    doc = load_spacy()(sentence)
    assert tail_span_problem(head, relation, tail, doc) is None


def test_an_amount_per_count_is_still_a_ratio() -> None:
    doc = load_spacy()("The tablet holds 5 mg of zinc in 100 grams of powder.")
    assert tail_span_problem("The tablet", "hold", "5 mg of zinc", doc) == CUT_RATIO
    # a duration is a count of time: the amount is per that time
    doc = load_spacy()("Storm Vera dumped 200mm of rain in three days on Tonga.")
    assert tail_span_problem("Storm Vera", "dump", "200mm of rain", doc) == CUT_RATIO
    doc = load_spacy()("In May at Hampden, Ana Ruiz had just six shots in 80 minutes.")
    assert tail_span_problem("Ana Ruiz", "have", "just six shots", doc) == CUT_RATIO


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        (
            "The Labour Party won 412 seats in the 2024 election.",
            "The Labour Party",
            "win",
            "412 seats",
        ),
        ("The Tories lost 48 seats in the 2023 local elections.", "The Tories", "lose", "48 seats"),
        (
            "The Green Party gained 12 seats at the council elections.",
            "The Green Party",
            "gain",
            "12 seats",
        ),
    ],
)
def test_seats_won_are_a_count_not_a_distance(
    sentence: str, head: str, relation: str, tail: str
) -> None:
    """Seats, places, floors counted: a distance only before ``from``, ``behind``, ``below``."""
    doc = load_spacy()(sentence)
    assert tail_span_problem(head, relation, tail, doc) is None


def test_seats_before_a_preposition_of_separation_are_a_distance() -> None:
    doc = load_spacy()("Tom Hale lives two doors from the Prime Minister.")
    assert tail_span_problem("Tom Hale", "live", "two doors", doc) == CUT_MEASURE
    doc = load_spacy()("Ana Ruiz sat three seats behind her sister.")
    assert tail_span_problem("Ana Ruiz", "sit", "three seats", doc) == CUT_MEASURE


def test_a_title_with_and_is_no_cut_list() -> None:
    doc = load_spacy()("Jane Austen wrote Pride and Prejudice, Emma and Persuasion.")
    assert tail_span_problem("Jane Austen", "write", "Pride and Prejudice", doc) is None


def test_a_tail_or_relation_across_an_em_dash_is_broken() -> None:
    doc = load_spacy()("Ana Ruiz is a sculptor.—Another sculptor of note, Tom Hale, came later.")
    assert tail_span_problem("Ana Ruiz", "be", "a sculptor.—Another sculptor", doc) == BROKEN_TAIL
