"""A learned confidence for template-written cases: logistic regression over their shape features.

The rules of the template writer and of :mod:`hanker.synth.validate` each name one way a case
goes wrong; what passes them still holds cases readers judge unclear or wrong (an open "What
was X?", a stilted fronted preposition, an answer that runs on). As
:mod:`hanker.extract.fact_confidence` does for facts, a logistic regression over the shape
features of :mod:`hanker.synth.case_features` scores how likely a case is to be judged
relevant, clear and rightly answered; a template case scoring under the model's threshold is
rejected as ``low case confidence`` and counted with the other rejections. The weights
(``resources/case-confidence.v1.json``) are fitted by ``benchmarks/train_case_confidence.py``
on the blind judgements kept in ``benchmarks/data``; the file records the readings, the
threshold and the held-out figures, and the version follows the template writer's in every
suite manifest (``template.vN+case-confidence.v1``).
"""

from __future__ import annotations

import dataclasses

from hanker.extract.fact_confidence import ConfidenceModel, confidence_floor, shipped_model
from hanker.synth.base import CaseCandidate
from hanker.synth.case_features import case_features
from hanker.synth.clause import parse

CASE_CONFIDENCE_VERSION = "case-confidence.v1"
LOW_CASE_CONFIDENCE = "low case confidence"


def default_case_model() -> ConfidenceModel:
    """The shipped model (``resources/case-confidence.v1.json``)."""
    return shipped_model(CASE_CONFIDENCE_VERSION)


def case_floor(value: object) -> float | None:
    """``min_case_confidence`` checked: None (the model's own threshold) or a number in [0, 1]."""
    return confidence_floor(value, "min_case_confidence")


def scored_version(floor: float | None) -> str:
    """What follows the template writer's version: ``+case-confidence.v1`` at the model's
    threshold, ``+case-confidence.v1@0.5`` at another floor, nothing when nothing is scored
    (the version keys the reply cache, so suites at other floors never share replies)."""
    if floor == 0:
        return ""
    return f"+{CASE_CONFIDENCE_VERSION}" + ("" if floor is None else f"@{floor!r}")


def case_score(question: str, answer: str, sentence: str) -> float:
    """The model's probability that the case is judged right, from the parses of its
    question and its source sentence."""
    features = case_features(question, answer, parse(sentence), parse(question))
    return default_case_model().score(features)


def case_confidence_problem(
    question: str, answer: str, sentence: str, floor: float | None = None
) -> str | None:
    """``low case confidence`` when the case scores under ``floor`` (the model's threshold
    when None; 0 keeps every case), else None."""
    limit = default_case_model().threshold if floor is None else floor
    if limit <= 0.0 or not question or not sentence:
        return None
    return LOW_CASE_CONFIDENCE if case_score(question, answer, sentence) < limit else None


def scored_cases(
    candidates: list[CaseCandidate], sentence: str, floor: float | None
) -> list[CaseCandidate]:
    """The candidates with every written question case that scores under ``floor`` turned
    into a rejection (``low case confidence``), counted by the audit like the writer's own."""
    scored = []
    for candidate in candidates:
        if candidate.rejected or candidate.kind != "question" or not candidate.question:
            scored.append(candidate)
            continue
        problem = case_confidence_problem(candidate.question, candidate.answer, sentence, floor)
        scored.append(
            candidate
            if problem is None
            else dataclasses.replace(candidate, question="", rejected=problem)
        )
    return scored
