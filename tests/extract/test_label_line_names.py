"""Names and addresses in label and address lines: lower-case legal forms, a town after the street."""

from __future__ import annotations

from hanker.extract.label_lines import agreement_line_facts

SUBJECT = "Order between Kestrel Boats plc and Harrow Metals Ltd"


def test_lower_case_legal_form_in_an_address_line() -> None:
    facts = agreement_line_facts("To: Kestrel Boats plc, 3 Pier Street", "", SUBJECT)
    assert facts.triples == [("Kestrel Boats plc", "address", "3 Pier Street")]


def test_a_role_line_with_name_and_address_gives_the_address() -> None:
    facts = agreement_line_facts(
        "Supplier: Harrow Metals Ltd, 88 Forge Lane, Sheffield", "", SUBJECT
    )
    assert (SUBJECT, "supplier", "Harrow Metals Ltd, 88 Forge Lane, Sheffield") in facts.triples
    assert ("Harrow Metals Ltd", "address", "88 Forge Lane, Sheffield") in facts.triples
    # a value that is no name and address gives no address
    facts = agreement_line_facts("Payment terms: 30 days, net", "", SUBJECT)
    assert [t[1] for t in facts.triples] == ["payment terms"]
