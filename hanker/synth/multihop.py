"""Multi-hop audit cases: a fact reached through a bridge entity along a path of the test KG.

Two facts that share an entity ``B`` form a 2-hop path (:mod:`hanker.synth.multihop_paths`):
the *first* fact links a cue ``C`` to ``B``, the *second* links ``B`` to the answer ``A``. The
question names ``C`` and describes ``B`` through the first fact, never naming ``B`` nor ``A``:
from (Mara Lind, founded, Qpubwe) and (Qpubwe, acquired, Tollbridge), "What did the
organisation that Mara Lind founded acquire?" (Tollbridge). Every unordered pair of facts
sharing an entity gets at most one case: the preferred direction is tried first, the other one
when the first gives no valid case; a pair with neither is dropped, its reason counted.

The ``template`` writer (:mod:`hanker.synth.multihop_template`) words the question from the
facts' relations; the LLM backends get both facts and both passages
(:mod:`hanker.synth.multihop_llm`, prompt ``qa_multihop.v2``). Validation is the one-hop
validation (grounded, not trivial, no unbound pronoun, no garbled or overlong question) plus: the
answer is not named in the question, the bridge is not the answer and is not named either (else
the case is a one-hop case in disguise), and the question shows none of the red flags of a bad
composition (a doubled word or repeated phrase, "of the end of", a capitalised article
mid-sentence, "either Party" inside a noun phrase, a section number, a preposition with no
object, unbalanced quotes).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from hanker.core.fact import normalize_text
from hanker.synth.base import CaseCandidate
from hanker.synth.multihop_paths import HopInput, HopWriter, hop_pairs
from hanker.synth.multihop_template import MULTIHOP_TEMPLATE_VERSION, TemplateHopWriter
from hanker.synth.question_checks import Rejection
from hanker.synth.question_text import final_check
from hanker.synth.validate import answer_in_question, grounded, trivial_answer, unbound_pronoun

__all__ = [
    "MULTIHOP_TEMPLATE_VERSION",
    "HopInput",
    "HopWriter",
    "TemplateHopWriter",
    "hop_pairs",
    "hop_rejection",
    "multihop_cases",
    "red_flag",
]

_RED_FLAGS = (
    (re.compile(r"\b(\w+) \1\b", re.I), "doubled word"),
    (re.compile(r"\bof the end of\b", re.I), "'of the end of'"),
    (
        re.compile(r"(?<=[a-z0-9,;] )(The|A|An|This|That|These|Those|Its|Their)\b"),
        "capitalised article",
    ),
    (
        re.compile(r"\b(of|the|a|an|by|to|for|with|and)\s+either\s+part(y|ies)\b", re.I),
        "'either Party' in a noun phrase",
    ),
    (re.compile(r"\s\d+(\.\d+)+\s*\?$"), "section number in the question"),
    (
        re.compile(r"\b(whereas|and|or|but|because|while|although|the|a|an)\s*\?$", re.I),
        "question cut after a conjunction or article",
    ),
    (
        re.compile(
            r"\b(by|to|of|for|with|from|after|within|in|on|at) (is|are|was|were|of|by)\b", re.I
        ),
        "preposition without its object",
    ),
)


def _mentions(text: str, name: str) -> bool:
    """Whether ``name`` occurs in ``text`` as whole words (case-insensitive)."""
    name = name.strip()
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) is not None


def red_flag(question: str) -> str | None:
    """The first grammar red flag of a composed question (None when it shows none)."""
    for pattern, name in _RED_FLAGS:
        if pattern.search(question):
            return name
    if question.count('"') % 2 or question.count("“") != question.count("”"):
        return "unbalanced quotes"
    words = re.findall(r"\w+", question.lower())
    grams = [tuple(words[i : i + 4]) for i in range(len(words) - 3)]
    return "repeated phrase" if len(grams) != len(set(grams)) else None


def _text_rejection(candidate: CaseCandidate) -> str | None:
    """The one-hop checks on the question's text."""
    if unbound_pronoun(candidate.question):
        return "pronoun in the question"
    checked = final_check(candidate.question, candidate.answer, candidate.answer_type or "", "")
    if isinstance(checked, Rejection):
        return checked.reason
    flag = red_flag(candidate.question)
    return f"grammar red flag: {flag}" if flag else None


