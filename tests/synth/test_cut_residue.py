"""Numbers left without their abbreviated label, and one member of a counted list."""

from __future__ import annotations

import pytest

from hanker.synth.counted_members import counted_member
from hanker.synth.question_garble import garble_problem


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "expected"),
    [
        (  # the numbers of "vol. 7, no. 2" left behind
            "In what does the proof appear 7 2?",
            "The Northern Review",
            "The proof appears in The Northern Review, vol. 7, no. 2, March 1974.",
            "number cut from its label",
        ),
        (  # a page number without "pp."
            "Where is the map printed 14?",
            "the atlas",
            "The map is printed in the atlas, pp. 14, as a fold-out.",
            "number cut from its label",
        ),
        (  # the label kept: no residue
            "What was published in vol. 7?",
            "the proof",
            "The proof was published in vol. 7 of the review.",
            None,
        ),
        (  # a number the sentence also writes on its own
            "How many papers did 7 authors sign?",
            "12",
            "The 7 authors signed 12 papers printed in vol. 7 of the review.",
            None,
        ),
    ],
)
def test_number_cut_from_its_label(
    question: str, answer: str, sentence: str, expected: str | None
) -> None:
    assert garble_problem(question, answer, sentence) == expected


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "expected"),
    [
        (  # one of the listed gerunds asked with the other glued on
            "What are two ways of cutting costs closing?",
            "the depot",
            "Two ways of cutting costs are selling the fleet and closing the depot.",
            "one member of a counted list",
        ),
        (  # one member of the list a counted subject equals
            "Who were the three founding members?",
            "Cy Moss",
            "The three founding members were Ada Holm, Bo Lind and Cy Moss.",
            "one member of a counted list",
        ),
        (  # the whole list stands
            "Who were the three founding members?",
            "Ada Holm, Bo Lind and Cy Moss",
            "The three founding members were Ada Holm, Bo Lind and Cy Moss.",
            None,
        ),
        (  # counted people doing two things: a true progressive
            "What are two men painting?",
            "the walls",
            "Two men are repairing the roof and painting the walls.",
            None,
        ),
    ],
)
def test_one_member_of_a_counted_list(
    question: str, answer: str, sentence: str, expected: str | None
) -> None:
    assert counted_member(question, answer, sentence) == expected


def test_validation_drops_one_member_of_a_counted_list() -> None:
    from hanker.synth.base import CaseCandidate, SynthesisInput
    from hanker.synth.validate import rejection_reason

    sentence = "The three founding members were Ada Holm, Bo Lind and Cy Moss."
    item = SynthesisInput(
        "f", "the three founding members", "be", "Cy Moss", sentence, sentence, {}
    )
    case = CaseCandidate("Who were the three founding members?", "Cy Moss")
    assert rejection_reason(case, item, []) == "no clean question: one member of a counted list"
