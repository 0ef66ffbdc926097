"""Heads read through the parser's attachments: a relative clause, a participle or a conjunct
that the parser hung on a noun inside the subject's phrase, and a fronted ``Originally from X``."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence as _run


def _heads(triples: list[tuple[str, ...]]) -> set[str]:
    return {h for h, _, _ in triples}


def test_relative_clause_after_an_of_phrase(extractor: SpacyExtractor) -> None:
    # "who" cannot stand for a thing: the clause is about the whole phrase, never the inner noun
    triples, _ = _run(
        extractor,
        "Reporters met the players of the visiting team, who walked off the pitch in Rome.",
    )
    assert "the visiting team" not in _heads(triples)
    # "which" cannot stand for a person: the flat, not Mr Okafor, was rented
    triples, _ = _run(
        extractor, "Police searched the flat of Mr Okafor, which was rented from Camden Council."
    )
    assert ("the flat of Mr Okafor", "be rented from", "Camden Council") in triples
    assert "Mr Okafor" not in _heads(triples)
    # either person could be meant: dropped and counted
    triples, dropped = _run(
        extractor,
        "Fans cheered the coach of Gareth Lane, who led the team to victory in Cardiff.",
    )
    assert "Gareth Lane" not in _heads(triples)
    assert dropped.get("head is a modifier of the subject") == 1


def test_name_joined_to_a_singular_subject_belongs_to_its_of_phrase(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = _run(
        extractor, "The office of Dr Amina Khan and Mr Lee was closed for a week in June."
    )
    assert "Mr Lee" not in _heads(triples)
    assert ("The office of Dr Amina Khan and Mr Lee", "be closed in", "June") in triples
    triples, _ = _run(extractor, "The garden of Mr Patel was dug up for three days.")
    assert _heads(triples) <= {"The garden of Mr Patel"}


def test_participle_after_a_comma_describes_the_passive_subject(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = _run(
        extractor,
        "A march in Cork was held at Grand Parade, organised by the Irish Green Party.",
    )
    assert ("A march in Cork", "be organised by", "the Irish Green Party") in triples
    assert "Grand Parade" not in _heads(triples)
    # in an active clause the name keeps its participle
    triples, _ = _run(extractor, "The grant went to Nova Robotics, founded by Lena Ortiz.")
    assert ("Nova Robotics", "be founded by", "Lena Ortiz") in triples
    # the agent of a passive is the one its participle describes
    triples, _ = _run(extractor, "The cup was won by Silver Comet, ridden by Ana Silva.")
    assert "The cup" not in _heads(triples)


def test_fronted_origin_describes_the_subject(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor, "Originally from County Clare, Sister Nolan taught music at the convent."
    )
    assert ("Sister Nolan", "be originally from", "County Clare") in triples
    assert not any(t == "County Clare" and "teach" in r for _, r, t in triples)
    triples, _ = _run(
        extractor, "Originally from Lagos, the singer Ade Bello moved to London in 2001."
    )
    assert ("the singer Ade Bello", "be originally from", "Lagos") in triples
    assert not any("lagos" in r for _, r, _ in triples)
    triples, _ = _run(  # the parser hangs the comma on the place name
        extractor,
        "Originally from County Sligo, Brother Hanlon taught applied mathematics at St Enda's "
        "and was school principal from 1990 until 1998.",
    )
    assert ("Brother Hanlon", "be originally from", "County Sligo") in triples
    assert not any(t == "County Sligo" and "teach" in r for _, r, t in triples)


def test_present_participle_after_a_passive_is_unclear() -> None:
    from spacy.tokens import Doc

    from hanker.extract.head_checks import PARTICIPLE_UNCLEAR, participle_head

    words = ["A", "fair", "was", "held", "at", "Hyde", "Park", ",", "drawing", "crowds", "."]
    doc = Doc(
        load_spacy().vocab,
        words=words,
        heads=[1, 3, 3, 3, 3, 6, 4, 6, 6, 8, 3],
        deps=[
            "det",
            "nsubjpass",
            "auxpass",
            "ROOT",
            "prep",
            "compound",
            "pobj",
            "punct",
            "acl",
            "dobj",
            "punct",
        ],
        pos=[
            "DET",
            "NOUN",
            "AUX",
            "VERB",
            "ADP",
            "PROPN",
            "PROPN",
            "PUNCT",
            "VERB",
            "NOUN",
            "PUNCT",
        ],
        tags=["DT", "NN", "VBD", "VBN", "IN", "NNP", "NNP", ",", "VBG", "NNS", "."],
    )
    assert participle_head(doc[8]) == (None, PARTICIPLE_UNCLEAR)
    doc[8].tag_ = "VBN"  # "..., organised by": the fair
    assert participle_head(doc[8]) == (doc[1], None)


def test_age_or_role_after_a_name_inside_an_of_phrase(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(extractor, "The wife of Senator Ruiz, 54, was arrested in 2019.")
    assert not any(r == "age" for _, r, _ in triples)
    assert ("The wife of Senator Ruiz", "be arrested in", "2019") in triples
    assert dropped.get("head is a modifier of the subject") == 1
    triples, _ = _run(extractor, "The brother of Dana Wells, a teacher, moved to Denver.")
    assert ("Dana Wells", "be", "a teacher") not in triples
    triples, _ = _run(extractor, "Mr Khan, 36, was attacked in Leyton.")
    assert ("Khan", "age", "36") in triples


def test_names_and_prepositions_that_are_not_a_subjects_modifier(
    extractor: SpacyExtractor,
) -> None:
    # "in front of" is a preposition: the crowd is no modifier of "front"
    triples, _ = _run(
        extractor,
        "The band played in front of a large Wembley crowd, who were singing along to every song.",
    )
    assert not any(h.startswith("front") for h in _heads(triples))
    # after an object the role is the name's
    triples, _ = _run(
        extractor, "Police found the body of Ann Roe, a nurse from Hull, in a field near York."
    )
    assert ("Ann Roe", "be", "a nurse from Hull") in triples


def test_relative_verb_agreeing_with_one_noun() -> None:
    from spacy.tokens import Doc

    from hanker.extract.head_checks import relative_antecedent

    words = ["a", "list", "of", "states", "which", "have", "copied", "laws"]
    doc = Doc(
        load_spacy().vocab,
        words=words,
        heads=[1, 1, 1, 2, 6, 6, 3, 6],
        deps=["det", "ROOT", "prep", "pobj", "nsubj", "aux", "relcl", "dobj"],
        pos=["DET", "NOUN", "ADP", "NOUN", "PRON", "AUX", "VERB", "NOUN"],
        tags=["DT", "NN", "IN", "NNS", "WDT", "VBP", "VBN", "NNS"],
    )
    assert relative_antecedent(doc[6], doc[4]) == (doc[3], None)
