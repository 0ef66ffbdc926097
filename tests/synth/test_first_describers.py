"""A describing first word of the sentence, moved into a question (template.v24)."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate
from hanker.synth.first_describers import first_describer, plain_describers


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Brilliant Chelsea thrashed Spurs at home.", ("Brilliant", "Chelsea", "drop")),
        ("Singer Adele cancelled the show.", ("Singer", "Adele", "lower")),
        ("Northern Ireland saw the biggest rises.", ("", "", "")),
        ("British Airways cancelled flights.", ("", "", "")),
        ("Former minister Ann Lee spoke.", ("", "", "")),
        ("Church Street was closed.", ("", "", "")),
        ("Labour leader Keir Starmer spoke.", ("", "", "")),
        ("Oyunbileg Tsedev passed away in 2005.", ("", "", "")),  # a given name
        ("Walker Smith won the race.", ("", "", "")),
    ],
)
def test_which_first_words_describe(sentence: str, expected: tuple[str, str, str]) -> None:
    assert first_describer(sentence) == expected


def test_an_evaluative_adjective_leaves_question_and_answer() -> None:
    sentence = "Brilliant Chelsea thrashed Spurs at home."
    asked = CaseCandidate("Who did Brilliant Chelsea thrash at home?", "Spurs")
    assert plain_describers(asked, sentence).question == "Who did Chelsea thrash at home?"
    answered = CaseCandidate("Who thrashed Spurs at home?", "Brilliant Chelsea")
    assert plain_describers(answered, sentence).answer == "Chelsea"


def test_an_occupation_before_a_name_stays_in_lower_case() -> None:
    sentence = "Singer Adele cancelled the show in Leeds."
    case = CaseCandidate("Where did Singer Adele cancel the show?", "Leeds")
    fixed = plain_describers(case, sentence)
    assert (fixed.question, fixed.answer) == ("Where did singer Adele cancel the show?", "Leeds")


def test_a_word_the_document_capitalises_mid_sentence_is_part_of_a_name() -> None:
    sentence = "Brilliant Chelsea thrashed Spurs at home."
    context = f"{sentence} Fans of Brilliant Chelsea, a pub team, cheered."
    case = CaseCandidate("Who did Brilliant Chelsea thrash at home?", "Spurs")
    assert plain_describers(case, sentence, context) == case
