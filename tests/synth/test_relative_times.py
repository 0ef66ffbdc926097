"""Time adjuncts dated against the passage leave the question
(:mod:`hanker.synth.relative_times`, ``template.v45``)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "expected"),
    [
        (  # an anaphoric adverb between the subject and the verb
            "Carla Mendes was in Madrid on Monday, and afterwards flew to Lisbon for talks with the king.",
            "Lisbon",
            "Carla Mendes",
            "fly to",
            "Where did Carla Mendes fly for talks with the king?",
        ),
        (  # a fronted "within" + a span of time with no "of" phrase
            "Within three months, Clara Osei had sold Bexley Steel to a Dutch group.",
            "Bexley Steel",
            "Clara Osei",
            "sell",
            "What had Clara Osei sold to a Dutch group?",
        ),
        (  # a measured "later"
            "Five years later Tom Reyes joined Orvik Council as a treasurer.",
            "Orvik Council",
            "Tom Reyes",
            "join",
            "What did Tom Reyes join as a treasurer?",
        ),
        (  # "the next morning"
            "The next morning, Captain Ruiz left Valparaiso with the cargo.",
            "Valparaiso",
            "Captain Ruiz",
            "leave",
            "What did Captain Ruiz leave with the cargo?",
        ),
        (  # a bare "later" before the verb
            "Ann Holt later joined Orvik Council as a treasurer.",
            "Orvik Council",
            "Ann Holt",
            "join",
            "What did Ann Holt join as a treasurer?",
        ),
        (  # "within" a span of an event: anchored, kept
            "Within a week of the vote, Ann Holt had sold Orvik Steel.",
            "Orvik Steel",
            "Ann Holt",
            "sell",
            "What had Ann Holt sold within a week of the vote?",
        ),
    ],
)
def test_relative_time_left_out(
    sentence: str, answer: str, head: str, relation: str, expected: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion)
    assert written.question == expected
