"""Definite descriptions inside a head or tail that only the passage resolves are dropped;
phrases a name, of-phrase, number or ordinal makes unique are kept
(:mod:`hanker.extract.anaphoric_definites`)."""

from __future__ import annotations

from typing import Any

import pytest

from hanker.extract.anaphoric_definites import (
    CONTRASTIVE,
    MENTIONED_EARLIER,
    OWNERLESS_QUANTITY,
    OWNERLESS_RELATIONAL,
    UNNAMED_ROLE,
    anaphoric_problem,
    contrastive,
    mark_words,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from hanker.text.segment import make_chunks, parse_documents


class _Sentence:
    def __init__(self, parse: Any) -> None:
        self.parse = parse


def _problem(before: str, sentence: str, head: str, relation: str, tail: str) -> str | None:
    nlp = load_spacy()
    doc = nlp(sentence)
    mark_words(doc, [_Sentence(nlp(before))] if before else [])
    return anaphoric_problem(head, relation, tail, doc)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("the nurse for another patient in ward two", True),
        ("the same month", True),
        ("the other suspects", True),
        ("groups that promote the same", True),
        ("another novel by Omar Haddad", False),  # a named owner
        ("another song called Rain", False),
        ("each other", False),
        ("one another", False),
        ("a new bridge over the Tarn", False),
        ("similar claims", True),  # similar to what the passage said before
        ("a similar way to radar", False),  # says to what
    ],
)
def test_contrastive_words(phrase: str, expected: bool) -> None:
    assert contrastive(phrase) is expected


@pytest.mark.parametrize(
    ("before", "sentence", "head", "relation", "tail", "reason"),
    [
        (
            "Voters elected Maria Lopes in 2019.",
            "The Green MP's first bill was passed within a month.",
            "The Green MP's first bill",
            "be passed within",
            "a month",
            UNNAMED_ROLE,
        ),
        (
            "Tomas Berg has led the country for a decade.",
            "Olga Dahl is a likely rival to defeat the president in May.",
            "Olga Dahl",
            "be",
            "a likely rival to defeat the president",
            UNNAMED_ROLE,
        ),
        (
            "",
            "The European sales figure topped the spring record.",
            "The European sales figure",
            "top",
            "the spring record",
            OWNERLESS_QUANTITY,
        ),
        (
            "",
            "Mr Okafor halved the workforce last year.",
            "Mr Okafor",
            "halve",
            "the workforce",
            OWNERLESS_RELATIONAL,
        ),
        (
            "Students blockaded the mayor's office on Friday.",
            "An activist group claimed credit for the blockade.",
            "An activist group",
            "claim",
            "credit for the blockade",
            MENTIONED_EARLIER,
        ),
        (
            "Talks opened at the college in March.",
            "The college's Derry campus hosted the talks.",
            "The college's Derry campus",
            "host",
            "the talks",
            MENTIONED_EARLIER,
        ),
    ],
)
def test_anaphoric_definites_are_dropped(
    before: str, sentence: str, head: str, relation: str, tail: str, reason: str
) -> None:
    assert _problem(before, sentence, head, relation, tail) == reason


@pytest.mark.parametrize(
    ("before", "sentence", "head", "relation", "tail"),
    [
        (  # a role predicated of a named head
            "Voters went to the polls on Friday.",
            "Maria Lopes is the Green MP.",
            "Maria Lopes",
            "be",
            "the Green MP",
        ),
        (  # an office a nationality picks out
            "Tomas Berg spoke on Monday.",
            "Olga Dahl met the Danish president in Oslo.",
            "Olga Dahl",
            "meet",
            "the Danish president",
        ),
        (  # unique by a number, a name or an ordinal
            "Voters went to the polls in 2019.",
            "The party won the 2019 election.",
            "The party",
            "win",
            "the 2019 election",
        ),
        (
            "The bank raised rates in May.",
            "Ana Ruiz joined the Bank of Ireland.",
            "Ana Ruiz",
            "join",
            "the Bank of Ireland",
        ),
        (
            "Ana Ruiz spoke in Edinburgh.",
            "Ana Ruiz became the first minister of Scotland.",
            "Ana Ruiz",
            "become",
            "the first minister of Scotland",
        ),
        (  # the noun is new to the passage
            "Police arrived on Monday.",
            "Residents criticised the closure.",
            "Residents",
            "criticise",
            "the closure",
        ),
        (  # the Twitter workforce: a name says whose
            "",
            "Mr Okafor halved the Delta workforce.",
            "Mr Okafor",
            "halve",
            "the Delta workforce",
        ),
    ],
)
def test_unique_definites_are_kept(
    before: str, sentence: str, head: str, relation: str, tail: str
) -> None:
    assert _problem(before, sentence, head, relation, tail) is None


def test_contrastive_head_or_tail_without_a_parse() -> None:
    assert anaphoric_problem("another trooper", "be jailed in", "May", None) == CONTRASTIVE
    assert anaphoric_problem("Lena Park", "meet", "the Orlo brothers", None) is None


def _triples(*texts: str) -> tuple[list[tuple[str, str, str]], dict[str, int]]:
    """The triples of whole documents (one per text) and the drops counted, by reason."""
    extractor = SpacyExtractor(min_fact_confidence=0.0)  # the rules alone
    docs = [(f"d{i}", text) for i, text in enumerate(texts)]
    chunks = [
        chunk
        for doc_id, sentences in parse_documents(load_spacy(), docs)
        for chunk in make_chunks("test", doc_id, sentences, 2000)
    ]
    triples = [(t.head, t.relation, t.tail) for t in extractor.extract(chunks)]
    return triples, dict(extractor.stats.dropped or {})


def test_extractor_drops_an_event_the_passage_told_before() -> None:
    fact = ("The Harbour Workers Union", "claim", "responsibility for the blockade")
    sentence = "The Harbour Workers Union claimed responsibility for the blockade."
    triples, _ = _triples(sentence)
    assert fact in triples  # alone, nothing earlier says which blockade
    triples, dropped = _triples("Dockers blockaded the port of Varna on Friday. " + sentence)
    assert fact not in triples
    assert dropped.get(MENTIONED_EARLIER) == 1
