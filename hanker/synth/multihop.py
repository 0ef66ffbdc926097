"""Multi-hop audit cases: a fact reached through a bridge entity along a path of the test KG.

Two facts that share an entity ``B`` form a 2-hop path: the *first* fact links a cue ``C`` to
``B``, the *second* links ``B`` to the answer ``A``. The question names ``C`` and the
relations, never ``B`` nor ``A``: from (Steve Jobs, founded, Apple) and (Apple, acquired,
NeXT), "Think of the answer to this question: What did Steve Jobs found? What did that
organisation acquire?" (NeXT). Every unordered pair of facts sharing an entity gets at most one
case: the direction whose answer is the second fact's tail is tried first, the other one when
the first gives no valid case.

The ``template`` writer composes the question from the two facts' own questions (the suite's
single-hop questions, else ones the question writer makes from the evidence sentences, else
relation-worded ones); the LLM backends get both facts and both passages
(:mod:`hanker.synth.multihop_llm`, prompt ``qa_multihop.v1``). Validation is the one-hop
validation plus: the answer is not named in the question, the bridge is not the answer, and
the bridge is not named either (else the case is a one-hop case in disguise).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from hanker.core.fact import Fact, normalize_text
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.validate import answer_in_question, grounded, trivial_answer

MULTIHOP_TEMPLATE_VERSION = "multihop-template.v1"
_TYPE_NOUN = {
    "person": "person",
    "organisation": "organisation",
    "place": "place",
    "date": "date",
    "number": "number",
    "money": "amount",
}


@dataclass(frozen=True)
class HopInput:
    """One 2-hop path: cue --first--> bridge --second--> answer (sides say where each end sits)."""

    first: SynthesisInput
    second: SynthesisInput
    bridge: str  # as the second fact spells it
    bridge_side: str  # "head" or "tail" of the first fact
    answer: str
    answer_side: str  # "head" or "tail" of the second fact
    cue: str  # the first fact's other end

    @property
    def path(self) -> tuple[str, str]:
        """The fact ids along the path, the answered fact last."""
        return (self.first.fact_id, self.second.fact_id)


class HopWriter(Protocol):
    """A backend that writes 2-hop questions."""

    backend: str
    model: str | None
    prompt_version: str

    def write(self, items: Sequence[HopInput]) -> Sequence[list[CaseCandidate] | None]:
        """Candidates per path, in input order (None when no usable reply came back)."""
        ...


def _mentions(text: str, name: str) -> bool:
    """Whether ``name`` occurs in ``text`` as whole words (case-insensitive)."""
    name = name.strip()
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) is not None


def _ends(fact: Fact) -> dict[str, tuple[str, str]]:
    return {"head": (fact.head_norm, fact.head), "tail": (fact.tail_norm, fact.tail)}


def _hop(
    first: Fact, second: Fact, entity: str, inputs: Mapping[str, SynthesisInput]
) -> HopInput | None:
    """The path first -> second through ``entity`` (normalized), or None when it has no far ends."""
    ends1, ends2 = _ends(first), _ends(second)
    side1 = next((s for s, (norm, _) in ends1.items() if norm == entity), None)
    side2 = next((s for s, (norm, _) in ends2.items() if norm == entity), None)
    if side1 is None or side2 is None:
        return None
    answer_side = "tail" if side2 == "head" else "head"
    cue_side = "tail" if side1 == "head" else "head"
    answer_norm, answer = ends2[answer_side]
    cue_norm, cue = ends1[cue_side]
    if len({entity, answer_norm, cue_norm}) < 3:  # a self-loop, or both facts on the same two ends
        return None
    return HopInput(
        first=inputs[first.fact_id],
        second=inputs[second.fact_id],
        bridge=ends2[side2][1],
        bridge_side=side1,
        answer=answer,
        answer_side=answer_side,
        cue=cue,
    )


def hop_pairs(
    facts: Sequence[Fact], inputs: Mapping[str, SynthesisInput], max_per_bridge: int | None = None
) -> list[tuple[HopInput, HopInput | None]]:
    """Every unordered pair of facts sharing an entity: (preferred direction, other direction).

    The preferred direction asks for the second fact's tail. Pairs are grouped by bridge
    entity, in a stable order; ``max_per_bridge`` caps the pairs of one (hub) entity.
    """
    by_entity: dict[str, list[Fact]] = defaultdict(list)
    for fact in sorted(facts, key=lambda f: f.fact_id):
        for entity in dict.fromkeys((fact.head_norm, fact.tail_norm)):
            by_entity[entity].append(fact)
    out: list[tuple[HopInput, HopInput | None]] = []
    seen: set[frozenset[str]] = set()
    for entity in sorted(by_entity):
        taken = 0
        for a, b in itertools.combinations(by_entity[entity], 2):
            key = frozenset((a.fact_id, b.fact_id))
            if key in seen or (max_per_bridge is not None and taken >= max_per_bridge):
                continue
            ways = [h for h in (_hop(a, b, entity, inputs), _hop(b, a, entity, inputs)) if h]
            if not ways:
                continue
            ways.sort(key=lambda h: h.answer_side != "tail")
            seen.add(key)
            taken += 1
            out.append((ways[0], ways[1] if len(ways) > 1 else None))
    return out


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
    return None


# --- the template writer ------------------------------------------------------------------


_NOUN_POS = {"NOUN", "PROPN", "ADJ", "ADP", "NUM", "PUNCT"}


@cache
def _nlp() -> Any:
    from hanker.text.nlp import load_spacy

    return load_spacy()


@cache
def relation_kind(relation: str) -> str | None:
    """``noun`` ("effective date", "total price in dollars"), ``verb`` ("founded", "works for"),
    or None for a relation that reads as neither (a clause fragment such as "The warranty cover")."""
    doc = _nlp()(relation)
    if not len(doc) or relation[:1].isupper():
        return None
    head = doc[0]
    if head.tag_ in {"VBD", "VBZ", "VBN"} and head.lemma_ not in {"be", "have"}:
        rest = all(t.pos_ in {"ADP", "PART", "ADV"} for t in doc[1:])
        return "verb" if rest and len(doc) <= 3 else None
    # a noun phrase, possibly with a participle after it ("goods sold", "costs paid by")
    closed = any(t.pos_ in {"AUX", "DET", "PRON", "SCONJ", "CCONJ"} for t in doc)
    finite = any(t.tag_ in {"VBZ", "VBP", "MD"} for t in doc)
    if not closed and not finite and any(t.pos_ in {"NOUN", "PROPN"} for t in doc):
        return "noun"
    return None


def _description(hop: HopInput) -> str | None:
    """The bridge described by the first fact's relation and cue ("the one that Steve Jobs founded")."""
    relation = " ".join(hop.first.relation.split())
    kind = relation_kind(relation)
    if kind is None:
        return None
    if hop.bridge_side == "head":
        if kind == "verb":
            return f"the one that {relation} {hop.cue}"
        return f"the one whose {relation} is {hop.cue}"
    return (
        f"the one that {hop.cue} {relation}" if kind == "verb" else f"the {relation} of {hop.cue}"
    )


