"""Heads and tails that lean on the passage (a time anchor dropped, a date of a dropped event,
a place noun or group with no name, a pronoun inside the tail) are dropped; the same shapes
with the referent inside the fact are kept (:mod:`hanker.extract.unresolved_tails`)."""

from __future__ import annotations

import pytest

from hanker.extract.unresolved_tails import (
    BARE_MONTH,
    NAME_LEFT_OUT,
    PLACE_NOUN,
    TAIL_PRONOUN,
    TIME_ANCHOR,
    UNNAMED_GROUP,
    unresolved_problem,
)
from hanker.text.nlp import load_spacy


def _problem(sentence: str, head: str, relation: str, tail: str) -> str | None:
    return unresolved_problem(head, relation, tail, load_spacy()(sentence))


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "expected"),
    [
        (
            "Nearly 30 years after Mary Holt was attacked in her shop, a man has been charged.",
            "Mary Holt",
            "be attacked",
            "Nearly 30 years",
            TIME_ANCHOR,
        ),
        (
            "Carl Weber, who joined Halden Mills, where Mr Ortiz had worked for almost "
            "15 years, said the staff were shocked.",
            "Mr Ortiz",
            "work for",
            "almost 15 years",
            TIME_ANCHOR,
        ),
        (
            "The two ministers shook hands for the photographers at the trade summit in October.",
            "The two ministers",
            "shake hands for photographer in",
            "October",
            BARE_MONTH,
        ),
        (
            "The navy has cut off the water supply to the camp, aid workers said.",
            "The navy",
            "cut off",
            "the water supply to the camp",
            PLACE_NOUN,
        ),
        (
            "Ana Diaz, who manages the track as chief steward for the Turf Board, spoke first.",
            "Ana Diaz",
            "manage",
            "the track as chief steward for the Turf Board",
            PLACE_NOUN,
        ),
        (
            "Rebels said they would keep fighting in the city until spring.",
            "Rebels",
            "keep fighting in",
            "the city",
            PLACE_NOUN,
        ),
        (
            "The hacker broke into the singers' email accounts and sold the demos.",
            "The hacker",
            "break into",
            "the singers' email accounts",
            UNNAMED_GROUP,
        ),
        (  # a thing cannot own "his": the man is outside the fact
            "A red scarf was tied to his abandoned bicycle, officials said.",
            "A red scarf",
            "be tied to",
            "his abandoned bicycle",
            TAIL_PRONOUN,
        ),
        (  # the tail keeps the empty noun and drops the name in apposition
            "Rosa Vidal was born to a noted tailor father, Carlos Vidal, and a mother, Elena"
            " Vidal, who is a painter.",
            "Rosa Vidal",
            "be born to",
            "a mother",
            NAME_LEFT_OUT,
        ),
        (  # an independent possessive names no owner
            "Since the ruling, three Welsh councils have cut rates to match theirs.",
            "three Welsh councils",
            "cut",
            "rates to match theirs",
            TAIL_PRONOUN,
        ),
        (
            "Brazil is a nation with very different traditions to ours, the minister said.",
            "Brazil",
            "be",
            "a nation with very different traditions to ours",
            TAIL_PRONOUN,
        ),
        (
            "The heroes of Ana Ruiz's novels face great hardships and their long fight to"
            " overcome them.",
            "The heroes of Ana Ruiz's novels",
            "face",
            "their long fight to overcome them",
            TAIL_PRONOUN,
        ),
        (
            "Tom has long been drawn to the sea and the freedom it offers.",
            "Tom",
            "be drawn to",
            "the freedom it offers",
            TAIL_PRONOUN,
        ),
        (
            "That meant it wanted calm in the north, so Rome led the raids on its old allies.",
            "Rome",
            "lead",
            "the raids on its old allies",
            TAIL_PRONOUN,
        ),
    ],
)
def test_drops(sentence: str, head: str, relation: str, tail: str, expected: str) -> None:
    assert _problem(sentence, head, relation, tail) == expected


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        (
            "Mr Ortiz worked at the mill for almost 15 years.",
            "Mr Ortiz",
            "work for",
            "almost 15 years",
        ),
        ("The ministers met in October.", "The ministers", "meet in", "October"),
        (
            "The storm warning takes effect at 09:00 on Sunday.",
            "The storm warning",
            "take effect on",
            "Sunday",
        ),
        (
            "The navy cut off the water supply to the camp at Dunmore.",
            "The navy",
            "cut off",
            "the water supply to the camp at Dunmore",
        ),
        (
            "Rebels kept fighting in the Syrian city.",
            "Rebels",
            "keep fighting in",
            "the Syrian city",
        ),
        (
            "She leads the senior nurses' union in Leeds.",
            "She",
            "lead",
            "the senior nurses' union in Leeds",
        ),
        (
            "Rosa runs the Love Your Library campaign with her brother.",
            "Rosa",
            "run",
            "the Love Your Library campaign with her brother",
        ),
        (
            "The coastguard rescued a yacht which it says had lost its mast.",
            "The coastguard",
            "rescue",
            "a yacht which it says had lost its mast",
        ),
        (
            "It was a good year, and Acme opened its new plant in Leeds.",
            "Acme",
            "open",
            "its new plant in Leeds",
        ),
    ],
)
def test_keeps(sentence: str, head: str, relation: str, tail: str) -> None:
    assert _problem(sentence, head, relation, tail) is None


def test_no_parse_keeps() -> None:
    assert unresolved_problem("Ana", "visit", "the city", None) is None


def test_deadline_after_an_event_is_kept() -> None:
    from hanker.extract.unresolved_tails import unresolved_problem
    from hanker.text.nlp import load_spacy

    doc = load_spacy()("The Buyer must pay each invoice within 14 days after delivery.")
    assert unresolved_problem("The Buyer", "pay invoice within", "14 days", doc) is None
