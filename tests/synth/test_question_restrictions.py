"""Restrictions the answer depends on that a question leaves out (question_restrictions)."""

from __future__ import annotations

import pytest

from hanker.synth.case_wording import wording_problem
from hanker.synth.question_restrictions import restriction_problem
from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "What proportion has Oxfam delivered?",
            "15% of the 40,000 tonnes of food that reached Sudan",
            "Oxfam has delivered 15% of the 40,000 tonnes of food that reached Sudan.",
            "share without its whole",
        ),
        (
            "How many titles did Diaz win?",
            "three",
            "Diaz moved to Lyon and won three Coupe de France titles.",
            "count without its restricting modifier",
        ),
        (
            "How many planes did Ryanair have?",
            "six planes",
            "Ryanair had six planes due to leave Faro on Monday, most of them full.",
            "count without its restricting phrase",
        ),
        (
            "How many planes did Ryanair have?",
            "six planes",
            "Ryanair had six planes scheduled to leave Faro on Monday.",
            "count without its restricting phrase",
        ),
        (
            "How many goals did Diaz score?",
            "40",
            "Diaz joined Real Betis, where he scored 40 goals.",
            "place of a 'where' clause left out",
        ),
        (
            "How many goals did Ana Moss score?",
            "two",
            "Sunday's game is a replay of the 2011 cup final, when Ana Moss scored two goals.",
            "event of a 'when' clause left out",
        ),
        (
            "Who is the Acting President?",
            "Ana Lopez",
            "Acting President Ana Lopez opened the session.",
            "role without its owner",
        ),
        (
            "Who is the Danish government minister?",
            "Ole Brandt",
            "Fires were still burning on Monday, Danish government minister Ole Brandt said.",
            "role shared by many holders",
        ),
        (
            "What had Ryanair reported?",
            "a profit of £20m",
            "Over the same quarter a year earlier Ryanair had reported a profit of £20m.",
            "comparative time frame left out",
        ),
        (
            "How many points has Leeds won?",
            "30 points",
            "Leeds has won 30 points so far this season.",
            "comparative time frame left out",
        ),
    ],
)
def test_restriction_left_out(question: str, answer: str, sentence: str, reason: str) -> None:
    assert restriction_problem(question, answer, sentence) == reason
    assert wording_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (  # the whole is in the question
            "What percentage of its budget does Oxfam spend on food?",
            "15%",
            "Oxfam spends 15% of its budget on food.",
        ),
        (  # a share asked as a plain object keeps its whole in the answer
            "What has Oxfam delivered?",
            "15% of the food",
            "Oxfam has delivered 15% of the food.",
        ),
        (
            "How many Coupe de France titles did Diaz win?",
            "three",
            "Diaz won three Coupe de France titles.",
        ),
        ("How many more goals did Diaz score?", "two", "Diaz scored two more goals."),
        (  # the counted noun followed by a clause of its own, not a restriction
            "By how many bereaved parents is the appeal backed?",
            "30",
            "The appeal is backed by 30 bereaved parents, who met in May.",
        ),
        (  # the place is kept
            "How many goals did Diaz score at Real Betis?",
            "40",
            "Diaz joined Real Betis, where he scored 40 goals.",
        ),
        (  # not an amount: the 'where' clause says what happens there
            "What is Ann Lee judging?",
            "the final",
            "Ann Lee flew to Oslo, where she is judging the final.",
        ),
        (
            "Who is the Swedish Prime Minister?",
            "Ulf Berg",
            "Swedish Prime Minister Ulf Berg spoke.",
        ),
        ("Who is the Health Minister?", "Ann Lee", "Health Minister Ann Lee spoke on Monday."),
        (  # a portfolio names one minister
            "Who is the Danish health minister?",
            "Ole Brandt",
            "Danish health minister Ole Brandt spoke on Monday.",
        ),
        (
            "Who is the leader of the Green Party?",
            "Ann Lee",
            "The Green Party leader Ann Lee spoke.",
        ),
        (
            "How many points has Leeds won so far?",
            "30 points",
            "Leeds has won 30 points so far this season.",
        ),
        (  # the question names the event of the "when" clause
            "How many goals did Ana Moss score in the 2011 cup final?",
            "two",
            "Sunday's game is a replay of the 2011 cup final, when Ana Moss scored two goals.",
        ),
        (  # the amount is not in the "when" clause
            "How many goals did Ana Moss score?",
            "two",
            "Ana Moss scored two goals in May, when the league resumed.",
        ),
        (  # the frame is in another stretch of the sentence
            "What does the Archive track?",
            "road deaths",
            "It was the 40th crash so far this year, says the Archive, which tracks road deaths.",
        ),
    ],
)
def test_restriction_kept(question: str, answer: str, sentence: str) -> None:
    assert restriction_problem(question, answer, sentence) is None


