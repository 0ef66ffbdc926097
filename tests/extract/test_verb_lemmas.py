"""Verb base forms at a doubled consonant (verb_lemmas, through relation_garbles)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator
from tests.extract.conftest import run_sentence


def test_a_stray_doubled_consonant_and_e_are_undone(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Orla Byrne is blogging about Chilean wine.")
    assert triples == [("Orla Byrne", "blog about", "Chilean wine")]
    triples, _ = run_sentence(extractor, "Kestrel Systems is prepping a second factory in Ohio.")
    assert triples == [
        ("Kestrel Systems", "prep", "a second factory"),
        ("Kestrel Systems", "prep factory in", "Ohio"),
    ]


def test_the_lemma_the_written_form_inflects_plainly_wins(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Kestrel Systems installed solar panels at its Ohio plant."
    )
    assert triples == [
        ("Kestrel Systems", "install", "solar panels"),
        ("Kestrel Systems", "install panel at", "its Ohio plant"),
    ]


def test_a_doubled_consonant_of_a_known_verb_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Kestrel Systems shipped the first batch of engines.")
    assert triples == [("Kestrel Systems", "ship", "the first batch of engines")]


def test_questions_find_the_verb_of_a_mended_relation() -> None:
    item = SynthesisInput(
        "f",
        "Kestrel Systems",
        "prep",
        "a second factory",
        "Kestrel Systems is prepping a second factory in Ohio.",
        "Kestrel Systems is prepping a second factory in Ohio.",
        {},
    )
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    assert [c.question for c in cases if c.answer == "Kestrel Systems"] == [
        "Who is prepping a second factory in Ohio?"
    ]
