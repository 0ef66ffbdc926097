"""Heads the parse gave the wrong clause or the wrong kind of thing (hanker.extract.head_kinds)."""

from __future__ import annotations

from spacy.tokens import Doc

from hanker.extract.head_checks import COMPLEMENT_MISPARSED, MODIFIER_HEAD
from hanker.extract.head_kinds import (
    DATELINE_HEAD,
    EVENT_VERB_HEAD,
    LIST_APPOSITIVE,
    PLACE_APPOSITIVE,
    PLACE_LIFE_EVENT,
    bare_gerund_clause,
    dateline_head,
    head_kind_problem,
    run_on_complement,
)
from hanker.extract.head_phrases import PARTICIPLE_SUBJECT
from hanker.extract.name_heads import ROLE_PARTICIPLE
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run
from tests.hand_parse import hand_parse


def test_the_speaker_is_no_head_of_an_event_verb() -> None:
    doc = load_spacy()("Network Rail said it happened at Leeds station at about 7am.")
    relation = "happen at (according to Network Rail)"
    assert head_kind_problem("Network Rail", relation, doc) == EVENT_VERB_HEAD
    assert head_kind_problem("Network Rail", "close", doc) is None


def test_a_person_is_no_head_of_an_event_verb() -> None:
    doc = load_spacy()("Grace Okafor said the crash occurred near Hull on Monday.")
    assert head_kind_problem("Grace Okafor", "occur near", doc) == EVENT_VERB_HEAD


def test_a_place_is_not_born(extractor: SpacyExtractor) -> None:
    sentence = (
        "Jonas Berg is a celebrated crime novelist from Bergen, Norway, born on March 3, 1962."
    )
    triples, dropped = _run(extractor, sentence)
    assert ("Norway", "be born on", "March 3, 1962") not in triples
    assert dropped.get(PLACE_LIFE_EVENT) == 1, dropped
    assert ("Jonas Berg", "be", "a celebrated crime novelist from Bergen") in triples


def test_a_subject_of_a_life_event_stays_whatever_its_label() -> None:
    doc = load_spacy()("Lima was founded in 1535 and Ana Ruiz was born in Lima in 1970.")
    assert head_kind_problem("Ana Ruiz", "be born in", doc) is None
    place = load_spacy()("Ana Ruiz grew up in a flat in Lima, Peru, born in 1970.")
    assert head_kind_problem("Peru", "be born in", place) == PLACE_LIFE_EVENT


