"""Subject chains and names of things (hanker.text.coref.subject_chain), invented sentences."""

from __future__ import annotations

import pytest
from spacy.tokens import Span

from hanker.text.coref.subject_chain import described_gender, names_no_person
from hanker.text.nlp import load_spacy
from tests.text.conftest import resolved_text


def _person(text: str, name: str) -> Span:
    """``name`` in the parse of ``text`` as a PERSON entity (as the tagger often reads it)."""
    doc = load_spacy()(text)
    start = text.index(name)
    span = doc.char_span(start, start + len(name), label="PERSON")
    assert span is not None
    return span


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ("They lived in a shelter called Amira Dosti near Nairobi.", "Amira Dosti", True),
        ("Crowds filled Dunmore Square on Sunday.", "Dunmore Square", True),
        ("They walked through the Parc Lemoine at dusk.", "Parc Lemoine", True),
        ("Albert Lane wrote twelve novels.", "Albert Lane", False),
        ("She met a man called Omar Zaki in Leeds.", "Omar Zaki", False),
    ],
)
def test_names_no_person(text: str, name: str, expected: bool) -> None:
    assert names_no_person(_person(text, name)) is expected


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ("Her brother, Omar Zaki, has the same eyes.", "Omar Zaki", "m"),
        ("Ann Roe and her husband Omar Zaki lived in Leeds.", "Omar Zaki", "m"),
        ("Her cousin, Omar Zaki, has the same eyes.", "Omar Zaki", ""),
    ],
)
def test_described_gender(text: str, name: str, expected: str) -> None:
    assert described_gender(_person(text, name)) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the subject (a name the tagger files as an organisation) is the one who fell,
        # not the striker named in the prepositional phrase
        "Kowalczyk, 29, collided with Leeds striker Tom Bale ten minutes into the game. "
        "After a long stoppage, he left the field on a stretcher.",
        # a brother is a man, so "She" is not him
        "Her brother, Omar Zaki, has the same eyes. She says her aunt had them too.",
        # an object pronoun is never its own verb's subject, nor is the next "her"
        "Governor Ravi Sethi welcomed her at the state house. "
        "The council has promised to help her with a new flat.",
        # a definite description of a person is the subject the pronoun may continue
        "The businessman approached Mr Ode in May. "
        "The report found he had failed to declare two interests.",
    ],
)
def test_a_name_off_the_chain_is_not_taken(text: str) -> None:
    assert resolved_text(text) == text


def test_a_quoted_pronoun_left_as_written_keeps_the_next_one() -> None:
    text = (
        '"He knows the island better than any duke I can name," said Dr Pell. '
        "Since his 2012 tour he has come back every year."
    )
    assert resolved_text(text) == text


def test_the_subject_chain_still_links() -> None:
    # the one name is the subject: linked as before
    assert resolved_text("Maria Lopez signed a deal with Tom Bale. She later joined the club.") == (
        "Maria Lopez signed a deal with Tom Bale. Maria Lopez later joined the club."
    )
    # an object with no rival subject (a common noun) is still the one antecedent
    assert resolved_text("Police arrested Daniel Okoro in Leeds. He was charged with theft.") == (
        "Police arrested Daniel Okoro in Leeds. Daniel Okoro was charged with theft."
    )
    # a pronoun opening its sentence before the name (cataphora) does not block the next one
    # a subject phrase that holds the name (a work by its author) is no rival
    assert (
        resolved_text('"Salt Roads" by Maria Lopez is a memoir about her years at sea.')
        == '"Salt Roads" by Maria Lopez is a memoir about Maria Lopez\'s years at sea.'
    )
    # a pronoun left in speech that someone else is quoted saying does not block the name
    text = 'Mr Reed told the BBC: "She knows she needs some rest." A spokesman said: "Maria Lopez'
    assert resolved_text(text + ' has today handed in her notice."') == (
        text + " has today handed in Maria Lopez's notice.\""
    )
    text = "Growing up in a home where his mother was a nurse, Karim Haddad learned to listen. "
    assert resolved_text(text + "He later wrote twelve novels.") == (
        text + "Karim Haddad later wrote twelve novels."
    )


def test_a_subject_pronoun_is_not_the_name_its_sentence_spells_out_later() -> None:
    text = (
        "Ravi Sethi bowled well for Kent. "
        "He reached his century by edging a four before trying to sweep Sethi and was caught."
    )
    assert resolved_text(text).split(". ")[1].startswith("He reached his century")
