"""Relations whose shape is no verb phrase of the sentence are dropped; plain facts of the
same shapes are kept (:mod:`hanker.extract.relation_shapes`, through
:func:`hanker.extract.triple_context.triple_problem`)."""

from __future__ import annotations

import pytest

from hanker.extract.relation_shapes import (
    NAME_FOLDED,
    NO_VERB,
    OBJECT_PHRASE,
    ROLE_OF_LOST,
    TIME_CLAUSE,
    relation_shape_problem,
)
from hanker.extract.triple_context import triple_problem
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        # a leading role noun without the "of" phrase that narrows it
        (
            "Prices will keep rising, said Marta Kowal, chief of staff at Delmar Holdings.",
            "Marta Kowal",
            "be chief at",
            "Delmar Holdings",
            ROLE_OF_LOST,
        ),
        # a fronted "By the time" clause folded into the relation
        (
            "By the time Okafor was elected on 3 May, the budget had been spent.",
            "Okafor",
            "be elected by time on",
            "3 May",
            TIME_CLAUSE,
        ),
        # the relation opens on a noun (a relative) and a lower-cased name
        (
            "Tom and Ruth Keller said their son Oliver found work at the Bank of Leeds.",
            "Tom and Ruth Keller",
            "son oliver find work at",
            "the Bank of Leeds",
            NO_VERB,
        ),
        # the last word of a longer name cut and folded into the verb phrase
        (
            "The minister Hugh Barr appeared on Morning Report on Monday.",
            "Hugh Barr",
            "appear on report on",
            "Monday",
            NAME_FOLDED,
        ),
        # the "from" phrase describes the folded named object, set off by a comma
        (
            "Lawyer Dan Frost, representing Pellow, originally from Hexham in Northumberland, spoke.",
            "Dan Frost",
            "represent Pellow from",
            "Hexham in Northumberland",
            OBJECT_PHRASE,
        ),
        # the "with" phrase describes the left-out noun of an earlier phrase
        (
            "Mei Lin comes from a village with a long tradition of weaving.",
            "Mei Lin",
            "come with",
            "a long tradition of weaving",
            OBJECT_PHRASE,
        ),
    ],
)
def test_garbled_relation_dropped(
    sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert relation_shape_problem(relation, tail, doc) == reason
    assert triple_problem(head, relation, tail, doc, prose=True) == reason


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail"),
    [
        # the role kept with its "of" phrase; a role among many without it
        (
            "Prices will keep rising, said Marta Kowal, chief of staff at Delmar Holdings.",
            "Marta Kowal",
            "be chief of staff at",
            "Delmar Holdings",
        ),
        (
            "Prices will keep rising, said Ian Dowd, director of sales at Delmar Holdings.",
            "Ian Dowd",
            "be director at",
            "Delmar Holdings",
        ),
        # a one-word name folded as the verb's object
        (
            "The striker Leo Brandt thanked Ferreira for the pass.",
            "Leo Brandt",
            "thank Ferreira for",
            "the pass",
        ),
        # the instrument after a definite phrase is the verb's
        (
            "The judge tapped Nora on the arm with a pen during the hearing.",
            "The judge",
            "tap Nora with",
            "a pen",
        ),
        # a plain verb phrase
        ("Mei Lin moved from Hanoi to Paris in 2004.", "Mei Lin", "move to", "Paris"),
    ],
)
def test_plain_relation_kept(sentence: str, head: str, relation: str, tail: str) -> None:
    doc = load_spacy()(sentence)
    assert relation_shape_problem(relation, tail, doc) is None
