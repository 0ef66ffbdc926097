"""Agreements in any wording: definition forms, subject, letters, clause numbers; nothing on narrative text."""

from __future__ import annotations

import pytest

from hanker.text.agreement import document_subject, looks_like_agreement, read_parties
from hanker.text.coref import COREF, apply_replacements
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents


def _resolve(text: str) -> tuple[str, str | None]:
    nlp = load_spacy()
    [(_, sentences)] = list(parse_documents(nlp, [("doc", text)]))
    result = COREF.get("rules")().resolve("doc", text, sentences)
    apply_replacements(sentences, result.replacements)
    return "\n".join(s.resolved or s.text for s in sentences), result.subject


@pytest.mark.parametrize(
    "definition",
    [
        '(the "Vendor")',
        '(hereinafter "Vendor")',
        '(hereinafter the "Vendor")',
        '(hereinafter referred to as the "Vendor")',
        '(hereinafter called the "Vendor")',
    ],
)
def test_every_definition_form_names_the_party(definition: str) -> None:
    text = (
        "LICENCE AGREEMENT\n\n"
        f"This agreement is made between Tarnow Systems GmbH, of 14 Elm Street {definition}, "
        'and Ruiz Analytics SL (the "Licensee").\n'
        "1.1 The Vendor shall deliver the software within 9 days.\n"
    )
    reading = read_parties(text)
    assert [p.name for p in reading.parties] == ["Tarnow Systems GmbH", "Ruiz Analytics SL"]
    assert reading.parties[0].terms == ["Vendor"]
    resolved, subject = _resolve(text)
    assert subject == "Licence agreement between Tarnow Systems GmbH and Ruiz Analytics SL"
    assert "Tarnow Systems GmbH shall deliver the software within 9 days." in resolved
    assert "1.1" not in resolved


def test_means_definitions_and_role_lines() -> None:
    text = (
        "HEADS OF TERMS\n\n"
        "Landlord: Okafor Estates Ltd\n"
        "Tenant: Lindqvist Bakery AB\n"
        "Landlord's registered address: 3 Harbour Row\n"
        '"Premises" means Unit 4 at 77 Canal Street.\n'
        "The Tenant shall occupy the Premises from 01-05-2020.\n"
    )
    reading = read_parties(text)
    assert looks_like_agreement(text, reading)
    assert [p.name for p in reading.parties] == ["Okafor Estates Ltd", "Lindqvist Bakery AB"]
    assert reading.values == {"Premises": "Unit 4 at 77 Canal Street"}
    resolved, subject = _resolve(text)
    assert subject == "Heads of terms between Okafor Estates Ltd and Lindqvist Bakery AB"
    assert "Okafor Estates Ltd's registered address: 3 Harbour Row" in resolved
    assert "Lindqvist Bakery AB shall occupy Unit 4 at 77 Canal Street from 01-05-2020." in resolved


def test_subject_from_the_parties_clause_without_a_title() -> None:
    text = (
        'Made between Pellow Freight Ltd (the "Carrier") and Amsel Textiles KG (the "Shipper").\n'
        "The Carrier shall collect the goods.\n"
    )
    reading = read_parties(text)
    assert document_subject(text, reading.parties) == (
        "Agreement between Pellow Freight Ltd and Amsel Textiles KG"
    )


def test_we_and_you_in_a_letter_resolve_to_the_named_parties() -> None:
    text = (
        "Dear Ms Vance,\n\n"
        "Offer of employment\n\n"
        'We, Corvid Labs Inc (the "Employer"), offer you, Nadia Vance (the "Employee"), '
        "a post on the terms below.\n"
        "We will pay you 40 dollars per hour.\n"
        "Your working day starts at 8:00.\n"
        "Either of us may end your employment by giving 4 weeks' notice.\n"
    )
    resolved, subject = _resolve(text)
    assert subject == "Offer of employment between Corvid Labs Inc and Nadia Vance"
    assert "Corvid Labs Inc will pay Nadia Vance 40 dollars per hour." in resolved
    assert "Nadia Vance's working day starts at 8:00." in resolved
    assert "Either of us may end Nadia Vance's employment" in resolved  # "us" here is both parties


@pytest.mark.parametrize("number", ["2.1", "(1)", "Section 3", "(b)", "4."])
def test_clause_numbers_leave_the_resolved_text(number: str) -> None:
    text = (
        'SERVICES AGREEMENT\n\nThis agreement is made between Brekke Consulting AS (the "Consultant") '
        'and Moreau Retail SA (the "Client").\n'
        f"{number} The Client shall pay each invoice within 30 days.\n"
    )
    resolved, _ = _resolve(text)
    assert "Moreau Retail SA shall pay each invoice within 30 days." in resolved.splitlines()


def test_narrative_with_bracketed_quotes_gets_no_subject_or_term() -> None:
    text = (
        'Mrs. Hale looked at the boy ("How will you learn?") and said nothing. '
        'Later Tom Price, her neighbour ("the Captain"), came by.\n'
        'The Captain laughed. ("We shall see," he said.) You could hear the sea from the house.\n'
    )
    reading = read_parties(text)
    assert not looks_like_agreement(text, reading)
    resolved, subject = _resolve(text)
    assert subject is None
    assert "The Captain laughed." in resolved
    assert "You could hear the sea" in resolved


def test_quoted_aliases_deep_in_an_article_are_no_parties() -> None:
    opening = "The guild of glassmakers grew in the harbour towns over three centuries. " * 40
    text = (
        f'{opening}\n\nEarly masters such as Ivo Brandt, Lena Moss ("Lenora") and Piet van Rijn '
        '("Petrus" or "Pieter") wrote treatises that later craftsmen agreed were the basis of '
        "the trade, and each shall be remembered.\n"
    )
    reading = read_parties(text)
    assert len(reading.parties) >= 2  # two names with quoted aliases ...
    assert not looks_like_agreement(text, reading)  # ... but far from any opening
    _, subject = _resolve(text)
    assert subject is None


def test_we_and_you_defined_by_quoted_pronouns() -> None:
    text = (
        "Engagement letter\n\n"
        'This letter confirms that Holm Advisory LLP ("we", "us") will audit the accounts of '
        'Birch Garden Supplies plc ("you").\n'
        "You will pay our invoices within 21 days.\n"
    )
    reading = read_parties(text)
    assert (reading.we, reading.you) == ("Holm Advisory LLP", "Birch Garden Supplies plc")
    resolved, _ = _resolve(text)
    assert (
        "Birch Garden Supplies plc will pay Holm Advisory LLP's invoices within 21 days."
        in resolved
    )
