"""Conjuncts after an of-phrase and appositives across a clause give no fact."""

from __future__ import annotations

from spacy.tokens import Doc

from hanker.extract.chain_checks import distant_appositive
from hanker.extract.of_coordination import AMBIGUOUS_CONJUNCT
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


def test_parallel_conjunct_after_an_of_phrase_is_dropped(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Being the daughter of a pilot and a nurse, Amara Obi always loved travel.",
        ("Amara Obi", "be", "a nurse"),
        AMBIGUOUS_CONJUNCT,
    )


def test_conjunct_of_another_form_is_kept(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Ravi Menon was the head of the bank and a member of the board."
    )
    assert ("Ravi Menon", "be", "a member of the board") in triples
    assert AMBIGUOUS_CONJUNCT not in dropped


def _parsed(words: list[str], heads: list[int], deps: list[str], pos: list[str]) -> Doc:
    return Doc(load_spacy().vocab, words=words, heads=heads, deps=deps, pos=pos)


def test_appositive_across_a_clause() -> None:
    # "Raised in Lagos and being a doctor's son, Ann Lee's childhood ...", misparsed with
    # "childhood" as an appositive of "Lagos"
    words = [
        "Raised",
        "in",
        "Lagos",
        "and",
        "being",
        "a",
        "son",
        ",",
        "Ann",
        "Lee",
        "'s",
        "childhood",
    ]
    heads = [0, 0, 1, 0, 0, 6, 4, 2, 9, 11, 9, 2]
    deps = ["ROOT", "prep", "pobj", "cc", "conj", "det", "attr", "punct", "compound", "poss"]
    deps += ["case", "appos"]
    pos = ["VERB", "ADP", "PROPN", "CCONJ", "AUX", "DET", "NOUN", "PUNCT", "PROPN", "PROPN"]
    pos += ["PART", "NOUN"]
    doc = _parsed(words, heads, deps, pos)
    assert distant_appositive(doc[2], doc[11])
    close = _parsed(
        ["Lagos", ",", "the", "largest", "city"],
        [0, 0, 4, 4, 0],
        ["ROOT", "punct", "det", "amod", "appos"],
        ["PROPN", "PUNCT", "DET", "ADJ", "NOUN"],
    )
    assert not distant_appositive(close[0], close[4])