def test_fronted_frame_kept_when_a_pronoun_is_named() -> None:
    """A name put in for the subject pronoun no longer swallows the fronted phrase moved to the
    end of the question."""
    written = write_question(
        "In the same period last year it had posted a loss of £312m.",
        "a loss of £312m",
        resolved="In the same period last year Ryanair had posted a loss of £312m.",
        head="Ryanair",
    )
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What had Ryanair posted in the same period last year?"


def test_fronted_time_kept_when_a_pronoun_is_named() -> None:
    written = write_question(
        "Last month she moved to Leeds.",
        "Leeds",
        resolved="Last month Ann Lee moved to Leeds.",
        head="Ann Lee",
    )
    assert isinstance(written, WrittenQuestion)
    assert written.question == "Where did Ann Lee move last month?"


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "question"),
    [
        (
            "In 2010 Ruiz moved to Chelsea FC, where she scored 52 goals.",
            "52",
            "Ruiz",
            "How many goals did Ruiz score at Chelsea FC?",
        ),
        (
            "Ms Kay spoke from Geneva, where she is meeting Baltic envoys.",
            "Baltic envoys",
            "Ms Kay",
            "Who is Ms Kay meeting in Geneva?",
        ),
    ],
)
def test_where_clause_keeps_its_place(sentence: str, answer: str, head: str, question: str) -> None:
    """The antecedent of a relative "where" goes into the question ("at X", "in X")."""
    resolved = sentence.replace(" she ", f" {head} ")
    written = write_question(sentence, answer, resolved=resolved, head=head)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_deictic_fronted_phrase_left_out() -> None:
    """ "In that role" points back into the passage: the question leaves it out."""
    written = write_question("In that role Ann Lee visited Kenya.", "Kenya")
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What did Ann Lee visit?"


def test_where_clause_on_an_unnamed_noun_adds_nothing() -> None:
    """ "his novels, where he ...": no named place, so no "at his novels"."""
    sentence = "Okafor is praised for his novels, where he quietly explores themes of exile."
    resolved = sentence.replace(" he ", " Okafor ")
    written = write_question(sentence, "themes of exile", resolved=resolved, head="Okafor")
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What does Okafor quietly explore?"


def test_relative_phrase_left_out() -> None:
    """ "during which she has written": the fronted relative phrase stays out."""
    sentence = "Mara Holt has had a long career lasting three decades during which she has written 12 plays."
    resolved = sentence.replace(" she ", " Mara Holt ")
    written = write_question(sentence, "12", resolved=resolved, head="Mara Holt")
    assert isinstance(written, WrittenQuestion)
    assert written.question == "How many plays has Mara Holt written?"


def test_fronted_relative_time_left_out_when_a_pronoun_is_named() -> None:
    written = write_question(
        "Three years later she beat Ann Cole.",
        "Ann Cole",
        resolved="Three years later Mia Dunn beat Ann Cole.",
        head="Mia Dunn",
    )
    assert isinstance(written, WrittenQuestion)
    assert written.question == "Who did Mia Dunn beat?"  # relative_times


def test_share_question_keeps_a_short_whole() -> None:
    written = write_question("Ana Ruiz won almost 45% of the vote.", "almost 45% of the vote")
    assert isinstance(written, WrittenQuestion)
    assert written.question == "What percentage of the vote did Ana Ruiz win?"
