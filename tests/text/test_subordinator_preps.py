"""Subordinate clauses the parser read as prepositional phrases (hanker.text.subordinator_preps)."""

from __future__ import annotations

import pytest

from hanker.text.nlp import load_spacy
from hanker.text.subordinator_preps import misread_clause_phrases


def _phrases(sentence: str) -> list[str]:
    doc = load_spacy()(sentence)
    return [" ".join(doc[i].text for i in sorted(p)) for p in misread_clause_phrases(doc)]


@pytest.mark.parametrize(
    ("sentence", "phrase"),
    [
        (
            "Chelsea keeper Tom Berg produced a Wembley masterclass as caretaker boss Ana Ruiz"
            " made it six wins out of six.",
            "as caretaker boss Ana Ruiz",
        ),
        ("United won as striker Tom Berg scored twice.", "as striker Tom Berg"),
    ],
)
def test_a_phrase_whose_object_is_the_next_verbs_subject_is_a_clause(
    sentence: str, phrase: str
) -> None:
    assert _phrases(sentence) == [phrase]


@pytest.mark.parametrize(
    "sentence",
    [
        "The man who served as mayor was arrested in May.",  # the verb has its own subject
        "Ana Ruiz worked as a nurse before the war ended.",  # a real phrase, then a clause
        "She left the hall after the meeting.",
        "Leeds won the final as striker Omar Reyes scored twice.",  # parsed as a clause
    ],
)
def test_real_phrases_are_kept(sentence: str) -> None:
    assert _phrases(sentence) == []
