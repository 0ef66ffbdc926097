"""The spaCy pattern extractor on single sentences (real parses)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy


def _triples(sentence: str, subject: str | None = None) -> list[tuple[str, str, str]]:
    extractor = SpacyExtractor(min_fact_confidence=0.0)
    doc = load_spacy()(sentence)
    return list(extractor._sentence_triples(doc, subject, sentence))


def test_subject_verb_object_with_prepositions() -> None:
    triples = _triples("Acme Corp opened a new factory in Lyon in 2021.")
    assert ("Acme Corp", "open", "a new factory") in triples
    assert ("Acme Corp", "open factory in", "Lyon") in triples


def test_passive_and_relative_clauses() -> None:
    assert ("The Eiffel Tower", "be designed by", "Gustave Eiffel") in _triples(
        "The Eiffel Tower was designed by Gustave Eiffel."
    )
    # outside a document with a subject, heads must name an entity
    assert _triples("The bridge was designed by Gustave Eiffel.") == []
    triples = _triples("Maria Lopez, who lives in Madrid, founded Zeta Labs.")
    assert ("Maria Lopez", "live in", "Madrid") in triples
    assert ("Maria Lopez", "found", "Zeta Labs") in triples


def test_label_lines_attach_to_the_document_subject() -> None:
    triples = _triples("Total price in dollars: 64449", subject="Agreement between A Ltd and B Ltd")
    assert triples == [("Agreement between A Ltd and B Ltd", "total price in dollars", "64449")]
    assert _triples("2. GOODS, QUANTITY AND PRICE") == []


def test_contract_terms_belong_to_the_contract() -> None:
    subject = "Agreement between Empblq LLC and Qpubwe PLC"
    triples = _triples("Qpubwe PLC will pay every invoice in full within 45 days.", subject=subject)
    assert (subject, "Qpubwe PLC pay within", "45 days") in triples
    assert ("Qpubwe PLC", "pay", "every invoice") in triples
    # without a document subject (news), the party keeps the fact, with the object it dates
    assert ("Qpubwe PLC", "pay every invoice within", "45 days") in _triples(
        "Qpubwe PLC paid every invoice in full within 45 days."
    )
    assert (
        _triples("Qpubwe PLC will pay every invoice in full within 45 days.") == []
    )  # a prediction


def test_dangling_preposition_and_values() -> None:
    subject = "Agreement between A Ltd and B Ltd"
    triples = _triples(
        f"{subject} is governed by, and will be interpreted under, the laws of Ontario.",
        subject=subject,
    )
    assert any(t[2] == "the laws of Ontario" for t in triples)
    triples = _triples(
        "Any amount still unpaid after 70 days bears a late-payment penalty of 4%.", subject=subject
    )
    assert any(t[0] == subject and "70 days" in t[2] for t in triples)


def test_pronoun_heads_are_dropped() -> None:
    extractor = SpacyExtractor(min_fact_confidence=0.0)
    doc = load_spacy()("It was sold to them.")
    assert list(extractor._sentence_triples(doc, None, doc.text)) == []


def test_particle_read_as_an_adverb_stays_with_its_verb() -> None:
    triples = _triples("When the hall emptied, Ann Lee turned the lights back off.")
    assert ("Ann Lee", "turn off", "the lights") in triples, triples


def test_spelled_out_ranks_are_a_title() -> None:
    triples = _triples("Detective Chief Superintendent Richard Waight led the inquiry.")
    assert ("Richard Waight", "title", "Detective Chief Superintendent") in triples, triples


def test_no_apposition_across_a_colon() -> None:
    triples = _triples("On Monday we heard from Mr Prigozhin: an audio message posted online.")
    assert not any(t[1] == "be" for t in triples), triples


def test_fixed_phrase_to_date_is_no_tail() -> None:
    triples = _triples("To date, more than 30 models of the Air Jordan have been made.")
    assert not any(t[2] == "date" for t in triples), triples
