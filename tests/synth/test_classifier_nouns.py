"""A name after a classifier noun ("the beast Thomas") is asked as the kind the noun says."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _cases(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str, str]]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {})
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    return [(c.question, c.answer, getattr(c, "rejected", "") or "") for c in cases]


def test_name_after_a_thing_noun_is_a_what() -> None:
    sentence = "Lena Varga studied the beast Thomas for years."
    cases = _cases("Lena Varga", "study", "the beast Thomas", sentence)
    assert ("What did Lena Varga study for years?", "the beast Thomas", "") in cases


def test_name_after_a_person_noun_stays_a_who() -> None:
    sentence = "Greta Molnar named the new coach Ana Ruiz."
    cases = _cases("Greta Molnar", "name", "the new coach Ana Ruiz", sentence)
    assert ("Who did Greta Molnar name?", "the new coach Ana Ruiz", "") in cases


def test_thing_and_its_new_name_after_a_verb_of_naming_is_dropped() -> None:
    sentence = "Greta Molnar named the parrot Kiki."
    cases = _cases("Greta Molnar", "name", "the parrot Kiki", sentence)
    assert [c for c in cases if c[2] == ""] == []
    assert any(c[2] == "object and its new name run together" for c in cases)
