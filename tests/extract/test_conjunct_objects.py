"""A noun the parser hangs on the verb as a conjunct shares the object slot before it
(hanker.extract.spacy_objects.noun_conjunct_relation)."""

from __future__ import annotations

from hanker.extract.spacy_objects import noun_conjunct_relation
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence as _run


def test_a_conjunct_after_a_prepositional_object_keeps_the_preposition(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Ms Ann Rowe called for an end to badger culls and a ban on snares."
    doc = load_spacy()(sentence)
    ban = next(t for t in doc if t.text == "ban")
    assert ban.dep_ == "conj" and ban.head.text == "called"  # the misreading this rule is for
    assert noun_conjunct_relation(ban.head, ban, "call") == "call for"
    triples, _ = _run(extractor, sentence)
    assert ("Ms Ann Rowe", "call for", "a ban on snares") in triples
    assert ("Ms Ann Rowe", "call", "a ban on snares") not in triples


def test_a_conjunct_after_a_direct_object_keeps_the_verb() -> None:
    doc = load_spacy()("The club sold its ground and a training centre.")
    verb = next(t for t in doc if t.text == "sold")
    centre = next(t for t in doc if t.text == "centre")
    assert noun_conjunct_relation(verb, centre, "sell") == "sell"
