"""The ``template`` multi-hop writer: the second fact's question about a description of the bridge.

The bridge is described by the first fact, worded from that fact's relation
(:mod:`hanker.synth.multihop_grammar`): "the sales contract whose goods sold are standing
desks", "the company whose address is 795 Xflouc Avenue", "the organisation that Mara Lind
founded". The question on the second fact is worded from its relation with that description in
the bridge's place ("What is the total price of the sales contract whose goods sold are standing
desks?"), else it is the second fact's own one-hop question (the suite's, else one the
question writer makes from the evidence sentence) with the description put where the bridge is
named, when that is a whole noun phrase. A path with no clean wording gives a rejected candidate
with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from hanker.core.fact import normalize_text
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.multihop_grammar import (
    Shape,
    agree,
    as_value,
    ask_owner,
    ask_same,
    ask_value,
    by_value,
    parse,
    shape,
)
from hanker.synth.multihop_names import document, kind_noun
from hanker.synth.multihop_paths import HopInput

MULTIHOP_TEMPLATE_VERSION = "multihop-template.v2"
MAX_WORDS = 25  # the one-hop limit (question_text.final_check); longer: the cue is shortened
# the words a noun phrase slot may follow: a preposition, an auxiliary, a wh-word
_SLOT_BEFORE = {
    *("of", "in", "on", "at", "to", "by", "for", "with", "from", "under", "between", "about"),
    *("did", "does", "do", "is", "are", "was", "were", "has", "have", "had", "will", "shall"),
    *("may", "must", "can", "could", "would", "should", "who", "what", "whom", "which", "when"),
}


@lru_cache(maxsize=2048)
def _parse(text: str) -> Any:
    return parse(text)


def relation_shape(item: SynthesisInput) -> Shape | None:
    """The shape of the fact's relation; a one-word relation its sentence uses as a verb
    ("record" from "This term sheet records ...") has none."""
    found = shape(item.relation)
    if found is not None and found.kind == "passive" and item.relation.split()[0] == "be":
        return replace(found, aux=_tense(found.verb, item.sentence))
    if found is None or found.kind != "plain" or " " in found.noun:
        return found
    words = _parse(" ".join(item.sentence.split()))
    if any(t.lemma_.lower() == found.noun and t.pos_ in {"VERB", "AUX"} for t in words):
        return None
    return found


_PASSIVE_AUX = (
    r"\b((?:has|have|had) been|was|were|is|are|(?:will|shall|must|may|can|should|would) be)"
    r"\s+(?:\w+\s+)?"
)
_SINGULAR = {"were": "was", "are": "is", "have been": "has been"}


def _tense(verb: str, sentence: str) -> str:
    """The auxiliary of a passive relation written with "be" ("be born in"), as its sentence
    has it ("was"), in the singular; else "was" or "is" as the sentence's main verb's tense."""
    match = re.search(rf"{_PASSIVE_AUX}{re.escape(verb)}\b", sentence, re.I)
    if match is None:  # "being raised by ..., Ann developed": the tense of the main verb
        root = next((t for t in _parse(" ".join(sentence.split())) if t.dep_ == "ROOT"), None)
        return "was" if root is not None and root.tag_ == "VBD" else "is"
    aux = " ".join(match[1].lower().split())
    return _SINGULAR.get(aux, aux)


def _answer_kind(name: str, given: str = "") -> str:
    if kind_noun(name) == "company":
        return "organisation"
    if given and given not in {"unknown", "noun phrase"}:
        return given
    from hanker.synth.clause import answer_kind

    return answer_kind(name)


def describe(hop: HopInput) -> str | None:
    """The bridge described by the first fact and the cue (None when it reads badly)."""
    found = relation_shape(hop.first)
    if found is None or not hop.cue_phrase:
        return None
    if hop.bridge_side == "head":
        kind = kind_noun(hop.bridge)
        if not kind:
            return None
        return by_value(found, hop.cue_phrase, kind, document(hop.bridge) is not None)
    person = _answer_kind(hop.bridge) in {"person", "organisation"}
    return as_value(
        found, hop.cue_phrase, kind_noun(hop.bridge), document(hop.cue) is not None, person
    )


def in_slot(question: str, name: str, phrase: str) -> str | None:
    """``question`` with the whole-word ``name`` replaced by ``phrase`` where ``name`` is a noun
    phrase of its own (first, or after a preposition, an auxiliary or a wh-word; not a
    possessor); None where it is not."""
    pattern = re.compile(rf"(?<!\w){re.escape(name.strip())}(?!\w)", re.I)
    found = list(pattern.finditer(question))
    if not found:
        return None
    for match in found:
        before = question[: match.start()].split()
        after = question[match.end() :]
        if (before and before[-1].lower() not in _SLOT_BEFORE) or after[:1] in {"'", "’"}:
            return None
        if before and not _agrees(before[-1].lower(), phrase):
            return None  # "What do [Qdzjil BV] guarantee": the description's number shows
    out = pattern.sub(phrase, question)
    return out[:1].upper() + out[1:]


_SINGULAR_AUX = {"does", "is", "was", "has"}
_PLURAL_AUX = {"do", "are", "were", "have"}


def _agrees(aux: str, phrase: str) -> bool:
    """Whether an auxiliary before the slot agrees with the description put in it."""
    if aux not in _SINGULAR_AUX | _PLURAL_AUX:
        return True
    plural = agree("is", phrase) == "are"
    return plural == (aux in _PLURAL_AUX)


_MEASURES = {"in_unit", "unit", "due", "after"}


def _no_description(hop: HopInput) -> str:
    """Why the bridge has no description (a shared number is only asked as the same attribute)."""
    found = relation_shape(hop.first)
    if found is not None and found.kind in _MEASURES and hop.bridge_side == "tail":
        return "a number that two different attributes share"
    return "no clean description of the bridge"


def _names(question: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name.strip())}(?!\w)", question, re.I) is not None


class TemplateHopWriter:
    """Questions worded from the two facts' relations (see the module docstring)."""

    backend = "template"
    model: str | None = None
    prompt_version = MULTIHOP_TEMPLATE_VERSION

    def __init__(self, questions: Mapping[str, Sequence[Mapping[str, Any]]] | None = None) -> None:
        # fact id -> its single-hop cases ({question, answer, answer_type}) from the suite
        self.questions = questions or {}

    def write(self, items: Sequence[HopInput]) -> list[list[CaseCandidate]]:
        """One candidate per path (a rejected one when no clean question could be written)."""
        return [[self._compose(hop)] for hop in items]

    def _one_hop(self, item: SynthesisInput, answer: str, bridge: str) -> tuple[str, str]:
        """A one-hop question on ``item`` naming ``bridge`` whose answer is ``answer``."""
        from hanker.synth.question_writer import Rejection, write_question

        for case in self.questions.get(item.fact_id, ()):
            question = str(case["question"])
            if normalize_text(str(case["answer"])) == normalize_text(answer) and (
                re.search(rf"(?<!\w){re.escape(bridge)}(?!\w)", question, re.I)
            ):
                return question, str(case.get("answer_type") or "")
        written = write_question(
            " ".join(item.sentence.split()), answer, head=bridge, relation=item.relation
        )
        if isinstance(written, Rejection):
            return "", ""
        return written.question, written.answer_type

    def _question(self, hop: HopInput, description: str | None) -> tuple[str, str]:
        """The question on the second fact about ``description`` and the answer's type."""
        found = relation_shape(hop.second)
        kind = _answer_kind(hop.answer)
        if found is not None and hop.same:
            owner_kind = kind_noun(hop.answer)
            return (
                (ask_same(found, hop.cue_phrase, owner_kind) or "", kind)
                if owner_kind
                else ("", kind)
            )
        if description is None:
            return "", kind
        question = None
        if found is not None and hop.answer_side == "tail":
            document_bridge = document(hop.bridge) is not None
            question = ask_value(found, description, hop.answer, kind, document_bridge)
        elif found is not None and kind_noun(hop.answer):
            question = ask_owner(found, description, kind_noun(hop.answer))
        if question:
            return question, kind
        one_hop, given = self._one_hop(hop.second, hop.answer, hop.bridge)
        return in_slot(one_hop, hop.bridge, description) or "", _answer_kind(hop.answer, given)

    def _compose(self, hop: HopInput) -> CaseCandidate:
        candidate = self._composed(hop)
        if len(candidate.question.split()) > MAX_WORDS and hop.cue_short:
            shorter = self._composed(replace(hop, cue_phrase=hop.cue_short))
            return shorter if shorter.question else candidate
        if hop.bridge_short and _names(candidate.question, hop.answer):
            # "... whose seller is X?" -> "Seller": the bridge as X's contract instead
            other = self._composed(hop, hop.bridge_short)
            return other if other.question else candidate
        return candidate

    def _composed(self, hop: HopInput, description: str | None = None) -> CaseCandidate:
        if description is None and not hop.same:
            description = describe(hop)
        if description is None and not hop.same:
            return CaseCandidate("", hop.answer, rejected=_no_description(hop))
        question, kind = self._question(hop, description)
        if not question:
            return CaseCandidate("", hop.answer, rejected="no clean question on the second fact")
        return CaseCandidate(question, hop.answer, answer_type=kind)
