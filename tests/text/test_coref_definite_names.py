"""Bare definite descriptions a name just before settles (coref.definite_names)."""

from __future__ import annotations

from tests.text.conftest import resolved_text


def test_the_kind_after_a_name_ending_in_it_takes_the_name() -> None:
    text = (
        "A cargo plane from Lisbon landed at Marlow Airport on Monday. "
        "Passengers waited near the airport fence. "
        "Police closed the airport for two hours."
    )
    assert resolved_text(text) == (
        "A cargo plane from Lisbon landed at Marlow Airport on Monday. "
        "Passengers waited near the airport fence. "
        "Police closed Marlow Airport for two hours."
    )


def test_a_lower_case_kind_after_a_name_keeps_the_article() -> None:
    text = "Engineers inspected the Orwin dam in May. The dam had cracked after heavy rain."
    assert resolved_text(text) == (
        "Engineers inspected the Orwin dam in May. The Orwin dam had cracked after heavy rain."
    )


def test_a_rival_of_the_same_kind_in_between_leaves_the_mention() -> None:
    text = (
        "Delegates met at Lakeside Airport. A second airport was built later. Planes used the "
        "airport."
    )
    assert resolved_text(text) == text


def test_two_names_of_the_kind_leave_the_mention() -> None:
    text = "The team flew from Brook Airport to Lakeside Airport. Reporters waited at the airport."
    assert resolved_text(text) == text


def test_a_modified_or_distant_mention_stays() -> None:
    text = (
        "The singer played at the Fenwick Arena on Friday. "
        "Fans had queued for hours. Many sang along. Some cried. Others left early. "
        "Staff cleaned the arena on Saturday, and the old arena next door stayed shut."
    )
    assert resolved_text(text) == text


def test_a_time_noun_is_no_mention_of_a_named_day() -> None:
    text = "Crowds marked Harvest Day in the square. Later in the day, the crowds left."
    assert resolved_text(text) == text


def test_an_indefinite_or_epithet_phrase_is_no_name() -> None:
    text = (
        "The singer was treated at a Denton hospital. Nurses said the hospital was full. "
        "Fans gathered in the Ohio city of Akron. Police said the city was calm."
    )
    assert resolved_text(text) == text


def test_a_place_name_as_a_speaker_is_no_name_of_the_place() -> None:
    text = (
        "Carlton Street said the new tax plan was fair. "
        "Residents said the street was quiet after the fire."
    )
    assert resolved_text(text) == text


def test_a_heading_names_nothing_the_text_goes_back_to() -> None:
    """``The Old Lighthouse.`` as a chapter's title: neither ``the lighthouse`` nor ``it``
    below it is the title."""
    text = (
        "CHAPTER 7. The Old Lighthouse.\n\n"
        "It was a grey and windy morning. Fishermen watched the lighthouse from the quay."
    )
    assert resolved_text(text) == text.replace("\n\n", " ")
