"""Answers cut to what their question asks, or dropped when cut short (answer_words)."""

from __future__ import annotations

import pytest

from hanker.synth.answer_words import tidy_case
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.template import TemplateGenerator
from hanker.synth.validate import rejection_reason


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (  # a description before the name is not the person
            "Later today, three-time champion Maria Costa faces second seed Lena Holt in the"
            " quarter-finals.",
            "Who faces second seed Lena Holt in the quarter-finals?",
            "three-time champion Maria Costa",
            "Maria Costa",
        ),
        (
            "The best-selling crime writer from Leeds is award-winning novelist Sarah Blake.",
            "Who is the best-selling crime writer from Leeds?",
            "award-winning novelist Sarah Blake",
            "Sarah Blake",
        ),
        (
            "The most popular poet in Lagos is prize-winning LGBTQ+ author Ada Obi.",
            "Who is the most popular poet in Lagos?",
            "prize-winning LGBTQ+ author Ada Obi",
            "Ada Obi",
        ),
        (  # the name in apposition to its description
            "The award went to the singer Mary Jane Holt last night.",
            "To whom did the award go last night?",
            "the singer Mary Jane Holt",
            "Mary Jane Holt",
        ),
        (  # examples of a plural noun: the names
            "He was influenced by great painters like Claude Monet and Pablo Picasso.",
            "By whom was he influenced?",
            "great painters like Claude Monet and Pablo Picasso",
            "Claude Monet and Pablo Picasso",
        ),
        (  # a capitalised title is part of the name, and a role keeps its whole complement
            "Prime Minister Rishi Sunak visited Leeds.",
            "Who visited Leeds?",
            "Prime Minister Rishi Sunak",
            "Prime Minister Rishi Sunak",
        ),
        (
            "Ms Park, the director of research and public policy at the Wellcome Trust, said the"
            " trial was promising.",
            "Who is Ms Park?",
            "the director of research and public policy at the Wellcome Trust",
            "the director of research and public policy at the Wellcome Trust",
        ),
        (  # where the verb's event took place is not who
            "The singer argued with a heckler at a Danish jazz festival in 2011.",
            "With whom did the singer argue in 2011?",
            "a heckler at a Danish jazz festival",
            "a heckler",
        ),
        (  # the count and its noun, nothing around them
            "Smith was caught twice in the first nine overs of the innings.",
            "In how many overs was Smith caught twice?",
            "the first nine overs of the innings",
            "nine overs",
        ),
        (
            "The ferry was delayed for about three hours.",
            "For how many hours was the ferry delayed?",
            "about three hours",
            "about three hours",
        ),
        (  # a bare "of" noun is part of what is counted
            "The firm disclosed three conflicts of interest in its report.",
            "How many conflicts did the firm disclose?",
            "three conflicts of interest",
            "three conflicts of interest",
        ),
        (  # a definite noun: the event says which one
            "Ms Reed was the host at the party on Saturday.",
            "Who was Ms Reed?",
            "the host at the party",
            "the host at the party",
        ),
        (  # a participle, not the content of a shell noun
            "The ship was hit by a missile fired from a warship.",
            "By what was the ship hit?",
            "a missile",
            "a missile",
        ),
        (  # a rate: the count alone would be wrong
            "The clinic can see 400 patients a week.",
            "How many patients can the clinic see?",
            "400 patients a week",
            "400 patients a week",
        ),
    ],
)
def test_answer_cut_to_what_is_asked(
    sentence: str, question: str, answer: str, expected: str
) -> None:
    tidied = tidy_case(CaseCandidate(question, answer), sentence)
    assert not tidied.rejected
    assert (tidied.question, tidied.answer) == (question, expected)


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "reason"),
    [
        (
            "Ms Park, the director of research and public policy at the Wellcome Trust, said the"
            " trial was promising.",
            "Who is Ms Park?",
            "the director of research",
            "answer cut inside a coordination",
        ),
        (
            "Ms Park, the director of research at the Wellcome Trust, said the trial was"
            " promising.",
            "Who is Ms Park?",
            "the director",
            "answer cut before its complement",
        ),
        (
            "The claims were exposed by the ITV Tonight Investigates documentary.",
            "By what were the claims exposed?",
            "the ITV Tonight Investigates",
            "answer cut inside a name",
        ),
        (
            "Dr Ann Vale, the head of prevention and early detection at the Heart Foundation,"
            ' said: "The results are clear."',
            "Who is Dr Ann Vale?",
            "the head of prevention",
            "answer cut inside a coordination",
        ),
        (
            "The claims were first reported by the Channel Four dispatches programme last year.",
            "By what were the claims reported?",
            "the Channel Four dispatches",
            "answer cut inside a name",
        ),
        (
            "She previously worked as a lawyer for the accountancy firm Ernst Young.",
            "As what has she previously worked?",
            "a lawyer for the accountancy firm",
            "answer cut inside a name",
        ),
        (
            "The award went to the singer Mary Jane Holt last night.",
            "To whom did the award go last night?",
            "Jane Holt",
            "answer cut inside a name",
        ),
        (
            "The governor signed into law a bill that sought to ban the sale of fireworks.",
            "What did the governor sign into law?",
            "a bill",
            "answer cut before its defining clause",
        ),
        (
            "The board rejected a plan to close the mine.",
            "What did the board reject?",
            "a plan",
            "answer cut before its defining clause",
        ),
        (
            "Ann Lee said she had received letters of thanks from many fans.",
            "How many letters had Ann Lee received?",
            "letters of thanks",
            "count question not answered by a count",
        ),
    ],
)
def test_unclean_answer_dropped(sentence: str, question: str, answer: str, reason: str) -> None:
    tidied = tidy_case(CaseCandidate(question, answer), sentence)
    assert (tidied.question, tidied.rejected) == ("", reason)


