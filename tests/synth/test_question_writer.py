"""The template.v2 question writer: every answer type and voice, on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

CASES = [
    # (sentence, answer, expected question, answer type)
    # active voice: subject, object, date, place
    (
        "Steve Jobs founded Apple in Cupertino in 1976.",
        "Steve Jobs",
        "Who founded Apple in Cupertino in 1976?",
        "person",
    ),
    (
        "Steve Jobs founded Apple in Cupertino in 1976.",
        "Apple",
        "What did Steve Jobs found in Cupertino in 1976?",
        "organisation",
    ),
    (
        "Steve Jobs founded Apple in Cupertino in 1976.",
        "Cupertino",
        "Where did Steve Jobs found Apple in 1976?",
        "place",
    ),
    (
        "Steve Jobs founded Apple in Cupertino in 1976.",
        "1976",
        "When did Steve Jobs found Apple in Cupertino?",
        "date",
    ),
    # passive voice: agent, subject, date
    (
        "The company was acquired by Google in 2014.",
        "Google",
        "By whom was the company acquired in 2014?",
        "organisation",
    ),
    (
        "The company was acquired by Google in 2014.",
        "2014",
        "When was the company acquired by Google?",
        "date",
    ),
    (
        "The novelist was born in Lagos on 3 May 1970.",
        "3 May 1970",
        "When was the novelist born in Lagos?",
        "date",
    ),
    # copula, both ways
    ("Paris is the capital of France.", "Paris", "What is the capital of France?", "place"),
    ("Paris is the capital of France.", "the capital of France", "What is Paris?", "noun phrase"),
    # numbers with their noun, money, modal and prepositional answers
    (
        "The nurse denied murdering seven babies at the hospital.",
        "seven babies",
        "How many babies did the nurse deny murdering at the hospital?",
        "number",
    ),
    (
        "The factory employs 300 people.",
        "300",
        "How many people does the factory employ?",
        "number",
    ),
    (
        "The supplier must pay every invoice within 60 days.",
        "60 days",
        "Within how many days must the supplier pay every invoice?",
        "number",
    ),
    (
        "The club paid $5 million for the striker.",
        "$5 million",
        "How much did the club pay for the striker?",
        "money",
    ),
    (
        "Maria Lopez studied chemistry at the University of Madrid.",
        "chemistry",
        "What did Maria Lopez study at the University of Madrid?",
        "noun phrase",
    ),
    # possessive answer
    (
        "Tim Cook's company released the iPhone in 2007.",
        "Tim Cook",
        "Whose company released the iPhone in 2007?",
        "person",
    ),
    # a fronted adverbial moves to the end; a discourse adverb and the other conjunct are left out
    (
        "In 2019, the council opened a new library.",
        "a new library",
        "What did the council open in 2019?",
        "noun phrase",
    ),
]


@pytest.mark.parametrize(("sentence", "answer", "question", "answer_type"), CASES)
def test_questions_per_answer_type_and_voice(
    sentence: str, answer: str, question: str, answer_type: str
) -> None:
    assert write_question(sentence, answer) == WrittenQuestion(question, answer, answer_type)


@pytest.mark.parametrize(
    ("sentence", "answer", "reason"),
    [
        ("Paris is the capital of France.", "France", "answer nested in a noun phrase"),
        ("The mayor opened the bridge.", "the tunnel", "answer not in the sentence"),
        (
            "If the bank lends the money, the firm will build a plant.",
            "the money",
            "conditional or concessive clause",
        ),
        ("She thanked the doctors who treated her.", "the doctors", "pronoun subject"),
        ("The singer was happy.", "happy", "adjective answer"),
        (
            "The prize went to Anna Berg, a Swedish poet.",
            "a Swedish poet",
            "answer is an apposition or conjunct",
        ),
        (
            "The mayor praised the firefighters and the nurses.",
            "the nurses",
            "answer is an apposition or conjunct",
        ),
    ],
)
def test_clauses_without_a_clean_question_are_rejected(
    sentence: str, answer: str, reason: str
) -> None:
    assert write_question(sentence, answer) == Rejection(reason)
