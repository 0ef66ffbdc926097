"""The read-back of a written question: its kept modifiers hang where they hung in the source."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.question_readback import (
    align,
    readback_problem,
    stray_comma,
    wh_span,
)
from hanker.synth.question_writer import Rejection, WrittenQuestion, write_question

MISREAD = Rejection("question misreads its modifiers")


def _problem(question: str, source: str, answer: str) -> Rejection | None:
    doc = cl.parse(source)
    span = cl.locate(doc, answer)
    assert span is not None
    return readback_problem(question, doc, set(range(span.start, span.end)))


@pytest.mark.parametrize(
    ("question", "source", "answer", "expected"),
    [
        # "ago" cut from its measure noun
        (
            "What did Mr Hale move ago to Oslo?",
            "Mr Hale moved from Leeds three decades ago to Oslo.",
            "Leeds",
            MISREAD,
        ),
        (
            "What did Mr Hale leave three decades ago?",
            "Mr Hale left Leeds three decades ago.",
            "Leeds",
            None,
        ),
        # a PP on the answer noun now read on the verb
        (
            "What did the coach praise on the bench?",
            "The coach praised the players on the bench.",
            "the players",
            MISREAD,
        ),
        # a fronted PP moved to the end modifies the verb, as in the source
        (
            "What did the coach praise on Sunday?",
            "On Sunday, the coach praised the players.",
            "the players",
            None,
        ),
        # ... also when the question parser puts it under the verb's complement
        (
            "What did the council fail to buy at an auction on Monday?",
            "At an auction on Monday, the council failed to buy the old mill.",
            "the old mill",
            None,
        ),
        # a fronted adverb moved to the end of a list reads as the list's
        (
            "Who has been entertained by Blur, Pulp, Suede and many more bands elsewhere?",
            "Elsewhere visitors to the fair have been entertained by Blur, Pulp, Suede and many more bands.",
            "visitors to the fair",
            MISREAD,
        ),
        # a preposition stranded on purpose: its object is the answer
        ("What did Ann look at?", "Ann looked at the map.", "the map", None),
    ],
)
def test_readback_problem(
    question: str, source: str, answer: str, expected: Rejection | None
) -> None:
    assert _problem(question, source, answer) == expected


def test_stray_comma_after_auxiliary() -> None:
    assert stray_comma(cl.parse("What did, New Path plan include each year?"))
    assert not stray_comma(cl.parse("What did the plan include, according to the report?"))
    assert (
        _problem(
            "What did, New Path plan include each year?",
            "This was the rule before the Old Order, New Path plan, which included funding each year.",
            "funding",
        )
        == MISREAD
    )


def test_wh_span() -> None:
    assert wh_span(cl.parse("How many new members did the club sign?")) == (0, 4)
    assert wh_span(cl.parse("To whom did Ann write?")) == (0, 2)
    assert wh_span(cl.parse("According to Reuters, where did Ann fly by plane?")) == (4, 5)


def test_align_maps_kept_words_once() -> None:
    question = cl.parse("According to Reuters, where did Ann fly by plane?")
    source = cl.parse("Reuters says she flew to Rome by plane.")
    # "fly" by its lemma; the attribution before the wh-word is not aligned ("to" is not
    # the source's "to Rome"); "Ann" stands for "she"
    assert align(question, source) == {7: 3, 8: 6, 9: 7}


def test_writer_rejects_ago_without_its_measure() -> None:
    sentence = (
        "Mr Hale - who escaped from Hull nearly three decades ago to Norway to be near his sons - "
        "now lives in a care home."
    )
    assert write_question(sentence, "Hull") == MISREAD
    kept = write_question(
        "Mr Hale, who escaped from Hull nearly three decades ago to Norway, now lives in a care home.",
        "Hull",
    )
    assert kept == WrittenQuestion(
        "From what did Mr Hale escape nearly three decades ago to Norway?", "Hull", "noun phrase"
    )


@pytest.mark.parametrize(
    ("sentence", "answer", "head", "question"),
    [
        # an adverb read on the adverb after it ("once right at the start"), not on a noun
        (
            "Ann used Tom's name once, right at the start.",
            "Tom's name",
            "",
            "What did Ann use once right at the start?",
        ),
        # the inverted "have" is not aligned with the main verb "had" by its lemma
        (
            "The Smiths - who have had a holiday home for many years - rent it out in summer.",
            "a holiday home",
            "The Smiths",
            "What have the Smiths had for many years?",
        ),
    ],
)
def test_writer_keeps_modifiers_read_as_in_source(
    sentence: str, answer: str, head: str, question: str
) -> None:
    written = write_question(sentence, answer, head=head)
    assert isinstance(written, WrittenQuestion)
    assert written.question == question


def test_writer_keeps_adverb_on_a_misparsed_auxiliary() -> None:
    # the question parser makes "been" the root and hangs "always" on it: still the verb group
    sentence = (
        "Omar Haddad does not cite a single model, he has always been fascinated by the quiet "
        "rhythms of village life."
    )
    resolved = sentence.replace(", he ", ", Omar Haddad ")
    written = write_question(
        sentence, "the quiet rhythms of village life", resolved=resolved, head="Omar Haddad"
    )
    assert written == WrittenQuestion(
        "By what has Omar Haddad always been fascinated?",
        "the quiet rhythms of village life",
        "noun phrase",
    )


def test_a_phrase_kept_without_its_verb() -> None:
    from hanker.synth.question_readback import orphaned_modifier

    doc = cl.parse("Iran has supported rebels who forced out the government in 2014.")
    words = {t.text: t.i for t in doc}
    verb = doc[words["supported"]]
    answer = set(range(words["rebels"], words["government"] + 1))
    date = {words["in"], words["2014"]}
    kept = {words["Iran"], words["has"], verb.i} | date
    rejected = orphaned_modifier(verb, kept | answer, answer)  # "... supported in 2014?"
    assert rejected == Rejection("modifier of a verb the question leaves out")
    assert orphaned_modifier(verb, kept - date | answer, answer) is None
