"""Lists of names asked as one answer (list-answers.v2)."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.list_answers import name_list
from hanker.synth.template import TemplateGenerator
from hanker.synth.validate import rejection_reason


@pytest.mark.parametrize(
    ("sentence", "answer", "expected"),
    [
        (
            "Eva Berg, Tom Moss and Raj Patel left the Unilever board on Monday.",
            "Tom Moss",
            "Eva Berg, Tom Moss and Raj Patel",
        ),
        (
            "The club signed striker Eva Berg and keeper Raj Patel in June.",
            "keeper Raj Patel",
            "striker Eva Berg and keeper Raj Patel",
        ),
        (
            "Ms Berg and Mr Patel toured a factory in Derby on Friday.",
            "Ms Berg",
            "Ms Berg and Mr Patel",
        ),
        # common nouns as a direct object, nothing after them
        (
            "Eva Berg bought apples and pears from the market in Seville on Monday.",
            "pears",
            "apples and pears",
        ),
    ],
)
def test_whole_list(sentence: str, answer: str, expected: str) -> None:
    assert name_list(sentence, answer) == expected


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        ("Eva Berg or Tom Moss will chair the Unilever board.", "Tom Moss"),  # or
        ("Cars and vans were banned from the centre of Ghent.", "vans"),  # common nouns as subject
        ("Eva Berg and her sister left the Unilever board.", "Eva Berg"),  # not all names
        ("Kent and Essex voted for the plan on Monday.", "Essex"),  # places asked with who
        ("Eva Berg worked with Kent and Essex Police for a decade.", "Kent"),  # one name
        ("Eva Berg, left, and Tom Moss met in Oslo.", "Tom Moss"),  # an aside
        ("Eva Berg and Tom Moss came from Oslo and Bergen respectively.", "Tom Moss"),
        ("The storm swept across Devon and Cornwall on Monday.", "Cornwall"),  # "across whom"
        ("Nadia Petrova moved to Devon and Cornwall in 2001.", "Devon"),  # "to": places
        ("A letter from Priya Shah and Marcus Webb arrived on Monday.", "Marcus Webb"),
        ("Eva Berg left the Unilever board on Monday.", "Eva Berg"),  # no list
    ],
)
def test_no_whole_list(sentence: str, answer: str) -> None:
    assert name_list(sentence, answer) is None


def test_list_questions_of_the_template_writer() -> None:
    sentence = "Eva Berg, Tom Moss and Raj Patel left the Unilever board on Monday."
    item = SynthesisInput("f1", "Tom Moss", "leave", "the Unilever board", sentence, sentence, {})
    candidates = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    valid = [(c.question, c.answer) for c in candidates if rejection_reason(c, item, []) is None]
    assert ("Who left the Unilever board on Monday?", "Eva Berg, Tom Moss and Raj Patel") in valid
    sentence = "Unilever hired Eva Berg and Tom Moss as directors in May."
    item = SynthesisInput("f2", "Unilever", "hire", "Tom Moss", sentence, sentence, {})
    candidates = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    valid = [(c.question, c.answer) for c in candidates if rejection_reason(c, item, []) is None]
    assert ("Who did Unilever hire as directors in May?", "Eva Berg and Tom Moss") in valid


@pytest.mark.parametrize(
    ("sentence", "answer", "expected"),
    [
        (
            "The award was presented by Priya Shah and Marcus Webb.",
            "Marcus Webb",
            "Priya Shah and Marcus Webb",
        ),
        (
            "Olga Ivanova sang with Pedro Alvarez and Kenji Sato at the festival.",
            "Pedro Alvarez",
            "Pedro Alvarez and Kenji Sato",
        ),
    ],
)
def test_people_after_a_verbs_preposition(sentence: str, answer: str, expected: str) -> None:
    assert name_list(sentence, answer) == expected


def test_people_list_questions_after_a_preposition() -> None:
    sentence = "Leila Haddad was interviewed by Priya Shah and Marcus Webb in Paris."
    item = SynthesisInput(
        "f3", "Leila Haddad", "be interviewed by", "Priya Shah", sentence, sentence, {}
    )
    candidates = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    valid = [(c.question, c.answer) for c in candidates if rejection_reason(c, item, []) is None]
    assert ("By whom was Leila Haddad interviewed in Paris?", "Priya Shah and Marcus Webb") in valid
