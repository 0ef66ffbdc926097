"""Answers cut where their object noun phrase ends: a recipient of a verb of giving, a channel,
the subject's role or carried thing, an adverb of the verb, read from the sentence's parse."""

from __future__ import annotations

import pytest

from hanker.synth.answer_clause import clause_cut
from hanker.synth.answer_scope import scope_answer
from hanker.synth.base import CaseCandidate


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "expected"),
    [
        (  # a channel: where the thing was shown, not part of it
            "What did the mayor post?",
            "a photo of the flooded bridge on Instagram",
            "The mayor posted a photo of the flooded bridge on Instagram.",
            "a photo of the flooded bridge",
        ),
        (  # the recipient of a verb of giving
            "What had the airline offered?",
            "a choice of refunds to stranded passengers",
            "The airline said it had offered a choice of refunds to stranded passengers.",
            "a choice of refunds",
        ),
        (  # an adverb and a recipient, after the object's own participle phrase
            "What is the minister handing?",
            "private emails dating from last year directly to the panel",
            "The minister said she is handing private emails dating from last year directly "
            "to the panel.",
            "private emails dating from last year",
        ),
        (  # the subject's role
            "What does Maria manage?",
            "the stadium as regional manager for the county board",
            "Maria manages the stadium as regional manager for the county board.",
            "the stadium",
        ),
        (  # what the subject carries at the event
            "What does Tomas join?",
            "a protest with a placard attacking the plan to close the library",
            "Tomas joins a protest with a placard attacking the plan to close the library.",
            "a protest",
        ),
        (  # a trailing adverb goes with the channel after it
            "What has the writer discussed?",
            "her early years openly in podcasts and radio shows",
            "The writer has discussed her early years openly in podcasts and radio shows.",
            "her early years",
        ),
        (  # "N years ago": the time of the act
            "As what did Nadia begin painting?",
            "a pastime three or four years ago",
            "Nadia began painting as a pastime three or four years ago.",
            "a pastime",
        ),
        (  # a named place after the object of "with what"
            "With what does the firm supply hospitals?",
            "masks in Wales",
            "The firm supplies hospitals with masks in Wales.",
            "masks",
        ),
    ],
)
def test_cut(question: str, answer: str, sentence: str, expected: str) -> None:
    assert clause_cut(question, answer, sentence) == expected
    case = scope_answer(CaseCandidate(question, answer, answer_type="entity"), sentence)
    assert (case.question, case.answer, case.answer_type) == (question, expected, "entity")


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (  # "access to": the noun's own complement
            "What did the charity give?",
            "access to the archive",
            "The charity gave access to the archive.",
        ),
        (  # "against members of": the noun's own complement
            "What did the firm announce?",
            "sanctions against members of the board",
            "The firm announced sanctions against members of the board.",
        ),
        (  # the clause after the channel may belong to the object: leave it
            "What did the council deny?",
            "reports in a newspaper that staff had quit",
            "The council denied reports in a newspaper that staff had quit.",
        ),
        (  # "commitment to" is the noun's, and "local players" are not given anything
            "What did the club show?",
            "a strong commitment to local players",
            "The club showed a strong commitment to local players.",
        ),
        (  # a place question asks the place
            "Where did the mayor post a photo?",
            "a photo of the bridge on Instagram",
            "The mayor posted a photo of the bridge on Instagram.",
        ),
        (  # the war's own place
            "By what are grain exports being held up?",
            "Russia's war in Ukraine",
            "Grain exports are being held up by Russia's war in Ukraine.",
        ),
        (  # no sentence: nothing to read
            "What had the airline offered?",
            "a choice of refunds to stranded passengers",
            "",
        ),
    ],
)
def test_kept(question: str, answer: str, sentence: str) -> None:
    assert clause_cut(question, answer, sentence) is None
    case = CaseCandidate(question, answer)
    assert scope_answer(case, sentence) == case
