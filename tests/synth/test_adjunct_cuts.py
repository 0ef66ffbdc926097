"""Adjuncts a template question keeps only in part are refused, and moved adjuncts keep the
punctuation that holds them apart (:mod:`hanker.synth.adjunct_cuts`, ``template.v39``)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "reason"),
    [
        (  # "from the town hall" alone says the office is at the town hall
            "When in Leeds, Maria Lopez sent letters from a small office at the Grand Hotel"
            " just four blocks from the town hall.",
            "Maria Lopez",
            "measure cut from its preposition",
        ),
        (  # the parser hangs "was" on "fell": "for claiming the flat" is cut
            "The price fell sharply – which came after the Daily Courier exposed Ben Cho in"
            " 2017 for claiming the flat was larger than 300 square metres when it was not.",
            "Ben Cho",
            "clause cut from a kept verb",
        ),
    ],
)
def test_adjunct_kept_in_part_is_refused(sentence: str, answer: str, reason: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, Rejection) and written.reason == reason, written


@pytest.mark.parametrize(
    ("sentence", "answer", "expected"),
    [
        (  # the measure goes with its preposition
            "Ines Kahn moved to Leeds two years after the war.",
            "Leeds",
            "Where did Ines Kahn move two years after the war?",
        ),
        (  # two fronted adjuncts keep the comma between them
            "After the flood, in 1953, Ines Kahn moved to Leeds.",
            "Leeds",
            "Where did Ines Kahn move after the flood, in 1953?",
        ),
        (  # the comma keeps the date off the election
            "Two days after the election, on 8 May, Maria Lopez moved to Leeds.",
            "Leeds",
            "Where did Maria Lopez move two days after the election, on 8 May?",
        ),
        (  # no comma between two adjuncts when the first ends on no event
            "In 2002, during the flood, Maria Lopez moved to Leeds.",
            "Leeds",
            "Where did Maria Lopez move in 2002 during the flood?",
        ),
        (  # a noun of the subject running into the next verb is no cut adjunct
            "The 49-year-old from Leeds was badly hurt and died on Sunday in York Hospital.",
            "York Hospital",
            "Where did the 49-year-old from Leeds die on Sunday?",
        ),
        (  # a moved date is set off from a clause ending on a common noun
            "In May 1953, Ines Kahn moved to Leeds after the flood.",
            "Leeds",
            "Where did Ines Kahn move after the flood, in May 1953?",
        ),
        (  # a place takes no date: no comma
            "In May 1953, Maria Lopez opened a bakery in Leeds.",
            "Maria Lopez",
            "Who opened a bakery in Leeds in May 1953?",
        ),
        (  # the apostrophe of a possessive after a final s stays
            "Shops were hit by Paris’ new parking rules in March.",
            "March",
            "When were shops hit by Paris’ new parking rules?",
        ),
        (  # a closing single quote after a final s is no possessive
            "The fans sang ‘Texas’ at the match in May.",
            "May",
            "When did the fans sing Texas at the match?",
        ),
        (  # the subject's next verb is not a cut clause
            "Maria Lopez sold the farm and bought the Old Mill in Leeds in 1990.",
            "1990",
            "When did Maria Lopez buy the Old Mill in Leeds?",
        ),
        (  # a kept measure is whole
            "Ines Kahn rented a flat on Mill Lane just two streets from the station.",
            "Ines Kahn",
            "Who rented a flat on Mill Lane just two streets from the station?",
        ),
    ],
)
def test_adjuncts_kept_whole(sentence: str, answer: str, expected: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion) and written.question == expected, written


def test_a_participle_after_an_adjuncts_noun_is_no_cut_clause() -> None:
    # the parser reads "stopped" as a past tense joined to "dazzled"; it is a participle
    sentence = (
        "Maria Lopez dazzled again as she beat Ines Kahn in a Centre Court final stopped by rain."
    )
    resolved = sentence.replace("as she", "as Maria Lopez")
    written = write_question(sentence, "Ines Kahn", resolved=resolved)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == "What did Maria Lopez beat in a Centre Court final?"
