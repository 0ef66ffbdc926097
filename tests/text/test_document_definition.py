"""An agreement that defines itself by name, and parties whose defined term is part of their name."""

from __future__ import annotations

from hanker.text.coref import COREF, apply_replacements
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents

TEXT = (
    "HEADS OF TERMS\n\n"
    'This Heads of Terms (the "HoT") is signed by Ashgrove College, an educational charity '
    '(the "College"), and Marlow Water Board, a public body (the "Board").\n'
    "The HoT takes effect on 01-02-2020.\n"
    "The College will host two workshops for the Board.\n"
)


def test_the_document_named_by_this_is_no_party() -> None:
    nlp = load_spacy()
    [(_, sentences)] = list(parse_documents(nlp, [("d", TEXT)]))
    result = COREF.get("rules")().resolve("d", TEXT, sentences)
    apply_replacements(sentences, result.replacements)
    resolved = " ".join(s.resolved for s in sentences)
    assert result.subject == "HoT between Ashgrove College and Marlow Water Board"
    assert "HoT between Ashgrove College and Marlow Water Board takes effect" in resolved
    # the defined term is part of the name: the name is not rewritten inside itself
    assert "Ashgrove Ashgrove" not in resolved and "Marlow Water Marlow" not in resolved
    assert "Ashgrove College will host two workshops for Marlow Water Board." in resolved
