"""Titles held at a stated past time are asked in the past with that time (dated_titles)."""

from __future__ import annotations

import pytest

from hanker.synth.position_questions import position_question
from hanker.synth.title_question import title_question


@pytest.mark.parametrize(
    ("head", "title", "sentence", "expected"),
    [
        (  # a dated past event: the title held then
            "Ann Holt",
            "Orvik Mayor",
            "On 4 May 1921, Orvik Mayor Ann Holt opened the new bridge over the river.",
            "Who was the Orvik Mayor on 4 May 1921?",
        ),
        (  # a past participle with its own year
            "Tomas Brandt",
            "Veldian President",
            "The levy, first imposed in 1962 under Veldian President Tomas Brandt, still stands.",
            "Who was the Veldian President in 1962?",
        ),
        (  # news of the day: no year on the holder's clause
            "Ann Holt",
            "Orvik Mayor",
            "Orvik Mayor Ann Holt said on Tuesday that the bridge would reopen.",
            "Who is the Orvik Mayor?",
        ),
        (  # a year in a clause of its own says nothing of when the title was held
            "Ann Holt",
            "Orvik Mayor",
            "Orvik Mayor Ann Holt says the old bridge, which opened in 1921, must be rebuilt.",
            "Who is the Orvik Mayor?",
        ),
    ],
)
def test_title_asked_at_its_time(head: str, title: str, sentence: str, expected: str) -> None:
    assert title_question(head, title, sentence).question == expected


def test_position_asked_at_its_time() -> None:
    sentence = "In 1998, Pavel Dorn, the leader of the Kessel Front, was arrested in the capital."
    cases = position_question("Pavel Dorn", "be", "the leader of the Kessel Front", sentence)
    assert [case.question for case in cases] == ["Who was the leader of the Kessel Front in 1998?"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (  # a verb joined to the holder's gives the time
            "Orvik Mayor Ann Holt tried to calm the strikers but was shouted down in March 1911.",
            "Who was the Orvik Mayor in March 1911?",
        ),
        (  # a when-clause under the holder's clause
            "Orvik Mayor Ann Holt stood on the steps to greet the crowd when the treaty was "
            "signed in June 1919.",
            "Who was the Orvik Mayor in June 1919?",
        ),
        (  # the verb the holder's clause hangs under
            "In early 1931, the miners tried to meet Orvik Mayor Ann Holt.",
            "Who was the Orvik Mayor in early 1931?",
        ),
        (  # a relative clause of another noun gives no time for the title
            "Orvik Mayor Ann Holt praised the dockers, who had marched in 1911.",
            "Who is the Orvik Mayor?",
        ),
    ],
)
def test_title_takes_a_bound_clause_time(sentence: str, expected: str) -> None:
    assert title_question("Ann Holt", "Orvik Mayor", sentence).question == expected


def test_title_with_two_bound_times_gives_no_question() -> None:
    sentence = "The dockers marched in 1911 and tried in 1912 to meet Orvik Mayor Ann Holt."
    case = title_question("Ann Holt", "Orvik Mayor", sentence)
    assert (case.question, case.rejected) == ("", "title held at two times")


def test_a_sentence_with_no_verb_gives_no_time() -> None:
    """A verbless line (``Finance Minister Ana Ruiz, pictured ...``, the name its root): the
    walk up from the name stops at the root, finds no verb and gives no time (it once looped
    for ever: spaCy makes a new token object for each ``.head``)."""
    import threading

    from hanker.synth.dated_titles import holder_time

    found: list[str | None] = []
    sentence = "Finance Minister Ana Ruiz, pictured in Lisbon in 2019."
    worker = threading.Thread(target=lambda: found.append(holder_time("Ana Ruiz", sentence)))
    worker.daemon = True
    worker.start()
    worker.join(timeout=60)
    assert found == [None], found
