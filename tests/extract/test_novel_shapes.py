"""Clause shapes of narrative prose (spacy-patterns.v40): ``nor`` clauses, ``as though``
likenesses, opening connectives read into a name, gapped second clauses, ``here's`` tails and
vocatives read as subjects. Sentences written for the test, not taken from any corpus."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped, run_sentence

GAPPED_CLAUSE = "second clause with its verb left out read into the tail"


def test_nor_clause_is_negated(extractor: SpacyExtractor) -> None:
    sentence = (
        "Nor have Dr Ellen Marsh and her assistant failed to publish some notes on the birds."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(t[0] == "Ellen Marsh" or t[0] == "Dr Ellen Marsh" for t in triples), triples
    assert dropped.get("negated clause", 0) >= 1, dropped
    # a plain clause of the same words keeps its fact
    plain = "Dr Ellen Marsh published some notes on the birds."
    triples, _ = run_sentence(extractor, plain)
    assert any(t[1] == "publish" for t in triples), triples


def test_nor_reaches_conjoined_verbs(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Nor did Ahab Carter eat or drink anything in Boston."
    )
    assert triples == [], triples
    assert dropped.get("negated clause", 0) >= 1, dropped


def test_as_though_clause_is_hypothetical(extractor: SpacyExtractor) -> None:
    sentence = "It is as though the roof of the Grand Hotel were paved with copper coins."
    triples, dropped = run_sentence(extractor, sentence)
    assert not any("paved" in t[1] or t[1].startswith("be pave") for t in triples), triples
    assert dropped.get("hypothetical", 0) >= 1, dropped


def test_opening_connective_is_no_part_of_the_name(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Thereupon Ahab Carter ordered three boats from Boston.")
    assert all(not t[0].startswith("Thereupon") for t in triples), triples
    assert ("Ahab Carter", "order", "three boats") in triples or any(
        t[0] == "Ahab Carter" for t in triples
    ), triples


def test_gapped_second_clause_leaves_the_tail(extractor: SpacyExtractor) -> None:
    sentence = "Maria Lopez won two gold medals at Paris, her sister Ana Lopez only one."
    triples, dropped = run_sentence(extractor, sentence)
    assert all("Ana Lopez" not in t[2] for t in triples), triples
    sentence = "Again, the Right Whale has two external spout-holes, the Sperm Whale only one."
    triples, dropped = run_sentence(extractor, sentence)
    assert all("Sperm Whale" not in t[2] for t in triples), triples
    assert dropped.get(GAPPED_CLAUSE, 0) >= 1, dropped


def test_apposition_with_its_comma_is_no_gap(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, "Anna Berg founded Acme, a firm in Leeds, in 1990.")
    assert ("Anna Berg", "found", "Acme") in triples, triples
    assert GAPPED_CLAUSE not in dropped


def test_here_is_opens_no_tail(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Halloo, here's grass growing in the boat's bottom.",
        ("Halloo", "be", "here's grass"),
        "tail opens with a finite verb",
    )


def test_vocative_before_an_imperative_is_no_subject(extractor: SpacyExtractor) -> None:
    sentence = (
        '"Captain Mayhew, stand by now to receive it"; and taking the letter from '
        "Starbuck's hands, he caught it in the slit of the pole."
    )
    triples, _ = run_sentence(extractor, sentence)
    assert all("Mayhew" not in t[0] for t in triples), triples
    triples, _ = run_sentence(extractor, "Tom Berg, the mayor, opened the bridge in 2004.")
    assert ("Tom Berg", "open", "the bridge") in triples, triples


def test_nor_denies_its_own_clause_only(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Nor did Sam Smith complain, and Tom Jones hired Ann Lee.")
    assert ("Tom Jones", "hire", "Ann Lee") in triples, triples
    for sentence in (
        "Sam Smith has not visited Paris; nor has Tom Jones visited Rome.",
        "The Queen did not attend, nor did Prince Charles open the new wing.",
        "Sam Smith neither signed the deal nor paid Acme.",
    ):
        triples, dropped = run_sentence(extractor, sentence)
        assert triples == [], (sentence, triples)
        assert dropped.get("negated clause", 0) >= 1, dropped


def test_plural_or_described_subjects_are_no_vocatives(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "The Democrats, led by Pelosi, control the House.")
    assert ("The Democrats", "control", "the House") in triples, triples
    triples, _ = run_sentence(extractor, "The Beatles, formed in Liverpool, release a new album.")
    assert ("The Beatles", "release", "a new album") in triples, triples


def test_gap_needs_a_count_after_the_apposition(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Ahab hailed the Rachel, a Nantucket ship yesterday."
    )
    assert ("Ahab", "hail", "the Rachel") in triples, triples
    assert GAPPED_CLAUSE not in dropped
    triples, dropped = run_sentence(extractor, "Ann Lee owns three cars, Bob Hart two.")
    assert all("Bob Hart" not in t[2] for t in triples), triples
    assert dropped.get(GAPPED_CLAUSE, 0) >= 1, dropped


def test_more_opening_connectives(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Afterwards Sam Smith sold the farm near Leeds.")
    assert all(not t[0].startswith("Afterwards") for t in triples), triples
