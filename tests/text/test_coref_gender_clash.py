"""A man and a woman in one sentence are two people (coref.gender_clash, identity, strict)."""

from __future__ import annotations

from tests.text.conftest import resolved_text


def test_object_of_a_verb_the_name_controls_is_someone_else() -> None:
    # "hire" has no subject of its own: Taylor Brook hires, so "him" is not Taylor Brook
    text = "Taylor Brook plans to hire him as a guide for the trip."
    assert resolved_text(text) == text


def test_object_pronoun_shows_no_gender_of_the_subject() -> None:
    # "him" is someone Taylor Brook hires, no sign that Taylor Brook is a man: "she" may be
    text = (
        "Taylor Brook plans to hire him as a guide for the trip, but before she can do so, "
        "he quietly vanishes."
    )
    assert resolved_text(text) == (
        "Taylor Brook plans to hire him as a guide for the trip, but before Taylor Brook "
        "can do so, he quietly vanishes."
    )


def test_pronoun_after_a_left_pronoun_of_the_other_gender_stays() -> None:
    # "he'd" is left as written (fused with its verb): Rowan Pike may be he or she
    text = "Rowan Pike waited in the hall for an hour. Once he'd gone, she locked the door."
    assert resolved_text(text) == text
