"""A reported fact is asked "According to X" only when X names one speaker; on sentences
written for these tests."""

from __future__ import annotations

import pytest

from hanker.synth.base import SynthesisInput
from hanker.synth.speakers import speaker_in_question, unnamed_speaker
from hanker.synth.template import TemplateGenerator


def _candidates(relation: str, sentence: str, context: str = "") -> list[tuple[str, str]]:
    item = SynthesisInput(
        fact_id="f",
        head="Harlow Dairies",
        relation=relation,
        tail="the hygiene rules",
        context=context or sentence,
        sentence=sentence,
        source={},
        resolved=sentence,
    )
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    return [(c.question, c.rejected) for c in candidates]


def test_indefinite_speaker_gives_no_case() -> None:
    sentence = "One inspector said Harlow Dairies had breached the hygiene rules in 2021."
    candidates = _candidates("breach (according to One inspector)", sentence)
    assert candidates == [("", "speaker not named")]


def test_named_speaker_is_kept() -> None:
    sentence = "Inspector Ruth Cole said Harlow Dairies had breached the hygiene rules in 2021."
    candidates = _candidates("breach (according to Ruth Cole)", sentence)
    assert candidates == [("According to Ruth Cole, what had Harlow Dairies breached in 2021?", "")]


def test_speaker_named_again_in_the_question_gives_no_case() -> None:
    # coreference put the speaker's name in for "her": the question would name her twice
    sentence = "Ruth Cole said Harlow Dairies had breached the hygiene rules at Ruth Cole's farm."
    candidates = _candidates("breach (according to Ruth Cole)", sentence)
    assert ("", "speaker named in the question") in candidates
    assert not any(question for question, _ in candidates)
    assert speaker_in_question("Mr Coleman", "What did Coleman's firm sell?")
    assert not speaker_in_question("Mr Cole", "What did Coleman's firm sell?")
    assert not speaker_in_question("the inspectors", "What did the inspectors find?")


def test_cut_name_gives_no_case() -> None:
    sentence = "Harlow Dairies had breached the hygiene rules in 2021, it said."
    context = f"The Food Standards Board published its report. {sentence}"
    candidates = _candidates("breach (according to Board)", sentence, context)
    assert candidates == [("", "speaker name cut short")]


@pytest.mark.parametrize(
    ("speaker", "context", "reason"),
    [
        ("Another Labour MP", "Another Labour MP said so.", "speaker not named"),
        ("A spokesman", "A spokesman said so.", "speaker not named"),
        ("Two witnesses", "Two witnesses said so.", "speaker not named"),
        (
            "Games",
            "Organisers of the Island Games said so. The Games begin soon.",
            "speaker name cut short",
        ),
        ("This study", "This study said so.", "speaker only points back"),
        ("the 41-year-old", "The 41-year-old said so.", "speaker only points back"),
        (
            "the veteran record-holder",
            "The veteran record-holder said so.",
            "speaker only points back",
        ),
        ("the singer", "The singer said so.", "speaker only points back"),
        ("the police", "The police said so.", None),
        ("the Red Cross", "The Red Cross said so.", None),
        ("Organisers", "Organisers said 100 people came.", None),
        ("Mr Lund", "Mr Lund said so.", None),
        ("the inspectors", "The inspectors said so.", None),
        ("Unicef", "Unicef said so.", None),
    ],
)
def test_unnamed_speaker(speaker: str, context: str, reason: str | None) -> None:
    assert unnamed_speaker(speaker, context) == reason


@pytest.mark.parametrize(
    ("speaker", "reason"),
    [
        ("travel expert", "speaker name cut short"),  # of "travel expert Simon Calder"
        ("police", None),
        ("analysts", None),
        ("Simon Calder", None),
    ],
)
def test_a_bare_singular_role_is_a_cut_speaker(speaker: str, reason: str | None) -> None:
    assert unnamed_speaker(speaker, "") == reason
