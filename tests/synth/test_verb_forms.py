"""Base forms for do-support, where the lemmatiser drops a silent e."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question
from hanker.synth.verb_forms import base_form, complement_tense
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


@pytest.mark.parametrize(
    ("sentence", "answer", "question"),
    [
        # a bare infinitive after help/make takes the tense of the verb it completes
        (
            "Mary helped the refugees flee Europe in 1939.",
            "Europe",
            "What did the refugees flee in 1939?",
        ),
        (
            "The coach made the players run ten laps.",
            "ten laps",
            "How many laps did the players run?",
        ),
        # a verb of its own keeps its tense
        (
            "The refugees flee Europe every winter.",
            "Europe",
            "What do the refugees flee every winter?",
        ),
    ],
)
def test_bare_infinitive_complement_takes_the_tense_of_its_head(
    sentence: str, answer: str, question: str
) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_complement_tense_needs_a_bare_infinitive_head() -> None:
    nlp = load_spacy()
    helped = nlp("Mary helped the refugees flee Europe.")
    assert complement_tense(helped[4]) == "VBD"
    assert complement_tense(nlp("She said they flee Europe.")[3]) is None
