"""Answers that keep a pronoun (:func:`hanker.synth.question_checks.answer_pronoun_unbound`).
Sentences written for these tests."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _cases(sentence: str, resolved: str, head: str, relation: str, tail: str) -> list[tuple]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {}, resolved)
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    return [(c.question, c.answer, c.rejected) for c in candidates]


def test_a_person_named_only_by_relation_is_no_answer() -> None:
    sentence = "Ivo Brandt, a colleague of Ms Okafor for a decade, praised his old friend."
    resolved = sentence.replace("his old friend", "Ivo Brandt's old friend")
    cases = _cases(sentence, resolved, "Ivo Brandt", "praise", "Ivo Brandt's old friend")
    assert [c[2] for c in cases if c[1].endswith("old friend")] == ["answer not self-contained"]


def test_a_thing_the_head_owns_stays_an_answer() -> None:
    sentence = "Ana Ruiz sold her house in Leeds."
    resolved = "Ana Ruiz sold Ana Ruiz's house in Leeds."
    cases = _cases(sentence, resolved, "Ana Ruiz", "sell", "Ana Ruiz's house")
    assert ("What did Ana Ruiz sell in Leeds?", "her house", "") in cases
