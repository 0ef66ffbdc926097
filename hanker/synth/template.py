"""``template``: question templates, no model (the offline default).

Questions are cloze items built on the fact's own evidence sentence (coreference resolved,
so it names the entities), which keeps them grammatical, specific to one fact and
answerable from the passage alone:

1. the tail blanked out: ``Fill in the blank: Ezfbcy SAS will pay every invoice in full within ____.``
   (answer ``60 days``);
2. the head blanked out, when the head is a named entity in that sentence;
3. a question on the triple itself: ``According to the source, what is the 'total price in
   dollars' of X?`` (the only one when the tail is not in the sentence).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hanker.synth.base import CaseCandidate, SynthesisInput

TEMPLATE_VERSION = "template.v1"
BLANK = "____"


def _clean(text: str) -> str:
    return " ".join(text.split()).strip()


def _is_named(text: str) -> bool:
    words = text.split()
    return (
        bool(words)
        and words[0][:1].isupper()
        and words[0].lower()
        not in {"the", "a", "an", "any", "every", "this", "that", "either", "each"}
    )


def _blank(sentence: str, target: str) -> str | None:
    """The sentence with the first whole-word occurrence of ``target`` replaced by a blank."""
    match = re.search(rf"(?<!\w){re.escape(target)}(?!\w)", sentence)
    if match is None:
        return None
    blanked = sentence[: match.start()] + BLANK + sentence[match.end() :]
    return blanked if blanked.strip() != BLANK else None


class TemplateGenerator:
    """Cloze questions on the evidence sentence, with a triple question as fallback."""

    backend = "template"
    model: str | None = None
    prompt_version = TEMPLATE_VERSION

    def __init__(self, max_questions: int = 3) -> None:
        self.max_questions = max_questions

    def generate(self, items: Sequence[SynthesisInput]) -> list[list[CaseCandidate]]:
        """Up to ``max_questions`` candidates per fact."""
        return [self._for_fact(item)[: self.max_questions] for item in items]

    def _for_fact(self, item: SynthesisInput) -> list[CaseCandidate]:
        head, relation, tail = _clean(item.head), _clean(item.relation), _clean(item.tail)
        sentence = _clean(item.sentence)
        out: list[CaseCandidate] = []
        cloze = _blank(sentence, tail)
        # A sentence that does not name the head (a label line, a term of a contract) gets the
        # head as a prefix, so the question still points at one fact.
        prefix = "" if head.lower() in sentence.lower() else f" ({head})"
        if cloze is not None:
            out.append(CaseCandidate(f"Fill in the blank{prefix}: {cloze}", tail))
        if _is_named(head) and head.lower() != tail.lower():
            reverse = _blank(sentence, head)
            if reverse is not None and tail in reverse:
                out.append(CaseCandidate(f"Fill in the blank: {reverse}", head))
        if relation.lower() in {"be", "is", "was"}:
            out.append(CaseCandidate(f"According to the source, what is {head}?", tail))
        elif relation.lower() == "title":
            out.append(
                CaseCandidate(
                    f"According to the source, what title or role does {head} have?", tail
                )
            )
        else:
            out.append(
                CaseCandidate(f"According to the source, what is the '{relation}' of {head}?", tail)
            )
        return out
