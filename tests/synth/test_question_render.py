"""A possessive of the name a question puts in for its subject pronoun is written with the
text's pronoun (:func:`hanker.synth.question_render.own_possessive`, ``template.v40``)."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.question_render import own_possessive
from hanker.synth.template import TemplateGenerator


def test_moved_adjunct_takes_the_subject_pronoun() -> None:
    sentence = "A year into Okafor's spell at Leeds, he met Tom Hale's father."
    resolved = "A year into Okafor's spell at Leeds, Okafor met Tom Hale's father."
    item = SynthesisInput(
        "f", "Okafor", "meet", "Tom Hale's father", sentence, sentence, {}, resolved=resolved
    )
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    assert [(c.question, c.answer) for c in cases] == [
        ("Who did Okafor meet a year into his spell at Leeds?", "Tom Hale's father")
    ]


def test_own_possessive_only_after_the_subject() -> None:
    owners = {"Ann Lee": "her"}
    question = "What did Ann Lee sign during Lee’s first week and after Ann Lee's wedding?"
    expected = "What did Ann Lee sign during her first week and after her wedding?"
    assert own_possessive(question, owners) == expected
    assert own_possessive("Who praised Ann Lee's team?", {"Tom Hale": "his"}) == (
        "Who praised Ann Lee's team?"
    )
    other = "Whom did Ann Lee meet at Tom Lee's house?"  # another Lee
    assert own_possessive(other, owners) == other
