"""Dialogue and fronted phrases (round 28): terms of address read as appositions, fronted
participles and old adverbs read into a name, archaic pronouns as heads, prepositions read as
verbs, gapped and existential clauses given the wrong subject. Sentences written for the
test, not taken from any corpus; names a novel's recogniser would miss are given as the
document's own names (:mod:`hanker.extract.document_names`)."""

from __future__ import annotations

from hanker.extract.addresses import ADDRESS_TERM
from hanker.extract.fronted_phrases import FRONTED_PARTICIPLE
from hanker.extract.misread_clauses import EXISTENTIAL_CONJUNCT, GAPPED_SUBJECT, PREPOSITION_VERB
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence


def _with_names(
    extractor: SpacyExtractor, sentence: str, *names: str
) -> tuple[list[tuple[str, ...]], dict]:
    """The sentence's triples and drops when the document names ``names`` throughout."""
    extractor._document_names = frozenset(names)
    try:
        return run_sentence(extractor, sentence)
    finally:
        extractor._document_names = frozenset()


def test_address_after_a_possessive_is_no_role(extractor: SpacyExtractor) -> None:
    sentence = "That is a far smaller debt than the Hartley's, man."
    triples, dropped = _with_names(extractor, sentence, "Hartley")
    assert triples == [], triples
    assert dropped.get(ADDRESS_TERM) == 1, dropped


def test_name_called_after_an_interjection_is_no_head(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Ah, Mr. Johnson, the finest wine in France.")
    assert triples == [], triples
    assert dropped.get(ADDRESS_TERM) == 1, dropped


def test_verbless_call_before_a_dash_lists_no_roles(extractor: SpacyExtractor) -> None:
    sentence = "Mr. Grey—a rope without a knot; a lantern, and the longest of the cook's knives."
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(ADDRESS_TERM) == 2, dropped


def test_name_hung_on_the_clause_is_an_address(extractor: SpacyExtractor) -> None:
    sentence = (
        '"Yes," cried Grady, "but dry wood—mind ye that, Mr. Grady—dry wood, not your wet pine.'
    )
    triples, dropped = _with_names(extractor, sentence, "Grady")
    assert triples == [], triples
    assert dropped.get(ADDRESS_TERM) == 1, dropped


def test_appositions_of_narrative_keep_their_roles(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The board thanked Jane Doe, a lawyer from Leeds.")
    assert triples == [("Jane Doe", "be", "a lawyer from Leeds")], triples
    triples, _ = run_sentence(
        extractor, "John Smith, the chairman of Acme, said the deal was done."
    )
    assert triples == [
        ("John Smith", "be", "the chairman of Acme"),
        ("John Smith", "be chairman of", "Acme"),
    ], triples


def test_object_of_a_fronted_participle_is_no_subject(extractor: SpacyExtractor) -> None:
    sentence = "Overhearing Grady, the panic-stricken crew instantly ran to the braces."
    triples, dropped = _with_names(extractor, sentence, "Grady")
    assert triples == [], triples
    assert dropped.get(FRONTED_PARTICIPLE) == 2, dropped


def test_old_adverb_is_no_part_of_the_head(extractor: SpacyExtractor) -> None:
    sentence = '"Yes, madam," and forthwith Clara did her mother\'s errand.'
    triples, _ = _with_names(extractor, sentence, "Clara")
    assert all(not t[0].startswith("forthwith") for t in triples), triples
    assert triples == [], triples


def test_archaic_second_person_is_no_head(extractor: SpacyExtractor) -> None:
    sentence = "Ye see an old king cut down to the bone; leaning on a broken sword."
    extractor._doc = load_spacy()(sentence)
    for pronoun in ("Ye", "Thou", "Thee"):
        assert list(extractor._emit(pronoun, "lean on", "a broken sword", strict=True)) == []


def test_preposition_after_a_comma_is_no_verb(extractor: SpacyExtractor) -> None:
    sentence = (
        "Michael Jordan tried them, one by one, by twisting them, with his left hand, "
        "round a thick steel pipe."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(PREPOSITION_VERB) == 1, dropped
    triples, _ = run_sentence(
        extractor, "Ships from Lisbon round the Cape of Good Hope each spring."
    )
    assert triples == [("Ships from Lisbon", "round", "the Cape of Good Hope")], triples


def test_subject_of_a_gapped_clause_is_no_object(extractor: SpacyExtractor) -> None:
    sentence = (
        "Queen Ada keeping hers because she had won it; and Lord Bran, "
        "because he had paid for the land."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [], triples
    assert dropped.get(GAPPED_SUBJECT) == 1, dropped


def test_existential_clause_takes_no_subject_from_before(extractor: SpacyExtractor) -> None:
    sentence = (
        "Ana Ruiz was a quiet woman; but from Ana Ruiz's letters, in those weeks after "
        "the war, there slowly grew a bold plan."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert triples == [("Ana Ruiz", "be", "a quiet woman")], triples
    assert dropped.get(EXISTENTIAL_CONJUNCT, 0) >= 1, dropped
