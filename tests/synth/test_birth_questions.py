"""A question on a birth asks only the date or only the place (synth.birth_questions)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "answer", "question"),
    [
        (
            "Liesel Brandauer was born on 14 November 1962 in Linz.",
            "14 November 1962",
            "When was Liesel Brandauer born?",
        ),
        (
            "Tomasz Wierzba was born in the town of Lublin on the 12th of June, 1977.",
            "the 12th of June, 1977",
            "When was Tomasz Wierzba born?",
        ),
        (
            "Kofi Mensah-Bonsu was born in Kumasi on October 9, 1984.",
            "Kumasi",
            "Where was Kofi Mensah-Bonsu born?",
        ),
        (
            "Kofi Mensah-Bonsu was born in Kumasi in 1984.",
            "1984",
            "When was Kofi Mensah-Bonsu born?",
        ),
    ],
)
def test_the_other_half_of_a_birth_is_left_out(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer, load_spacy())
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question
    assert written.answer == answer


def test_other_verbs_keep_their_place() -> None:
    written = write_question(
        "Kofi Mensah-Bonsu opened a bakery in Kumasi in 2009.", "2009", load_spacy()
    )
    assert isinstance(written, WrittenQuestion), written
    assert "in Kumasi" in written.question


def test_a_year_set_off_by_its_comma_stays_with_its_date() -> None:
    written = write_question(
        "Ibrahima Sarr Diop was born in Bamako on August 23, 1961.",
        "Ibrahima Sarr Diop",
        load_spacy(),
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "Who was born in Bamako on August 23, 1961?"


def test_a_pronoun_the_question_names_counts_as_a_named_subject() -> None:
    sentence = "She was born in Oslo, Norway on May 3, 1960."
    written = write_question(
        sentence,
        "Oslo",
        load_spacy(),
        resolved="Mara Lind was born in Oslo, Norway on May 3, 1960.",
        head="Mara Lind",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "Where was Mara Lind born?"


def test_a_comma_inside_a_date_does_not_close_an_apposition() -> None:
    written = write_question(
        "The old ferry sank near Dover, England on March 2, 1951.", "Dover", load_spacy()
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "Where did the old ferry sink on March 2, 1951?"
