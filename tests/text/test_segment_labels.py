"""Segmentation keeps a ``Label: value`` line whole (the parser alone may split it)."""

from __future__ import annotations

from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents


def test_label_line_is_one_sentence() -> None:
    nlp = load_spacy()
    line = "Seller's registered address: 052 Ssjuxh Street"
    assert len(list(nlp(line).sents)) > 1  # what the parser does on its own
    text = f"TERM SHEET\n\n{line}\nThe Seller ships. The Customer pays."
    [(_, sentences)] = list(parse_documents(nlp, [("d", text)]))
    assert line in [s.text for s in sentences]
    # prose lines are still split into their sentences
    assert "The Seller ships." in [s.text for s in sentences]
