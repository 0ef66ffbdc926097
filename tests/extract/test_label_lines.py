"""Label, address and party lines of agreements, whatever the parser tags their words."""

from __future__ import annotations

import pytest

from hanker.extract.label_lines import agreement_line_facts
from hanker.extract.spacy_patterns import SpacyExtractor

SUBJECT = "Term sheet between Vantor Mills Ltd and Quell Foods BV"


@pytest.mark.parametrize(
    ("line", "relation", "value"),
    [
        (
            "Governing law: the laws of the State of Oregon",
            "governing law",
            "the laws of the State of Oregon",
        ),
        ("Amount paid: 4500 dollars", "amount paid", "4500 dollars"),
        ("Shipping method chosen by: Buyer", "shipping method chosen by", "Buyer"),
        (
            "Invoice issued within: 7 days after delivery",
            "invoice issued within",
            "7 days after delivery",
        ),
    ],
)
def test_label_lines_with_verb_tagged_labels(line: str, relation: str, value: str) -> None:
    facts = agreement_line_facts(line, line, SUBJECT)
    assert facts.consumed and facts.triples == [(SUBJECT, relation, value)]


def test_label_lines_through_the_extractor() -> None:
    extractor = SpacyExtractor()
    doc = extractor.nlp("Governing law: the laws of Ontario")
    assert list(extractor._sentence_triples(doc, SUBJECT, doc.text)) == [
        (SUBJECT, "governing law", "the laws of Ontario")
    ]


def test_possessive_labels_and_resolved_roles_name_the_party() -> None:
    original = "Seller's registered address: 12 Kiln Lane"
    resolved = "Vantor Mills Ltd's registered address: 12 Kiln Lane"
    facts = agreement_line_facts(original, resolved, SUBJECT)
    assert facts.triples == [("Vantor Mills Ltd", "registered address", "12 Kiln Lane")]
    facts = agreement_line_facts(
        "Costs paid by: Seller", "Costs paid by: Vantor Mills Ltd", SUBJECT
    )
    assert facts.triples == [(SUBJECT, "costs paid by", "Vantor Mills Ltd")]


def test_address_and_party_lines() -> None:
    assert agreement_line_facts("To: Quell Foods BV, 8 Dock Road", "", SUBJECT).triples == [
        ("Quell Foods BV", "address", "8 Dock Road")
    ]
    clause = (
        "This Agreement is made between Vantor Mills Ltd, a company having its registered office at "
        '12 Kiln Lane (hereinafter the "Seller"), and Quell Foods BV of 8 Dock Road (the "Buyer").'
    )
    assert agreement_line_facts(clause, clause, SUBJECT).triples == [
        ("Vantor Mills Ltd", "registered address", "12 Kiln Lane"),
        ("Quell Foods BV", "address", "8 Dock Road"),
    ]


def test_means_definitions_and_no_subject_means_no_reading() -> None:
    line = '1.1 "Products" means the oak flooring to be supplied under this agreement.'
    assert agreement_line_facts(line, line, SUBJECT).triples == [
        (SUBJECT, "products", "oak flooring")
    ]
    # outside agreements (no document subject) these readers stay silent
    assert (
        agreement_line_facts("Governing law: Oregon", "Governing law: Oregon", None).triples == []
    )
