"""A reported fact is asked as its speaker's claim (template.v6)."""

from __future__ import annotations

from hanker.synth.base import SynthesisInput
from hanker.synth.template import TemplateGenerator


def _questions(head: str, relation: str, tail: str, sentence: str) -> list[tuple[str, str]]:
    item = SynthesisInput(
        fact_id="f",
        head=head,
        relation=relation,
        tail=tail,
        context=sentence,
        sentence=sentence,
        source={},
        resolved=sentence,
    )
    [candidates] = TemplateGenerator(min_case_confidence=0).generate([item])
    return [(c.question, c.answer) for c in candidates if not c.rejected]


def test_a_reported_fact_names_its_speaker() -> None:
    sentence = "The inspectors said Harlow Dairies had breached the hygiene rules in 2021."
    questions = _questions(
        "Harlow Dairies", "breach (according to the inspectors)", "the hygiene rules", sentence
    )
    assert questions
    assert all(q.startswith("According to the inspectors, ") for q, _ in questions), questions
    assert (
        "According to the inspectors, what had Harlow Dairies breached in 2021?",
        "the hygiene rules",
    ) in questions


def test_an_asserted_fact_has_no_speaker() -> None:
    sentence = "Harlow Dairies breached the hygiene rules in 2021."
    questions = _questions("Harlow Dairies", "breach", "the hygiene rules", sentence)
    assert questions and not any(q.startswith("According") for q, _ in questions)


def test_a_speaker_named_already_is_not_repeated() -> None:
    sentence = "Mayor Ann Cole has promised a new bridge to the town."
    questions = _questions(
        "Mayor Ann Cole", "promise (according to Ann Cole)", "a new bridge", sentence
    )
    assert ("What has Mayor Ann Cole promised to the town?", "a new bridge") in questions


def test_a_plural_of_people_opening_the_sentence_is_no_name() -> None:
    sentence = "Inspectors said Harlow Dairies had breached the hygiene rules in 2021."
    questions = _questions(
        "Harlow Dairies", "breach (according to Inspectors)", "the hygiene rules", sentence
    )
    assert questions and all(q.startswith("According to inspectors, ") for q, _ in questions)
