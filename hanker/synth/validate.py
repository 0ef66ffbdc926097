"""Validation of candidate cases: lenient JSON parsing, grounding, near-duplicates; every rejection counted."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from hanker.synth.base import CaseCandidate, SynthesisInput

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)
_WORD = re.compile(r"\w+")


def parse_candidates(text: str) -> list[CaseCandidate] | None:
    """Question/answer pairs from an LLM reply: code fences and text around the JSON are tolerated.

    Accepts a list of ``{question, answer}`` objects or an object holding such a list
    (``{"questions": [...]}``). Returns None when no JSON can be recovered.
    """
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for chunk in candidates:
        for opener, closer in (("[", "]"), ("{", "}")):
            start, end = chunk.find(opener), chunk.rfind(closer)
            if start == -1 or end <= start:
                continue
            try:
                data = json.loads(chunk[start : end + 1])
            except json.JSONDecodeError:
                continue
            items = _items(data)
            if items is not None:
                return items
    return None


def _items(data: Any) -> list[CaseCandidate] | None:
    if isinstance(data, dict):
        for value in data.values():
            if isinstance(value, list):
                return _items(value)
        if "question" in data and "answer" in data:
            data = [data]
        else:
            return None
    if not isinstance(data, list):
        return None
    out = []
    for item in data:
        if (
            isinstance(item, dict)
            and isinstance(item.get("question"), str)
            and isinstance(item.get("answer"), (str, int, float))
        ):
            out.append(CaseCandidate(str(item["question"]).strip(), str(item["answer"]).strip()))
    return out


def _tokens(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def grounded(answer: str, item: SynthesisInput) -> bool:
    """Whether the answer is found in the passage or the fact (verbatim, or all its words)."""
    haystacks = [item.context, item.sentence, item.head, item.tail]
    lowered = answer.lower()
    if any(lowered in h.lower() for h in haystacks):
        return True
    words = _tokens(answer)
    return bool(words) and any(words <= _tokens(h) for h in haystacks)


def _near_duplicate(
    candidate: CaseCandidate, kept: Iterable[CaseCandidate], threshold: float = 0.7
) -> bool:
    """Same answer and a question sharing most of its words (Jaccard) with one already kept."""
    words = _tokens(candidate.question)
    for other in kept:
        if other.answer.lower() != candidate.answer.lower():
            continue
        other_words = _tokens(other.question)
        union = words | other_words
        if union and len(words & other_words) / len(union) >= threshold:
            return True
    return False


def validate(
    item: SynthesisInput,
    candidates: list[CaseCandidate] | None,
    rejections: Counter[str],
    limit: int = 5,
) -> list[CaseCandidate]:
    """Keep grounded, non-empty, non-duplicate candidates (at most ``limit``); count each rejection by reason."""
    if candidates is None:
        rejections["unparseable reply"] += 1
        return []
    kept: list[CaseCandidate] = []
    for candidate in candidates:
        if not candidate.question or not candidate.answer:
            rejections["empty question or answer"] += 1
        elif not grounded(candidate.answer, item):
            rejections["answer not grounded"] += 1
        elif _near_duplicate(candidate, kept):
            rejections["near-duplicate question"] += 1
        elif len(kept) >= limit:
            rejections["over the per-fact limit"] += 1
        else:
            kept.append(candidate)
    return kept
