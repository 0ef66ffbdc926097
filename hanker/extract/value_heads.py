"""Heads that name no entity but are one thing by their measure and their clause's names.

``The 7.4 magnitude earthquake hit near the eastern county of Hualien``: the head names no
entity and would be dropped (``head names no entity``), yet the measure in its own phrase
(:func:`hanker.extract.value_phrases.measured_subject`) and the name in the clause make it one
thing. Such a head is kept when it passes the checks of every prose head
(:func:`hanker.extract.prose_checks.head_problem`) and is short; the drop counted for it is
taken back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hanker.extract.base import ExtractionStats
from hanker.extract.prose_checks import head_problem
from hanker.extract.spacy_phrases import MAX_HEAD_TOKENS, phrase_span
from hanker.extract.value_phrases import measured_subject

NO_ENTITY = "head names no entity"


def measured_heads(
    verb: Any, entities: Sequence[tuple[int, int]], stats: ExtractionStats
) -> list[tuple[str, str]]:
    """(head, relation prefix) of the verb's measured subject (its phrase widened to the known
    ``entities``), none when it has none or the head would not stand alone."""
    subject = measured_subject(verb)
    if subject is None or any(c.dep_ == "conj" for c in subject.children):
        return []
    start, end = phrase_span(subject, entities)
    head = str(verb.doc.text[start:end])
    if len(head.split()) > MAX_HEAD_TOKENS or head_problem(head, False) is not None:
        return []
    heads = [(head, "")]
    if heads and (stats.dropped or {}).get(NO_ENTITY, 0) >= len(heads):
        stats.drop(NO_ENTITY, -len(heads))  # counted by the named-head check: kept after all
        if stats.dropped is not None and not stats.dropped[NO_ENTITY]:
            del stats.dropped[NO_ENTITY]
    return heads
