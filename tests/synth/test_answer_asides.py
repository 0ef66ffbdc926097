"""An apposition on the answer leaves the question with the answer (template.v6)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "question"),
    [
        (
            "Nora Vidal's debut novel was 'The Salt Road', a family saga set in Cadiz.",
            "The Salt Road",
            "Nora Vidal",
            "What was Nora Vidal's debut novel?",
        ),
        (
            'Her best-known album was "Blue Harbour", a record that sold two million copies.',
            "Blue Harbour",
            "Lena Moss",
            "What was Lena Moss's best-known album?",
        ),
    ],
)
def test_the_answers_apposition_is_left_out(
    sentence: str, answer: str, head: str, question: str
) -> None:
    resolved = sentence.replace("Her ", f"{head}'s ")
    written = write_question(sentence, answer, resolved=resolved, head=head, relation="be")
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


def test_a_conjoined_predicate_is_left_out() -> None:
    sentence = "Ida Berg continues to contribute to marine biology and plans on writing a memoir."
    written = write_question(sentence, "marine biology", resolved=sentence, head="Ida Berg")
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "To what does Ida Berg continue to contribute?"


def test_a_subject_cut_from_its_list_is_refused() -> None:
    sentence = "Lia Moss, two other pupils and a teacher were hurt during the storm in Hull."
    written = write_question(sentence, "the storm in Hull", resolved=sentence, head="Lia Moss")
    assert not isinstance(written, WrittenQuestion), written
    assert written.reason == "subject cut from its list"


def test_age_aside_of_a_resolved_name_left_out() -> None:
    from hanker.synth.question_writer import WrittenQuestion, write_question

    sentence = "He was jailed for the attack on a taxi driver."
    resolved = "Ben Ward, 34, from Hull, was jailed for the attack on a taxi driver."
    written = write_question(
        sentence,
        "the attack on a taxi driver",
        resolved=resolved,
        head="Ben Ward",
        relation="jailed for",
    )
    assert isinstance(written, WrittenQuestion)
    assert written.question == "For what was Ben Ward jailed?"


def test_without_age_keeps_other_names() -> None:
    from hanker.synth.answer_asides import without_age

    assert without_age("Thomas Griffiths, 17,") == "Thomas Griffiths"
    assert without_age("Apollo 11") == "Apollo 11"
    assert without_age("Mary Shaw") == "Mary Shaw"


def test_dash_set_second_object_leaves_with_the_answer() -> None:
    """template.v40: "the SDK—the Scanner Developer's Kit—", the parser's second object."""
    written = write_question(
        "Kestrel Labs is giving the SDK—the Scanner Developer's Kit—to app makers in the hope"
        " that they will build more apps.",
        "the SDK",
        head="Kestrel Labs",
        relation="give",
    )
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "What is Kestrel Labs giving?"
