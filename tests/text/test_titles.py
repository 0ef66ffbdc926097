"""Quoted titles merged into one proper-noun token before the parse (quoted-titles.v1)."""

from __future__ import annotations

import pytest

from hanker.text.nlp import load_spacy, spacy_model_name
from hanker.text.titles import is_title_case


def _merged(text: str) -> list[tuple[str, str, str]]:
    doc = load_spacy()(text)
    return [(t.text, t.tag_, t.ent_type_) for t in doc if " " in t.text]


def test_single_and_double_quoted_titles_become_one_token() -> None:
    text = (
        "Her best-known novels are 'The Glass Orchard: Book #2', 'Salt of the River', "
        'and "A Winter Without Birds."'
    )
    assert _merged(text) == [
        ("The Glass Orchard: Book #2", "NNP", "WORK_OF_ART"),
        ("Salt of the River", "NNP", "WORK_OF_ART"),
        ("A Winter Without Birds", "NNP", "WORK_OF_ART"),
    ]


def test_a_title_keeps_its_preposition() -> None:
    doc = load_spacy()('Okafor is writing a memoir titled "On the Edge of Town" this year.')
    title = next(t for t in doc if t.text == "On the Edge of Town")
    assert title.head.text != "On the Edge of Town"
    assert all(t.text not in {"On", "Edge"} for t in doc)


@pytest.mark.parametrize(
    "text",
    [
        'The minister said "we will not back down," and left.',
        "The 'leave' campaign won in most towns.",
        "Jo's aunt and Sam's uncle arrived late.",
    ],
)
def test_speech_scare_quotes_and_apostrophes_stay_words(text: str) -> None:
    assert _merged(text) == []


def test_title_case() -> None:
    assert is_title_case(["The", "Art", "of", "War"])
    assert is_title_case(["Book", "#", "3"])
    assert not is_title_case(["we", "will", "win"])
    assert not is_title_case(["The", "plan", "failed"])


def test_provenance_names_the_title_merger() -> None:
    assert spacy_model_name(load_spacy()).endswith(
        "+quoted-titles.v1+name-particles.v3+title-abbreviations.v1"
    )
