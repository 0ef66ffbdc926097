"""Idioms, vague wanting, a noun's complement, emphatic do and focusing adverbs (template.v6)."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation", "reason"),
    [
        (
            "Jones also cut a lonely figure on the touchline.",
            "a lonely figure",
            "Jones",
            "cut",
            "idiomatic phrase",
        ),
        ("The team made history in 2019.", "history", "The team", "make", "idiomatic phrase"),
        (  # a light verb under another verb: "What does the board want to take?"
            "The board wants to take a cautious approach to any merger.",
            "a cautious approach to any merger",
            "The board",
            "want to take",
            "idiomatic phrase",
        ),
        (
            "Her early plays paved the way for a bolder kind of theatre in Lagos.",
            "the way for a bolder kind of theatre in Lagos",
            "Her early plays",
            "pave",
            "idiomatic phrase",
        ),
        (
            "Oren Dahl took a keen interest in marine biology beyond his work as a chef.",
            "a keen interest in marine biology",
            "Oren Dahl",
            "take",
            "idiomatic phrase",
        ),
        (
            "French law allows for a second referendum.",
            "a second referendum",
            "French law",
            "allow for",
            "vague question",
        ),
        (
            "The lawyers sought an injunction against the newspaper.",
            "an injunction against the newspaper",
            "The lawyers",
            "seek",
            "vague question",
        ),
        (
            "The dispute will go on until the High Court eventually does rule on the merger.",
            "the High Court",
            "",
            "",
            "emphatic do",
        ),
        (
            "On the wider trade deal, where President Ruiz has put talks on ice, little moved.",
            "talks on ice",
            "President Ruiz",
            "put",
            "placing verb without its place",
        ),
    ],
)
def test_rejected(sentence: str, answer: str, head: str, relation: str, reason: str) -> None:
    assert write_question(sentence, answer, head=head, relation=relation) == Rejection(reason)


def test_a_placing_verb_with_its_place_is_asked() -> None:
    written = write_question(
        "Ann Lee put 20 tonnes of sand on the beach in 2019.", "20 tonnes of sand"
    )
    assert written == WrittenQuestion(
        "How many tonnes did Ann Lee put on the beach in 2019?", "20 tonnes of sand", "number"
    )


def test_focusing_adverb_left_out() -> None:
    written = write_question(
        "Lena Park has frequently been a critic of the mayor - most notably when the budget was cut.",
        "a critic of the mayor",
        head="Lena Park",
        relation="be",
    )
    assert isinstance(written, WrittenQuestion)
    assert "notably" not in written.question and "most" not in written.question


def test_noun_complement_on_the_verb() -> None:
    from hanker.synth import clause as cl
    from hanker.synth.verb_idioms import verb_phrase_problem

    doc = cl.parse("The inquiry focused on a payment from the club to Oliver Grant.")
    verb = next(t for t in doc if t.lemma_ == "focus")
    to = next(t for t in doc if t.lower_ == "to")
    if to.head == verb:  # the parser hung "to Oliver Grant" on the verb
        span = doc[to.i + 1 : to.i + 3]
        assert verb_phrase_problem(verb, to, span, False) == Rejection("answer belongs to a noun")
    result = write_question(doc.text, "Oliver Grant", head="The inquiry", relation="focus on")
    assert isinstance(result, Rejection)


def test_particle_and_degree_adverbs_stay() -> None:
    from hanker.synth import clause as cl
    from hanker.synth.verb_idioms import focus_adverbs

    doc = cl.parse("Her deputy stepped in to chair the meeting.")
    verb = next(t for t in doc if t.lemma_ == "step")
    assert focus_adverbs(verb, set()) == set()
    doc = cl.parse("Omar Haddad has significantly shaped Arabic poetry.")
    verb = next(t for t in doc if t.lemma_ == "shape")
    assert focus_adverbs(verb, set()) == set()


@pytest.mark.parametrize(
    ("answer", "relation", "question"),
    [
        ("2021", "attacked in", "When was Maya Ross attacked by Leon Hart?"),
        ("Leon Hart", "attacked by", "By whom was Maya Ross attacked in 2021?"),
    ],
)
def test_age_on_the_verb_left_out(answer: str, relation: str, question: str) -> None:
    sentence = "Maya Ross was attacked by Leon Hart, then 19, in 2021."
    written = write_question(sentence, answer, head="Maya Ross", relation=relation)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation"),
    [
        (
            "Danish law allows for free tuition, but only if the student is a resident.",
            "free tuition",
            "Danish law",
            "allow for",
        ),
        (
            "The nurses also want better pay for night shifts and say staffing is too low.",
            "better pay for night shifts",
            "The nurses",
            "want",
        ),
    ],
)
def test_wanting_with_left_out_clauses_is_vague(
    sentence: str, answer: str, head: str, relation: str
) -> None:
    assert write_question(sentence, answer, head=head, relation=relation) == Rejection(
        "vague question"
    )


def test_stretch_of_time_is_no_what() -> None:
    sentence = "Ben Ward was jailed for 12-and-a-half years, with his age a factor in his sentence."
    written = write_question(
        sentence, "12-and-a-half years", head="Ben Ward", relation="jailed for"
    )
    assert written == Rejection("wh-word does not fit the answer")


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "relation"),
    [
        (
            "The senator has walked a careful line on tax for months.",
            "a careful line on tax",
            "The senator",
            "walk",
        ),
        (
            "The union has trodden a fine line between the two parties.",
            "a fine line between the two parties",
            "The union",
            "tread",
        ),
    ],
)
def test_figure_of_speech_object_is_no_answer(
    sentence: str, answer: str, head: str, relation: str
) -> None:
    """template.v40: "walk a fine line", "tread a careful line" are idioms, no knowledge."""
    written = write_question(sentence, answer, head=head, relation=relation)
    assert isinstance(written, Rejection) and written.reason == "idiomatic phrase", written
