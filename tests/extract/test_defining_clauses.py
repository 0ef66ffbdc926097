"""Appositive definitions completed by their relative clause
(:mod:`hanker.extract.defining_clauses`)."""

from __future__ import annotations

from hanker.extract.defining_clauses import defining_clause_end
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def _noun(sentence: str, word: str):  # type: ignore[no-untyped-def]
    doc = load_spacy()(sentence)
    return next(t for t in doc if t.text == word)


def test_a_class_noun_takes_its_restrictive_clause(extractor: SpacyExtractor) -> None:
    sentence = (
        "Last year Tom Reed learned about Marlow Syndrome, a condition that weakens the knees."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert ("Marlow Syndrome", "be", "a condition that weakens the knees") in triples
    noun = _noun(sentence, "condition")
    assert sentence[: defining_clause_end(noun)].endswith("weakens the knees")


def test_the_bare_class_noun_is_still_no_definition(extractor: SpacyExtractor) -> None:
    """No clause after the noun: ``a condition`` alone defines nothing and is dropped."""
    triples, _ = run_sentence(
        extractor, "Doctors in Leeds studied Marlow Syndrome, a condition, for ten years."
    )
    assert not any(t[0] == "Marlow Syndrome" and t[1] == "be" for t in triples)


def test_no_clause_for_other_appositives() -> None:
    # a role, not a class noun: its clause is the relative's own fact
    assert (
        defining_clause_end(_noun("Ana Ruiz, a singer who won two Grammys, sang.", "singer"))
        is None
    )
    # a definite noun, a clause after a comma, a negated clause, a clause with an aside
    assert (
        defining_clause_end(_noun("Vesta, the device that failed, was recalled.", "device")) is None
    )
    assert (
        defining_clause_end(_noun("Vesta, a device, which failed, was recalled.", "device")) is None
    )
    assert (
        defining_clause_end(_noun("Vesta, a device that never worked, was recalled.", "device"))
        is None
    )
    assert (
        defining_clause_end(
            _noun("Vesta, a device that, in tests, failed twice, was recalled.", "device")
        )
        is None
    )
