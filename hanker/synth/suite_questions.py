"""One question, one answer across the whole suite (the suite check of ``template.v13``).

A question is checked against its own fact's sentence, but a reader of the suite sees it
alone: when two facts give the same question different answers ("What did Ana Ruiz write?"
-- "Blue Rain" from one sentence, "Night Trains" from another; "Who is Mr Lee?" -- "the
club's owner", "the former mayor"), neither answer is the answer, and each of those cases is
dropped (``question has several answers in the suite``). Questions are compared with case,
punctuation and spacing ignored; so are two bare questions on the same head and relation
(no word beyond the wh-word, auxiliaries, the head and forms of the relation's words), which
differ only in tense ("What has Ana Ruiz written?", "What did Ana Ruiz write?": the
question says nothing beyond the fact's head and verb). Answers are the same when, so
normalised and without articles or honorifics, one holds the other ("Blue Rain" and "the novel
Blue Rain", "Mr Feijóo" and "Alberto Núñez Feijóo").
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from hanker.extract.spacy_phrases import HONORIFICS

SHARED_REASON = "no clean question: question has several answers in the suite"
_ARTICLES = frozenset({"a", "an", "the"})
_FRAME = frozenset(
    {
        *("what", "who", "whom", "where", "when", "which", "did", "does", "do", "has", "have"),
        *("had", "is", "was", "are", "were", "will", "would", "can", "could", "s", "often"),
        *("also", "usually", "mainly", "primarily", "frequently", "typically", "additionally"),
    }
)


def _key(text: str) -> str:
    """Lower case, words only, single spaces."""
    return " ".join(re.findall(r"\w+", text.lower()))


def _answer_key(text: str) -> str:
    """Words of an answer without articles and honorifics ("Mr Feijóo" within "Alberto Núñez
    Feijóo")."""
    return " ".join(w for w in _key(text).split() if w not in _ARTICLES | HONORIFICS)


def _same(one: str, other: str) -> bool:
    """Whether two normalised answers name the same thing (one holds the other)."""
    return f" {one} " in f" {other} " or f" {other} " in f" {one} "


def _keys(case: dict[str, Any]) -> list[str]:
    """The question's key and, for a bare question (nothing beyond the wh-word, auxiliaries,
    the fact's head and forms of its relation's words), a key of the head and relation."""
    question = _key(str(case["question"]))
    fact = case.get("fact") or {}
    head, relation = _key(str(fact.get("head", ""))), _key(str(fact.get("relation", "")))
    if not head or not relation:
        return [question]
    words = " ".join(w for w in question.split() if w not in _FRAME)
    if f" {head} " not in f" {words} ":
        return [question]
    verbs = [w for w in relation.split() if w != "be"]
    rest = f" {words} ".replace(f" {head} ", " ", 1).split()
    if not all(any(_form_of(w, v) for v in verbs) for w in rest):
        return [question]  # "best known", "in 2004": more than the relation
    return [question, f"{head} | {relation}"]


def _form_of(word: str, lemma: str) -> bool:
    """Whether ``word`` is roughly an inflection of ``lemma`` ("written" of "write")."""
    return word == lemma or (len(lemma) > 2 and word[:3] == lemma[:3])


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
            for key in _keys(case):
                answers[key].append(_answer_key(str(case["answer"])))
    shared = {key for key, given in answers.items() if _ambiguous(given)}
    kept = []
    for case in cases:
        if case.get("kind", "question") != "cloze" and shared & set(_keys(case)):
            rejections[SHARED_REASON] += 1
            continue
        kept.append(case)
    return kept
