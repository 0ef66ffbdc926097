"""A relative clause with no "that" read as the subject and its verb gives no case."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _cases(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str, str]]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {})
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    return [(c.question, c.answer, getattr(c, "rejected", "") or "") for c in cases]


def test_relative_clause_after_an_apposed_name_is_dropped() -> None:
    sentence = (
        "The series has been made by Blue Heron, the production company Marsh set up in 2016 "
        "with her friend Olive Grant."
    )
    cases = _cases("Marsh", "set up with", "her friend Olive Grant", sentence)
    assert [c[2] for c in cases] == ["relative clause read as a subject"]


def test_classifier_and_name_as_a_main_subject_stay() -> None:
    sentence = "The poet Keats wrote the ode in 1819."
    cases = _cases("The poet Keats", "write", "the ode", sentence)
    assert ("What did the poet Keats write in 1819?", "the ode", "") in cases
