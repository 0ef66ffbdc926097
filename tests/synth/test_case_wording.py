"""Wording, scope and wh-word checks against the source sentence (case_wording, case_scope)."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.case_wording import wording_problem
from hanker.synth.validate import rejection_reason

REJECTED = [
    (
        "Who is Dr Mira Holt?",
        "senior fellow at Bristol University",
        "Dr Mira Holt, senior fellow at Bristol University, is a paid adviser to the fund.",
        "definition of a name described twice",
    ),
    (
        "Who is Mr Okafor?",
        "councillor for Leeds North",
        "Mr Okafor, who is councillor for Leeds North, is a longtime ally of the mayor.",
        "definition of a name described twice",
    ),
    (
        "What is Tomas Berg?",
        "a painter of seascapes",
        "Tomas Berg is a painter of seascapes and a teacher at the academy.",
        "definition of a name described twice",
    ),
    (
        "What is Kyoto?",
        "the heart of Japanese tradition",
        "Raised in Kyoto, the heart of Japanese tradition, Emi writes quiet novels.",
        "definition by an epithet",
    ),
    (
        "What is Dorking?",
        "the closest market town",
        "The depot lies six miles from Dorking, which is the closest market town.",
        "definition by an epithet",
    ),
    (
        "Who is Senator Ann Pike?",
        "the chair of the committee",
        '"We oppose it," said Senator Ann Pike, the chair of the committee.',
        "definition by an epithet",
    ),
    (
        "What was the review sadly?",
        "a missed chance",
        "The review was sadly a missed chance.",
        "sentence adverb at the end of the question",
    ),
    (
        "Where did old Tom play?",
        "the village green",
        "Ten-year-old Tom played on the village green.",
        "hyphenated compound cut",
    ),
    (
        "Whom did the board thank?",
        "Ms Vale, who also leads the choir",
        "The board thanked Ms Vale, who also leads the choir.",
        "answer carries a non-restrictive clause",
    ),
    (
        "Who restored the chapel, including the old organ according to the parish website?",
        "Mr Dunn",
        "According to the parish website, Mr Dunn restored the chapel, including the old organ.",
        "claim source moved",
    ),
    (
        "According to singer Rosa Lind, who hosts the final?",
        "Bristol",
        'Singer Rosa Lind says the show is "a family", as Bristol hosts the final in June.',
        "answer outside the attributed claim",
    ),
    (
        "According to police figures, when did the strike begin?",
        "last March",
        "According to police figures, 40 arrests were made after the strike began last March.",
        "answer outside the attributed claim",
    ),
    (
        "What did Ajax sign in 2021?",
        "Maren Holm",
        "In 2021, Ajax signed Maren Holm and she moved to the Netherlands.",
        "what for a signed person",
    ),
    (
        "What did Ana Ruiz head?",
        "a long cross into the top corner",
        "Ana Ruiz headed a long cross into the top corner.",
        "answer carries the verb's goal",
    ),
]

KEPT = [
    (
        "Who is Dr Mira Holt?",
        "senior fellow at Bristol University",
        "Dr Mira Holt, senior fellow at Bristol University, said the data were clear.",
    ),
    (
        "Who is Mr Okafor?",
        "councillor for Leeds North",
        "Mr Okafor, who is councillor for Leeds North, was speaking at the hall.",
    ),
    (
        "What is Kyoto?",
        "the former capital of Japan",
        "Emi lives in Kyoto, the former capital of Japan.",
    ),
    (
        "When did Tom Reid leave Leeds according to local reports?",
        "2019",
        "Tom Reid left Leeds in 2019, according to local reports.",
    ),
    (
        "According to the office, what was affected?",
        "the server",
        "The office said the server was affected before April 2022.",
    ),
    ("What did the mayor sign?", "the Clean Air Act", "The mayor signed the Clean Air Act."),
    (
        "For what is Ana Ruiz known?",
        "her insight into coastal towns",
        "Ana Ruiz is known for her insight into coastal towns.",
    ),
    (
        "Who did the well-known author thank?",
        "her editor",
        "The well-known author thanked her editor.",
    ),
]


@pytest.mark.parametrize(("question", "answer", "sentence", "reason"), REJECTED)
def test_misworded_cases_are_rejected(
    question: str, answer: str, sentence: str, reason: str
) -> None:
    assert wording_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(("question", "answer", "sentence"), KEPT)
def test_sound_cases_are_kept(question: str, answer: str, sentence: str) -> None:
    assert wording_problem(question, answer, sentence) is None


def test_validation_counts_the_wording_reason() -> None:
    sentence = "Ms Vale, who is mayor of Hull, is a keen rower."
    item = SynthesisInput("f1", "Ms Vale", "be", "mayor of Hull", sentence, sentence, {})
    candidate = CaseCandidate("Who is Ms Vale?", "mayor of Hull")
    reason = rejection_reason(candidate, item, [])
    assert reason == "no clean question: definition of a name described twice"


def test_a_question_that_names_its_answer_through_a_speaker_is_rejected() -> None:
    sentence = "Yachtsman Sir Ola Brandt was killed in a storm off Brazil, his sponsors said."
    item = SynthesisInput("f1", "Sir Ola Brandt", "be killed in", "a storm", sentence, sentence, {})
    named = CaseCandidate(
        "According to Ola Brandt's sponsors, who was killed in a storm off Brazil?",
        "Yachtsman Sir Ola Brandt",
        answer_type="person",
    )
    assert rejection_reason(named, item, []) == "answer in the question"
    plain = CaseCandidate("Who was killed in a storm off Brazil?", "Yachtsman Sir Ola Brandt")
    assert rejection_reason(plain, item, []) is None
    # a place's name is no one's: the words may stand in the question
    sentence = (
        "Ola Brandt studied at the University of New South Wales before moving to New South Wales."
    )
    item = SynthesisInput("f2", "Ola Brandt", "study at", "x", sentence, sentence, {})
    place = CaseCandidate(
        "Where did Ola Brandt study before moving to New South Wales?",
        "the University of New South Wales",
    )
    assert rejection_reason(place, item, []) != "answer in the question"
