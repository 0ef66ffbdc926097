"""Do-support with the base of a past verb the lemmatiser does not know ("rebranded")."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator
from hanker.text.nlp import load_spacy


def _questions(verb: str) -> list[str]:
    sentence = f"Lena Varga {verb} the old garden shed."
    lemma = load_spacy()(sentence)[2].lemma_
    item = SynthesisInput("f", "Lena Varga", lemma, "the old garden shed", sentence, sentence, {})
    return [c.question for c in TemplateGenerator(min_case_confidence=0).generate([item])[0]]


@pytest.mark.parametrize(
    ("verb", "base"),
    [
        ("rebranded", "rebrand"),  # a prefix before a known verb
        ("livestreamed", "livestream"),  # a word before a known verb
        ("microdosed", "microdose"),  # the known verb keeps its "e"
        ("friended", "friend"),  # no silent "e" after "-nd"
        ("hoped", "hope"),  # a known verb stays as it was
    ],
)
def test_base_of_an_unknown_past_verb(verb: str, base: str) -> None:
    assert f"What did Lena Varga {base}?" in _questions(verb)
