"""A tail whose span swallowed the clause's subject gives no fact (swallowed_subjects)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.swallowed_subjects import SWALLOWED_SUBJECT, swallowed_subject
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def test_a_date_tail_that_took_in_the_subject_is_dropped(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "In June Ms Petrova joined Channel Four.")
    assert triples == [("Ms Petrova", "join", "Channel Four")]
    assert dropped.get(SWALLOWED_SUBJECT) == 1, dropped
    triples, _ = run_sentence(extractor, "In May Mr Alvarez opened a bakery in Lyon.")
    assert triples == [("Mr Alvarez", "open", "a bakery"), ("Mr Alvarez", "open bakery in", "Lyon")]


def test_a_subject_of_the_tails_own_clause_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Nadia Petrova read the book she wrote in prison.")
    assert triples == [("Nadia Petrova", "read", "the book she wrote in prison")]


def test_a_roman_numeral_after_a_name_is_no_pronoun(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Arturo Ferrer wrote a history of World War I.")
    assert triples == [("Arturo Ferrer", "write", "a history of World War I")]
    doc = load_spacy()("Arturo Ferrer fought in World War I as a pilot.")
    numeral = next(t for t in doc if t.text == "I")
    assert numeral.tag_ == "PRP"  # the tagger's reading: a pronoun
    start = doc.text.index("World")
    war = doc[numeral.i - 1]
    assert swallowed_subject(war, start, numeral.idx + 1) is None
