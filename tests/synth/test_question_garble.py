"""Structurally garbled questions are rejected by reading them back
(:mod:`hanker.synth.question_garble`)."""

from __future__ import annotations

import pytest

from hanker.synth.question_garble import garble_problem
from hanker.text.nlp import load_spacy
from hanker.text.subordinator_preps import SUBORDINATE_AS_PHRASE, holds_misread_phrase


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "Whom did Leeds Rovers defeat at Hampden in the in 1994?",
            "Stirling Albion",
            "In 1994 Leeds Rovers defeated Stirling Albion 2-1 at Hampden to win the cup.",
            "article before a function word",
        ),
        (
            "How many bn tonnes of grain does Canada export?",
            "about 4.1",
            "Canada exports about 4.1bn tonnes of grain a year.",
            "unit split from its number",
        ),
        (
            "To what been the rail network of the province gradually extended?",
            "the northern coast",
            "The rail network of the province has crossed the mountains and been gradually "
            "extended to the northern coast.",
            "auxiliary lost before been",
        ),
        (
            "According to Ms Ortiz, who did singing Carmen at the Lyceum?",
            "Anna",
            'Ms Ortiz said: "No one has loved a part the way Anna did singing Carmen at the Lyceum."',
            "do-support before a non-base verb",
        ),
        (
            "To whom did Hull Town beat at Elland Road?",
            "Barnsley",
            "Hull Town beat Barnsley at Elland Road on Saturday.",
            "wh-preposition the verb does not take",
        ),
        (
            "Who finished third in the table, Leeds fifth Derby sixth?",
            "Hull",
            "Hull finished third in the table, Leeds fifth, and Derby sixth.",
            "clause joined without a coordinator",
        ),
        (
            "Who is Ms Hart Tom Reed and Ann Cole both left in May?",
            "the second minister to quit this year",
            "Ms Hart, 54, who ran the trade department, is the second minister to quit this year"
            " - Tom Reed and Ann Cole both left in May.",
            "clause joined without a coordinator",
        ),
        (
            "To what did the mayor pledge to put a stop in Leeds in a cleaner and safer transport"
            " system?",
            "congestion and pollution",
            "The mayor pledged to put a stop to congestion and pollution in Leeds, to bring in a"
            " cleaner and safer transport system, and to make buses free again.",
            "object left without its verb",
        ),
        (
            "As what did Ann Cole serve led by Tom Reed?",
            "finance minister in the coalition government",
            "Ann Cole, who served as finance minister in the coalition government led by Tom Reed,"
            " has died.",
            "participle of the answer left in the question",
        ),
    ],
)
def test_garbled_questions_are_rejected(
    question: str, answer: str, sentence: str, reason: str
) -> None:
    assert garble_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (
            "Where did recording for the album resume last month?",
            "Berlin",
            "Recording for the album resumed last month in Berlin.",
        ),
        (
            "To whom did the council sell the site?",
            "a housing trust",
            "The council sold the site to a housing trust in 2015.",
        ),
        (
            "Whom did Hull Town beat at Elland Road?",
            "Barnsley",
            "Hull Town beat Barnsley at Elland Road on Saturday.",
        ),
        (
            "How many people does the hospital employ?",
            "about 4,000",
            "The hospital employs about 4,000 people.",
        ),
        (
            "What did the mayor promise to build in the city centre?",
            "a new library",
            "The mayor promised to build a new library in the city centre.",
        ),
        (
            "What did the club sign in January?",
            "a new striker",
            "The club signed a new striker in January and sold two defenders.",
        ),
        (
            "Who won the race in Leeds?",
            "Ann Cole",
            "Ann Cole, who trained in Hull and York, won the race in Leeds.",
        ),
        (
            "Who was raised in Leeds?",
            "Tom Hart",
            "Tom Hart was born and raised in Leeds, England.",
        ),
        (
            "What did the firm launch in May?",
            "its new phone",
            "In its results, the firm - which launched its new phone in May - has cut costs.",
        ),
        # a verb of naming or giving takes a second object; an adverb with a preposition stays
        (
            "What did the council call the new bridge?",
            "the Millennium Link",
            "The council called the new bridge the Millennium Link.",
        ),
        (
            "What did Rosa Lind give her brother?",
            "a bicycle",
            "Rosa Lind gave her brother a bicycle for his birthday.",
        ),
        (
            "Who was involved in a collision with Dale Hart in the first half alone?",
            "Ivo Berg",
            "Ivo Berg was involved in a collision with Dale Hart in the first half alone.",
        ),
        # "been" after its auxiliary, or in the subject, is sound
        (
            "To what has the rail network of the province been extended?",
            "the northern coast",
            "The rail network of the province has crossed the mountains and been gradually "
            "extended to the northern coast.",
        ),
        # the parser reads the verb after the subject as an adverb, "do" as the main verb
        (
            "What do most Americans back?",
            "legalised abortion",
            "Most Americans back legalised abortion.",
        ),
    ],
)
def test_sound_questions_are_kept(question: str, answer: str, sentence: str) -> None:
    assert garble_problem(question, answer, sentence) is None


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("What did the Trade Council set out a number of reforms?", "object slot filled twice"),
        ("What does Norland require a broker who can help?", "object slot filled twice"),
        ("What are the Greens currently?", "copula question ends on an adverb"),
        ("What is Lisbon simply?", "copula question ends on an adverb"),
        ("Of what was Ravi Aslam, convicted?", "stray comma before the verb"),
    ],
)
def test_questions_garbled_by_their_own_words(question: str, reason: str) -> None:
    assert garble_problem(question, "the answer", "") == reason


def test_a_perfect_tense_read_as_have_is_garbled() -> None:
    sentence = "Over four decades, he has consolidated power through control of the army."
    question = "What does Hun Sen have through control of the army over four decades?"
    assert garble_problem(question, "consolidated power", sentence) == "perfect tense read as have"
    assert (
        garble_problem("What does Hun Sen have?", "a large army", "Hun Sen has a large army.")
        is None
    )


def test_a_question_keeping_a_clause_read_as_a_phrase_is_garbled() -> None:
    sentence = "United won as striker Tom Berg scored twice."
    assert holds_misread_phrase("as striker Tom Berg", load_spacy()(sentence))
    assert garble_problem("Who won as striker Tom Berg?", "United", sentence) == (
        SUBORDINATE_AS_PHRASE
    )
    assert garble_problem("Who scored twice?", "Tom Berg", sentence) is None


def test_a_past_ending_after_do_support_is_garbled() -> None:
    assert garble_problem("When did the club opened its doors?", "May", "") == (
        "do-support before a non-base verb"
    )
    assert garble_problem("When did the club open its doors?", "May", "") is None
    assert garble_problem("What did Ana Ruiz feed the ducks?", "bread", "") is None
