"""Verbs coordinated under one auxiliary share it in the question (template.v7)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "question"),
    [
        (
            "The Lindqvist Bridge was closed in 2011 and demolished in 2014.",
            "2014",
            "The Lindqvist Bridge",
            "be demolished in",
            "When was the Lindqvist Bridge demolished?",
        ),
        (
            "The state pension age has been raised, delayed or frozen 12 times since 1995.",
            "12 times",
            "The state pension age",
            "be frozen",
            "How many times has the state pension age been raised, delayed or frozen since 1995?",
        ),
        (
            "Northfield United has signed and loaned out three goalkeepers since 2019.",
            "three goalkeepers",
            "Northfield United",
            "loan out",
            "How many goalkeepers has Northfield United signed and loaned out since 2019?",
        ),
        (
            "The council will review and publish the Harwood report in March.",
            "March",
            "The council",
            "publish in",
            "When will the council review and publish the Harwood report?",
        ),
    ],
)
def test_shared_auxiliary(
    sentence: str, answer: str, head: str, relation: str, question: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_negated_first_verb_lends_nothing() -> None:
    written = write_question(
        "The mayor of Dunmore has not been charged or questioned by detectives.",
        "detectives",
        head="The mayor of Dunmore",
        relation="be questioned by",
    )
    assert written == Rejection("no finite verb")


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "question"),
    [
        (
            "The seat was taken by Tom Avery, who stood for the Greens and won 38% of the vote.",
            "38% of the vote",
            "Tom Avery",
            "win",
            "What percentage of the vote did Tom Avery win?",
        ),
        (
            "The contract went to Halden Group, which was founded in 1952 and employs 4,000 people.",
            "4,000 people",
            "Halden Group",
            "employ",
            "How many people does Halden Group employ?",
        ),
        (
            "Police questioned Dan Reyes, who was arrested on Friday and charged with burglary in Hull.",
            "Hull",
            "Dan Reyes",
            "be charged with burglary in",
            "Where was Dan Reyes charged with burglary?",
        ),
    ],
)
def test_verb_coordinated_in_a_relative_clause(
    sentence: str, answer: str, head: str, relation: str, question: str
) -> None:
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_which_after_a_person_is_unclear() -> None:
    sentence = "The prize went to a novel by Ruth Ozeki, which was published in 2013 and sold 200,000 copies."
    for answer, relation in (("2013", "be published in"), ("200,000 copies", "sell")):
        written = write_question(sentence, answer, head="a novel by Ruth Ozeki", relation=relation)
        assert written == Rejection("relative clause antecedent unclear")


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "reason"),
    [
        (  # "burn" is coordinated with "forced", not under its auxiliary
            "Emissions rose last year, as Poland has been forced to import liquefied petroleum gas "
            "(LPG) and burn Silesian coal in its power stations.",
            "Silesian coal",
            "Poland",
            "burn",
            "no finite verb",
        ),
        (  # an alternative: she need not apply at all
            "Ms Varga must demolish the shed or apply for a building licence.",
            "a building licence",
            "Ms Varga",
            "apply for",
            "no finite verb",
        ),
        (  # the castle or the country sits on the hill
            "Tourists were stranded at the castle in Slovenia, which sits on a hill and offers "
            "fine views.",
            "fine views",
            "Slovenia",
            "offer",
            "relative clause antecedent unclear",
        ),
    ],
)
def test_no_shared_question(
    sentence: str, answer: str, head: str, relation: str, reason: str
) -> None:
    assert write_question(sentence, answer, head=head, relation=relation) == Rejection(reason)


def test_relative_clause_without_a_pronoun_is_not_borrowed() -> None:
    written = write_question(
        "Reports in the past few days said Ortiz spent a year in a Spanish jail and was freed "
        "on 4 March.",
        "4 March",
        head="Ortiz",
        relation="be freed on",
    )
    assert isinstance(written, WrittenQuestion)
    assert written.question == "When was Ortiz freed?"
