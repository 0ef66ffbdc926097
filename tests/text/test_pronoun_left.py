"""A person pronoun is left when one of its gender was left just before (someone else unnamed)."""

from __future__ import annotations

from tests.text.test_coref import _resolve


def test_a_pronoun_after_one_left_is_left() -> None:
    text = (
        "He is a former judge, and when the rival candidate mocked his record Mr Osei sued "
        "him. His Unity Bloc, also called the Green Circle, wants a new constitution."
    )
    sentences, _ = _resolve(text)
    assert "Osei's Unity Bloc" not in sentences[-1].resolved
    # one person, no pronoun left before: resolved as before
    sentences, _ = _resolve("Mr Daniel Osei won the vote. His party took 40 seats.")
    assert sentences[-1].resolved.startswith("Daniel Osei's party") or sentences[
        -1
    ].resolved.startswith("Mr Daniel Osei's party")