def _relation_question(hop: HopInput) -> str | None:
    """A question on the second fact that names the bridge, worded from a clean relation."""
    relation = " ".join(hop.second.relation.split())
    kind = relation_kind(relation)
    if kind is None:
        return None
    if hop.answer_side == "tail":
        if kind == "verb":
            return f"What is it that {hop.bridge} {relation}?"
        number = re.fullmatch(r"[\d.,]+", hop.answer.strip()) is not None
        return f"What {'number' if number else ''} is the {relation} of {hop.bridge}?".replace(
            "What  is", "What is"
        )
    if kind == "verb":
        return f"Who or what {relation} {hop.bridge}?"
    return f"Of what is {hop.bridge} the {relation}?"


def _replace(question: str, name: str, phrase: str) -> str:
    """``question`` with every whole-word ``name`` replaced by ``phrase`` (capitalized up front)."""
    out = re.sub(rf"(?<!\w){re.escape(name.strip())}(?!\w)", phrase, question, flags=re.I)
    return out[:1].upper() + out[1:]


class TemplateHopWriter:
    """Questions composed from the two facts' questions (see the module docstring)."""

    backend = "template"
    model: str | None = None
    prompt_version = MULTIHOP_TEMPLATE_VERSION

    def __init__(self, questions: Mapping[str, Sequence[Mapping[str, Any]]] | None = None) -> None:
        # fact id -> its single-hop cases ({question, answer, answer_type}) from the suite
        self.questions = questions or {}

    def write(self, items: Sequence[HopInput]) -> list[list[CaseCandidate]]:
        """One candidate per path (a rejected one when no clean question could be written)."""
        return [[self._compose(hop)] for hop in items]

    def _asked(self, item: SynthesisInput, answer: str, bridge: str | None) -> tuple[str, str]:
        """A question on ``item`` whose answer is ``answer`` (naming ``bridge`` when given)."""
        from hanker.synth.question_writer import Rejection, write_question

        for case in self.questions.get(item.fact_id, ()):
            question = str(case["question"])
            if normalize_text(str(case["answer"])) == normalize_text(answer) and (
                bridge is None or _mentions(question, bridge)
            ):
                return question, str(case.get("answer_type") or "")
        written = write_question(" ".join(item.sentence.split()), answer)
        if isinstance(written, Rejection) or (bridge and not _mentions(written.question, bridge)):
            return "", ""
        return written.question, written.answer_type

    def _compose(self, hop: HopInput) -> CaseCandidate:
        first, first_type = self._asked(hop.first, hop.bridge, None)
        if first and _mentions(first, hop.answer):
            first = ""
        second, answer_type = self._asked(hop.second, hop.answer, hop.bridge)
        second = second or _relation_question(hop) or ""
        if not second:
            return CaseCandidate("", hop.answer, rejected="no question on the second fact")
        if first:
            noun = _TYPE_NOUN.get(first_type, "one")
            question = (
                f"Think of the answer to this question: {first} "
                f"{_replace(second, hop.bridge, f'that {noun}')}"
            )
            return CaseCandidate(question, hop.answer, answer_type=answer_type)
        description = _description(hop)
        if description is None:
            return CaseCandidate("", hop.answer, rejected="no clean description of the bridge")
        return CaseCandidate(
            _replace(second, hop.bridge, description), hop.answer, answer_type=answer_type
        )


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
) -> CaseCandidate | None:
    if candidates is None:
        rejections["multi-hop: unparseable reply"] += 1
        return None
    for candidate in candidates:
        reason = hop_rejection(candidate, hop)
        if reason is None:
            return candidate
        rejections[f"multi-hop: {reason}"] += 1
    return None


def multihop_cases(
    pairs: Sequence[tuple[HopInput, HopInput | None]],
    writer: HopWriter,
    rejections: Counter[str],
    taken: Iterable[tuple[str, str]] = (),
) -> list[dict[str, Any]]:
    """At most one valid case per pair (preferred direction first); rejections counted by reason."""
    seen = set(taken)
    found: dict[int, tuple[HopInput, CaseCandidate]] = {}
    for way in (0, 1):
        todo = [(i, pair[way]) for i, pair in enumerate(pairs) if i not in found and pair[way]]
        replies = writer.write([hop for _, hop in todo if hop is not None]) if todo else []
        for (index, hop), reply in zip(todo, replies, strict=True):
            assert hop is not None
            candidate = _first_valid(hop, list(reply) if reply is not None else None, rejections)
            if candidate is None:
                continue
            if (candidate.question, candidate.answer) in seen:
                rejections["multi-hop: same case as another"] += 1
                continue
            seen.add((candidate.question, candidate.answer))
            found[index] = (hop, candidate)
    return [_case(hop, candidate, writer) for _, (hop, candidate) in sorted(found.items())]
