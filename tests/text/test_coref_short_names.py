"""Capitalised short names the document's one full name settles (coref.short_names)."""

from __future__ import annotations

from tests.text.conftest import resolved_text


def test_a_short_name_takes_the_one_full_name_with_its_head_word() -> None:
    text = (
        "The Harrow Guild of Weavers was set up in 1880. "
        "Its looms were sold in 1921. The Guild closed in 1930."
    )
    assert resolved_text(text) == (
        "The Harrow Guild of Weavers was set up in 1880. "
        "The Harrow Guild of Weavers's looms were sold in 1921. "
        "The Harrow Guild of Weavers closed in 1930."
    )


def test_a_short_name_after_a_compound_name_keeps_its_article() -> None:
    text = "Voters backed the Marsh Party in 1990. Four years later the Party lost every seat."
    assert resolved_text(text) == (
        "Voters backed the Marsh Party in 1990. Four years later the Marsh Party lost every seat."
    )


def test_two_full_names_with_the_head_word_leave_the_short_name() -> None:
    text = (
        "Envoys of the Baltic Council and the Nordic Council met in Riga. "
        "The Council issued a statement."
    )
    assert resolved_text(text) == text


def test_a_short_name_with_no_full_name_or_a_longer_phrase_stays() -> None:
    text = "The Assembly met in May. Delegates of the Assembly Hall left early."
    assert resolved_text(text) == text


def test_a_title_before_a_persons_name_is_no_full_name() -> None:
    text = "Queen Edith ruled the island for years. The Queen died in 1066."
    assert resolved_text(text) == text


def test_a_plural_short_name_is_left_as_written() -> None:
    text = "Crowds cheered the Harbour Eagles on Sunday. The Eagles scored 38 points."
    assert resolved_text(text) == text  # a plural may be a people's name ("the Medes")
    text = "African Americans marched in the city. The Americans later met the French."
    assert resolved_text(text) == text


def test_a_full_name_the_parse_cut_short_is_no_full_name() -> None:
    text = "She joined the Academy of Motion Picture Arts and Sciences. The Academy praised her."
    assert resolved_text(text) == text


def test_a_full_name_without_an_article_drops_the_mentions_the() -> None:
    text = "Pilgrims gathered at Melrose Cathedral on Monday. Later the Cathedral closed its doors."
    assert resolved_text(text) == (
        "Pilgrims gathered at Melrose Cathedral on Monday. Later Melrose Cathedral closed its doors."
    )


def test_a_name_with_its_own_capital_the_is_no_short_mention() -> None:
    text = "The Tollers Band toured in May. Fans cheered The Band at every stop."
    assert resolved_text(text) == text


def test_a_full_name_of_nested_compounds_is_taken_whole() -> None:
    text = "The story ran in the New Harbour Gazette on Monday. Later the Gazette printed a reply."
    assert resolved_text(text) == (
        "The story ran in the New Harbour Gazette on Monday. "
        "Later the New Harbour Gazette printed a reply."
    )


def test_a_short_name_used_before_its_one_full_name_or_far_after_it_stays() -> None:
    text = (
        "Troops loyal to the Federation marched north. Envoys met at the Orrin Federation "
        "hall. Later the Federation sent more troops."
    )
    assert resolved_text(text) == text
    text = (
        "The Dunmore Council met in May. Members voted. The vote was close. Fees rose. "
        "Shops closed. In June the Council met again."
    )
    assert resolved_text(text) == text


def test_a_name_with_on_or_for_inside_one_entity_is_a_full_name() -> None:
    text = "Envoys visited the Trust for Rural Housing in Devon. The Trust bought ten farms."
    assert resolved_text(text) == text.replace(
        "The Trust bought", "The Trust for Rural Housing bought"
    )


def test_a_full_name_brought_in_with_a_keeps_the_article_of_its_short_name() -> None:
    text = (
        "I have already established a Committee on Government Organization. "
        "The Committee is using the reports of earlier studies."
    )
    assert resolved_text(text) == text.replace(
        "The Committee is", "The Committee on Government Organization is"
    )


def test_a_date_after_on_is_no_part_of_the_name() -> None:
    text = "The Council on Monday approved the plan. The Council met again in May."
    assert resolved_text(text) == text
