"""Definite tails keep their restrictive modifier; ideas, denied clauses and kinship heads give no fact."""

from __future__ import annotations

import pytest

from hanker.extract.modifier_checks import kinship_head_problem
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (
            "For years the ministers rejected the idea that Norway is a nation of traders.",
            ("Norway", "be", "a nation of traders"),
            "content of an idea",
        ),
        (
            "A late goal by Kane gave Hull City a narrow victory over Leeds United.",
            ("A late goal by Kane", "give", "Hull City"),
            "recipient without what is given",
        ),
        (
            "In the meantime, Swiss troops have been building their defences in the north.",
            ("Swiss troops", "build defence in", "the meantime"),
            "idiomatic phrase",
        ),
        (
            "Omar Reyes is no longer a member of the Lisbon city council.",
            ("Omar Reyes", "be", "a member of the Lisbon city council"),
            "negated clause",
        ),
        (
            "Lena Park praised the speed and accuracy that the new system offers.",
            ("Lena Park", "praise", "the speed"),
            "tail cut from its list",
        ),
        (
            "Tom Ashby shouted in delight when his horse crossed the line.",
            ("Tom Ashby", "shout in", "delight"),
            "manner phrase",
        ),
        (
            "Petra Holm first refused the post but later changed her mind and signed.",
            ("Petra Holm", "change", "Petra Holm's mind"),
            "idiom read literally",
        ),
        (
            "Ines Kahl focuses chiefly on stage lighting and design.",
            ("Ines Kahl", "focus on", "design"),
            "tail cut from its shared modifier",
        ),
        (
            "Kofi Mensah keeps a steady pace, releasing a new album roughly every two years.",
            ("Kofi Mensah", "release", "a new album"),
            "vague tail",
        ),
        (
            "Neither Mr Hale nor Ms Roy attended the funeral in Leeds.",
            ("Ms Roy", "attend", "the funeral in Leeds"),
            "negated clause",
        ),
    ],
)
def test_dropped(extractor: SpacyExtractor, sentence: str, absent: tuple, reason: str) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_whole_or_indefinite_tails_are_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Hana Ito leads a network of local clubs that was founded in 2005."
    )
    whole = "a network of local clubs that was founded in 2005"  # a short clause joins (v7)
    assert ("Hana Ito", "lead", whole) in triples
    triples, _ = run_sentence(extractor, "Omar Diaz visited the museum, which opened in 1990.")
    assert ("Omar Diaz", "visit", "the museum") in triples


def test_kinship_word_as_head() -> None:
    assert kinship_head_problem("Dad") == "kinship word as head"
    assert kinship_head_problem("Grandma Rose") is None


def test_a_label_line_of_prose_names_nothing(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Terms of entry: If you send a photograph, you accept the rules of the contest."
    )
    assert not any(h == "Terms of entry" for h, _r, _t in triples), triples
    assert dropped.get("label line without a subject") == 1


def test_a_reporting_verb_in_a_subordinate_clause_reports_nothing(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = run_sentence(
        extractor,
        "Senator Joan Park resigned as chair of the panel last year after a newspaper "
        "accused her of lying to voters.",
    )
    assert ("Senator Joan Park", "resign as", "chair of the panel") in triples


def test_a_participle_used_as_a_preposition_states_nothing(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Ms Rana Kapoor celebrated in Delhi following her election win in 2019."
    )
    assert not any(r.startswith("follow") for _h, r, _t in triples), triples
    assert ("Ms Rana Kapoor", "celebrate in", "Delhi") in triples


def test_a_heads_comma_set_aside_is_left_out(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor,
        "Ana Ruiz, through her many novels and essays, has been a voice for rural Spain.",
    )
    assert ("Ana Ruiz", "be", "a voice for rural Spain") in triples, triples


@pytest.mark.parametrize(
    ("sentence", "whole"),
    [
        (
            "Tom Ruiz made the difficult decision to sell the family farm.",
            ("Tom Ruiz", "make", "the difficult decision to sell the family farm"),
        ),
        (
            "Carla Mendes is the third mayor to resign over the scandal.",
            ("Carla Mendes", "be", "the third mayor to resign over the scandal"),
        ),
        (
            "Liam Shore captured the moment a fox crossed the ice.",
            ("Liam Shore", "capture", "the moment a fox crossed the ice"),
        ),
    ],
)
def test_a_short_restrictive_modifier_joins_the_tail(
    extractor: SpacyExtractor, sentence: str, whole: tuple
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert whole in triples, triples


def test_a_long_restrictive_modifier_left_behind_drops_the_fact(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Jonas Berg was one of 14 men arrested in 1971 during internment without trial and "
        "questioned by the police and the Army in Belfast.",
        ("Jonas Berg", "be", "one of 14 men"),
        "tail cut from its modifier",
    )


def test_a_denied_clause_gives_no_value_fact_either(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor, "Omar Reyes no longer worked at the mill after 2015."
    )
    assert not any(t == "2015" for _h, _r, t in triples), triples
    assert dropped.get("negated clause", 0) >= 2, dropped  # the clause's object and its date


@pytest.mark.parametrize(
    ("sentence", "absent"),
    [
        (  # evidence for a clause does not assert it ("insufficient evidence X was ...")
            "There was little evidence Ms Olsen had approved the contract before the election.",
            ("Ms Olsen", "approve", "the contract"),
        ),
        (  # a hope spelled out after "is"
            "The club's hope is that Lena Ortiz has signed a new deal with the owners.",
            ("Lena Ortiz", "sign", "a new deal"),
        ),
        (  # a theory set off by a dash after the verb's object
            "Police explored two theories - that Tom Hale had fled to Spain in a rented car.",
            ("Tom Hale", "flee to", "Spain"),
        ),
    ],
)
def test_spelled_out_ideas_are_not_asserted(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str]
) -> None:
    assert_dropped(extractor, sentence, absent, "content of an idea")


def test_an_argument_spelled_out_stays_a_claim(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Ann Cole's argument was that Acme had sold Zeta Labs.")
    assert ("Acme", "sell (according to Ann Cole)", "Zeta Labs") in triples, triples
