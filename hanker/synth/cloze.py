"""Cloze cases (``kind: "cloze"``): the fact's evidence sentence with the tail, or the named head, blanked.

A cloze probes verbatim recall of the sentence rather than knowledge of the fact, so it is
off by default (``hanker audit --cloze``) and reported apart from knowledge questions.
"""

from __future__ import annotations

import re

from hanker.synth.base import CaseCandidate, SynthesisInput

BLANK = "____"
_NOT_NAMES = {"the", "a", "an", "any", "every", "this", "that", "either", "each"}


def _clean(text: str) -> str:
    return " ".join(text.split()).strip()


def _is_named(text: str) -> bool:
    words = text.split()
    return bool(words) and words[0][:1].isupper() and words[0].lower() not in _NOT_NAMES


def _blank(sentence: str, target: str) -> str | None:
    """The sentence with its one whole-word occurrence of ``target`` blanked (None if absent or repeated)."""
    matches = list(re.finditer(rf"(?<!\w){re.escape(target)}(?!\w)", sentence))
    if len(matches) != 1:
        return None
    match = matches[0]
    blanked = sentence[: match.start()] + BLANK + sentence[match.end() :]
    return blanked if blanked.strip() != BLANK else None


def cloze_candidates(item: SynthesisInput) -> list[CaseCandidate]:
    """Cloze cases of one fact: the tail blanked, then the head when it is a name in the sentence."""
    head, tail, sentence = _clean(item.head), _clean(item.tail), _clean(item.sentence)
    out: list[CaseCandidate] = []
    prefix = "" if head.lower() in sentence.lower() else f" ({head})"
    cloze = _blank(sentence, tail)
    if cloze is not None:
        out.append(CaseCandidate(f"Fill in the blank{prefix}: {cloze}", tail, "cloze"))
    if _is_named(head) and head.lower() != tail.lower():
        reverse = _blank(sentence, head)
        if reverse is not None and tail in reverse:
            out.append(CaseCandidate(f"Fill in the blank: {reverse}", head, "cloze"))
    return out
