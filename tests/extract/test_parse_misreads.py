"""Verbs the parser made out of words that are no clause of their own (parse_misreads)."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from hanker.extract.parse_misreads import (
    ADJECTIVE_LEFT_OUT,
    CONJUNCT_AFTER_CLAUSE,
    EVENT_PARTICIPLE,
    GERUND_CONJUNCT,
    HYPHEN_SPLIT,
    PREPOSITION_CLAUSE,
    QUANTIFIER_SUBJECT,
    SPLIT_PROGRESSIVE,
    TITLE_VERB,
    parse_misread,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence
from tests.extract.conftest import run_sentence as _run
from tests.hand_parse import hand_parse


def _parsed(words: list[str], heads: list[int], deps: list[str], tags: list[str]) -> Doc:
    """A parse given by hand: the parser's misreads depend on the model's mood."""
    return hand_parse(words, heads, deps, tags, with_pos=True)


def test_gerund_hung_on_the_verb_is_an_object_not_a_verb() -> None:
    # "Ana denied hacking or using spies": the parser made "using" a verb beside "denied"
    words = ["Ana", "denied", "hacking", "or", "using", "spies", "."]
    doc = _parsed(
        words,
        [1, 1, 1, 1, 1, 4, 1],
        ["nsubj", "ROOT", "dobj", "cc", "conj", "dobj", "punct"],
        ["NNP", "VBD", "VBG", "CC", "VBG", "NNS", "."],
    )
    assert parse_misread(doc[4]) == GERUND_CONJUNCT
    assert parse_misread(doc[1]) is None
    # "Ana is singing and dancing": a progressive shares its "is"
    doc = _parsed(
        ["Ana", "is", "singing", "and", "dancing", "."],
        [2, 2, 2, 2, 2, 2],
        ["nsubj", "aux", "ROOT", "cc", "conj", "punct"],
        ["NNP", "VBZ", "VBG", "CC", "VBG", "."],
    )
    assert parse_misread(doc[4]) is None


def test_negated_hyphenated_verb_gives_no_fact(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Tomas Berg has not co-written any novel.",
        ("Tomas Berg", "write", "any novel"),
        HYPHEN_SPLIT,
    )


def test_verbs_after_a_preposition_read_as_a_relative_clause(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Ivan Petrov is 52 and was born in Orlovo, which like the rest of the valley has become "
        "a ghost town after the floods.",
    )
    assert not any(t == "a ghost town" for _, _, t in triples), triples
    assert dropped.get(PREPOSITION_CLAUSE, 0) >= 1, dropped


@pytest.mark.parametrize(
    "sentence",
    [
        "Maria Lopez denied the charge and quit the firm.",
        "Maria Lopez is singing and dancing at the festival.",
        "Tomas Berg wrote the novel and edited it.",
        "Ivan Petrov has limited resources.",
        "Ivan Petrov was born in Orlovo, which has become a ghost town.",
    ],
)
def test_plain_clauses_are_no_misreads(sentence: str) -> None:
    doc = load_spacy()(sentence)
    verbs = [t for t in doc if t.pos_ in {"VERB", "AUX"}]
    assert verbs
    assert [parse_misread(v) for v in verbs] == [None] * len(verbs)


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (
            "Tomas Berg published his first novel in 1990, marking the beginning of his long "
            "career.",
            ("Tomas Berg", "mark", "the beginning of Tomas Berg's long career"),
            EVENT_PARTICIPLE,
        ),
        (
            "There, Lena Berg records the first version of Nothing Compares 2 U in an hour.",
            ("the first version of Nothing", "compare", "2 U"),
            TITLE_VERB,
        ),
        (
            "Tomas Berg is mostly a solitary writer, although he has co-written two books on "
            "chess.",
            ("Tomas Berg", "write", "two books on chess"),
            HYPHEN_SPLIT,
        ),
        (
            "Most Americans back legalised abortion, but most also favour restrictions.",
            ("Most Americans", "favour", "restrictions"),
            QUANTIFIER_SUBJECT,
        ),
        (
            "Evidence is piling up that Norland is not, as it claims, respecting its duties under"
            " the treaty.",
            ("Norland", "respect", "Norland's duties under the treaty"),
            SPLIT_PROGRESSIVE,
        ),
        (
            "Jean-Paul Vanloo's work has been well-received by both readers and critics.",
            ("Jean-Paul Vanloo's work", "be received by", "critics"),
            HYPHEN_SPLIT,
        ),
        (
            "Ana Ruiz was best known for her single Nothing Compares 2 U, written by Prince",
            ("2 U", "be written by", "Prince"),
            TITLE_VERB,
        ),
    ],
)
def test_misread_clause_gives_no_fact(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_a_conjunct_after_the_same_subjects_clause_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "Tomas Berg sold the house in Oslo and moved to Bergen.")
    assert ("Tomas Berg", "move to", "Bergen") in triples, triples
    # a relative clause of a noun between the two verbs is no other subject's clause
    triples, _ = _run(
        extractor,
        "Kari Holm had polio, which left her with little strength in her legs, and had used "
        "a wheelchair from a young age.",
    )
    assert ("Kari Holm", "use", "a wheelchair") in triples, triples
    # a hyphenated conjunct does not spoil the verb it is joined to
    triples, _ = _run(
        extractor, "Ole Dahl started working on radios in the 1950s and co-founded Norsk Radio."
    )
    assert any(h == "Ole Dahl" and r.startswith("start") for h, r, _ in triples), triples


def test_conjunct_after_another_subjects_clause_is_a_misread() -> None:
    # "Hartley hit back as he collected the pass and found the net"
    words = ["Hartley", "hit", "back", "as", "he", "collected", "the", "pass", "and", "found"]
    words += ["the", "net", "."]
    deps = ["nsubj", "ROOT", "advmod", "mark", "nsubj", "advcl", "det", "dobj", "cc", "conj"]
    deps += ["det", "dobj", "punct"]
    doc = _parsed(
        words,
        [1, 1, 1, 5, 5, 1, 7, 5, 1, 1, 11, 9, 1],
        deps,
        ["NNP", "VBD", "RB", "IN", "PRP", "VBD", "DT", "NN", "CC", "VBD", "DT", "NN", "."],
    )
    assert parse_misread(doc[9]) == CONJUNCT_AFTER_CLAUSE
    assert parse_misread(doc[1]) is None


def test_adjective_before_an_infinitive_is_not_left_out() -> None:
    # "Oslo seemed keen to be part of it": no (Oslo, seem to be, part of it)
    doc = _parsed(
        ["Oslo", "seemed", "keen", "to", "be", "part", "of", "it", "."],
        [1, 1, 1, 4, 1, 4, 5, 6, 1],
        ["nsubj", "ROOT", "oprd", "aux", "xcomp", "attr", "prep", "pobj", "punct"],
        ["NNP", "VBD", "JJ", "TO", "VB", "NN", "IN", "PRP", "."],
    )
    assert parse_misread(doc[4]) == ADJECTIVE_LEFT_OUT
    doc = _parsed(
        ["Oslo", "wanted", "to", "be", "part", "of", "it", "."],
        [1, 1, 3, 1, 3, 4, 5, 1],
        ["nsubj", "ROOT", "aux", "xcomp", "attr", "prep", "pobj", "punct"],
        ["NNP", "VBD", "TO", "VB", "NN", "IN", "PRP", "."],
    )
    assert parse_misread(doc[3]) is None


def test_fronted_phrase_read_as_the_subject(extractor: SpacyExtractor) -> None:
    from hanker.extract.parse_misreads import FRONTED_SUBJECT

    sentence = "Since Britain's exit from the EU the Netherlands and Belgium have increased checks on lorries."
    triples, dropped = _run(extractor, sentence)
    assert not any(h.startswith("Britain's exit") for h, _, _ in triples), triples
    assert dropped.get(FRONTED_SUBJECT, 0) >= 1, dropped
    kept, _ = _run(extractor, "After the war Ana Ruiz moved to Paris.")
    assert ("Ana Ruiz", "move to", "Paris") in kept


def test_an_inference_after_a_state_is_not_the_subjects(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Oskar Lind was a night porter, odd for a poet, suggesting a restless mind."
    )
    assert triples == [("Oskar Lind", "be", "a night porter, odd for a poet")], triples
    assert dropped.get(EVENT_PARTICIPLE) == 1, dropped


def test_an_own_act_participle_stays(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Oskar Lind wrote to the council, suggesting a new park.")
    assert ("Oskar Lind", "suggest", "a new park") in triples, triples
