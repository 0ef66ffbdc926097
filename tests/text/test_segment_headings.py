"""Segmentation cuts an ALL-CAPS section heading off the sentence it runs into."""

from __future__ import annotations

from hanker.text.headings import split_headings
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents


def _sentences(text: str) -> list[str]:
    [(_, sentences)] = list(parse_documents(load_spacy(), [("d", text)]))
    return [s.text for s in sentences]


def test_run_in_heading_is_its_own_sentence() -> None:
    text = (
        "The harbour was dredged last spring. PUBLIC WORKS Repairs to the old pier are complete. "
        "FISHERIES The catch of cod rose again."
    )
    assert _sentences(text) == [
        "The harbour was dredged last spring.",
        "PUBLIC WORKS",
        "Repairs to the old pier are complete.",
        "FISHERIES",
        "The catch of cod rose again.",
    ]


def test_heading_at_line_start_keeps_offsets() -> None:
    text = "Intro line.\nTAXATION Reform of the stamp duty is overdue."
    [(_, sentences)] = list(parse_documents(load_spacy(), [("d", text)]))
    assert [(s.start, s.text) for s in sentences] == [
        (0, "Intro line."),
        (12, "TAXATION"),
        (21, "Reform of the stamp duty is overdue."),
    ]
    assert all(text[s.start : s.end] == s.text for s in sentences)


def test_acronyms_opening_names_stay() -> None:
    for line in (
        "NATO Secretary General Ann Berg spoke in Oslo.",
        "The vote passed. BBC Radio Kent reported it first.",
        "SNP MP Jane Doe resigned.",
        "UNESCO World Heritage status came in 1990.",
        "NSPCC Cymru said the rules failed.",
        "USA Gymnastics fired its coach.",
    ):
        assert split_headings(0, line) == [(0, line)], line
