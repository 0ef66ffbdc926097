"""Verbs the parser made out of words that are no clause of their own (parse_misreads)."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from hanker.extract.parse_misreads import (
    GERUND_CONJUNCT,
    HYPHEN_SPLIT,
    PREPOSITION_CLAUSE,
    parse_misread,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run


def _parsed(words: list[str], heads: list[int], deps: list[str], tags: list[str]) -> Doc:
    """A parse given by hand: the parser's misreads depend on the model's mood."""
    return Doc(load_spacy().vocab, words=words, heads=heads, deps=deps, tags=tags)


def test_gerund_hung_on_the_verb_is_an_object_not_a_verb() -> None:
    # "Ana denied hacking or using spies": the parser made "using" a verb beside "denied"
    words = ["Ana", "denied", "hacking", "or", "using", "spies", "."]
    doc = _parsed(
        words,
        [1, 1, 1, 1, 1, 4, 1],
        ["nsubj", "ROOT", "dobj", "cc", "conj", "dobj", "punct"],
        ["NNP", "VBD", "VBG", "CC", "VBG", "NNS", "."],
    )
    assert parse_misread(doc[4]) == GERUND_CONJUNCT
    assert parse_misread(doc[1]) is None
    # "Ana is singing and dancing": a progressive shares its "is"
    doc = _parsed(
        ["Ana", "is", "singing", "and", "dancing", "."],
        [2, 2, 2, 2, 2, 2],
        ["nsubj", "aux", "ROOT", "cc", "conj", "punct"],
        ["NNP", "VBZ", "VBG", "CC", "VBG", "."],
    )
    assert parse_misread(doc[4]) is None


def test_negated_hyphenated_verb_gives_no_fact(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Tomas Berg has not co-written any novel.",
        ("Tomas Berg", "write", "any novel"),
        HYPHEN_SPLIT,
    )


def test_verbs_after_a_preposition_read_as_a_relative_clause(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Ivan Petrov is 52 and was born in Orlovo, which like the rest of the valley has become "
        "a ghost town after the floods.",
    )
    assert not any(t == "a ghost town" for _, _, t in triples), triples
    assert dropped.get(PREPOSITION_CLAUSE, 0) >= 1, dropped


@pytest.mark.parametrize(
    "sentence",
    [
        "Maria Lopez denied the charge and quit the firm.",
        "Maria Lopez is singing and dancing at the festival.",
        "Tomas Berg co-wrote the novel and edited it.",
        "Ivan Petrov has limited resources.",
        "Ivan Petrov was born in Orlovo, which has become a ghost town.",
    ],
)
def test_plain_clauses_are_no_misreads(sentence: str) -> None:
    doc = load_spacy()(sentence)
    verbs = [t for t in doc if t.pos_ in {"VERB", "AUX"}]
    assert verbs
    assert [parse_misread(v) for v in verbs] == [None] * len(verbs)
