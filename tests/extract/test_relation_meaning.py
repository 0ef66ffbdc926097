"""Relations that lost what carries their meaning, idioms read literally, and non-facts are
dropped; plain facts of the same verbs are kept (:mod:`hanker.extract.relation_meaning`)."""

from __future__ import annotations

import pytest

from hanker.extract.relation_meaning import (
    ADVERB_LOST,
    ARRANGEMENT,
    COMPARISON,
    CONDITION,
    CONTENT_LOST,
    LITERAL_IDIOM,
    OBJECT_PREDICATE,
    PP_COMPLEMENT,
    TIME_ONLY,
    relation_meaning_problem,
)
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # a naming verb in a relative clause: the name is its complement, the probe its object
        (
            "Engineers are testing a probe the agency calls Hermes.",
            "the agency",
            "call",
            "Hermes",
            OBJECT_PREDICATE,
        ),
        # a verb of becoming with a bare noun: a copula, not an action on an object
        (
            "Marta Lindqvist turned supplier for the navy.",
            "Marta Lindqvist",
            "turn",
            "supplier",
            OBJECT_PREDICATE,
        ),
        # the object kept without the destination its verb needs
        (
            "The council referred three complaints to the national regulator.",
            "The council",
            "refer",
            "three complaints",
            PP_COMPLEMENT,
        ),
        # a light verb's noun without its own complement
        (
            "Oskar Brandt takes a careful approach to editing his essays.",
            "Oskar Brandt",
            "take",
            "a careful approach",
            PP_COMPLEMENT,
        ),
        (
            "Mira Olsen's essay sheds fresh light on the city's first railway.",
            "Mira Olsen's essay",
            "shed",
            "fresh light",
            PP_COMPLEMENT,
        ),
        # the evaluative adverb that is the point of the finding
        (
            "The treasurer was found to have spent the funds improperly during the tour.",
            "The treasurer",
            "be found to spend fund during",
            "the tour",
            ADVERB_LOST,
        ),
        # an idiom split into relation and tail
        (
            "The openers went to work as the rain cleared.",
            "The openers",
            "go to",
            "work",
            LITERAL_IDIOM,
        ),
        (
            "After one trip she caught the bug for sailing.",
            "she",
            "catch",
            "the bug",
            LITERAL_IDIOM,
        ),
        # a comparison whose "than" is outside the triple
        (
            "Rail strikes now cause fewer delays than they did last winter.",
            "Rail strikes",
            "cause",
            "fewer delays",
            COMPARISON,
        ),
        # a "where" clause under a future main clause: a condition, not a fact
        (
            "The bank said where customers hold a joint account, the fee will be waived.",
            "customers",
            "hold",
            "a joint account",
            CONDITION,
        ),
        # an age true only at the time its "when" clause gives
        (
            "Ines Moreau was just 19 years old when she won her first race.",
            "Ines Moreau",
            "be",
            "just 19 years old",
            CONDITION,
        ),
        # a verb of saying kept with its addressee, without what it said
        (
            "Vera Sokol signalled to her coach the knee was injured.",
            "Vera Sokol",
            "signal to",
            "her coach",
            CONTENT_LOST,
        ),
        (
            "The minister wrote on Sunday that the talks had failed.",
            "The minister",
            "write on",
            "Sunday",
            CONTENT_LOST,
        ),
        # a time kept, the predicate phrase of the verb left out
        (
            "Ruth Okafor, who has been in office for 12 years, stood down.",
            "Ruth Okafor",
            "be for",
            "12 years",
            TIME_ONLY,
        ),
        (  # a passive with its "to" phrase left out: married to whom?
            "Mr Dale has been married to Ms Okafor since 2011.",
            "Mr Dale",
            "be married since",
            "2011",
            TIME_ONLY,
        ),
        # a future arrangement
        (
            "Two city libraries are to open a reading room.",
            "Two city libraries",
            "be to open",
            "a reading room",
            ARRANGEMENT,
        ),
    ],
)
def test_dropped(sentence: str, head: str, relation: str, tail: str, reason: str) -> None:
    doc = load_spacy()(sentence)
    assert relation_meaning_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        ("Jonas Weber called the police after the crash.", "Jonas Weber", "call", "the police"),
        ("The mayor referred to the report in her speech.", "The mayor", "refer to", "the report"),
        ("Ana Ruiz took a train to Porto.", "Ana Ruiz", "take", "a train"),
        (
            "The bank wrongfully charged fees to thousands of customers.",
            "The bank",
            "charge",
            "fees",
        ),
        ("The miners went to Cardiff in May.", "The miners", "go to", "Cardiff"),
        (
            "More than 300 people attended the concert.",
            "More than 300 people",
            "attend",
            "the concert",
        ),
        ("Paulo Reis was 40 years old.", "Paulo Reis", "be", "40 years old"),
        ("The factory closed in 2009.", "The factory", "close in", "2009"),
        # a past "when" clause is an event, not a condition
        (
            "When Ada Holt was caught at slip, the hosts could have sensed victory.",
            "Ada Holt",
            "be caught at",
            "slip",
        ),
        # an arrangement announced by its maker
        (
            "The airline is to cut 200 jobs, its owner said.",
            "The airline",
            "be to cut (according to its owner)",
            "200 jobs",
        ),
        ("Kira Holm spoke to reporters on Tuesday.", "Kira Holm", "speak to", "reporters"),
        ("The club has signed a striker from Lyon.", "The club", "sign", "a striker"),
    ],
)
def test_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert relation_meaning_problem(head, relation, tail, doc) is None