def test_a_clause_after_a_ruling_verb_is_not_the_rulers(extractor: SpacyExtractor) -> None:
    sentence = (
        "Judge Ann Hale had been wrong to decide the payment was subject to income tax, "
        "the appeal court said."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(t[1] == "be subject to" for t in triples), triples
    assert dropped.get(COMPLEMENT_MISPARSED) == 1, dropped
    doc = load_spacy()(sentence)
    was = next(t for t in doc if t.text == "was")
    assert run_on_complement(was)
    assert not run_on_complement(next(t for t in doc if t.text == "said"))


def test_a_role_after_a_place_phrase_describes_the_noun_before(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "Patients at Riverside Clinic, in Derby, Derbyshire, a private hospital for older "
        "people, say the food has improved."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(t[1].startswith("be") for t in triples), triples
    assert dropped.get(PLACE_APPOSITIVE) == 1, dropped


def test_a_place_noun_after_a_place_phrase_stays(extractor: SpacyExtractor) -> None:
    sentence = "Visitors to Kelso, in Roxburghshire, a town on the River Tweed, can see the abbey."
    triples, _ = _run(extractor, sentence)
    assert ("Roxburghshire", "be", "a town on the River Tweed") in triples


def test_who_after_a_person_in_an_of_phrase_is_unclear(extractor: SpacyExtractor) -> None:
    sentence = (
        "The charity is supporting the relatives of a Canadian citizen who drowned in Portugal."
    )
    assert_dropped(
        extractor,
        sentence,
        ("the relatives of a Canadian citizen", "drown in", "Portugal"),
        MODIFIER_HEAD,
    )


def test_who_after_a_group_of_people_is_the_group(extractor: SpacyExtractor) -> None:
    sentence = (
        "The owner chatted with a small group of Irish students, who politely apologised for "
        "the noise."
    )
    triples, _ = _run(extractor, sentence)
    assert ("a small group of Irish students", "apologise for", "the noise") in triples


def test_a_participle_after_a_named_object_may_be_that_persons(
    extractor: SpacyExtractor,
) -> None:
    sentence = (
        "The hosts recovered through Priya Nair, scoring a century for the first time in Tests."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(t[1] == "score" for t in triples), triples
    assert dropped.get(PARTICIPLE_SUBJECT) == 1, dropped


def test_a_verb_of_showing_after_a_thing_object_is_unclear(extractor: SpacyExtractor) -> None:
    sentence = (
        "Tomas Lind describes the novel's setting as a busy harbour in Genoa, reflecting the "
        "port's mixed heritage."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(t[1] == "reflect" for t in triples), triples
    assert dropped.get(PARTICIPLE_SUBJECT) == 1, dropped


def test_a_participle_of_the_main_subject_stays(extractor: SpacyExtractor) -> None:
    sentence = "Tomas Lind won the final in Madrid, beating Carlos Ortiz in straight sets."
    triples, _ = _run(extractor, sentence)
    assert ("Tomas Lind", "beat", "Carlos Ortiz") in triples


def test_experiences_growing_up_are_their_owners(extractor: SpacyExtractor) -> None:
    sentence = (
        "Her latest novel draws on aspects of Omar Haddad's early experiences growing up on "
        "a sheep farm."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(t[1] == "grow up on" for t in triples), triples
    assert dropped.get(ROLE_PARTICIPLE) == 1, dropped


def _parsed(words: list[str], heads: list[int], deps: list[str], tags: list[str]) -> Doc:
    """A hand-made parse (so the test does not depend on the parser's choice)."""
    return hand_parse(words, heads, deps, tags)


def test_an_ing_verb_without_auxiliary_mid_sentence_is_no_clause() -> None:
    words = ["Coverage", "began", "with", "a", "special", ",", "ITV", "and", "Sky"]
    words += ["reflecting", "the", "mood"]
    heads = [1, 9, 1, 4, 2, 9, 9, 6, 6, 9, 11, 9]
    deps = ["nsubj", "ccomp", "prep", "det", "pobj", "punct", "nsubj", "cc", "conj", "ROOT"]
    deps += ["det", "dobj"]
    tags = ["NN", "VBD", "IN", "DT", "NN", ",", "NNP", "CC", "NNP", "VBG", "DT", "NN"]
    doc = _parsed(words, heads, deps, tags)
    assert bare_gerund_clause(doc[9])
    assert not bare_gerund_clause(doc[1])  # a finite verb


def test_a_caption_of_names_and_an_ing_verb_stays() -> None:
    words = ["Ann", "and", "Bo", "enjoying", "the", "snow"]
    heads = [3, 0, 0, 3, 5, 3]
    deps = ["nsubj", "cc", "conj", "ROOT", "det", "dobj"]
    doc = _parsed(words, heads, deps, ["NNP", "CC", "NNP", "VBG", "DT", "NN"])
    assert not bare_gerund_clause(doc[3])


def test_a_verb_of_showing_after_a_things_clause_stays(extractor: SpacyExtractor) -> None:
    sentence = (
        "Ana Ruiz's novels often explore themes of exile, reflecting her own experiences as a "
        "refugee."
    )
    triples, _ = _run(extractor, sentence)
    assert any(h == "Ana Ruiz's novels" and r.startswith("reflect") for h, r, _ in triples)


def _dateline_parse(words: list[str], label: str) -> Doc:
    """A parse whose first two words are one entity of ``label`` (heads are not read)."""
    from spacy.tokens import Span

    doc = Doc(load_spacy().vocab, words=words)
    doc.ents = [Span(doc, 0, 2, label=label)]
    return doc


def test_a_dateline_is_no_subject() -> None:
    words = ["SAN", "DIEGO", "(", "AP", ")", "—", "Mara", "Quist", "resigned", "."]
    doc = _dateline_parse(words, "GPE")
    assert dateline_head("SAN DIEGO", doc)
    assert head_kind_problem("SAN DIEGO", "resign as", doc) == DATELINE_HEAD
    region = ["SAN", "DIEGO", ",", "California", "--", "Mara", "Quist", "resigned", "."]
    assert dateline_head("SAN DIEGO", _dateline_parse(region, "GPE"))
    assert not dateline_head("Mara Quist", doc)  # not in capitals, not first


def test_an_organisation_before_a_bracket_is_no_dateline() -> None:
    words = ["WORLD", "BANK", "(", "the", "lender", ")", "is", "based", "in", "Washington", "."]
    assert not dateline_head("WORLD BANK", _dateline_parse(words, "ORG"))


def test_a_list_item_is_not_described_by_the_next(extractor: SpacyExtractor) -> None:
    sentence = "The kit includes a tent, Firestarter, a camping stove and a lantern."
    triples, dropped = _run(extractor, sentence)
    assert ("Firestarter", "be", "a camping stove") not in triples
    assert dropped.get(LIST_APPOSITIVE) == 1
    triples, dropped = _run(
        extractor, "The panel heard from Ana Ruiz, a nurse, and Tom Lee, a doctor."
    )
    assert ("Tom Lee", "be", "a doctor") in triples and LIST_APPOSITIVE not in dropped
