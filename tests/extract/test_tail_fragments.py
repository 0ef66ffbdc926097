"""Tails and relations cut, or saying only a time, are dropped; times of verbs about time,
named possessors and ranks are kept (:mod:`hanker.extract.tail_fragments`)."""

from __future__ import annotations

import pytest

from hanker.extract.cut_units import COLON_TITLE_CUT
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.tail_fragments import (
    ALTERNATIVE,
    CONTRAST,
    CUT_ADJECTIVE,
    CUT_COMPARISON,
    CUT_GERUND,
    CUT_INFINITIVE,
    DEFINITE_REFERRING,
    NAME_FACT,
    PARTICLE_LOST,
    SAME_ENTITY,
    TIME_TAIL,
    same_entity_problem,
    triple_fragment_problem,
)
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (
            "Speaking on Sunday morning, at the town hall where she won her prize, Ms Green "
            "said it had been hard.",
            ("Ms Green", "speak on", "Sunday morning"),
            TIME_TAIL,
        ),
        (
            "Two coaches of the Rugby Union have been dismissed in the last eight months after "
            "complaints of bullying.",
            ("Two coaches of the Rugby Union", "be dismissed in", "the last eight months"),
            TIME_TAIL,
        ),
        (
            "Omar Haddad spent his childhood in his home town, Beirut, Lebanon.",
            ("Omar Haddad", "spend", "Omar Haddad's childhood"),
            TIME_TAIL,
        ),
        (
            "Pia Lund has lived in Leeds for ten years.",
            ("Pia Lund", "live for", "ten years"),
            TIME_TAIL,
        ),
        (  # the fronted place is no object of "hit back at"
            "At a rally on Friday, the mayor, Dana Kowal, hit back at the union's claims.",
            ("Dana Kowal", "hit at", "a rally on Friday"),
            PARTICLE_LOST,
        ),
        (
            "Marco Rossi sent Harry Kane away for a neat goal after twelve minutes.",
            ("Marco Rossi", "send Harry Kane after", "twelve minutes"),
            PARTICLE_LOST,
        ),
        (
            "The Ohio law seems to be the first of its kind to clear a state senate.",
            ("The Ohio law", "seem to be", "the first of its kind"),
            CUT_INFINITIVE,
        ),
        (
            "Northern Rail's new trains make less noise than they did when the old line was "
            "running.",
            ("Northern Rail's new trains", "make", "less noise"),
            CUT_COMPARISON,
        ),
        (
            "The network NBC also has the footage.",
            ("The network NBC", "have", "the footage"),
            DEFINITE_REFERRING,
        ),
        (
            "The quote came from Ann Lowe, director of the state's chapter of the Audubon Society.",
            ("Ann Lowe", "be", "director of the state's chapter of the Audubon Society"),
            DEFINITE_REFERRING,
        ),
        (
            "Lena Voss, born in Serbia but a Dutch citizen, joined the team in 2020.",
            ("Lena Voss", "be born in", "a Dutch citizen"),
            CONTRAST,
        ),
        (
            "Tom Reed was convicted of two counts of causing a child to watch violent films, "
            "and one of fraud.",
            ("Tom Reed", "be convicted of", "two counts of causing"),
            CUT_GERUND,
        ),
        (
            "And Acme nurseries are already receiving calls from parents keen not to miss out.",
            ("Acme nurseries", "receive", "calls from parents keen"),
            CUT_ADJECTIVE,
        ),
        (
            "Rita Marsh was in the cast of Kitchen Tales: The Early Years in the 1990s.",
            ("Rita Marsh", "be in", "the cast of Kitchen Tales"),
            COLON_TITLE_CUT,
        ),
        (
            "The pen name of the poet is Mara Stone, a rare name evoking the sea.",
            ("Mara Stone", "be", "a rare name"),
            NAME_FACT,
        ),
    ],
)
def test_fragment_is_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_one_of_alternatives_is_no_fact(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Twenty-four Israelis, two foreigners and a Palestinian worker have been killed in "
        "attacks or apparent attacks by Palestinians in Israel and the West Bank.",
        ("Twenty-four Israelis", "be killed in", "apparent attacks by Palestinians"),
        ALTERNATIVE,
    )


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("Pia Lund was born on 3 May 1961.", ("Pia Lund", "be born on", "3 May 1961")),
        ("Tom Hale was jailed for six years.", ("Tom Hale", "be jailed for", "six years")),
        ("Kim Ode turned 30 on Friday.", ("Kim Ode", "turn 30 on", "Friday")),
        (
            "Marco Rossi opened the scoring after twelve minutes.",
            ("Marco Rossi", "open the scoring after", "twelve minutes"),
        ),
        (
            "Ada Lin tried to leave the party over the last six years.",
            ("Ada Lin", "try to leave the party over", "the last six years"),
        ),
        (
            "Delta Bank is the country's fifth-largest lender.",
            ("Delta Bank", "be", "the country's fifth-largest lender"),
        ),
        ("Putin visited the city's Opera House.", ("Putin", "visit", "the city's Opera House")),
        ("Pia Lund has lived in Leeds for ten years.", ("Pia Lund", "live in", "Leeds")),
        (
            "Lena Voss, born in Serbia but a Dutch citizen, joined the team in 2020.",
            ("Lena Voss", "be born in", "Serbia"),
        ),
        (
            "Rita Marsh met Tom Hale in Leeds: They married a year later.",
            ("Rita Marsh", "meet Tom Hale in", "Leeds"),
        ),
        (
            "Carl Obi was hurt in a blast and spent whole weeks painting murals.",
            ("Carl Obi", "be hurt in", "a blast"),
        ),
    ],
)
def test_whole_fact_is_kept(
    extractor: SpacyExtractor, sentence: str, fact: tuple[str, str, str]
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert fact in triples, triples


@pytest.mark.parametrize(
    ("sentence", "relation", "tail", "reason"),
    [
        (
            "Lena Berg's novels stand out due to their careful research.",
            "stand out due",
            "their careful research",
            PARTICLE_LOST,
        ),
        (
            "Lena Berg's novels stand out due to their careful research.",
            "stand out due to",
            "their careful research",
            None,
        ),
        (
            "Lena Berg's novels stand out due to their careful research and the ability to move "
            "readers.",
            "stand out due",
            "the ability to move readers",
            PARTICLE_LOST,
        ),
        (
            "Sales of the Zephyr truck have gone down in recent years.",
            "go in",
            "recent years",
            TIME_TAIL,
        ),
        (
            "The fire crew carried out an inquiry into the fires.",
            "carry out",
            "an inquiry into the fires",
            DEFINITE_REFERRING,
        ),
        (
            "The fire crew carried out an inquiry into the cause of the fires at Elm Mill.",
            "carry out",
            "an inquiry into the cause of the fires at Elm Mill",
            None,
        ),
        (  # a particle of the verb, wherever the parse put it
            "This month, Oslo Radio went live on three new stations in Bergen.",
            "go on",
            "three new stations in Bergen",
            PARTICLE_LOST,
        ),
        (
            "Hartley came from two goals down to snatch a draw against Leeds.",
            "come from",
            "two goals",
            PARTICLE_LOST,
        ),
        ("Ann Lee turned the lights off.", "turn off", "the lights", None),
    ],
)
def test_triple_fragment_problem(
    sentence: str, relation: str, tail: str, reason: str | None
) -> None:
    doc = load_spacy()(sentence)
    assert triple_fragment_problem(relation, tail, doc) == reason


@pytest.mark.parametrize(
    ("head", "tail", "reason"),
    [
        ("Okafor", "Mr Okafor", SAME_ENTITY),
        ("Dr Lena Ruiz", "Lena Ruiz", SAME_ENTITY),
        ("the Arts Council", "Arts Council", SAME_ENTITY),
        ("Okafor", "Mrs Okafor's son", None),
        ("John Okafor", "Ada Okafor", None),  # a relative: not the same name
        ("the council", "the council", None),  # no name: other checks judge it
    ],
)
def test_same_entity_problem(head: str, tail: str, reason: str | None) -> None:
    assert same_entity_problem(head, tail) == reason


def test_head_and_tail_over_the_same_words_are_one_name() -> None:
    doc = load_spacy()("She took part in the charity's Brave the Shave campaign in May.")
    assert same_entity_problem("charity's Brave the Shave", "the Shave campaign", doc) == (
        SAME_ENTITY
    )
    assert same_entity_problem("the charity", "the Shave campaign", doc) is None


def test_a_fact_about_one_name_on_both_sides_is_dropped(extractor: SpacyExtractor) -> None:
    extractor._doc = load_spacy()("Mr Okafor said he was delighted for Mr Okafor.")
    assert list(extractor._emit("Okafor", "be delighted for", "Mr Okafor", strict=True)) == []


def test_a_fronted_time_keeps_its_fact_beside_a_particle(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "During the war, Peter Smith worked away from home.")
    assert ("Peter Smith", "work during", "the war") in triples
