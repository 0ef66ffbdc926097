"""Participles of an aside between dashes read as the clause's verbs stay passive
(hanker.extract.aside_participles, ``spacy-patterns.v42``). Sentences written for the test."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence


def test_a_participle_of_a_dash_aside_is_passive(extractor: SpacyExtractor) -> None:
    sentence = (
        'That same week, Ana Costa - the Brazilian engineer described as a "genius" by Lula '
        "and placed under police protection - was honored in Brasilia."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert ("Ana Costa", "be placed under", "police protection") in triples, triples
    assert ("Ana Costa", "place under", "police protection") not in triples, triples
    assert ("Ana Costa", "be honored in", "Brasilia") in triples, triples


def test_a_closed_role_keeps_the_active_verbs(extractor: SpacyExtractor) -> None:
    # the role is closed by its comma: "founded" is Tom Reed's own act
    sentence = "Tom Reed, the banker, founded Globex in 1990 and was knighted in 2005."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Tom Reed", "found", "Globex") in triples, triples
    assert ("Tom Reed", "be knighted in", "2005") in triples, triples


def test_a_subject_after_a_fronted_adjunct_keeps_its_active_verbs(
    extractor: SpacyExtractor,
) -> None:
    # the comma closes "In 1990", not an aside: "founded" is Tom Hale's own act
    sentence = "In 1990, Tom Hale founded Globex, was knighted in 2005 and died in 2010."
    triples, _ = run_sentence(extractor, sentence)
    assert ("Tom Hale", "found", "Globex") in triples, triples
    assert ("Tom Hale", "be founded", "Globex") not in triples, triples
