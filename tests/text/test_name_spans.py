"""Pieces of a name that runs across a preposition (text.name_spans)."""

from __future__ import annotations

from hanker.extract.triple_context import NAME_SPLIT, triple_problem
from hanker.synth.answer_spans import cut_answer
from hanker.text.name_spans import name_piece
from hanker.text.nlp import load_spacy, text_tokens

_PRIZE = "Yasmin Ghali won the Caine Prize for African Writing in 1985."


def test_both_pieces_of_a_prize_name_are_pieces() -> None:
    doc = load_spacy()(_PRIZE)
    assert name_piece(text_tokens("African Writing", doc))
    assert name_piece(text_tokens("the Caine Prize", doc))
    assert not name_piece(text_tokens("the Caine Prize", doc), after_only=True)
    assert not name_piece(text_tokens("the Caine Prize for African Writing", doc))
    assert not name_piece(text_tokens("Yasmin Ghali", doc))


def test_a_tail_split_from_its_name_is_no_fact() -> None:
    doc = load_spacy()(_PRIZE)
    problem = triple_problem("Yasmin Ghali", "win the Caine Prize for", "African Writing", doc)
    assert problem == NAME_SPLIT
    assert triple_problem("Yasmin Ghali", "win", "the Caine Prize", doc) != NAME_SPLIT


def test_an_answer_that_is_a_piece_of_a_name_is_cut() -> None:
    assert cut_answer("African Writing", _PRIZE) == "answer is part of a name"
    assert cut_answer("the Caine Prize", _PRIZE) == "answer is part of a name"
    assert cut_answer("the Bank of England", "Tom Reed worked at the Bank of England.") is None
