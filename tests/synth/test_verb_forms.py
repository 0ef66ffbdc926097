"""Base forms for do-support, where the lemmatiser drops a silent e."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import write_question
from hanker.synth.verb_forms import base_form, plural_present
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


def _root(sentence: str):  # type: ignore[no-untyped-def]
    return next(t for t in load_spacy()(sentence) if t.dep_ == "ROOT")


def test_a_plural_present_tagged_as_a_base_form_takes_do() -> None:
    """After a comma-set clause the tagger may give a plural present verb the ``VB`` tag."""
    sentence = "Electric cars, which are often cheaper, make up about 15% of the cars in Norway."
    verb = _root(sentence)
    assert verb.tag_ == "VB" and plural_present(verb)  # the misreading this mends
    written = write_question(sentence, "about 15% of the cars in Norway", head="Electric cars")
    assert getattr(written, "question", "") == (
        "What percentage of the cars in Norway do electric cars make up?"
    )


def test_base_forms_that_are_not_a_plural_present_take_no_do() -> None:
    assert not plural_present(_root("Make up your mind before Friday."))  # imperative
    assert not plural_present(_root("The nurses will make up the shortfall."))  # modal
    assert not plural_present(_root("Ana Ruiz helped them make up the shortfall."))
    # a bare infinitive after "see", "help": it has a subject, yet is no present
    for sentence, word in (
        ("The vote, which was close, saw the Greens gain ten seats.", "gain"),
        ("The new rules, critics said, helped farmers sell more wheat.", "sell"),
    ):
        verb = next(t for t in load_spacy()(sentence) if t.text == word)
        assert not plural_present(verb)
