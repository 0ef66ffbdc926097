"""Cases built on a misread of their sentence, and the refits of a written case
(``hanker.synth.case_misreads``), on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.base import CaseCandidate
from hanker.synth.case_misreads import misread_problem, refit_case


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "reason"),
    [
        (
            "What has the Leeds lab built for instance in Spain?",
            "a plant that turns old tyres into fuel",
            "In Spain, the Leeds lab has built a plant that turns old tyres into fuel, for instance.",
            "discourse adverbial in the question",
        ),
        (
            "Who set out the steps the council is taking which include?",
            "Mr Okafor",
            "In a letter, Mr Okafor set out the steps the council is taking which include:",
            "clause cut at a colon",
        ),
        (
            "Who did Okoro's header only a fine save from Lund and some poor passing keep in the tie?",
            "Rovers",
            "After Okoro's header only a fine save from Lund and some poor passing kept Rovers in the tie.",
            "prepositional object read as subject",
        ),
        (
            "Who spoke about tax cuts in Cardiff and the veteran trade unionist?",
            "Ms Evans",
            "The minister smiled when Ms Evans spoke about tax cuts in Cardiff and the veteran trade "
            "unionist, Tom Price, looked less than pleased by the plan.",
            "next clause's subject glued on",
        ),
        (
            "Where did Mr Reid go to school?",
            "the Cumbrian town",
            "Flowers were left for Mr Reid, who went to school in the Cumbrian town.",
            "anaphoric answer",
        ),
        (
            "As what does Ama Mensah's career serve?",
            "a model for these writers across Africa",
            "Her career serves as a model for these writers across Africa.",
            "anaphoric answer",
        ),
        (
            "When had the party sold the house?",
            "June of that year",
            "The party had sold the house by June of that year.",
            "anaphoric answer",
        ),
        (
            "According to This review, who had misled the board?",
            "Mr Hale",
            "This review found that Mr Hale had misled the board.",
            "common noun as source",
        ),
        (
            "What has Ida Lund written so far?",
            "a total of nine novels",
            "So far, Ida Lund has written a total of nine novels.",
            "count asked with what",
        ),
        (
            "Through what has Kasatkina come in the last three matches?",
            "hard battles",
            "Kasatkina has come through hard battles in the last three matches.",
            "phrasal verb split",
        ),
        (
            "What did Ben Duckett smash from the moment?",
            "the opening ball of the match for six",
            "From the moment Ben Duckett smashed the opening ball of the match for six, the game was alive.",
            "clause head stranded",
        ),
        (
            "According to Soldiers, who did the unit shoot during the raids?",
            "unarmed men",
            "Soldiers who served in the unit told reporters they saw it shoot unarmed men during the raids.",
            "common noun as source",
        ),
        (
            "Who is Maria Costa?",
            "lead author on the University of Porto",
            "Maria Costa, lead author on the University of Porto (UP) survey, said the results were clear.",
            "answer cut before a bracket",
        ),
    ],
)
def test_misread_rejected(question: str, answer: str, sentence: str, reason: str) -> None:
    assert misread_problem(question, answer, sentence) == reason


def test_role_noun_read_as_verb(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tagger's misread of a role noun in apposition, given by hand (it is rare and not
    reproducible on a chosen sentence): "skipper" a plain-form verb whose subject is cut off
    by the comma. The sentence's real verb ("said") is not flagged."""
    import spacy
    from spacy.tokens import Doc

    from hanker.synth import clause as cl

    words = ["Ann", "Pryce", ",", "skipper", "with", "the", "crew", ",", "said", "so"]
    doc = Doc(
        spacy.blank("en").vocab,
        words=words,
        tags=["NNP", "NNP", ",", "VBP", "IN", "DT", "NN", ",", "VBD", "RB"],
        pos=["PROPN", "PROPN", "PUNCT", "VERB", "ADP", "DET", "NOUN", "PUNCT", "VERB", "ADV"],
        deps=[
            "compound",
            "nsubj",
            "punct",
            "advcl",
            "prep",
            "det",
            "pobj",
            "punct",
            "ROOT",
            "advmod",
        ],
        heads=[1, 3, 1, 8, 3, 6, 4, 8, 8, 8],
    )
    monkeypatch.setattr(cl, "parse", lambda sentence, model="": doc)
    sentence = "Ann Pryce, skipper with the crew, said so"
    assert misread_problem("Who skipper with the crew?", "Ann Pryce", sentence) == (
        "role noun read as a verb"
    )
    assert misread_problem("Who said so?", "Ann Pryce", sentence) is None


@pytest.mark.parametrize(
    ("question", "answer", "sentence"),
    [
        # a speech verb's own "said ... , said" and an ordinary apposition's main verb
        (
            "Who said the race should have been moved?",
            "Ann Pryce",
            "Ann Pryce, skipper with the Dover rowing crew, said the race should have been moved.",
        ),
        # "in addition to" is a preposition, not a discourse adverbial
        (
            "On what are her books sold in addition to big bookshops?",
            "online stores",
            "Her books are sold on online stores in addition to big bookshops.",
        ),
        # a fronted clause has its own subject
        (
            "What did the city leave?",
            "the league",
            "Since the city left the league, crowds have fallen.",
        ),
        # a bare source noun with no description, and an abbreviation followed by a verb
        (
            "According to Police, who was arrested?",
            "a man",
            "Police said a man was arrested.",
        ),
        (
            "Who is working with French officials?",
            "the National Fraud Office",
            "The National Fraud Office (NFO) is working with French officials.",
        ),
        (
            "For how long had the town been shut at the time?",
            "two weeks",
            "At the time, the town had been shut for two weeks.",
        ),
        ("Where did Mr Reid go to school?", "Carlisle", "Mr Reid went to school in Carlisle."),
    ],
)
def test_sound_case_kept(question: str, answer: str, sentence: str) -> None:
    assert misread_problem(question, answer, sentence) is None


def test_cloze_not_checked() -> None:
    assert (
        misread_problem("Ida Lund has written ___ so far.", "a total of nine novels", "", "cloze")
        is None
    )


@pytest.mark.parametrize(
    ("question", "answer", "sentence", "new_question", "new_answer"),
    [
        (
            "Who was jailed at Leeds Crown Court?",
            "Mark Hale, 41, from Wakefield",
            "Mark Hale, 41, from Wakefield, was jailed at Leeds Crown Court.",
            "Who was jailed at Leeds Crown Court?",
            "Mark Hale",
        ),
        (
            "What has been testing new breeds of sheep for decades?",
            "The Rowett Research Institute, just outside Aberdeen",
            "The Rowett Research Institute, just outside Aberdeen, has been testing new breeds of sheep for decades.",
            "What has been testing new breeds of sheep for decades?",
            "The Rowett Research Institute",
        ),
        # a list answer and a "what" asked of things stay as they are
        (
            "Who won medals?",
            "Ana, Ben and Carl",
            "Ana, Ben and Carl won medals.",
            "Who won medals?",
            "Ana, Ben and Carl",
        ),
        (
            "What does the shop sell?",
            "old maps",
            "The shop sells old maps.",
            "What does the shop sell?",
            "old maps",
        ),
    ],
)
def test_refit_case(
    question: str, answer: str, sentence: str, new_question: str, new_answer: str
) -> None:
    refit = refit_case(CaseCandidate(question, answer), sentence)
    assert (refit.question, refit.answer) == (new_question, new_answer)