def test_non_defining_clause_keeps_the_answer() -> None:
    sentence = "The board rejected a plan, which had been drafted in May."
    tidied = tidy_case(CaseCandidate("What did the board reject?", "a plan"), sentence)
    assert (tidied.answer, tidied.rejected) == ("a plan", "")


def test_count_case_written_and_kept() -> None:
    sentence = "Smith was caught twice in nine overs of the innings and was lucky."
    tail = "nine overs of the innings"
    item = SynthesisInput("f1", "Smith", "be catch twice in", tail, sentence, sentence, {})
    kept = [
        (c.question, c.answer)
        for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
        if rejection_reason(c, item, []) is None
    ]
    assert kept == [("In how many overs of the innings was Smith caught twice?", "nine overs")]


def test_count_under_a_position_word_is_not_asked() -> None:
    sentence = "Smith was caught twice in the first nine overs of the innings and was lucky."
    tail = "the first nine overs of the innings"
    item = SynthesisInput("f1", "Smith", "be catch twice in", tail, sentence, sentence, {})
    questions = [
        c.question
        for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
        if rejection_reason(c, item, []) is None
    ]
    assert not any("how many" in q.lower() for q in questions)


def test_second_coordinated_phrase_keeps_the_answer() -> None:
    sentence = "She met the mayor of Leeds and the head of the council."
    tidied = tidy_case(CaseCandidate("Who did she meet?", "the mayor of Leeds"), sentence)
    assert (tidied.answer, tidied.rejected) == ("the mayor of Leeds", "")


def test_a_crowd_is_asked_by_whom() -> None:
    sentence = "Queen Ana was greeted by crowds as she arrived in Oslo."
    item = SynthesisInput("f1", "Queen Ana", "be greeted by", "crowds", sentence, sentence, {})
    questions = [c.question for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]]
    assert "By whom was Queen Ana greeted?" in questions, questions


def test_a_figurative_object_is_not_asked() -> None:
    sentence = "As a judge, Ana Lee sets an immense example for young lawyers."
    item = SynthesisInput("f1", "Ana Lee", "set", "an immense example", sentence, sentence, {})
    questions = [
        c.question
        for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
        if rejection_reason(c, item, []) is None
    ]
    assert not any(q.startswith("What does Ana Lee set") for q in questions), questions


def test_a_count_of_recent_events_keeps_its_position() -> None:
    sentence = "Ann Lee has come close in the past three majors, playing in the final groups."
    item = SynthesisInput(
        "f1", "Ann Lee", "come close in", "the past three majors", sentence, sentence, {}
    )
    questions = [
        c.question
        for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
        if rejection_reason(c, item, []) is None
    ]
    assert not any("how many" in q.lower() for q in questions), questions
