"""A pronoun continuing a subject chain that coreference left open stays as written."""

from __future__ import annotations

import pytest

from tests.text.conftest import resolved_text as _resolved


@pytest.mark.parametrize(
    "text",
    [
        # the first "It" has no antecedent in reach, so the country named in passing is no
        # antecedent for the "It" and "its" that continue it
        "It said that it would close its shops and sell its offices in Germany. "
        "It has also sold its stake in the state railway company.",
        # the same with a person: the unresolved "He" is the topic, not the man named after it
        # "It" could mean the cargo, so it is left; the "It" continuing it is left too
        "Acme Holdings apologised for buying a cargo of coal. "
        "It said that it would sell its offices in Germany. It has also ended its leases.",
        "He told the court that he had been in Leeds with Mr Grant Cole. "
        "He later admitted that he had lied.",
    ],
)
def test_a_pronoun_continuing_an_unresolved_subject_is_left(text: str) -> None:
    assert _resolved(text) == text


def test_a_named_subject_closes_the_chain() -> None:
    text = (
        "He told the court that he had been in Leeds on the night. "
        "Mr Grant Cole, the chairman, spoke on Monday. He said the shops had lost money."
    )
    assert _resolved(text).endswith(". Grant Cole said the shops had lost money.")


def test_a_resolved_chain_still_resolves() -> None:
    text = "Acme Holdings said on Monday it would close its shops. It has also sold its stake."
    assert _resolved(text) == (
        "Acme Holdings said on Monday Acme Holdings would close Acme Holdings's shops. "
        "Acme Holdings has also sold Acme Holdings's stake."
    )


def test_a_possessive_left_on_the_subject_keeps_the_chain_open() -> None:
    # "His" is whoever the article is about; the man named in passing is no antecedent of "he"
    text = (
        "His abrupt exit, followed a week later by that of Martin Keane, shook the board. "
        "In 2004, he was knighted for services to banking."
    )
    assert _resolved(text) == text


def test_a_possessed_subject_named_in_apposition_is_the_topic() -> None:
    # "Her" is left, but the subject is the named mother: "She" is Rosa Bell
    text = (
        "Her mother, Rosa Bell, had also heard the rumours. "
        "She said that she turned on the lights and called the police."
    )
    assert _resolved(text).startswith(
        "Her mother, Rosa Bell, had also heard the rumours. Rosa Bell said"
    )


@pytest.mark.parametrize(
    "text",
    [
        # the main clause hung under a later root without a subject still opens the chain, and
        # the subject of the "when" clause does not end it: every "he" stays as written
        "He was living in France when Tom Reed came to power in 1990 and, being poor, did not "
        "go back to Leeds, where he had been a teacher at the grammar school. "
        "He settled in Paris, becoming a French citizen in 1995.",
        "She was studying in Vienna when Ann Lee took office in 1990, and she stayed there "
        "for years. She married in 1995.",
    ],
)
def test_the_subject_of_an_adverbial_clause_does_not_end_the_chain(text: str) -> None:
    assert _resolved(text) == text