def hop_rejection(candidate: CaseCandidate, hop: HopInput) -> str | None:
    """Why a candidate is not a valid multi-hop case (None when it is)."""
    if candidate.rejected:
        return f"no clean question: {candidate.rejected}"
    if not candidate.question or not candidate.answer:
        return "empty question or answer"
    if normalize_text(candidate.answer) == normalize_text(hop.bridge):
        return "bridge is the answer"
    if normalize_text(candidate.answer) != normalize_text(hop.answer) and not (
        _mentions(candidate.answer, hop.answer) or _mentions(hop.answer, candidate.answer)
    ):
        return "answer is not the second fact's"
    if answer_in_question(candidate) or _mentions(candidate.question, hop.answer):
        return "answer in the question"
    if _mentions(candidate.question, hop.bridge):
        return "bridge named in the question"
    if trivial_answer(candidate):
        return "trivial answer"
    if normalize_text(candidate.answer) != normalize_text(hop.answer) and not grounded(
        candidate.answer, hop.second
    ):
        return "answer not grounded"
    return _text_rejection(candidate)


# --- cases ---------------------------------------------------------------------------------


def _case(hop: HopInput, candidate: CaseCandidate, writer: HopWriter) -> dict[str, Any]:
    second = hop.second
    contexts = list(dict.fromkeys((hop.first.context, second.context)))
    return {
        "id": f"{second.fact_id}-via-{hop.first.fact_id}",
        "kind": "question",
        "question": candidate.question,
        "answer": candidate.answer,
        "answer_type": candidate.answer_type or "unknown",
        "fact_id": second.fact_id,
        "fact": {"head": second.head, "relation": second.relation, "tail": second.tail},
        "hops": 2,
        "path": list(hop.path),
        "bridge": hop.bridge,
        "context": "\n\n".join(contexts),
        "source": second.source,
        "generator": {
            "backend": writer.backend,
            "model": writer.model,
            "prompt_version": writer.prompt_version,
        },
        "split": "forget",
        "redundant": False,
    }


def _first_valid(
    hop: HopInput, candidates: list[CaseCandidate] | None, rejections: Counter[str]
) -> tuple[CaseCandidate | None, str]:
    """The first valid candidate, else None and the last reason (each rejection counted)."""
    if candidates is None:
        rejections["multi-hop: unparseable reply"] += 1
        return None, "unparseable reply"
    reason = "no candidate"
    for candidate in candidates:
        found = hop_rejection(candidate, hop)
        if found is None:
            return candidate, ""
        reason = found
        rejections[f"multi-hop: {reason}"] += 1
    return None, reason


def multihop_cases(
    pairs: Sequence[tuple[HopInput, HopInput | None]],
    writer: HopWriter,
    rejections: Counter[str],
    taken: Iterable[tuple[str, str]] = (),
    dropped: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """At most one valid case per pair (preferred direction first); rejections counted by reason.

    A pair with no valid case in either direction is counted as ``multi-hop pair dropped:
    REASON`` (the preferred direction's reason) and, when ``dropped`` is given, listed there
    (``{"path": [...], "reason": ...}``).
    """
    seen = set(taken)
    found: dict[int, tuple[HopInput, CaseCandidate]] = {}
    reasons: dict[int, str] = {}
    for way in (0, 1):
        todo = [(i, pair[way]) for i, pair in enumerate(pairs) if i not in found and pair[way]]
        asked = [(i, hop) for i, hop in todo if hop is not None and not hop.problem]
        for index, hop in todo:
            if hop is not None and hop.problem:
                rejections[f"multi-hop: {hop.problem}"] += 1
                reasons.setdefault(index, hop.problem)
        replies = writer.write([hop for _, hop in asked]) if asked else []
        for (index, hop), reply in zip(asked, replies, strict=True):
            candidates = list(reply) if reply is not None else None
            candidate, reason = _first_valid(hop, candidates, rejections)
            if candidate is not None and (candidate.question, candidate.answer) in seen:
                candidate, reason = None, "same case as another"
                rejections[f"multi-hop: {reason}"] += 1
            if candidate is None:
                reasons.setdefault(index, reason)
                continue
            seen.add((candidate.question, candidate.answer))
            found[index] = (hop, candidate)
    for index, pair in enumerate(pairs):
        if index not in found:
            rejections[f"multi-hop pair dropped: {reasons[index]}"] += 1
            if dropped is not None:
                dropped.append({"path": sorted(pair[0].path), "reason": reasons[index]})
    return [_case(hop, candidate, writer) for _, (hop, candidate) in sorted(found.items())]
