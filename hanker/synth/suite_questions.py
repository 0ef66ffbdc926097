"""One question, one answer across the whole suite (the suite check after ``template.v12``).

A question is checked against its own fact's sentence, but a reader of the suite sees it
alone: when two facts give the same question different answers ("What did Ana Ruiz write?"
-- "Blue Rain" from one sentence, "Night Trains" from another; "Who is Mr Lee?" -- "the
club's owner", "the former mayor"), neither answer is the answer, and each of those cases is
dropped (``question has several answers in the suite``). Questions are compared with case,
punctuation and spacing ignored; answers are the same when, so normalised and without
articles, one holds the other ("Blue Rain" and "the novel Blue Rain").
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

SHARED_REASON = "no clean question: question has several answers in the suite"
_ARTICLES = frozenset({"a", "an", "the"})


def _key(text: str) -> str:
    """Lower case, words only, single spaces."""
    return " ".join(re.findall(r"\w+", text.lower()))


def _answer_key(text: str) -> str:
    return " ".join(w for w in _key(text).split() if w not in _ARTICLES)


def _same(one: str, other: str) -> bool:
    """Whether two normalised answers name the same thing (one holds the other)."""
    return f" {one} " in f" {other} " or f" {other} " in f" {one} "


def _ambiguous(answers: Sequence[str]) -> bool:
    """Whether some two of ``answers`` (normalised) name different things."""
    distinct = sorted(set(answers), key=len)
    return any(
        not _same(one, other) for i, one in enumerate(distinct) for other in distinct[i + 1 :]
    )


def drop_shared_questions(
    cases: list[dict[str, Any]],
    rejections: Counter[str],
    earlier: Sequence[dict[str, Any]] = (),
) -> list[dict[str, Any]]:
    """The cases whose question no other case (of ``cases`` or ``earlier``, cases already kept
    in the suite) gives a different answer; each dropped case counted in ``rejections``."""
    answers: dict[str, list[str]] = defaultdict(list)
    for case in [*earlier, *cases]:
        if case.get("kind", "question") != "cloze":
            answers[_key(str(case["question"]))].append(_answer_key(str(case["answer"])))
    shared = {question for question, given in answers.items() if _ambiguous(given)}
    kept = []
    for case in cases:
        if case.get("kind", "question") != "cloze" and _key(str(case["question"])) in shared:
            rejections[SHARED_REASON] += 1
            continue
        kept.append(case)
    return kept
