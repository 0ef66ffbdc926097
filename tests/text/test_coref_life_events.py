"""Names that live a person's life are persons whatever their tag (coref.life_events)."""

from __future__ import annotations

import pytest

from hanker.text.coref.life_events import lives_a_life
from hanker.text.nlp import load_spacy
from tests.text.test_coref_gender_evidence import _resolved_with_tags


@pytest.mark.parametrize("label", ["ORG", "GPE"])
def test_a_name_born_or_married_keeps_the_later_pronoun(label: str) -> None:
    text = "Maren Tollefsen was born in Tromso in 1958. Her first kiln stood in a boathouse."
    assert _resolved_with_tags(text, "Maren Tollefsen", label) == (
        "Maren Tollefsen was born in Tromso in 1958. "
        "Maren Tollefsen's first kiln stood in a boathouse."
    )
    text = "Anselm Kettridge married a painter in 1971. He later taught drawing in Leeds."
    assert _resolved_with_tags(text, "Anselm Kettridge", label) == (
        "Anselm Kettridge married a painter in 1971. "
        "Anselm Kettridge later taught drawing in Leeds."
    )


def test_a_body_that_retires_a_thing_or_is_born_of_one_is_no_person() -> None:
    text = "Brellan Motors retired the van in 2004. Its last model sold poorly."
    assert _resolved_with_tags(text, "Brellan Motors", "ORG") == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Maren Tollefsen was born in Tromso.", True),
        ("Maren Tollefsen died in 1990.", True),
        ("Maren Tollefsen did not marry.", False),
        ("Maren Tollefsen was born out of a merger.", False),
        ("Maren Tollefsen retired the old ferry.", False),
        ("Maren Tollefsen sold the old ferry.", False),
    ],
)
def test_lives_a_life(text: str, expected: bool) -> None:
    doc = load_spacy()(text)
    span = doc.char_span(0, len("Maren Tollefsen"), label="ORG")
    assert lives_a_life(span) is expected


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ("Corin Banks was born in Leeds.", "Corin Banks", True),  # "Banks" read as a plural
        ("Afghans died in the raid.", "Afghans", False),  # a people
    ],
)
def test_a_full_name_ending_in_a_plural_looking_surname_lives_a_life(
    text: str, name: str, expected: bool
) -> None:
    span = load_spacy()(text).char_span(0, len(name), label="ORG")
    assert lives_a_life(span) is expected
