"""Facts a sentence writes but does not state (:mod:`hanker.extract.unstated_facts`), the
hedged clauses of :mod:`hanker.extract.clauses`, the adverbial idioms of
:mod:`hanker.text.prep_idioms` and the vague amounts of :mod:`hanker.extract.list_checks`."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence

_DROPPED = [
    # a pro-verb "do" standing for "vote": nothing done "in a speech"
    ("Tom Baker voted against the bill, as Anna Smith did in a speech to Parliament.", []),
    # comparison adjuncts: a copula with its own predicate, a bare verb with its comparison
    ("Unlike most lawyers, Maria Lopez had been a nurse.", [("Maria Lopez", "be", "a nurse")]),
    ("Like many sailors, Tom Baker sailed to Glasgow.", [("Tom Baker", "sail to", "Glasgow")]),
    # hedged clauses, and a report nested under one
    ("It is doubtful that Tom Baker met Maria Lopez in Paris.", []),
    (
        "It is likely that Maria Lopez told Tom Baker that Acme Corp needed a new chief executive.",
        [],
    ),
    # a preposition and a bare noun that make an adverbial idiom
    ("Maria Lopez was on hand.", []),
    ("Tom Baker lost the seat over time.", []),
    # a vague amount names no entity
    ("Loads of old Atari games inspired Pixel Quest.", []),
    # an indefinite predicate at an unstated time
    ("Maria Lopez, then a young nurse in Leeds, wrote to Tom Baker.", []),
    # a relative time for the tail while the verb's place stays out
    ("Ten years ago, Maria Lopez arrived in Glasgow.", [("Maria Lopez", "arrive in", "Glasgow")]),
    # "vs." folded into the relation
    (
        "Older viewers in Spain watch 4 hours of TV a day, and younger adults in Spain view 2 "
        "hours on televisions daily, vs. only 30 minutes on the Web.",
        [("Older viewers in Spain", "watch", "4 hours of TV a day")],
    ),
    # a deadline read as the amount of a change
    ("Shell's revenue rose from 12 percent of sales to 19 percent by March 2011.", []),
    # a person's name equated with an organisation's
    ("In the end, Tom Baker was Acme Corp.", []),
    # a number whose noun is left out
    ("Tom Baker had three at Acme Corp.", []),
    # a gerund under a verb of attitude the parser read as an auxiliary
    ("The Labour Party, which opposes privatising Royal Mail, won the vote.", []),
]

_KEPT = [
    ("Maria Lopez did the research at Oxford.", "do", "the research"),
    ("Maria Lopez is unlike Tom Baker.", "be unlike", "Tom Baker"),
    ("It is true that Tom Baker met Maria Lopez in Paris.", "meet", "Maria Lopez"),
    ("Maria Lopez, now a mother of two, lives in Leeds.", "be", "now a mother of two"),
    ("Maria Lopez was arrested in Leeds two weeks ago.", "be arrested", "two weeks ago"),
    ("Mark Twain was Samuel Clemens.", "be", "Samuel Clemens"),
    ("Tom Baker had three children with Maria Lopez.", "have", "three children with Maria Lopez"),
    ("Tom Baker feared losing Maria Lopez.", "fear to lose", "Maria Lopez"),
    ("Tom Baker began selling insurance in Leeds.", "begin to sell insurance in", "Leeds"),
]


@pytest.mark.parametrize(("sentence", "expected"), _DROPPED)
def test_unstated_fact_is_dropped(
    extractor: SpacyExtractor, sentence: str, expected: list[tuple[str, str, str]]
) -> None:
    """The sentence gives exactly the facts it states, none of the unstated one."""
    triples, _ = run_sentence(extractor, sentence)
    assert triples == expected


@pytest.mark.parametrize(("sentence", "relation", "tail"), _KEPT)
def test_stated_fact_is_kept(
    extractor: SpacyExtractor, sentence: str, relation: str, tail: str
) -> None:
    """A fact of the same look that the sentence does state is still written."""
    triples, _ = run_sentence(extractor, sentence)
    assert any(r == relation and t == tail for _, r, t in triples), triples
