"""Anaphors built from nationality nouns, ``such``, groups, indefinite person descriptions and
definite kinds that bear a name are dropped; the same words with a name or complement stay
(:mod:`hanker.extract.passage_referents`)."""

from __future__ import annotations

import pytest

from hanker.extract.anaphoric_definites import EARLIER_WORDS
from hanker.extract.passage_referents import (
    DEMONYM_PERSON,
    GROUP_ANAPHOR,
    INDEFINITE_PERSON,
    NAMEABLE_KIND,
    SUCH_REFERENCE,
    passage_referent_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy

from .conftest import run_sentence


@pytest.mark.parametrize(
    ("sentence", "head", "relation", "tail", "reason"),
    [
        (
            "The Dutchman scored twice before the break.",
            "The Dutchman",
            "score",
            "twice",
            DEMONYM_PERSON,
        ),
        (
            "But the Welshman, who won silver in Paris, now hopes to race in Lyon.",
            "the Welshman",
            "hope to race in",
            "Lyon",
            DEMONYM_PERSON,
        ),
        (
            "The American won the final in straight sets.",
            "The American",
            "win",
            "the final",
            DEMONYM_PERSON,
        ),
        ("Briton Tom Hale won the race.", "Briton Tom Hale", "win", "the race", None),
        (
            "The Spanish coach praised the defence.",
            "The Spanish coach",
            "praise",
            "the defence",
            None,
        ),
        ("The Americans voted in November.", "The Americans", "vote in", "November", None),
        (
            "The council said it had seen no such complaints.",
            "The council",
            "see",
            "no such complaints",
            SUCH_REFERENCE,
        ),
        (
            "The bank later sold the said property to a developer.",
            "The bank",
            "sell",
            "the said property",
            SUCH_REFERENCE,
        ),
        (
            "The shop sells products such as soap.",
            "The shop",
            "sell",
            "products such as soap",
            None,
        ),
        (
            "Omar worked in such cramped and noisy rooms.",
            "Omar",
            "work in",
            "such cramped and noisy rooms",
            None,
        ),
        (
            "The judge jailed the pair for six years.",
            "The judge",
            "jail pair for",
            "six years",
            GROUP_ANAPHOR,
        ),
        ("The couple married in Rome.", "The couple", "marry in", "Rome", GROUP_ANAPHOR),
        (
            "Both teams scored in the first half.",
            "Both teams",
            "score in",
            "the first half",
            GROUP_ANAPHOR,
        ),
        ("The Smith twins opened a shop.", "The Smith twins", "open", "a shop", None),
        (
            "A Canadian TikTok star has drawn criticism after she posted a clip.",
            "A Canadian TikTok star",
            "draw",
            "criticism",
            INDEFINITE_PERSON,
        ),
        (
            "A German engineer designed the bridge.",
            "A German engineer",
            "design",
            "the bridge",
            INDEFINITE_PERSON,
        ),
        ("A new report found rising costs.", "A new report", "find", "rising costs", None),
        ("Lee joined the company in 2010.", "Lee", "join", "the company", NAMEABLE_KIND),
        (
            "Lee bought 20% of the shares in the furniture chain.",
            "Lee",
            "buy",
            "20% of the shares in the furniture chain",
            NAMEABLE_KIND,
        ),
        ("Lee joined the company of actors in 2010.", "Lee", "join", "the company of actors", None),
        (
            "Ana Ruiz wrote the screenplay for the film Night Rain.",
            "Ana Ruiz",
            "write the screenplay for",
            "the film Night Rain",
            None,
        ),
        ("Ana Ruiz won the award in 2012.", "Ana Ruiz", "win", "the award", None),
    ],
)
def test_passage_referent_rules(
    sentence: str, head: str, relation: str, tail: str, reason: str | None
) -> None:
    doc = load_spacy()(sentence)
    assert passage_referent_problem(head, relation, tail, doc) == reason


def test_a_work_counts_once_the_passage_used_its_noun() -> None:
    doc = load_spacy()("The festival, which presented the prize, praised the jury.")
    triple = ("The festival", "present", "the prize")
    assert passage_referent_problem(*triple, doc) is None
    doc.user_data[EARLIER_WORDS] = frozenset({"prize", "v:win"})  # "... won a design prize"
    assert passage_referent_problem(*triple, doc) == NAMEABLE_KIND


def test_no_sentence_no_check() -> None:
    assert passage_referent_problem("The Spaniard", "score", "a goal", None) is None


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(min_fact_confidence=0.0)


def test_extractor_drops_a_nationality_noun_head(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "The Norwegian made seven fine saves at Anfield.")
    assert not any(t[0] == "The Norwegian" for t in triples), triples
    assert dropped.get(DEMONYM_PERSON, 0) >= 1, dropped


def test_extractor_drops_a_folded_pair(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Judge Ann Cole remanded the pair in custody.")
    assert not any("pair" in t[1] for t in triples), triples
    assert dropped.get(GROUP_ANAPHOR, 0) >= 1, dropped
