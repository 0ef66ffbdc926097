"""Answers cut before a purpose infinitive or a phrase of the verb's frame, and answers that
are one conjunct of a coordination dropped (answer_tails)."""

from __future__ import annotations

import pytest

from hanker.synth.answer_tails import trim_tails
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (
            "The ministry said the union had to call off the walkout for any talks to begin.",
            "What did the union have to call off?",
            "the walkout for any talks to begin",
            "the walkout",
        ),
        (
            "Families board an army plane to be flown out of Libya",
            "What do families board?",
            "an army plane to be flown out of Libya",
            "an army plane",
        ),
        (
            "He mixed the blue paint with yellow oils to make a green.",
            "What did he mix?",
            "the blue paint with yellow oils to make a green",
            "the blue paint with yellow oils",
        ),
        (
            "Ana Ruiz was mistaken by her attackers for her sister.",
            "By whom was Ana Ruiz mistaken?",
            "her attackers for her sister",
            "her attackers",
        ),
    ],
)
def test_trimmed(sentence: str, question: str, answer: str, expected: str) -> None:
    case = trim_tails(CaseCandidate(question, answer, answer_type="entity"), sentence)
    assert (case.question, case.answer, case.rejected) == (question, expected, "")


@pytest.mark.parametrize(
    ("sentence", "question", "answer"),
    [
        (
            "The council announced a plan to close the library.",
            "What did the council announce?",
            "a plan to close the library",
        ),
        (
            "Mia expected the prices to fall soon.",
            "What did Mia expect?",
            "the prices to fall soon",
        ),
        (
            "The panel found the old rule to be unlawful.",
            "What did the panel find?",
            "the old rule to be unlawful",
        ),
        (
            "Ruth Ames was the first pilot to land there.",
            "Who was Ruth Ames?",
            "the first pilot to land there",
        ),
        ("They bought a house to live in.", "What did they buy?", "a house to live in"),
        (
            "Kent Police is asking for help to trace the van.",
            "For what is Kent Police asking?",
            "help to trace the van",
        ),
        (
            "Ann Lee met the club's coach Tom Fox and its physio Jo Hill.",
            "Who is the club's coach?",
            "Tom Fox",
        ),
        ("Ida Vos signed Omar Ali and Ben Cole.", "How many players did Ida Vos sign?", "two"),
        (
            "Ms Lee said the plan was sound and praised its low cost.",
            "What did Ms Lee praise?",
            "its low cost",
        ),
    ],
)
def test_unchanged(sentence: str, question: str, answer: str) -> None:
    case = CaseCandidate(question, answer)
    assert trim_tails(case, sentence) == case


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "reason"),
    [
        (
            "The truce, brokered by Norway and Qatar in May, held for a week.",
            "By whom was the truce brokered?",
            "Norway",
            "answer is one part of a coordination",
        ),
        (
            "Dr Ida Berg, clinical director and acting chief executive of the trust, spoke.",
            "Who is Dr Ida Berg?",
            "clinical director",
            "answer is one part of a coordination",
        ),
        (
            "The school bought a minibus to take pupils to matches.",
            "What did the school buy?",
            "a minibus to take pupils to matches",
            "answer is a bare noun of its purpose clause",
        ),
        (
            'The council now believed the new bridge was "a real asset", she added, and had praised its low cost.',
            "What had Ms Lee praised?",
            "its low cost",
            "doer after a reporting tag unclear",
        ),
    ],
)
def test_rejected(sentence: str, question: str, answer: str, reason: str) -> None:
    case = trim_tails(CaseCandidate(question, answer), sentence)
    assert (case.question, case.rejected) == ("", reason)


def test_rejected_case_untouched() -> None:
    case = CaseCandidate("", "Norway", rejected="earlier reason")
    assert trim_tails(case, "The truce was brokered by Norway and Qatar.") == case
