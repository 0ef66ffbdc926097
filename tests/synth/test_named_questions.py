"""Questions on the name facts of spacy-patterns.v7 (template.v7)."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator
from hanker.synth.title_question import title_question


def _questions(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str]]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {})
    return [
        (c.question, c.answer)
        for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
        if c.question
    ]


def test_participle_agent_question() -> None:
    sentence = "The Grand Steeplechase was won by Morning Falcon, ridden by Sean Gallagher."
    questions = _questions("Morning Falcon", "be ridden by", "Sean Gallagher", sentence)
    assert ("By whom was Morning Falcon ridden?", "Sean Gallagher") in questions


def test_participle_agent_question_agrees_with_a_plural_subject() -> None:
    sentence = "The Vikings, led by Ivar Brandt, then sail up the river toward the town."
    questions = _questions("The Vikings", "be led by", "Ivar Brandt", sentence)
    assert ("By whom were the Vikings led?", "Ivar Brandt") in questions


def test_dash_aside_object_question() -> None:
    sentence = (
        "Analysts found that Pyongyang fired one of its newest rockets - the Hwasong-19 "
        "long-range missile - on 3 March."
    )
    tail = "the Hwasong-19 long-range missile"
    questions = _questions("Pyongyang", "fire", tail, sentence)
    assert ("What did Pyongyang fire on 3 March?", tail) in questions


def test_director_general_is_one_position() -> None:
    case = title_question("Marta Olsen", "FIFA's new director general")
    assert case.question == "Who is the new director general of FIFA?"  # not "the FIFA's"
    assert title_question("Marta Olsen", "director general").rejected


def test_last_holder_is_no_current_position() -> None:
    assert title_question("Paul Grant", "FIFA's last director general").rejected


def test_named_possessor_takes_no_article() -> None:
    assert title_question("Ana Lima", "Brazil's president").question == "Who is Brazil's president?"
    sentence = "The BBC's arts editor Ana Lima said the show would return."
    assert (
        title_question("Ana Lima", "BBC's arts editor", sentence).question
        == "Who is the BBC's arts editor?"
    )
    bare = "BBC's arts editor Ana Lima said the show would return."
    assert (  # no "the BBC's" in the sentence: the owner goes into an "of" phrase
        title_question(
            "Ana Lima", "BBC's arts editor", bare, "She joined the BBC in 2010."
        ).question
        == "Who is the arts editor of the BBC?"
    )
