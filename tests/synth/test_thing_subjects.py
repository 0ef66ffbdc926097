"""Subjects asked "who" with nothing to show they are people are asked "what" (thing_subjects)."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate
from hanker.synth.wh_kinds import fit_wh_kind


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (  # a many-word name as a passive subject: a thing
            "Halvik Shipyard was closed by the government in 1998.",
            "Who was closed by the government in 1998?",
            "Halvik Shipyard",
            "What was closed by the government in 1998?",
        ),
        (  # an acronym as a passive subject
            "QTEL was merged into the national network in 1981.",
            "Who was merged into the national network in 1981?",
            "QTEL",
            "What was merged into the national network in 1981?",
        ),
        (  # a verb of containing: no person includes
            "Felidae includes the big cats and the small cats.",
            "Who includes the big cats and the small cats?",
            "Felidae",
            "What includes the big cats and the small cats?",
        ),
        (  # the subject mention, not an earlier one after "as"
            "Although such codes are often called QTEL, true QTEL is defined only by the"
            " national standard.",
            "Who is defined only by the national standard?",
            "QTEL",
            "What is defined only by the national standard?",
        ),
        (  # a subject of containing, whatever noun goes before it
            "Furthermore, the superorder Kelvaria includes all three living orders.",
            "Who includes all three living orders?",
            "the superorder Kelvaria",
            "What includes all three living orders?",
        ),
        (  # a rank before the name: a person
            "Norwegian Rear-Admiral Halvik Osk was twice awarded the Star of Merit.",
            "Who was twice awarded the Star of Merit?",
            "Norwegian Rear-Admiral Halvik Osk",
            "Who was twice awarded the Star of Merit?",
        ),
        (  # a counted name may be people: left as it is
            "More than 40 Estonians were honoured by the academy in 1990.",
            "Who were honoured by the academy in 1990?",
            "More than 40 Estonians",
            "Who were honoured by the academy in 1990?",
        ),
        (  # a run of capitalised words may be a person's name: left as it is
            "Katra Velsen has been invited to numerous literary festivals abroad.",
            "Who has been invited to numerous literary festivals abroad?",
            "Katra Velsen",
            "Who has been invited to numerous literary festivals abroad?",
        ),
        (  # a name led by "the" as a passive subject: a thing
            "The Tarn Valley Regatta was inaugurated in Orvik in 1867.",
            "Who was inaugurated in Orvik in 1867?",
            "The Tarn Valley Regatta",
            "What was inaugurated in Orvik in 1867?",
        ),
        (  # a one-word capitalised name may be a surname: left as it is
            "Okonjo was jailed in Lagos in 2004.",
            "Who was jailed in Lagos in 2004?",
            "Okonjo",
            "Who was jailed in Lagos in 2004?",
        ),
        (  # a given name first: a person
            "Sandra Okafor Mills was promoted to captain in 2001.",
            "Who was promoted to captain in 2001?",
            "Sandra Okafor Mills",
            "Who was promoted to captain in 2001?",
        ),
        (  # a verb of saying elsewhere in the passage: a body that speaks
            "The Brenford Canal Company was fined by the regulator in May.",
            "Who was fined by the regulator in May?",
            "The Brenford Canal Company",
            "Who was fined by the regulator in May?",
        ),
        (  # an active doer stays a "who"
            "Norvik Shipping launched a new ferry route in May.",
            "Who launched a new ferry route in May?",
            "Norvik Shipping",
            "Who launched a new ferry route in May?",
        ),
    ],
)
def test_who_for_a_thing_subject(sentence: str, question: str, answer: str, expected: str) -> None:
    context = sentence
    if "fined" in sentence:
        context = f"{sentence} The Brenford Canal Company said it would appeal."
    assert fit_wh_kind(CaseCandidate(question, answer), sentence, context).question == expected


def test_group_asked_from_its_members_is_dropped() -> None:
    sentence = "The judges for the contest included Ada Holm, Bo Lind and Cy Moss."
    case = CaseCandidate(
        "Who included Ada Holm, Bo Lind and Cy Moss?", "The judges for the contest"
    )
    assert fit_wh_kind(case, sentence).rejected == "group asked from its members"
