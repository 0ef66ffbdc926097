"""A "where" answer that is one of several the passage lists (template.v12), on passages written
for these tests."""

from __future__ import annotations

from hanker.synth.passage_lists import listed_elsewhere

SENTENCE = "Ana's bus tour took her to the Louvre."
LISTED = (
    "The bus has been on a tour around France, stopping in cities such as Lyon, Lille, Nantes "
    "and Marseille. " + SENTENCE + " She said it was tiring."
)


def test_answer_one_of_a_listed_several() -> None:
    question = "Where did Ana's bus tour take her?"
    reason = listed_elsewhere(question, "the Louvre", SENTENCE, LISTED)
    assert reason == "answer is one of several the passage lists"


def test_answer_in_the_list_is_kept() -> None:
    sentence = SENTENCE.replace("the Louvre", "Lille")
    passage = LISTED.replace(SENTENCE, sentence)
    assert (
        listed_elsewhere("Where did Ana's bus tour take her?", "Lille", sentence, passage) is None
    )


def test_list_on_another_topic_is_ignored() -> None:
    passage = "Ana was born in Lyon. Her books sold in Spain, Italy, Greece and Portugal."
    assert listed_elsewhere("Where was Ana born?", "Lyon", "Ana was born in Lyon.", passage) is None


def test_other_questions_are_ignored() -> None:
    assert (
        listed_elsewhere("What did Ana's bus tour visit?", "the Louvre", SENTENCE, LISTED) is None
    )
