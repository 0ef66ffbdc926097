"""Places the tagger read as persons never take a personal pronoun (coref.place_names)."""

from __future__ import annotations

import pytest

from hanker.text.coref.place_names import names_a_place
from tests.text.conftest import resolved_text


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("County Louth", True),
        ("Mount Edlin", True),
        ("Varn River", True),
        ("Holm Street", True),
        ("Louth", False),
        ("River Keane", False),
        ("Ricki Lake", False),
        ("Aoife Brennan", False),
    ],
)
def test_names_a_place(name: str, expected: bool) -> None:
    assert names_a_place(name) is expected


def test_a_county_tagged_a_person_lends_no_she_to_its_town() -> None:
    # "County Louth" is tagged PERSON, "Louth" alone a body: the town is no person, so the
    # "She" after "the Louth poet" is left (the poet's name is three sentences back)
    text = (
        "The poet Aoife Brennan died on Monday. Born Aoife Mary Brennan in Ardee, County Louth, "
        "in 1958, the poet grew up on a farm. Later the Louth poet moved to a flat above a shop. "
        "She published a novel in 1999."
    )
    assert resolved_text(text) == text
