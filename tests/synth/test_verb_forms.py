"""Base forms for do-support, where the lemmatiser drops a silent e."""

from __future__ import annotations

import pytest

from hanker.synth.verb_forms import base_form
from hanker.text.nlp import load_spacy


@pytest.mark.parametrize(
    ("sentence", "base"),
    [
        ("She hopes to win.", "hope"),
        ("He hoped to win.", "hope"),
        ("He copes well.", "cope"),
        ("She goes home.", "go"),
        ("He fixes bikes.", "fix"),
        ("She uses coal.", "use"),
        ("He visited Rome.", "visit"),
        ("She stopped work.", "stop"),
        ("He opened the shop.", "open"),
    ],
)
def test_base_form(sentence: str, base: str) -> None:
    assert base_form(load_spacy()(sentence)[1]) == base
