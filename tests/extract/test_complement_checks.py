"""Clauses whose content is not asserted, tails that are questions, participles that are
passive, relative clauses and complement clauses the parser hung on the wrong noun or verb."""

from __future__ import annotations

from hanker.extract.prose_checks import WH_TAIL, tail_problem
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped, run_sentence


def test_a_participle_after_a_name_is_passive(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Marta Klein, considered the finest violinist of her generation, performed in Vienna.",
    )
    assert ("Marta Klein", "consider", "the finest violinist of her generation") not in triples
    assert ("Marta Klein", "be considered", "the finest violinist of her generation") in triples
    triples, _ = run_sentence(
        extractor,
        "Tom Varga, regarded as one of Europe's finest young chess players, won the 2019 title.",
    )
    assert ("Tom Varga", "be regarded as", "one of Europe's finest young chess players") in triples
    assert ("Tom Varga", "win", "the 2019 title") in triples


def test_wh_tails_and_unstated_content_are_dropped(extractor: SpacyExtractor) -> None:
    assert tail_problem("Ruth Ellery", "exactly how many novels") == WH_TAIL
    assert tail_problem("Ruth Ellery", "what she knew") == WH_TAIL
    assert tail_problem("Ruth Ellery", "the Whitby Prize") is None
    assert_dropped(
        extractor,
        "It is not known exactly how many novels Ruth Ellery has published.",
        ("Ruth Ellery", "publish", "exactly how many novels"),
        "not known or not stated",
    )
    assert_dropped(
        extractor,
        "The report did not say that Ruth Ellery had left Leeds.",
        ("Ruth Ellery", "leave", "Leeds"),
        "not known or not stated",
    )
    triples, _ = run_sentence(extractor, "Police said Ruth Ellery had left Leeds.")
    assert ("Ruth Ellery", "leave (according to Police)", "Leeds") in triples


def test_relative_clause_after_any_preposition(extractor: SpacyExtractor) -> None:
    # "who" never stands for the community: the figure, that is the person named before
    triples, _ = run_sentence(
        extractor,
        "The author's full name is Oleg Sorokin, a leading figure in the local arts "
        "community who was born in Tbilisi.",
    )
    assert not any("community" in h for h, _, _ in triples), triples
    assert ("Oleg Sorokin", "be born in", "Tbilisi") in triples
    triples, _ = run_sentence(
        extractor, "Oleg Sorokin, a painter who was born in Tbilisi, lives in Berlin."
    )
    assert ("Oleg Sorokin", "be born in", "Tbilisi") in triples
    triples, _ = run_sentence(
        extractor, "The charity hired a manager from the Leeds office who had worked in Paris."
    )
    assert not any(h.startswith("the Leeds office") for h, _, _ in triples), triples


def test_complement_clause_read_as_an_object(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Reuters understands a dispute over pay is one of the reasons for the delay."
    )
    assert not any(h == "Reuters" for h, _, _ in triples), triples
    assert dropped.get("complement clause read as an object", 0) >= 2, dropped
    # real conjuncts keep the subject
    triples, _ = run_sentence(extractor, "Ms Obi won the race, beat Tom Hale and set a record.")
    assert ("Ms Obi", "beat", "Tom Hale") in triples
    assert ("Ms Obi", "set", "a record") in triples


def test_presupposed_and_misparsed_content_is_kept(extractor: SpacyExtractor) -> None:
    # only the reason is unknown: the flight itself is asserted
    triples, _ = run_sentence(extractor, "It is still unclear why Travis Kane fled to Norway.")
    assert ("Travis Kane", "flee to", "Norway") in triples
    # a negated verb that says nothing of its clause's content
    triples, _ = run_sentence(
        extractor,
        "Lena Ortiz values her independent voice; until now, Lena Ortiz has not officially "
        "collaborated with other authors.",
    )
    assert ("Lena Ortiz", "value", "her independent voice") in triples
    # of two subjects the parser gave one verb, the one next to the verb
    triples, _ = run_sentence(
        extractor,
        "Like 'A Guide for People Who Love Books', Omar Haddad's books offer practical "
        "advice on editing.",
    )
    assert all(h == "Omar Haddad's books" for h, _, _ in triples), triples


def test_complement_clause_with_a_set_off_phrase(extractor: SpacyExtractor) -> None:
    # "the driver, from Hull," is who was charged: the parse joins "was charged" to "confirmed"
    triples, dropped = run_sentence(
        extractor,
        "Humber Police confirmed the driver, from Hull, was charged with dangerous driving.",
    )
    assert not any(h == "Humber Police" and "charge" in r for h, r, _ in triples), triples
    assert dropped.get("complement clause read as an object", 0) >= 1, dropped


def test_a_list_of_verb_phrases_is_no_complement_clause(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Sarah Green admitted the charge, through her lawyer, paid the fine and left court.",
    )
    assert ("Sarah Green", "admit", "the charge") in triples
