"""Facts that drop a word their meaning depends on, or state a clause the sentence does not
assert (:mod:`hanker.extract.dropped_qualifiers`)."""

from __future__ import annotations

import pytest

from hanker.extract.dropped_qualifiers import (
    ACCUSATION,
    CUT_NAME_LIST,
    LIMIT_LOST,
    MANNER_LOST,
    NON_ASSERTIVE,
    PARTITIVE_ONE,
    RANK_RESTRICTION,
    SHARED_MODIFIER,
    TAIL_NEGATION,
    dropped_qualifier_problem,
)
from hanker.text.nlp import load_spacy


def _problem(sentence: str, head: str, relation: str, tail: str) -> str | None:
    return dropped_qualifier_problem(head, relation, tail, load_spacy()(sentence))


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (
            "Hospitals in the region are stockpiling blood in case the new strain is spread "
            "by travellers from the coast.",
            "the new strain",
            "be spread by",
            "travellers from the coast",
            NON_ASSERTIVE,
        ),
        (
            "Should the ferry company cancel its winter timetable, islanders will lose their "
            "only link to the mainland.",
            "the ferry company",
            "cancel",
            "its winter timetable",
            NON_ASSERTIVE,
        ),
        (
            "The mayor faces a recall vote, accused by residents of letting the harbour silt up "
            "so badly that the fishing fleet moved its boats to Dunmore.",
            "the fishing fleet",
            "move",
            "its boats",
            ACCUSATION,
        ),
        (
            "Rebel units hold most of the northern province but not the port city Talvik, "
            "which lies across the bay.",
            "Rebel units",
            "hold",
            "not the port city Talvik",
            TAIL_NEGATION,
        ),
        (
            "The documentary set the streaming record for a foreign-language film, beating the "
            "total of last year's winner.",
            "The documentary",
            "set",
            "the streaming record",
            RANK_RESTRICTION,
        ),
        (
            "After the floods, the minister gave his sharpest warning yet about coastal defences.",
            "the minister",
            "give",
            "his sharpest warning",
            RANK_RESTRICTION,
        ),
        (
            "Her concert in Leeds was her first since the end of the tour.",
            "Her concert in Leeds",
            "be",
            "her first",
            RANK_RESTRICTION,
        ),
        (
            "The bride wore a silk gown by London designers Ashby and Crane.",
            "The bride",
            "wear",
            "a silk gown by London designers Ashby",
            CUT_NAME_LIST,
        ),
        (
            "Marta Quill has also written essays such as 'Rivers of Salt', 'The Tin Bell', and "
            "'Quiet Harbours'.",
            "Marta Quill",
            "write",
            "essays such as 'Rivers of Salt', 'The Tin Bell",
            CUT_NAME_LIST,
        ),
        (
            'Ivo Sand has published a collection including "Night Trains: Stories of the North" '
            "and other books.",
            "Ivo Sand",
            "publish",
            'a collection including "Night Trains',
            CUT_NAME_LIST,
        ),
        (
            "Although Petra Lind's plays are mostly comedies, she often writes about grief.",
            "Petra Lind's plays",
            "be",
            "comedies",
            LIMIT_LOST,
        ),
        (
            "Under the charter, the auditors work separately from the finance committee.",
            "the auditors",
            "work under",
            "the charter",
            MANNER_LOST,
        ),
        (
            "The Earl and Countess of Wessex also opened a new hospice in May.",
            "The Earl",
            "open",
            "a new hospice",
            SHARED_MODIFIER,
        ),
        (
            "Three of Lena Brook's best-loved novels are 'Salt Winter', 'Tin Roofs' and 'Kestrel'.",
            "Three of Lena Brook's best-loved novels",
            "be",
            "Salt Winter",
            PARTITIVE_ONE,
        ),
    ],
)
def test_dropped_qualifiers(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    assert _problem(sentence, head, relation, tail) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # an "if"-less clause that is asserted
        (
            "Hospitals in the region stockpiled blood after the new strain was spread by "
            "travellers from the coast.",
            "the new strain",
            "be spread by",
            "travellers from the coast",
        ),
        # the blame itself is a fact: who blamed whom
        (
            "Farmers blamed the water board for the drought in the valley.",
            "Farmers",
            "blame",
            "the water board",
        ),
        # "not guilty" is a plea, not a negated object
        ("The driver pleaded not guilty to the charge.", "The driver", "plead", "not guilty"),
        # a rank restricted inside the tail itself
        (
            "The documentary set the streaming record for a foreign-language film.",
            "The documentary",
            "set",
            "the streaming record for a foreign-language film",
        ),
        # one name of a list that is not under a plural classifier
        (
            "The bride wore a silk gown by Ashby and a veil by Crane.",
            "The bride",
            "wear",
            "a silk gown by Ashby",
        ),
        # one whole title whose closing quote the extractor trimmed
        (
            'Ivo Sand has won the "Harbour Prize for Fiction" for his first novel.',
            "Ivo Sand",
            "win",
            'the "Harbour Prize for Fiction',
        ),
        # a title whose series label in brackets the extractor left out
        (
            "Ivo Sand wrote a novel titled 'Gull Rock (Harbour Tales, #2)', set in Cornwall.",
            "Ivo Sand",
            "write",
            "a novel titled 'Gull Rock",
        ),
        # an elided article in a name is no quotation
        (
            "The team mourned the death of Jan van 't Veld at the circuit.",
            "The team",
            "mourn",
            "the death of Jan van 't Veld at the circuit",
        ),
        # an adverb with no complement of its own
        (
            "Nora Vale studied law and music extensively at a college in Oslo.",
            "Nora Vale",
            "study",
            "music",
        ),
        # a conjunct that carries its own "of" phrase, not a shared title
        (
            "Ben Okoro, treasurer and head of the local rowing club, opened a new hospice.",
            "Ben Okoro",
            "open",
            "a new hospice",
        ),
        # a charge whose phrase holds a noun: the clause inside it is no part of the charge
        (
            "She was charged with fraud after a report in which the auditor found missing funds.",
            "the auditor",
            "find",
            "missing funds",
        ),
        # one of several is one item
        ("One of Lena Brook's novels is 'Kestrel'.", "One of Lena Brook's novels", "be", "Kestrel"),
        # an unlimited copula
        ("Petra Lind's plays are comedies.", "Petra Lind's plays", "be", "comedies"),
    ],
)
def test_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    assert _problem(sentence, head, relation, tail) is None
