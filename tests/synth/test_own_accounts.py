"""A speaker's own account of what another did to them is a claim, not a fact to ask plainly;
on sentences written for these tests."""

from __future__ import annotations

from hanker.synth.reported_claims import claim_as_fact


def test_own_account_of_a_passive_is_a_claim() -> None:
    sentence = "Tom Hale said he was attacked by Paul Larkin in 2019."
    problem = claim_as_fact("By whom was Tom Hale attacked in 2019?", "Paul Larkin", sentence)
    assert problem == "claim asked as fact"
    sentence = "The singer told reporters she had been misled by her former manager."
    question = "By whom had the singer been misled?"
    assert claim_as_fact(question, "her former manager", sentence) == "claim asked as fact"


def test_reported_fact_about_another_is_left_alone() -> None:
    sentence = "Tom Hale said the clerk was hired by Paul Larkin in 2019."
    assert claim_as_fact("By whom was the clerk hired in 2019?", "Paul Larkin", sentence) is None
    sentence = "Tom Hale said he was born in Leeds."
    assert claim_as_fact("Where was Tom Hale born?", "Leeds", sentence) is None
