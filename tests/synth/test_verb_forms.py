"""Base forms for do-support, where the lemmatiser drops a silent e."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question
from hanker.synth.verb_forms import (
    bare_infinitive,
    base_form,
    complement_tense,
    plural_present,
)
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


def test_a_captions_participle_is_asked_nothing() -> None:
    written = write_question(
        "Ana Ruiz pictured with her coach at the Harlow Open", "the Harlow Open"
    )
    assert not isinstance(written, WrittenQuestion)


@pytest.mark.parametrize(
    ("sentence", "answer", "question"),
    [
        # a team's plural auxiliary becomes singular before "who"
        (
            "Hartley Rovers have signed the Danish striker Mads Holm from Aarhus for £9m.",
            "Hartley Rovers",
            "Who has signed the Danish striker Mads Holm from Aarhus for £9m?",
        ),
        (
            "The Porto Rowing Club were founded in 1886 by English merchants.",
            "The Porto Rowing Club",
            "What was founded in 1886 by English merchants?",
        ),
    ],
)
def test_a_subject_question_agrees_with_its_wh_word(
    sentence: str, answer: str, question: str
) -> None:
    written = write_question(sentence, answer)
    assert getattr(written, "question", written) == question


def test_a_bare_infinitive_gives_no_subject_question() -> None:
    # "helped Hartley win the cup": "Who win the cup?" shows no tense
    sentence = "Having helped Hartley win the cup in 2019, the Dane moved to Porto last June."
    verb = next(t for t in load_spacy()(sentence) if t.text == "win")
    assert bare_infinitive(verb)
    written = write_question(sentence, "Hartley")
    assert not isinstance(written, WrittenQuestion)
    cars = "Electric cars, which are often cheaper, make up about 15% of the cars in Norway."
    assert not bare_infinitive(_root(cars))  # a misread plural present takes "do"
