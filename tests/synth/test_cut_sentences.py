"""A sentence cut before its complement gives no case (:mod:`hanker.synth.cut_sentences`)."""

from __future__ import annotations

import pytest

from hanker.synth.vague_answers import vague_answer


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "In 1990 the governor announced in a letter to the assembly that-",
            "sentence cut before its complement",
        ),
        (
            "The council listed the roads it will close, which include:",
            "sentence cut before its complement",
        ),
        ("The Welsh word for bridge is pont (pronunciation:", None),  # a label
        ("The governor announced in a letter that taxes would fall.", None),
    ],
)
def test_cut_sentence(sentence: str, expected: str | None) -> None:
    assert (
        vague_answer("Who announced in a letter to the assembly?", "the governor", sentence)
        == expected
    )
