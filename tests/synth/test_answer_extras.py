"""Answers cut before an ``including`` list, a trailing date or a frame on the subject's works."""

from __future__ import annotations

import pytest

from hanker.synth.answer_extras import trim_extras
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "What has Rieger won?",
            "several prizes, including the Blue Anchor Award",
            "several prizes",
        ),
        ("For what was Okafor praised?", "her poems including Salt Road", "her poems"),
        (
            "As what was Mr Dale hired?",
            "the club's head of scouting in April",
            "the club's head of scouting",
        ),
        ("As what did Ms Ford retire?", "a judge in 2015", "a judge"),
        ("As what did Mr Dale take over?", "club captain in autumn 2018", "club captain"),
        ("What does Okafor use?", "bird imagery in her early poems", "bird imagery"),
        ("What did the club sign?", "a new striker on Friday", "a new striker"),
        ("For what was Mr Orr sued?", "email snooping between 2011 and 2014", "email snooping"),
        ("What did the mill make?", "wool blankets from 1990 to 2012", "wool blankets"),
        ("What has the council banned?", "bonfires since March", "bonfires"),
        ("What did the band become?", "a hit thanks to its first album", "a hit"),
        ("Where has Ms Dale lived?", "the street for the past seven years", "the street"),
        ("What did Mr Orr wipe away?", "tears in the dock", "tears"),
        ("What percentage was the rate?", "4.1% in the year to June", "4.1%"),
        ("To what were the police called?", "a break-in at 09:30 BST", "a break-in"),
        (
            "With what was Ana Ruiz honored?",
            'the esteemed "Blue Anchor Award"',
            'the "Blue Anchor Award"',
        ),
        ("Who took over as head of the CBI?", "Belfast-born Mr Danker", "Mr Danker"),
    ],
)
def test_trimmed(question: str, answer: str, expected: str) -> None:
    case = trim_extras(CaseCandidate(question, answer, answer_type="entity"))
    assert (case.question, case.answer, case.answer_type) == (question, expected, "entity")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("When was Mr Dale hired?", "the day after the match in April"),  # asked "when"
        ("As what did Ms Ford serve?", "the first female judge in 2015"),  # the date ranks her
        ("What did the party win?", "the election in May"),  # the date says which event
        ("What did the firm announce?", "plans to shut the depot in June"),  # the plan's date
        ("What did Mr Dale say?", "that the depot would shut on Friday"),
        ("What has Rieger won?", "the Blue Anchor Award"),
        ("What did Okafor publish?", "a guide to the books in her library"),
        ("What did the firm say?", "that sales rose thanks to its new shops"),  # the clause's
        ("What did Mr Orr lose?", "the case in the Court of Appeal"),
    ],
)
def test_unchanged(question: str, answer: str) -> None:
    assert trim_extras(CaseCandidate(question, answer)).answer == answer


def test_rejected_case_untouched() -> None:
    case = CaseCandidate("", "several prizes, including X", rejected="why")
    assert trim_extras(case) is case
