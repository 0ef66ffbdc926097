"""Heads from the wrong clause and claims given the wrong source (hanker.extract.clause_heads)."""

from __future__ import annotations

import pytest

from hanker.extract.clause_heads import (
    AGENT_RELATIVE,
    BACKGROUND_SOURCE,
    CUT_INFINITIVE,
    DANGLING_PERSPECTIVE,
    DOUBTED_CLAIM,
    LIST_RELATIVE,
    PARTITIVE_RELATIVE,
    PERSON_WHICH,
    SUBJECT_MODIFIER_HEAD,
    TWO_SUBJECTS,
    WHERE_ANTECEDENT,
    clause_head_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence

CASES = [
    (
        "Judging by the flags waved in the square, Moreno is not yet as loved as Diaz.",
        ("Moreno", "judge by", "the flags"),
        DANGLING_PERSPECTIVE,
    ),
    (
        "Tom Ellis's header from the edge of the area was saved by the keeper.",
        ("Tom Ellis", "be saved by", "the keeper"),
        SUBJECT_MODIFIER_HEAD,
    ),
    (
        "Relief convoys organised by the Dutch navy left from a base near the port.",
        ("the Dutch navy", "be left from", "a base near the port"),
        SUBJECT_MODIFIER_HEAD,
    ),
    (
        "The path leads to Mill Road, where Turner had gone to church as a child.",
        ("Mill Road", "go to", "church"),
        WHERE_ANTECEDENT,
    ),
    (
        "It was a test for the woman hailed as the reform candidate in the mayoral contest"
        " - which ended in a narrow win over Ann Roe.",
        ("the reform candidate", "end in", "a narrow win over Ann Roe"),
        PERSON_WHICH,
    ),
    (
        "In reply to one of the 20 letters sent by the mayor's press office, which gave"
        " details of the budget, the council argued it was late.",
        ("the mayor's press office", "give", "details of the budget"),
        AGENT_RELATIVE,
    ),
    (
        "The first film by Ingrid Vale to win a prize was Salt Harbour.",
        ("The first film by Ingrid Vale", "be", "Salt Harbour"),
        CUT_INFINITIVE,
    ),
    (
        "The ministry said it was doubtful that reports of French jets being used in the raid"
        " were accurate.",
        ("French jets", "be used in (according to The ministry)", "the raid"),
        DOUBTED_CLAIM,
    ),
    (
        'Prince Omar and Princess Lina, married in a quiet ceremony on Friday, were "thrilled"'
        " by the response, the royal office said.",
        ("Princess Lina", "be married in (according to the royal office)", "a quiet ceremony"),
        BACKGROUND_SOURCE,
    ),
    (
        "The full name of the author born in Mumbai, India on 08/30/1954 is Rohan Mehta.",
        ("India", "be", "Rohan Mehta"),
        TWO_SUBJECTS,
    ),
    (
        "The poet born on the 3rd of May, 1950 in Porto, Portugal is Rui Lopes.",
        ("Portugal", "be", "Rui Lopes"),
        TWO_SUBJECTS,
    ),
    (
        "Ana Moss faces Tom Hale, who is nominated for his role in Tides, and Lea Ross and Ida"
        " Berg, both of whom are nominated for Salt Roads.",
        ("Tom Hale", "be nominated for", "Salt Roads"),
        PARTITIVE_RELATIVE,
    ),
    (
        "Other TV credits included police drama series Heartbeat and drama series Elizabeth R,"
        " which starred the late Glenda Jackson.",
        ("police drama series Heartbeat and drama series Elizabeth R", "star", "Glenda Jackson"),
        LIST_RELATIVE,
    ),
    (
        "In a statement, Ravi Lund claimed that Gen Ivo Berg - who commanded the northern army "
        "until March - had been moved to a desk job.",
        ("Gen Ivo Berg", "command (according to Ravi Lund)", "the northern army"),
        BACKGROUND_SOURCE,
    ),
    (
        "The female author born in Copenhagen, Denmark in 1990 is named Kari Holm.",
        ("Denmark in 1990", "be named", "Kari Holm"),
        TWO_SUBJECTS,
    ),
]


@pytest.mark.parametrize(("sentence", "triple", "reason"), CASES)
def test_wrong_head_or_source_is_named(
    sentence: str, triple: tuple[str, str, str], reason: str
) -> None:
    doc = load_spacy()(sentence)
    assert clause_head_problem(triple[0], triple[1], doc) == reason


KEPT = [
    (
        "The keeper saved Tom Ellis's header from the edge of the area.",
        ("The keeper", "save", "Tom Ellis's header"),
    ),
    ("Turner had gone to church in Mill Road as a child.", ("Turner", "go to", "church")),
    ("Walking along the quay, Moreno waved to the crowd.", ("Moreno", "wave to", "the crowd")),
    (
        "The ministry said French jets were used in the raid.",
        ("French jets", "be used in (according to The ministry)", "the raid"),
    ),
    ("Ada Obi, born in Lagos, Nigeria, writes poems.", ("Ada Obi", "write", "poems")),
    (
        "Ingrid Vale won a prize for her first film, Salt Harbour.",
        ("Ingrid Vale", "win", "a prize"),
    ),
    (
        "Climate and animal rights group Animal Rising, who earlier demonstrated outside "
        "Aintree, claimed their supporters entered the track.",
        ("Climate and animal rights group Animal Rising", "demonstrate outside", "Aintree"),
    ),
]


@pytest.mark.parametrize(("sentence", "triple"), KEPT)
def test_right_head_is_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    doc = load_spacy()(sentence)
    assert clause_head_problem(triple[0], triple[1], doc) is None


def test_extractor_drops_the_agent_of_the_subject() -> None:
    extractor = SpacyExtractor()
    sentence = "Relief convoys organised by the Dutch navy left from a base near the port."
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(t[0] == "the Dutch navy" for t in triples), triples
    assert dropped.get(SUBJECT_MODIFIER_HEAD) == 1


def test_main_verb_hung_on_the_last_word_of_an_aside_is_not_its_own() -> None:
    from hanker.extract.clause_heads import ASIDE_MAIN_VERB
    from tests.hand_parse import hand_parse

    # "Quist, who grew up in Fresno, Ohio, graduated from Tulane": the parse some sentences
    # get, with "graduated" hung on the aside's last place name
    words = [
        "Quist",
        ",",
        "who",
        "grew",
        "up",
        "in",
        "Fresno",
        ",",
        "Ohio",
        ",",
        "graduated",
        "from",
        "Tulane",
    ]
    heads = [0, 0, 3, 0, 3, 3, 5, 6, 6, 8, 8, 10, 11]
    deps = ["ROOT", "punct", "nsubj", "relcl", "prt", "prep", "pobj", "punct", "appos"]
    deps += ["punct", "acl", "prep", "pobj"]
    tags = ["NNP", ",", "WP", "VBD", "RP", "IN", "NNP", ",", "NNP", ",", "VBD", "IN", "NNP"]
    doc = hand_parse(words, heads, deps, tags, with_pos=True)
    assert clause_head_problem("Ohio", "be graduated from", doc) == ASIDE_MAIN_VERB
    kept = load_spacy()("Tom Reed, who lives in Leeds, England, founded Globex in 1990.")
    assert clause_head_problem("Tom Reed", "found", kept) is None
