"""Gerund phrases as prepositional objects (:mod:`hanker.extract.gerund_objects`)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "Marta Lind was charged with murdering a prison guard.",
            ("Marta Lind", "be charged with", "murdering a prison guard"),
        ),
        (
            "The Halvorsen Group was fined for breaching safety rules in 2019.",
            ("The Halvorsen Group", "be fined for", "breaching safety rules"),
        ),
        (
            "Osric Vane is best known for designing suspension bridges.",
            ("Osric Vane", "be known for", "designing suspension bridges"),
        ),
        (  # one argument after the object stays in the tail
            "Marta Lind was accused of passing secrets to a rival firm.",
            ("Marta Lind", "be accused of", "passing secrets to a rival firm"),
        ),
        (
            "Dov Arkin was jailed for smuggling cigarettes into Norway in 2011.",
            ("Dov Arkin", "be jailed for", "smuggling cigarettes into Norway"),
        ),
        (  # the gerund's adverb stays: "abusing" alone says something else
            "Marta Lind was charged with deliberately starting a fire.",
            ("Marta Lind", "be charged with", "deliberately starting a fire"),
        ),
    ],
)
def test_gerund_phrase_is_the_tail(extractor: SpacyExtractor, sentence: str, fact: tuple) -> None:
    """The gerund with its object is the tail; the adjunct time after it is left out."""
    triples, _ = run_sentence(extractor, sentence)
    assert fact in triples, triples


@pytest.mark.parametrize(
    "sentence",
    [
        "Marta Lind was accused of passing secrets in 2019 to a rival firm.",  # a time between
        "Marta Lind was accused of selling cars to buyers who had no licence.",  # a clause inside
        "The firm Pellow was accused of paying cleaners only £2.",  # an amount after the object
        "The firm Pellow was accused of paying cleaners in Hull only £2.",  # after the argument
        "Osric Vane was elected to the council after leaving the Liberal party.",  # an adjunct
        "Osric Vane said he was proud of the role he played in winning the cup and thanked his team.",
        "Marta Lind admitted hiding Pim Kers in a barn where he fled to following the robbery.",
    ],
)
def test_no_gerund_tail_that_cuts_or_adjuncts(extractor: SpacyExtractor, sentence: str) -> None:
    """No gerund tail when the gerund has a phrase of its own the tail would lose, or when the
    preposition is an adverbial one further from the verb."""
    triples, _ = run_sentence(extractor, sentence)
    assert not [t for t in triples if t[2].split()[0].endswith("ing")], triples
