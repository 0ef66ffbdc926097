"""Relations that skip meaningful words of their verb phrase, or lose a complement their verb
needs, are dropped; skipped adverbs, time and named-place adjuncts and earlier list items are
not (:mod:`hanker.extract.verb_gaps`)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.verb_gaps import COMPLEMENT_LOST, RELATION_GAP, gap_problem
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "relation", "tail", "reason"),
    [
        # a direction between the verb and the kept preposition
        (
            "The singer was carried off the stage during a show in Leeds.",
            "be carried during",
            "a show in Leeds",
            RELATION_GAP,
        ),
        # a verb of naming whose object the fact lost
        (
            "In an effusive message, singer Ana Ruiz called Tina Hale not only an incredible "
            "performer but also a survivor and an inspiration to women everywhere.",
            "call",
            "an inspiration to women everywhere",
            COMPLEMENT_LOST,
        ),
        # a passive verb of accusing whose "of" the fact lost
        (
            "Alexander Lukashenko has been accused by the EU of orchestrating the border crisis.",
            "be accused by",
            "the EU",
            COMPLEMENT_LOST,
        ),
        # a verb of trying with only a time
        (
            "For centuries, the empire had tried - but always failed - to control the region.",
            "try for",
            "centuries",
            COMPLEMENT_LOST,
        ),
        # an idiom's prepositional phrase
        (
            "Denmark landed in deep trouble with Finland after the vote.",
            "land with",
            "Finland",
            RELATION_GAP,
        ),
        # a noun kept without its adjective
        (
            "The guard was stabbed at short range on 3 May 2020.",
            "be stabbed at range on",
            "3 May 2020",
            RELATION_GAP,
        ),
        (
            "Mr Dahl was charged with a serious driving offence on Monday.",
            "be charged with offence on",
            "Monday",
            RELATION_GAP,
        ),
        # the object skipped, its predicate taken as tail
        (
            "The nurse had to keep her diagnosis private after the visit.",
            "have to keep",
            "private",
            RELATION_GAP,
        ),
        # a direct object skipped before the preposition
        ("The firm sold bikes in its first month.", "sell in", "its first month", RELATION_GAP),
        # a placing verb without its place, an accusing verb without its charge
        (
            "Ms Lund decided to base her bakery in Bergen.",
            "decide to base",
            "her bakery",
            COMPLEMENT_LOST,
        ),
        ("The council accused the builder of fraud.", "accuse", "the builder", COMPLEMENT_LOST),
        # a movement from without its destination
        ("The team travelled from Oslo to Rome.", "travel from", "Oslo", COMPLEMENT_LOST),
        # the place only in a relative "where"; a destination past the tail
        (
            "The valley where Ms Okafor has chosen to base her new studio",
            "choose to base",
            "her new studio",
            COMPLEMENT_LOST,
        ),
        (
            "She said she is going to fly from Lisbon to Paris for a meeting.",
            "go to fly from",
            "Lisbon",
            COMPLEMENT_LOST,
        ),
        # a noun moved into the relation from past the tail, without its modifier
        (
            "Police said Mr Vance was charged on Monday with thefts worth thousands of pounds.",
            "be charged with theft on",
            "Monday",
            RELATION_GAP,
        ),
        (
            "Police said Mr Vance was charged on Monday with burglary.",
            "be charged with burglary on",
            "Monday",
            None,
        ),
        ("The bank based its new office in Oslo.", "base", "its new office in Oslo", None),
        ("Mr Okoro died in March 2020 at home near Turin.", "die at home in", "March 2020", None),
        ("The bank put forward a new plan.", "put forward", "a new plan", None),
        # kept: a phrase skipped before an object or a time leaves a true fact
        ("The president signed into law a bill on fishing.", "sign", "a bill on fishing", None),
        ("Ms Kaur died at home near Lyon on 4 May.", "die on", "4 May", None),
        # kept: the object is in the relation; time, named place and list items skipped
        (
            "The firm sold 3,000 bikes in its first month.",
            "sell 3,000 bikes in",
            "its first month",
            None,
        ),
        (
            "Ana Ruiz arrived in Madrid on Tuesday with her brother.",
            "arrive with",
            "her brother",
            None,
        ),
        (
            "Ms Berg worked with the port authority and the city council.",
            "work with",
            "the city council",
            None,
        ),
        ("The club quickly signed a new striker.", "sign", "a new striker", None),
        (  # an occasion ("for the second time") is an adjunct the relation may skip
            "Ann Lee won the race for the third time with a new car.",
            "win race with",
            "a new car",
            None,
        ),
    ],
)
def test_gap_problem(sentence: str, relation: str, tail: str, reason: str | None) -> None:
    assert gap_problem(relation, tail, load_spacy()(sentence)) == reason


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(min_fact_confidence=0.0)


@pytest.mark.parametrize(
    ("sentence", "expected", "reason"),
    [
        (
            "Singer Lena Holm was carried off the stage during a show in Leeds.",
            [("Singer Lena Holm", "be carried off", "the stage"), ("Lena Holm", "title", "Singer")],
            RELATION_GAP,
        ),
        (
            "Officer Ruth Kemp was stabbed at short range on 3 May 2020.",
            [
                ("Officer Ruth Kemp", "be stabbed at", "short range"),
                ("Ruth Kemp", "title", "Officer"),
            ],
            RELATION_GAP,
        ),
        (
            "Ms Lund decided to base her bakery in Bergen.",
            [("Ms Lund", "decide to base bakery in", "Bergen")],
            COMPLEMENT_LOST,
        ),
        (
            "Ms Lund travelled from Oslo to Rome.",
            [("Ms Lund", "travel to", "Rome")],
            COMPLEMENT_LOST,
        ),
    ],
)
def test_extractor_drops_gapped_facts(
    extractor: SpacyExtractor, sentence: str, expected: list[tuple[str, ...]], reason: str
) -> None:
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == expected
    assert dropped.get(reason) == 1, dropped


def test_extractor_keeps_time_adjunct_and_list(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Ms Berg worked with the port authority and the city council."
    )
    assert triples == [
        ("Ms Berg", "work with", "the port authority"),
        ("Ms Berg", "work with", "the city council"),
    ]
