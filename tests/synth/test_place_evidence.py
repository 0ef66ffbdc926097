"""A name the tagger calls a person that the passage shows is a place: asked "what"/"where"."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.answer_people import answer_kinds
from hanker.synth.base import CaseCandidate
from hanker.synth.wh_kinds import fit_wh_kind

_LINKS = "Marlowe links the northern valleys and the coast to Leeds."
_WHO_LINKS = "Who links the northern valleys and the coast to Leeds?"


@pytest.mark.parametrize(
    ("context", "kinds", "expected"),
    [
        (  # the source of a verb of moving: a place, even as the doer of "links"
            _LINKS + " Trains were late arriving at and departing from Marlowe.",
            {"place"},
            "What links the northern valleys and the coast to Leeds?",
        ),
        (  # a capitalised place noun of its name
            _LINKS + " Marlowe Station was lit by torches.",
            {"place"},
            "What links the northern valleys and the coast to Leeds?",
        ),
        (  # written to: no evidence, "who" stays
            _LINKS + " Critics wrote to Marlowe about the line.",
            set(),
            _WHO_LINKS,
        ),
        (  # a person's honorific and age; "Marlowe Park" (a surname's noun) is no evidence
            _LINKS + " Mr Marlowe, 54, travelled from Marlowe Park to Leeds.",
            {"person"},
            _WHO_LINKS,
        ),
    ],
)
def test_place_evidence_from_the_passage(context: str, kinds: set[str], expected: str) -> None:
    span = cl.locate(cl.parse(_LINKS), "Marlowe")
    assert answer_kinds(span, context) == kinds
    assert fit_wh_kind(CaseCandidate(_WHO_LINKS, "Marlowe"), _LINKS, context).question == expected


@pytest.mark.parametrize(
    ("sentence", "question", "expected"),
    [
        (  # the goal of a verb of moving
            "The rebels have been advancing towards Marlowe since Monday.",
            "Towards whom have the rebels been advancing since Monday?",
            "Where have the rebels been advancing since Monday?",  # answered "towards Marlowe"
        ),
        (  # a verb that selects its preposition: not a place
            "The rebels have been pointing towards Marlowe since Monday.",
            "Towards whom have the rebels been pointing since Monday?",
            "Towards whom have the rebels been pointing since Monday?",
        ),
    ],
)
def test_goal_of_moving_is_asked_where(sentence: str, question: str, expected: str) -> None:
    assert fit_wh_kind(CaseCandidate(question, "Marlowe"), sentence, sentence).question == expected


def test_a_doer_called_a_bridge_stays_who() -> None:
    """A class noun after "as" ("seen as a bridge") is no mention of a place: the doer of a
    transitive verb stays a "who"."""
    sentence = "Marlowe Okafor sees poems as vessels for hope."
    context = sentence + " Marlowe Okafor is seen as a bridge between cultures."
    question = "Who sees poems as vessels for hope?"
    fitted = fit_wh_kind(CaseCandidate(question, "Marlowe Okafor"), sentence, context)
    assert fitted.question == question


_ASHBY = "Ashby links the northern valleys and the coast to Leeds."


@pytest.mark.parametrize(
    ("context", "expected"),
    [
        (  # a name the tagger calls a body, before a place noun of its name
            _ASHBY + " Ashby Station was lit by torches.",
            "What links the northern valleys and the coast to Leeds?",
        ),
        (  # a body that speaks as well: the tagger's label stands
            _ASHBY + " Ashby said the line was busy. Ashby Station was lit by torches.",
            "Who links the northern valleys and the coast to Leeds?",
        ),
        (  # a body's premises are no place evidence on their own ("departing from Ashby")
            _ASHBY + " Trains were late departing from Ashby.",
            "Who links the northern valleys and the coast to Leeds?",
        ),
    ],
)
def test_a_body_named_before_a_station_is_a_place(context: str, expected: str) -> None:
    question = "Who links the northern valleys and the coast to Leeds?"
    assert fit_wh_kind(CaseCandidate(question, "Ashby"), _ASHBY, context).question == expected


def test_a_direction_is_answered_with_towards() -> None:
    sentence = "The rebels have been advancing towards Marlowe since Monday."
    question = "Towards whom have the rebels been advancing since Monday?"
    fitted = fit_wh_kind(CaseCandidate(question, "Marlowe"), sentence, sentence)
    assert (fitted.question, fitted.answer) == (
        "Where have the rebels been advancing since Monday?",
        "towards Marlowe",
    )


def test_a_place_beside_the_one_named_keeps_its_preposition() -> None:
    sentence = "Ana Ruiz was attacked outside Marlowe Station on Friday night."
    fitted = fit_wh_kind(
        CaseCandidate("Where was Ana Ruiz attacked on Friday night?", "Marlowe Station"),
        sentence,
        sentence,
    )
    assert fitted.answer == "outside Marlowe Station"
