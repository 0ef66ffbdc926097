"""Cases with no one answer or a garbled piece of their sentence (``vague_answers``)."""

from __future__ import annotations

import pytest

from hanker.synth.vague_answers import vague_answer


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "What did the summer fair feature?",
            "a parade of vintage tractors",
            "The summer fair also featured a parade of vintage tractors.",
            "other answers signalled by also",
        ),
        (
            "Of what is the carmaker accused?",
            "hiding emissions data",
            "The carmaker is also accused of hiding emissions data from regulators.",
            "other answers signalled by also",
        ),
        (  # a topic of a talk
            "About what did the admiral speak?",
            "the cost of new frigates",
            "The admiral also spoke about the cost of new frigates.",
            "other answers signalled by also",
        ),
        (  # a part of a career, in a relative clause
            "In what has the Welsh actor appeared?",
            "two crime dramas",
            "The Welsh actor, who has also appeared in two crime dramas, joins the cast in May.",
            "other answers signalled by also",
        ),
        (
            "What has Lena Brandt published?",
            "other poems titled Rain and Salt",
            "Lena Brandt has published other poems titled Rain and Salt.",
            "answer points to others",
        ),
        (
            "How many strikes did the union call?",
            "three more strikes",
            "The union called three more strikes.",
            "answer points to others",
        ),
        (
            "What did Ravi Menon leave?",
            "a lasting impression on jazz",
            "Ravi Menon left a lasting impression on jazz.",
            "vague light verb",
        ),
        (
            "What do Ola Berg's novels bring to the genre?",
            "a fresh sense of wonder",
            "Ola Berg's novels bring a fresh sense of wonder to the genre.",
            "vague light verb",
        ),
        (
            "Who was Ken Doyle?",
            "the union's favoured candidate",
            "Ken Doyle, who was the union's favoured candidate, lost.",
            "definition question on a person",
        ),
        (
            "What does Mira Sato give her essays, usually involving coastal towns?",
            "a quiet humour",
            "Mira Sato gives her essays a quiet humour, usually involving coastal towns.",
            "participial phrase left in the question",
        ),
        (
            "Where are 300 Canadians stranded among the largest groups there?",
            "Chad",
            "300 Canadians are stranded in Chad - among the largest groups there.",
            "dash aside in the question",
        ),
        (
            "When did the goalkeeper fall ill on the day?",
            "May 2019",
            "On the day the goalkeeper fell ill, in May 2019, the coach was away.",
            "clause head stranded",
        ),
        (
            "What did the report raise to the risks of flooding?",
            "awareness",
            "The report raised awareness to the risks of flooding.",
            "noun complement left in the question",
        ),
        (
            "What did Syrians doctors set up near the border?",
            "a field clinic",
            "Syrians doctors set up a field clinic near the border.",
            "plural noun as a modifier",
        ),
        (
            "What is the harbour now?",
            "too shallow for the new ferries",
            "The harbour is now too shallow for the new ferries to use.",
            "degree word cut from its infinitive",
        ),
        (
            "What was Ana Gil?",
            "old enough",
            "Ana Gil was old enough to stand for the council.",
            "degree word cut from its infinitive",
        ),
        (
            "Who does a video from the station show?",
            "a man climbing onto the roof of a train",
            "A video from the station shows a man climbing onto the roof of a train.",
            "event asked with who",
        ),
        (
            "What is an additional book title by Mara Quist?",
            "Salt Roads",
            'Mara Quist has also written "Salt Roads" and "Iron Gate".',
            "question asks one of several",
        ),
        (
            "By what is Lena Dahl's poetry marked?",
            "sparse imagery",
            "Lena Dahl's poetry is marked by sparse imagery, paired with long silences.",
            "answer cut before what is paired with it",
        ),
        (
            "To what did Mr Vance coach the Danes from 2004?",
            "2009",
            "Mr Vance, who coached the Danes from 2004 to 2009, retired.",
            "range split",
        ),
        (
            "What do the marshals line to the stage?",
            "the route from the gate",
            "The marshals line the route from the gate to the stage.",
            "range split",
        ),
        (
            "With what does the change at the Herald coincide to £2.10?",
            "a 20p price rise of the Sunday edition",
            "The change at the Herald coincides with a 20p price rise of the Sunday edition to £2.10.",
            "change's figure left in the question",
        ),
        (
            "What did Leeds reach?",
            "the first FA Cup final",
            "Leeds reached the first FA Cup final since their relegation in 1982.",
            "ranking cut before its since-phrase",
        ),
        (
            "Who did the Greens gain?",
            "nearly as many new councillors as Labour",
            "The Greens gained nearly as many new councillors as Labour.",
            "answer points to others",
        ),
    ],
)
def test_vague(question: str, answer: str, sentence: str, reason: str) -> None:
    assert vague_answer(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (  # "also" on a verb that presents no items
            "What have the nurses begun?",
            "a work-to-rule",
            "The nurses have also begun a work-to-rule.",
        ),
        (  # the question is not bare on the verb
            "Where was the festival featured?",
            "a travel show",
            "The festival was also featured on a travel show.",
        ),
        ("What did the panel recommend?", "more funding", "The panel recommended more funding."),
        (  # no "also": one topic
            "About what did the admiral speak?",
            "the cost of new frigates",
            "The admiral spoke about the cost of new frigates.",
        ),
        (  # the question keeps more than the verb
            "About what did the admiral speak at the dinner?",
            "the cost of new frigates",
            "At the dinner the admiral also spoke about the cost of new frigates.",
        ),
        ("Who won more than 100 votes?", "Ana Lee", "Ana Lee won more than 100 votes."),
        (  # "pay attention to": the verb's own phrase
            "What did the mayor pay to the flood risk?",
            "attention",
            "The mayor paid attention to the flood risk.",
        ),
        (
            "Who has won several prizes, including the Lark Award?",
            "Ida Holm",
            "Ida Holm has won several prizes, including the Lark Award.",
        ),
        ("What did Chinese engineers build?", "a bridge", "Chinese engineers built a bridge."),
        (
            "What did the bank report?",
            "a loss",
            "The bank reported a loss - its first since 2009.",
        ),
        ("What was the soup?", "too salty", "The soup was too salty, the critic said."),
        ("Who did the camera catch?", "the thief", "The camera caught the thief."),
        (  # "since" after a plain noun, no first
            "What has Ana Lee run?",
            "the bakery",
            "Ana Lee has run the bakery since 1990.",
        ),
    ],
)
def test_kept(question: str, answer: str, sentence: str) -> None:
    assert vague_answer(question, answer, sentence) is None
