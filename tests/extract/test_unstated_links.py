"""Facts that state a link their sentence does not (:mod:`hanker.extract.unstated_links`)."""

from __future__ import annotations

import pytest

from hanker.extract.unstated_links import (
    CUT_COMPLEMENT,
    NOT_AGENT,
    REPORTED_EVALUATION,
    UNSTATED_PAIRING,
    unstated_link_problem,
)
from hanker.text.nlp import load_spacy


def _problem(sentence: str, head: str, relation: str, tail: str) -> str | None:
    return unstated_link_problem(head, relation, tail, load_spacy()(sentence))


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # two climbers and two peaks, no "respectively": who climbed which is not said
        (
            "Maria Lopez, from Leeds, and Tom Hardy, from York, climbed Ben Nevis and Snowdon.",
            "Tom Hardy",
            "climb",
            "Snowdon",
            UNSTATED_PAIRING,
        ),
        # a relative clause on "who" hung from an event noun whose "of" object is a person
        (
            "Critics say the resignation of Paul Grant - who had chaired crisis meetings with "
            "the council - did not help.",
            "the resignation of Paul Grant",
            "chair",
            "crisis meetings with the council",
            NOT_AGENT,
        ),
        # the relative clause's antecedent is inside the head but is not its noun
        (
            "Analysts say the exit of Carla Mendes - who had led talks with the unions - hurt.",
            "the exit of Carla Mendes",
            "lead",
            "talks with the unions",
            NOT_AGENT,
        ),
        # the object of a relative clause read as the subject of the sentence's verb
        (
            "The code which allows late transfers in Spain is being studied closely by club owners.",
            "late transfers in Spain",
            "be studied by",
            "club owners",
            NOT_AGENT,
        ),
        # one conjunct of an agent whose other conjunct is elliptical ("two [goals]")
        (
            "Second-half tries from Owen Farrell and two from Jonny May built a lead for Saracens.",
            "Second-half tries from Owen Farrell",
            "build",
            "a lead for Saracens",
            NOT_AGENT,
        ),
        (
            "Early goals from Sam Kerr and two from Lucy Bronze earned a win for Leeds.",
            "Early goals from Sam Kerr",
            "earn",
            "a win for Leeds",
            NOT_AGENT,
        ),
        # a participle after a relative clause: its doer is that clause's subject
        (
            "Officers in Lyon are searching for a driver who crashed into a market, injuring "
            "at least 12 people.",
            "Officers in Lyon",
            "injure",
            "at least 12 people",
            NOT_AGENT,
        ),
        # a quoted description of a person, given by a hearing, as plain fact
        (
            'The inquest heard Mr Hale was a "kind, gentle" man and "loyal friend" who loved '
            "his garden.",
            "Mr Hale",
            "be",
            "loyal friend",
            REPORTED_EVALUATION,
        ),
        # an object noun cut from the infinitive that says what it is for
        (
            "The mayor had taken bold new measures to reduce traffic in the old town.",
            "The mayor",
            "take",
            "bold new measures",
            CUT_COMPLEMENT,
        ),
        # the predicate of a "where" clause is relative to the clause's antecedent
        (
            "The rowing club where Ms Reed had been a founding member said it was saddened.",
            "Ms Reed",
            "be",
            "a founding member",
            CUT_COMPLEMENT,
        ),
        # a verb whose sense needs its "to" phrase
        (
            "Arsenal treated young fan Ellie Stone to a tour of the stadium.",
            "Arsenal",
            "treat",
            "young fan Ellie Stone",
            CUT_COMPLEMENT,
        ),
    ],
)
def test_unstated_links_are_dropped(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    assert _problem(sentence, head, relation, tail) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # "respectively" states the pairing
        (
            "Maria Lopez and Tom Hardy climbed Ben Nevis and Snowdon respectively.",
            "Tom Hardy",
            "climb",
            "Snowdon",
        ),
        # the tail is the whole coordination
        (
            "Maria Lopez and Tom Hardy climbed Ben Nevis and Snowdon.",
            "Tom Hardy",
            "climb",
            "Ben Nevis and Snowdon",
        ),
        # the coordination is inside the object's own modifier
        (
            "Spain and Italy are drafting plans about how to answer the strikes in the north "
            "and the way the unions are widening the protests.",
            "Italy",
            "draft",
            "plans about how to answer the strikes in the north",
        ),
        # "both ... and": each subject did it to each object
        (
            "Owners Jan and Peter Moss thanked both the crew and the nurses.",
            "Peter Moss",
            "thank",
            "the nurses",
        ),
        # a bare infinitive under a perception verb is no misread object
        (
            "He denied the results, which saw the Greens win as many seats as Labour, were a "
            "protest.",
            "the Greens",
            "win",
            "as many seats as Labour",
        ),
        # a quoted title is a name, not a view
        (
            'Her first novel was "Silver Harbour Lights".',
            "Her first novel",
            "be",
            "Silver Harbour Lights",
        ),
        # a verb whose "to" phrase is a place keeps its plain sense
        (
            "Driver Ali Khan was driving a group of pupils from Bath to Rome.",
            "Driver Ali Khan",
            "drive",
            "a group of pupils",
        ),
    ],
)
def test_stated_links_are_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    assert _problem(sentence, head, relation, tail) is None
