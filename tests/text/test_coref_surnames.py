"""Bare surnames resolved to the one full name that ends with them (coref.surnames)."""

from __future__ import annotations

from hanker.text.coref import COREF, apply_replacements
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents


def _resolved(text: str) -> list[str]:
    [(_, sentences)] = list(parse_documents(load_spacy(), [("doc", text)]))
    result = COREF.get("rules")().resolve("doc", text, sentences)
    apply_replacements(sentences, result.replacements)
    return [s.resolved for s in sentences]


def test_bare_surname_after_the_full_name() -> None:
    resolved = _resolved(
        "Thomas Redfern founded the band in 2001. Redfern formed the group alongside a "
        "singer from Cork. Critics praised Redfern's guitar work."
    )
    assert resolved[1] == "Thomas Redfern formed the group alongside a singer from Cork."
    assert resolved[2] == "Critics praised Thomas Redfern's guitar work."


def test_surname_left_when_two_people_share_it() -> None:
    resolved = _resolved(
        "Thomas Redfern and Alice Redfern ran the shop for years. Redfern left in 2010."
    )
    assert resolved[1] == "Redfern left in 2010."


def test_titled_surname_and_surname_used_first_are_left() -> None:
    titled = _resolved("Priya Ventham visited Leeds. Ms Ventham met nurses there.")
    assert titled[1] == "Ms Ventham met nurses there."
    before = _resolved(
        "Redfern won the council contract in 2019. Thomas Redfern joined the firm later. "
        "Redfern expanded."
    )
    assert before[2] == "Redfern expanded."  # the word named something else first


def test_surname_that_is_also_a_given_name_is_left() -> None:
    resolved = _resolved(
        "Owen Pritchard coached the side. Callum Owen scored twice, and Owen praised him."
    )
    assert "Callum Owen praised" not in resolved[1]
    assert "Owen Pritchard praised" not in resolved[1]


def test_surname_in_quoted_speech_is_left() -> None:
    resolved = _resolved(
        'Dominik Varga scored twice on Saturday. "Varga is the best striker we have," said '
        "the coach."
    )
    assert resolved[1].startswith('"Varga is the best')


def test_surname_with_an_article_is_left() -> None:
    resolved = _resolved(
        "Private Daniel King crossed the border on Tuesday. Later the King thanked the soldiers."
    )
    assert resolved[1] == "Later the King thanked the soldiers."


def test_a_name_with_a_quoted_nickname_is_left_whole() -> None:
    """ "Kwabena 'Kofi' Mensah": neither the nickname nor the surname next to it is a bare
    mention of the full name said before."""
    resolved = _resolved(
        "Kofi Mensah is a Dutch citizen. Opposition activist Kwabena 'Kofi' Mensah was seized in Chad."
    )
    assert resolved[1] == "Opposition activist Kwabena 'Kofi' Mensah was seized in Chad."


def test_a_plural_noun_the_tagger_put_in_a_name_is_no_part_of_it() -> None:
    text = (
        "Brothers Maksym and Oleg Petrenko joined the army in 2022. Maksym had been fighting"
        " for 200 hours when he was killed by a sniper."
    )
    assert not any("Brothers Maksym had" in sentence for sentence in _resolved(text))


def test_half_of_a_double_barrelled_name_is_left() -> None:
    resolved = _resolved(
        "Major Tom Harwood raised millions for charity. Later his daughter, Anna "
        "Fielding-Harwood, who lived with him, opened a spa."
    )
    assert "Fielding-Harwood" in resolved[1], resolved
    assert "Fielding-Tom Harwood" not in resolved[1], resolved


def test_surname_after_its_given_name_is_not_doubled() -> None:
    resolved = _resolved(
        "Renate Kirschbaum was born in Berlin. Renate Kirschbaum expertly crafts compelling "
        "characters in her fairy tales."
    )
    assert resolved[1].startswith("Renate Kirschbaum expertly"), resolved


def test_surname_left_when_a_second_bearer_has_a_generational_suffix() -> None:
    resolved = _resolved(
        "The museum honours Governor Walter Brennick, who founded the town in 1880. "
        "Thomas Brennick Jr., a descendant of the governor, opened the exhibition on Monday. "
        "Brennick, who teaches history in Ohio, praised the volunteers."
    )
    assert resolved[2] == "Brennick, who teaches history in Ohio, praised the volunteers."


def test_surname_resolved_to_the_one_bearer_named_with_a_suffix() -> None:
    resolved = _resolved(
        "Thomas Brennick Jr. opened the exhibition on Monday. Brennick praised the volunteers."
    )
    assert resolved[1] == "Thomas Brennick Jr. praised the volunteers."


def test_a_born_name_tagged_a_body_lends_its_full_name_to_a_plural_looking_surname() -> None:
    # "Corin Banks" (tagged ORG) is born, so a person; "Banks" alone reads as a plural noun
    # but is capitalised mid-sentence and never written "banks": the surname
    resolved = _resolved(
        'Corin Banks was born in Leeds in 1970. In "Salt Year," Banks follows a fisherman '
        "through a storm. Banks has grown as a writer."
    )
    assert resolved == [
        "Corin Banks was born in Leeds in 1970.",
        'In "Salt Year," Corin Banks follows a fisherman through a storm.',
        "Corin Banks has grown as a writer.",
    ]


def test_a_plural_looking_surname_the_document_writes_in_lower_case_stays() -> None:
    resolved = _resolved(
        "Corin Banks was born in Leeds in 1970. Banks has grown as a writer. "
        "The river banks flooded in 1990."
    )
    assert resolved[1] == "Banks has grown as a writer."


def test_a_pronoun_whose_antecedent_is_a_bare_surname_gets_the_full_name() -> None:
    # "She" stands for "Quist", itself the bare surname of "Alma Quist": the full name
    resolved = _resolved(
        "Alma Quist opened a bakery in Turku. Quist baked rye bread. She sold it at the market."
    )
    assert resolved[2] == "Alma Quist sold it at the market."
