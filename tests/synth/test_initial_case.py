"""A sentence's first word moved inside a question loses its capital unless it is a name
(template.v13), on sentences written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.question_writer import WrittenQuestion, write_question


@pytest.mark.parametrize(
    ("sentence", "answer", "question"),
    [
        # an adjective the tagger reads as an organisation at the start of the sentence
        (
            "Coastal towns in Wales have been battered by storms.",
            "storms",
            "By what have coastal towns in Wales been battered?",
        ),
        (
            "Recently published figures show a rise in arrests.",
            "a rise in arrests",
            "What do recently published figures show?",
        ),
        # a quantifier is no part of the name after it
        (
            "Most Americans back legalised abortion, but most also favour restrictions.",
            "legalised abortion",
            "What do most Americans back?",
        ),
        # a name the tagger calls an adjective keeps its capital
        (
            "Greenpeace activists climbed the tower of the refinery.",
            "the tower of the refinery",
            "What did Greenpeace activists climb?",
        ),
    ],
)
def test_first_word_case_in_question(sentence: str, answer: str, question: str) -> None:
    written = write_question(sentence, answer)
    assert isinstance(written, WrittenQuestion), written
    assert written.question == question


def _doc(words: list[str], pos: list[str], deps: list[str], heads: list[int]) -> object:
    """A parse given by hand: the tagger's call on a rare word is not reproducible."""
    import spacy
    from spacy.tokens import Doc

    return Doc(spacy.blank("en").vocab, words=words, pos=pos, deps=deps, heads=heads)


def test_noun_before_proper_noun_keeps_capital() -> None:
    """A rare place word the tagger calls a common noun, before the proper noun it modifies
    ("Wexby FC"), is part of the name; a common noun before a common noun is lower-cased."""
    from hanker.synth.initial_case import lower_first

    named = _doc(
        ["Wexby", "FC", "has", "won"],
        ["NOUN", "PROPN", "AUX", "VERB"],
        ["compound", "nsubj", "aux", "ROOT"],
        [1, 3, 3, 3],
    )
    assert lower_first(list(named)) == set()
    common = _doc(
        ["Council", "workers", "have", "struck"],
        ["NOUN", "NOUN", "AUX", "VERB"],
        ["compound", "nsubj", "aux", "ROOT"],
        [1, 3, 3, 3],
    )
    assert lower_first(list(common)) == {0}


def test_noun_opening_a_title_case_name_keeps_capital() -> None:
    """A common noun that opens a title-case name through a small word ("Action on Smoking
    and Health") is part of the name; one followed by a lower-case phrase is not."""
    from hanker.synth.initial_case import lower_first

    named = _doc(
        ["Action", "on", "Smoking", "and", "Health", "has", "called"],
        ["NOUN", "ADP", "PROPN", "CCONJ", "PROPN", "AUX", "VERB"],
        ["nsubj", "prep", "pobj", "cc", "conj", "aux", "ROOT"],
        [6, 0, 1, 2, 2, 6, 6],
    )
    named[0].tag_ = "NN"
    assert lower_first(list(named)) == set()
    common = _doc(
        ["Support", "for", "the", "plan", "has", "fallen"],
        ["NOUN", "ADP", "DET", "NOUN", "AUX", "VERB"],
        ["nsubj", "prep", "det", "pobj", "aux", "ROOT"],
        [5, 0, 3, 1, 5, 5],
    )
    assert lower_first(list(common)) == {0}
