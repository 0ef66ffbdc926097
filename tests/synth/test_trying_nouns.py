"""A noun of trying or of a disposition keeps the infinitive that says what it is."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _cases(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str]]:
    item = SynthesisInput("f", head, relation, tail, sentence, sentence, {})
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    return [(c.question, c.answer) for c in cases if c.question]


def test_endeavour_keeps_its_infinitive() -> None:
    sentence = "Norway has taken the lead in the endeavor to put coastal waters under strict national control."
    tail = "the endeavor to put coastal waters under strict national control"
    assert _cases("Norway", "take the lead in", tail, sentence) == [
        ("In what has Norway taken the lead?", tail)
    ]


def test_disposition_noun_keeps_its_infinitive() -> None:
    sentence = "Ada Price praised the eagerness of the volunteers to help."
    tail = "the eagerness of the volunteers to help"
    assert ("What did Ada Price praise?", tail) in _cases("Ada Price", "praise", tail, sentence)
