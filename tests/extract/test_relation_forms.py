"""Relations that misread the form of their verb phrase are dropped; plain facts of the same
shapes are kept (:mod:`hanker.extract.relation_forms`, through
:func:`hanker.extract.relation_meaning.relation_meaning_problem`)."""

from __future__ import annotations

import pytest

from hanker.extract.relation_forms import (
    COMPARATIVE_LOST,
    COPULA_LIST,
    COPULA_OTHER,
    GERUND_READ,
    INFINITIVE_MODIFIER,
    SCENE_ARGUMENT,
)
from hanker.extract.relation_meaning import relation_meaning_problem
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # "remembered walking" is a memory of a past walk, "remember to walk" a task
        (
            "Lena Varga said she remembered walking along the river to reach the market.",
            "Lena Varga",
            "remember to walk along",
            "the river",
            GERUND_READ,
        ),
        # "spent his youth exploring": no "spend to explore" in English
        (
            "Instead Piet Visser spent his youth exploring the hills, looking for mushrooms.",
            "Piet Visser",
            "spend to explore",
            "the hills",
            GERUND_READ,
        ),
        # "faced paying": a verb that takes only the -ing form
        (
            "Tom Berg faced paying a large fine.",
            "Tom Berg",
            "face to pay",
            "a large fine",
            GERUND_READ,
        ),
        # a list item after the copula's adjective read as its noun
        (
            "Mara Quint's approach to historical fiction is distinctive in her attention to detail,"
            " commitment to cultural accuracy, intricate plot design and strong character"
            " development.",
            "Mara Quint's approach to historical fiction",
            "be",
            "strong character development",
            COPULA_LIST,
        ),
        # the comparative's "more" left out of "ADJ than"
        (
            "Tomas's situation is more complicated than most claims filed for early retirement.",
            "Tomas's situation",
            "be complicated than",
            "most claims filed for early retirement",
            COMPARATIVE_LOST,
        ),
        # the comparative before the participle left out while its "than" phrase stays
        (
            "After two years of work, Cardiff City is better placed for the new season than any"
            " other club in Wales.",
            "Cardiff City",
            "be placed for",
            "the new season",
            COMPARATIVE_LOST,
        ),
        # a fronted absolute "with" phrase sets the scene, it is no companion
        (
            "With heavy snow falling steadily, Okafor raced into a 4-0 lead.",
            "Okafor",
            "race with",
            "heavy snow falling steadily",
            SCENE_ARGUMENT,
        ),
        # a comma-set "with" phrase with its own clause: the people work for the charity
        (
            "The charity played a growing role in the region, with 200 staff and 1,500"
            " volunteers working for it.",
            "The charity",
            "play role with",
            "1,500 volunteers",
            SCENE_ARGUMENT,
        ),
        # the subject is the prize; the head is only the pronoun of its relative clause
        (
            "The only major prize that escaped her was the Booker Prize.",
            "Nadia Holm",
            "be",
            "the Booker Prize",
            COPULA_OTHER,
        ),
        # an infinitive describing a noun: what the council could do, not what it did
        (
            "The parade has become a central moment for the city council to show its unity.",
            "the city council",
            "show",
            "its unity",
            INFINITIVE_MODIFIER,
        ),
    ],
)
def test_dropped(sentence: str, head: str, relation: str, tail: str, reason: str) -> None:
    doc = load_spacy()(sentence)
    assert relation_meaning_problem(head, relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # a true to-infinitive of the same verb
        (
            "Lena Varga remembered to lock the shed before the storm.",
            "Lena Varga",
            "remember to lock",
            "the shed",
        ),
        # a verb whose -ing and to forms say the same
        (
            "Piet Visser began painting the barn in spring.",
            "Piet Visser",
            "begin to paint",
            "the barn",
        ),
        # the comparative kept in the relation
        (
            "Tomas's claim is more complicated than most claims.",
            "Tomas's claim",
            "be more complicated than",
            "most claims",
        ),
        # a companion "with", not a scene
        (
            "Okafor trained with the youth squad in March.",
            "Okafor",
            "train with",
            "the youth squad",
        ),
        # a copula whose subject is the head itself
        ("The striker who joined them was Marco Ruiz.", "The striker", "be", "Marco Ruiz"),
        # "the first to climb": an infinitive stating what happened
        (
            "Aiko Tanaka was the first woman to climb the north face.",
            "Aiko Tanaka",
            "climb",
            "the north face",
        ),
    ],
)
def test_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert relation_meaning_problem(head, relation, tail, doc) is None
