"""Questions that do not read as plain English or ask a thing with "who" (question_sense)."""

from __future__ import annotations

import pytest

from hanker.synth.question_sense import sense_problem


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "By what is Elsewhere Lysets often shelled?",
            "heavy guns",
            "Elsewhere Lysets is often shelled by heavy guns.",
            "sentence adverb read as part of a name",
        ),
        (
            "What did Mira Osei use as a prism she read and through which told her tales?",
            "her Ghanaian roots",
            "Mira Osei used her Ghanaian roots as a prism she read and through which she told "
            "her tales.",
            "relative clause in the question",
        ),
        (
            "As what did Tom Reyes serve to the governor of Ohio?",
            "senior adviser",
            "Tom Reyes served as senior adviser to the governor of Ohio.",
            "role complement left on the verb",
        ),
        (
            "Who has the storm been named by the weather agency after a Greek goddess?",
            "Hera",
            "The storm has been named Hera by the weather agency, after a Greek goddess.",
            "naming verb asked with who",
        ),
        (
            "What has Lina Cho mainly concentrated?",
            "her poetry about rural Korea",
            "Lina Cho has mainly concentrated her poetry about rural Korea.",
            "verb without its preposition",
        ),
        (
            "What does Omar Said usually devote?",
            "mornings for reading",
            "Omar Said usually devotes mornings for reading.",
            "verb without its preposition",
        ),
        (
            "To whom was Arvid Lund introduced through the folk tales of his village?",
            "Druidism",
            "Arvid Lund was introduced to Druidism through the folk tales of his village.",
            "who asked of a common noun",
        ),
        (
            "By whom is the radio show being examined over the union's campaign urging?",
            "the regulator",
            "The radio show is being examined by the regulator over the union's campaign urging "
            "members to strike.",
            "question cut mid-phrase",
        ),
        (
            "What does Abel Tesfaye examine?",
            "the rituals of court life",
            "His best-known book is a memoir in which he examines the rituals of court life.",
            "context of a where-clause dropped",
        ),
        (
            "Who was Tom Vale?",
            "president of the guild",
            "Tom Vale, who had been its treasurer, was president of the guild from 1990.",
            "subject described elsewhere in its sentence",
        ),
        (
            "Who is Nina Ode?",
            "the head of the lab",
            "Nina Ode, a chemist from Oslo, is the head of the lab.",
            "subject described elsewhere in its sentence",
        ),
    ],
)
def test_rejected(question: str, answer: str, sentence: str, reason: str) -> None:
    assert sense_problem(question, answer, sentence) == reason


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        (  # a subject question about someone who named a thing
            "Who has launched a service called Quickpay?",
            "Orbix",
            "Orbix has launched a service called Quickpay.",
        ),
        (  # "who is named after" asks for the person
            "Who was the ship named after?",
            "Queen Mary",
            "The ship was named after Queen Mary.",
        ),
        (  # a relative clause with its own subject after a noun
            "Who is Dana meeting for a summit at which trade will top the agenda?",
            "the union's leaders",
            "Dana is meeting the union's leaders for a summit at which trade will top the agenda.",
        ),
        (  # "focus on" asked with its preposition
            "On what has Lina Cho mainly focused?",
            "her poetry",
            "Lina Cho has mainly focused on her poetry.",
        ),
        (  # a description asked of a name
            "Who is Gwen Hale?",
            "the group's treasurer",
            "Gwen Hale is the group's treasurer.",
        ),
        (  # a person-noun answer
            "Who did Ana Ruiz marry?",
            "a teacher",
            "Ana Ruiz married a teacher in 1990.",
        ),
        (  # the work is named in the question
            "What does Abel Tesfaye examine in his memoir?",
            "the rituals of court life",
            "His best-known book is a memoir in which he examines the rituals of court life.",
        ),
        (  # a where-clause on a place, not a work
            "How many laps did Ada walk in 2020?",
            "100 laps",
            "She lived in a village where Ada walked 100 laps in 2020.",
        ),
    ],
)
def test_kept(question: str, answer: str, sentence: str) -> None:
    assert sense_problem(question, answer, sentence) is None
