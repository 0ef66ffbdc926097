"""Whole facts against their sentence: no cut names or words, no fragments of a claim, no
relation that holds its tail, no lost particle, no prediction, no dash aside read as an object,
no possessive that cannot stand for the head, no vague shell noun."""

from __future__ import annotations

import pytest

from hanker.extract.fact_checks import relation_problem
from hanker.extract.prose_checks import tail_problem
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run


def test_names_and_hyphenated_words_are_never_cut(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor,
        "Olga Petrov, keyboardist of County Mayo group Silver Hare, toured Japan in 2018.",
    )
    tails = {t for _, _, t in triples}
    assert ("Olga Petrov", "be keyboardist of", "County Mayo group Silver Hare") in triples
    assert not any(t in {"County", "County Mayo"} or t.endswith(" County") for t in tails)
    triples, _ = _run(  # a name the recognizer ran on over "for ... 's" is not followed
        extractor,
        "Yes, Marta Kowal has been awarded the Hugo Award for Best Novel for Marta Kowal's "
        "contributions to science fiction.",
    )
    assert ("Marta Kowal", "be awarded", "the Hugo Award for Best Novel") in triples, triples
    triples, _ = _run(
        extractor,
        "Grain quotas, enforced by the EU post-pandemic, frustrate Polish farmers.",
    )
    assert not any(t.endswith(" post") or t.endswith("-") for _, _, t in triples), triples


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (  # a number next to "said" is a piece of what was said
            "Unicef said about half of the schools in Yemen were damaged.",
            ("Unicef", "say", "about half"),
            "speech act",
        ),
        (  # the time is the object itself: no relation that holds the tail
            "The Ofwat team spent the past three years investigating.",
            ("The Ofwat team", "spend the past three years", "the past three years"),
            "time adjunct only",
        ),
        (  # "cling on to ... from": the particle would be lost
            "That was a moment for Harlow Town to hold on to from a wretched winter.",
            ("Harlow Town", "hold on to from", "a wretched winter"),
            "particle left out of the relation",
        ),
        (  # what a dash sets off is no object of the verb
            "Priya Das joined Oxfam in 2012 - her first job abroad.",
            ("Priya Das", "join oxfam in", "her first job abroad"),
            "dash apposition",
        ),
        (  # "his" cannot stand for a museum: coreference left it unresolved
            "The Leeds museum returned his stolen painting.",
            ("The Leeds museum", "return", "his stolen painting"),
            "tail possessive unresolved",
        ),
        (
            "The Welsh government has started to address the problem.",
            ("The Welsh government", "start to address", "the problem"),
            "vague tail",
        ),
        (  # a prediction, also in a relative clause, is no fact yet
            "The treaty now goes to the Bundestag, which will raise fresh objections.",
            ("the Bundestag", "raise", "fresh objections"),
            "prediction",
        ),
        (  # the parse split one noun in two objects
            "Maya Frost, who used a fire extinguisher on the burglar, won an award.",
            ("Maya Frost", "use", "a fire"),
            "compound noun split",
        ),
        (  # "the barrister" says nothing without the clause that makes it one
            "Anna Kovacs, the barrister representing the newspaper, questioned the witness.",
            ("Anna Kovacs", "be", "the barrister"),
            "appositive cut from its clause",
        ),
        (
            "And the key question: Leeds City Council has had to cut its budget.",
            (
                "And the key question",
                "and the key question",
                "Leeds City Council has had to cut its budget",
            ),
            "sentence, not a label",
        ),
    ],
)
def test_fragments_are_dropped_and_counted(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_whole_facts_are_kept(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "Ann Berg finished her second novel.")
    assert ("Ann Berg", "finish", "her second novel") in triples  # "her" can be Ann Berg
    triples, _ = _run(extractor, "The Beatles released their first album in 1963.")
    assert ("The Beatles", "release", "their first album") in triples
    triples, _ = _run(extractor, "Jordan Vale's debut novel was praised for its vivid dialogue.")
    assert ("Jordan Vale's debut novel", "be praised for", "its vivid dialogue") in triples
    triples, _ = _run(extractor, "Bao Thanh Nguyen is respected for his essays on exile.")
    assert ("Bao Thanh Nguyen", "be respected for", "his essays on exile") in triples
    triples, _ = _run(extractor, "Tove Lindqvist's last book reflects her years in Bergen.")
    assert ("Tove Lindqvist's last book", "reflect", "her years in Bergen") in triples
    triples, _ = _run(extractor, "Northwind Energy is cutting its standard tariff.")
    assert ("Northwind Energy", "cut", "its standard tariff") in triples
    triples, _ = _run(extractor, "Canon Hugh Tierney taught history at St Brigid's.")
    assert ("Canon Hugh Tierney", "teach history at", "St Brigid's") in triples, triples
    triples, _ = _run(extractor, "Bristol Rovers held on to a slim lead.")
    assert ("Bristol Rovers", "hold on to", "a slim lead") in triples
    triples, _ = _run(extractor, "Priya Das joined Oxfam in 2012 - her first job abroad.")
    assert ("Priya Das", "join", "Oxfam") in triples
    assert not any("job" in t for _, _, t in triples), triples  # the aside stays out
    triples, _ = _run(
        extractor,
        "Dockers in Antwerp voted for six days of stoppages in March – their longest yet.",
    )
    assert ("Dockers in Antwerp", "vote for", "six days of stoppages") in triples
    assert not any("longest" in t for _, _, t in triples), triples
    triples, _ = _run(extractor, "Anna Kovacs, the barrister for the newspaper, left.")
    assert ("Anna Kovacs", "be barrister for", "the newspaper") in triples
    triples, _ = _run(extractor, "Sergio Lima tweeted that Porto FC had won the cup.")
    assert ("Porto FC", "win (according to Sergio Lima)", "the cup") in triples, triples
    triples, _ = _run(extractor, "The Red Cross said its clinic in Juba had closed.")
    assert not any(r == "say" for _, r, _ in triples), triples


def test_string_checks() -> None:
    assert relation_problem("spend the past year", "the past year") == "relation repeats the tail"
    assert relation_problem("spend year in", "Leeds") is None
    assert tail_problem("Ann Berg", "the same issue") == "vague tail"
    assert tail_problem("Ann Berg", "the housing crisis in Leeds") is None
    assert tail_problem("Ann Berg", "the hospital") is None


def test_a_bare_noun_cut_from_its_phrase_is_no_tail(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "Ahmed El-Masry often explores themes related to identity and repression."
    )
    assert not any(t == "themes" for _, _, t in triples)
    assert dropped.get("tail cut from its phrase")
    triples, dropped = _run(
        extractor,
        "Mara Quinn's work challenges societal norms and assumptions within mainstream fiction.",
    )
    tails = {t for _, _, t in triples}
    assert "assumptions" not in tails and dropped.get("tail cut from its phrase")
    assert "societal norms and assumptions within mainstream fiction" in tails


@pytest.mark.parametrize(
    ("sentence", "absent"),
    [
        (
            "Norway stayed neutral and was neither a member of the pact nor a party to the war.",
            ("Norway", "be", "a member of the pact"),
        ),
        (
            "Ines Kahn was neither a candidate in the election nor a member of the party.",
            ("Ines Kahn", "be", "a member of the party"),
        ),
    ],
)
def test_neither_nor_denies_the_clause(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str]
) -> None:
    assert_dropped(extractor, sentence, absent, "negated clause")
