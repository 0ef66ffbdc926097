"""Subjects the parse hid from a verb (hanker.extract.parse_agreement): lost when the resolved
text was parsed again, a subordinate clause read as a conjunct, a participle describing the
noun before it."""

from __future__ import annotations

from typing import Any

from spacy.tokens import Doc

from hanker.extract.parse_agreement import (
    CLAUSE_CHANGED,
    SUBJECT_LOST,
    clause_changed,
    misparsed_clause,
    parenthetical_participle,
    subject_lost,
    subordinate_conjunct,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run

_WORDS = ["Ann", "sat", "with", "Bob", "when", "the", "van", "hit", "a", "wall"]


def _parsed(heads: list[int], deps: list[str]) -> Any:
    """A hand-made parse of ``_WORDS`` (so the test does not depend on the parser)."""
    pos = ["PROPN", "VERB", "ADP", "PROPN", "SCONJ", "DET", "NOUN", "VERB", "DET", "NOUN"]
    return Doc(load_spacy().vocab, words=_WORDS, heads=heads, deps=deps, pos=pos)


def test_a_subject_lost_in_the_resolved_parse_is_found_in_the_original() -> None:
    # as written: "hit" has its own subject, "van"
    original = _parsed(
        [1, 1, 1, 2, 7, 6, 7, 1, 9, 7],
        ["nsubj", "ROOT", "prep", "pobj", "advmod", "det", "nsubj", "advcl", "det", "dobj"],
    )
    # resolved and parsed again: "hit" is a conjunct of "sat", "van" hangs on "Bob"
    resolved = _parsed(
        [1, 1, 1, 2, 6, 6, 3, 1, 9, 7],
        ["nsubj", "ROOT", "prep", "pobj", "advmod", "det", "conj", "conj", "det", "dobj"],
    )
    assert subject_lost(resolved[7], original)
    assert not subject_lost(original[7], original)  # it has its subject
    assert not subject_lost(resolved[7], None)  # sentence not resolved: nothing to compare
    assert not subject_lost(resolved[1], original)  # "sat" keeps "Ann" in both


def test_a_subordinate_clause_read_as_a_conjunct_has_its_own_subject(
    extractor: SpacyExtractor,
) -> None:
    # "Ann sat with Bob when the van hit a wall" with "hit" misread as a conjunct of "sat"
    misread = _parsed(
        [1, 1, 1, 2, 6, 6, 3, 1, 9, 7],
        ["nsubj", "ROOT", "prep", "pobj", "advmod", "det", "conj", "conj", "det", "dobj"],
    )
    assert subordinate_conjunct(misread[7])
    assert not subordinate_conjunct(misread[1])  # the root is no conjunct
    # a coordinated predicate after a preposition phrase is the subject's own
    doc = load_spacy()("Mary Cole joined the club after the war and won three titles.")
    won = next(t for t in doc if t.text == "won")
    assert won.dep_ == "conj"
    assert not subordinate_conjunct(won)
    triples, _ = _run(extractor, "Mary Cole joined the club after the war and won three titles.")
    assert ("Mary Cole", "win", "three titles") in triples


def test_a_participle_between_commas_describes_the_noun_before_it(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Anna Reid was on a fishing trip with her son when the trawler, carrying nine people, "
        "struck the rocks at nearly 20 knots, the inquest heard."
    )
    doc = load_spacy()(sentence)
    carrying = next(t for t in doc if t.text == "carrying")
    assert parenthetical_participle(carrying)
    assert_dropped(extractor, sentence, ("Anna Reid", "carry", "nine people"), SUBJECT_LOST)
    # the subject's own participle keeps the subject
    triples, _ = _run(
        extractor, "Jane Moss, smiling at the crowd, accepted the award for best actress."
    )
    assert ("Jane Moss", "accept award for", "best actress") in triples
    doc = load_spacy()("Jane Moss, smiling at the crowd, accepted the Booker Prize.")
    assert not parenthetical_participle(next(t for t in doc if t.text == "smiling"))


def test_a_relative_clause_read_differently_in_the_resolved_parse() -> None:
    words = ["It", "shows", "the", "hold", "Ann", "has", "on", "Bob", "."]
    pos = ["PRON", "VERB", "DET", "NOUN", "PROPN", "VERB", "ADP", "PROPN", "PUNCT"]

    def parsed(heads: list[int], deps: list[str]) -> Any:
        return Doc(load_spacy().vocab, words=words, heads=heads, deps=deps, pos=pos)

    # as written: "has" is a relative clause on "hold" (its object is the gap)
    original = parsed(
        [1, 1, 3, 1, 5, 3, 5, 6, 1],
        ["nsubj", "ROOT", "det", "dobj", "nsubj", "relcl", "prep", "pobj", "punct"],
    )
    # resolved and parsed again: "has" is a complement clause of "shows", with no object
    resolved = parsed(
        [1, 1, 3, 1, 5, 1, 5, 6, 1],
        ["nsubj", "ROOT", "det", "dobj", "nsubj", "ccomp", "prep", "pobj", "punct"],
    )
    assert clause_changed(resolved[5], original)
    assert misparsed_clause(resolved[5], original, has_subject=True) == CLAUSE_CHANGED
    assert not clause_changed(original[5], original)
    assert not clause_changed(resolved[1], original)  # the main verb is a main verb in both
    assert misparsed_clause(resolved[5], None, has_subject=True) is None


def test_a_relative_clause_whose_antecedent_becomes_the_object_stands() -> None:
    words = ["Fans", "meet", "her", "at", "events", "Ann", "attends", "."]
    pos = ["NOUN", "VERB", "PRON", "ADP", "NOUN", "PROPN", "VERB", "PUNCT"]
    vocab = load_spacy().vocab
    original = Doc(
        vocab,
        words=words,
        heads=[1, 1, 1, 1, 3, 6, 4, 1],
        deps=["nsubj", "ROOT", "dobj", "prep", "pobj", "nsubj", "relcl", "punct"],
        pos=pos,
    )
    # resolved and parsed again: "attends" the root, "events" its object
    resolved = Doc(
        vocab,
        words=words,
        heads=[1, 6, 1, 1, 6, 6, 6, 6],
        deps=["nsubj", "ccomp", "dobj", "prep", "dobj", "nsubj", "ROOT", "punct"],
        pos=pos,
    )
    assert not clause_changed(resolved[6], original)


def test_a_copula_misread_as_a_relative_clause_as_written_stands() -> None:
    # as written the parser hangs "be" on "warrants" (read as a noun) as a relative clause;
    # resolved, it reads the complement clause right: the resolved parse is kept
    words = ["Ann", "warrants", "that", "goods", "will", "be", "free", "."]
    pos = ["PROPN", "NOUN", "SCONJ", "NOUN", "AUX", "AUX", "ADJ", "PUNCT"]
    lemmas = ["Ann", "warrant", "that", "good", "will", "be", "free", "."]
    vocab = load_spacy().vocab
    original = Doc(
        vocab,
        words=words,
        heads=[1, 1, 5, 5, 5, 1, 5, 1],
        deps=["compound", "ROOT", "mark", "nsubj", "aux", "relcl", "acomp", "punct"],
        pos=pos,
        lemmas=lemmas,
    )
    resolved = Doc(
        vocab,
        words=words,
        heads=[1, 1, 5, 5, 5, 1, 5, 1],
        deps=["nsubj", "ROOT", "mark", "nsubj", "aux", "ccomp", "acomp", "punct"],
        pos=["PROPN", "VERB", "SCONJ", "NOUN", "AUX", "AUX", "ADJ", "PUNCT"],
        lemmas=lemmas,
    )
    assert not clause_changed(resolved[5], original)
