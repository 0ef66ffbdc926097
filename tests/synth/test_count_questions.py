"""Counts asked whole (count-questions.v1): "How many ...?" answered by the count alone."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.count_questions import count_answer, share_question, subject_count_question
from hanker.synth.template import TemplateGenerator
from hanker.synth.validate import rejection_reason


def _cases(sentence: str, head: str, relation: str, tail: str) -> list[tuple[str, str]]:
    """The valid (question, answer) cases the template writer makes of one fact."""
    item = SynthesisInput("f1", head, relation, tail, sentence, sentence, {})
    candidates = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    return [(c.question, c.answer) for c in candidates if rejection_reason(c, item, []) is None]


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "expected"),
    [
        (
            "Siemens announced 6,500 job cuts over the next four years.",
            "Siemens",
            "announce",
            "6,500 job cuts",
            ("How many job cuts did Siemens announce over the next four years?", "6,500"),
        ),
        (
            "Tesco employs more than 40,000 people.",
            "Tesco",
            "employ",
            "more than 40,000 people",
            ("How many people does Tesco employ?", "more than 40,000"),
        ),
        (
            "Eva Berg has scored 27 goals.",
            "Eva Berg",
            "score",
            "27 goals",
            ("How many goals has Eva Berg scored?", "27"),
        ),
        (  # people counted by their nation's name (template.v36)
            "Gunmen killed 10 Israelis in the raid on the settlement.",
            "Gunmen",
            "kill",
            "10 Israelis",
            ("How many Israelis did gunmen kill in the raid on the settlement?", "10"),
        ),
    ],
)
def test_count_question_answered_by_the_count(
    sentence: str, head: str, relation: str, tail: str, expected: tuple[str, str]
) -> None:
    assert expected in _cases(sentence, head, relation, tail)


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "expected"),
    [
        (  # a rate: the count alone would be wrong
            "How many patients can the clinic see?",
            "400 patients a week",
            "The clinic can see 400 patients a week.",
            "400 patients a week",
        ),
        (  # a count in words stays with its noun (a bare word count names nothing)
            "How many medals did Eva Berg win?",
            "three medals",
            "Eva Berg won three medals.",
            "three medals",
        ),
        (  # one count of a list
            "How many ships did the navy sink?",
            "12 ships",
            "The navy sank 12 ships and 40 boats.",
            "12 ships",
        ),
        (  # no count question
            "What did Siemens announce?",
            "6,500 job cuts",
            "Siemens announced 6,500 job cuts.",
            "6,500 job cuts",
        ),
    ],
)
def test_count_answer_kept_whole(question: str, answer: str, sentence: str, expected: str) -> None:
    assert count_answer(question, answer, sentence) == expected


def test_subject_count_and_share_questions() -> None:
    assert subject_count_question(
        "Some 2,300 Unison nurses went on strike in Leeds.", "Some 2,300 Unison nurses"
    ) == ("How many Unison nurses went on strike in Leeds?", "Some 2,300")
    assert subject_count_question(
        "About 76% of GMB members backed the pay offer.", "About 76% of GMB members"
    ) == ("What percentage of GMB members backed the pay offer?", "About 76%")


@pytest.mark.parametrize(
    ("sentence", "head"),
    [
        ("In a vote, 76% of GMB members backed the offer.", "76% of GMB members"),  # not first
        ("About 76% of GMB members may back the offer.", "About 76% of GMB members"),  # modal
        ("Some 40 per cent of GMB members backed it.", "Some 40 per cent of GMB members"),
        ("Three Labour MPs resigned on Friday.", "Three Labour MPs"),  # a count in words
        ("12 Labour MPs and 3 peers quit the party.", "12 Labour MPs"),  # a list
        ("2,300 Unison nurses, most of them in Leeds, went on strike.", "2,300 Unison nurses"),
    ],
)
def test_no_subject_count_question(sentence: str, head: str) -> None:
    assert subject_count_question(sentence, head) is None


def test_share_answer_not_cut_before_its_group() -> None:
    sentence = "About 76% of GMB members backed the pay offer."
    assert share_question("What percentage of GMB members backed the pay offer?", "About 76%")
    assert not share_question("What backed the pay offer?", "About 76%")
    cases = _cases(sentence, "About 76% of GMB members", "back", "the pay offer")
    assert ("What percentage of GMB members backed the pay offer?", "About 76%") in cases
