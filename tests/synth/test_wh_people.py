"""What a passive verb of renaming names is a thing: "What", not "Who"
(:func:`hanker.synth.wh_people.renamed_thing`, ``template.v40``)."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def test_renamed_organisation_is_asked_what() -> None:
    sentence = "By 2012, Stellar Radio had been renamed Wave FM after a takeover."
    item = SynthesisInput("f", "Stellar Radio", "be renamed", "Wave FM", sentence, sentence, {})
    cases = TemplateGenerator(min_case_confidence=0).generate([item])[0]
    assert [(c.question, c.answer) for c in cases] == [
        ("What had Stellar Radio been renamed after a takeover, by 2012?", "Wave FM"),
        ("What had been renamed Wave FM after a takeover by 2012?", "Stellar Radio"),
    ]
