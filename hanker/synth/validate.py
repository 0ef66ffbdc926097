"""Validation of candidate cases: lenient JSON parsing, grounding, near-duplicates; every rejection counted."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from hanker.llm.parse import json_values
from hanker.synth.answer_cores import asked_count
from hanker.synth.answer_spans import cut_answer
from hanker.synth.answer_words import counted_whole
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.case_misreads import misread_problem
from hanker.synth.case_shapes import shape_problem
from hanker.synth.case_wording import wording_problem
from hanker.synth.count_questions import share_question
from hanker.synth.counted_members import counted_member
from hanker.synth.hedged_claims import hedged_claim
from hanker.synth.passage_lists import listed_elsewhere
from hanker.synth.question_garble import garble_problem
from hanker.synth.question_grammar import grammar_problem
from hanker.synth.question_kinds import kind_problem
from hanker.synth.question_sense import sense_problem
from hanker.synth.question_wording import wording_trouble
from hanker.synth.reported_claims import claim_as_fact
from hanker.synth.vague_answers import vague_answer
from hanker.synth.vague_cases import vague_case
from hanker.text.demonyms import adjective_in

_WORD = re.compile(r"\w+")


def parse_candidates(text: str) -> list[CaseCandidate] | None:
    """Question/answer pairs from an LLM reply: code fences and text around the JSON are tolerated.

    Accepts a list of ``{question, answer}`` objects or an object holding such a list
    (``{"questions": [...]}``). Returns None when no JSON can be recovered.
    """
    for data in json_values(text, ("[]", "{}")):
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


_TRIVIAL = {
    "i",
    "me",
    "you",
    "he",
    "him",
    "she",
    "her",
    "it",
    "we",
    "us",
    "they",
    "them",
    "his",
    "hers",
    "its",
    "our",
    "their",
    "this",
    "that",
    "these",
    "those",
    "one",
    "something",
    "someone",
    "anything",
    "nothing",
    "thing",
    "things",
    "the",
    "a",
    "an",
    "and",
    "or",
    "of",
    "to",
    "in",
    "on",
    "at",
    "for",
    "with",
    "by",
    "be",
    "is",
    "was",
    "not",
    "yes",
    "no",
    "what",
    "who",
    "so",
}
# nouns of set phrases ("take part", "be under pressure", "on their behalf"): no knowledge asked
_IDIOM_NOUNS = {
    *("part", "place", "pressure", "account", "care", "note", "effect", "hold", "shape"),
    *("charge", "line", "mind", "sight", "way", "time", "behalf", "question", "doubt"),
    *("fact", "case", "order", "use", "hand", "light", "touch", "turn", "end", "course"),
    *("date", "role", "step", "steps", "action", "attention", "interest", "advantage"),
}
_VAGUE_DETERMINERS = {
    "his",
    "her",
    "its",
    "their",
    "our",
    "my",
    "your",
    "this",
    "that",
    "these",
    "those",
}
_ASKS_NUMBER = re.compile(r"\b(how many|how much|what number|which number|what percentage)\b", re.I)


def _tokens(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def grounded(answer: str, item: SynthesisInput) -> bool:
    """Whether the answer is found in the passage (verbatim, or all its words)."""
    haystacks = [item.context, item.sentence]
    lowered = answer.lower()
    if any(lowered in h.lower() for h in haystacks):
        return True
    words = _tokens(answer)
    return bool(words) and any(words <= _tokens(h) for h in haystacks)


def answer_in_question(candidate: CaseCandidate) -> bool:
    """Whether the answer appears, as whole words, in its own question, or a country's
    adjective gives it away ("talks with the Welsh government? -- Wales")."""
    pattern = rf"(?<!\w){re.escape(candidate.answer.strip())}(?!\w)"
    found = re.search(pattern, candidate.question, re.I) is not None
    return found or adjective_in(candidate.answer.strip(), candidate.question)


def name_in_question(candidate: CaseCandidate) -> bool:
    """Whether the full name that ends the answer is in the question (``According to Peter
    Blake's sponsors, who was killed ...? -- America's Cup winner Sir Peter Blake``)."""
    words = candidate.answer.split()
    if candidate.answer_type != "person" or len(words) < 3:
        return False  # "the University of New South Wales" is no one's name
    if not all(w[:1].isupper() for w in words[-2:]):
        return False
    pattern = rf"(?<!\w){re.escape(' '.join(words[-2:]))}(?!\w)"
    return re.search(pattern, candidate.question, re.I) is not None


def trivial_answer(candidate: CaseCandidate) -> bool:
    """A pronoun or function word, or a lone digit where the question does not ask a number."""
    answer = candidate.answer.strip().lower()
    if answer in _TRIVIAL or answer in _IDIOM_NOUNS or not _WORD.search(answer):
        return True
    words = answer.split()
    if len(words) <= 2 and words[0] in _VAGUE_DETERMINERS and candidate.kind != "cloze":
        return True
    return bool(re.fullmatch(r"\d", answer)) and not (
        candidate.kind == "cloze" or _ASKS_NUMBER.search(candidate.question)
    )


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


_THIRD_PERSON = {"he", "she", "him", "her", "his", "hers", "they", "them", "their", "its", "it"}


def unbound_pronoun(question: str) -> bool:
    """A third-person pronoun before any name in the question: nothing it could refer to."""
    for number, word in enumerate(_WORD.findall(question)):
        if word.lower() in _THIRD_PERSON and not word.isupper():
            return True
        if number and word[:1].isupper():
            return False
    return False


def rejection_reason(
    candidate: CaseCandidate, item: SynthesisInput, kept: Sequence[CaseCandidate]
) -> str | None:
    """Why a candidate is not a valid case (None when it is)."""
    if candidate.rejected:
        return f"no clean question: {candidate.rejected}"
    if not candidate.question or not candidate.answer:
        return "empty question or answer"
    if answer_in_question(candidate) or name_in_question(candidate):
        return "answer in the question"
    if candidate.kind != "cloze" and unbound_pronoun(candidate.question):
        return "pronoun in the question"
    if trivial_answer(candidate):
        return "trivial answer"
    vague = (  # "also featured", "other books": vague_answers
        vague_case(candidate.question, candidate.answer)
        or vague_answer(candidate.question, candidate.answer, item.sentence)
        if candidate.kind != "cloze"
        else None
    )
    if vague is not None:  # the same last checks for template and LLM-written cases
        return f"no clean question: {vague}"
    listed = listed_elsewhere(candidate.question, candidate.answer, item.sentence, item.context)
    listed = listed or claim_as_fact(candidate.question, candidate.answer, item.sentence)
    listed = listed or hedged_claim(candidate.question, candidate.answer, item.sentence)
    listed = listed or wording_problem(candidate.question, candidate.answer, item.sentence)
    listed = listed or grammar_problem(
        candidate.question, candidate.answer
    )  # "By whom being X supported?"
    listed = listed or wording_trouble(candidate.question, candidate.answer, item.sentence)
    listed = listed or garble_problem(candidate.question, candidate.answer, item.sentence)
    listed = listed or counted_member(candidate.question, candidate.answer, item.sentence)
    misread = misread_problem(candidate.question, candidate.answer, item.sentence, candidate.kind)
    listed = listed or misread  # "for example" in the question, "the club" as answer
    sense = sense_problem(candidate.question, candidate.answer, item.sentence, candidate.kind)
    listed = listed or sense  # "To whom was X introduced? -- Druidism"
    listed = listed or kind_problem(
        candidate.question, candidate.answer, item.sentence, candidate.kind
    )
    if listed is not None:  # a list's one item; an allegation with no speaker ("alleges ...")
        return f"no clean question: {listed}"
    if not grounded(candidate.answer, item):
        return "answer not grounded"
    whole = candidate.kind == "cloze" or share_question(candidate.question, candidate.answer)
    whole = whole or counted_whole(candidate.question, candidate.answer)  # "nine overs"
    whole = whole or asked_count(candidate.question, candidate.answer)  # "How many ...? -- five"
    cut = cut_answer(candidate.answer, item.sentence) if not whole else None
    if cut is not None:  # "a medal for bravery" of "..., the George Cross"
        return cut
    shape = shape_problem(candidate.question, candidate.answer, item.sentence)
    if shape is not None and candidate.kind != "cloze":  # "How many hours ...? -- ... after"
        return shape
    if _near_duplicate(candidate, kept):
        return "near-duplicate question"
    return None


def validate(
    item: SynthesisInput,
    candidates: list[CaseCandidate] | None,
    rejections: Counter[str],
    limit: int = 5,
    sentence_cases: Counter[str] | None = None,
    per_sentence: int = 3,
    earlier: Sequence[CaseCandidate] = (),
) -> list[CaseCandidate]:
    """Keep the valid candidates of one fact; count each rejection by reason.

    At most ``limit`` cases per fact and, when ``sentence_cases`` (cases kept so far per source
    sentence, updated here) is given, at most ``per_sentence`` per source sentence. A question
    that nearly repeats one kept for this fact, or one of ``earlier`` (cases already kept from
    the same source sentence), is dropped as a near-duplicate.
    """
    if candidates is None:
        rejections["unparseable reply"] += 1
        return []
    kept: list[CaseCandidate] = []
    sentence_key = sentence_of(item)
    for candidate in candidates:
        reason = rejection_reason(candidate, item, [*earlier, *kept])
        if reason is None and len(kept) >= limit:
            reason = "over the per-fact limit"
        if (
            reason is None
            and sentence_cases is not None
            and sentence_cases[sentence_key] >= per_sentence
        ):
            reason = "over the per-sentence limit"
        if reason is not None:
            rejections[reason] += 1
            continue
        kept.append(candidate)
        if sentence_cases is not None:
            sentence_cases[sentence_key] += 1
    return kept


def sentence_of(item: SynthesisInput) -> str:
    """A key of the fact's source sentence (document, chunk, offsets and text)."""
    return source_sentence_key(item.source) or " ".join(item.sentence.split())


def source_sentence_key(source: dict[str, Any]) -> str:
    """A key of a source sentence from a fact's source record ("" when it has none)."""
    if not source:
        return ""
    fields = ("doc_id", "chunk_id", "char_start", "char_end", "sentence")
    return "|".join(str(source.get(name)) for name in fields)
