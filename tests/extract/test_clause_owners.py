"""Facts given to the wrong owner, or from a clause not asserted (hanker.extract.clause_owners)."""

from __future__ import annotations

import pytest

from hanker.extract.clause_owners import (
    ADDITIVE_OBJECT,
    BRACKET_PARTICIPLE,
    FUTURE_PLAN,
    NOUN_CONTENT,
    PARTICIPLE_OWNER,
    RELATIVE_OWNER,
    REPORTED_CONJUNCT,
    TWO_NAME_HEAD,
    TWO_NAME_TAIL,
    clause_owner_problem,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import run_sentence

DROPPED = [
    (
        "Mayor Dunn resigned in March and the Harlow Labour Party's press office is not "
        "commenting, citing an ongoing audit.",
        ("Mayor Dunn", "cite", "an ongoing audit"),
        PARTICIPLE_OWNER,
    ),
    (
        'Mr Okafor said the first round of talks with Ms Lind was "useful, constructive", '
        "sounding hopeful about the chances of a deal.",
        (
            "the first round of talks with Ms Lind",
            "sound hopeful about (according to Mr Okafor)",
            "the chances of a deal",
        ),
        PARTICIPLE_OWNER,
    ),
    (
        "Both Ms Park and Mr Odell have mentioned the dispute over Mastodon, which is funded "
        "by investors but runs as an open network.",
        ("the dispute over Mastodon", "be funded by", "investors"),
        RELATIVE_OWNER,
    ),
    (
        "Critics said her debut album Tides was ignored, with only one song in the show (the "
        "gentle hymn Lanterns, sung in a cathedral, pictured below).",
        ("her debut album Tides", "be sung in", "a cathedral"),
        BRACKET_PARTICIPLE,
    ),
    (
        "Last week, the Senate endorsed the panel's conclusion, in a long report, that Mr Hale "
        "deceived voters over the merger in 2019.",
        ("Mr Hale", "deceive", "voters"),
        NOUN_CONTENT,
    ),
    (
        "Ms Reid said she will skip Monday's debate because she is visiting a hospital in "
        "Leeds, while next month she is at a conference of EU ministers in Vienna.",
        ("Ms Reid", "be at", "a conference of EU ministers in Vienna"),
        FUTURE_PLAN,
    ),
    (
        "Tom Hale joined twelve other painters chosen by the gallery, as well as Ann Roe, who "
        "will design the poster.",
        ("Ann Roe", "be chosen by", "the gallery"),
        ADDITIVE_OBJECT,
    ),
    (
        "Schools from the Dorset Junior Netball League have also sent their best wishes, as "
        "well as other clubs from the region.",
        ("Schools from the Dorset Junior Netball League", "send", "other clubs from the region"),
        ADDITIVE_OBJECT,
    ),
    (
        "Ms Tully told the Guardian her team was searched by border guards last Friday.",
        ("the Guardian Ms Tully's team", "be searched by", "border guards"),
        TWO_NAME_HEAD,
    ),
    (
        "Since his 2018 Galway visit he has been a frequent guest.",
        ("Dr Vance's 2018 Galway visit Dr Vance", "be", "a frequent guest"),
        TWO_NAME_HEAD,
    ),
    (
        "Ann Roe keeps her distance from those she meets.",
        ("Ann Roe", "keep", "Ann Roe's distance from those Ann Roe"),
        TWO_NAME_TAIL,
    ),
    (  # the list of verbs may go on the reported clause, whose subject is "he"
        "Ms Vale testified that he had also stubbed a cigar out on her, knocked her to the floor outside his flat, and made 40 abusive calls.",
        ("Ms Vale", "make", "40 abusive calls"),
        REPORTED_CONJUNCT,
    ),
    (  # the relative may be the first place's
        "Crowds gathered at the castle in Sintra, which sits on a hill and draws many tourists.",
        ("Sintra", "draw", "many tourists"),
        RELATIVE_OWNER,
    ),
]

KEPT = [
    (
        "Ms Vale said the plan was sound and praised the council.",
        ("Ms Vale", "praise", "the council"),
    ),
    (
        "She keeps all her letters close to her heart.",
        (
            "Ana Lucia da-Costa",
            "keep",
            "all Ana Lucia da-Costa's letters close to Ana Lucia da-Costa's heart",
        ),
    ),
    (
        "Ann Roe won the final in Paris, beating Bo Lee in three sets.",
        ("Ann Roe", "beat", "Bo Lee"),
    ),
    (
        "The mayor of Leeds, who was elected in 2019, opened the bridge.",
        ("The mayor of Leeds", "be elected in", "2019"),
    ),
    (
        "She visited the University of Leeds, which was founded in 1904.",
        ("the University of Leeds", "be founded in", "1904"),
    ),
    (
        "Ann Roe is at a conference in Vienna this week.",
        ("Ann Roe", "be at", "a conference in Vienna"),
    ),
    (
        "Ann Roe is meeting the players next week to discuss the season.",
        ("Ann Roe", "meet players in", "next week"),
    ),
    (
        "Ann Roe has been re-signed for next season by the club.",
        ("Ann Roe", "be signed for", "next season"),
    ),
    (
        "Ann Roe sold apples, as well as pears from her farm.",
        ("Ann Roe", "sell", "pears from her farm"),
    ),
    (
        "The police said Ann Roe had fled the town, leaving her car behind.",
        ("Ann Roe", "leave", "her car"),
    ),
    (
        "Ann Roe has won the race and is celebrating, waving a flag.",
        ("Ann Roe", "wave", "a flag"),
    ),
    (
        "Ann Roe said she was leaving the club, citing family reasons.",
        ("Ann Roe", "cite", "family reasons"),
    ),
    (
        "Her poems often hold a quiet humour, and her plays keep a sharp edge, echoing her "
        "uncle's career as a barrister.",
        ("Ann Roe's plays", "echo", "Ann Roe's uncle's career as a barrister"),
    ),
    (
        "Her love of gardens shapes her novels.",
        ("Ann Roe's love of Ann Roe's gardens", "shape", "Ann Roe's novels"),
    ),
]


@pytest.mark.parametrize(("sentence", "triple", "reason"), DROPPED)
def test_dropped(sentence: str, triple: tuple[str, str, str], reason: str) -> None:
    assert clause_owner_problem(*triple, load_spacy()(sentence)) == reason


@pytest.mark.parametrize(("sentence", "triple"), KEPT)
def test_kept(sentence: str, triple: tuple[str, str, str]) -> None:
    assert clause_owner_problem(*triple, load_spacy()(sentence)) is None


def test_extractor_drops_wrong_clause_participle(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, DROPPED[0][0])
    assert ("Mayor Dunn", "cite", "an ongoing audit") not in [t[:3] for t in triples]
    assert dropped.get(PARTICIPLE_OWNER) == 1


def test_extractor_drops_additive_object(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(extractor, DROPPED[7][0])
    assert all(t[2] != "other clubs from the region" for t in triples)
    assert dropped.get(ADDITIVE_OBJECT) == 1
