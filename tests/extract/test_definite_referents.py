"""Definite descriptions of things the passage names or introduces, and vague subsets as
heads, are dropped; phrases a name, plural or of-phrase restricts are kept
(:mod:`hanker.extract.definite_referents`)."""

from __future__ import annotations

import pytest

from hanker.extract.base import ExtractionStats
from hanker.extract.definite_referents import (
    NAMED_BEFORE,
    NAMED_EARLIER,
    NEEDS_REFERENT,
    VAGUE_SUBSET,
    definite_referent_problem,
    named_nouns,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from hanker.text.segment import make_chunks, parse_documents


@pytest.mark.parametrize(
    ("head", "relation", "tail", "reason"),
    [
        ("Lena Park", "be", "the architect", NEEDS_REFERENT),
        ("The Falcon sneakers", "be worn by", "the tennis star", NEEDS_REFERENT),
        ("Omar Haddad", "be", "the fifth surgeon", NEEDS_REFERENT),
        ("Tom Reyes", "be hurt in", "the inferno", NEEDS_REFERENT),
        ("Chile", "offer to take", "the lead", NEEDS_REFERENT),
        ("Dora Lim", "hold the post since", "2015", NEEDS_REFERENT),
        ("some teachers", "criticise", "a new timetable", VAGUE_SUBSET),
        ("Several shops in Leeds", "close on", "Sunday", VAGUE_SUBSET),
        ("Ana Ruiz", "hit", "the post", None),  # a goal post: no position taken
        ("Dr Sato", "thank", "the nurses", None),  # a group present in the scene
        ("Lena Park", "be", "the architect of the new library", None),
        ("Lena Park", "be", "the Danish architect Jens Olsen", None),
        ("some of Omar Haddad's poems", "be translated into", "Welsh", None),
        ("Several thousand farmers", "march on", "Paris", None),
        ("some novels by Omar Haddad", "be set in", "Cairo", None),
    ],
)
def test_referent_and_subset_rules(head: str, relation: str, tail: str, reason: str | None) -> None:
    assert definite_referent_problem(head, relation, tail, None) == reason


def test_named_nouns_are_nouns_with_a_name_in_their_phrase() -> None:
    nlp = load_spacy()
    assert "dam" in named_nouns(nlp("Engineers inspected the Varna dam on Monday."))
    assert "centre" in named_nouns(nlp("Staff at the Kessler Space Center met the crew."))
    assert "drug" in named_nouns(nlp("Doctors prescribed the slimming drug Zelvix to her."))
    assert "network" not in named_nouns(nlp("Buses were halted across London's transport network."))
    assert "dam" not in named_nouns(nlp("Engineers inspected a dam on Monday."))
    assert "film" in named_nouns(nlp("She watched a Chilean film at home."))


def test_tail_named_in_an_earlier_sentence() -> None:
    nlp = load_spacy()
    doc = nlp("The village of Tull lies below the dam.")
    assert definite_referent_problem("The village of Tull", "lie below", "the dam", doc) is None
    doc.user_data[NAMED_BEFORE] = named_nouns(nlp("Engineers inspected the Varna dam on Monday."))
    assert definite_referent_problem("The village of Tull", "lie below", "the dam", doc) == (
        NAMED_EARLIER
    )


def test_tail_named_earlier_in_the_same_sentence() -> None:
    doc = load_spacy()("After the Orlo bridge reopened, buses crossed the bridge again.")
    assert definite_referent_problem("buses", "cross", "the bridge", doc) == NAMED_EARLIER
    assert definite_referent_problem("buses", "cross", "the Orlo bridge", doc) is None


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(min_fact_confidence=0.0)  # the rules alone


def _triples(extractor: SpacyExtractor, *texts: str) -> tuple[list[tuple[str, str, str]], dict]:
    """The triples of whole documents (one per text) and the drops counted, by reason."""
    extractor.stats = ExtractionStats()
    docs = [(f"d{i}", text) for i, text in enumerate(texts)]
    chunks = [
        chunk
        for doc_id, sentences in parse_documents(load_spacy(), docs)
        for chunk in make_chunks("test", doc_id, sentences, 2000)
    ]
    triples = [(t.head, t.relation, t.tail) for t in extractor.extract(chunks)]
    return triples, dict(extractor.stats.dropped or {})


def test_extractor_drops_description_of_a_bridge_named_before(extractor: SpacyExtractor) -> None:
    text = "Police closed the Orlo bridge in May. Lena Park drove across the bridge."
    triples, dropped = _triples(extractor, text)
    assert ("Lena Park", "drive across", "the bridge") not in triples
    assert dropped.get(NAMED_EARLIER) == 1


def test_extractor_keeps_it_when_no_earlier_sentence_names_it(extractor: SpacyExtractor) -> None:
    triples, _ = _triples(extractor, "Lena Park drove across the bridge.")
    assert ("Lena Park", "drive across", "the bridge") in triples
    other = "Police closed the Orlo bridge in May."  # another document: no antecedent
    triples, _ = _triples(extractor, other, "Lena Park drove across the bridge.")
    assert ("Lena Park", "drive across", "the bridge") in triples
