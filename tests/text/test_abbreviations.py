"""Abbreviated titles stay one token and do not end the sentence (title-abbreviations.v1)."""

from __future__ import annotations

from hanker.text.nlp import load_spacy


def test_a_rank_abbreviation_does_not_end_the_sentence() -> None:
    doc = load_spacy()("By May, Hale had Brig. Gen. Ivo Mars and Capt. Ann Lee in place.")
    assert [s.text for s in doc.sents] == [doc.text]
    assert "Brig." in [t.text for t in doc]


def test_an_abbreviation_before_a_new_sentence_still_ends_it() -> None:
    doc = load_spacy()("The sergeant rose to Col. He retired in 1990.")
    assert len(list(doc.sents)) == 2
