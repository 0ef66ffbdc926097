"""Who-questions on a one-holder position given by an apposition or a present copula."""

from __future__ import annotations

from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.position_questions import position_phrase, position_question
from hanker.synth.template import TemplateGenerator


def test_position_phrase_one_holder_roles() -> None:
    assert position_phrase("chair of the Harbour Trust") == "the chair of the Harbour Trust"
    assert position_phrase("the head of research at Vellum Bank") == (
        "the head of research at Vellum Bank"
    )
    assert position_phrase("chief executive of Brightwater Foods") == (
        "the chief executive of Brightwater Foods"
    )


def test_position_phrase_rejects_many_holders_and_vague_owners() -> None:
    assert position_phrase("a director of Vellum Bank") is None  # indefinite: one of several
    assert position_phrase("member of the Harbour Trust") is None  # no one-holder role
    assert position_phrase("co-founder of Lumen Studio") is None  # others founded it too
    assert position_phrase("deputy head of Vellum Bank") is None  # a rank below the head
    assert position_phrase("former chair of the Harbour Trust") is None  # a past holder
    assert position_phrase("head of the finance department") is None  # of which one?
    assert position_phrase("chair of the charity's Welsh board") is None  # which charity?
    assert position_phrase("minister for the Western Isles") is None  # a many-holder role


def test_position_question_from_an_apposition() -> None:
    sentence = "Nadia Okafor, chair of the Harbour Trust, said the pier would reopen in spring."
    assert position_question("Nadia Okafor", "be", "chair of the Harbour Trust", sentence) == [
        CaseCandidate(
            "Who is the chair of the Harbour Trust?", "Nadia Okafor", answer_type="person"
        )
    ]


def test_position_question_from_a_present_copula_only() -> None:
    present = "Tomas Berg is the editor of Coastal Weekly."
    past = "Tomas Berg was the editor of Coastal Weekly until 2015."
    tail = "the editor of Coastal Weekly"
    assert position_question("Tomas Berg", "be", tail, present)[0].question == (
        "Who is the editor of Coastal Weekly?"
    )
    assert position_question("Tomas Berg", "be", tail, past) == []  # other holders since
    assert position_question("Berg", "be", tail, present) == []  # a surname alone
    assert position_question("Tomas Berg", "lead", tail, present) == []  # not a copula


def test_template_writes_the_position_question() -> None:
    sentence = "Nadia Okafor, chair of the Harbour Trust, said the pier would reopen in spring."
    item = SynthesisInput(
        fact_id="f1",
        head="Nadia Okafor",
        relation="be",
        tail="chair of the Harbour Trust",
        context=sentence,
        sentence=sentence,
        source={},
    )
    questions = [
        (c.question, c.answer) for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]
    ]
    assert ("Who is the chair of the Harbour Trust?", "Nadia Okafor") in questions
