"""Clauses not asserted and heads misread from the clause structure (clause_structure)."""

from __future__ import annotations

from hanker.extract.clause_structure import UNREALIZED_TIME
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence
from tests.extract.conftest import run_sentence as _run


def test_what_is_called_for_is_not_done(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "On Monday the mayor of Leeds Anna Brook visited the plant, and called for Yorkshire "
        "to reopen two old coal mines.",
    )
    assert not any(h == "Yorkshire" for h, _, _ in triples)
    assert dropped.get("demanded, not done", 0) >= 1
    assert any(r == "visit" for _, r, _ in triples)  # the visit is asserted
    triples, _ = _run(extractor, "Acme Bank was ordered to pay £5m to its customers.")
    assert any(r.endswith("to pay") for _, r, _ in triples), triples  # an order given is a fact


def test_a_for_to_clause_is_not_done(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Mr Yousaf has rejected calls for Mr Murrell and Ms Sturgeon to be suspended from the party.",
    )
    assert not any(r.startswith("be suspended") for _, r, _ in triples), triples
    assert dropped.get("demanded, not done", 0) >= 1


def test_time_clause_under_would_is_not_asserted(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Tom Weller said Tom Weller would quit the club as soon as Tom Weller found a job.",
    )
    assert not any(r.startswith("find") for _, r, _ in triples)
    assert dropped.get("time clause of an unrealized event") == 1
    triples, _ = _run(
        extractor,
        "Ann Bell said it could be a turning point as Ann Bell opened a new clinic in Hull.",
    )
    assert any(r == "open" for _, r, _ in triples), triples  # "as" for while: asserted


def test_present_until_clause_is_not_yet_done(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "The old rules stay in force until the High Court finally does rule on the Delta "
        "Bank appeal.",
    )
    assert not any(r.startswith("rule") for _, r, _ in triples), triples
    assert dropped.get("time clause of an unrealized event") == 1
    triples, _ = _run(
        extractor,
        "The old rules stayed in force until the High Court ruled on the Delta Bank appeal.",
    )
    assert any(r == "rule on" for _, r, _ in triples), triples  # a past "until": it happened


def test_expected_and_favourite_are_predictions(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(extractor, "Maria Lopez is expected to sign a new contract with Porto.")
    assert triples == []
    assert dropped.get("prediction") == 1
    triples, dropped = _run(
        extractor,
        "Paolo Conti has coached Inter for ten years and Paolo Conti is favourite to win five more.",
    )
    assert not any("win" in r for _, r, _ in triples)
    assert dropped.get("prediction") == 1


def test_subject_of_could_be_is_hypothetical(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Two titles in Ivan Petrov's sea themed series could be 'Dark Tides' and 'Silent Shores'.",
    )
    assert triples == []
    assert dropped.get("hypothetical", 0) >= 1


def test_fronted_participle_object_is_no_head(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Talking to Reuters in an interview on Monday, Jane Roe said Reuters had taken a long "
        "time to reply.",
    )
    assert not any(h == "Reuters" for h, _, _ in triples)
    assert dropped.get("head from a fronted participle clause") == 1


def test_participle_after_copula_object_is_no_subject_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Neither Chile, Peru or Bolivia are members of the pact - the Treaty of Lund - banning "
        "the export of arms.",
    )
    assert not any(r == "ban" for _, r, _ in triples)
    assert dropped.get("participle subject unclear", 0) >= 1


def test_relative_after_of_a_and_b_is_ambiguous(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "Max Ford, 40, posted video footage of himself and TV presenter Lucy Hale, which was "
        "shared on TikTok.",
    )
    assert not any(h == "TV presenter Lucy Hale" for h, _, _ in triples)
    assert dropped.get("relative antecedent ambiguous") == 1


def test_second_absolute_clause_subject_is_no_object(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor,
        "There were several exits, with striker Leo Grant joining Arsenal for £40m and keeper "
        "Sam Hale, a club legend, leaving for Lyon.",
    )
    assert ("striker Leo Grant", "join", "Arsenal") in triples
    assert not any(t == "keeper Sam Hale" or r == "leave for" for _, r, t in triples)
    assert dropped.get("absolute clause coordination") == 2


def test_footed_shot_caption_is_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "Harry Kane (Tottenham) right footed shot from outside the box to the corner."
    )
    assert triples == []
    assert dropped.get("caption misread") == 1


def test_prep_inside_adverb_phrase_is_no_verb_relation(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "Anna Berg pressed her hand close to the window on one side of the car."
    )
    assert not any(r.endswith(" on") for _, r, _ in triples)
    assert dropped.get("preposition attachment unclear", 0) >= 1
    triples, _ = _run(extractor, "Tom Baker returned to Leeds as coach in 2019.")
    assert ("Tom Baker", "return to", "Leeds") in triples


def test_copula_with_adverb_gives_no_for_relation(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "Tom Baker is back as coach for a season where the club hope to win."
    )
    assert not any(r == "be for" for _, r, _ in triples)
    assert dropped.get("copula with adverb complement", 0) >= 1


def test_what_is_said_to_be_important_is_not_done(extractor: SpacyExtractor) -> None:
    sentence = '"It\'s important Ana Ruiz delivers for the Harbour Trust," Tom Hale said.'
    triples, dropped = _run(extractor, sentence)
    assert not any(r.startswith("deliver") for _, r, _ in triples), triples
    assert dropped.get("demanded, not done", 0) == 1
    # what happened, said to be important, is still what happened
    triples, _ = _run(extractor, "It is important that Vanta Corp made a profit, Tom Hale said.")
    assert any(h == "Vanta Corp" and r.startswith("make") for h, r, _ in triples), triples
    triples, _ = _run(extractor, '"Ana Ruiz delivers for the Harbour Trust," Tom Hale said.')
    assert ("Ana Ruiz", "deliver for (according to Tom Hale)", "the Harbour Trust") in triples


def test_an_expected_step_in_a_once_clause_gives_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = run_sentence(
        extractor,
        "Once the Harbour Bill is signed and printed by the Crown Printer, it becomes law.",
    )
    assert triples == [], triples
    assert dropped.get(UNREALIZED_TIME, 0) >= 1, dropped


def test_a_past_until_clause_states_its_event(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "Lena Ortiz lived in Porto until the Dom Luis Bridge was rebuilt by engineers."
    )
    assert ("the Dom Luis Bridge", "be rebuilt by", "engineers") in triples, triples
